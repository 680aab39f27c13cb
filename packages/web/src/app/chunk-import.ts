/**
 * A chunk that did not arrive (offline for a moment, a deploy replacing it) must arrive on the next
 * try, without reloading the page. Some browsers keep a failed module in the page's module map and
 * answer every later import of that URL with the same failure, without asking the network again.
 * `retryableImport(load)` gives a loader that, once a chunk failed, imports it again under a URL
 * the map has not seen: the chunk's own URL with `?retry=N`.
 *
 * One copy of each module, still: only the chunk the import names (the entry) gets the new URL. Its
 * own imports resolve against it to the same shared chunks (`./kit-….js` from `support-….js?retry=1`
 * is the same `/assets/kit-….js`), so those keep their single instance. The entry itself never ran
 * under its first URL (a module graph that failed to fetch is not evaluated), and once a retry
 * brought it, every later import of that chunk through here is answered with that module, not a
 * further copy.
 *
 * The chunk's URL is the one the browser names in its error ("Failed to fetch dynamically imported
 * module: …"): Vite's preload wrapper hides the `import()` behind a function, and the bundle's file
 * names exist only after the build. A browser that says a module failed without naming it (Safari:
 * "Importing a module script failed.") leaves one way: when the same load fails so a second time
 * and the browser believes it is online, the page loads again — what the person would do by hand.
 * Any other failure (a module that threw while it ran) is passed on as it is.
 */

/** What the loader needs of the browser (tests give their own). */
export interface ChunkBrowser {
  /** `import()` of a URL. */
  imports: (url: string) => Promise<unknown>;
  /** Loads the page again. */
  reload: () => void;
  /** Whether the browser believes it has a network. */
  online: () => boolean;
}

const theBrowser: ChunkBrowser = {
  imports: (url) => import(/* @vite-ignore */ url),
  reload: () => window.location.reload(),
  online: () => navigator.onLine,
};

/** A module's fetch failed, without the browser naming the module. */
const unnamedModuleFailure = (error: unknown) =>
  error instanceof TypeError && /module/i.test(error.message);

/** The chunk a failed import names, when it is a script of this origin. */
export function failedChunk(error: unknown, origin = globalThis.location?.origin): string | null {
  const message = error instanceof Error ? error.message : String(error);
  const named = /(https?:\/\/[^\s'"]+)/.exec(message)?.[1];
  if (!named || !origin) return null;
  const url = new URL(named);
  if (url.origin !== origin || !/\.m?js$/.test(url.pathname)) return null;
  url.search = '';
  url.hash = '';
  return url.href;
}

interface Chunk {
  /** How many re-imports were asked for (each failed one is kept failed by the browser). */
  tries: number;
  /** The re-import in flight or done: every caller shares it. */
  module?: Promise<unknown>;
}

/** Each chunk whose import failed at least once, by its URL. */
const chunks = new Map<string, Chunk>();

/**
 * `load` (an `() => import('…')`), with a retry the browser's failed-module cache cannot answer.
 * The first failure of a chunk is passed on as it is (no second request while offline); a later
 * call imports the chunk again under a fresh URL.
 */
export function retryableImport<M>(load: () => Promise<M>, browser: ChunkBrowser = theBrowser) {
  // The chunk this loader failed on: once a retry brought it, the loader answers with that module
  // without asking for the first URL again (a browser that does not keep failures could load it).
  let failedUrl: string | undefined;
  let failedUnnamed = false;
  return (): Promise<M> => {
    const recovered = failedUrl && chunks.get(failedUrl)?.module;
    if (recovered) return recovered as Promise<M>;
    return load().catch((error: unknown) => {
      const url = failedChunk(error);
      if (!url) {
        if (unnamedModuleFailure(error)) {
          if (failedUnnamed && browser.online()) browser.reload();
          failedUnnamed = true;
        }
        throw error;
      }
      failedUrl = url;
      const chunk = chunks.get(url);
      if (!chunk) {
        chunks.set(url, { tries: 0 });
        throw error;
      }
      chunk.module ??= browser.imports(`${url}?retry=${++chunk.tries}`).catch((again: unknown) => {
        chunk.module = undefined;
        throw again;
      });
      return chunk.module as Promise<M>;
    });
  };
}

/** Forgets every failed chunk (tests start from a page that has loaded nothing). */
export function forgetFailedChunks() {
  chunks.clear();
}
