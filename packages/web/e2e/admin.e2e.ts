// Issue 13 end to end: the admin console against the real server, in Chromium.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from './support/api';
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

describe('admin console (issue 13)', () => {
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
      .getByText(`${student.name} is deactivated and signed out everywhere.`)
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
    await admin.page.getByText(`${student.name} is active again.`).waitFor();
    await loginThroughForm(learner.page, student.email, student.password);
    await waitForPath(learner.page, '/dashboard');

    await learner.context.close();
    await admin.context.close();
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
