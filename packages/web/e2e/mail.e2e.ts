// Mail that arrives, the email change and its cancelling, in Chromium against the
// real server and the local mail catcher it runs as `npm start` does (run.mjs sets MAIL_CATCHER):
// each journey opens its mail in the catcher and follows the link, as a person trying the demo would.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, newPage, waitForPath } from './support/browser';
import { demo } from './support/env';
import { linkIn, mailTo, mailURL } from './support/mail';
import { loginThroughForm, startSession } from './support/session';

/** A page whose steps may wait longer than the suite's 15 s: a mail goes through the outbox job. */
async function mailPage() {
  const opened = await newPage(browser);
  opened.context.setDefaultTimeout(45_000);
  return opened;
}

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe('mail that arrives', { timeout: 300_000 }, () => {
  const stamp = Date.now().toString(36);
  const email = `mail-journey-${stamp}@campus.test`;
  const newEmail = `mail-journey-moved-${stamp}@campus.test`;
  const name = `Mail Journey ${stamp}`;

  async function logOut(page: Page) {
    const button = page.getByRole('button', { name: 'Log out' });
    await button.click();
    // Logging out leaves for the home page (not /login): wait for the signed-in shell to go.
    await button.waitFor({ state: 'detached' });
  }

  it('an admin creates a user; the setup mail in the mail catcher sets a password; they log in', async () => {
    const { context, page } = await mailPage();
    await startSession(page, demo.admin, '/admin/users');
    await page.getByRole('button', { name: 'Create user' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create a user' });
    await dialog.getByLabel(/^Name/).fill(name);
    await dialog.getByLabel(/^Email/).fill(email);
    await dialog.getByRole('button', { name: 'Create user' }).click();
    await page.getByText(`A password setup link went to ${email}`).first().waitFor();
    await logOut(page);

    const mail = await mailTo(email, /Set your Campus password/);
    expect(mail.html).toContain('Set your password');
    await page.goto(linkIn(mail));
    await page.getByLabel('New password', { exact: true }).fill('firstpass1');
    await page.getByLabel('Confirm new password').fill('firstpass1');
    await page.getByRole('button', { name: 'Set password' }).click();
    await page.getByRole('button', { name: 'Log out' }).waitFor();
    await logOut(page);
    await loginThroughForm(page, email, 'firstpass1');
    await page.getByRole('button', { name: 'Log out' }).waitFor();
    await context.close();
  });

  it('forgot-password: the reset mail, opened on the catcher’s inbox page, sets a new password', async () => {
    const { context, page } = await mailPage();
    await page.goto('/forgot-password');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.getByText('Check your email').waitFor();

    await mailTo(email, /Reset your Campus password/);
    // As a person would: the inbox page, the mail, its button.
    await page.goto(mailURL);
    await page.getByRole('link', { name: 'Reset your Campus password' }).first().click();
    const frame = page.frameLocator('iframe[title="The mail"]');
    // The expiry is written in the asker's zone (the browser's, Asia/Kolkata).
    await frame.getByText(/\(Asia\/Kolkata\)/).waitFor();
    await frame.getByRole('link', { name: 'Choose a new password' }).click();
    await waitForPath(page, '/reset-password');
    await page.getByLabel('New password', { exact: true }).fill('resetpass1');
    await page.getByLabel('Confirm new password').fill('resetpass1');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await page.getByText('Password changed').waitFor();
    await page.getByRole('link', { name: 'Log in' }).click();
    await loginThroughForm(page, email, 'resetpass1');
    await page.getByRole('button', { name: 'Log out' }).waitFor();
    await context.close();
  });

  it('an email change needs the password and the link sent to the new address; then the new email logs in', async () => {
    const { context, page } = await mailPage();
    await page.goto('/login');
    await loginThroughForm(page, email, 'resetpass1');
    await page.getByRole('button', { name: 'Log out' }).waitFor();
    await page
      .getByRole('complementary', { name: 'Profile and settings' })
      .getByRole('button', { name: 'Edit profile' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Profile settings' });
    // The password field appears only once the email changes.
    await expect.poll(() => dialog.getByLabel('Password to change your email').count()).toBe(0);
    await dialog.getByLabel(/^Email/).fill(newEmail);
    await dialog.getByLabel('Password to change your email').fill('resetpass1');
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText(`We sent a confirmation link to ${newEmail}`).first().waitFor();

    const notice = await mailTo(email, /about to change/);
    expect(notice.text).toContain(newEmail);
    const confirm = await mailTo(newEmail, /Confirm your new Campus email/);
    await page.goto(linkIn(confirm));
    await page.getByRole('button', { name: 'Confirm email' }).click();
    await page.getByText(`Your email is now ${newEmail}`).waitFor();
    await page.getByRole('link', { name: 'Log in' }).click();
    await waitForPath(page, '/login');
    await loginThroughForm(page, newEmail, 'resetpass1');
    await page.getByRole('button', { name: 'Log out' }).waitFor();
    await context.close();
  });

  it('the notice to the old address cancels a pending change; its confirmation link then fails', async () => {
    const unwanted = `mail-journey-unwanted-${stamp}@campus.test`;
    const { context, page } = await mailPage();
    await page.goto('/login');
    await loginThroughForm(page, newEmail, 'resetpass1');
    await page
      .getByRole('complementary', { name: 'Profile and settings' })
      .getByRole('button', { name: 'Edit profile' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Profile settings' });
    await dialog.getByLabel(/^Email/).fill(unwanted);
    await dialog.getByLabel('Password to change your email').fill('resetpass1');
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText(`We sent a confirmation link to ${unwanted}`).first().waitFor();

    const notice = await mailTo(newEmail, /about to change/);
    await page.goto(linkIn(notice));
    await page.getByRole('button', { name: 'Cancel the change' }).click();
    await page.getByText(`The email change is cancelled: your email stays ${newEmail}.`).waitFor();
    const confirm = await mailTo(unwanted, /Confirm your new Campus email/);
    await page.goto(linkIn(confirm));
    await page.getByRole('button', { name: 'Confirm email' }).click();
    await page.getByText(/This link is invalid or has expired/).waitFor();
    await context.close();
  });
});
