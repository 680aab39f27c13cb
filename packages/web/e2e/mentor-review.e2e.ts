// End to end: a self-registered mentor is invisible to students on /mentors
// until an admin approves them in the admin console.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from './support/api';
import { launch, newPage } from './support/browser';
import { demo } from './support/env';
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
});
