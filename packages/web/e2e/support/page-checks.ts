import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

// What the page-wide walks (pages-desktop.e2e.ts, pages-phone.e2e.ts) check on each page of
// support/routes.ts once it has settled: axe in each theme, no sideways scroll on a phone, the chat
// launcher covering no control, and every table action in sight.

/**
 * The axe rules whose outcome depends on the colours: all a second theme can change. The other
 * rules (names, roles, structure, focus order) read the same DOM in either theme.
 */
export const colourRules = ['color-contrast', 'link-in-text-block'];

/**
 * axe's violations on the page as it is, one line each, named by where they were found: every
 * rule, or only `rules`. axe runs inside the page (`setLegacyMode`: no second page opened to merge
 * per-frame results, which the app's same-origin pages do not need) and reports violations only
 * (`resultTypes`: no node lists for the passes), about a third faster per page than the default.
 */
export async function axeViolations(
  page: Page,
  where: string,
  rules?: readonly string[],
): Promise<string[]> {
  const builder = new AxeBuilder({ page }).setLegacyMode().options({ resultTypes: ['violations'] });
  if (rules) builder.withRules([...rules]);
  const result = await builder.analyze();
  return result.violations.map(
    (v) =>
      `${where}: ${v.id} (${v.impact}) — ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 3)
        .join(' | ')}`,
  );
}

/**
 * The page takes a colour scheme: the theme is on <html> and no colour transition still runs (axe
 * would read a colour half-way). Other animations (a spinner) may run on. The app follows
 * prefers-color-scheme live (theme.tsx), so one load is checked in both themes.
 */
export async function showTheme(page: Page, scheme: 'light' | 'dark') {
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

/** The page is no wider than the viewport (nothing scrolls sideways). */
export async function scrollsSideways(page: Page, where: string, width: number) {
  const wide = await page.evaluate(() => document.documentElement.scrollWidth);
  return wide > width ? [`${where}: ${wide} px wide at ${width} px (scrolls sideways)`] : [];
}

/**
 * At one scroll position: every visible interactive element whose corners or centre, where they
 * fall inside the launcher's box, hit the launcher instead of the element (the launcher once
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

/**
 * The chat launcher covers no control: scrolls from the top to the end of the page, half a screen
 * at a time, hit-testing each stop, and back to the top.
 */
export async function coveredByLauncher(page: Page, where: string): Promise<string[]> {
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
    for (const hit of await coveredNow(page)) found.add(`${where} (scrolled to ${at}): ${hit}`);
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
export function clippedTableActions(page: Page, where: string): Promise<string[]> {
  return page.evaluate((at) => {
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
        found.push(`${at}: "${name}" is clipped (${Math.round(r.left)}–${Math.round(r.right)})`);
    }
    return found;
  }, where);
}
