import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from './support/api';
import { launch, newPage } from './support/browser';
import { startSession } from './support/session';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

// A 1×1 PNG.
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

const dialogOf = (page: Page) => page.getByRole('dialog', { name: 'Profile settings' });

async function openDialog(page: Page) {
  await page
    .getByRole('complementary', { name: 'Profile and settings' })
    .getByRole('button', { name: 'Edit profile' })
    .click();
  await dialogOf(page).waitFor();
}

describe('profile settings', () => {
  it('changes name and image; No changes detected.; password change and its errors', async () => {
    const email = 'student3@campus.test';
    const { context, page } = await newPage(browser);
    await startSession(page, email, '/dashboard');
    const dialog = dialogOf(page);

    await openDialog(page);
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('No changes detected.').first().waitFor();
    await expect.poll(() => dialog.count()).toBe(0);

    await openDialog(page);
    await dialog.getByLabel('Name').fill('Priya N. Nair');
    await dialog
      .getByLabel('Profile picture')
      .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await page
      .getByText(/Profile updated successfully/)
      .first()
      .waitFor();
    const panel = page.getByRole('complementary', { name: 'Profile and settings' });
    await panel.getByText('Priya N. Nair').waitFor();
    await panel.locator('img').first().waitFor();

    const saveAndExpect = async (message: string | RegExp) => {
      await dialog.getByRole('button', { name: 'Save changes' }).click();
      await dialog.getByRole('alert').filter({ hasText: message }).waitFor();
    };
    await openDialog(page);
    await dialog.getByLabel('Current password').fill('campus123');
    await saveAndExpect('Please fill in all password fields to change your password!');
    await dialog.getByLabel('New password', { exact: true }).fill('abcdef1');
    await dialog.getByLabel('Confirm new password').fill('abcdef2');
    await saveAndExpect('New passwords do not match!');
    await dialog.getByLabel('New password', { exact: true }).fill('abc');
    await dialog.getByLabel('Confirm new password').fill('abc');
    await saveAndExpect('New password must be at least 6 characters long!');

    // The server's refusal (a wrong current password) is shown too, and saving stops.
    await dialog.getByLabel('Current password').fill('not-my-password');
    await dialog.getByLabel('New password', { exact: true }).fill('newpass123');
    await dialog.getByLabel('Confirm new password').fill('newpass123');
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await page
      .getByText(/incorrect|wrong|Failed to change password/i)
      .first()
      .waitFor();

    await openDialog(page).catch(() => undefined);
    await dialog.getByLabel('Current password').fill('campus123');
    await dialog.getByLabel('New password', { exact: true }).fill('newpass123');
    await dialog.getByLabel('Confirm new password').fill('newpass123');
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('Password changed successfully!').first().waitFor();

    // Still signed in (the fresh token replaced the revoked one), and the new password works.
    await page.reload();
    await page.getByRole('button', { name: 'Log out' }).waitFor();
    const login = await api<{ token: string }>('/api/auth/login', {
      body: { email, password: 'newpass123' },
    });
    expect(login.status).toBe(200);
    await context.close();
    // The demo account goes back to the demo password: other journeys sign in as this student too
    // (bookings), in whatever order the files run.
    const restored = await api('/api/auth/change-password', {
      method: 'PUT',
      token: login.body.token,
      body: { currentPassword: 'newpass123', newPassword: 'campus123' },
    });
    expect(restored.status).toBe(200);
  });
});
