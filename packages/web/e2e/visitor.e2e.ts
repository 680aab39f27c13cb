import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from './support/api';
import { baseURL, demo, DEMO_PASSWORD } from './support/env';
import { loginThroughForm } from './support/session';
import { launch, newPage, pathOf, waitForPath } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/**
 * The chunk cannot arrive (offline) until `online()` is called; after that its first URL still
 * fails, as in a browser that keeps a failed module in its module map and answers a re-import of
 * the same URL with the same failure. Only an import of the chunk under another URL brings it.
 */
async function chunkOffline(page: Page, chunk: RegExp) {
  let online = false;
  await page.route(chunk, (route) =>
    online && new URL(route.request().url()).search !== ''
      ? route.continue()
      : route.abort('internetdisconnected'),
  );
  return () => {
    online = true;
  };
}

describe('the first pages, prerendered', () => {
  it('arrive drawn in the HTML, inert until the app takes over, with no script refused', async () => {
    // Without JavaScript: the HTML itself is the page (its heading, the visitor navigation), and
    // it cannot be used yet (inert: a form submitted now would go nowhere).
    const still = await browser.newContext({ baseURL, javaScriptEnabled: false });
    const picture = await still.newPage();
    for (const [path, heading] of [
      ['/', 'Learn with a mentor, not alone'],
      ['/login', 'Log in to Campus'],
      ['/courses', 'Courses'],
    ] as const) {
      await picture.goto(path);
      expect(await picture.locator('h1').textContent(), path).toBe(heading);
      expect(await picture.locator('#root').getAttribute('inert'), path).toBe('');
    }
    await still.close();

    // With JavaScript: the app replaces the picture and the page works; the inline theme and
    // loader scripts run (their hashes are in the CSP), and nothing is refused.
    const { context, page } = await newPage(browser, { colorScheme: 'dark' });
    const refused: string[] = [];
    page.on('console', (m) => {
      if (/Content Security Policy/i.test(m.text())) refused.push(m.text());
    });
    await page.goto('/login');
    await page.waitForFunction(() => !document.getElementById('root')?.hasAttribute('inert'));
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    await loginThroughForm(page, demo.student);
    await waitForPath(page, '/dashboard');
    expect(refused).toEqual([]);
    await context.close();
  });

  it('start a visitor’s API reads with the scripts, and the app uses that answer', async () => {
    const { context, page } = await newPage(browser);
    const reads: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === '/api/courses') reads.push(r.url());
    });
    await page.goto('/courses');
    await page.waitForFunction(() => !document.getElementById('root')?.hasAttribute('inert'));
    const courses = await api<{ items: { title: string }[] }>('/api/courses?pageSize=12');
    await page.getByRole('link', { name: courses.body.items[0]!.title }).first().waitFor();
    // One request: the page's preload, which the app's own read then used (not a second fetch).
    const preloaded = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="fetch"]')].map(
        (l) => l.href,
      ),
    );
    expect(preloaded).toEqual(reads);
    expect(reads).toHaveLength(1);
    await context.close();
  });
});

describe('a visitor’s first load: the root actors load on first use', () => {
  const actorsChunk = /\/assets\/root-actors-[\w-]+\.js(\?.*)?$/;

  it('runs without XState; a login made before the actors arrive waits for them, then goes', async () => {
    const { context, page } = await newPage(browser);
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
    });
    // The actors' chunk is held until the form has been submitted.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let asked = false;
    await page.route(actorsChunk, async (route) => {
      asked = true;
      await released;
      await route.continue();
    });
    await page.goto('/login');
    await page.waitForFunction(() => !document.getElementById('root')?.hasAttribute('inert'));
    await page.waitForLoadState('networkidle');
    expect(scripts.filter((s) => actorsChunk.test(s))).toEqual([]);
    // No script it loaded carries XState (or a machine), whatever the chunks are named: their
    // source maps name every module in them.
    const modules = scripts.flatMap(
      (path) =>
        (
          JSON.parse(readFileSync(new URL(`../dist${path}.map`, import.meta.url), 'utf8')) as {
            sources: string[];
          }
        ).sources,
    );
    expect(modules.some((m) => m.includes('/react-dom/'))).toBe(true); // the maps are read
    expect(modules.filter((m) => /xstate|\.machine\.ts$/.test(m))).toEqual([]);
    // Nor the signed-in pages' route table (router.tsx): it comes with a session.
    expect(modules.filter((m) => /signed-in-routes\.tsx$/.test(m))).toEqual([]);

    // Using the form asks for them; the submit waits (busy) and goes once they are there.
    await page.getByLabel(/^Email/).fill(demo.student);
    await expect.poll(() => asked).toBe(true);
    await page.getByLabel(/^Password/).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await page.locator('button[type="submit"][aria-busy="true"]').waitFor();
    expect(pathOf(page)).toBe('/login');
    release();
    await waitForPath(page, '/dashboard');
    await context.close();
  });

  it('a login whose actors cannot arrive (offline) says so, and goes on the next try', async () => {
    const { context, page } = await newPage(browser);
    const online = await chunkOffline(page, actorsChunk);
    await page.goto('/login');
    await page.waitForFunction(() => !document.getElementById('root')?.hasAttribute('inert'));
    await page.getByLabel(/^Email/).fill(demo.student);
    await page.getByLabel(/^Password/).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await page.getByText('Network error. Please check your connection.').waitFor();
    online();
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await waitForPath(page, '/dashboard');
    await context.close();
  });

  it('opens the support chat from its launcher as the first thing a visitor does', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/');
    await page.waitForFunction(() => !document.getElementById('root')?.hasAttribute('inert'));
    await page.waitForLoadState('networkidle');
    await page.getByRole('button', { name: 'Open support chat' }).click();
    await page.getByRole('button', { name: 'Close support chat' }).waitFor();
    await context.close();
  });
});

describe('a page whose chunk does not arrive', () => {
  it('says so in the shell, and Try again shows it once it can load', async () => {
    const manifest = JSON.parse(
      readFileSync(new URL('../dist/.vite/manifest.json', import.meta.url), 'utf8'),
    ) as Record<string, { file: string }>;
    const chunk = `/${manifest['src/app/routes/support.tsx']!.file}`;
    const { context, page } = await newPage(browser);
    let asked = 0;
    page.on('requestfailed', (r) => (asked += new URL(r.url()).pathname === chunk ? 1 : 0));
    const online = await chunkOffline(page, new RegExp(`${chunk.replaceAll('.', '\\.')}(\\?.*)?$`));
    await page.goto('/');
    await page.waitForFunction(() => !document.getElementById('root')?.hasAttribute('inert'));
    await page.getByRole('link', { name: 'Help and support' }).click();
    await waitForPath(page, '/support');
    await page.getByRole('heading', { level: 1, name: 'This page could not be loaded' }).waitFor();
    await page
      .getByRole('alert')
      .filter({ hasText: 'Network error. Please check your connection.' })
      .waitFor();
    // The shell still works around it, and the page is not asked for again and again.
    await page.getByRole('link', { name: 'Courses' }).first().waitFor();
    expect(asked).toBeLessThanOrEqual(2);
    online();
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.getByRole('heading', { level: 1, name: 'Help and support' }).waitFor();
    expect(pathOf(page)).toBe('/support');
    await context.close();
  });
});

describe('a visitor', () => {
  it('browses courses and a program page, registers and lands on /dashboard', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/');
    await page.getByRole('heading', { level: 1, name: 'Learn with a mentor, not alone' }).waitFor();
    await page.getByRole('link', { name: 'Browse courses' }).click();
    await waitForPath(page, '/courses');
    await page.getByRole('heading', { level: 1, name: 'Courses' }).waitFor();
    // Every cover on the catalogue is Campus's own and arrives drawn (the page's policy allows
    // images from Campus only).
    await page.locator('main img').first().waitFor();
    // Those below the fold too: a lazy image loads only when scrolled to.
    await page
      .locator('main img')
      .evaluateAll((imgs) => (imgs as HTMLImageElement[]).forEach((i) => (i.loading = 'eager')));
    await expect
      .poll(() =>
        page
          .locator('main img')
          .evaluateAll((imgs) =>
            (imgs as HTMLImageElement[]).every(
              (i) => i.complete && i.naturalWidth > 0 && new URL(i.src).origin === location.origin,
            ),
          ),
      )
      .toBe(true);

    // The catalogue area may still be in progress on the server (501): then the page says so.
    const courses = await api<{ items: { _id: string; title: string }[] }>('/api/courses');
    if (courses.status === 200 && courses.body.items.length > 0) {
      const first = courses.body.items[0]!;
      await page.getByRole('link', { name: first.title }).first().click();
      await waitForPath(page, `/courses/${first._id}`);
      await page.getByRole('heading', { level: 1, name: first.title }).waitFor();
      await page.getByRole('link', { name: 'Log in' }).waitFor();
    } else {
      await page.getByText('Courses could not be loaded').waitFor();
    }

    // Program pages are for students (spec §2): a visitor is asked to log in first.
    await page.goto('/data-engineer');
    await waitForPath(page, '/login');
    expect(pathOf(page)).toBe('/login?next=%2Fdata-engineer');

    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Sign Up' })
      .click();
    await waitForPath(page, '/register');
    const email = `visitor-${Date.now()}@example.test`;
    await page.getByLabel('Full name').fill('Vera Visitor');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('visitor-pass-1');
    await page.getByRole('button', { name: 'Sign up' }).click();
    await waitForPath(page, '/dashboard');
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    // Registering is the first sign-in: a first visit is greeted without a "back".
    await page.getByText('Welcome, Vera Visitor.').waitFor();

    // Now a student: the program page opens (or says why it cannot load yet).
    await page.goto('/data-engineer');
    const program = await api<{ title: string }>('/api/programs/data-engineer');
    if (program.status === 200) {
      await page.getByRole('heading', { level: 1, name: program.body.title }).waitFor();
      await page.getByRole('heading', { name: 'Curriculum' }).waitFor();
    } else {
      await page
        .getByRole('heading', { level: 1, name: /could not be loaded|not found/ })
        .waitFor();
    }
    expect(pathOf(page)).toBe('/data-engineer');
    await context.close();
  });
});
