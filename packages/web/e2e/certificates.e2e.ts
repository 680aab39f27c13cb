// Certificates end to end against the real server in Chromium: a student completes a
// short course and a certificate is issued (the course's end names it, the bell says so live,
// /profile lists it), its PDF downloads, its public page verifies it in a fresh browser context
// without a login (its code typed in lower case too), and once an admin revokes it (naming it in a
// confirmation, with a reason) the public page says revoked.
import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, apiLogin } from './support/api';
import { launch, newPage } from './support/browser';
import { demo, DEMO_PASSWORD } from './support/env';
import { startSession } from './support/session';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const stamp = Date.now().toString(36);
const courseTitle = `Certified Git basics ${stamp}`;
const studentName = `Noor ${stamp}`;
const reason = 'Completed on a shared account by someone else.';

/** The public page of a certificate, opened by a visitor: no session, a context of its own. */
async function visit(code: string): Promise<{ page: Page; close: () => Promise<void> }> {
  const { context, page } = await newPage(browser);
  await page.goto(`/certificates/${code}`);
  await page.getByRole('heading', { level: 1, name: 'Certificate verification' }).waitFor();
  return { page, close: () => context.close() };
}

describe('certificates', () => {
  it('a completed course issues a certificate: notified, on /profile, a PDF, verified publicly; an admin revokes it', async () => {
    // Set-up through the API: a free one-lesson course and a new student enrolled in it.
    const instructor = await apiLogin(demo.instructor);
    const made = await api<{ _id: string }>('/api/courses', {
      token: instructor.token,
      body: {
        title: courseTitle,
        description: 'Commit, branch and merge.',
        category: 'Web Development',
        level: 'beginner',
        price: 0,
        status: 'published',
        modules: [
          {
            title: 'Everything',
            lessons: [
              {
                title: 'Commits',
                type: 'article',
                durationMinutes: 5,
                content: '<p>A commit is a snapshot.</p>',
              },
            ],
          },
        ],
      },
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const courseId = made.body._id;
    const email = `noor-${stamp}@example.test`;
    const registered = await api('/api/auth/register', {
      body: { name: studentName, email, password: DEMO_PASSWORD },
    });
    expect(registered.status).toBe(201);
    const { token } = await apiLogin(email);
    expect((await api(`/api/courses/${courseId}/enroll`, { method: 'POST', token })).status).toBe(
      201,
    );

    // The student completes the course in the browser, with the socket connected.
    const { context, page } = await newPage(browser);
    const connected = page
      .waitForEvent('websocket', (ws) => ws.url().includes('/socket.io/'))
      .then((ws) => ws.waitForEvent('framereceived', (f) => String(f.payload).startsWith('40')));
    await startSession(page, email, `/student/learning/${courseId}`);
    await connected;
    await page.getByRole('heading', { level: 2, name: 'Commits', exact: true }).waitFor();
    await page.getByRole('button', { name: 'Mark as complete' }).click();
    // The course's end names the certificate and where it is.
    const done = page.getByRole('status').filter({ hasText: 'You completed this course' });
    await done.getByText(/Your certificate for this course is issued/).waitFor();
    await done.getByRole('link', { name: 'your certificates' }).waitFor();

    // The bell says so, live.
    await page.getByRole('button', { name: /^Notifications, \d+ unread$/ }).click();
    await page.getByText(`Your certificate for "${courseTitle}" is ready.`).first().waitFor();
    await page.keyboard.press('Escape');

    const mine = await api<{ code: string; verifyUrl: string }[]>('/api/certificates/mine', {
      token,
    });
    expect(mine.body).toHaveLength(1);
    const { code } = mine.body[0]!;
    expect(code).toMatch(/^[A-Z2-7]{16}$/);

    // /profile lists it, with the PDF and the public page.
    await page.goto('/profile');
    const section = page.getByRole('region', { name: 'Certificates' });
    await section.getByText(courseTitle, { exact: true }).waitFor();
    expect(
      await section
        .getByRole('link', { name: `Public page of ${courseTitle}` })
        .getAttribute('href'),
    ).toBe(`/certificates/${code}`);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      section.getByRole('button', { name: `Download PDF of ${courseTitle}` }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`certificate-${code}.pdf`);
    const bytes = await readFile((await download.path())!);
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(bytes.toString('latin1')).toContain(`/certificates/${code}`);
    await context.close();

    // Anyone verifies it, without a login.
    const visitor = await visit(code);
    await visitor.page.getByText('This certificate is valid').waitFor();
    await visitor.page.getByRole('heading', { level: 2, name: courseTitle }).waitFor();
    await visitor.page.getByText(studentName).waitFor();
    expect(await visitor.page.getByText(email).count()).toBe(0);
    expect(await visitor.page.getByRole('button', { name: 'Log out' }).count()).toBe(0);
    // Its date is written as every other date in Campus ("7 Dec 2026").
    expect(await visitor.page.locator('main time[title]').first().innerText()).toMatch(
      /^\d{1,2} [A-Z][a-z]{2} \d{4}$/,
    );
    await visitor.close();
    // The code typed as someone reads it aloud, in lower case, is the same certificate.
    const typed = await visit(code.toLowerCase());
    await typed.page.getByText('This certificate is valid').waitFor();
    await typed.close();

    // An admin revokes it with a reason, confirming in a dialog that names it.
    const admin = await newPage(browser);
    await startSession(admin.page, demo.admin, '/admin/certificates');
    await admin.page
      .getByRole('button', {
        name: `Revoke the certificate of ${studentName} for ${courseTitle}`,
      })
      .click();
    const dialog = admin.page.getByRole('alertdialog', {
      name: `Revoke ${studentName}’s certificate for “${courseTitle}”?`,
    });
    await dialog.getByLabel(/^Reason/).fill(reason);
    await dialog.getByRole('button', { name: 'Revoke' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await admin.page
      .getByRole('row', { name: new RegExp(code) })
      .getByText('Revoked')
      .waitFor();
    await admin.context.close();

    const after = await visit(code);
    await after.page.getByText('This certificate was revoked').waitFor();
    await after.page.getByText(reason, { exact: false }).waitFor();
    await after.close();
    // A long journey (four browser contexts); the machine running the suite may be loaded.
  }, 240_000);

  it('an unknown code says so, without a login', async () => {
    const visitor = await visit('ABCDEFGHIJKLMNOP');
    await visitor.page.getByText('No certificate has this code').waitFor();
    await visitor.close();
  });
});
