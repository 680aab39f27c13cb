// End to end: a self-registered mentor is invisible to students on /mentors
// until an admin approves them in the admin console; a mentor hands a waiting submission to another
// mentor of the student's batch from the review screen, and it waits in that mentor's inbox.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, apiLogin } from './support/api';
import { launch, newPage } from './support/browser';
import { demo } from './support/env';
import { approvedMentor, batchTask, mentorWithStudent } from './support/mentor-cohort';
import { startSession } from './support/session';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

async function searchMentors(page: Page, text: string) {
  await page.goto('/mentors');
  await page.getByLabel('Search mentors').fill(text);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
}

describe('mentor review', () => {
  it('a self-registered mentor reaches students only after an admin approves them', async () => {
    const stamp = Date.now().toString(36);
    const name = `Zed Applicant ${stamp}`;
    const reg = await api<{ user: { mentorStatus?: string } }>('/api/auth/register-mentor', {
      body: {
        name,
        email: `zed-${stamp}@example.test`,
        password: 'secret123',
        expertise: ['Kotlin'],
        bio: 'Ten years of Android.',
      },
    });
    expect(reg.status).toBe(201);
    expect(reg.body.user.mentorStatus).toBe('pending');

    // The student does not find them.
    const student = await newPage(browser);
    await startSession(student.page, demo.student, '/mentors');
    await searchMentors(student.page, stamp);
    await student.page.getByText('No mentors found').waitFor();
    expect(await student.page.getByRole('heading', { name }).count()).toBe(0);

    // The admin approves them on /admin/mentors, confirming in a dialog that names them.
    const admin = await newPage(browser);
    await startSession(admin.page, demo.admin, '/admin/mentors');
    const table = admin.page.getByRole('table', { name: 'Pending mentor applications' });
    await table.getByRole('cell', { name, exact: true }).waitFor();
    await admin.page.getByRole('button', { name: `Approve ${name}` }).click();
    const dialog = admin.page.getByRole('alertdialog', { name: `Approve ${name}?` });
    await dialog.getByRole('button', { name: 'Approve', exact: true }).click();
    await admin.page.getByText(`${name} is approved and listed in the mentor directory.`).waitFor();
    await expect.poll(() => table.getByRole('cell', { name, exact: true }).count()).toBe(0);

    // Now the student finds them.
    await searchMentors(student.page, stamp);
    await student.page.getByRole('heading', { name }).waitFor();

    await student.context.close();
    await admin.context.close();
  });

  it('a mentor hands a waiting submission to another mentor of the batch from the review screen', async () => {
    const { token: adminToken } = await apiLogin(demo.admin);
    const pair = await mentorWithStudent(adminToken, 'ho');
    const title = `Hand-off task ${pair.stamp}`;
    const taskId = await batchTask(pair, title);
    // Submitted while the first mentor is the batch's only one, so it is routed to them.
    const submission = await api<{ _id: string }>(`/api/tasks/${taskId}/submit`, {
      token: pair.studentToken,
      body: { text: 'SELECT 1;' },
    });
    expect(submission.status).toBe(201);

    // A second mentor, approved, joins the batch's routing roster.
    const second = { name: `Bilal ${pair.stamp}`, email: `bilal-${pair.stamp}@example.test` };
    const secondId = await approvedMentor(adminToken, second);
    const joined = await api(
      `/api/batches/${pair.batch.monthYear}/${pair.batch.domain}/mentors/${secondId}`,
      { method: 'PUT', token: adminToken, body: { weight: 100 } },
    );
    expect(joined.status, JSON.stringify(joined.body)).toBe(200);

    // The first mentor, on the review screen, hands it on to the second.
    const first = await newPage(browser);
    const m = first.page;
    await startSession(
      m,
      pair.mentor.email,
      `/mentor-dashboard/review/${taskId}/${submission.body._id}`,
    );
    await m.getByRole('button', { name: `Hand to… · ${pair.student.name}` }).click();
    const dialog = m.getByRole('dialog', {
      name: `Hand ${pair.student.name}’s “${title}” to another mentor`,
    });
    await dialog.getByLabel('Mentor').selectOption({ label: second.name });
    await dialog.getByRole('button', { name: `Hand to ${second.name}` }).click();
    await m.getByText(`Handed to ${second.name}`).waitFor();
    expect(await m.getByRole('button', { name: 'Approve' }).count()).toBe(0);

    // The second mentor finds it waiting in their inbox.
    const other = await newPage(browser);
    await startSession(other.page, second.email, '/inbox');
    await other.page
      .getByRole('row')
      .filter({ hasText: title })
      .filter({ hasText: pair.student.name })
      .waitFor();

    await first.context.close();
    await other.context.close();
  });
});
