#!/usr/bin/env node
// Server throughput benchmark (`pnpm --filter @campus/server bench`, or `node scripts/bench-server.mjs`).
//
// Starts, each in its own process on 127.0.0.1 (loopback only):
//   - a bare Fastify route answering {"ok":true} — the ceiling of this machine in this run;
//   - the real Campus server (PGlite in a temporary data dir, demo data seeded).
// Then measures with autocannon, for a bounded time each (BENCH_SECONDS, default 10; BENCH_CONNECTIONS,
// default 10): the bare route, POST /api/auth/login (argon2id at production cost — slow on purpose)
// and GET /api/users (authenticated list: token check + a user lookup + a page query + validation).
// Prints requests/s and p99 latency; writes bench-results/server.json.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const serverDir = join(root, 'packages', 'server');
const require = createRequire(join(serverDir, 'package.json'));

// Child mode: the bare Fastify baseline.
if (process.argv[2] === '--bare') {
  const Fastify = require('fastify');
  const app = Fastify({ logger: false });
  app.get('/bare', async () => ({ ok: true }));
  await app.listen({ port: Number(process.argv[3]), host: '127.0.0.1' });
  process.send?.('ready');
  process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
} else {
  await main();
}

function freePort() {
  return new Promise((resolve) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
}

async function waitFor(url, ms = 180_000) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not come up within ${ms / 1000} s`);
}

async function main() {
  const autocannon = require('autocannon');
  const seconds = Number(process.env.BENCH_SECONDS ?? 10);
  const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
  const children = [];
  const dataDir = mkdtempSync(join(tmpdir(), 'campus-bench-'));
  const stopAll = () => {
    for (const c of children) if (c.exitCode === null) c.kill('SIGTERM');
  };
  process.on('exit', stopAll);
  process.on('SIGINT', () => process.exit(130));

  try {
    const barePort = await freePort();
    const bare = spawn(
      process.execPath,
      [fileURLToPath(import.meta.url), '--bare', String(barePort)],
      {
        stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      },
    );
    children.push(bare);

    const port = await freePort();
    const campus = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: serverDir,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        SEED_DEMO: 'true',
        DATABASE_URL: '',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    children.push(campus);

    const base = `http://127.0.0.1:${port}`;
    await Promise.all([
      waitFor(`http://127.0.0.1:${barePort}/bare`),
      waitFor(`${base}/api/health`),
    ]);

    const credentials = JSON.stringify({ email: 'admin@campus.test', password: 'campus123' });
    const login = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: credentials,
    });
    if (!login.ok) throw new Error(`demo login failed: ${login.status} ${await login.text()}`);
    const { token } = await login.json();

    const run = (title, opts) =>
      new Promise((resolve, reject) => {
        autocannon({ duration: seconds, connections, ...opts }, (err, result) => {
          if (err) return reject(err);
          const errors = result.non2xx + result.errors + result.timeouts;
          resolve({
            title,
            requestsPerSecond: Math.round(result.requests.average),
            p99Ms: result.latency.p99,
            p50Ms: result.latency.p50,
            total: result.requests.total,
            failed: errors,
          });
        });
      });

    const results = [];
    results.push(await run('bare Fastify GET /bare', { url: `http://127.0.0.1:${barePort}/bare` }));
    results.push(
      await run('GET /api/users?pageSize=20 (admin token)', {
        url: `${base}/api/users?pageSize=20`,
        headers: { authorization: `Bearer ${token}` },
      }),
    );
    results.push(
      await run('POST /api/auth/login (argon2id)', {
        url: `${base}/api/auth/login`,
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: credentials,
      }),
    );

    const machine = `${process.version}, ${seconds}s x ${connections} connections per run, loopback`;
    console.log(`\nCampus server benchmark (${machine})\n`);
    console.log('| endpoint | req/s | p50 ms | p99 ms | failed |');
    console.log('| --- | ---: | ---: | ---: | ---: |');
    for (const r of results) {
      console.log(
        `| ${r.title} | ${r.requestsPerSecond} | ${r.p50Ms} | ${r.p99Ms} | ${r.failed} |`,
      );
    }
    const [bareResult, list] = results;
    console.log(
      `\nThe authenticated list runs at ${((list.requestsPerSecond / bareResult.requestsPerSecond) * 100).toFixed(1)}% of the bare route.`,
    );
    mkdirSync(join(root, 'bench-results'), { recursive: true });
    writeFileSync(
      join(root, 'bench-results', 'server.json'),
      JSON.stringify({ at: new Date().toISOString(), machine, results }, null, 2) + '\n',
    );
    if (results.some((r) => r.failed > 0)) process.exitCode = 1;
  } finally {
    stopAll();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
