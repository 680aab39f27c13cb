#!/usr/bin/env node
// Bundle weight and Lighthouse for the first load of /, /login and /courses (for `pnpm bench`).
//
// 1. Builds the web app (skip with --no-build).
// 2. Starts the real server on a free port with a fresh data directory (the pages get real data).
// 3. For each route, loads it in Chromium (playwright-core) and sums the JavaScript the page
//    fetched until the network is idle — the entry chunk plus the route's lazy chunk and their
//    imports — each file gzipped (level 9), since the server sends it uncompressed.
// 4. Runs Lighthouse 12 (mobile preset, performance only) on each route (skip with --no-lighthouse).
// 5. Prints a JSON summary; stops the server by its pid.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';

const here = dirname(fileURLToPath(import.meta.url));
const webDir = resolve(here, '..');
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
const args = new Set(process.argv.slice(2));
const log = (m) => console.error(`[bench] ${m}`);

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
  const deadline = Date.now() + 240_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error('the server exited before it was healthy');
    try {
      if ((await fetch(`${baseURL}/api/health`)).ok) return;
    } catch {
      // Not yet listening.
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('the server did not become healthy');
}

async function measureBundles(baseURL) {
  const browser = await chromium.launch({
    executablePath: chromePath,
    args: chromeFlags.map((f) => f.replace('=new', '')),
  });
  const results = {};
  try {
    for (const route of routes) {
      const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
      const page = await context.newPage();
      const scripts = new Map();
      const reading = [];
      page.on('response', (response) => {
        // By extension, not resourceType: modulepreload links report "other".
        const url = new URL(response.url());
        if (url.origin !== baseURL || !url.pathname.endsWith('.js')) return;
        reading.push(
          response.body().then(
            (body) =>
              scripts.set(url.pathname, {
                raw: body.length,
                gzip: gzipSync(body, { level: 9 }).length,
              }),
            () => undefined,
          ),
        );
      });
      await page.goto(`${baseURL}${route}`, { waitUntil: 'networkidle' });
      // The route's own screen is on the page (its lazy chunk ran), and every body is read.
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await page.waitForLoadState('networkidle');
      await Promise.all(reading);
      await context.close();
      const files = [...scripts.entries()].map(([path, s]) => ({ path, ...s }));
      results[route] = {
        files: files.length,
        rawBytes: files.reduce((a, f) => a + f.raw, 0),
        gzipBytes: files.reduce((a, f) => a + f.gzip, 0),
        largest: files.sort((a, b) => b.gzip - a.gzip).slice(0, 3),
      };
      log(
        `${route}: ${results[route].files} scripts, ${(results[route].gzipBytes / 1024).toFixed(1)} KiB gzipped`,
      );
    }
  } finally {
    await browser.close();
  }
  return results;
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

let server;
let dataDir;
let code = 0;
try {
  if (!args.has('--no-build')) {
    log('building');
    if ((await run('pnpm', ['exec', 'vite', 'build', '--logLevel', 'warn'], { cwd: webDir })) !== 0)
      throw new Error('vite build failed');
  }
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  dataDir = mkdtempSync(join(tmpdir(), 'campus-bench-'));
  server = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_DIST: join(webDir, 'dist'),
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await waitForHealth(baseURL, server);
  const bundles = await measureBundles(baseURL);
  const lh = args.has('--no-lighthouse') ? undefined : await lighthouse(baseURL);
  console.log(JSON.stringify({ bundles, lighthouse: lh }, null, 2));
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
