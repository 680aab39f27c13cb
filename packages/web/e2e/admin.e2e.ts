// The admin console end to end against the real server, in Chromium.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, apiLogin } from './support/api';
import { launch, newPage, waitForPath } from './support/browser';
import { demo, DEMO_PASSWORD } from './support/env';
import { loginThroughForm, startSession } from './support/session';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** A fresh student with a password, so this file shares no account with the other e2e files. */
async function registerStudent(label: string) {
  const stamp = `${label}${Date.now().toString(36)}`;
  const person = {
    name: `Tara ${stamp}`,
    email: `tara-${stamp}@example.test`,
    password: DEMO_PASSWORD,
  };
  const res = await api('/api/auth/register', { body: person });
  expect(res.status).toBe(201);
  return person;
}

describe('admin console', () => {
  it('deactivates a signed-in student found by search, then activates them again', async () => {
    const student = await registerStudent('deact');
    const learner = await newPage(browser);
    await startSession(learner.page, student.email, '/dashboard');

    const admin = await newPage(browser);
    await startSession(admin.page, demo.admin, '/admin/users');
    await admin.page.getByRole('heading', { level: 1, name: 'Users' }).waitFor();
    await admin.page.getByLabel('Search by name or email').fill(student.email);
    await admin.page.getByRole('button', { name: 'Search', exact: true }).click();
    const table = admin.page.getByRole('table', { name: 'Users' });
    await table.getByRole('cell', { name: student.email, exact: true }).waitFor();
    await expect.poll(() => table.getByRole('row').count()).toBe(2);

    await admin.page.getByRole('button', { name: `Deactivate ${student.name}` }).click();
    const confirm = admin.page.getByRole('alertdialog', { name: `Deactivate ${student.name}?` });
    expect(await confirm.textContent()).toMatch(/signed out everywhere/);
    await confirm.getByRole('button', { name: 'Deactivate', exact: true }).click();
    await admin.page
      .getByText(`${student.name} is deactivated and signed out everywhere.`, { exact: true })
      .waitFor();
    await table.getByText('Deactivated', { exact: true }).waitFor();

    // The student's next action meets the 403: the spec §8 alert, then /login.
    await learner.page
      .getByRole('link', { name: 'My profile' })
      .click({ timeout: 5000 })
      .catch(() => undefined);
    const notice = learner.page.getByRole('alertdialog');
    await notice.waitFor();
    expect(await notice.textContent()).toContain(
      'Your account has been deactivated. Please contact administrator.',
    );
    await waitForPath(learner.page, '/login');
    await notice.getByRole('button', { name: 'OK' }).click();

    // Activated again, they can log in.
    await admin.page.getByRole('button', { name: `Activate ${student.name}` }).click();
    await admin.page
      .getByRole('alertdialog', { name: `Activate ${student.name}?` })
      .getByRole('button', { name: 'Activate', exact: true })
      .click();
    await admin.page.getByText(`${student.name} is active again.`, { exact: true }).waitFor();
    await loginThroughForm(learner.page, student.email, student.password);
    await waitForPath(learner.page, '/dashboard');

    await learner.context.close();
    await admin.context.close();
  });

  it('creates a batch with a mentor and a student, adds a video, and the student gets it', async () => {
    const student = await registerStudent('batch');
    const domain = `e2e-${Date.now().toString(36)}`;
    const admin = await newPage(browser);
    await startSession(admin.page, demo.admin, '/admin/batches');
    await admin.page.getByRole('heading', { level: 1, name: 'Batches' }).waitFor();

    await admin.page.getByRole('button', { name: 'Create batch' }).click();
    const dialog = admin.page.getByRole('dialog', { name: 'Create a batch' });
    const monthYear = await dialog.getByLabel('Starts in').inputValue();
    await dialog.getByLabel(/^Domain/).fill(domain);
    const mentorSelect = dialog.getByLabel(/^Mentor/);
    const mentorId = await mentorSelect
      .locator('option', { hasText: `(${demo.mentor})` })
      .getAttribute('value');
    await mentorSelect.selectOption(mentorId ?? '');
    await dialog.getByLabel('Find students by name or email').fill(student.email);
    await dialog.getByRole('checkbox', { name: student.name }).check();
    await dialog.getByRole('button', { name: 'Create batch' }).click();
    await admin.page
      .getByText(/1 added, 0 moved, 0 already there\./)
      .first()
      .waitFor();

    // The batch is listed; its page shows the student.
    await admin.page.getByRole('link', { name: new RegExp(`· ${domain}$`) }).click();
    await admin.page.getByRole('heading', { level: 1, name: new RegExp(domain) }).waitFor();
    await admin.page
      .getByRole('table', { name: /Students of/ })
      .getByRole('cell', { name: student.name, exact: true })
      .waitFor();

    // Add a video.
    await admin.page.goto(`/admin/batches/${monthYear}/${domain}/add-videos`);
    await admin.page.getByLabel(/^Title/).fill('Week 1 recording');
    await admin.page.getByLabel(/^Video link/).fill('https://videos.example.test/week-1');
    await admin.page.getByRole('button', { name: 'Add video' }).click();
    await admin.page
      .getByText(/Week 1 recording is added to/)
      .first()
      .waitFor();
    await admin.page.getByRole('heading', { level: 3, name: '1. Week 1 recording' }).waitFor();

    // The student's own call finds it for their batch.
    const learner = await newPage(browser);
    const { token } = await startSession(learner.page, student.email, '/dashboard');
    const videos = await learner.page.evaluate(
      async ([t, m, d]) => {
        const res = await fetch(`/api/batch-videos?monthYear=${m}&domain=${d}`, {
          headers: { authorization: `Bearer ${t}` },
        });
        return (await res.json()) as { title: string }[];
      },
      [token, monthYear, domain] as const,
    );
    expect(videos.map((v) => v.title)).toEqual(['Week 1 recording']);

    await learner.context.close();
    await admin.context.close();
  });

  it('an instructor creates a course with a module and a lesson, publishes it, and it is in the catalogue', async () => {
    const title = `Kotlin basics ${Date.now().toString(36)}`;
    const { context, page } = await newPage(browser);
    await startSession(page, demo.instructor, '/create-course');
    await page.getByRole('heading', { level: 1, name: 'Create a course' }).waitFor();
    await page
      .getByLabel(/^Title/)
      .first()
      .fill(title);
    await page.getByLabel(/^Description/).fill('Variables, functions and classes in Kotlin.');
    await page.getByLabel(/^Category/).fill('Mobile Development');
    await page.getByLabel(/^Price/).fill('1499');
    await page.getByRole('button', { name: 'Add module' }).click();
    await page.getByLabel(/^Title of module 1/).fill('Getting started');
    await page.getByLabel(/^Title of lesson 1\.1/).fill('Hello, Kotlin');
    await page
      .getByLabel(/^Content/)
      .fill('<p>Install the JDK, then run <code>kotlinc</code>.</p>');
    await page.getByLabel(/^Visibility/).selectOption('published');
    await page.getByRole('button', { name: 'Create course' }).click();
    await page.getByText(`${title} is saved and published.`, { exact: true }).waitFor();
    // Now editing it (its id in the URL), and it is listed among the instructor's courses.
    await page.getByRole('heading', { level: 1, name: 'Edit course' }).waitFor();

    await page.goto(`/courses?q=${encodeURIComponent(title)}`);
    await page.getByRole('link', { name: title }).waitFor();
    await context.close();
  });

  it('an admin creates an e-book with two modules, reorders them, publishes, and /ebooks lists it', async () => {
    const title = `Cloud notes ${Date.now().toString(36)}`;
    const { context, page } = await newPage(browser);
    await startSession(page, demo.admin, '/ebookadmin');
    await page.getByRole('heading', { level: 1, name: 'Skill_Up management' }).waitFor();
    await page.getByLabel(/^E-book title/).fill(title);
    await page.getByLabel(/^Category/).fill('Cloud');
    await page.getByRole('button', { name: 'Create e-book' }).click();
    await page.getByRole('heading', { level: 2, name: title }).waitFor();

    for (const [name, text] of [
      ['Regions', '<p>Pick a region near your users.</p><script>alert(1)</script>'],
      ['Pricing', '<p>Pay for what you use.</p>'],
    ]) {
      await page.getByLabel(/^Module title/).fill(name!);
      await page.getByLabel(/^Text/).fill(text!);
      await page.getByRole('button', { name: 'Add module' }).click();
      await page.getByRole('heading', { level: 3, name: new RegExp(`^\\d\\. ${name}$`) }).waitFor();
    }
    await page.getByRole('button', { name: 'Move Pricing up' }).click();
    await page.getByRole('heading', { level: 3, name: '1. Pricing' }).waitFor();
    await page.getByRole('heading', { level: 3, name: '2. Regions' }).waitFor();
    // The server kept the text and dropped the script.
    const modules = await api<{ title: string; content: string }[]>(
      `/api/ebookcourses/${new URL(page.url()).searchParams.get('ebook')}/modules`,
      { token: (await apiLogin(demo.admin)).token },
    );
    expect(modules.body.map((m) => m.title)).toEqual(['Pricing', 'Regions']);
    expect(modules.body[1]!.content).toContain('Pick a region');
    expect(modules.body[1]!.content).not.toContain('<script');

    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await page.getByText(`${title} is published.`, { exact: true }).waitFor();
    await page.goto('/ebooks');
    await page.getByText(title).first().waitFor();
    await context.close();
  });

  it('edits a program price on /admin/programs and the program page shows it', async () => {
    const student = await registerStudent('prog');
    const learner = await newPage(browser);
    await startSession(learner.page, student.email, '/cloud-developer');
    await learner.page.getByRole('heading', { level: 1 }).waitFor();

    const admin = await newPage(browser);
    await startSession(admin.page, demo.admin, '/admin/programs');
    const row = admin.page
      .getByRole('table', { name: 'Programs' })
      .getByRole('row')
      .filter({ hasText: '/cloud-developer' });
    await row.getByRole('button', { name: /^Edit / }).click();
    const sheet = admin.page.getByRole('dialog', { name: /^Edit / });
    await sheet.getByLabel(/^Price/).fill('61234');
    await sheet.getByRole('button', { name: 'Save program' }).click();
    await admin.page
      .getByText(/is saved\.$/)
      .first()
      .waitFor();
    await row.getByText('₹61,234').waitFor();

    // The student's program page reads the new price on its next load.
    await learner.page.reload();
    await learner.page.getByText('₹61,234').first().waitFor();
    await learner.context.close();
    await admin.context.close();
  });

  it('onboards students from a CSV: a dry run first, then applied with a batch and mentor', async () => {
    const { token } = await apiLogin(demo.admin);
    const stamp = Date.now().toString(36);
    const existing = await registerStudent('onb');
    const fresh = `new-${stamp}@example.test`;
    const { context, page } = await newPage(browser);
    await startSession(page, demo.admin, '/admin/students');
    await page.getByRole('button', { name: 'Onboard students' }).click();
    const sheet = page.getByRole('dialog', { name: 'Onboard students' });
    await sheet
      .getByLabel(/^Emails or CSV/)
      .fill(`name,email\nNew Person ${stamp},${fresh}\n,${existing.email}\nBroken,not-an-email`);
    await sheet.getByLabel(/^Domain/).fill(`onb-${stamp}`);
    const mentor = sheet.getByLabel(/^Mentor/);
    await mentor.locator('option').nth(1).waitFor({ state: 'attached' });
    await mentor.selectOption({ index: 1 });
    await sheet.getByRole('button', { name: 'Check rows' }).click();
    await sheet
      .getByText('Dry run: 1 new student, 1 existing student, 1 row with errors.', { exact: true })
      .waitFor();
    // Nothing was written by the dry run.
    type Students = {
      nextCursor: string | null;
      items: { student: { batch?: { domain: string } } }[];
    };
    const find = async (email: string) =>
      (await api<Students>(`/api/admin/students?search=${encodeURIComponent(email)}`, { token }))
        .body;
    expect((await find(fresh)).items).toHaveLength(0);

    // Remove the bad line, check again, apply.
    await sheet
      .getByLabel(/^Emails or CSV/)
      .fill(`name,email\nNew Person ${stamp},${fresh}\n,${existing.email}`);
    await sheet.getByRole('button', { name: 'Check rows' }).click();
    await sheet
      .getByRole('button', { name: /^Apply: create 1 account and assign 2 students/ })
      .click();
    await page.getByText(/^Onboarded: 1 account created, 1 existing student, all in /).waitFor();
    for (const email of [fresh, existing.email]) {
      expect((await find(email)).items[0]?.student.batch?.domain).toBe(`onb-${stamp}`);
    }
    await context.close();
  });

  it('gives a non-admin nothing: the guard sends them away and the server refuses', async () => {
    const { context, page } = await newPage(browser);
    const { token } = await startSession(page, demo.instructor, '/admin/users');
    await waitForPath(page, '/dashboard');
    expect(await page.getByRole('heading', { level: 1, name: 'Users' }).count()).toBe(0);
    expect((await api('/api/users', { token })).status).toBe(403);
    await context.close();
  });
});
