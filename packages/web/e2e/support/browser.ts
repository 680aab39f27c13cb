import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { CHROMIUM, headlessBrowser } from '../../../../scripts/chromium.mjs';
import { baseURL, clientAddress } from './env';

/**
 * Debian's Chromium (scripts/chromium.mjs: its headless shell unless `full` asks for the browser
 * itself), with the flags TOOLING.md asks for and any the caller adds (the visual check's
 * deterministic raster).
 */
export function launch(
  extraArgs: readonly string[] = [],
  { full = false }: { full?: boolean } = {},
): Promise<Browser> {
  return chromium.launch({
    executablePath: full ? CHROMIUM : headlessBrowser(),
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      ...extraArgs,
    ],
  });
}

export async function newPage(
  browser: Browser,
  options: { colorScheme?: 'light' | 'dark'; width?: number; baseURL?: string } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL: options.baseURL ?? baseURL,
    colorScheme: options.colorScheme ?? 'light',
    viewport: { width: options.width ?? 1280, height: 900 },
    timezoneId: 'Asia/Kolkata',
    locale: 'en-US',
    extraHTTPHeaders: { 'x-forwarded-for': clientAddress() },
  });
  context.setDefaultTimeout(15_000);
  const page = await context.newPage();
  return { context, page };
}

/** Where the app is, as a path with its query. */
export const pathOf = (page: Page) => {
  const u = new URL(page.url());
  return u.pathname + u.search;
};

/** Waits for the SPA to reach a path (client-side navigation has no load event). */
export async function waitForPath(page: Page, path: string | RegExp) {
  await page.waitForURL((url) =>
    typeof path === 'string' ? url.pathname === path : path.test(url.pathname + url.search),
  );
}
