/* eslint-disable @typescript-eslint/no-explicit-any -- test responses are asserted field by field */
// Boots the real server for a test file: a fresh temporary data dir (PGlite) — or a fresh database on
// the PostgreSQL server of TEST_DATABASE_URL — listening on 127.0.0.1 with a free port. Share one per
// file (creating a PGlite dir costs seconds) and keep tests apart with unique emails (`uniqueEmail`).
import { randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, expect, inject } from 'vitest';
import { io as ioClient, type Socket } from 'socket.io-client';
import { buildApp, type BuildOptions, type CampusApp } from '../app';
import type { Role, UserRow } from '../db/schema/index';
import { MemoryMailer } from '../lib/mailer';
import { userRoom } from '../realtime/hub';

export type DbKind = 'pglite' | 'postgres';

/**
 * The databases a suite runs against.
 * - Without PostgreSQL (TEST_DATABASE_URL unset, e.g. `npm test` on a laptop): the embedded PGlite.
 * - With it (CI, scripts/ci-postgres.sh): PostgreSQL, the production database, for every suite; and
 *   PGlite as well for the suites that say `{ embedded: true }`: those about the database's wiring
 *   (the job queue, the outbox, start and shutdown, the platform) and those that call every operation
 *   or walk every list (roles, cursor walks), so each of the app's statements also runs on PGlite.
 *   The browser journeys (packages/web/e2e) run `npm start`'s own setup: the whole product on PGlite.
 *   Both engines are the same PostgreSQL; what differs is the driver and PGlite's one connection,
 *   which is what those suites exercise. (Every suite on both took twice the time, PGlite being the
 *   slower half: docs/decisions.md, "The server suite's databases".)
 * - TEST_EVERY_DATABASE=1 runs every suite on both.
 */
export function testDatabases(opts: { embedded?: boolean } = {}): DbKind[] {
  if (!process.env.TEST_DATABASE_URL) return ['pglite'];
  return opts.embedded || process.env.TEST_EVERY_DATABASE ? ['pglite', 'postgres'] : ['postgres'];
}

export const TEST_PASSWORD = 'secret123';

let counter = 0;
export function uniqueEmail(prefix = 'user'): string {
  return `${prefix}-${Date.now().toString(36)}-${(counter++).toString(36)}-${randomBytes(3).toString('hex')}@test.campus`;
}
/** A random address from the benchmarking range (RFC 2544), sent as X-Forwarded-For. */
export function randomIp(): string {
  return `198.18.${Math.floor(Math.random() * 256)}.${1 + Math.floor(Math.random() * 254)}`;
}

export interface ApiResponse<T = any> {
  status: number;
  body: T;
  headers: Headers;
}

export interface TestUser {
  row: UserRow;
  id: string;
  email: string;
  password: string;
  token: string;
}

export interface TestServer {
  campus: CampusApp;
  url: string;
  mailer: MemoryMailer;
  dataDir: string;
  /** The PostgreSQL database of this server (postgres runs only). */
  databaseUrl: string | undefined;
  api<T = any>(
    method: string,
    path: string,
    opts?: {
      token?: string;
      body?: unknown;
      ip?: string;
      headers?: Record<string, string>;
      form?: FormData;
    },
  ): Promise<ApiResponse<T>>;
  /** A user of any role, created directly (fast) with TEST_PASSWORD and a fresh token. */
  user(
    role: Role,
    extra?: Partial<Parameters<CampusApp['ctx']['services']['users']['create']>[1]>,
  ): Promise<TestUser>;
  socket(token: string | undefined): Socket;
  /**
   * Stops the server and removes its data. Every connection still open is ended first (the tests
   * are over); `{ inFlight: true }` closes as a deploy does instead: requests in flight are
   * answered, then the server stops.
   */
  close(opts?: { inFlight?: boolean }): Promise<void>;
}

/**
 * A database of its own on TEST_DATABASE_URL's server: a copy of the migrated template that the
 * global setup made (global-setup.ts), or an empty one that the server migrates when there is none.
 */
async function freshPostgresDatabase(
  adminUrl: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `campus_test_${randomBytes(6).toString('hex')}`;
  const template = inject('postgresTemplate');
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  // FILE_COPY: a copy of the template's files, a quarter of the time of the default from
  // PostgreSQL 15 on (WAL_LOG, block by block through the log; earlier versions only copy files);
  // its checkpoint costs nothing with the test cluster's fsync off.
  const version = Number((await admin.query('SHOW server_version_num')).rows[0].server_version_num);
  const strategy = version >= 150000 ? ' STRATEGY FILE_COPY' : '';
  await admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}${strategy}` : ''}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

export async function startServer(
  kind: DbKind = 'pglite',
  opts: BuildOptions & { shareDatabaseWith?: TestServer } = {},
): Promise<TestServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'campus-test-'));
  const mailer = new MemoryMailer();
  let dropDb: (() => Promise<void>) | undefined;
  let databaseUrl: string | undefined;
  const template = inject('pgliteTemplate');
  if (kind === 'pglite' && template && existsSync(template)) {
    cpSync(template, join(dataDir, 'pglite'), { recursive: true });
  }
  if (kind === 'postgres' && opts.shareDatabaseWith?.databaseUrl) {
    // A second instance on the same database (load-balancer tests); the first one drops it.
    databaseUrl = opts.shareDatabaseWith.databaseUrl;
  } else if (kind === 'postgres') {
    const fresh = await freshPostgresDatabase(process.env.TEST_DATABASE_URL!);
    databaseUrl = fresh.url;
    dropDb = fresh.drop;
  }
  const { shareDatabaseWith: _shared, ...buildOpts } = opts;
  const campus = await buildApp({
    logger: false,
    mailer,
    // Cheap hashing: argon2's production cost would dominate the suite's time.
    passwordCost: { memoryCost: 1024, timeCost: 1 },
    env: {
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      JWT_SECRET: 'test-secret-that-is-at-least-32-characters-long',
      PAYMENT_WEBHOOK_SECRET: 'test-webhook-secret',
      PAYMENT_URL: 'https://pay.example.test/form',
      PUBLIC_URL: 'http://campus.test',
      TRUST_PROXY: 'true',
      RESPONSE_VALIDATION: 'strict',
      WEB_DIST: join(dataDir, 'no-web-build'),
    },
    ...buildOpts,
    config: { port: 0, host: '127.0.0.1', ...buildOpts.config },
  });
  const url = await campus.listen();
  const sockets: Socket[] = [];

  const server: TestServer = {
    campus,
    url,
    mailer,
    dataDir,
    databaseUrl,
    async api(method, path, o = {}) {
      const headers: Record<string, string> = {
        'x-forwarded-for': o.ip ?? randomIp(),
        ...o.headers,
      };
      if (o.token) headers.authorization = `Bearer ${o.token}`;
      let body: string | FormData | undefined;
      if (o.form) body = o.form;
      else if (o.body !== undefined) {
        headers['content-type'] ??= 'application/json';
        body = typeof o.body === 'string' ? o.body : JSON.stringify(o.body);
      }
      const res = await fetch(url + path, { method, headers, body });
      const text = await res.text();
      // What the request wrote to the mail outbox is delivered before the test reads the mailer, as
      // the outbox job would within a second (lib/outbox.ts; tested there with real SMTP). Only a
      // write can have queued a mail; a read may be answered while the server closes its database.
      if (method !== 'GET' && method !== 'HEAD') {
        await campus.ctx.outbox.deliverDue();
        await campus.ctx.outbox.idle();
      }
      let parsed: unknown = text;
      try {
        parsed = text ? JSON.parse(text) : undefined;
      } catch {
        // not JSON (the web notice page, an image)
      }
      return { status: res.status, body: parsed as any, headers: res.headers };
    },
    async user(role, extra = {}) {
      const { ctx } = campus;
      const email = extra.email ?? uniqueEmail(role);
      const row = await ctx.services.users.create(ctx.db, {
        name: `${role} ${email.slice(0, 8)}`,
        email,
        role,
        passwordHash: await ctx.services.passwords.hash(TEST_PASSWORD),
        ...extra,
      });
      return {
        row,
        id: row.id,
        email,
        password: TEST_PASSWORD,
        token: await ctx.tokens.issue(row),
      };
    },
    socket(token) {
      const s = ioClient(url, {
        auth: token === undefined ? {} : { token },
        transports: ['websocket'],
        reconnection: false,
        forceNew: true,
      });
      sockets.push(s);
      return s;
    },
    async close({ inFlight = false } = {}) {
      for (const s of sockets) s.disconnect();
      // Left to the server's own close, a connection that fetch (undici) still holds as busy kept
      // close() waiting until Node's headers timeout (60 s) in about one run in three of a file.
      if (!inFlight) campus.app.server.closeAllConnections();
      await campus.close();
      await dropDb?.();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  return server;
}

/**
 * The server of a describe block: started before its tests (after any beforeAll registered earlier),
 * closed after them, asserting that no response broke the contract. The suite reads it at once as
 * `const s = useServer(db)`; what it answers forwards to the running server, so test bodies and
 * helpers written against a TestServer need no `let` assigned in a hook.
 */
export function useServer(
  kind: DbKind,
  opts?: Parameters<typeof startServer>[1],
  ready?: (server: TestServer) => void | Promise<void>,
): TestServer {
  let server: TestServer | undefined;
  beforeAll(async () => {
    server = await startServer(kind, opts);
    await ready?.(server);
  });
  afterAll(async () => {
    if (!server) return;
    expect(server.campus.violations).toEqual([]);
    await server.close();
  });
  return new Proxy({} as TestServer, {
    get(_, key: keyof TestServer) {
      if (!server) throw new Error('the test server is not started yet (use it inside a test)');
      const value = server[key];
      return typeof value === 'function' ? value.bind(server) : value;
    },
  });
}

/**
 * Resolves with the next `event` on a socket. It sets no clock of its own (a loaded machine may take
 * long; the test's timeout bounds the wait): it fails only when the socket closes before the event.
 */
export function nextEvent<T = any>(socket: Socket, event: string): Promise<T> {
  return new Promise((resolve, reject) => {
    const onEvent = (payload: T) => {
      socket.off('disconnect', onClose);
      resolve(payload);
    };
    const onClose = (reason: string) => {
      socket.off(event, onEvent);
      if (event !== 'disconnect') reject(new Error(`socket closed (${reason}) before ${event}`));
    };
    socket.once(event, onEvent);
    if (event !== 'disconnect') socket.once('disconnect', onClose);
  });
}

/** Waits until `condition` holds, checking once per turn of the event loop (no clock of its own). */
export async function until(condition: () => boolean | Promise<boolean>): Promise<void> {
  while (!(await condition())) await new Promise((r) => setImmediate(r));
}

/** Whether the server has put this client's socket into `room` (on this instance). */
export function inRoom(server: TestServer, socket: Socket, room: string): boolean {
  return Boolean(socket.id && server.campus.io.of('/').adapter.rooms.get(room)?.has(socket.id));
}

/**
 * Watches a socket for an event that must NOT arrive. `settled()` sends a marker event to the user's
 * room after the interesting emits and waits for it: socket.io keeps one connection's packets in
 * order, so anything sent before the marker has arrived by then. Resolves true when it stayed silent.
 */
export function silence(server: TestServer, socket: Socket, userId: string, event: string) {
  let heard = false;
  const onEvent = () => (heard = true);
  socket.on(event, onEvent);
  return {
    async settled(): Promise<boolean> {
      await delivered(server, socket, userId);
      socket.off(event, onEvent);
      return !heard;
    },
  };
}

/**
 * Resolves once everything the server has sent so far to this user's socket has arrived: a marker
 * event goes to the user's room after it, and one connection's packets keep their order.
 */
export async function delivered(server: TestServer, socket: Socket, userId: string): Promise<void> {
  const marker = `test_marker_${randomBytes(4).toString('hex')}`;
  const got = nextEvent(socket, marker);
  // Straight through socket.io: the hub sends only the contract's events, and a marker is none.
  server.campus.io.to(userRoom(userId)).emit(marker, {});
  await got;
}

/** Emits `event` and resolves with the server's acknowledgement. */
export function emitAck<T = { ok: boolean; message?: string; _id?: string }>(
  socket: Socket,
  event: string,
  payload: unknown,
): Promise<T> {
  return new Promise((resolve) => socket.emit(event, payload, resolve));
}

/** Resolves once connected, or rejects with the server's refusal. */
export function connected(socket: Socket): Promise<void> {
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', (err) => reject(err));
  });
}

/** A 1×1 PNG. */
export const PNG_1PX = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
