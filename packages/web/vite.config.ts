import { fileURLToPath } from 'node:url';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig, type ConfigEnv, type Plugin } from 'vite';
import { writeCompressedTwins } from './scripts/precompress.mjs';

/** The browser build, not the Node one scripts/prerender.mjs makes of the same sources. */
const clientBuild = (_: unknown, env: ConfigEnv) => env.command === 'build' && !env.isSsrBuild;

/** The API server of `pnpm dev` (packages/server); the app itself calls its own origin. */
const apiServer = 'http://127.0.0.1:3000';

/**
 * The font face the first paint uses (packages/ui/src/theme/fonts.css), preloaded from index.html so
 * it downloads alongside the scripts instead of after the CSS that names it.
 */
function preloadFont(pattern: RegExp): Plugin {
  return {
    name: 'campus:preload-font',
    apply: clientBuild,
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const file = Object.keys(ctx.bundle ?? {}).find((name) => pattern.test(name));
        if (!file) return [];
        return [
          {
            tag: 'link',
            attrs: {
              rel: 'preload',
              href: `/${file}`,
              as: 'font',
              type: 'font/woff2',
              crossorigin: '',
            },
            injectTo: 'head-prepend',
          },
        ];
      },
    },
  };
}

/**
 * Writes a brotli (.br, quality 11) and a gzip (.gz, Zopfli's) twin beside every text file of the
 * build (scripts/precompress.mjs), so the server sends them without compressing per request (@fastify/static `preCompressed`).
 * A twin that would not be smaller is not written. Source maps are left as they are.
 */
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'campus:precompress',
    apply: clientBuild,
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const walk = (dir: string): string[] =>
        readdirSync(dir).flatMap((name) => {
          const path = join(dir, name);
          return statSync(path).isDirectory() ? walk(path) : [path];
        });
      for (const file of walk(outDir)) {
        if (!/\.(js|css|html|svg|json|txt)$/.test(file)) continue;
        await writeCompressedTwins(file, readFileSync(file));
      }
    },
  };
}

export default defineConfig({
  plugins: [
    vanillaExtractPlugin(),
    react(),
    preloadFont(/^assets\/inter-subset-[\w-]+\.woff2$/),
    precompress(),
  ],
  // Workspace packages (@campus/sdk, @campus/ui) resolve to their TypeScript source.
  resolve: {
    conditions: ['campus-source', ...defaultClientConditions],
    // React's own useSyncExternalStore instead of the shim for React < 18 (src/lib/use-sync-external-store.ts).
    alias: [
      {
        find: /^use-sync-external-store\/shim\/with-selector(\.js)?$/,
        replacement: 'use-sync-external-store/with-selector.js',
      },
      {
        find: /^use-sync-external-store\/shim(\/index\.js)?$/,
        replacement: fileURLToPath(
          new URL('./src/lib/use-sync-external-store.ts', import.meta.url),
        ),
      },
    ],
  },
  server: {
    proxy: {
      '/api': { target: apiServer, changeOrigin: true },
      '/socket.io': { target: apiServer, ws: true, changeOrigin: true },
    },
  },
  // The manifest tells scripts/prerender.mjs which CSS and chunks each prerendered page needs.
  build: {
    outDir: 'dist',
    sourcemap: true,
    manifest: true,
    // Every browser we support preloads modules itself: no polyfill in the entry.
    // The entry's own lazy imports (every route, the header's menus, the chat) name no chunks to
    // preload beside them: that table lists a file name per chunk any route needs and grows with
    // every feature, in the JavaScript every first visit downloads (~1.5 KiB gzipped). A route's
    // chunks are then fetched once its first chunk has been read (one round trip more, once per
    // visit: they stay cached). Chunks past the entry keep their preload lists; the HTML's too.
    modulePreload: {
      polyfill: false,
      resolveDependencies: (_file, deps, { hostId, hostType }) =>
        hostType === 'js' && /(^|\/)index-[\w-]+\.js$/.test(hostId) ? [] : deps,
    },
    // Font files stay files, however small (the ₹ face is 1 KB): inlined, they would be in the CSS
    // every page downloads instead of fetched by the pages that draw them.
    assetsInlineLimit: (file) => (file.endsWith('.woff2') ? false : undefined),
    // Fewer, larger chunks where small ones would be compressed apart: each chunk costs
    // its import list and a compression window of its own, ~150–400 B gzipped for a 1 KB module.
    // - app: everything the entry needs at start is one file (React, the JSX runtime, Rolldown's
    //   runtime and shared helpers would otherwise be six small files; ~2 KB).
    // - kit: the kit parts most pages show (alert, card, link, currency, form fields, select), the
    //   failed-load panel and QueryView (24 route chunks), with their icons: 26 of 29 route chunks
    //   use some of them.
    // - data: reading server data — TanStack Query's useQuery, the SDK's mutator (with the
    //   preloaded answers; its axios transport is a chunk loaded when first needed) and the
    //   courses endpoints the public pages and most work areas read, with their query keys
    //   (src/data), the catalogue's query options, price format and level enum (apart, four chunks
    //   on /courses). The programs endpoints are not in it: of the first visits, only / reads them.
    // - date-time: the kit's date formatter and RelativeTime, which the pages that print dates and
    //   the bell share (the clock, on every page, needs only @campus/time/zones, in the entry).
    // With QueryView and the catalogue parts in their groups, /courses' first load stays within its
    // 100 KiB budget.
    // Measured with `pnpm bench`: / −1.2 KiB, /courses −2.3 KiB, /login −0.9 KiB, and the work
    // areas' first loads 0.3–1.0 KiB smaller; the groups pull in their modules' dependencies.
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'app', tags: ['$initial'], priority: 3 },
            {
              name: 'kit',
              test: /\/ui\/src\/components\/(alert|card|currency|form-field|link|select|text-field)\/|\/src\/lib\/(load-failed|query-view)\./,
              priority: 2,
            },
            {
              name: 'data',
              test: /@tanstack\/react-query\/build\/modern\/(useQuery|queryOptions)\.|\/sdk\/src\/core\/(http|preloaded)\.|\/generated\/endpoints\/courses\/|\/src\/data\/courses\/keys\.|\/generated\/model\/courseLevel\.|\/features\/courses\/(courses\.api|format)\./,
              priority: 1,
            },
            {
              name: 'date-time',
              test: /\/(time\/src\/date-time|ui\/src\/components\/clock\/relative-time)\./,
              priority: 1,
            },
          ],
        },
      },
    },
  },
});
