#!/usr/bin/env node
// End-to-end run against `npm start`'s own setup: build what `npm start` builds (scripts/build.mjs:
// the web app with its prerendered pages, and the compiled server; each skipped when its inputs did
// not change), start servers through the function `npm start` uses (scripts/campus-server.mjs:
// production mode, the local mail catcher), one per test worker, each on free ports with a fresh data
// directory, wait for their /api/health, run the Playwright tests (vitest, node environment), and
// stop the servers it started — by their pids, whatever happened.
//
//   node e2e/run.mjs                 build + all tests
//   node e2e/run.mjs guard           only test files matching "guard"
//   E2E_SKIP_BUILD=1 node e2e/run.mjs   reuse packages/web/dist as it is (the server is still built
//                                       when its sources changed)
//   E2E_WORKERS=1 node e2e/run.mjs   one file at a time against one server (default: 2)
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildAll } from '../../../scripts/build.mjs';
import { startCampusServer } from '../../../scripts/campus-server.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const webDir = resolve(here, '..');
const started = Date.now();
const log = (msg) => console.log(`[e2e ${((Date.now() - started) / 1000).toFixed(1)}s] ${msg}`);

function run(cmd, args, opts) {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(cmd, args, { stdio: 'inherit', ...opts });
    child.on('error', reject);
    child.on('exit', (code, signal) => resolvePromise(code ?? (signal ? 1 : 0)));
  });
}

function freePort() {
  return new Promise((resolvePromise, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolvePromise(port));
    });
  });
}

async function waitForHealth(
  baseURL,
  server,
  timeoutMs = Number(process.env.E2E_HEALTH_TIMEOUT_MS ?? 240_000),
) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null)
      throw new Error(`the server exited (${server.exitCode}) before it was healthy`);
    try {
      const res = await fetch(`${baseURL}/api/health`);
      if (res.ok) return;
    } catch {
      // Not listening yet.
    }
    // Poll, not sleep-and-hope: this is the readiness check itself.
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no healthy answer from ${baseURL}/api/health within ${timeoutMs / 1000}s`);
}

function stopServer(server) {
  return new Promise((resolvePromise) => {
    if (server.exitCode !== null || server.signalCode !== null) return resolvePromise();
    const force = setTimeout(() => {
      try {
        process.kill(server.pid, 'SIGKILL');
      } catch {
        // Already gone.
      }
    }, 10_000);
    server.once('exit', () => {
      clearTimeout(force);
      resolvePromise();
    });
    try {
      process.kill(server.pid, 'SIGTERM');
    } catch {
      clearTimeout(force);
      resolvePromise();
    }
  });
}

/**
 * How many test files run at once, each worker against a server of its own (own database, own mail
 * catcher): one worker leaves a third of two cores idle while a page loads or a journey waits on the
 * server, and a server per worker keeps one journey's writes out of another's pages.
 */
const workers = Math.max(1, Number(process.env.E2E_WORKERS ?? 2));

/** One server as `npm start` starts it, on free ports, with a fresh data directory. */
async function startOne() {
  const port = await freePort();
  // The mail catcher `npm start` runs (MAIL_CATCHER), on a free port: journeys read mails from it.
  const mailPort = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'campus-e2e-'));
  const baseURL = `http://127.0.0.1:${port}`;
  log(`starting a server on ${baseURL} (data in ${dataDir})`);
  // npm start's own start (one node process: its pid is the server's), with the mail catcher it
  // runs when no SMTP_URL is set; only where it listens and keeps its data differ.
  const server = startCampusServer(
    {
      ...process.env,
      // The suite reads its mails from the catcher, never from a real SMTP server.
      SMTP_URL: undefined,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_DIST: join(webDir, 'dist'),
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
      // As behind a real proxy: every simulated person has an address (support/env.ts clientAddress).
      TRUST_PROXY: 'true',
      MAIL_CATCHER_PORT: String(mailPort),
    },
    ['ignore', 'inherit', 'inherit'],
  );
  return { server, dataDir, baseURL, mailURL: `http://127.0.0.1:${mailPort}` };
}

const servers = [];
let code = 1;
const onSignal = () => {
  for (const { server } of servers) process.kill(server.pid, 'SIGTERM');
  process.exit(130);
};
process.once('SIGINT', onSignal);
process.once('SIGTERM', onSignal);

try {
  log('building what `npm start` builds (the web app and its prerendered pages, the server)');
  buildAll({ only: process.env.E2E_SKIP_BUILD ? ['server'] : undefined });

  for (let i = 0; i < workers; i++) servers.push(await startOne());
  await Promise.all(servers.map(({ baseURL, server }) => waitForHealth(baseURL, server)));
  log(
    `${servers.length === 1 ? 'the server is' : `${servers.length} servers are`} healthy; running the tests`,
  );

  // Worker n (VITEST_POOL_ID) drives server n: support/env.ts picks its own from these lists.
  code = await run(
    'pnpm',
    ['exec', 'vitest', 'run', '-c', 'e2e/vitest.config.ts', ...process.argv.slice(2)],
    {
      cwd: webDir,
      env: {
        ...process.env,
        E2E_WORKERS: String(servers.length),
        E2E_BASE_URL: servers.map((s) => s.baseURL).join(' '),
        E2E_MAIL_URL: servers.map((s) => s.mailURL).join(' '),
      },
    },
  );
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  code = 1;
} finally {
  await Promise.all(
    servers.map(async ({ server, dataDir }) => {
      log(`stopping the server (pid ${server.pid})`);
      await stopServer(server);
      rmSync(dataDir, { recursive: true, force: true });
    }),
  );
  log(`done: ${code === 0 ? 'passed' : 'failed'}`);
  process.exit(code);
}
