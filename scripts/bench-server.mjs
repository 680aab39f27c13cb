#!/usr/bin/env node
// Server throughput benchmark (`pnpm --filter @campus/server bench`, or `node scripts/bench-server.mjs`).
//
// Starts, each in its own process on 127.0.0.1 (loopback only):
//   - a bare Fastify route answering {"ok":true} — the ceiling of this machine in this run;
//   - the real Campus server as `pnpm start` runs it — the compiled dist/main.js, built first by
//     scripts/build.mjs when its sources changed (--no-build: as it is) — on PGlite in a temporary
//     data dir, demo data seeded.
// Every API figure is printed as a share of the bare route of the same run, so runs on a busy and a
// quiet machine compare (targets: GET /api/users >= 5 %, GET /api/courses >= 10 %, p99 <=
// 10 ms at 10 connections).
// Then measures with autocannon, for a bounded time each (BENCH_SECONDS, default 10; BENCH_CONNECTIONS,
// default 10): the bare route, POST /api/auth/login (argon2id at production cost — slow on purpose)
// and GET /api/users (authenticated list: token check + a user lookup + a page query + validation),
// then the same list's search at BENCH_USERS (default 5,000) accounts, made by bulk onboarding,
// GET /api/courses (the public catalogue list, no token) and POST /api/tasks/{id}/submit as the demo
// student: BENCH_SUBMISSIONS (default 300) tasks are created for the student up front (admin, outside
// the measurement) and each request submits to the next one, so none meets a pending submission.
// Then BENCH_SOCKETS (default 1,000) socket.io clients connect as the demo student (all in the room
// user:<id>) and, BENCH_FANOUT_ROUNDS times (default 5) each, receive (a) a `typing` event another
// user's socket sends to the student — the server's plain emit to a user room — and (b) `task_created`
// from a real POST /api/tasks for the student (notification stored, then delivered). Latency is from
// the sender's emit (or the POST being sent) to each client's receipt, pooled over rounds; all 1,000
// clients share this process's event loop, so the late receipts include the client side decoding.
// Then the support assistant's cited answers: the passage index grows to BENCH_PASSAGES
// (default 5,000) passages — generated Skill_Up modules added through the admin API, not measured —
// and BENCH_CHAT_ASKS (default 100) questions are asked one after another by the six demo students
// (under the assistant's 20-a-minute limit each); their p95 is printed beside the p95 of as many
// sequential requests to the bare route of the same run (p95 <= 300 ms).
// `--only=passages` runs just the bare route and that case.
// Prints requests/s and p99 latency; writes bench-results/server.json.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, percentile, waitFor } from './bench-kit.mjs';

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

function round1(n) {
  return Math.round(n * 10) / 10;
}

/** Runs `fn` over `items`, at most `limit` at a time. */
async function pool(items, limit, fn) {
  const out = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await fn(items[i], i);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return out;
}

async function main() {
  const autocannon = require('autocannon');
  const seconds = Number(process.env.BENCH_SECONDS ?? 10);
  const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
  const submissions = Number(process.env.BENCH_SUBMISSIONS ?? 300);
  const socketCount = Number(process.env.BENCH_SOCKETS ?? 1000);
  const fanoutRounds = Number(process.env.BENCH_FANOUT_ROUNDS ?? 5);
  const sockets = [];
  const children = [];
  const dataDir = mkdtempSync(join(tmpdir(), 'campus-bench-'));
  const stopAll = () => {
    for (const s of sockets) s.disconnect();
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

    if (!process.argv.includes('--no-build')) {
      const built = spawnSync(process.execPath, [join(root, 'scripts', 'build.mjs')], {
        cwd: root,
        stdio: ['ignore', 'inherit', 'inherit'],
      });
      if (built.status !== 0) throw new Error('the build failed');
    }
    const compiled = join(serverDir, 'dist', 'main.js');
    const entry = existsSync(compiled) ? [compiled] : ['--import', 'tsx', 'src/main.ts'];
    const port = await freePort();
    const campus = spawn(process.execPath, entry, {
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
        // The fan-out connects every socket as the demo student; the per-user cap (10) stays for people.
        SOCKETS_PER_USER: '100000',
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
    const signIn = async (body) => {
      const res = await fetch(`${base}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      });
      if (!res.ok) throw new Error(`demo login failed: ${res.status} ${await res.text()}`);
      return res.json();
    };
    // Before the login run, which may leave the loopback address throttled.
    const { token } = await signIn(credentials);
    const student = await signIn(
      JSON.stringify({ email: 'student@campus.test', password: 'campus123' }),
    );
    const studentId = student.user._id ?? student.user.id;
    // The six demo students ask the assistant (signed in now, before the login run may throttle).
    const askers = [student.token];
    for (let i = 2; i <= 6; i++) {
      const email = `student${i}@campus.test`;
      askers.push((await signIn(JSON.stringify({ email, password: 'campus123' }))).token);
    }
    const api = async (method, path, body, bearer = token) => {
      const res = await fetch(base + path, {
        method,
        headers: { 'content-type': 'application/json', authorization: `Bearer ${bearer}` },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await res.text();
      if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${text}`);
      return text ? JSON.parse(text) : undefined;
    };
    if (process.argv.includes('--only=passages')) {
      const passages = await measurePassages({
        base,
        bareUrl: `http://127.0.0.1:${barePort}/bare`,
        api,
        askers,
      });
      printPassages(passages);
      return;
    }
    let taskNo = 0;
    const createTask = () =>
      api('POST', '/api/tasks', {
        title: `Bench task ${++taskNo}`,
        dueDate: new Date(Date.now() + 72 * 3600_000).toISOString(),
        timezone: 'UTC',
        studentIds: [studentId],
      });

    const run = (title, opts) =>
      new Promise((resolve, reject) => {
        autocannon({ duration: seconds, connections, ...opts }, (err, result) => {
          if (err) return reject(err);
          // A revalidation run counts its 304s as answers, not failures.
          const notModified = opts.expectBody === '' ? (result['3xx'] ?? 0) : 0;
          const errors = result.non2xx - notModified + result.errors + result.timeouts;
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
    // Both servers warm up first (JIT, the validators compiled after listen): 2 s each, not counted.
    const warmUp = (opts) =>
      new Promise((resolve) =>
        autocannon({ duration: 2, connections, ...opts }, () => resolve(undefined)),
      );
    await warmUp({ url: `http://127.0.0.1:${barePort}/bare` });
    await warmUp({ url: `${base}/api/courses` });
    await warmUp({
      url: `${base}/api/users?pageSize=20`,
      headers: { authorization: `Bearer ${token}` },
    });
    // The bare route is measured first and last; its mean is the 100 % (a busy machine drifts).
    const bareFirst = await run('bare Fastify GET /bare (first)', {
      url: `http://127.0.0.1:${barePort}/bare`,
    });
    results.push(
      await run('GET /api/users?pageSize=20 (admin token)', {
        url: `${base}/api/users?pageSize=20`,
        headers: { authorization: `Bearer ${token}` },
      }),
    );
    // The same list, but every request a page no one asked for before: the path without the
    // second-long read cache (lib/read-cache.ts). Pages past the end are the slow case (the page
    // query finds no row to carry the total, so a count follows): an upper bound of the database path.
    let uncachedPage = 1000;
    results.push(
      await run('GET /api/users, a new page past the end each request (no kept read)', {
        url: `${base}/api/users?pageSize=20`,
        headers: { authorization: `Bearer ${token}` },
        requests: [
          {
            setupRequest: (req) => ({
              ...req,
              path: `/api/users?pageSize=20&page=${++uncachedPage}`,
            }),
          },
        ],
      }),
    );
    // The admin's users table at scale: the demo world grows to BENCH_USERS accounts
    // through bulk onboarding (200 rows a request, not measured), then a name search is measured.
    const userTarget = Number(process.env.BENCH_USERS ?? 5000);
    const growStart = performance.now();
    const have = (await api('GET', '/api/users?pageSize=1')).total;
    const missing = Math.max(0, userTarget - have);
    const batches = Array.from({ length: Math.ceil(missing / 200) }, (_, b) =>
      Array.from({ length: Math.min(200, missing - b * 200) }, (_, i) => {
        const n = b * 200 + i;
        return { email: `bench-learner-${n}@bench.test`, name: `Bench Learner ${n}` };
      }),
    );
    await pool(batches, 1, (rows) => api('POST', '/api/admin/onboarding', { rows, dryRun: false }));
    const grown = (await api('GET', '/api/users?pageSize=1')).total;
    const growMs = performance.now() - growStart;
    const searchUrl = `${base}/api/users?search=learner%2042&pageSize=20`;
    await warmUp({ url: searchUrl, headers: { authorization: `Bearer ${token}` } });
    results.push(
      await run(`GET /api/users?search= at ${grown} users (admin token)`, {
        url: searchUrl,
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

    results.push(await run('GET /api/courses (public catalogue)', { url: `${base}/api/courses` }));
    const catalogueTag = (await fetch(`${base}/api/courses`)).headers.get('etag');
    results.push(
      await run('GET /api/courses revalidated (If-None-Match, 304)', {
        url: `${base}/api/courses`,
        headers: { 'if-none-match': catalogueTag ?? '' },
        expectBody: '',
      }),
    );

    // Submissions: one fresh task per request, prepared up front (not measured).
    const prepStart = performance.now();
    const taskIds = (await pool(Array.from({ length: submissions }), 4, createTask)).map(
      (t) => t._id,
    );
    const prepMs = performance.now() - prepStart;
    let nextTask = 0;
    results.push(
      await run(`POST /api/tasks/{id}/submit (student, ${submissions} fresh tasks)`, {
        url: base,
        amount: submissions,
        requests: [
          {
            method: 'POST',
            headers: {
              'content-type': 'application/json',
              authorization: `Bearer ${student.token}`,
            },
            body: JSON.stringify({ text: 'Bench submission', links: ['https://example.test/x'] }),
            setupRequest: (req) => ({ ...req, path: `/api/tasks/${taskIds[nextTask++]}/submit` }),
          },
        ],
      }),
    );

    const passages = await measurePassages({
      base,
      bareUrl: `http://127.0.0.1:${barePort}/bare`,
      api,
      askers,
    });

    const bareLast = await run('bare Fastify GET /bare (last)', {
      url: `http://127.0.0.1:${barePort}/bare`,
    });
    const bareResult = {
      title: 'bare Fastify GET /bare (mean of first and last)',
      requestsPerSecond: Math.round((bareFirst.requestsPerSecond + bareLast.requestsPerSecond) / 2),
      p50Ms: Math.max(bareFirst.p50Ms, bareLast.p50Ms),
      p99Ms: Math.max(bareFirst.p99Ms, bareLast.p99Ms),
      total: bareFirst.total + bareLast.total,
      failed: bareFirst.failed + bareLast.failed,
    };
    results.unshift(bareResult, bareFirst, bareLast);

    const fanout = await measureFanout({
      url: base,
      token,
      student: { id: studentId, token: student.token },
      socketCount,
      rounds: fanoutRounds,
      createTask,
      sockets,
    });

    const machine = `${process.version}, ${seconds}s x ${connections} connections per run, loopback`;
    console.log(`\nCampus server benchmark (${machine})\n`);
    for (const r of results) r.shareOfBare = r.requestsPerSecond / bareResult.requestsPerSecond;
    console.log('| endpoint | req/s | share of bare | p50 ms | p99 ms | failed |');
    console.log('| --- | ---: | ---: | ---: | ---: | ---: |');
    for (const r of results) {
      console.log(
        `| ${r.title} | ${r.requestsPerSecond} | ${(r.shareOfBare * 100).toFixed(1)} % | ${r.p50Ms} | ${r.p99Ms} | ${r.failed} |`,
      );
    }
    const share = (prefix) => results.find((r) => r.title.startsWith(prefix));
    for (const [prefix, target] of [
      ['GET /api/users', 0.05],
      ['GET /api/courses (public', 0.1],
    ]) {
      const r = share(prefix);
      console.log(
        `${r.title}: ${(r.shareOfBare * 100).toFixed(1)} % of bare (target >= ${target * 100} %), p99 ${r.p99Ms} ms (target <= 10 ms)`,
      );
    }
    const search = results.find((r) => r.title.startsWith('GET /api/users?search='));
    console.log(
      `${search.title}: ${(search.shareOfBare * 100).toFixed(1)} % of bare, p99 ${search.p99Ms} ms (the users table's search; ${grown} accounts made in ${(growMs / 1000).toFixed(1)} s by bulk onboarding, not part of the figures).`,
    );
    console.log(
      `Preparing the ${submissions} tasks took ${(prepMs / 1000).toFixed(1)} s (${round1(prepMs / submissions)} ms per POST /api/tasks, 4 at a time; not part of the figures).`,
    );
    console.log(
      `\nFan-out to ${fanout.connected} socket.io clients of one student (connected in ${(fanout.connectMs / 1000).toFixed(1)} s), ${fanoutRounds} rounds each\n`,
    );
    console.log(
      '| event | delivered | p50 ms | p99 ms | max ms | all received ms (median round) |',
    );
    console.log('| --- | ---: | ---: | ---: | ---: | ---: |');
    for (const f of fanout.events) {
      console.log(
        `| ${f.title} | ${f.delivered}/${f.expected} | ${f.p50Ms} | ${f.p99Ms} | ${f.maxMs} | ${f.lastMs} |`,
      );
    }
    printPassages(passages);
    mkdirSync(join(root, 'bench-results'), { recursive: true });
    writeFileSync(
      join(root, 'bench-results', 'server.json'),
      JSON.stringify(
        { at: new Date().toISOString(), machine, results, fanout, passages },
        null,
        2,
      ) + '\n',
    );
    if (
      results.some((r) => r.failed > 0) ||
      fanout.connected < socketCount ||
      fanout.events.some((f) => f.delivered < f.expected) ||
      passages.failed > 0
    )
      process.exitCode = 1;
  } finally {
    stopAll();
    // BENCH_KEEP_DATA=1 keeps the PGlite data dir (printed) to study the grown database's plans.
    if (process.env.BENCH_KEEP_DATA === '1') console.log(`Data kept in ${dataDir}`);
    else rmSync(dataDir, { recursive: true, force: true });
  }
}

/** A module of `paragraphs` paragraphs of about 150 words each (each one passage), seeded. */
function generatedModule(seed, paragraphs) {
  // Common technical vocabulary, so the questions match some passages.
  const VOCABULARY = (
    'array queue stack index cache latency request response schema table column join query page ' +
    'render state effect hook component server client socket event stream buffer thread process ' +
    'memory disk network packet route token session cookie header status error retry timeout ' +
    'deploy build test coverage branch merge commit review module package import export function ' +
    'closure promise async await loop map filter reduce sort search tree graph node edge weight'
  ).split(' ');
  let x = (seed * 2654435761) % 4294967296 || 1;
  const next = () => (x = (x * 1103515245 + 12345) % 2147483648);
  const para = () => {
    const words = Array.from({ length: 150 }, () => VOCABULARY[next() % VOCABULARY.length]);
    return `<p>${words.join(' ')}.</p>`;
  };
  return Array.from({ length: paragraphs }, para).join('');
}

/**
 * Grows the passage index to BENCH_PASSAGES with generated Skill_Up modules (admin API, published),
 * then times BENCH_CHAT_ASKS sequential questions against as many sequential bare requests.
 */
async function measurePassages({ base, bareUrl, api, askers }) {
  const target = Number(process.env.BENCH_PASSAGES ?? 5000);
  const asks = Number(process.env.BENCH_CHAT_ASKS ?? 100);
  const growStart = performance.now();
  let count = (await api('GET', '/api/chatbot/capabilities')).passages.count;
  const perModule = 10;
  let book;
  let modules = 0;
  let seed = 0;
  while (count < target) {
    if (!book || modules >= 200) {
      book = await api('POST', '/api/ebookcourses', {
        title: `Bench notes ${++seed}`,
        description: 'Generated for the assistant benchmark.',
        category: 'Bench',
      });
      modules = 0;
    }
    await api('POST', `/api/ebookcourses/${book._id}/modules`, {
      title: `Bench module ${seed}.${modules + 1}`,
      content: generatedModule(seed * 1000 + modules, perModule),
    });
    modules++;
    if (modules === 1) await api('PATCH', `/api/ebookcourses/${book._id}`, { published: true });
    // A module cuts into about `perModule` passages (fewer when paragraphs are joined): counted
    // every tenth module, so the index really holds the target.
    count += perModule;
    if (modules % 10 === 0 || count >= target)
      count = (await api('GET', '/api/chatbot/capabilities')).passages.count;
  }
  count = (await api('GET', '/api/chatbot/capabilities')).passages.count;
  const growMs = performance.now() - growStart;

  const questions = [
    'what is a stale closure in an effect dependency array?',
    'how does the cache handle a request timeout?',
    'what does a promise do in an async function?',
    'difference between a stack and a queue',
    'when should a socket retry after an error?',
    'what is the weather in Pune tomorrow?',
    'what does lifting state up mean?',
    'how do I sort a graph by edge weight?',
  ];
  const chatMs = [];
  let failed = 0;
  for (let i = 0; i < asks; i++) {
    const t0 = performance.now();
    const res = await fetch(`${base}/api/chatbot/chat?timezone=Asia%2FKolkata`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${askers[i % askers.length]}`,
      },
      body: JSON.stringify({ message: questions[i % questions.length] }),
    });
    await res.text();
    chatMs.push(performance.now() - t0);
    if (!res.ok) failed++;
  }
  const bareMs = [];
  for (let i = 0; i < asks; i++) {
    const t0 = performance.now();
    await (await fetch(bareUrl)).text();
    bareMs.push(performance.now() - t0);
  }
  chatMs.sort((a, b) => a - b);
  bareMs.sort((a, b) => a - b);
  const p95 = percentile(chatMs, 0.95);
  const bareP95 = percentile(bareMs, 0.95);
  return {
    passages: count,
    growMs: Math.round(growMs),
    asks,
    failed,
    p50Ms: round1(percentile(chatMs, 0.5)),
    p95Ms: round1(p95),
    bareP95Ms: round1(bareP95),
    ratio: round1(p95 / bareP95),
  };
}

function printPassages(p) {
  console.log(
    `\nAssistant answers at ${p.passages} passages (grown in ${(p.growMs / 1000).toFixed(1)} s, not measured): ${p.asks} sequential questions, p50 ${p.p50Ms} ms, p95 ${p.p95Ms} ms (target <= 300 ms) = ${p.ratio} x the bare route's p95 of ${p.bareP95Ms} ms in this run; ${p.failed} failed.`,
  );
}

/**
 * Connects `socketCount` clients as the student, then per round times one event from its emit to each
 * client's receipt: `typing` sent by the admin's socket, and `task_created` from a POST /api/tasks.
 */
async function measureFanout({ url, token, student, socketCount, rounds, createTask, sockets }) {
  const { io } = require('socket.io-client');
  const open = (bearer) => {
    const s = io(url, {
      auth: { token: bearer },
      transports: ['websocket'],
      reconnection: false,
      forceNew: true,
      timeout: 20_000,
    });
    sockets.push(s);
    return new Promise((resolve, reject) => {
      s.once('connect', () => resolve(s));
      s.once('connect_error', reject);
    });
  };

  const connectStart = performance.now();
  const clients = await pool(Array.from({ length: socketCount }), 50, () => open(student.token));
  const connectMs = performance.now() - connectStart;
  const sender = await open(token);

  const listen = (event, emit, timeoutMs = 10_000) =>
    new Promise((resolve) => {
      const latencies = [];
      let t0 = 0;
      const done = () => {
        clearTimeout(timer);
        for (const c of clients) c.off(event, onEvent);
        resolve(latencies);
      };
      const onEvent = () => {
        latencies.push(performance.now() - t0);
        if (latencies.length === clients.length) done();
      };
      const timer = setTimeout(done, timeoutMs);
      for (const c of clients) c.on(event, onEvent);
      t0 = performance.now();
      emit();
    });

  const measure = async (title, event, emit) => {
    const all = [];
    const lasts = [];
    for (let r = 0; r < rounds; r++) {
      const latencies = await listen(event, emit);
      all.push(...latencies);
      if (latencies.length === clients.length) lasts.push(Math.max(...latencies));
      await new Promise((res) => setTimeout(res, 200));
    }
    all.sort((a, b) => a - b);
    lasts.sort((a, b) => a - b);
    return {
      title,
      delivered: all.length,
      expected: clients.length * rounds,
      p50Ms: round1(percentile(all, 0.5)),
      p99Ms: round1(percentile(all, 0.99)),
      maxMs: round1(all.at(-1) ?? NaN),
      lastMs: round1(percentile(lasts, 0.5)),
    };
  };

  const events = [];
  events.push(
    await measure('typing (another socket -> user room, not stored)', 'typing', () =>
      sender.emit('typing', { toUserId: student.id, isTyping: true }),
    ),
  );
  events.push(
    await measure('task_created (POST /api/tasks sent -> receipt)', 'task_created', () => {
      createTask().catch((err) => console.error(err.message));
    }),
  );
  for (const s of sockets) s.disconnect();
  sockets.length = 0;
  return { connected: clients.length, connectMs: round1(connectMs), events };
}
