import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

const PHONE = 375;

const box = async (page: Page, selector: Parameters<Page['getByRole']>) => {
  const b = await page
    .getByRole(...selector)
    .first()
    .boundingBox();
  if (!b) throw new Error(`no box for ${selector[0]}`);
  return b;
};

describe('layout on a phone ("also found")', () => {
  it("a logged-in student's header fits 375 px: no sideways scroll, the menu toggle in view, opening it does not shift the page", async () => {
    const { context, page } = await newPage(browser, { width: PHONE });
    await startSession(page, demo.student, '/dashboard');
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scrollWidth).toBeLessThanOrEqual(PHONE);
    const banner = await box(page, ['banner']);
    expect(banner.width).toBeLessThanOrEqual(PHONE);
    const toggle = await box(page, ['button', { name: 'Open menu' }]);
    expect(toggle.x).toBeGreaterThanOrEqual(0);
    expect(toggle.x + toggle.width).toBeLessThanOrEqual(PHONE);
    const mainBefore = await box(page, ['main']);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Dashboard', exact: true })
      .waitFor();
    const mainAfter = await box(page, ['main']);
    expect(mainAfter.x).toBe(mainBefore.x);
    expect(mainAfter.width).toBe(mainBefore.width);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      PHONE,
    );
    await context.close();
  });

  it('the bell panel title reads "Notifications" on one line', async () => {
    const { context, page } = await newPage(browser, { width: PHONE });
    await startSession(page, demo.student, '/dashboard');
    await page.getByRole('button', { name: /^Notifications/ }).click();
    const title = page
      .getByRole('region', { name: 'Notifications' })
      .getByRole('heading', { name: 'Notifications' });
    await title.waitFor();
    const lines = await title.evaluate((el) => {
      const range = document.createRange();
      range.selectNodeContents(el);
      return new Set(Array.from(range.getClientRects(), (r) => Math.round(r.top))).size;
    });
    expect(lines).toBe(1);
    await context.close();
  });

  it.each([PHONE, 1280])(
    'at %i px the floating chat button covers no course price once scrolled to the end',
    async (width) => {
      const { context, page } = await newPage(browser, { width });
      await page.goto('/courses');
      await page.getByRole('heading', { level: 2 }).first().waitFor();
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      const launcher = await box(page, ['button', { name: 'Open support chat' }]);
      const prices = await page
        .locator('article')
        .getByText(/^(₹[\d,]+|Free)$/)
        .evaluateAll((els) =>
          els.map((el) => {
            const r = el.getBoundingClientRect();
            return { x: r.x, y: r.y, width: r.width, height: r.height };
          }),
        );
      expect(prices.length).toBeGreaterThan(0);
      const overlaps = prices.filter(
        (p) =>
          p.x < launcher.x + launcher.width &&
          launcher.x < p.x + p.width &&
          p.y < launcher.y + launcher.height &&
          launcher.y < p.y + p.height,
      );
      expect(overlaps).toEqual([]);
      await context.close();
    },
  );
});
