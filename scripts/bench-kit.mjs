// What the benchmarks share (scripts/bench-server.mjs, bench-scale.mjs, bench-realtime.mjs): a free
// loopback port, waiting for a server to answer, a percentile, a throwaway PostgreSQL cluster, a
// client of it, the built server started on it, and tokens signed the way the server signs them.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

// The server's own copies of pg and jose (the root workspace does not depend on them).
const serverDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'packages', 'server');
const requireServer = createRequire(join(serverDir, 'package.json'));

export function freePort() {
  return new Promise((resolve) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
}

export async function waitFor(url, ms = 300_000) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not come up within ${ms / 1000} s`);
}

/** The value at fraction `p` of an ascending array (nearest rank). */
export function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))];
}

/** A PostgreSQL cluster in a temporary dir, owned by a non-root user when run as root (initdb refuses root). */
export async function startPostgres({ keepIn } = {}) {
  const versions = readdirSync('/usr/lib/postgresql').sort((a, b) => Number(a) - Number(b));
  const bin = join('/usr/lib/postgresql', versions.at(-1), 'bin');
  // `keepIn`: a directory whose cluster is started again when it is there, and kept when stopped.
  const kept = keepIn !== undefined && existsSync(join(keepIn, 'data', 'PG_VERSION'));
  if (keepIn !== undefined) mkdirSync(keepIn, { recursive: true });
  const dir = keepIn ?? mkdtempSync(join(tmpdir(), 'campus-bench-pg-'));
  const asUser = process.getuid?.() === 0 ? 'postgres' : undefined;
  if (asUser) spawnSync('chown', [asUser, dir]);
  const run = (cmd, args) => {
    const r = asUser
      ? spawnSync('runuser', ['-u', asUser, '--', join(bin, cmd), ...args], { encoding: 'utf8' })
      : spawnSync(join(bin, cmd), args, { encoding: 'utf8' });
    if (r.status !== 0) throw new Error(`${cmd} failed: ${r.stderr || r.stdout}`);
  };
  const port = await freePort();
  if (!kept)
    run('initdb', [
      '-D',
      join(dir, 'data'),
      '-U',
      'campus',
      '--auth=trust',
      '-E',
      'UTF8',
      '--no-locale',
    ]);
  run('pg_ctl', [
    '-D',
    join(dir, 'data'),
    '-l',
    join(dir, 'server.log'),
    '-w',
    '-t',
    '60',
    '-o',
    `-c listen_addresses=127.0.0.1 -p ${port} -k ${dir} -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c shared_buffers=256MB -c maintenance_work_mem=256MB`,
    'start',
  ]);
  return {
    url: `postgresql://campus@127.0.0.1:${port}/postgres`,
    /** Whether the cluster was found in `keepIn` (its databases are there already). */
    kept,
    stop() {
      if (keepIn !== undefined) {
        run('pg_ctl', ['-D', join(dir, 'data'), '-m', 'fast', 'stop']);
        return;
      }
      try {
        run('pg_ctl', ['-D', join(dir, 'data'), '-m', 'immediate', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

/** A connected client of the bench's cluster; the cluster stops (immediate) at the end of a run, so
 * a closing connection is not an error of the run. */
export async function connectClient(url) {
  const pg = requireServer('pg');
  const client = new pg.Client({ connectionString: url });
  client.on('error', () => {});
  await client.connect();
  return client;
}

/** Signs a token for a users row ({ id, role, token_version }) as the server would, with `secret`. */
export function tokenSigner(secret) {
  const { SignJWT } = requireServer('jose');
  const key = new TextEncoder().encode(secret);
  return (row) =>
    new SignJWT({ role: row.role, ver: row.token_version })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(row.id)
      .setIssuedAt()
      .setExpirationTime('2h')
      .sign(key);
}

/**
 * The built server (packages/server/dist/main.js) in production mode on 127.0.0.1, a fresh data
 * directory (removed when it exits) and no web build, on `databaseUrl`; `env` adds to (or overrides)
 * that. Resolves once it answers /api/health, with its port, base URL, process and a `stop()` that
 * waits for its exit.
 */
export async function startBuiltServer({ databaseUrl, jwtSecret, name, env = {} }) {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), `campus-${name}-data-`));
  const child = spawn(process.execPath, [join(serverDir, 'dist', 'main.js')], {
    cwd: serverDir,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      JWT_SECRET: jwtSecret,
      LOG_LEVEL: 'warn',
      WEB_DIST: join(tmpdir(), `campus-${name}-no-web`),
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  child.once('exit', () => rmSync(dataDir, { recursive: true, force: true }));
  const base = `http://127.0.0.1:${port}`;
  const stop = () =>
    new Promise((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', resolve);
      child.kill('SIGTERM');
    });
  try {
    await waitFor(`${base}/api/health`);
  } catch (err) {
    await stop();
    throw err;
  }
  return { port, base, child, stop };
}
