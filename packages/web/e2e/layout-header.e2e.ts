// A header that fits: one row at every width — links that do not fit go into "More"
// (measured, not by breakpoint), the phone's account menu holds the side panel and Log out — and
// the phone dashboard leads with what is due.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, newPage } from './support/browser';
import { demo, demoStudentNav } from './support/env';
import { startSession } from './support/session';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** The header's height and the tops of its visible links and buttons (one row: one top band). */
async function headerRows(page: Page) {
  return page.getByRole('banner').evaluate((header) => {
    const bar = header.getBoundingClientRect();
    const tops = Array.from(header.querySelectorAll('a, button'))
      .filter((el) => {
        const style = getComputedStyle(el);
        const box = el.getBoundingClientRect();
        // Drawn within the bar: the skip link waits above the page until it is focused.
        const inBar = box.bottom > bar.top && box.top < bar.bottom;
        return style.visibility !== 'hidden' && box.width > 0 && box.height > 0 && inBar;
      })
      .map((el) => {
        const box = el.getBoundingClientRect();
        return Math.round(box.top + box.height / 2);
      });
    return {
      height: header.getBoundingClientRect().height,
      spread: Math.max(...tops) - Math.min(...tops),
    };
  });
}

describe('a header that fits', () => {
  it.each([1280, 1024])(
    "at %i px the student's header is one row; what does not fit is in More, by keyboard",
    async (width) => {
      const { context, page } = await newPage(browser, { width });
      await startSession(page, demo.student, '/dashboard');
      await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
      const rows = await headerRows(page);
      expect(rows.spread).toBeLessThan(12);
      expect(rows.height).toBeLessThan(80);
      const nav = page.getByRole('navigation', { name: 'Main' });
      const more = nav.getByRole('button', { name: 'More' });
      if (width === 1024) {
        // The student's links and the tools do not fit 1024 px: the last links, in order, are in
        // More, the first ones on the row — read, not assumed, as the fold is measured.
        await page.evaluate(async () => {
          await document.fonts.ready;
          // The fold is measured by a ResizeObserver after layout: two frames let it settle.
          for (let i = 0; i < 2; i += 1) await new Promise(requestAnimationFrame);
        });
        await more.waitFor();
        const items = page.getByRole('menuitem');
        // The row, then the menu: read again should the fold move in between (a tool in the bar
        // may change width after the page loads, such as the bell once its count arrives).
        let row: string[] = [];
        let folded: string[] = [];
        await expect
          .poll(async () => {
            row = await nav.getByRole('link').allInnerTexts();
            await more.focus();
            await page.keyboard.press('Enter');
            await items.first().waitFor();
            folded = await items.allInnerTexts();
            await page.keyboard.press('Escape');
            await items.first().waitFor({ state: 'detached' });
            return [...row, ...folded];
          })
          .toEqual(demoStudentNav);
        expect(row.length).toBeGreaterThan(0);
        expect(folded.length).toBeGreaterThan(0);
        await more.focus();
        await page.keyboard.press('Enter');
        await items.first().waitFor();
        const last = page.getByRole('menuitem', { name: folded[folded.length - 1] });
        await page.keyboard.press('Escape');
        await expect.poll(() => last.count()).toBe(0);
        // Focus returns to the button that opened the menu.
        await expect.poll(() => more.evaluate((el) => el === document.activeElement)).toBe(true);
        await more.click();
        await last.click();
        await page.waitForURL((url) => url.pathname === '/live-class');
      }
      await context.close();
    },
  );

  it("on a phone the header is one row, the side panel's contents are in the account menu, and what is due comes first", async () => {
    const { context, page } = await newPage(browser, { width: 360 });
    await startSession(page, demo.student, '/dashboard');
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    const rows = await headerRows(page);
    expect(rows.spread).toBeLessThan(12);
    expect(await page.getByRole('complementary', { name: 'Profile and settings' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Log out' }).count()).toBe(0);

    // What is due is above the counters.
    const due = await page.getByRole('heading', { name: 'What is due' }).boundingBox();
    const glance = await page.getByRole('list', { name: 'At a glance' }).boundingBox();
    expect(due && glance && due.y < glance.y).toBe(true);

    const account = page.getByRole('button', { name: /^Account: / });
    await account.click();
    await page.getByRole('menuitemradio', { name: 'Dark' }).click();
    await expect
      .poll(() => page.evaluate(() => document.documentElement.dataset.theme))
      .toBe('dark');
    await account.click();
    await page.getByRole('menuitem', { name: 'My profile' }).waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(() => account.evaluate((el) => el === document.activeElement)).toBe(true);
    await account.click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await page.waitForURL((url) => url.pathname === '/login' || url.pathname === '/');
    await context.close();
  });
});
