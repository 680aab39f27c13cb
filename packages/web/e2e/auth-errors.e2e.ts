import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, apiLogin } from './support/api';
import { launch, newPage, waitForPath } from './support/browser';
import { demo, DEMO_PASSWORD } from './support/env';
import { linkIn, mailTo } from './support/mail';
import { loginThroughForm, startSession } from './support/session';

let browser: Browser;
let adminToken: string;
beforeAll(async () => {
  browser = await launch();
  adminToken = (await apiLogin(demo.admin)).token;
});
afterAll(async () => {
  await browser?.close();
});

async function userId(email: string): Promise<string> {
  const res = await api<{ items: { _id: string; email: string }[] }>(
    `/api/users?search=${encodeURIComponent(email)}`,
    { token: adminToken },
  );
  const user = res.body.items.find((u) => u.email === email);
  if (!user) throw new Error(`no user ${email} (${res.status})`);
  return user._id;
}

const deactivate = async (email: string) => {
  const res = await api(`/api/users/${await userId(email)}/deactivate`, {
    method: 'PATCH',
    token: adminToken,
  });
  expect(res.status).toBe(200);
};

describe('login failures (spec §8)', () => {
  it('repeated failed logins reach the 429 message and the retry countdown', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/login');
    const message = page
      .getByText(/Too many login attempts\. Please wait \d+ minutes? before trying again\./)
      .first();
    // Five wrong passwords block the account from this address; then the answer is 429.
    let status = 0;
    for (let attempt = 1; attempt <= 6 && status !== 429; attempt++) {
      const answered = page.waitForResponse((r) => r.url().endsWith('/api/auth/login'));
      await loginThroughForm(page, 'student6@campus.test', `wrong-${attempt}`);
      status = (await answered).status();
    }
    expect(status).toBe(429);
    await message.waitFor();
    // The countdown: the button says how long is left, and the time goes down.
    const countdown = page.getByRole('button', { name: /^Try again in \d+:\d\d$/ });
    await countdown.waitFor();
    expect(await countdown.isDisabled()).toBe(true);
    const first = await countdown.textContent();
    await expect.poll(() => countdown.textContent(), { timeout: 5000 }).not.toBe(first);
    await context.close();
  });

  it('a deactivated user sees the Account Deactivated modal at login', async () => {
    await deactivate('student5@campus.test');
    const { context, page } = await newPage(browser);
    await loginThroughForm(page, 'student5@campus.test');
    const modal = page.getByRole('dialog', { name: 'Account Deactivated' });
    await modal.waitFor();
    expect(await modal.textContent()).toMatch(/deactivated by an administrator/i);
    await context.close();
  });

  it('deactivated mid-session: the alert, then /login on the next call', async () => {
    const { context, page } = await newPage(browser);
    await startSession(page, 'student4@campus.test', '/dashboard');
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    await deactivate('student4@campus.test');
    // The next call (opening the profile: GET /api/users/profile) meets the 403. A background
    // call (the socket reconnecting, a refetch) may meet it first; then the link is already gone.
    await page
      .getByRole('link', { name: 'My profile' })
      .click({ timeout: 5000 })
      .catch(() => undefined);
    const notice = page.getByRole('alertdialog');
    await notice.waitFor();
    expect(await notice.textContent()).toContain(
      'Your account has been deactivated. Please contact administrator.',
    );
    await waitForPath(page, '/login');
    await notice.getByRole('button', { name: 'OK' }).click();
    expect(await page.getByRole('alertdialog').count()).toBe(0);
    await context.close();
  });
});

describe('a mailed link that no longer works', { timeout: 120_000 }, () => {
  it('a used reset link says so when its page opens, in plain words', async () => {
    const email = `used-reset-${Date.now().toString(36)}@campus.test`;
    const registered = await api('/api/auth/register', {
      body: { name: 'Used Reset', email, password: DEMO_PASSWORD },
    });
    expect(registered.status).toBe(201);
    expect((await api('/api/auth/forgot-password', { body: { email } })).status).toBe(200);
    const link = linkIn(await mailTo(email, /Reset your Campus password/));
    const token = new URL(link).searchParams.get('token');
    const used = await api('/api/auth/reset-password', {
      body: { token, password: 'used-once-1' },
    });
    expect(used.status).toBe(200);

    const { context, page } = await newPage(browser);
    await page.goto(new URL(link).pathname + new URL(link).search);
    // Before anything is typed: the page asked the server about its link when it opened.
    await page.getByText('This link no longer works').waitFor();
    await page
      .getByText('This link is invalid or has expired. Please ask for a new one.')
      .waitFor();
    expect(await page.getByText(/Validation failed/).count()).toBe(0);
    expect(await page.getByLabel('New password', { exact: true }).count()).toBe(0);
    await page.getByRole('link', { name: 'Ask for a new link' }).click();
    await waitForPath(page, '/forgot-password');
    await context.close();
  });
});
