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

/**
 * At one scroll position: every visible interactive element whose corners or centre, where they
 * fall inside the launcher's box, hit the launcher instead of the element (the launcher
 * covered Send on /messages, a status word on the phone dashboard, course card text).
 */
function coveredNow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const launcher = document.querySelector<HTMLElement>(
      'button[aria-label="Open support chat"], button[aria-label="Close support chat"]',
    );
    if (!launcher) return [];
    const box = launcher.getBoundingClientRect();
    const inBox = (x: number, y: number) =>
      x >= box.left && x <= box.right && y >= box.top && y <= box.bottom;
    const interactive = document.querySelectorAll<HTMLElement>(
      'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="link"], [role="tab"], [role="checkbox"], [role="switch"], [role="menuitem"], [tabindex]:not([tabindex="-1"])',
    );
    const found: string[] = [];
    for (const el of interactive) {
      if (el === launcher || launcher.contains(el) || el.contains(launcher)) continue;
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.height === 0) continue;
      const style = getComputedStyle(el);
      if (style.visibility === 'hidden') continue;
      const points: Array<[number, number]> = [
        [r.left + 1, r.top + 1],
        [r.right - 1, r.top + 1],
        [r.left + 1, r.bottom - 1],
        [r.right - 1, r.bottom - 1],
        [r.left + r.width / 2, r.top + r.height / 2],
      ];
      for (const [x, y] of points) {
        if (x < 0 || y < 0 || x >= innerWidth || y >= innerHeight || !inBox(x, y)) continue;
        const hit = document.elementFromPoint(x, y);
        if (hit && (hit === launcher || launcher.contains(hit))) {
          const name = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40);
          found.push(`${el.tagName.toLowerCase()} "${name}" at ${Math.round(x)},${Math.round(y)}`);
          break;
        }
      }
    }
    return found;
  });
}

/** Scrolls from the top to the end of the page, half a screen at a time, hit-testing each stop. */
async function coveredWhileScrolling(page: Page, path: string): Promise<string[]> {
  const found = new Set<string>();
  const { height, view } = await page.evaluate(() => ({
    height: document.documentElement.scrollHeight,
    view: innerHeight,
  }));
  const step = Math.max(200, Math.floor(view / 2));
  for (let y = 0; ; y += step) {
    const at = await page.evaluate((top) => {
      window.scrollTo(0, top);
      return Math.round(scrollY);
    }, y);
    for (const hit of await coveredNow(page)) found.add(`${path} (scrolled to ${at}): ${hit}`);
    if (y >= height - view) break;
  }
  await page.evaluate(() => window.scrollTo(0, 0));
  return [...found];
}

/**
 * Every button and link in a table row is in sight: inside the viewport and inside its scroller's
 * visible box, or its scroller shows the cue that it scrolls (the kit's DataTable marks the side
 * with more: data-more-start / data-more-end).
 */
function clippedTableActions(page: Page, path: string): Promise<string[]> {
  return page.evaluate((where) => {
    const found: string[] = [];
    for (const el of document.querySelectorAll<HTMLElement>(
      'table tbody tr :is(button, a[href])',
    )) {
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.height === 0) continue;
      const name = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40);
      let scroller: HTMLElement | null = el.parentElement;
      while (scroller && !/(auto|scroll)/.test(getComputedStyle(scroller).overflowX))
        scroller = scroller.parentElement;
      const s = scroller?.getBoundingClientRect();
      const clipped = s ? r.left < s.left - 1 || r.right > s.right + 1 : false;
      const offScreen = r.left < -1 || r.right > innerWidth + 1;
      const cue = scroller?.closest('[data-more-start], [data-more-end]');
      if ((clipped || offScreen) && !cue)
        found.push(`${where}: "${name}" is clipped (${Math.round(r.left)}–${Math.round(r.right)})`);
    }
    return found;
  }, path);
}

const sizes = [
  { width: 360, height: 740 },
  { width: 1280, height: 860 },
] as const;

for (const { width, height } of sizes) {
  for (const [who, email, pages] of groups) {
    describe(`the chat launcher covers no control, ${width}×${height}, ${who}`, () => {
      let context: BrowserContext;
      let page: Page;
      beforeAll(async () => {
        ({ context, page } = await newPage(browser, { width }));
        await page.setViewportSize({ width, height });
        if (email) await startSession(page, email);
      });
      afterAll(async () => {
        await context?.close();
      });
      const check = async (path: string) => {
        await page.goto(path);
        await settle(page);
        return [
          ...(await coveredWhileScrolling(page, path)),
          ...(await clippedTableActions(page, path)),
        ];
      };
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

describe('the launcher is on the page it is checked on', () => {
  it('floats in the corner from a tablet up, docks at the end of the page on a phone', async () => {
    for (const { width, height } of sizes) {
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
    }
  });
});
