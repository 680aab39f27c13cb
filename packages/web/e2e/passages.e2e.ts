// The assistant's passages end to end in Chromium: a question answered in a lesson the demo student is enrolled in
// is answered by quoting that lesson (her words marked), and the cited source opens the lesson at
// the quoted passage — scrolled into view, marked and focused.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, waitForPath } from './support/browser';
import { baseURL, clientAddress } from './support/env';
import { startSession } from './support/session';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe('the support assistant cites what Campus teaches', () => {
  it('quotes a lesson and opens it at the passage', async () => {
    const context = await browser.newContext({
      baseURL,
      viewport: { width: 1280, height: 900 },
      locale: 'en-US',
      extraHTTPHeaders: { 'x-forwarded-for': clientAddress() },
    });
    context.setDefaultTimeout(20_000);
    const page = await context.newPage();
    await startSession(page, 'student@campus.test', '/support');

    await page.getByRole('button', { name: 'Open support chat' }).click();
    const chat = page.getByRole('region', { name: 'Support chat' });
    const input = chat.getByLabel('Message');
    await input.fill("what is a stale closure in an effect's dependency array?");
    await expect.poll(() => chat.getByRole('button', { name: 'Send' }).isEnabled()).toBe(true);
    await input.press('Enter');

    await chat.getByText('From the lesson “Effects without bugs”', { exact: false }).waitFor();
    const results = chat.getByRole('list', { name: 'Search results' }).last();
    // One to three sources, the quote's words marked.
    const sources = await results.getByRole('listitem').count();
    expect(sources).toBeGreaterThanOrEqual(1);
    expect(sources).toBeLessThanOrEqual(3);
    await results
      .locator('mark', { hasText: /^stale$/i })
      .first()
      .waitFor();

    await results
      .getByRole('link', { name: /^Effects without bugs — / })
      .first()
      .click();
    await waitForPath(page, /^\/courses\/[^/]+\/lessons\/[^/#]+$/);
    expect(await page.evaluate(() => window.location.hash)).toMatch(/^#p-\d+$/);
    await page.getByRole('heading', { level: 2, name: 'Effects without bugs' }).waitFor();

    // The quoted passage is marked, in view and focused.
    const cited = page.locator('[data-cited="true"]');
    await cited.waitFor();
    await expect.poll(() => cited.evaluate((el) => el === document.activeElement)).toBe(true);
    await expect
      .poll(() =>
        cited.evaluate((el) => {
          const r = el.getBoundingClientRect();
          return r.top >= 0 && r.bottom <= window.innerHeight;
        }),
      )
      .toBe(true);
    // The passage the answer quoted starts at this block: the quote is in it or right after it.
    const passage = await page.evaluate(() => {
      const el = document.querySelector('[data-cited="true"]');
      let text = '';
      for (let b = el; b && text.length < 2000; b = b.nextElementSibling)
        text += ` ${b.textContent}`;
      return text;
    });
    expect(passage).toContain('stale closure');
    await context.close();
  });
});
