import { prepareTransport } from '@campus/sdk';
import { startTransition, StrictMode, useLayoutEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { App, startApp } from './app/app';
import { prerenderedPages } from './app/router';

/** The prerendered picture was inert; the app, once committed over it, is not (before its paint). */
function LiftInert({ element }: { element: HTMLElement }) {
  useLayoutEffect(() => element.removeAttribute('inert'), [element]);
  return null;
}

const root = document.getElementById('root');
if (root) {
  const deps = startApp();
  // A prerendered page (scripts/prerender.mjs) is already on screen: load its chunk first, so the
  // app's first render is the same page rather than the "Loading page…" spinner. createRoot then
  // replaces the prerendered markup.
  const prerendered = root.hasChildNodes() ? prerenderedPages[location.pathname] : undefined;
  // A prerendered page's first reads are answered by its preloads, without the SDK's transport;
  // any other page reads through it at once, so it loads beside the page's chunk.
  if (!prerendered) prepareTransport();
  void (prerendered?.page.preload() ?? Promise.resolve())
    .catch(() => {}) // the route's own Suspense shows the failure path as usual
    .then(() => {
      const app = createRoot(root);
      const render = () =>
        app.render(
          <StrictMode>
            <App deps={deps} />
            <LiftInert element={root} />
          </StrictMode>,
        );
      // Over a prerendered page, a transition: React renders in slices that yield to the browser
      // rather than in one long task, since the page already shows. Elsewhere nothing shows until
      // this render, so it goes at once.
      if (prerendered) startTransition(render);
      else render();
    });
}
