// In Chromium against the running app: the header's More button says it holds the
// current page when that page's link was folded into it.
import type { Browser } from 'playwright-core';
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

describe('the More navigation button', () => {
  it('at 1024 px on /live-class, More shows it holds the current page and the item is current', async () => {
    const { context, page } = await newPage(browser, { width: 1024 });
    await startSession(page, demo.student, '/live-class');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const more = nav.getByRole('button', { name: 'More' });
    await expect
      .poll(() => more.getAttribute('aria-describedby').then((id) => id !== null))
      .toBe(true);
    const description = await more.evaluate(
      (el) => document.getElementById(el.getAttribute('aria-describedby') ?? '')?.textContent,
    );
    expect(description).toBe('Current page: Live Class');
    expect(await more.getAttribute('data-current')).toBe('true');
    await more.focus();
    await page.keyboard.press('Enter');
    const item = page.getByRole('menuitem', { name: 'Live Class' });
    await item.waitFor();
    expect(await item.getAttribute('aria-current')).toBe('page');
    await page.keyboard.press('Escape');

    // On a page whose link is on the row, More is plain.
    await page.goto('/dashboard');
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    await expect.poll(() => more.getAttribute('data-current')).toBe(null);
    await context.close();
  });
});
