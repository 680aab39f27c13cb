#!/usr/bin/env node
// What a real campus's size costs: `pnpm bench:scale` (not part of the tests).
//
// Starts a throwaway PostgreSQL cluster on 127.0.0.1 (Debian's /usr/lib/postgresql/<v>/bin, data in a
// temporary dir, as scripts/ci-postgres.sh does), the bare Fastify route of scripts/bench-server.mjs
// and the built server (packages/server/dist/main.js, built first unless --no-build) on that cluster
// with the demo world seeded. Then it copies that database (`CREATE DATABASE … TEMPLATE`) and grows
// the copy to a large campus (src/seed/large-campus.ts at BENCH_SCALE, default 1: the issue's 20,000
// students, a million notifications …; the growth is timed, not measured), starts a second server on
// it, and measures every hot read of every role with autocannon (BENCH_SECONDS each, default 5, after
// a 1 s warm-up; BENCH_CONNECTIONS, default 10) on both sizes side by side, in BENCH_ROUNDS
// interleaved rounds (default 3: each endpoint on the demo world, then on the large campus, round
// after round; each figure is the median of its rounds, as the issue's own table was measured).
// Each figure is printed as p50/p99 ms, as a share of the bare route's requests/s in the same round
// (measured first and last, the mean is 100 %), and as large ÷ demo (p50). Queries per request come
// from the server's own count (QUERY_COUNT_HEADER: the `x-db-queries` header), the median of five
// requests sent one at a time, and so do the rows an answer holds (its page's items). A paged list asks for a different page on every request (pages that
// exist at that size). Decision: the server runs with READ_CACHE_LISTS=false, so the
// admin's user list, the one list the second-long read cache (lib/read-cache.ts) keeps, reads the
// database on every request: a walk of a few pages repeats each page many times a second (the demo
// has two pages of users), so with the cache the users rows measured a Map lookup (~7,000 req/s,
// 0-1 queries), not what a page costs. Who is calling is still kept for a second, as in production.
// The chat is asked by BENCH_CHAT_USERS (default 400) students made for it, in turn, so its per-user
// rate limit (20 a minute) is not what is measured. Writes bench-results/scale.json. `--only=tasks,batches`
// measures only the endpoints whose title contains one of the words (`--no-build` skips the build).
//
// BENCH_KEEP_DIR keeps the cluster in that directory: the first run grows its copies there, and a
// later run starts that cluster again and measures the copies it finds (growing scale 5 takes tens of
// minutes; measuring it again after a change to the server should not).
//
// BENCH_BASE_SCALE (default 0: the demo world as seeded) measures a second copy of the demo world,
// grown to that scale, as the baseline instead, e.g. 0.02 (400 students, 4,000 submissions, 20,000
// notifications): the measured pages are then as full on the baseline as on the large campus (the
// rows column shows it), so large ÷ base measures the data growing (50× at 0.02) and not the page
// filling up. With the seeded demo some pages hold 0 or 1 row against 20 at large (the mentor's
// conversations none, their review queue 1), and large ÷ demo there is mostly the cost of 20 rows
// against 1. The table's "demo" columns are then that grown baseline.
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  connectClient,
  freePort,
  startBuiltServer,
  startPostgres,
  tokenSigner,
  waitFor,
} from './bench-kit.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const serverDir = join(root, 'packages', 'server');
const require = createRequire(join(serverDir, 'package.json'));
const autocannon = require('autocannon');

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const scale = Number(process.env.BENCH_SCALE ?? 1);
const baseScale = Number(process.env.BENCH_BASE_SCALE ?? 0);
const chatUsers = Number(process.env.BENCH_CHAT_USERS ?? 400);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
/** `--only=a,b`: measure only the endpoints whose title contains one of these (case-insensitive). */
const only = process.argv
  .find((a) => a.startsWith('--only='))
  ?.slice('--only='.length)
  .toLowerCase()
  .split(',')
  .filter(Boolean);
const JWT_SECRET = 'bench-scale-secret-that-is-at-least-32-characters';

/** Grows the campus in `databaseUrl` to `size` (src/seed/large-campus.ts; rows it has are kept). */
function growCampus(databaseUrl, size, what) {
  console.log(`Growing ${what} (scale ${size}) …`);
  const grown = spawnSync('pnpm', ['--silent', 'grow', String(size)], {
    cwd: serverDir,
    env: { ...process.env, DATABASE_URL: databaseUrl },
    stdio: ['ignore', 'pipe', 'inherit'],
    encoding: 'utf8',
  });
  if (grown.status !== 0) throw new Error('growing the campus failed');
  console.log(grown.stdout.trim());
}

function bench(opts) {
  return new Promise((resolve, reject) => {
    autocannon({ duration: seconds, connections, timeout: 30, ...opts }, (err, r) => {
      if (err) return reject(err);
      resolve({
        answered: r.requests.total,
        rps: r.requests.average,
        p50: r.latency.p50,
        p99: r.latency.p99,
        failed: r.non2xx + r.errors + r.timeouts,
        bytes: r.requests.total ? Math.round(r.throughput.total / r.requests.total) : 0,
      });
    });
  });
}

/**
 * The similar-question box's 100 pairs (src/modules/questions/similar-questions.fixture.json): each
 * answered question is planted among a grown batch's own questions (batch 0, 2024-01 web, asked by
 * its first student), so the box is measured choosing among 410 questions and not 100. Planted again
 * on each run (a kept cluster's leftovers are removed first) and removed at the end.
 */
const { pairs: similarPairs } = JSON.parse(
  readFileSync(
    join(serverDir, 'src', 'modules', 'questions', 'similar-questions.fixture.json'),
    'utf8',
  ),
);
const PAIR_BODY_MARK = '[bench-similar-pair]';

async function removePairs(c) {
  await c.query('DELETE FROM questions WHERE body LIKE $1', [`%${PAIR_BODY_MARK}`]);
}

async function plantPairs(databaseUrl) {
  const c = await connectClient(databaseUrl);
  try {
    await removePairs(c);
    const author = (
      await c.query("SELECT id FROM users WHERE email = 'scale-student-0@campus.test'")
    ).rows[0].id;
    const ids = [];
    for (const p of similarPairs) {
      const { rows } = await c.query(
        `INSERT INTO questions (month_year, domain, author_id, title, body, accepted_answer_id, answer_count)
         VALUES ('2024-01', 'web', $1, $2, $3, gen_random_uuid(), 1) RETURNING id`,
        [author, p.title, `${p.body}\n\n${PAIR_BODY_MARK}`],
      );
      ids.push(rows[0].id);
    }
    return ids;
  } finally {
    await c.end();
  }
}

function median(xs) {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
}

/** Waits until the radar's job has recomputed every marked student on each database. */
async function radarCaughtUp(urls) {
  const started = Date.now();
  for (const url of urls) {
    const c = await connectClient(url);
    try {
      for (;;) {
        const { rows } = await c.query('SELECT count(*)::int AS n FROM radar_dirty');
        if (rows[0].n === 0) break;
        if (Date.now() - started > 20 * 60_000)
          throw new Error(
            `the radar's recomputation had not caught up after 20 minutes (${rows[0].n} students still marked)`,
          );
        await new Promise((r) => setTimeout(r, 2_000));
      }
    } finally {
      await c.end();
    }
  }
  console.log(
    `The radar's recomputation caught up on both sizes ${((Date.now() - started) / 1000).toFixed(0)} s after the servers started.`,
  );
}

async function main() {
  const children = [];
  const keepIn = process.env.BENCH_KEEP_DIR || undefined;
  const postgres = await startPostgres({ keepIn });
  let client;
  const stopAll = () => {
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
    const barePort = await freePort();
    children.push(
      spawn(
        process.execPath,
        [join(root, 'scripts', 'bench-server.mjs'), '--bare', String(barePort)],
        {
          stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
        },
      ),
    );
    /** The built server on one database (it seeds the demo world into an empty one). */
    const startCampus = async (databaseUrl) => {
      const campus = await startBuiltServer({
        databaseUrl,
        jwtSecret: JWT_SECRET,
        name: 'scale',
        env: { SEED_DEMO: 'true', QUERY_COUNT_HEADER: 'true', READ_CACHE_LISTS: 'false' },
      });
      children.push(campus.child);
      return campus;
    };
    const bareUrl = `http://127.0.0.1:${barePort}/bare`;
    await waitFor(bareUrl);
    // The demo world first (the server migrates and seeds it), on the cluster's `postgres` database.
    let demoCampus = await startCampus(postgres.url);

    client = await connectClient(postgres.url);
    const tokenFor = tokenSigner(JWT_SECRET);
    const tokenOf = async (email) => {
      const { rows } = await client.query(
        'SELECT id, role, token_version FROM users WHERE email = $1',
        [email],
      );
      return tokenFor(rows[0]);
    };
    const token = {
      admin: await tokenOf('admin@campus.test'),
      mentor: await tokenOf('mentor@campus.test'),
      student: await tokenOf('student@campus.test'),
      instructor: await tokenOf('instructor@campus.test'),
    };
    // Students who only ask the assistant (one question each per round, so no rate limit bites).
    await client.query(
      `INSERT INTO users (name, email, role) SELECT 'Chat ' || n, 'bench-chat-' || n || '@bench.test', 'student'
       FROM generate_series(1, $1::int) AS n ON CONFLICT DO NOTHING`,
      [chatUsers],
    );
    const chatTokens = await Promise.all(
      (
        await client.query(
          "SELECT id, role, token_version FROM users WHERE email LIKE 'bench-chat-%' ORDER BY email",
        )
      ).rows.map(tokenFor),
    );
    // The large campus is a copy of this demo world grown in place (`CREATE DATABASE … TEMPLATE`,
    // which wants no one connected to the demo database meanwhile), so both sizes are measured side
    // by side: the same users, ids and tokens, one server on each database.
    await client.end();
    await demoCampus.stop();
    const admin = await connectClient(postgres.url.replace(/\/postgres$/, '/template1'));
    // A kept cluster (BENCH_KEEP_DIR) keeps its grown copies: each is made and grown once.
    const has = async (name) =>
      (await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])).rowCount > 0;
    const growLarge = !(await has('campus_large'));
    const growBase = baseScale > 0 && !(await has('campus_base'));
    if (growLarge) await admin.query('CREATE DATABASE campus_large TEMPLATE postgres');
    // The grown baseline is a copy of its own, grown from the demo world like the large one (a world
    // grown at one scale cannot be grown on to another: rows are placed by the scale's counts).
    if (growBase) await admin.query('CREATE DATABASE campus_base TEMPLATE postgres');
    await admin.end();
    const largeUrl = postgres.url.replace(/\/postgres$/, '/campus_large');
    const baseUrl =
      baseScale > 0 ? postgres.url.replace(/\/postgres$/, '/campus_base') : postgres.url;
    if (growBase) growCampus(baseUrl, baseScale, 'a copy of the demo world to the baseline');
    if (growLarge) growCampus(largeUrl, scale, 'a copy of the demo world to a large campus');
    else
      console.log(
        `Reusing the large campus kept in ${keepIn} (grown before; BENCH_SCALE is not applied).`,
      );
    client = await connectClient(largeUrl);
    const sizes = await client.query(
      `SELECT (SELECT count(*) FROM users WHERE role = 'student') AS students,
        (SELECT count(*) FROM notifications) AS notifications,
        (SELECT count(*) FROM private_messages) AS messages,
        (SELECT count(*) FROM task_submissions) AS submissions,
        (SELECT count(*) FROM enrollments) AS enrollments,
        (SELECT count(*) FROM quiz_attempts) AS quiz_attempts`,
    );
    console.log('Large campus:', sizes.rows[0]);
    // A student of grown batch 0 (the same id on both sizes: ids derive from row numbers).
    if (baseScale > 0) token.grownStudent = await tokenOf('scale-student-0@campus.test');
    const demoMentorId = (
      await client.query("SELECT id FROM users WHERE email = 'mentor@campus.test'")
    ).rows[0].id;
    // Windows from the start of today (UTC), so every request of a row reads the same window.
    const day0 = new Date(new Date().toISOString().slice(0, 10));
    const window = (fromDays, toDays) =>
      new URLSearchParams({
        from: new Date(day0.getTime() + fromDays * 86_400_000).toISOString(),
        to: new Date(day0.getTime() + toDays * 86_400_000).toISOString(),
      }).toString();
    const week = window(0, 7);
    const month = window(-7, 35);
    const thirtyDays = window(1, 31);
    const space = '/api/batches/2024-01/web/questions';
    // Grown course 0 (the instructor's, like every grown course): its id as the generator derives
    // it, md5('campus-scale:course:0') read as a uuid, the same on both sizes.
    const grownCourse0 = createHash('md5')
      .update('campus-scale:course:0')
      .digest('hex')
      .replace(/^(.{8})(.{4})(.{4})(.{4})(.{12})$/, '$1-$2-$3-$4-$5');
    const planted =
      baseScale > 0 ? { demo: await plantPairs(baseUrl), large: await plantPairs(largeUrl) } : null;
    demoCampus = await startCampus(baseUrl);
    const largeCampus = await startCampus(largeUrl);
    const bases = { demo: demoCampus.base, large: largeCampus.base };

    const questions = [
      'When is my next live class?',
      'How do I submit a task?',
      'Show my pending tasks',
      'What did my mentor say about my submission?',
      'How do I book a session with a mentor?',
    ];

    /** [title, role, path, paged?] — the issue's table first, then the other daily lists. */
    const allEndpoints = [
      ['GET /api/admin/students?page=N', 'admin', '/api/admin/students?pageSize=20', true],
      ['GET /api/enrollments?page=N (admin)', 'admin', '/api/enrollments?pageSize=20', true],
      ['POST /api/chatbot/chat', 'chat', '/api/chatbot/chat'],
      ['GET /api/messages/conversations (mentor)', 'mentor', '/api/messages/conversations'],
      ['GET /api/messages/conversations (student)', 'student', '/api/messages/conversations'],
      ['GET /api/batches (admin)', 'admin', '/api/batches'],
      ['GET /api/tasks?page=N (admin)', 'admin', '/api/tasks?pageSize=20', true],
      [
        'GET /api/courses?sort=popular (signed in, uncached)',
        'student',
        '/api/courses?sort=popular',
      ],
      ['GET /api/learning/overview (student)', 'student', '/api/learning/overview'],
      ['GET /api/tasks/mentor/students (my students)', 'mentor', '/api/tasks/mentor/students'],
      ['GET /api/tasks/mentor (mentor)', 'mentor', '/api/tasks/mentor'],
      ['GET /api/tasks/review-queue (mentor)', 'mentor', '/api/tasks/review-queue'],
      ['GET /api/users?page=N (admin)', 'admin', '/api/users?pageSize=20', true],
      [
        'GET /api/users?page=N&sort=name (admin)',
        'admin',
        '/api/users?pageSize=20&sort=name',
        true,
      ],
      ['GET /api/liveclasses/mentor', 'mentor', '/api/liveclasses/mentor'],
      ['GET /api/auth/me (student)', 'student', '/api/auth/me'],
      ['GET /api/users/profile (student)', 'student', '/api/users/profile'],
      ['GET /api/notifications (student)', 'student', '/api/notifications'],
      ['GET /api/notifications (mentor)', 'mentor', '/api/notifications'],
      ['GET /api/tasks/student', 'student', '/api/tasks/student'],
      ['GET /api/enrollments/student', 'student', '/api/enrollments/student'],
      ['GET /api/liveclasses/student', 'student', '/api/liveclasses/student'],
      ['GET /api/bookings/student', 'student', '/api/bookings/student'],
      ['GET /api/bookings/mentor', 'mentor', '/api/bookings/mentor'],
      ['GET /api/mentor-updates (student)', 'student', '/api/mentor-updates'],
      ['GET /api/messages/contacts (student)', 'student', '/api/messages/contacts'],
      ['GET /api/admin/summary', 'admin', '/api/admin/summary'],
      ['GET /api/batchassignments (admin)', 'admin', '/api/batchassignments'],
      ['GET /api/liveclasses (admin)', 'admin', '/api/liveclasses'],
      ['GET /api/courses (instructor)', 'instructor', '/api/courses'],
      ['GET /api/inbox?cursor=N (mentor)', 'mentor', '/api/inbox?pageSize=20', true],
      [
        'GET /api/admin/mentor-load?page=N (admin)',
        'admin',
        '/api/admin/mentor-load?pageSize=20',
        true,
      ],
      ['GET /api/calendar/events (student, a week)', 'student', `/api/calendar/events?${week}`],
      ['GET /api/calendar/events (mentor, a month)', 'mentor', `/api/calendar/events?${month}`],
      [
        'GET /api/bookings/mentor/{id}/slots (30 days)',
        'student',
        `/api/bookings/mentor/${demoMentorId}/slots?${thirtyDays}`,
      ],
      ['GET /api/radar (mentor)', 'mentor', '/api/radar?pageSize=20'],
      // The grown batch's reports (batch 0, 2024-01 web, is the demo mentor's; see below).
      [
        'GET /api/radar/batches/…/attendance (mentor)',
        'mentor',
        '/api/radar/batches/2024-01/web/attendance',
        false,
        'grown',
      ],
      [
        'GET /api/radar/batches/…/progress (mentor)',
        'mentor',
        '/api/radar/batches/2024-01/web/progress',
        false,
        'grown',
      ],
      // A grown course's quiz results (course 0: one quiz, every enrolled student's graded attempts).
      [
        'GET /api/grades/course/{id}/quiz-results (instructor)',
        'instructor',
        `/api/grades/course/${grownCourse0}/quiz-results`,
        false,
        'grown',
      ],
      // A grown batch's question space (batch 0, 2024-01 web, is the demo mentor's): it exists on
      // both sizes only when the baseline is grown too (BENCH_BASE_SCALE), and is skipped otherwise.
      [`GET ${space}?cursor=N (mentor)`, 'mentor', `${space}?pageSize=20`, true, 'grown'],
      [`GET ${space}?cursor=N (student)`, 'grownStudent', `${space}?pageSize=20`, true, 'grown'],
      [
        `GET ${space}?search=… (student)`,
        'grownStudent',
        `${space}?pageSize=20&search=docker+container`,
        false,
        'grown',
      ],
      [
        `GET ${space}/similar?title=… (student)`,
        'grownStudent',
        `${space}/similar?title=how+to+configure+a+docker+contaner`,
        false,
        'grown',
      ],
      // The box for each of the 100 reworded titles in turn, their questions planted in the batch.
      [
        `GET ${space}/similar?title=… (the 100 reworded titles)`,
        'grownStudent',
        similarPairs.map((p) => `${space}/similar?title=${encodeURIComponent(p.paraphrase)}`),
        true,
        'grown',
      ],
    ];
    const endpoints = allEndpoints
      .filter(([, , , , needs]) => needs !== 'grown' || baseScale > 0)
      .filter(([title]) => !only || only.some((o) => title.toLowerCase().includes(o)));
    if (baseScale === 0)
      console.log('The question space rows need a grown baseline (BENCH_BASE_SCALE): skipped.');
    // The radar as a running campus has it: growing marked every student it wrote for the radar's
    // recomputation, which each server's job works through in its first minutes (and which would
    // compete with the requests measured). Its rows, and the quiz results (whose attempts marked
    // every student who took a quiz), are measured once neither database has a student still waiting.
    if (endpoints.some(([title]) => title.includes('/api/radar') || title.includes('quiz-results')))
      await radarCaughtUp([baseUrl, largeUrl]);

    const headersFor = (role) => (token[role] ? { authorization: `Bearer ${token[role]}` } : {});
    /**
     * The paths of the pages that exist at this size (at least one): a list paged by cursor is
     * walked (up to 200 pages) to collect its cursors, a list still paged by number counts pages.
     */
    const pagePaths = async (base, role, path) => {
      if (Array.isArray(path)) return path;
      const read = async (p) => (await fetch(base + p, { headers: headersFor(role) })).json();
      const first = await read(path);
      if (!('nextCursor' in first)) {
        const pages = Math.max(1, Math.ceil((first.total ?? 0) / (first.pageSize ?? 20)));
        return Array.from({ length: pages }, (_, i) => `${path}&page=${i + 1}`);
      }
      const paths = [path];
      for (let body = first; body.nextCursor && paths.length < 200;) {
        const next = `${path}&cursor=${body.nextCursor}`;
        paths.push(next);
        body = await read(next);
      }
      return paths;
    };
    let chatTurn = 0;
    const chatRequest = () => {
      const i = chatTurn++;
      return {
        method: 'POST',
        path: '/api/chatbot/chat',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${chatTokens[i % chatTokens.length]}`,
        },
        body: JSON.stringify({ message: questions[i % questions.length] }),
      };
    };
    const sendOnce = async (base, role, path) => {
      const req =
        role === 'chat' ? chatRequest() : { method: 'GET', path, headers: headersFor(role) };
      const res = await fetch(base + req.path, req);
      const body = await res.text();
      if (!res.ok) throw new Error(`${req.method} ${req.path}: ${res.status}`);
      return { queries: Number(res.headers.get('x-db-queries')), rows: rowsIn(body) };
    };
    /**
     * How many rows an answer holds: its `items` (a page), else its longest array (a list answered
     * whole, or the dashboard's sections). Printed beside the ratio: a demo page that holds 0–6 rows
     * against a large campus's full 20 is a different amount of work per request, apart from growth.
     */
    const rowsIn = (text) => {
      let json;
      try {
        json = JSON.parse(text);
      } catch {
        return 0;
      }
      if (Array.isArray(json)) return json.length;
      if (Array.isArray(json?.items)) return json.items.length;
      const arrays = Object.values(json ?? {}).filter(Array.isArray);
      return arrays.length ? Math.max(...arrays.map((a) => a.length)) : 0;
    };

    /**
     * Queries and rows per request first, one request at a time while nothing else runs (a load
     * run's slow requests would still be querying), each paged one on a page of its own (no kept
     * read); and the pages that exist at this size.
     */
    const survey = async (base) => {
      const out = {};
      for (const [title, role, path, paged] of endpoints) {
        const pages = paged ? await pagePaths(base, role, path) : [path];
        const answers = [];
        for (let i = 0; i < 5; i++)
          answers.push(await sendOnce(base, role, pages[(i + 1) % pages.length]));
        out[title] = {
          pages,
          queries: median(answers.map((a) => a.queries)),
          rows: median(answers.map((a) => a.rows)),
        };
      }
      return out;
    };
    const surveyed = { demo: await survey(bases.demo), large: await survey(bases.large) };

    /**
     * How often the box offers the planted question among the three it shows, per half of the pairs
     * (even positions tuned on, odd ones held out, as the test judges it).
     */
    const similarHits = async (phase) => {
      const found = { tuning: 0, heldOut: 0 };
      for (const [i, p] of similarPairs.entries()) {
        const res = await fetch(
          `${bases[phase]}${space}/similar?title=${encodeURIComponent(p.paraphrase)}`,
          { headers: headersFor('grownStudent') },
        );
        const offered = (await res.json()).map((x) => x._id);
        if (offered.includes(planted[phase][i])) found[i % 2 === 0 ? 'tuning' : 'heldOut']++;
      }
      return found;
    };
    const hits =
      planted && endpoints.some(([title]) => title.includes('reworded'))
        ? { demo: await similarHits('demo'), large: await similarHits('large') }
        : null;

    /** One autocannon run of an endpoint on one size (after a 1 s warm-up). */
    const measure = async (phase, title, role, path, paged) => {
      const paths = surveyed[phase][title].pages;
      let page = 0;
      const opts =
        role === 'chat'
          ? {
              url: bases[phase],
              requests: [{ setupRequest: (req) => ({ ...req, ...chatRequest() }) }],
            }
          : {
              url: bases[phase] + paths[0],
              headers: headersFor(role),
              requests: [
                {
                  setupRequest: (req) =>
                    paged ? { ...req, path: paths[page++ % paths.length] } : req,
                },
              ],
            };
      await bench({ ...opts, duration: 1 });
      return bench(opts);
    };

    // Rounds interleaved (the issue's method: medians of three interleaved runs): in each round
    // every endpoint runs on the demo world, then at once on the large campus, and the bare route
    // before and after the round; each figure is the median of its rounds. One run per size, hours
    // or minutes apart, measured the machine's mood as much as the size (the same code
    // read 9 and 14 ms at demo size in two runs).
    const runs = { demo: {}, large: {} };
    const bareRuns = { demo: [], large: [] };
    await bench({ url: bareUrl, duration: 1 });
    for (let round = 1; round <= rounds; round++) {
      const bareFirst = await bench({ url: bareUrl });
      for (const [title, role, path, paged] of endpoints) {
        for (const phase of ['demo', 'large']) {
          const r = await measure(phase, title, role, path, paged);
          (runs[phase][title] ??= []).push(r);
          const q = surveyed[phase][title].queries;
          console.log(
            `  round ${round} ${phase.padEnd(5)} ${title}: p50 ${r.p50} ms, p99 ${r.p99} ms, ${Math.round(r.rps)} req/s, ${q} queries${r.failed ? `, ${r.failed} FAILED` : ''}`,
          );
        }
      }
      const bareLast = await bench({ url: bareUrl });
      for (const phase of ['demo', 'large'])
        bareRuns[phase].push((bareFirst.rps + bareLast.rps) / 2);
    }
    const summed = (phase) => ({
      bare: median(bareRuns[phase]),
      endpoints: Object.fromEntries(
        endpoints.map(([title]) => {
          const rs = runs[phase][title];
          const { pages, queries, rows } = surveyed[phase][title];
          return [
            title,
            {
              p50: median(rs.map((r) => r.p50)),
              p99: median(rs.map((r) => r.p99)),
              rps: median(rs.map((r) => r.rps)),
              bytes: median(rs.map((r) => r.bytes)),
              failed: rs.reduce((n, r) => n + r.failed, 0),
              queries,
              rows,
              pages: pages.length,
              rounds: rs.map(({ p50, p99, rps }) => ({ p50, p99, rps: Math.round(rps) })),
            },
          ];
        }),
      ),
    });
    const demo = summed('demo');
    const large = summed('large');

    const pct = (rps, bare) => `${((rps / bare) * 100).toFixed(rps / bare < 0.01 ? 2 : 1)} %`;
    const lines = [
      `Campus at scale: ${process.version}, PostgreSQL on loopback, ${seconds} s × ${connections} connections per endpoint, median of ${rounds} interleaved round${rounds === 1 ? '' : 's'}; bare route ${Math.round(demo.bare)} / ${Math.round(large.bare)} req/s (demo / large)${baseScale > 0 ? `; the demo columns are the demo world grown to scale ${baseScale} (BENCH_BASE_SCALE)` : ''}`,
      '',
      '| endpoint | demo p50 / p99 ms | demo share | large p50 / p99 ms | large share | large ÷ demo (p50) | queries demo / large | rows demo / large |',
      '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ];
    for (const [title] of endpoints) {
      const d = demo.endpoints[title];
      const l = large.endpoints[title];
      const ratio =
        d.p50 > 0 ? (l.p50 / d.p50).toFixed(1) : l.p50 > 0 ? `${l.p50} ms / <1 ms` : '1.0';
      const failed = d.failed + l.failed ? ` (${d.failed + l.failed} failed)` : '';
      lines.push(
        `| ${title}${failed} | ${d.p50} / ${d.p99} | ${pct(d.rps, demo.bare)} | ${l.p50} / ${l.p99} | ${pct(l.rps, large.bare)} | ${ratio} | ${d.queries} / ${l.queries} | ${d.rows} / ${l.rows} |`,
      );
    }
    if (hits) {
      const half = similarPairs.length / 2;
      for (const phase of ['demo', 'large'])
        lines.push(
          '',
          `Similar-question box, the 100 reworded titles among batch 0's questions (${phase}): the right question in the top three for ${hits[phase].tuning}/${half} of the tuning half and ${hits[phase].heldOut}/${half} of the held-out half.`,
        );
    }
    console.log(`\n${lines.join('\n')}`);
    mkdirSync(join(root, 'bench-results'), { recursive: true });
    writeFileSync(
      join(root, 'bench-results', 'scale.json'),
      JSON.stringify(
        {
          at: new Date().toISOString(),
          scale,
          baseScale,
          seconds,
          connections,
          demo,
          large,
          sizes: sizes.rows[0],
          similarHits: hits,
        },
        null,
        2,
      ) + '\n',
    );
  } finally {
    await client?.end().catch(() => {});
    stopAll();
    // The planted pairs leave a kept cluster as it was.
    if (baseScale > 0)
      for (const db of ['campus_base', 'campus_large']) {
        const c = await connectClient(postgres.url.replace(/\/postgres$/, `/${db}`)).catch(
          () => null,
        );
        if (c) await removePairs(c).finally(() => c.end());
      }
    postgres.stop();
  }
}

await main();
