#!/usr/bin/env node
// Builds what `pnpm start` runs — the web app (packages/web/dist, with .br/.gz twins) and the server
// (packages/server/dist/main.js) — and skips a build whose inputs did not change since it last ran.
//
// "Inputs" are the contents of the files that build reads (sources, configs, package.json files and
// the lockfile), hashed; the hash of the last good build is kept in node_modules/.cache/campus-build.
// A missing output always rebuilds. `--force` rebuilds both.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensurePnpm } from './bootstrap.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const cacheDir = join(root, 'node_modules', '.cache', 'campus-build');

const targets = [
  {
    name: 'web',
    filter: '@campus/web',
    output: 'packages/web/dist/index.html',
    inputs: [
      'pnpm-lock.yaml',
      'tsconfig.base.json',
      'packages/web/src',
      'packages/web/index.html',
      'packages/web/scripts',
      'packages/web/vite.config.ts',
      'packages/web/package.json',
      'packages/web/tsconfig.json',
      'packages/ui/src',
      'packages/ui/package.json',
      'packages/time/src',
      'packages/time/package.json',
      'packages/tokens/src',
      'packages/tokens/package.json',
      'packages/sdk/src',
      'packages/sdk/package.json',
    ],
  },
  {
    name: 'server',
    filter: '@campus/server',
    output: 'packages/server/dist/main.js',
    inputs: [
      'pnpm-lock.yaml',
      'tsconfig.base.json',
      'packages/server/src',
      'packages/server/tsup.config.ts',
      'packages/server/package.json',
      'packages/server/tsconfig.json',
      // Bundled into dist/main.js from source (tsup.config.ts).
      'packages/time/src',
      'packages/time/package.json',
      'packages/tokens/src',
      'packages/tokens/package.json',
    ],
  },
];

/** Files under `path`, sorted; tests and stories are not part of any build. */
function files(path) {
  const abs = join(root, path);
  if (!existsSync(abs)) return [];
  if (!statSync(abs).isDirectory()) return [path];
  return readdirSync(abs, { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((e) => {
      const rel = join(path, e.name);
      if (e.isDirectory()) return files(rel);
      return /\.(test|stories)\.tsx?$/.test(e.name) ? [] : [rel];
    });
}

function hashInputs(target) {
  const hash = createHash('sha256');
  for (const file of target.inputs.flatMap(files)) {
    hash.update(relative(root, join(root, file)));
    hash.update('\0');
    hash.update(readFileSync(join(root, file)));
    hash.update('\0');
  }
  return hash.digest('hex');
}

/**
 * Builds every target whose inputs changed (all with `force`; only the named ones with `only`, as the
 * e2e run's E2E_SKIP_BUILD keeps the web app as it is); exits the process if one fails.
 */
export function buildAll({ force = false, only } = {}) {
  mkdirSync(cacheDir, { recursive: true });
  let env;
  for (const target of targets.filter((t) => !only || only.includes(t.name))) {
    const stamp = join(cacheDir, `${target.name}.sha256`);
    const hash = hashInputs(target);
    const fresh =
      !force &&
      existsSync(join(root, target.output)) &&
      existsSync(stamp) &&
      readFileSync(stamp, 'utf8') === hash;
    if (fresh) {
      console.log(`build: ${target.name} is up to date (inputs unchanged)`);
      continue;
    }
    env ??= ensurePnpm(); // only a real build needs pnpm (a restart does not even start it)
    console.log(`build: ${target.name}…`);
    const started = Date.now();
    const result = spawnSync('pnpm', ['--filter', target.filter, 'build'], {
      cwd: root,
      env,
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    if (result.status !== 0) {
      console.error(`build: ${target.name} failed`);
      process.exit(result.status ?? 1);
    }
    writeFileSync(stamp, hash);
    console.log(`build: ${target.name} done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  buildAll({ force: process.argv.includes('--force') });
}
