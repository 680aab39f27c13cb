#!/usr/bin/env node
// First-load weight and Lighthouse for /, /login and /courses as a browser receives them, and the
// first-load JavaScript of every page (`pnpm bench`).
//
// 1. Builds what `pnpm start` runs (scripts/build.mjs: web + server, skipped when unchanged; --no-build
//    uses what is built).
// 2. Starts the real built server (packages/server/dist/main.js; tsx on the source only when no build
//    exists) on a free port with a fresh data directory and the demo world, so the pages get real data.
// 3. For each route, opens it in a fresh Chromium context (empty cache) and records, over the Chrome
//    DevTools Protocol, every response of the page until the network is idle and the route's heading
//    shows: `Network.loadingFinished.encodedDataLength` is what came over the wire (headers + the
//    compressed body). It prints the total, the JavaScript part of it, and the JavaScript as the
//    server sends it to a gzip-only client (its .gz files, fetched with `accept-encoding: gzip`) —
//    the figure the budget is written in.
// 4. Runs Lighthouse 12 (mobile preset, performance only) on each route (skip with --no-lighthouse).
// 5. Every page of the route table: the JavaScript its first load needs, from the build's manifest
//    (the entry, the page's chunk and their static imports; for a signed-in page also the signed-in
//    route table and the root actors, which a session loads), as the server sends it to a gzip-only
//    client — with the change since the previous run, so a page that regresses shows.
// 6. Prints the tables and a JSON summary (bench-results/web.json); checks the budgets; stops the
//    server.
//
// Budgets: each route's first-load JavaScript, gzipped, as bench/budget.mjs sets it (which `npm test`
// checks on the build), and 200 KiB over the wire. A broken budget makes the bench exit 1.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { firstLoadKeys, firstLoads, servedGzipBytes } from './budget.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const webDir = resolve(here, '..');
const root = resolve(webDir, '..', '..');
const serverDir = resolve(webDir, '..', 'server');
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const chromeFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const routes = ['/', '/login', '/courses'];
const BUDGET = { wireBytes: 200 * 1024 };
/** The JavaScript a visitor's first load of `route` may bring (bench/budget.mjs). */
const jsBudget = (route) => {
  const load = firstLoads.find((l) => l.route === route && l.who === 'visitor');
  return load.limit ?? load.budget;
};
const args = new Set(process.argv.slice(2));
const log = (m) => console.error(`[bench] ${m}`);
const kb = (n) => (n / 1024).toFixed(1);

const run = (cmd, argv, opts) =>
  new Promise((res, rej) => {
    const child = spawn(cmd, argv, { stdio: ['ignore', 'inherit', 'inherit'], ...opts });
    child.on('error', rej);
    child.on('exit', (code) => res(code ?? 1));
  });

const capture = (cmd, argv, opts) =>
  new Promise((res, rej) => {
    const child = spawn(cmd, argv, { stdio: ['ignore', 'pipe', 'inherit'], ...opts });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.on('error', rej);
    child.on('exit', (code) => (code === 0 ? res(out) : rej(new Error(`${cmd} exited ${code}`))));
  });

const freePort = () =>
  new Promise((res, rej) => {
    const srv = createServer();
    srv.on('error', rej);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => res(port));
    });
  });

async function waitForHealth(baseURL, server) {
  for (;;) {
    if (server.exitCode !== null) throw new Error('the server exited before it was healthy');
    try {
      if ((await fetch(`${baseURL}/api/health`)).ok) return;
    } catch {
      // Not yet listening.
    }
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** Bytes of a URL's body as sent to a client that accepts gzip only. */
async function gzipBytes(url) {
  const res = await fetch(url, { headers: { 'accept-encoding': 'gzip' } });
  // fetch decodes the body; the encoded size is the Content-Length of the .gz answer (or, when the
  // server sends it chunked, nothing better than the decoded size — which then counts as uncompressed).
  const length = Number(res.headers.get('content-length'));
  const body = await res.arrayBuffer();
  const encoding = res.headers.get('content-encoding');
  return { bytes: encoding === 'gzip' && length ? length : body.byteLength, encoding };
}

async function measureRoutes(baseURL) {
  const browser = await chromium.launch({
    executablePath: chromePath,
    args: chromeFlags.map((f) => f.replace('=new', '')),
  });
  const results = {};
  try {
    for (const route of routes) {
      const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
      const requests = new Map();
      cdp.on('Network.responseReceived', ({ requestId, response, type }) => {
        const headers = Object.fromEntries(
          Object.entries(response.headers).map(([k, v]) => [k.toLowerCase(), v]),
        );
        requests.set(requestId, {
          url: response.url,
          type,
          status: response.status,
          encoding: headers['content-encoding'] ?? 'identity',
          cacheControl: headers['cache-control'] ?? '',
        });
      });
      cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
        const r = requests.get(requestId);
        if (r) r.wire = encodedDataLength;
      });
      await page.goto(`${baseURL}${route}`, { waitUntil: 'networkidle' });
      // The route's own screen is on the page (its lazy chunk ran) and nothing more is loading.
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await page.waitForLoadState('networkidle');
      await context.close();

      const files = [...requests.values()].filter((r) => r.wire !== undefined);
      const js = files.filter((f) => new URL(f.url).pathname.endsWith('.js'));
      const jsGzip = await Promise.all(js.map((f) => gzipBytes(f.url)));
      const byKind = {};
      for (const f of files) {
        const path = new URL(f.url).pathname;
        const kind = path.startsWith('/api/')
          ? 'api'
          : (/\.(js|css|woff2|html)$/.exec(path)?.[1] ??
            (f.type === 'Document' ? 'html' : 'other'));
        byKind[kind] = (byKind[kind] ?? 0) + f.wire;
      }
      results[route] = {
        requests: files.length,
        wireBytes: files.reduce((a, f) => a + f.wire, 0),
        byKind,
        jsFiles: js.length,
        jsWireBytes: js.reduce((a, f) => a + f.wire, 0),
        jsGzipBytes: jsGzip.reduce((a, g) => a + g.bytes, 0),
        uncompressed: files
          .filter((f) => f.encoding === 'identity' && f.wire > 1500 && !/\.woff2$/.test(f.url))
          .map((f) => new URL(f.url).pathname),
        files: files
          .map((f) => ({
            path: new URL(f.url).pathname,
            wire: f.wire,
            encoding: f.encoding,
            cacheControl: f.cacheControl,
          }))
          .sort((a, b) => b.wire - a.wire),
      };
      log(
        `${route}: ${files.length} requests, ${kb(results[route].wireBytes)} KiB over the wire, JS ${kb(results[route].jsGzipBytes)} KiB gzipped`,
      );
    }
  } finally {
    await browser.close();
  }
  return results;
}

/**
 * The first-load JavaScript of every page module of the route table (src/app/routes/*), read from
 * Vite's manifest: the entry's static closure plus the page chunk's; a page of the signed-in table
 * (src/app/signed-in-routes.tsx) adds that table and the root actors (src/app/root-actors.ts),
 * which every session loads. Public pages are the router's own (the entry's dynamic imports).
 * not-found is the signed-in table's fallback and counted with it, actors included (a visitor's
 * not-found loads the table but not the actors: its figure is an upper bound).
 */
function routeWeights() {
  const manifest = JSON.parse(readFileSync(join(webDir, 'dist', '.vite', 'manifest.json'), 'utf8'));
  const closure = (...keys) => new Set(firstLoadKeys(manifest, keys));
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
  const signedInTable = 'src/app/signed-in-routes.tsx';
  const actors = 'src/app/root-actors.ts';
  const pagesOf = (key) =>
    (manifest[key]?.dynamicImports ?? []).filter((k) => k.startsWith('src/app/routes/'));
  const weigh = (keys) =>
    [...keys].reduce((sum, key) => sum + servedGzipBytes(manifest[key].file), 0);
  const weights = {};
  for (const page of pagesOf(entry)) {
    weights[page.replace('src/app/routes/', '')] = {
      signedIn: false,
      jsGzipBytes: weigh(closure(entry, page)),
    };
  }
  for (const page of pagesOf(signedInTable)) {
    const keys = closure(entry, signedInTable, actors, page);
    weights[page.replace('src/app/routes/', '')] = { signedIn: true, jsGzipBytes: weigh(keys) };
  }
  return weights;
}

async function lighthouse(baseURL) {
  const bin = join(webDir, 'node_modules', '.bin', 'lighthouse');
  const results = {};
  for (const route of routes) {
    const out = await capture(
      bin,
      [
        `${baseURL}${route}`,
        '--only-categories=performance',
        '--output=json',
        '--output-path=stdout',
        '--quiet',
        `--chrome-flags=${chromeFlags.join(' ')}`,
      ],
      { env: { ...process.env, CHROME_PATH: chromePath } },
    );
    const report = JSON.parse(out);
    const audit = (id) => report.audits[id]?.numericValue;
    results[route] = {
      performance: Math.round((report.categories.performance.score ?? 0) * 100),
      firstContentfulPaintMs: Math.round(audit('first-contentful-paint')),
      largestContentfulPaintMs: Math.round(audit('largest-contentful-paint')),
      totalBlockingTimeMs: Math.round(audit('total-blocking-time')),
      cumulativeLayoutShift: Number(audit('cumulative-layout-shift')?.toFixed(3)),
      speedIndexMs: Math.round(audit('speed-index')),
    };
    log(`lighthouse ${route}: ${results[route].performance}`);
  }
  return results;
}

/** A markdown table: a title, the header cells, right-aligned numbers after the first column. */
function table(title, header, rows) {
  return [
    '',
    title,
    '',
    `| ${header.join(' | ')} |`,
    `| --- |${' ---: |'.repeat(header.length - 1)}`,
    ...rows.map((cells) => `| ${cells.join(' | ')} |`),
  ];
}

function report(first, lh, pages, previousPages) {
  const lines = table(
    'First load (fresh cache; bytes as Chromium received them, headers included)',
    [
      'route',
      'requests',
      'over the wire KiB',
      'of which JS KiB',
      'JS gzipped KiB',
      'html / css / font / api KiB',
    ],
    routes.map((route) => {
      const r = first[route];
      const k = (n) => kb(r.byKind[n] ?? 0);
      return [
        route,
        r.requests,
        kb(r.wireBytes),
        kb(r.jsWireBytes),
        kb(r.jsGzipBytes),
        `${k('html')} / ${k('css')} / ${k('woff2')} / ${k('api')}`,
      ];
    }),
  );
  lines.push(
    '',
    `Budgets: JS gzipped <= ${routes.map((r) => `${kb(jsBudget(r))} KiB on ${r}`).join(', ')}; over the wire <= ${kb(BUDGET.wireBytes)} KiB.`,
  );
  lines.push(
    ...table(
      'Every page: first-load JavaScript from the manifest (gzipped as served; Δ since the previous run)',
      ['page module', 'counted with the entry', 'JS gzipped KiB', 'Δ KiB'],
      Object.entries(pages)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([page, w]) => {
          const before = previousPages?.[page]?.jsGzipBytes;
          const delta = before === undefined ? '–' : (w.jsGzipBytes - before) / 1024;
          return [
            page,
            w.signedIn ? 'signed-in table, root actors' : '–',
            kb(w.jsGzipBytes),
            typeof delta === 'number' ? `${delta > 0 ? '+' : ''}${delta.toFixed(1)}` : delta,
          ];
        }),
    ),
  );
  if (lh) {
    lines.push(
      ...table(
        'Lighthouse 12, mobile preset, performance',
        ['route', 'score', 'FCP ms', 'LCP ms', 'TBT ms', 'CLS', 'SI ms'],
        routes.map((route) => {
          const l = lh[route];
          return [
            route,
            l.performance,
            l.firstContentfulPaintMs,
            l.largestContentfulPaintMs,
            l.totalBlockingTimeMs,
            l.cumulativeLayoutShift,
            l.speedIndexMs,
          ];
        }),
      ),
    );
  }
  console.log(lines.join('\n'));
}

let server;
let dataDir;
let code = 0;
try {
  if (!args.has('--no-build')) {
    log('building (skipped when nothing changed)');
    if ((await run(process.execPath, [join(root, 'scripts', 'build.mjs')], { cwd: root })) !== 0)
      throw new Error('the build failed');
  }
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  dataDir = mkdtempSync(join(tmpdir(), 'campus-bench-'));
  const compiled = join(serverDir, 'dist', 'main.js');
  const entry = existsSync(compiled) ? [compiled] : ['--import', 'tsx', 'src/main.ts'];
  log(`server: node ${entry.join(' ')}`);
  server = spawn(process.execPath, entry, {
    cwd: serverDir,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      WEB_DIST: join(webDir, 'dist'),
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await waitForHealth(baseURL, server);
  const first = await measureRoutes(baseURL);
  const lh = args.has('--no-lighthouse') ? undefined : await lighthouse(baseURL);
  const pages = routeWeights();
  const resultsFile = join(root, 'bench-results', 'web.json');
  const previousPages = existsSync(resultsFile)
    ? JSON.parse(readFileSync(resultsFile, 'utf8')).pages
    : undefined;
  report(first, lh, pages, previousPages);
  mkdirSync(join(root, 'bench-results'), { recursive: true });
  writeFileSync(
    resultsFile,
    JSON.stringify(
      { at: new Date().toISOString(), firstLoad: first, lighthouse: lh, pages },
      null,
      2,
    ) + '\n',
  );
  for (const route of routes) {
    const r = first[route];
    if (r.jsGzipBytes > jsBudget(route) || r.wireBytes > BUDGET.wireBytes) {
      console.error(`budget broken on ${route}`);
      code = 1;
    }
  }
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  code = 1;
} finally {
  if (server && server.exitCode === null) {
    const exited = new Promise((r) => server.once('exit', r));
    process.kill(server.pid, 'SIGTERM');
    await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
    if (server.exitCode === null) process.kill(server.pid, 'SIGKILL');
  }
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  process.exit(code);
}
