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
 * The page has taken a colour scheme: the theme is on <html> and no colour transition still runs
 * (axe would read a colour half-way). Other animations (a spinner) may run on.
 */
async function showsTheme(page: Page, scheme: 'light' | 'dark') {
  await page.emulateMedia({ colorScheme: scheme });
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          `${document.documentElement.dataset.theme}:${document
            .getAnimations()
            .some((a) => 'transitionProperty' in a && a.playState === 'running')}`,
      ),
    )
    .toBe(`${scheme}:false`);
}

/**
 * At the desktop width each page is checked in the light theme and then, on the same load, in the
 * dark one (the app follows prefers-color-scheme live, theme.tsx); then in the light theme at 360 px
 * (the narrowest phone we support): axe again there, and the page must not scroll sideways.
 */
const passes = [
  { width: 1280, schemes: ['light', 'dark'] },
  { width: 360, schemes: ['light'] },
] as const;

for (const { width, schemes } of passes) {
  for (const [who, email, pages] of groups) {
    describe(`axe, ${schemes.join(' and ')} theme, ${width} px, ${who}`, () => {
      let context: BrowserContext;
      let page: Page;
      beforeAll(async () => {
        ({ context, page } = await newPage(browser, { colorScheme: schemes[0], width }));
        if (email) await startSession(page, email);
      });
      afterAll(async () => {
        await context?.close();
      });
      const check = async (path: string) => {
        await page.emulateMedia({ colorScheme: schemes[0] });
        await page.goto(path);
        await settle(page);
        const found: string[] = [];
        for (const scheme of schemes) {
          await showsTheme(page, scheme);
          found.push(
            ...(await violations(page, schemes.length > 1 ? `${path} (${scheme})` : path)),
          );
        }
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
