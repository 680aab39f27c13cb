#!/usr/bin/env node
// Realtime past one machine: `pnpm bench:realtime` (not part of the tests).
//
// Starts a throwaway PostgreSQL cluster (scripts/bench-kit.mjs) and TWO built servers
// (packages/server/dist/main.js, built first unless --no-build) on it, so the Postgres adapter
// carries events between them; the first one migrates and seeds the demo world, the second starts
// once it answers. In front of them a round-robin TCP proxy on loopback (each new connection goes
// to the next instance; the clients use the WebSocket transport, which needs no sticky sessions).
// BENCH_DIRECT=1 skips the proxy and splits the clients across the two ports directly. The proxy is
// HAProxy (`mode tcp`, `balance roundrobin`; Debian's `apt-get install haproxy`) when it is
// installed, else a small Node TCP proxy in this process (BENCH_PROXY=node forces it). Measured:
// the Node proxy and the 2,000 clients at 170–250 ms of CPU a round on these 2 cores —
// more than both servers' fan-out together — so with it the latencies mostly measured the rig;
// HAProxy relays in C at a fraction of that (its CPU is printed per round beside the clients').
//
// BENCH_SOCKETS (default 2,000) students are added to the demo student's batch, each connects one
// socket.io client through the proxy, and then BENCH_ROUNDS times (default 3) the admin sets a task
// for the batch (POST /api/tasks, through the proxy: one instance stores a notification per student
// and fans the event out). Per round it prints how many of the sockets received `task_created`
// (0 lost is the target) and p50/p99 latency twice: from the emit — taken as the first receipt, a
// socket of the instance that answered the POST, which emits to its own sockets right after the
// commit — and from the POST being sent (which includes creating the task and storing the 2,000
// notifications), with the POST's own time. Memory per socket on each instance is its RSS
// growth from before the clients connected to after, divided by the sockets it holds.
// The clients live in BENCH_WORKERS worker threads (default: one per core), each holding its share
// of the sockets: in a real campus each socket is another person's machine, and 2,000 clients decoding
// on one event loop measured that loop's queue (p99 1.6–4.0 s), not the delivery. More
// threads than cores cost more than they spread: the clients measured 118–156 ms of CPU
// a round with 4 threads on these 2 cores against 37–67 ms with 2 (the same frames, more wake-ups).
// Receipts are stamped on one clock shared by the threads (performance.timeOrigin + now()).
// Per round it also prints the CPU time each server and this process (the proxy and the clients)
// spent from the POST to the last receipt, and the machine's load average: everything runs on the
// same cores, so the clients' decoding and the proxy's relaying (in production other machines) are
// paid for inside the latencies measured here.
// The clients are a minimal engine.io/socket.io speaker over `ws` sockets by default (leanClient
// below): the frames are socket.io's own, and a client spends less of the 2 cores the servers run on
// per received event. BENCH_CLIENT=socket.io uses socket.io-client itself (clients
// 118–158 ms of CPU a round against 67–150 ms lean, p99 from the emit 148–188 ms against 122–185 ms).
// BENCH_WARMUP rounds (default 4: each instance answers the POST twice) run first and are printed as
// warm-up, not counted: an instance's first fan-outs run code V8 has not compiled yet
// (the answering instance spent 120–140 ms of CPU on each of its first two rounds, 70–80 ms on the
// later ones), and a campus's servers have sent many events before the one a student waits for.
// Writes bench-results/realtime.json.
import { spawn, spawnSync } from 'node:child_process';
import { EventEmitter } from 'node:events';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { connect as tcpConnect, createServer as tcpServer } from 'node:net';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  connectClient,
  freePort,
  percentile,
  startBuiltServer,
  startPostgres,
  tokenSigner,
  waitFor,
} from './bench-kit.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const serverDir = join(root, 'packages', 'server');
const require = createRequire(join(serverDir, 'package.json'));
const { io: ioClient } = require('socket.io-client');
// `ws` as socket.io-client's own engine.io-client resolves it (not a dependency of ours).
const ioRequire = createRequire(require.resolve('socket.io-client'));
const WebSocket = createRequire(ioRequire.resolve('engine.io-client'))('ws');
const clientKind = process.env.BENCH_CLIENT === 'socket.io' ? 'socket.io' : 'lean';

const socketCount = Number(process.env.BENCH_SOCKETS ?? 2000);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const direct = process.env.BENCH_DIRECT === '1';
const workerCount = Math.max(1, Number(process.env.BENCH_WORKERS ?? availableParallelism()));
const warmups = Number(process.env.BENCH_WARMUP ?? 4);
const JWT_SECRET = 'bench-realtime-secret-that-is-at-least-32-characters';

const round1 = (n) => Math.round(n * 10) / 10;

/** Resident memory of a process, in bytes (Linux). */
function rss(pid) {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+) kB/m);
  return Number(line[1]) * 1024;
}

/** CPU time (user + system) a process has used, in ms (Linux; clock ticks of 10 ms). */
function cpuMs(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
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

/** The haproxy binary, if installed (PATH, then Debian's /usr/sbin). */
function findHaproxy() {
  for (const dir of [...(process.env.PATH ?? '').split(':'), '/usr/sbin', '/usr/local/sbin']) {
    const bin = join(dir, 'haproxy');
    if (dir && existsSync(bin)) return bin;
  }
  return null;
}

/**
 * HAProxy in TCP mode, round robin over the backends (each new connection to the next one), as a
 * child process listening on loopback. Stops with the bench (close) or when this process exits.
 */
async function haproxyProxy(bin, ports) {
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), 'campus-haproxy-'));
  const config = join(dir, 'haproxy.cfg');
  writeFileSync(
    config,
    [
      'global',
      // Two descriptors a connection; the machine's limit (ulimit -n) is 20,000.
      '  maxconn 6000',
      'defaults',
      '  mode tcp',
      '  timeout connect 5s',
      '  timeout client 1h',
      '  timeout server 1h',
      'frontend campus',
      `  bind 127.0.0.1:${port}`,
      '  default_backend instances',
      'backend instances',
      '  balance roundrobin',
      ...ports.map((p, i) => `  server i${i + 1} 127.0.0.1:${p}`),
      '',
    ].join('\n'),
  );
  const child = spawn(bin, ['-f', config, '-db'], { stdio: ['ignore', 'ignore', 'inherit'] });
  process.once('exit', () => child.kill('SIGKILL'));
  const failed = new Promise((_, reject) =>
    child.once('exit', (code) =>
      reject(new Error(`haproxy exited (${code}); see its message above`)),
    ),
  );
  await Promise.race([waitFor(`http://127.0.0.1:${port}/api/health`), failed]);
  return {
    pid: child.pid,
    address: () => ({ port }),
    close: () => child.kill('SIGTERM'),
  };
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

/**
 * The default client: socket.io's client reduced to what the bench reads — the engine.io v4 /
 * socket.io v5 wire protocol over one WebSocket (the `ws` package socket.io-client itself uses): the
 * namespace CONNECT with the token, a pong to each ping, and an event's name read from the frame's
 * start without decoding its body (nor checking its UTF-8, which the server wrote). The server cannot
 * tell it from socket.io-client (the frames are the same); it spends less of these 2 cores per
 * received event. BENCH_CLIENT=socket.io uses socket.io-client.
 */
function leanClient(url, token) {
  const emitter = new EventEmitter();
  const ws = new WebSocket(`${url.replace(/^http/, 'ws')}/socket.io/?EIO=4&transport=websocket`, {
    skipUTF8Validation: true,
  });
  ws.on('message', (data) => {
    const frame = data.toString();
    if (frame === '2') ws.send('3');
    else if (frame.startsWith('0')) ws.send(`40${JSON.stringify({ token })}`);
    else if (frame.startsWith('40')) emitter.emit('connect');
    else if (frame.startsWith('44')) emitter.emit('connect_error', new Error(frame.slice(2)));
    else if (frame.startsWith('42["')) emitter.emit(frame.slice(4, frame.indexOf('"', 4)));
  });
  ws.on('error', (err) => emitter.emit('connect_error', err));
  emitter.disconnect = () => ws.close();
  return emitter;
}

/** A clock the threads share: milliseconds since the epoch, sub-millisecond resolution. */
const clock = () => performance.timeOrigin + performance.now();

/**
 * One worker thread's clients: connects its sockets, then per round ("arm") stamps each socket's
 * first `task_created` and sends the stamps back when all its sockets have one or when asked.
 */
async function clientWorker({ sockets: plan }) {
  const sockets = [];
  await pool(plan, 50, async ({ url, token, instance }) => {
    const s =
      clientKind === 'socket.io'
        ? ioClient(url, { auth: { token }, transports: ['websocket'], reconnection: false })
        : leanClient(url, token);
    s.instance = instance;
    sockets.push(s);
    await new Promise((resolve, reject) => {
      s.once('connect', resolve);
      s.once('connect_error', reject);
    });
  });
  let stamps = [];
  let sent = true;
  const send = () => {
    if (sent) return;
    sent = true;
    for (const s of sockets) s.removeAllListeners('task_created');
    parentPort.postMessage({ type: 'stamps', stamps });
  };
  parentPort.on('message', (message) => {
    if (message.type === 'arm') {
      stamps = [];
      sent = false;
      for (const s of sockets) {
        s.once('task_created', () => {
          stamps.push([clock(), s.instance]);
          if (stamps.length === sockets.length) send();
        });
      }
      parentPort.postMessage({ type: 'armed' });
    } else if (message.type === 'collect') {
      send();
    } else if (message.type === 'close') {
      for (const s of sockets) s.disconnect();
      parentPort.close();
    }
  });
  parentPort.postMessage({ type: 'connected' });
}

/** The next message of `type` from a worker. */
function nextMessage(worker, type) {
  return new Promise((resolve, reject) => {
    const onMessage = (message) => {
      if (message.type !== type) return;
      worker.off('message', onMessage);
      worker.off('error', reject);
      resolve(message);
    };
    worker.on('message', onMessage);
    worker.once('error', reject);
  });
}

async function main() {
  const children = [];
  const workers = [];
  let proxy;
  let client;
  const postgres = await startPostgres();
  // The servers stop before their database does (else their pools report the lost connection).
  const stopAll = async () => {
    for (const w of workers) w.postMessage({ type: 'close' });
    proxy?.close();
    const running = children.filter((c) => c.exitCode === null);
    const exited = running.map((c) => new Promise((resolve) => c.once('exit', resolve)));
    for (const c of running) c.kill('SIGTERM');
    await Promise.race([Promise.all(exited), new Promise((r) => setTimeout(r, 10_000))]);
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
      const { port, child } = await startBuiltServer({
        databaseUrl: postgres.url,
        jwtSecret: JWT_SECRET,
        name: 'realtime',
        env: { SEED_DEMO: String(seed) },
      });
      children.push(child);
      return { port, pid: child.pid };
    };
    // One after the other: the first migrates and seeds, the second finds the schema ready.
    const instances = [await startInstance(true), await startInstance(false)];
    const haproxy = direct || process.env.BENCH_PROXY === 'node' ? null : findHaproxy();
    const ports = instances.map((i) => i.port);
    proxy = direct
      ? undefined
      : haproxy
        ? await haproxyProxy(haproxy, ports)
        : await roundRobinProxy(ports);
    const proxyName = direct ? 'none' : haproxy ? 'HAProxy (tcp, round robin)' : 'Node TCP proxy';
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
    const plans = Array.from({ length: workerCount }, () => []);
    tokens.forEach((token, i) =>
      plans[i % workerCount].push({
        url: `http://127.0.0.1:${portOf(i)}`,
        token,
        // Which instance holds the socket: known when the clients pick the port (BENCH_DIRECT).
        instance: direct ? i % 2 : undefined,
      }),
    );
    for (const plan of plans) {
      workers.push(new Worker(new URL(import.meta.url), { workerData: { sockets: plan } }));
    }
    await Promise.all(workers.map((w) => nextMessage(w, 'connected')));
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
    const warmupResults = [];
    for (let r = 0; r < warmups + rounds; r++) {
      const label = r < warmups ? `warm-up ${r + 1}` : `round ${r - warmups + 1}`;
      await Promise.all(
        workers.map((w) => {
          const armed = nextMessage(w, 'armed');
          w.postMessage({ type: 'arm' });
          return armed;
        }),
      );
      const stamped = Promise.all(workers.map((w) => nextMessage(w, 'stamps')));
      const base = `http://127.0.0.1:${direct ? instances[r % 2].port : proxyPort}`;
      const load = loadavg()[0];
      const cpuBefore = {
        servers: instances.map((i) => cpuMs(i.pid)),
        bench: process.cpuUsage(),
        proxy: proxy?.pid ? cpuMs(proxy.pid) : 0,
      };
      const start = clock();
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
      const postMs = clock() - start;
      if (res.status !== 201) throw new Error(`POST /api/tasks: ${res.status} ${await res.text()}`);
      const timeout = setTimeout(() => {
        for (const w of workers) w.postMessage({ type: 'collect' });
      }, 30_000);
      const receipts = (await stamped).flatMap((m) => m.stamps);
      const benchCpu = process.cpuUsage(cpuBefore.bench);
      const latencies = receipts.map(([t]) => t - start);
      clearTimeout(timeout);
      latencies.sort((a, b) => a - b);
      const fromEmit = latencies.map((l) => l - latencies[0]);
      const round = {
        delivered: latencies.length,
        lost: socketCount - latencies.length,
        p50Ms: round1(percentile(fromEmit, 0.5)),
        p99Ms: round1(percentile(fromEmit, 0.99)),
        maxMs: round1(fromEmit.at(-1)),
        fromPostP50Ms: round1(percentile(latencies, 0.5)),
        fromPostP99Ms: round1(percentile(latencies, 0.99)),
        postMs: round1(postMs),
        // From the POST (creating the task and its 2,000 notifications included) to the last receipt.
        cpuMs: {
          servers: instances.map((i, n) => cpuMs(i.pid) - cpuBefore.servers[n]),
          proxyAndClients: Math.round((benchCpu.user + benchCpu.system) / 1000),
          haproxy: proxy?.pid ? cpuMs(proxy.pid) - cpuBefore.proxy : undefined,
        },
        loadAverage: round1(load),
      };
      if (direct) {
        // Per instance, from the POST: the one that answered emits at once, the other hears it
        // through the adapter.
        round.byInstance = [0, 1].map((n) => {
          const mine = receipts
            .filter(([, i]) => i === n)
            .map(([t]) => t - start)
            .sort((a, b) => a - b);
          return {
            answeredPost: n === r % 2,
            firstMs: round1(mine[0]),
            p50Ms: round1(percentile(mine, 0.5)),
            p99Ms: round1(percentile(mine, 0.99)),
          };
        });
        console.log(
          round.byInstance
            .map(
              (b, n) =>
                `  instance ${n + 1}${b.answeredPost ? ' (answered the POST)' : ''}: first ${b.firstMs} ms, p50 ${b.p50Ms} ms, p99 ${b.p99Ms} ms from the POST`,
            )
            .join('\n'),
        );
      }
      (r < warmups ? warmupResults : results).push(round);
      console.log(
        `${label}: delivered ${round.delivered}/${socketCount} (lost ${round.lost}), ` +
          `from the emit p50 ${round.p50Ms} ms, p99 ${round.p99Ms} ms, max ${round.maxMs} ms; ` +
          `from the POST p50 ${round.fromPostP50Ms} ms, p99 ${round.fromPostP99Ms} ms (answered in ${round.postMs} ms)`,
      );
      console.log(
        `  CPU ms: servers ${round.cpuMs.servers.join(' + ')}, ` +
          (round.cpuMs.haproxy === undefined
            ? `proxy and clients ${round.cpuMs.proxyAndClients}; `
            : `clients ${round.cpuMs.proxyAndClients}, HAProxy ${round.cpuMs.haproxy}; `) +
          `load average ${round.loadAverage} on ${availableParallelism()} cores`,
      );
    }
    const summary = {
      sockets: socketCount,
      instances: 2,
      via: direct
        ? 'direct (clients split across the two ports)'
        : `round robin through ${proxyName}`,
      client: clientKind,
      clientThreads: workerCount,
      cores: availableParallelism(),
      connectSeconds: round1(connectSeconds),
      memory,
      warmups: warmupResults,
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
    if ([...warmupResults, ...results].some((r) => r.lost > 0)) process.exitCode = 1;
  } finally {
    await stopAll();
    await client?.end().catch(() => {});
    postgres.stop();
  }
}

if (isMainThread) await main();
else await clientWorker(workerData);
