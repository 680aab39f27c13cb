// What `npm start` and `npm test` need on a fresh machine that has only Node 20 and npm: pnpm 10.34.9
// and the workspace's dependencies. Used by scripts/start.mjs and scripts/test.mjs; plain Node, no
// dependencies of its own.
//
// pnpm: the one on PATH when it is 10.34.9; else a global `npm install -g pnpm@10.34.9`; where that is
// not allowed (no root, no writable global prefix), a private copy in .tools/pnpm. Corepack is not
// used on purpose: it fails against registries without signatures (../shared/TOOLING.md).
import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { delimiter, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');
export const PNPM_VERSION = '10.34.9';
const localPnpm = join(root, '.tools', 'pnpm');

export const say = (message) => console.log(`\n== ${message}`);

function pnpmVersion(env) {
  const r = spawnSync('pnpm', ['--version'], { env, encoding: 'utf8' });
  return r.status === 0 ? r.stdout.trim() : null;
}

/** An environment whose PATH finds pnpm PNPM_VERSION (installing it when needed). */
let found;
export function ensurePnpm() {
  found ??= findPnpm();
  return found;
}

function findPnpm() {
  const withLocal = {
    ...process.env,
    PATH: [join(localPnpm, 'node_modules', '.bin'), process.env.PATH].join(delimiter),
  };
  if (pnpmVersion(process.env) === PNPM_VERSION) return process.env;
  if (pnpmVersion(withLocal) === PNPM_VERSION) return withLocal;
  say(`installing pnpm ${PNPM_VERSION} (npm install -g)`);
  const global = spawnSync('npm', ['install', '-g', `pnpm@${PNPM_VERSION}`], {
    stdio: 'inherit',
  });
  if (global.status === 0 && pnpmVersion(process.env) === PNPM_VERSION) return process.env;
  say(`no global install here; installing pnpm ${PNPM_VERSION} into .tools/pnpm`);
  const local = spawnSync(
    'npm',
    ['install', '--prefix', localPnpm, '--no-audit', '--no-fund', `pnpm@${PNPM_VERSION}`],
    { stdio: 'inherit' },
  );
  if (local.status !== 0 || pnpmVersion(withLocal) !== PNPM_VERSION) {
    console.error(
      `Could not install pnpm ${PNPM_VERSION}. Install it yourself (npm install -g pnpm@${PNPM_VERSION}) and run this again.`,
    );
    process.exit(1);
  }
  return withLocal;
}

/**
 * Installs the dependencies when they are missing or older than the lockfile. Returns the environment
 * to run pnpm with — found (or installed) only when something must be installed, so that a restart
 * of an installed checkout does not spend time on it.
 */
export function ensureDependencies() {
  const marker = join(root, 'node_modules', '.modules.yaml');
  const lock = join(root, 'pnpm-lock.yaml');
  const current =
    existsSync(marker) &&
    statSync(marker).mtimeMs >= statSync(lock).mtimeMs &&
    ['web', 'server', 'ui', 'sdk'].every((p) =>
      existsSync(join(root, 'packages', p, 'node_modules')),
    );
  if (current) return process.env;
  const env = ensurePnpm();
  say('installing dependencies (pnpm install --frozen-lockfile)');
  run(env, 'pnpm', ['install', '--frozen-lockfile']);
  return env;
}

/** Runs a command in the repository root; exits with its status when it fails. */
export function run(env, command, args, options = {}) {
  const r = spawnSync(command, args, { cwd: root, env, stdio: 'inherit', ...options });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
