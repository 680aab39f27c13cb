import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  failedChunk,
  forgetFailedChunks,
  retryableImport,
  type ChunkBrowser,
} from './chunk-import';

afterEach(forgetFailedChunks);

const origin = window.location.origin;
const chunkUrl = `${origin}/assets/support-Ab12.js`;
const fetchFailed = (url = chunkUrl) =>
  new TypeError(`Failed to fetch dynamically imported module: ${url}`);

/**
 * A browser that keeps a failed module: its first URL fails for good once it failed; any other URL
 * answers from the network, which is offline until `online` is set.
 */
function browserKeepingFailures() {
  const failed = new Set<string>();
  const network = { online: false };
  const module = { SupportRoute: 'the page' };
  const fetchModule = vi.fn((url: string) => {
    if (failed.has(url) || !network.online) {
      failed.add(url);
      return Promise.reject(fetchFailed(url));
    }
    return Promise.resolve(module);
  });
  const browser: ChunkBrowser = { imports: fetchModule, reload: vi.fn(), online: () => true };
  return { network, module, load: () => fetchModule(chunkUrl), browser, fetchModule };
}

describe('retryableImport', () => {
  it('passes the first failure on, then brings the chunk under a fresh URL once it can', async () => {
    const browser = browserKeepingFailures();
    const load = retryableImport(browser.load, browser.browser);
    await expect(load()).rejects.toThrow(chunkUrl);
    expect(browser.fetchModule).toHaveBeenCalledTimes(1);
    // Still offline: the retry fails too, and the next one uses yet another URL.
    await expect(load()).rejects.toThrow(`${chunkUrl}?retry=1`);
    browser.network.online = true;
    await expect(load()).resolves.toBe(browser.module);
    expect(browser.fetchModule).toHaveBeenLastCalledWith(`${chunkUrl}?retry=2`);
  });

  it('keeps one copy: every later import of that chunk gets the module the retry brought', async () => {
    const browser = browserKeepingFailures();
    const page = retryableImport(browser.load, browser.browser);
    const samePage = retryableImport(browser.load, browser.browser);
    await expect(page()).rejects.toThrow();
    browser.network.online = true;
    const [a, b] = await Promise.all([page(), samePage()]);
    expect(a).toBe(browser.module);
    expect(b).toBe(a);
    expect(browser.fetchModule.mock.calls.filter(([url]) => url.includes('?retry='))).toEqual([
      [`${chunkUrl}?retry=1`],
    ]);
    // The loader that recovered does not ask for the first URL again.
    const calls = browser.fetchModule.mock.calls.length;
    await page();
    expect(browser.fetchModule).toHaveBeenCalledTimes(calls);
  });

  it('passes on a failure that names no chunk of this origin, untouched', async () => {
    const broken = new Error('the module threw while it ran');
    const browser = { imports: vi.fn(), reload: vi.fn(), online: () => true };
    const load = retryableImport(() => Promise.reject(broken), browser);
    await expect(load()).rejects.toBe(broken);
    await expect(load()).rejects.toBe(broken);
    expect(browser.imports).not.toHaveBeenCalled();
    expect(browser.reload).not.toHaveBeenCalled();
  });

  it('loads the page again when a module that was not named fails a second time online', async () => {
    const unnamed = new TypeError('Importing a module script failed.');
    const network = { online: false };
    const browser = { imports: vi.fn(), reload: vi.fn(), online: () => network.online };
    const load = retryableImport(() => Promise.reject(unnamed), browser);
    await expect(load()).rejects.toBe(unnamed);
    // Offline: a reload would show the browser's own offline page.
    await expect(load()).rejects.toBe(unnamed);
    expect(browser.reload).not.toHaveBeenCalled();
    network.online = true;
    await expect(load()).rejects.toBe(unnamed);
    expect(browser.reload).toHaveBeenCalledTimes(1);
    expect(browser.imports).not.toHaveBeenCalled();
  });
});

describe('failedChunk', () => {
  it('reads the script the browser names, without its query', () => {
    expect(failedChunk(fetchFailed(`${chunkUrl}?retry=3`), origin)).toBe(chunkUrl);
    expect(
      failedChunk(new TypeError(`error loading dynamically imported module: ${chunkUrl}`), origin),
    ).toBe(chunkUrl);
  });

  it('names nothing for another origin, a file that is not a script, or no URL', () => {
    expect(failedChunk(fetchFailed('https://elsewhere.example/a.js'), origin)).toBeNull();
    expect(failedChunk(fetchFailed(`${origin}/assets/a.css`), origin)).toBeNull();
    expect(failedChunk(new TypeError('Importing a module script failed.'), origin)).toBeNull();
  });
});
