#!/usr/bin/env node
// Realtime past one machine (issue 26): `pnpm bench:realtime` (not part of the tests).
//
// Starts a throwaway PostgreSQL cluster (scripts/bench-kit.mjs) and TWO built servers
// (packages/server/dist/main.js, built first unless --no-build) on it, so the Postgres adapter
// carries events between them; the first one migrates and seeds the demo world, the second starts
// once it answers. In front of them a round-robin TCP proxy on loopback (each new connection goes
// to the next instance; the clients use the WebSocket transport, which needs no sticky sessions).
// BENCH_DIRECT=1 skips the proxy and splits the clients across the two ports directly.
//
// BENCH_SOCKETS (default 2,000) students are added to the demo student's batch, each connects one
// socket.io client through the proxy, and then BENCH_ROUNDS times (default 3) the admin sets a task
// for the batch (POST /api/tasks, through the proxy: one instance stores a notification per student
// and fans the event out). Per round it prints how many of the sockets received `task_created`
// (0 lost is the target) and p50/p99 latency twice: from the emit — taken as the first receipt, a
// socket of the instance that answered the POST, which emits to its own sockets right after the
// commit — and from the POST being sent (which includes creating the task and storing the 2,000
// notifications), with the POST's own time. Memory per socket on each instance is its RSS
// growth from before the clients connected to after, divided by the sockets it holds. All clients
// share this process's event loop: the late receipts include the client side's decoding.
// Writes bench-results/realtime.json.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { connect as tcpConnect, createServer as tcpServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  connectClient,
  freePort,
  percentile,
  startPostgres,
  tokenSigner,
  waitFor,
} from './bench-kit.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const serverDir = join(root, 'packages', 'server');
const require = createRequire(join(serverDir, 'package.json'));
const { io: ioClient } = require('socket.io-client');

const socketCount = Number(process.env.BENCH_SOCKETS ?? 2000);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const direct = process.env.BENCH_DIRECT === '1';
const JWT_SECRET = 'bench-realtime-secret-that-is-at-least-32-characters';

const round1 = (n) => Math.round(n * 10) / 10;

/** Resident memory of a process, in bytes (Linux). */
function rss(pid) {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+) kB/m);
  return Number(line[1]) * 1024;
}

/** Each new TCP connection to the next backend port in turn. */
function roundRobinProxy(ports) {
  let next = 0;
  const server = tcpServer((client) => {
    const upstream = tcpConnect(ports[next++ % ports.length], '127.0.0.1');
    client.pipe(upstream).pipe(client);
    const end = () => {
      client.destroy();
      upstream.destroy();
    };
    client.on('error', end);
    upstream.on('error', end);
    client.on('close', end);
    upstream.on('close', end);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

/** Runs `fn` over `items`, at most `limit` at a time. */
async function pool(items, limit, fn) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      await fn(items[i], i);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

async function main() {
  const children = [];
  const sockets = [];
  let proxy;
  let client;
  const postgres = await startPostgres();
  const stopAll = () => {
    for (const s of sockets) s.disconnect();
    proxy?.close();
    for (const c of children) if (c.exitCode === null) c.kill('SIGTERM');
  };
  process.on('SIGINT', () => process.exit(130));
  try {
    if (!process.argv.includes('--no-build')) {
      const built = spawnSync('pnpm', ['--filter', '@campus/server', 'build'], {
        cwd: root,
        stdio: ['ignore', 'inherit', 'inherit'],
      });
      if (built.status !== 0) throw new Error('the server build failed');
    }
    const startInstance = async (seed) => {
      const port = await freePort();
      const child = spawn(process.execPath, [join(serverDir, 'dist', 'main.js')], {
        cwd: serverDir,
        env: {
          ...process.env,
          NODE_ENV: 'production',
          PORT: String(port),
          HOST: '127.0.0.1',
          DATA_DIR: mkdtempSync(join(tmpdir(), 'campus-realtime-data-')),
          DATABASE_URL: postgres.url,
          JWT_SECRET,
          LOG_LEVEL: 'warn',
          SEED_DEMO: String(seed),
          WEB_DIST: join(tmpdir(), 'campus-realtime-no-web'),
        },
        stdio: ['ignore', 'ignore', 'inherit'],
      });
      children.push(child);
      await waitFor(`http://127.0.0.1:${port}/api/health`);
      return { port, pid: child.pid };
    };
    // One after the other: the first migrates and seeds, the second finds the schema ready.
    const instances = [await startInstance(true), await startInstance(false)];
    proxy = direct ? undefined : await roundRobinProxy(instances.map((i) => i.port));
    const proxyPort = proxy?.address().port;

    client = await connectClient(postgres.url);
    const tokenFor = tokenSigner(JWT_SECRET);
    const [admin] = (
      await client.query(
        "SELECT id, role, token_version FROM users WHERE email = 'admin@campus.test'",
      )
    ).rows;
    const [batch] = (
      await client.query(
        'SELECT batch_month_year AS "monthYear", batch_domain AS domain FROM users WHERE email = \'student@campus.test\'',
      )
    ).rows;
    await client.query(
      `INSERT INTO users (name, email, role, batch_month_year, batch_domain)
       SELECT 'Bench ' || n, 'bench-rt-' || n || '@bench.test', 'student', $2, $3
       FROM generate_series(1, $1::int) AS n`,
      [socketCount, batch.monthYear, batch.domain],
    );
    const students = (
      await client.query(
        "SELECT id, role, token_version FROM users WHERE email LIKE 'bench-rt-%' ORDER BY email",
      )
    ).rows;
    const tokens = await Promise.all(students.map(tokenFor));
    const adminToken = await tokenFor(admin);

    const rssBefore = instances.map((i) => rss(i.pid));
    const t0 = performance.now();
    const portOf = (i) => (direct ? instances[i % 2].port : proxyPort);
    await pool(tokens, 50, async (token, i) => {
      const s = ioClient(`http://127.0.0.1:${portOf(i)}`, {
        auth: { token },
        transports: ['websocket'],
        reconnection: false,
      });
      sockets.push(s);
      await new Promise((resolve, reject) => {
        s.once('connect', resolve);
        s.once('connect_error', reject);
      });
    });
    const connectSeconds = (performance.now() - t0) / 1000;
    // Let the servers settle (the adapter's heartbeats, lazily allocated buffers) before measuring.
    await new Promise((r) => setTimeout(r, 2000));
    const rssAfter = instances.map((i) => rss(i.pid));
    // Sockets held by each instance: through the proxy, connection k went to instance k % 2.
    const held = [Math.ceil(socketCount / 2), Math.floor(socketCount / 2)];
    const memory = instances.map((_, i) => ({
      sockets: held[i],
      rssBeforeMB: round1(rssBefore[i] / 2 ** 20),
      rssAfterMB: round1(rssAfter[i] / 2 ** 20),
      kbPerSocket: round1((rssAfter[i] - rssBefore[i]) / held[i] / 1024),
    }));

    const results = [];
    for (let r = 0; r < rounds; r++) {
      const latencies = [];
      let start = 0;
      const all = new Promise((resolve) => {
        for (const s of sockets) {
          s.once('task_created', () => {
            latencies.push(performance.now() - start);
            if (latencies.length === sockets.length) resolve();
          });
        }
      });
      const timeout = new Promise((resolve) => setTimeout(resolve, 30_000));
      const base = `http://127.0.0.1:${direct ? instances[r % 2].port : proxyPort}`;
      start = performance.now();
      const res = await fetch(`${base}/api/tasks`, {
        method: 'POST',
        headers: { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          title: `Bench task ${r + 1}`,
          dueDate: new Date(Date.now() + 7 * 86_400_000).toISOString(),
          timezone: 'Asia/Kolkata',
          batch,
        }),
      });
      const postMs = performance.now() - start;
      if (res.status !== 201) throw new Error(`POST /api/tasks: ${res.status} ${await res.text()}`);
      await Promise.race([all, timeout]);
      for (const s of sockets) s.off('task_created');
      latencies.sort((a, b) => a - b);
      const fromEmit = latencies.map((l) => l - latencies[0]);
      const round = {
        delivered: latencies.length,
        lost: sockets.length - latencies.length,
        p50Ms: round1(percentile(fromEmit, 0.5)),
        p99Ms: round1(percentile(fromEmit, 0.99)),
        maxMs: round1(fromEmit.at(-1)),
        fromPostP50Ms: round1(percentile(latencies, 0.5)),
        fromPostP99Ms: round1(percentile(latencies, 0.99)),
        postMs: round1(postMs),
      };
      results.push(round);
      console.log(
        `round ${r + 1}: delivered ${round.delivered}/${sockets.length} (lost ${round.lost}), ` +
          `from the emit p50 ${round.p50Ms} ms, p99 ${round.p99Ms} ms, max ${round.maxMs} ms; ` +
          `from the POST p50 ${round.fromPostP50Ms} ms, p99 ${round.fromPostP99Ms} ms (answered in ${round.postMs} ms)`,
      );
    }
    const summary = {
      sockets: socketCount,
      instances: 2,
      via: direct ? 'direct (clients split across the two ports)' : 'round-robin TCP proxy',
      connectSeconds: round1(connectSeconds),
      memory,
      rounds: results,
    };
    console.log(
      `${socketCount} sockets (${summary.via}) connected in ${summary.connectSeconds} s; memory per socket: ` +
        memory
          .map((m, i) => `instance ${i + 1} ${m.kbPerSocket} KB (${m.sockets} sockets)`)
          .join(', '),
    );
    mkdirSync(join(root, 'bench-results'), { recursive: true });
    writeFileSync(join(root, 'bench-results', 'realtime.json'), JSON.stringify(summary, null, 2));
    if (results.some((r) => r.lost > 0)) process.exitCode = 1;
  } finally {
    stopAll();
    await client?.end().catch(() => {});
    postgres.stop();
  }
}

await main();
