import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { apiLogin } from './api';
import { DEMO_PASSWORD } from './env';

/** Logs in through the login screen, as a person would. */
export async function loginThroughForm(page: Page, email: string, password = DEMO_PASSWORD) {
  if (new URL(page.url()).pathname !== '/login') await page.goto('/login');
  await page.getByLabel(/^Email/).fill(email);
  await page.getByLabel(/^Password/).fill(password);
  const submit = page.getByRole('button', { name: 'Log in', exact: true });
  await expect.poll(() => submit.isEnabled()).toBe(true);
  await submit.click();
}

/**
 * Starts a session without the form (the token in local storage, spec §9), then opens `path`;
 * `base` when the page's server is not the suite's.
 */
export async function startSession(page: Page, email: string, path = '/dashboard', base?: string) {
  const { token, user } = await apiLogin(email, DEMO_PASSWORD, base);
  await page.goto('/support');
  await page.evaluate((t) => localStorage.setItem('token', t), token);
  await page.goto(path);
  // Signed in: Log out in the header on a desktop, the account menu's avatar on a phone.
  await page
    .getByRole('button', { name: 'Log out' })
    .or(page.getByRole('button', { name: /^Account: / }))
    .waitFor();
  return { token, user };
}
