import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from './api';
import { launch, newPage } from './browser';
import {
  axeViolations,
  clippedTableActions,
  colourRules,
  coveredByLauncher,
  scrollsSideways,
  showTheme,
} from './page-checks';
import { groups, settle } from './routes';
import { startSession } from './session';

/**
 * Walks every page of every role (support/routes.ts) at one viewport, signed in as that role's
 * demo account, loading each page once and checking on that load: axe in each of `schemes` (the
 * first is the one it loads in), no sideways scroll below the desktop width, the chat launcher
 * covering no control at any scroll position, and every table action in sight.
 */
export function walkPages({
  width,
  height,
  schemes,
}: {
  width: number;
  height: number;
  schemes: readonly ['light'] | readonly ['light', 'dark'];
}) {
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

  for (const [who, email, pages] of groups) {
    describe(`${width}×${height}, axe in the ${schemes.join(' and ')} theme, ${who}`, () => {
      let context: BrowserContext;
      let page: Page;
      beforeAll(async () => {
        ({ context, page } = await newPage(browser, { colorScheme: schemes[0], width }));
        await page.setViewportSize({ width, height });
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
        for (const [i, scheme] of schemes.entries()) {
          await showTheme(page, scheme);
          // The first theme gets every rule; a second one only those its colours can fail.
          const rules = i === 0 ? undefined : colourRules;
          found.push(
            ...(await axeViolations(
              page,
              schemes.length > 1 ? `${path} (${scheme})` : path,
              rules,
            )),
          );
        }
        if (width < 1280) found.push(...(await scrollsSideways(page, path, width)));
        found.push(...(await coveredByLauncher(page, path)));
        found.push(...(await clippedTableActions(page, path)));
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

  describe('the launcher is on the page it is checked on', () => {
    it(`${width >= 768 ? 'floats in the corner' : 'docks at the end of the page'} at ${width} px`, async () => {
      const { context, page } = await newPage(browser, { width });
      await page.setViewportSize({ width, height });
      await page.goto('/courses');
      await settle(page);
      const launcher = page.getByRole('button', { name: 'Open support chat' });
      const position = await launcher.evaluate(
        (el) => getComputedStyle(el.parentElement!).position,
      );
      expect(position).toBe(width >= 768 ? 'fixed' : 'static');
      await context.close();
    });
  });
}
