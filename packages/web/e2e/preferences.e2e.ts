// A student's notification settings: opening them gives the account the browser's zone; the
// student turns off e-mail for mentor updates and turns on their digest, and after a reload the page
// shows them kept; a muted course is unmuted through its confirmation; and the page passes axe at
// 360 px in both themes. A fresh student (registered here), so no other journey's preferences change.
import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, apiLogin } from './support/api';
import { launch, newPage } from './support/browser';
import { DEMO_PASSWORD } from './support/env';
import { settle } from './support/routes';
import { startSession } from './support/session';

interface Preferences {
  kinds: { kind: string; channels: Record<string, boolean> }[];
  mutes: { _id: string; label: string }[];
  timeZone: string | null;
}

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** One kind's box for one channel, by the names a screen reader gives them. */
const box = (page: Page, kind: string, channel: string) =>
  page.getByRole('group', { name: kind }).getByRole('checkbox', { name: channel });

async function axe(page: Page, label: string) {
  const result = await new AxeBuilder({ page }).analyze();
  return result.violations.map(
    (v) =>
      `${label}: ${v.id} (${v.impact}) — ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`,
  );
}

describe('notification settings', () => {
  it('a student chooses mentor updates by digest, not e-mail, keeps it after a reload, and unmutes a course', async () => {
    const stamp = Date.now().toString(36);
    const email = `pref-${stamp}@example.test`;
    const reg = await api('/api/auth/register', {
      body: { name: `Nila ${stamp}`, email, password: DEMO_PASSWORD },
    });
    expect(reg.status, JSON.stringify(reg.body)).toBe(201);
    const { token, user } = await apiLogin(email);
    const prefsPath = `/api/users/${user._id}/notification-preferences`;
    const course = await api<{ items: { _id: string; title: string }[] }>(
      '/api/courses?pageSize=1',
    );
    const muted = course.body.items[0]!;
    const mute = await api(`${prefsPath}/mutes`, {
      token,
      body: { scope: 'course', courseId: muted._id },
    });
    expect(mute.status, JSON.stringify(mute.body)).toBe(201);
    expect((await api<Preferences>(prefsPath, { token })).body.timeZone).toBeNull();

    const { context, page } = await newPage(browser, { width: 360 });
    try {
      // Opened from the bell, as a person finds it.
      await startSession(page, email, '/dashboard');
      await page.getByRole('button', { name: /^Notifications/ }).click();
      await page.getByRole('link', { name: 'Notification settings' }).click();
      await page.waitForURL((url) => url.pathname === '/settings/notifications');
      await settle(page);
      // Opening the settings told the server the browser's zone (the context's, Asia/Kolkata).
      await expect
        .poll(async () => (await api<Preferences>(prefsPath, { token })).body.timeZone)
        .toBe('Asia/Kolkata');

      await expect.poll(() => box(page, 'Mentor updates', 'E-mail now').isChecked()).toBe(true);
      await box(page, 'Mentor updates', 'E-mail now').uncheck();
      await box(page, 'Mentor updates', 'Daily digest').check();
      await page.getByRole('button', { name: 'Save preferences' }).click();
      await expect
        .poll(() => page.getByRole('status').filter({ hasText: 'Saved.' }).count())
        .toBe(1);

      await page.reload();
      await settle(page);
      await expect.poll(() => box(page, 'Mentor updates', 'E-mail now').isChecked()).toBe(false);
      expect(await box(page, 'Mentor updates', 'Daily digest').isChecked()).toBe(true);
      const stored = (await api<Preferences>(prefsPath, { token })).body;
      expect(stored.kinds.find((k) => k.kind === 'mentor_updates')?.channels).toMatchObject({
        email_now: false,
        digest: true,
      });

      // Axe at 360 px, in both themes, with a mute listed.
      const found: string[] = [];
      for (const scheme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme: scheme });
        await expect
          .poll(() => page.evaluate(() => document.documentElement.dataset.theme))
          .toBe(scheme);
        found.push(...(await axe(page, `360 px ${scheme}`)));
      }
      expect(found).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        360,
      );

      await page.getByRole('button', { name: `Unmute ${muted.title}` }).click();
      const dialog = page.getByRole('alertdialog');
      await dialog.getByText(`Notifications about the course ${muted.title}`).waitFor();
      await dialog.getByRole('button', { name: 'Unmute' }).click();
      await page.getByText('Nothing is muted').waitFor();
      expect((await api<Preferences>(prefsPath, { token })).body.mutes).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
