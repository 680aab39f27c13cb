// One time vocabulary and the small things, in a real Chromium set to Asia/Kolkata (which
// Chromium reports by its old name, Asia/Calcutta): a recording of a class scheduled in
// Asia/Kolkata prints its time once, in the kit's one style; "Login successful!" is there on the
// landing page and goes when the person moves on; a mangled reset link is refused in plain words.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, newPage } from './support/browser';
import { loginThroughForm, startSession } from './support/session';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

// Arjun (student2) is in the first demo batch, whose kickoff recording is of a class set in IST.
const email = 'student2@campus.test';

describe('one time vocabulary', () => {
  it('a recording of a class in Asia/Kolkata, watched from Asia/Calcutta, names its time once', async () => {
    const { page, context } = await newPage(browser);
    const zone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
    // The case of the issue: the browser's name for the zone is not the class's.
    expect(['Asia/Calcutta', 'Asia/Kolkata']).toContain(zone);
    await startSession(page, email, '/dashboard');
    await page.locator('#main').getByRole('link', { name: 'Batch videos' }).click();
    const line = page.getByText(/^Recording of “/).first();
    await line.waitFor();
    const text = (await line.textContent()) ?? '';
    // "Recording of “…”, Tue, 24 Nov 2026, 1:00 PM IST" — once, with no organiser's copy after it.
    expect(text).toMatch(/, [A-Z][a-z]{2}, \d{1,2} [A-Z][a-z]{2} \d{4}, \d{1,2}:\d{2} [AP]M IST$/);
    expect(text.match(/IST/g)).toHaveLength(1);
    await context.close();
  });

  it('"Login successful!" greets the landing page and goes when the person moves on', async () => {
    const { page, context } = await newPage(browser);
    await page.goto('/login');
    await loginThroughForm(page, email);
    // Exact: Radix also announces it in a live region ("Notifications Login successful!").
    const toast = page.getByText('Login successful!', { exact: true });
    await toast.waitFor();
    await page.getByRole('button', { name: 'Log out' }).waitFor();
    // A moment to read it, then another page: it does not follow.
    await page.waitForTimeout(1_600);
    await page.locator('#main').getByRole('link', { name: 'Batch videos' }).click();
    await toast.waitFor({ state: 'detached', timeout: 3_000 });
    await context.close();
  });

  it('a mangled reset link is refused in plain words when it opens', async () => {
    const { page, context } = await newPage(browser);
    await page.goto('/reset-password?token=short');
    const refusal = page.getByRole('alert').filter({ hasText: 'This link no longer works' });
    await refusal
      .getByText(/This link is invalid or has expired\. Please ask for a new one\./)
      .waitFor();
    await refusal.getByRole('link', { name: 'Ask for a new link' }).waitFor();
    expect(await page.getByText(/at least 16 characters/).count()).toBe(0);
    expect(await page.getByLabel('New password', { exact: true }).count()).toBe(0);
    await context.close();
  });
});
