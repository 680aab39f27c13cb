#!/usr/bin/env node
// Three instances that survive a kill: `pnpm scenario:cluster` (not part of the tests).
//
// The set-up, all on loopback: a throwaway PostgreSQL cluster (scripts/bench-kit.mjs), THREE server
// instances on it started as `npm start` starts one (scripts/campus-server.mjs: the production
// build, built first unless --no-build), one mail catcher for all three (an SMTP server in this
// process that keeps every mail's Message-ID), and HAProxy in front (Debian's `haproxy`, HTTP mode):
// round robin, a cookie that keeps a socket.io session on the instance that opened it (polling
// needs every request of a session on one instance), health checks every second, and requests
// that cannot reach a dead instance sent to another (`option redispatch`). The first instance
// migrates and seeds the demo world; the others start once it answers.
//
// The people: CLUSTER_SOCKETS students (default 2,000) join the demo student's batch, each with one
// socket.io client through HAProxy, as the browser's would be (socket.io-client with the app's
// settings: WebSocket first; every CLUSTER_POLLING_EVERY-th client, default every 10th, starts
// on HTTP long-polling and upgrades, as behind a network that holds WebSockets back — those
// sessions need the sticky cookie), held by CLUSTER_WORKERS worker threads (default: one per core). A client stamps every notifying event it receives (the stored
// notification's id and the time); when its socket comes back after a drop it reconciles as the
// app's bell does, with the missed-notification fetch (GET /api/notifications, the bell's page).
//
// The burst: the admin sets CLUSTER_TASKS tasks (default 8) for the batch through HAProxy, one
// every CLUSTER_GAP_MS (default 1,500), each storing and fanning out one notification per student;
// between them the admin creates CLUSTER_MAILS accounts (default 120: each a setup mail through the
// outbox job); and one more task falls due during the run, so the task-reminders job announces its
// deadline to every student (a scheduled job that notifies 2,000 people). Halfway through the
// tasks, instance 2 is killed with SIGKILL.
//
// What it measures:
//   - events lost: for every socket, each of its student's notifications stored during the run
//     (read from the database at the end) must have reached it live, or — for a socket that dropped
//     — by the fetch within 3 s of reconnecting; a socket that never came back counts its all;
//   - p50 / p99 delivery of the tasks set before the kill, from the POST and from the first receipt;
//   - jobs: every `job started` / `job done` line of the three instances (LOG_LEVEL=debug) and the
//     queue's table at the end: a job lost is one still not done when the run ends (due more than
//     10 s before), a job run twice is one done twice, and a run cut by the kill must be done again
//     by another instance;
//   - mails: every setup mail's outbox row against the Message-IDs the catcher received: sent twice
//     (the same Message-ID twice) and not sent by the end.
// It prints a table and writes bench-results/cluster.json; it exits 1 when anything is lost or
// doubled.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { availableParallelism, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';
import {
  connectClient,
  freePort,
  percentile,
  startPostgres,
  tokenSigner,
  waitFor,
} from './bench-kit.mjs';
import { startCampusServer } from './campus-server.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const serverDir = join(root, 'packages', 'server');
const requireServer = createRequire(join(serverDir, 'package.json'));

const socketCount = Number(process.env.CLUSTER_SOCKETS ?? 2000);
const taskCount = Number(process.env.CLUSTER_TASKS ?? 8);
const gapMs = Number(process.env.CLUSTER_GAP_MS ?? 1500);
const mailCount = Number(process.env.CLUSTER_MAILS ?? 120);
const workerCount = Math.max(1, Number(process.env.CLUSTER_WORKERS ?? availableParallelism()));
/** Every how-many-th client starts on HTTP long-polling (a network that blocks WebSockets). */
const pollingEvery = Number(process.env.CLUSTER_POLLING_EVERY ?? 10);
const JWT_SECRET = 'scenario-cluster-secret-that-is-at-least-32-characters';
/** A dropped socket must hold every notification within this long of reconnecting. */
const RECONCILE_MS = 3_000;
const INSTANCES = 3;
const KILLED = 1; // instance 2 (0-based)

const round1 = (n) => Math.round(n * 10) / 10;
const clock = () => performance.timeOrigin + performance.now();
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** Waits until `probe` answers truthy, checking every 200 ms; false after `ms`. */
async function until(probe, ms) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await probe()) return true;
    await sleep(200);
  }
  return false;
}

/** The haproxy binary: PATH, then Debian's /usr/sbin. */
function findHaproxy() {
  for (const dir of [...(process.env.PATH ?? '').split(':'), '/usr/sbin', '/usr/local/sbin']) {
    if (dir && existsSync(join(dir, 'haproxy'))) return join(dir, 'haproxy');
  }
  return null;
}

/** HAProxy in HTTP mode over the instances, with sticky socket.io sessions (a cookie). */
async function startHaproxy(bin, ports) {
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), 'campus-cluster-haproxy-'));
  const config = join(dir, 'haproxy.cfg');
  writeFileSync(
    config,
    [
      'global',
      // Two descriptors a connection, under the machine's limit (ulimit -n 20,000).
      '  maxconn 8000',
      'defaults',
      '  mode http',
      // A request follows its session's cookie even to an instance its checks call down (a busy
      // instance answers checks late); only a connection that fails goes to another instance.
      '  option persist',
      '  option redispatch',
      '  retries 3',
      '  timeout connect 2s',
      // Above socket.io's long-poll wait (25 s); an upgraded WebSocket is a tunnel.
      '  timeout client 60s',
      '  timeout server 60s',
      '  timeout tunnel 1h',
      'frontend campus',
      `  bind 127.0.0.1:${port}`,
      '  default_backend instances',
      'backend instances',
      '  balance roundrobin',
      // The instance that opened a socket.io session keeps it: the cookie names it.
      '  cookie campus_instance insert indirect nocache',
      '  option httpchk GET /api/health',
      // A dead instance refuses connections: down after three checks a second apart. A live one on a
      // busy machine may answer a check slowly; it is given 3 s before it counts as failed, since
      // marking it down sends its polling sessions elsewhere, where they are unknown.
      '  timeout check 3s',
      '  default-server inter 1s fall 3 rise 2',
      ...ports.map((p, i) => `  server i${i + 1} 127.0.0.1:${p} check cookie i${i + 1}`),
      '',
    ].join('\n'),
  );
  const { spawn } = await import('node:child_process');
  const child = spawn(bin, ['-f', config, '-db'], { stdio: ['ignore', 'ignore', 'inherit'] });
  process.once('exit', () => child.kill('SIGKILL'));
  const failed = new Promise((_, reject) =>
    child.once('exit', (code) =>
      reject(new Error(`haproxy exited (${code}); see its message above`)),
    ),
  );
  await Promise.race([waitFor(`http://127.0.0.1:${port}/api/health`, 30_000), failed]);
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () => {
      child.kill('SIGTERM');
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** One SMTP server for the three instances: every mail's Message-ID, in order of arrival. */
async function startMailCounter() {
  const { SMTPServer } = requireServer('smtp-server');
  const received = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks = [];
      stream.on('data', (c) => chunks.push(c));
      stream.on('end', () => {
        const head = Buffer.concat(chunks)
          .toString('utf8')
          .split(/\r?\n\r?\n/)[0];
        const id = /^message-id:\s*(\S+)/im.exec(head)?.[1] ?? '';
        received.push(id.replace(/^<|@.*$|>$/g, ''));
        callback();
      });
    },
  });
  const port = await freePort();
  await new Promise((resolve) => server.server.listen(port, '127.0.0.1', resolve));
  return { url: `smtp://127.0.0.1:${port}`, received, close: () => server.close() };
}

/**
 * One instance, started as `npm start` starts it, its stdout read for the queue's job lines.
 * Resolves once it answers /api/health.
 */
async function startInstance(n, { databaseUrl, smtpUrl, seed, jobLines }) {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), `campus-cluster-${n}-`));
  const child = startCampusServer(
    {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      JWT_SECRET,
      SMTP_URL: smtpUrl,
      SEED_DEMO: String(seed),
      TRUST_PROXY: 'true',
      // The queue's `job started` / `job done` lines are at debug level.
      LOG_LEVEL: 'debug',
    },
    ['ignore', 'pipe', 'inherit'],
  );
  child.once('exit', () => rmSync(dataDir, { recursive: true, force: true }));
  createInterface({ input: child.stdout }).on('line', (line) => {
    if (!line.includes('"msg":"job ')) return;
    try {
      const entry = JSON.parse(line);
      if (entry.msg === 'job started' || entry.msg === 'job done')
        jobLines.push({ instance: n, msg: entry.msg, job: entry.job, id: entry.id });
    } catch {
      // not a log line of ours
    }
  });
  await waitFor(`http://127.0.0.1:${port}/api/health`);
  return { n, port, child, pid: child.pid };
}

/**
 * A worker thread's clients: socket.io-client through HAProxy, polling first (the sticky cookie
 * matters), reconnecting as the app does; each stamps the notifications it receives and, after a
 * drop, fetches the bell's page once connected again.
 */
async function clientWorker({ url, plan }) {
  const { io } = requireServer('socket.io-client');
  const sockets = plan.map(({ userId, token, polling }) => {
    const state = { userId, live: [], fetched: [], drops: [], connected: false };
    // The app's settings (packages/sdk realtimeOptions) but for the transports' order.
    const socket = io(url, {
      auth: { token },
      transports: polling ? ['polling', 'websocket'] : ['websocket', 'polling'],
      withCredentials: true,
      reconnection: true,
      reconnectionAttempts: 5,
      reconnectionDelay: 1000,
    });
    socket.onAny((_name, payload) => {
      const id = payload?.notification?._id;
      if (id) state.live.push([id, clock()]);
    });
    socket.on('disconnect', () => {
      state.connected = false;
      state.drops.push({ at: clock(), back: null, fetched: null });
    });
    socket.on('connect', async () => {
      state.connected = true;
      const drop = state.drops.at(-1);
      if (!drop || drop.back !== null) return;
      drop.back = clock();
      // The bell's reconciliation after a reconnect: its page of stored notifications.
      for (let attempt = 0; attempt < 5; attempt++) {
        try {
          const res = await fetch(`${url}/api/notifications?pageSize=50`, {
            headers: { authorization: `Bearer ${token}` },
          });
          if (!res.ok) throw new Error(String(res.status));
          const body = await res.json();
          state.fetched.push(...body.items.map((n) => n._id));
          drop.fetched = clock();
          return;
        } catch {
          await sleep(200);
        }
      }
    });
    return { socket, state };
  });
  const report = () => {
    parentPort.postMessage({
      type: 'status',
      connected: sockets.filter((s) => s.state.connected).length,
    });
  };
  parentPort.on('message', (message) => {
    if (message.type === 'status') report();
    else if (message.type === 'collect')
      parentPort.postMessage({ type: 'results', sockets: sockets.map((s) => s.state) });
    else if (message.type === 'close') {
      for (const s of sockets) s.socket.disconnect();
      parentPort.close();
    }
  });
}

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

async function connectedCount(workers) {
  const answers = await Promise.all(
    workers.map((w) => {
      const answer = nextMessage(w, 'status');
      w.postMessage({ type: 'status' });
      return answer;
    }),
  );
  return answers.reduce((sum, a) => sum + a.connected, 0);
}

async function main() {
  const bin = findHaproxy();
  if (!bin) {
    console.error(
      'scenario:cluster needs HAProxy in front of the three instances, and it is not installed.\n' +
        'Install it with: sudo apt-get install -y haproxy   (Debian / Ubuntu; then run this again)',
    );
    process.exit(1);
  }
  if (!process.argv.includes('--no-build')) {
    const built = spawnSync(process.execPath, [join(root, 'scripts', 'build.mjs')], {
      cwd: root,
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    if (built.status !== 0) throw new Error('the build failed');
  }
  const postgres = await startPostgres();
  const mail = await startMailCounter();
  const instances = [];
  const workers = [];
  const jobLines = [];
  let proxy;
  let db;
  try {
    const started = new Date();
    const opts = { databaseUrl: postgres.url, smtpUrl: mail.url, jobLines };
    instances.push(await startInstance(1, { ...opts, seed: true }));
    for (let n = 2; n <= INSTANCES; n++)
      instances.push(await startInstance(n, { ...opts, seed: false }));
    proxy = await startHaproxy(
      bin,
      instances.map((i) => i.port),
    );
    console.log(`${INSTANCES} instances behind HAProxy at ${proxy.url}`);

    db = await connectClient(postgres.url);
    const signToken = tokenSigner(JWT_SECRET);
    const [admin] = (
      await db.query("SELECT id, role, token_version FROM users WHERE email = 'admin@campus.test'")
    ).rows;
    const [batch] = (
      await db.query(
        `SELECT batch_month_year AS "monthYear", batch_domain AS domain FROM users
         WHERE email = 'student@campus.test'`,
      )
    ).rows;
    await db.query(
      `INSERT INTO users (name, email, role, batch_month_year, batch_domain)
       SELECT 'Cluster Student ' || n, 'cluster-' || n || '@students.campus.test', 'student', $2, $3
       FROM generate_series(1, $1::int) AS n`,
      [socketCount, batch.monthYear, batch.domain],
    );
    const students = (
      await db.query(
        "SELECT id, role, token_version FROM users WHERE email LIKE 'cluster-%' ORDER BY email",
      )
    ).rows;
    const tokens = await Promise.all(students.map(signToken));
    const adminToken = await signToken(admin);
    const api = (path, body) =>
      fetch(`${proxy.url}${path}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });

    // The clients, spread over the threads; HAProxy spreads their sessions over the instances.
    const plans = Array.from({ length: workerCount }, () => []);
    students.forEach((s, i) =>
      plans[i % workerCount].push({
        userId: s.id,
        token: tokens[i],
        polling: pollingEvery > 0 && i % pollingEvery === 0,
      }),
    );
    const t0 = Date.now();
    for (const plan of plans)
      workers.push(new Worker(new URL(import.meta.url), { workerData: { url: proxy.url, plan } }));
    const allUp = await until(async () => (await connectedCount(workers)) === socketCount, 600_000);
    if (!allUp) throw new Error('not every socket connected within 10 minutes');
    const connectSeconds = round1((Date.now() - t0) / 1000);
    const perInstance = [];
    for (const inst of instances) {
      const res = await fetch(`http://127.0.0.1:${inst.port}/api/health`);
      perInstance.push(res.ok);
    }
    console.log(`${socketCount} sockets connected in ${connectSeconds} s`);

    // The task that falls due during the run: its deadline goes to every student from the
    // task-reminders job (a minute's window), on whichever instance runs it.
    const dueSoon = new Date(Date.now() + 20_000);
    const due = await api('/api/tasks', {
      title: 'Cluster deadline',
      dueDate: dueSoon.toISOString(),
      timezone: 'Asia/Kolkata',
      batch,
    });
    if (due.status !== 201) throw new Error(`POST /api/tasks: ${due.status} ${await due.text()}`);
    const dueTaskId = (await due.json())._id;

    // The burst.
    const posts = [];
    let mailsAsked = 0;
    const accountsFailed = [];
    const askMails = async (count) => {
      const batchOf = Array.from({ length: count }, () => ++mailsAsked);
      await Promise.all(
        batchOf.map(async (k) => {
          const res = await api('/api/users', {
            name: `Cluster Mentor ${k}`,
            email: `cluster-mail-${k}@mentors.campus.test`,
            role: 'mentor',
          }).catch((err) => ({ status: String(err) }));
          if (res.status !== 201) accountsFailed.push(res.status);
        }),
      );
    };
    let killedAt = null;
    const mailsPerGap = Math.ceil(mailCount / taskCount);
    for (let t = 0; t < taskCount; t++) {
      if (t === Math.floor(taskCount / 2)) {
        instances[KILLED].child.kill('SIGKILL');
        killedAt = clock();
        console.log(`killed instance ${KILLED + 1} (pid ${instances[KILLED].pid}) with SIGKILL`);
      }
      const start = clock();
      const res = await api('/api/tasks', {
        title: `Cluster task ${t + 1}`,
        dueDate: new Date(Date.now() + 7 * 86_400_000).toISOString(),
        timezone: 'Asia/Kolkata',
        batch,
      }).catch((err) => ({ status: String(err), json: async () => ({}) }));
      const answered = clock();
      const task = res.status === 201 ? await res.json() : null;
      posts.push({
        t,
        start,
        answered,
        status: res.status,
        taskId: task?._id,
        beforeKill: !killedAt,
      });
      console.log(
        `task ${t + 1}: ${res.status} in ${round1(answered - start)} ms${killedAt ? ' (after the kill)' : ''}`,
      );
      await Promise.all([askMails(Math.min(mailsPerGap, mailCount - mailsAsked)), sleep(gapMs)]);
    }

    // The scheduled deadline: wait until the task-reminders job stored it for every student.
    const deadlineStored = await until(async () => {
      const { rows } = await db.query(
        `SELECT count(*)::int AS n FROM notifications
         WHERE event = 'task_deadline_passed' AND data->>'entityId' = $1`,
        [dueTaskId],
      );
      return rows[0].n >= socketCount;
    }, 150_000);
    console.log(`deadline notifications stored: ${deadlineStored ? 'all' : 'NOT all'}`);

    // Every socket back (the killed instance's reconnect elsewhere), then a grace for the last events.
    const backUp = await until(async () => (await connectedCount(workers)) === socketCount, 60_000);
    const outboxRows = async () =>
      (
        await db.query(
          `SELECT id::text AS id, sent_at IS NOT NULL AS sent, locked_until FROM mail_outbox
           WHERE "to" LIKE 'cluster-mail-%'`,
        )
      ).rows;
    // Mails: until every outbox row of the run is sent, or a minute.
    await until(async () => (await outboxRows()).every((r) => r.sent), 60_000);
    await sleep(RECONCILE_MS + 2_000);

    // Results.
    const results = (
      await Promise.all(
        workers.map((w) => {
          const answer = nextMessage(w, 'results');
          w.postMessage({ type: 'collect' });
          return answer;
        }),
      )
    ).flatMap((m) => m.sockets);
    const { rows: stored } = await db.query(
      `SELECT user_id::text AS "userId", id::text AS id FROM notifications
       WHERE user_id = ANY($1::uuid[]) AND created_at >= $2`,
      [students.map((s) => s.id), started],
    );
    const expected = new Map();
    for (const r of stored) expected.set(r.userId, [...(expected.get(r.userId) ?? []), r.id]);
    let lost = 0;
    let neverReceived = 0;
    let lateReconcile = 0;
    let dropped = 0;
    const reconcileMs = [];
    const socketsLosing = new Set();
    for (const s of results) {
      const live = new Set(s.live.map(([id]) => id));
      const fetched = new Set(s.fetched);
      const last = s.drops.at(-1);
      if (s.drops.length > 0) {
        dropped++;
        if (last.back !== null && last.fetched !== null) reconcileMs.push(last.fetched - last.back);
        if (last.fetched === null || last.fetched - last.back > RECONCILE_MS) lateReconcile++;
      }
      for (const id of expected.get(s.userId) ?? []) {
        if (live.has(id)) continue;
        const reconciled =
          last && last.fetched !== null && last.fetched - last.back <= RECONCILE_MS;
        if (fetched.has(id) && reconciled) continue;
        lost++;
        if (!fetched.has(id)) neverReceived++;
        socketsLosing.add(s.userId);
      }
    }
    // Delivery before the kill: every receipt of the tasks answered before it.
    const byTask = new Map();
    for (const r of stored) byTask.set(r.id, null);
    const { rows: taskOf } = await db.query(
      `SELECT id::text AS id, data->>'entityId' AS task FROM notifications
       WHERE user_id = ANY($1::uuid[]) AND created_at >= $2 AND event = 'task_created'`,
      [students.map((s) => s.id), started],
    );
    const taskByNotification = new Map(taskOf.map((r) => [r.id, r.task]));
    const fromPost = [];
    const fromFirst = [];
    for (const post of posts.filter((p) => p.beforeKill && p.taskId)) {
      const receipts = results
        .flatMap((s) => s.live)
        .filter(([id]) => taskByNotification.get(id) === post.taskId)
        .map(([, at]) => at)
        .sort((a, b) => a - b);
      fromPost.push(...receipts.map((at) => at - post.start));
      fromFirst.push(...receipts.map((at) => at - receipts[0]));
    }
    fromPost.sort((a, b) => a - b);
    fromFirst.sort((a, b) => a - b);
    reconcileMs.sort((a, b) => a - b);

    // Jobs.
    const done = new Map();
    const startedOn = new Map();
    for (const line of jobLines) {
      const map = line.msg === 'job done' ? done : startedOn;
      map.set(line.id, [...(map.get(line.id) ?? []), line.instance]);
    }
    const runTwice = [...done.values()].filter((by) => by.length > 1).length;
    const cut = [...startedOn.entries()].filter(
      ([id, by]) => by.includes(KILLED + 1) && !(done.get(id) ?? []).includes(KILLED + 1),
    );
    const cutRerun = cut.filter(([id]) => (done.get(id) ?? []).length > 0).length;
    const { rows: stuck } = await db.query(
      `SELECT name, id::text AS id, state::text AS state FROM pgboss.job
       WHERE created_on >= $1 AND start_after < now() - interval '10 seconds'
         AND state IN ('created', 'retry', 'active')`,
      [started],
    );
    const { rows: jobStates } = await db.query(
      `SELECT state::text AS state, count(*)::int AS n FROM pgboss.job
       WHERE created_on >= $1 GROUP BY 1 ORDER BY 1`,
      [started],
    );

    // Mails.
    const outbox = await outboxRows();
    const counts = new Map();
    for (const id of mail.received) counts.set(id, (counts.get(id) ?? 0) + 1);
    const mailsTwice = outbox.filter((r) => (counts.get(r.id) ?? 0) > 1).length;
    const mailsNotSent = outbox.filter((r) => !counts.has(r.id)).length;

    const summary = {
      sockets: socketCount,
      instances: INSTANCES,
      killed: `instance ${KILLED + 1}, SIGKILL after task ${Math.floor(taskCount / 2)} of ${taskCount}`,
      clientThreads: workerCount,
      cores: availableParallelism(),
      connectSeconds,
      instancesAnsweringBeforeKill: perInstance.filter(Boolean).length,
      tasks: posts.map((p) => ({ status: p.status, ms: round1(p.answered - p.start) })),
      notificationsStored: stored.length,
      socketsDropped: dropped,
      socketsBackAtEnd: backUp,
      eventsLost: lost,
      eventsNeverReceived: neverReceived,
      socketsLosing: socketsLosing.size,
      reconcileLateOrMissing: lateReconcile,
      reconcileMs: {
        p50: round1(percentile(reconcileMs, 0.5)),
        p99: round1(percentile(reconcileMs, 0.99)),
        max: round1(reconcileMs.at(-1) ?? NaN),
      },
      beforeKill: {
        receipts: fromPost.length,
        fromPostP50Ms: round1(percentile(fromPost, 0.5)),
        fromPostP99Ms: round1(percentile(fromPost, 0.99)),
        fromFirstP50Ms: round1(percentile(fromFirst, 0.5)),
        fromFirstP99Ms: round1(percentile(fromFirst, 0.99)),
      },
      deadlineToEveryone: deadlineStored,
      jobs: {
        runs: done.size,
        runTwice,
        cutByKill: cut.length,
        cutAndRerun: cutRerun,
        lost: stuck.length,
        stuck,
        states: jobStates,
      },
      mails: {
        asked: mailsAsked,
        accountsFailed: accountsFailed.length,
        outboxRows: outbox.length,
        received: mail.received.length,
        sentTwice: mailsTwice,
        notSent: mailsNotSent,
      },
    };
    const rows = [
      ['sockets (3 instances, HAProxy)', `${socketCount}, connected in ${connectSeconds} s`],
      ['notifications stored in the run', stored.length],
      ['sockets dropped by the kill', `${dropped}, back at the end: ${backUp ? 'all' : 'NOT all'}`],
      ['events lost to connected users (not within 3 s)', lost],
      ['… of which never received, even late', neverReceived],
      [
        'reconciled after reconnecting',
        `p50 ${summary.reconcileMs.p50} ms, p99 ${summary.reconcileMs.p99} ms; over 3 s or none: ${lateReconcile}`,
      ],
      [
        'delivery before the kill (from the emit)',
        `p50 ${summary.beforeKill.fromFirstP50Ms} ms, p99 ${summary.beforeKill.fromFirstP99Ms} ms`,
      ],
      [
        'delivery before the kill (from the POST)',
        `p50 ${summary.beforeKill.fromPostP50Ms} ms, p99 ${summary.beforeKill.fromPostP99Ms} ms`,
      ],
      ['scheduled deadline to every student', deadlineStored ? 'yes' : 'NO'],
      ['job runs', done.size],
      ['jobs lost', stuck.length],
      ['jobs run twice', runTwice],
      ['runs cut by the kill / run again elsewhere', `${cut.length} / ${cutRerun}`],
      ['mails (outbox rows / received)', `${outbox.length} / ${mail.received.length}`],
      ['mails sent twice', mailsTwice],
      ['mails not sent by the end', mailsNotSent],
    ];
    const width = Math.max(...rows.map(([k]) => k.length));
    console.log(`\n${'what'.padEnd(width)} | figure\n${'-'.repeat(width)}-|-------`);
    for (const [k, v] of rows) console.log(`${k.padEnd(width)} | ${v}`);
    mkdirSync(join(root, 'bench-results'), { recursive: true });
    writeFileSync(join(root, 'bench-results', 'cluster.json'), JSON.stringify(summary, null, 2));
    if (lost > 0 || stuck.length > 0 || runTwice > 0 || mailsTwice > 0 || mailsNotSent > 0)
      process.exitCode = 1;
  } finally {
    for (const w of workers) w.postMessage({ type: 'close' });
    proxy?.stop();
    const running = instances.filter(
      (i) => i.child.exitCode === null && i.child.signalCode === null,
    );
    const exited = running.map((i) => new Promise((resolve) => i.child.once('exit', resolve)));
    for (const i of running) i.child.kill('SIGTERM');
    await Promise.race([Promise.all(exited), sleep(12_000)]);
    await db?.end().catch(() => {});
    mail.close();
    postgres.stop();
  }
}

if (isMainThread) await main();
else await clientWorker(workerData);
