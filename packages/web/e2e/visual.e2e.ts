// Pictures that guard the layout: every page of spec §2 and every work-area page, at 360×740 and
// 1280×860, light and dark, in Debian's Chromium, against the committed baselines in
// e2e/visual/baselines (the designers' gallery is index.html there; browser.txt names the browser
// that drew them). A picture that differs beyond the tolerance (support/visual-compare.ts) fails,
// with actual and diff in e2e/visual/results. `pnpm visual:update` makes the pictures taken the new
// baselines: a deliberate command, never a side effect of a run. Deterministic by construction: a
// server of its own seeded at a fixed instant (support/visual-server.ts), the browser's clock
// fixed, the fonts the app ships (Inter, with ₹) for the text, live clocks and countdowns masked,
// and the parts of form controls each browser build paints its own way drawn plain.
import type { Browser, BrowserContext, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch } from './support/browser';
import { clientAddress, DEMO_PASSWORD, demo } from './support/env';
import {
  check,
  clearResults,
  recordBrowser,
  updating,
  writeFailureReport,
  writeGallery,
  type Outcome,
} from './support/visual-compare';
import {
  CLOCK_START,
  SHOWN_AFTER,
  startVisualServer,
  type VisualServer,
} from './support/visual-server';

const views = [
  { width: 360, height: 740, colorScheme: 'light' },
  { width: 360, height: 740, colorScheme: 'dark' },
  { width: 1280, height: 860, colorScheme: 'light' },
  { width: 1280, height: 860, colorScheme: 'dark' },
] as const;

// One picture per page a person works on (spec §2's routes and each role's work area), four
// variants each; the pages that differ only in a form's fields (register, forgot-password, the
// admin's other tables) are left to the axe and layout journeys, to keep the run affordable (the
// README gives its time).
const pages = {
  visitor: ['/', '/login', '/courses', '/ebooks', '/mentors', '/no-such-page'],
  student: [
    '/dashboard',
    '/live-class',
    '/student-dashboard',
    '/mentor-updates',
    '/messages',
    '/payment',
    '/ebookstudent',
  ],
  mentor: ['/inbox', '/my-students', '/updates', '/mentor-dashboard'],
  admin: ['/admin', '/admin/users', '/admin/mentors', '/admin/courses'],
  instructor: ['/create-course'],
} as const;

type Who = keyof typeof pages;
const logins: Record<Who, string | null> = {
  visitor: null,
  student: demo.student,
  mentor: demo.mentor,
  admin: demo.admin,
  instructor: demo.instructor,
};

// Chromium draws the same pixels on every run: no GPU, sRGB whatever the host's profile, glyphs
// without hinting or sub-pixel (LCD) anti-aliasing, whole tiles rastered at once, no scrollbars
// (their overlay fades on its own timer).
const RASTER = [
  '--force-color-profile=srgb',
  '--font-render-hinting=none',
  '--disable-lcd-text',
  '--disable-partial-raster',
  '--disable-skia-runtime-opts',
  '--hide-scrollbars',
];

// Injected before the app's own styles: nothing moves (a transition half-way, a spinner's turn, a
// toast sliding in) and no text caret blinks when the picture is taken. And what the browser paints
// with its own theme, which changes from one Chromium build to the next, is drawn plain: a bare
// fieldset's groove border in a system colour (a fieldset the kit styles keeps its own border: a
// class outranks this rule) and a textarea's resize grip.
const STILL = `*, *::before, *::after {
  transition: none !important;
  animation: none !important;
  caret-color: transparent !important;
}
fieldset { border-style: solid; border-color: #808080; }
textarea { resize: none !important; }`;

let browser: Browser;
let server: VisualServer;
const outcomes: Outcome[] = [];
const started = Date.now();

beforeAll(
  async () => {
    clearResults();
    [browser, server] = await Promise.all([launch(RASTER, { full: true }), startVisualServer()]);
    const drawnBy = recordBrowser(`Chromium ${browser.version()}`);
    if (drawnBy) console.log(`[visual] ${drawnBy}`);
  },
  Number(process.env.E2E_HEALTH_TIMEOUT_MS ?? 240_000) + 60_000,
);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  if (updating) writeGallery();
  const failed = outcomes.filter((o) => o.failure);
  if (failed.length) writeFailureReport(failed);
  console.log(
    `[visual] ${outcomes.length} pictures in ${((Date.now() - started) / 1000).toFixed(0)} s` +
      (updating ? ' (baselines updated)' : `, ${failed.length} changed`),
  );
});

/**
 * The page's requests, in flight. The socket's long poll (socket.io) stays open by design and is
 * not the page's data.
 */
function trackRequests(page: Page) {
  const open = new Set<Request>();
  // Images are not counted here: settle waits for each one to be complete and decoded instead.
  const data = (r: Request) => !r.url().includes('/socket.io/') && r.resourceType() !== 'image';
  page.on('request', (r) => {
    if (data(r)) open.add(r);
  });
  page.on('requestfinished', (r) => open.delete(r));
  page.on('requestfailed', (r) => open.delete(r));
  return open;
}

// React 19 holds back the content of a Suspense boundary for up to 300 ms after its fallback
// showed (it reveals nearby boundaries together): a lazy widget whose chunk has arrived — no
// request open, nothing marked busy — can still be a frame of `null` for that long. The shell's
// "Edit profile" (a lazy dialog with a null fallback) was in one run's picture and not the next.
const REVEAL_MS = 400;

/**
 * The page is drawn: its h1, nothing loading, the fonts in, every image decoded, no request of its
 * own in flight — and all of it still for REVEAL_MS and two frames more (a query that answered can
 * start the next one, a list can render a frame after its data).
 */
async function settle(page: Page, open: Set<Request>) {
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  const until = Date.now() + 40_000;
  for (;;) {
    if (Date.now() > until)
      throw new Error(
        `${page.url()} did not settle in 40 s; requests still open: ${
          [...open].map((r) => r.url()).join(', ') || 'none'
        }`,
      );
    // One check in the page, polled on its animation frames (cheaper than polling from here).
    await page.waitForFunction(
      async () => {
        await document.fonts.ready;
        // A lazy image below the fold would wait for a scroll that never comes (and could load
        // while the full-page picture is taken): every image loads now.
        for (const img of Array.from(document.images))
          if (img.loading === 'lazy') img.loading = 'eager';
        return (
          document.querySelectorAll(
            '[aria-busy="true"], [role="status"][aria-live="polite"]:has(> span)',
          ).length === 0 && Array.from(document.images).every((i) => i.complete)
        );
      },
      undefined,
      { timeout: 20_000 },
    );
    const before = open.size;
    const still = await page.evaluate(async (wait) => {
      const markup = document.body.innerHTML;
      // An image drawn since the check above may be lazy again, and a lazy image out of view never
      // decodes: load it now. A broken image is settled too (and drawn the same way each time).
      const images = Array.from(document.images);
      for (const img of images) if (img.loading === 'lazy') img.loading = 'eager';
      const decoded = await Promise.race([
        Promise.all(images.map((i) => i.decode().catch(() => undefined))).then(() => true),
        new Promise<false>((r) => setTimeout(() => r(false), 5_000)),
      ]);
      if (!decoded) return false;
      await new Promise((r) => setTimeout(r, wait));
      await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
      return document.body.innerHTML === markup;
    }, REVEAL_MS);
    if (still && before === 0 && open.size === 0) return;
  }
}

const slug = (path: string) => path.replace(/^\//, '').replace(/[^a-z0-9]+/gi, '-') || 'home';

for (const view of views) {
  for (const who of Object.keys(pages) as Who[]) {
    describe(`visual, ${who}, ${view.width} px, ${view.colorScheme}`, () => {
      let context: BrowserContext;
      let page: Page;
      let open: Set<Request>;
      beforeAll(async () => {
        context = await browser.newContext({
          baseURL: server.baseURL,
          colorScheme: view.colorScheme,
          viewport: { width: view.width, height: view.height },
          timezoneId: 'Asia/Kolkata',
          locale: 'en-US',
          reducedMotion: 'reduce',
          extraHTTPHeaders: { 'x-forwarded-for': clientAddress() },
        });
        context.setDefaultTimeout(20_000);
        await context.addInitScript((css) => {
          const style = document.createElement('style');
          style.textContent = css;
          document.addEventListener('DOMContentLoaded', () => document.head.append(style));
        }, STILL);
        page = await context.newPage();
        open = trackRequests(page);
        await page.clock.setFixedTime(new Date(CLOCK_START + SHOWN_AFTER));
        const email = logins[who];
        if (email) {
          const res = await fetch(`${server.baseURL}/api/auth/login`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'x-forwarded-for': clientAddress() },
            body: JSON.stringify({ email, password: DEMO_PASSWORD }),
          });
          const { token } = (await res.json()) as { token: string };
          await page.goto('/support');
          await page.evaluate((t) => localStorage.setItem('token', t), token);
        }
      });
      afterAll(async () => {
        await context?.close();
      });

      it.each(pages[who])('%s', async (path) => {
        await page.goto(path);
        await settle(page, open);
        const picture = await page.screenshot({
          fullPage: true,
          animations: 'disabled',
          caret: 'hide',
          mask: [page.locator('[data-ticking]')],
          maskColor: '#ff00ff',
        });
        const outcome = check(`${who}-${slug(path)}-${view.width}-${view.colorScheme}`, picture);
        outcomes.push(outcome);
        expect(outcome.failure).toBeNull();
      });
    });
  }
}
