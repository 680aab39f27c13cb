#!/usr/bin/env node
// The first-load JavaScript budgets, checked on the build (`node bench/budget.mjs`, and in `npm test`
// through e2e/first-load.e2e.ts, which also checks these figures against what Chromium receives).
//
// What a route's first visit downloads is read from Vite's manifest (dist/.vite/manifest.json): the
// chunks of the modules the visit runs (`firstLoads`: the entry, the route's page, and for a
// signed-in visit the signed-in route table, the root actors and the layout parts a session shows),
// each with its static imports, transitively. Those are exactly the <script>, the modulepreloads
// index.html and the prerendered pages carry and the ones Vite preloads beside a dynamic import.
//
// Bytes are gzip's, as the budget is written: each chunk's .gz twin (the server's precompressed
// file, written by the build with Zopfli (scripts/precompress.mjs); see servedGzipBytes for the few without one) is exactly the body a client that accepts gzip only receives — e2e/first-load.e2e.ts asks
// Chromium to accept gzip only and compares byte for byte. Headers are not counted. A browser that
// accepts brotli (Chromium does on 127.0.0.1 and over HTTPS) gets the .br twins, which are smaller.
//
// A visit whose budget is not met yet has a `limit`, the figure it has reached: the check holds it
// there (it fails on any growth) and the report shows the budget still to reach.
//
// A broken budget exits 1 and lists the route's chunks, largest first, with the change against
// bench/budget-baseline.json, so the chunk that grew is named. `--update-baseline` rewrites that
// file from the build (after a deliberate change).
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const KiB = 1024;

/**
 * What every signed-in first visit loads besides its page: the signed-in route table, the root
 * actors and their transport (HTTP, the socket), and the shell's parts a session shows on a desktop
 * (the side panel, the bell, the pending-payment button, the profile dialog; the account menu
 * takes the side panel's place below the desktop width).
 */
const signedInShell = [
  'src/app/signed-in-routes.tsx',
  'src/app/root-actors.ts',
  '../sdk/src/core/axios-client.ts',
  '../sdk/src/realtime.ts',
  'src/app/layouts/side-panel.tsx',
  'src/features/notifications/notification-bell.tsx',
  'src/features/payments/pending-payment-button.tsx',
  'src/features/identity/profile-settings-dialog.tsx',
];

/**
 * Each budgeted first visit: who makes it, the page, its budget (bytes of gzipped JavaScript), its
 * limit where the budget is not met yet, and the manifest keys of the modules it runs (their
 * static imports follow). e2e/first-load.e2e.ts
 * makes each visit in Chromium and fails when the files it received are not these modules' chunks.
 */
export const firstLoads = [
  {
    route: '/',
    who: 'visitor',
    budget: 100 * KiB,
    modules: ['index.html', 'src/app/routes/home.tsx'],
  },
  {
    route: '/login',
    who: 'visitor',
    budget: 100 * KiB,
    modules: ['index.html', 'src/app/routes/login.tsx'],
  },
  {
    route: '/courses',
    who: 'visitor',
    budget: 100 * KiB,
    modules: ['index.html', 'src/app/routes/courses.tsx'],
  },
  // Every signed-in first visit carries axios (20 KiB), socket.io (12 KiB), XState (13 KiB) and the
  // shell's Radix parts (popover, dialog: ~29 KiB); the mentor's page its data table (15.5 KiB) too
  // (its forms, zod and react-hook-form, load when a form opens), with the table's "Sort by" group
  // for the columns it folds on a narrow screen (0.1 KiB). The mentor's and admin's holds
  // include the radar's routes (/radar, /admin/radar, /radar/attendance) in the route table and
  // their keys in the change map (0.2 KiB; the attendance report's chart, uPlot, loads only with
  // that page). The dashboard's hold includes its programme card, the shared task-status words and
  // the welcome's query (1.4 KiB; the mentor's page 0.2 KiB of the same). Every page's share of the
  // SDK's mutator includes asking a download for its bytes and loading the helper that names the
  // File on the first download (0.1 KiB).
  ...[
    ['student', '/dashboard', 199, ['src/app/routes/dashboard.tsx']],
    ['mentor', '/mentor-dashboard', 235.3, ['src/app/routes/mentor-dashboard.tsx']],
    ['admin', '/admin', 195.8, ['src/app/layouts/admin-layout.tsx', 'src/app/routes/admin.tsx']],
    ['instructor', '/dashboard', 199, ['src/app/routes/dashboard.tsx']],
  ].map(([who, route, limit, pages]) => ({
    route,
    who,
    budget: 150 * KiB,
    limit: limit * KiB,
    modules: ['index.html', ...signedInShell, ...pages],
  })),
];

/**
 * A shared chunk's key without its content hash, the same from build to build (`_kit-DFDuyTEP.js` →
 * `_kit.js`); a module's key (its source path) is already.
 */
export const stableName = (key) =>
  key.startsWith('_') ? key.replace(/-[\w-]{8}(\.js)$/, '$1') : key;

/** Each key's name in reports: its stable name, or the key itself where two chunks share one. */
function chunkNames(manifest) {
  const count = new Map();
  for (const key of Object.keys(manifest)) {
    count.set(stableName(key), (count.get(stableName(key)) ?? 0) + 1);
  }
  return (key) => (count.get(stableName(key)) === 1 ? stableName(key) : key);
}

/**
 * The manifest keys a visit loads: `modules` and everything they import statically. Throws, in plain
 * words, on a key the manifest does not have (a page renamed or moved).
 */
export function firstLoadKeys(manifest, modules) {
  const seen = new Set();
  const visit = (key, from) => {
    if (seen.has(key)) return;
    if (!manifest[key]) {
      throw new Error(
        from
          ? `${from} imports ${key}, which Vite's manifest does not have`
          : `${key} is not in Vite's manifest: was the page renamed or moved? (bench/budget.mjs firstLoads)`,
      );
    }
    seen.add(key);
    for (const next of manifest[key].imports ?? []) visit(next, key);
  };
  for (const key of modules) visit(key);
  return [...seen];
}

/**
 * Every budgeted visit weighed: its chunks (file, stable name, gzipped bytes; largest first), the
 * total, and whether it is over. `sizeOf(file)` gives a built file's gzipped bytes.
 */
export function weighFirstLoads(manifest, sizeOf, loads = firstLoads) {
  const nameOf = chunkNames(manifest);
  return loads.map((load) => {
    const chunks = firstLoadKeys(manifest, load.modules)
      .map((key) => ({
        key,
        name: nameOf(key),
        file: manifest[key].file,
        gzipBytes: sizeOf(manifest[key].file),
      }))
      .sort((a, b) => b.gzipBytes - a.gzipBytes || a.name.localeCompare(b.name));
    const total = chunks.reduce((sum, c) => sum + c.gzipBytes, 0);
    return { ...load, chunks, total, over: total > (load.limit ?? load.budget) };
  });
}

const kib = (bytes) => (bytes / KiB).toFixed(1);
const signed = (bytes) => `${bytes > 0 ? '+' : ''}${kib(bytes)}`;

/**
 * What is wrong, one paragraph per visit over budget: the total against the budget, then every chunk
 * with its gzipped size and its change against `baseline` (a route's { chunk name: bytes }); the
 * chunks that are new or grew are marked. Empty when every visit is within its budget.
 */
export function budgetFailures(weighed, baseline = {}) {
  return weighed
    .filter((w) => w.over)
    .map((w) => {
      const before = baseline[w.route] ?? {};
      const lines = w.chunks.map((c) => {
        const was = before[c.name];
        const change =
          was === undefined ? 'new' : c.gzipBytes > was ? `grew ${signed(c.gzipBytes - was)}` : '';
        return `  ${c.name} (${c.file}): ${kib(c.gzipBytes)} KiB${change ? `  <- ${change}` : ''}`;
      });
      const gone = Object.keys(before).filter((name) => !w.chunks.some((c) => c.name === name));
      const allowed = w.limit ?? w.budget;
      const bound =
        w.limit === undefined
          ? `budget of ${kib(w.budget)} KiB`
          : `limit of ${kib(w.limit)} KiB (its budget, not met yet: ${kib(w.budget)} KiB)`;
      return [
        `${w.route} (${w.who}): ${kib(w.total)} KiB of JavaScript gzipped on the first visit, over its ${bound} by ${kib(w.total - allowed)} KiB. Its chunks, gzipped (change against bench/budget-baseline.json):`,
        ...lines,
        ...(gone.length ? [`  no longer loaded: ${gone.join(', ')}`] : []),
      ].join('\n');
    });
}

/** The table of every visit: route, who, total, budget, then its chunks. */
export function budgetReport(weighed) {
  return weighed
    .map(
      (w) =>
        `${w.over ? 'OVER' : 'ok  '} ${w.route} (${w.who}): ${kib(w.total)} KiB gzipped, budget ${kib(w.budget)} KiB${w.limit === undefined ? '' : `, held at ${kib(w.limit)} KiB until it is met`}\n` +
        w.chunks.map((c) => `       ${kib(c.gzipBytes).padStart(6)} KiB  ${c.name}`).join('\n'),
    )
    .join('\n');
}

/** The baseline file's shape: per route, each chunk's gzipped bytes. */
export const toBaseline = (weighed) =>
  Object.fromEntries(
    weighed.map((w) => [w.route, Object.fromEntries(w.chunks.map((c) => [c.name, c.gzipBytes]))]),
  );

const webDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const baselineFile = join(webDir, 'bench', 'budget-baseline.json');

/**
 * Bytes the server sends a gzip-only client for a built file: its .gz twin; a file without one (a
 * few tiny chunks gzip does not shrink) goes through the server's on-the-fly compression, which
 * streams it gzipped all the same.
 */
export function servedGzipBytes(file, dist = join(webDir, 'dist')) {
  const path = join(dist, file);
  if (!existsSync(path)) throw new Error(`${path} is missing: build the web app first`);
  return existsSync(`${path}.gz`)
    ? statSync(`${path}.gz`).size
    : gzipSync(readFileSync(path)).length;
}

/** The build's manifest, or a plain error when there is no build. */
export function readManifest(dist = join(webDir, 'dist')) {
  const path = join(dist, '.vite', 'manifest.json');
  if (!existsSync(path)) {
    throw new Error(
      `${path} is missing: build the web app first (pnpm --filter @campus/web build)`,
    );
  }
  return JSON.parse(readFileSync(path, 'utf8'));
}

export const readBaseline = () =>
  existsSync(baselineFile) ? JSON.parse(readFileSync(baselineFile, 'utf8')) : {};

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const weighed = weighFirstLoads(readManifest(), (file) => servedGzipBytes(file));
  console.log(budgetReport(weighed));
  if (process.argv.includes('--update-baseline')) {
    writeFileSync(baselineFile, `${JSON.stringify(toBaseline(weighed), null, 2)}\n`);
    console.log(`wrote ${baselineFile}`);
  }
  const failures = budgetFailures(weighed, readBaseline());
  if (failures.length) {
    console.error(`\n${failures.join('\n\n')}`);
    process.exit(1);
  }
}
