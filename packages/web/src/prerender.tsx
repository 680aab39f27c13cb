/**
 * Build-time rendering of the visitor's first pages, run by scripts/prerender.mjs from a
 * Vite SSR build of this file. Each page renders as the app first renders it in a browser: the
 * session still loading (so the visitor's navigation), server data still loading (skeletons), the
 * page's own chunk loaded. Nothing is started: no actor runs, no request leaves.
 */
import { configure, getConfig } from '@campus/sdk';
import { darkTheme, lightTheme } from '@campus/ui';
import type { QueryClient } from '@tanstack/react-query';
import { prerenderToNodeStream } from 'react-dom/static';
import { Router } from 'wouter';
import { App, type AppDeps } from './app/app';
import { createFeedbackStore } from './app/feedback/feedback-store';
import { createQueryClient } from './app/query-client';
import { createRootActorsLoader } from './app/root-actors-loader';
import { prerenderedPages } from './app/router';
import { THEME_STORAGE_KEY } from './app/theme';

export { prerenderedPages };

/**
 * The page at `path` as HTML, to go inside `<div id="root">`, and the API reads its first render
 * asks for (a visitor's: no token), which the page can start fetching before the app runs.
 */
export async function renderPage(path: string): Promise<{ html: string; reads: string[] }> {
  const feedback = createFeedbackStore();
  const queryClient = createQueryClient();
  const deps: AppDeps = {
    feedback,
    queryClient,
    // Never loaded: the page renders as the session stands before anyone has answered.
    actors: createRootActorsLoader({
      feedback,
      queryClient,
      sessionBefore: { status: 'loading', user: null },
      importActors: () => Promise.reject(new Error('prerender: no actors')),
    }),
  };
  await prerenderedPages[path]?.page.preload();
  const { prelude } = await prerenderToNodeStream(
    <Router ssrPath={path}>
      <App deps={deps} />
    </Router>,
  );
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  return { html, reads: await readsOf(queryClient) };
}

/**
 * The URLs the rendered page's queries would fetch: each query the render registered runs once
 * through the SDK with an adapter that only notes the URL (nothing leaves the build).
 */
async function readsOf(queryClient: QueryClient): Promise<string[]> {
  const reads: string[] = [];
  const { adapter } = getConfig();
  configure({
    adapter: (request) => {
      if (request.method === 'get' && request.url) reads.push(request.url);
      return Promise.reject(new Error('prerender: not fetched'));
    },
  });
  try {
    for (const query of queryClient.getQueryCache().getAll()) {
      const run = query.options.queryFn;
      if (typeof run !== 'function') continue;
      await Promise.resolve(
        run({
          client: queryClient,
          queryKey: query.queryKey,
          signal: new AbortController().signal,
          meta: undefined,
        } as Parameters<typeof run>[0]),
      ).catch(() => {});
    }
  } finally {
    configure({ adapter });
  }
  return [...new Set(reads)];
}

/**
 * Puts the theme's class on <html> before the first paint (what ThemeProvider does once the app
 * runs), so a prerendered page shows in the visitor's theme from its first frame.
 */
export const themeScript = `(function(){var d=false;try{var c=localStorage.getItem(${JSON.stringify(
  THEME_STORAGE_KEY,
)});d=c==='dark'||(c!=='light'&&matchMedia('(prefers-color-scheme: dark)').matches)}catch(e){}var r=document.documentElement;r.classList.add(d?${JSON.stringify(
  darkTheme,
)}:${JSON.stringify(lightTheme)});r.dataset.theme=d?'dark':'light'})()`;
