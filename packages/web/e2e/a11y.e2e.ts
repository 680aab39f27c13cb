import AxeBuilder from '@axe-core/playwright';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from './support/api';
import { launch, newPage } from './support/browser';
import { groups, settle } from './support/routes';
import { startSession } from './support/session';

let browser: Browser;
let courseId: string | undefined;
beforeAll(async () => {
  browser = await launch();
  const courses = await api<{ items: { _id: string }[] }>('/api/courses?pageSize=1');
  courseId = courses.status === 200 ? courses.body.items[0]?._id : undefined;
});
afterAll(async () => {
  await browser?.close();
});

async function violations(page: Page, path: string) {
  await page.goto(path);
  await settle(page);
  const result = await new AxeBuilder({ page }).analyze();
  return result.violations.map(
    (v) =>
      `${path}: ${v.id} (${v.impact}) — ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 3)
        .join(' | ')}`,
  );
}

/**
 * Each theme at the desktop width, then the light theme at 360 px (the narrowest phone we support):
 * axe again there, and the page must not scroll sideways.
 */
const passes = [
  { colorScheme: 'light', width: 1280 },
  { colorScheme: 'dark', width: 1280 },
  { colorScheme: 'light', width: 360 },
] as const;

for (const { colorScheme, width } of passes) {
  for (const [who, email, pages] of groups) {
    describe(`axe, ${colorScheme} theme, ${width} px, ${who}`, () => {
      let context: BrowserContext;
      let page: Page;
      beforeAll(async () => {
        ({ context, page } = await newPage(browser, { colorScheme, width }));
        if (email) await startSession(page, email);
      });
      afterAll(async () => {
        await context?.close();
      });
      const check = async (path: string) => {
        const found = await violations(page, path);
        if (width < 1280) {
          const wide = await page.evaluate(() => document.documentElement.scrollWidth);
          if (wide > width)
            found.push(`${path}: ${wide} px wide at ${width} px (scrolls sideways)`);
        }
        return found;
      };
      // The list is read when the tests are collected; courseId joins the visitor's list if known.
      it.each(pages())('%s', async (path) => {
        expect(await check(path)).toEqual([]);
      });
      if (who === 'visitor') {
        it('a course page', async () => {
          if (!courseId) return;
          expect(await check(`/courses/${courseId}`)).toEqual([]);
        });
      }
    });
  }
}
