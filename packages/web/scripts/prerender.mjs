#!/usr/bin/env node
// Writes the visitor's first pages as HTML (a fast first paint), after `vite build`:
//
// 1. Builds src/prerender.tsx for Node (Vite SSR, everything bundled) into node_modules/.cache.
// 2. Renders each page of `prerenderedPages` (src/app/router.tsx) and puts it, inert, inside
//    `<div id="root">` of the built index.html, with the page chunk's stylesheets, an inline script
//    that sets the theme before the first paint and one that starts the app's scripts after it;
//    writes dist/pages/<page>.html with .br/.gz twins.
// 3. Writes dist/pages/pages.json: which path is which file, and the sha256 of the inline scripts,
//    which the server adds to those pages' Content-Security-Policy (scripts are otherwise 'self' only).
//
// The server sends these for exactly those paths; every other client route still gets index.html.
// main.tsx then renders the app over the page (createRoot replaces the prerendered markup).
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build, defaultServerConditions } from 'vite';
import { writeCompressedTwins } from './precompress.mjs';

const webDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(webDir, 'dist');
const ssrOut = join(webDir, 'node_modules', '.cache', 'campus-prerender');

rmSync(ssrOut, { recursive: true, force: true });
await build({
  root: webDir,
  configFile: join(webDir, 'vite.config.ts'),
  logLevel: 'warn',
  mode: 'production',
  resolve: { conditions: ['campus-source', ...defaultServerConditions] },
  ssr: { noExternal: true, resolve: { conditions: ['campus-source', ...defaultServerConditions] } },
  build: {
    ssr: join(webDir, 'src', 'prerender.tsx'),
    outDir: ssrOut,
    emptyOutDir: true,
    sourcemap: false,
    rollupOptions: { output: { entryFileNames: 'prerender.mjs' } },
  },
});

const { renderPage, prerenderedPages, themeScript } = await import(
  pathToFileURL(join(ssrOut, 'prerender.mjs')).href
);

const index = readFileSync(join(dist, 'index.html'), 'utf8');
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));

/**
 * What a page's chunk brings with it, from Vite's manifest: its stylesheets (the prerendered markup
 * needs them from the first paint, or it would shift when the chunk applies them) and its scripts.
 */
function pageAssets(source) {
  if (!manifest[source]) throw new Error(`prerender: ${source} is not in Vite's manifest`);
  const css = new Set();
  const js = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || js.has(chunk.file)) return;
    js.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
    for (const next of chunk.imports ?? []) visit(next);
  };
  visit(source);
  return { css: [...css].map((file) => `/${file}`), js: [...js].map((file) => `/${file}`) };
}

// index.html's scripts: the entry and the chunks it imports.
const entryTag = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const preloadTag = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;
const entry = index.match(entryTag)?.[1];
if (!entry) throw new Error('prerender: no module entry in dist/index.html');
const entryImports = [...index.matchAll(preloadTag)].map((m) => m[1]);
const shell = index.replace(entryTag, '').replace(preloadTag, '');

/**
 * The API reads the page's first render makes, fetched with the scripts when the visitor has no
 * token (a signed-in user's reads carry it and may differ): the answer is there when the app asks.
 */
const readsPreload = (reads) =>
  reads.length === 0
    ? ''
    : `try{if(!localStorage.getItem('token'))${JSON.stringify(
        reads,
      )}.forEach(function(h){var l=document.createElement('link');l.rel='preload';l.as='fetch';l.crossOrigin='anonymous';l.href=h;document.head.appendChild(l)})}catch(e){}`;

/**
 * The scripts start after the first frame: on a slow connection the page's HTML, CSS and font then
 * have the line to themselves, and the visitor sees the page before ~130 KB of JavaScript arrive
 * (a tab opened in the background loads at once: it paints nothing until shown). The app then
 * renders over the page (main.tsx).
 */
const loaderScript = (modules, reads) =>
  `(function(){var done=false;function load(){if(done)return;done=true;${readsPreload(reads)}${JSON.stringify(
    modules,
  )}.forEach(function(h){var l=document.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=h;document.head.appendChild(l)});var s=document.createElement('script');s.type='module';s.crossOrigin='';s.src=${JSON.stringify(
    entry,
  )};document.head.appendChild(s)}if(document.visibilityState!=='visible')load();else requestAnimationFrame(function(){setTimeout(load)})})()`;

const hash = (script) => `sha256-${createHash('sha256').update(script).digest('base64')}`;
const out = join(dist, 'pages');
mkdirSync(out, { recursive: true });
const routes = {};
const scriptHashes = new Set([hash(themeScript)]);
for (const [path, { file, source }] of Object.entries(prerenderedPages)) {
  const { html: body, reads } = await renderPage(path);
  const assets = pageAssets(source);
  const linked = (href) => shell.includes(`"${href}"`);
  const styles = assets.css
    .filter((href) => !linked(href))
    .map((href) => `<link rel="stylesheet" crossorigin href="${href}">`);
  const loader = loaderScript([...new Set([...entryImports, ...assets.js])], reads);
  scriptHashes.add(hash(loader));
  // `inert` until the app renders: the markup is a picture of the page, not yet the page (a form
  // typed into now would be replaced, a submit would go nowhere). main.tsx lifts it.
  const html = shell
    .replace('</title>', `</title>\n    <script>${themeScript}</script>`)
    .replace('</head>', `  ${[...styles, `<script>${loader}</script>`].join('\n    ')}\n  </head>`)
    .replace('<div id="root"></div>', `<div id="root" inert>${body}</div>`);
  const target = join(out, file);
  writeFileSync(target, html);
  await writeCompressedTwins(target, html);
  routes[path] = file;
  console.log(
    `prerender: ${path} → dist/pages/${file} (${(html.length / 1024).toFixed(1)} KiB)${reads.length ? `, reads ${reads.join(' ')}` : ''}`,
  );
}
writeFileSync(
  join(out, 'pages.json'),
  `${JSON.stringify({ routes, scriptHashes: [...scriptHashes] }, null, 2)}\n`,
);
