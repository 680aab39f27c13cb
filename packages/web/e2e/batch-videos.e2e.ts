// The batch's recordings and the self-paced hub end to end: from the dashboard a student
// opens her batch's videos, marks one watched, and it is still watched after a reload; a student of
// another batch is told the videos are not for her; the self-paced hub lists her e-books.
import AxeBuilder from '@axe-core/playwright';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiLogin } from './support/api';
import { launch, newPage } from './support/browser';
import { startSession } from './support/session';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

// Arjun (student2) is in the first demo batch (fullstack); the second batch is data-engineering,
// in the same month (the students of that batch are used by the sign-in error tests).
const email = 'student2@campus.test';
const video = 'Week 1 · Modern JavaScript refresher';

describe('batch videos and the self-paced hub', () => {
  it('a student marks a recording watched and it stays watched after a reload', async () => {
    const { page, context } = await newPage(browser, { width: 360 });
    await startSession(page, email, '/dashboard');
    await page.getByRole('link', { name: 'Batch videos' }).click();
    await page.getByRole('heading', { level: 2, name: video }).waitFor();
    const watched = page.getByRole('checkbox', { name: `Watched ${video}` });
    expect(await watched.isChecked()).toBe(false);
    const saved = page.waitForResponse(
      (r) => r.url().includes('/api/batch-videos/') && r.request().method() === 'PUT',
    );
    await watched.check();
    expect((await saved).status()).toBe(200);
    await page.getByText(/^1 of \d+ watched$/).waitFor();

    // The kickoff recording plays in the browser's own player, in the page.
    const kickoff = 'Kickoff recording: how the web works';
    await page.getByRole('button', { name: `Watch ${kickoff}` }).click();
    await page.getByLabel(`Video: ${kickoff}`).waitFor();

    await page.reload();
    await page.getByRole('heading', { level: 2, name: video }).waitFor();
    expect(await page.getByRole('checkbox', { name: `Watched ${video}` }).isChecked()).toBe(true);
    const violations = (await new AxeBuilder({ page }).analyze()).violations.map((v) => v.id);
    expect(violations).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      360,
    );

    // The self-paced hub is one link away.
    await page.goto('/dashboard');
    await page.getByRole('link', { name: 'Self-paced learning' }).click();
    await page.getByRole('heading', { level: 1, name: 'Self-paced learning' }).waitFor();
    await page.getByRole('heading', { level: 2, name: 'Your e-books' }).waitFor();
    await context.close();
  });

  it('a student of another batch is told the videos are not hers', async () => {
    const arjun = await apiLogin(email);
    const other = { monthYear: arjun.user.batch!.monthYear, domain: 'data-engineering' };
    const { page, context } = await newPage(browser);
    await startSession(page, email, `/batch/${other.monthYear}/${other.domain}/videos`);
    await page.getByText('These videos are for another batch').waitFor();
    expect(await page.getByRole('checkbox').count()).toBe(0);
    await context.close();
  });
});
