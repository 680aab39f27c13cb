/* eslint-disable @typescript-eslint/no-explicit-any -- the fuzzer sends and walks arbitrary payloads */
// A fuzz of EVERY event a client may send (the SDK's ClientToServerEvents; the table below
// is typed by it, so a new event fails to compile until it has a plausible payload here). Each event
// gets its plausible payload and mutations of it — NUL bytes, lone surrogates, wrong types, huge
// strings (one past the packet limit, which closes the connection), deep nesting, arrays, null, no
// payload, prototype keys, a missing acknowledgement, extra arguments — from a socket of each role.
// No acknowledgement may say "Server error", the server logs no error, and afterwards /api/health
// answers 200 and a plausible message still goes through. The server's clock moves 10 s between
// rounds so the rate limits refill and never hide a handler from the fuzz.
import type { ClientToServerEvents } from '@campus/sdk/model';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connected, startServer, type TestServer, type TestUser } from '../testing/server';
import { SOCKET_LIMITS } from './socket';

type EventName = keyof ClientToServerEvents;
type Role = 'student' | 'mentor' | 'pendingMentor' | 'instructor' | 'admin';
const ROLES: Role[] = ['student', 'mentor', 'pendingMentor', 'instructor', 'admin'];

/** Rewrites every leaf of `v` with `f`. */
function mapLeaves(v: any, f: (leaf: any) => any): any {
  if (Array.isArray(v)) return v.map((x) => mapLeaves(x, f));
  if (v && typeof v === 'object')
    return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, mapLeaves(x, f)]));
  return f(v);
}
const strings = (v: any, f: (s: string) => any) =>
  mapLeaves(v, (l) => (typeof l === 'string' ? f(l) : l));
const nest = (depth: number, inner: any) => {
  let v = inner;
  for (let i = 0; i < depth; i++) v = { a: v };
  return v;
};

/** Payload mutations of a plausible payload: [label, payload or `undefined` for none]. */
function mutations(plausible: any): [string, any][] {
  return [
    ['plausible', plausible],
    ['NUL in strings', strings(plausible, (s) => `a\u0000${s}`)],
    ['lone high surrogate', strings(plausible, (s) => `${s}\uD800`)],
    ['lone low surrogate', strings(plausible, (s) => `\uDC00${s}`)],
    ['bidi and emoji', strings(plausible, (s) => `\u202E${s}😀\u200B`)],
    [
      'wrong types',
      mapLeaves(plausible, (l) =>
        typeof l === 'string' ? 12345 : typeof l === 'boolean' ? 'yes' : 'abc',
      ),
    ],
    ['objects for strings', strings(plausible, () => ({ $gt: '' }))],
    ['arrays for strings', strings(plausible, (s) => [s, s])],
    ['empty strings', strings(plausible, () => '')],
    ['whitespace strings', strings(plausible, () => '   ')],
    ['long strings (4,000 each)', strings(plausible, () => 'x'.repeat(4_000))],
    ['past the packet limit', strings(plausible, () => 'x'.repeat(SOCKET_LIMITS.maxPacketBytes))],
    ['deep nesting (1,000)', nest(1_000, plausible)],
    ['deep arrays (2,000)', JSON.parse('['.repeat(2_000) + ']'.repeat(2_000))],
    ['array of it', [plausible]],
    ['null', null],
    ['no payload', undefined],
    ['number', 42],
    ['string', 'join me'],
    ['boolean', true],
    ['prototype keys', JSON.parse('{"__proto__":{"ok":true},"constructor":{"prototype":{}}}')],
    ['extra fields', { ...plausible, role: 'admin', extra: 'x'.repeat(100) }],
  ];
}

describe('fuzz of every socket event', () => {
  let s: TestServer;
  let clock = Date.now();
  const logged: string[] = [];
  beforeAll(async () => {
    s = await startServer('pglite', {
      now: () => new Date(clock),
      logger: true,
      logStream: { write: (line: string) => void logged.push(line) },
    });
  });
  afterAll(() => s.close());

  it('acknowledges no "Server error", logs no error and stays healthy', async () => {
    const admin = await s.user('admin');
    const users: Record<Role, TestUser> = {
      student: await s.user('student'),
      mentor: await s.user('mentor'),
      pendingMentor: await s.user('mentor', { mentorStatus: 'pending' }),
      instructor: await s.user('instructor'),
      admin,
    };
    const batch = { monthYear: '2026-11', domain: 'fuzz' };
    const assigned = await s.api('POST', '/api/batchassignments/assign', {
      token: admin.token,
      body: { mentorId: users.mentor.id, studentIds: [users.student.id], ...batch },
    });
    expect(assigned.status).toBe(200);
    const unhandled: unknown[] = [];
    const onUnhandled = (err: unknown) => unhandled.push(err);
    process.on('unhandledRejection', onUnhandled);

    // Each role writes to someone it may talk to (and, in the mutations, to anyone else).
    const peer: Record<Role, string> = {
      student: users.mentor.id,
      mentor: users.student.id,
      pendingMentor: users.student.id,
      instructor: admin.id,
      admin: users.student.id,
    };
    const room = `batch:${batch.monthYear}:${batch.domain}`;
    const plausible: { [K in EventName]: (role: Role, i: number) => unknown } = {
      join_room: () => ({ room }),
      leave_room: () => ({ room }),
      private_message: (role, i) => ({
        toUserId: peer[role],
        message: `fuzz ${i}`,
        clientId: `fuzz-${role}-${i}`,
      }),
      typing: (role) => ({ toUserId: peer[role], isTyping: true }),
      visibility: (_role, i) => ({ visible: i % 2 === 0 }),
    };
    const odd: Record<EventName, unknown[]> = {
      join_room: [
        { room: `user:${admin.id}` },
        { room: 'role:admin' },
        { room: 'batch:' },
        { room: 'batch:2026-11:../../x' },
        { room: 'liveclass:00000000-0000-4000-8000-000000000000' },
        { room: `liveclass:${'x'.repeat(5_000)}` },
        { room: ':' },
      ],
      leave_room: [{ room: `user:${users.student.id}` }, { room: 'role:student' }, { room: '' }],
      private_message: [
        { toUserId: '00000000-0000-4000-8000-000000000000', message: 'hi' },
        { toUserId: 'not-a-uuid', message: 'hi' },
        { toUserId: admin.id, message: 'x'.repeat(2_001) },
        { toUserId: admin.id, message: 'hi', type: 'file' },
        { toUserId: admin.id, message: 'hi', clientId: 'x'.repeat(65) },
      ],
      typing: [
        { toUserId: users.instructor.id, isTyping: false },
        { toUserId: '00000000-0000-4000-8000-000000000000', isTyping: true },
      ],
      visibility: [{ visible: 'yes' }, { visible: true, extra: 1 }, { hidden: true }, [true]],
    };
    const events = Object.keys(plausible) as EventName[];

    const sockets = new Map<Role, Socket>();
    const open = async (role: Role): Promise<Socket> => {
      const known = sockets.get(role);
      if (known?.connected) return known;
      known?.disconnect();
      const sock = s.socket(users[role].token);
      await connected(sock);
      sockets.set(role, sock);
      return sock;
    };

    const failures: string[] = [];
    const unanswered: string[] = [];
    let sent = 0;
    let acknowledged = 0;
    const check = (label: string, answer: unknown) => {
      acknowledged++;
      const a = answer as { ok?: unknown; message?: unknown } | null;
      const message = typeof a?.message === 'string' ? a.message : '';
      if (
        !a ||
        typeof a !== 'object' ||
        typeof a.ok !== 'boolean' ||
        /server error|internal/i.test(message)
      )
        failures.push(`${label}: ${(JSON.stringify(answer) ?? 'undefined').slice(0, 200)}`);
    };
    /** Acknowledgements asked for but not awaited (the shapes a handler may leave unanswered). */
    const pending: Promise<void>[] = [];
    /**
     * One emit in one shape. An acknowledged plausible shape is awaited (so a role's emits keep
     * their order); the others are collected and awaited together at the end.
     */
    const emit = async (
      role: Role,
      event: EventName,
      payload: unknown,
      shape: string,
      label: string,
    ) => {
      const sock = await open(role);
      const where = `${role} ${event} [${label}, ${shape}]`;
      sent++;
      const raw = sock as unknown as {
        emit(...args: unknown[]): void;
        timeout(ms: number): { emit(...args: unknown[]): void };
      };
      const asked = new Promise<void>((resolve) => {
        const ack = (err: unknown, answer: unknown) => {
          if (!err) check(where, answer);
          // Every acknowledgement asked for is answered (extra arguments and a missing payload
          // included), except past the packet limit, which closes the connection by rule.
          else if (event !== 'typing' && label !== 'past the packet limit') unanswered.push(where);
          resolve();
        };
        const timed = raw.timeout(5_000);
        switch (shape) {
          case 'ack':
            return payload === undefined ? timed.emit(event, ack) : timed.emit(event, payload, ack);
          case 'no ack':
            raw.emit(event, payload);
            return resolve();
          case 'extra args':
            return timed.emit(event, payload, 'extra', { more: 1 }, ack);
          default:
            return timed.emit(event, payload, payload, ack);
        }
      });
      if (shape === 'ack') await asked;
      else pending.push(asked);
      // The server closes the connection; the next emit must not race that close on this socket.
      // (A payload without strings, such as `visibility`'s, stays under the limit and open.)
      const pastLimit = (JSON.stringify(payload) ?? '').length > SOCKET_LIMITS.maxPacketBytes;
      if (label === 'past the packet limit' && pastLimit && sock.connected)
        await new Promise((resolve) => sock.once('disconnect', resolve));
    };

    let round = 0;
    for (const event of events) {
      // `typing` asks for no acknowledgement (the SDK's map): one offered is not awaited.
      const shapes =
        event === 'typing' ? ['no ack', 'extra args'] : ['ack', 'no ack', 'extra args'];
      const variants = ROLES.map((role) => ({
        role,
        list: [
          ...mutations(plausible[event](role, round)),
          ...odd[event].map((p, i): [string, unknown] => [`odd ${i}`, p]),
          ['payload twice', plausible[event](role, round)] as [string, unknown],
        ],
      }));
      const rounds = Math.max(...variants.map((v) => v.list.length));
      for (let i = 0; i < rounds; i++) {
        clock += 10_000;
        round++;
        // Answers still on their way are collected before a round closes connections.
        if (variants.some((v) => v.list[i]?.[0] === 'past the packet limit'))
          await Promise.all(pending);
        await Promise.all(
          variants.map(async ({ role, list }) => {
            const entry = list[i];
            if (!entry) return;
            const [label, payload] = entry;
            const forShapes = label === 'payload twice' ? ['twice'] : shapes;
            for (const shape of forShapes) await emit(role, event, payload, shape, label);
          }),
        );
      }
    }

    await Promise.all(pending);
    // Healthy afterwards: the health check, and a plausible message from a fresh socket.
    clock += 10_000;
    for (const sock of sockets.values()) sock.disconnect();
    sockets.clear();
    const health = await fetch(`${s.url}/api/health`);
    const student = await open('student');
    const after = await new Promise<any>((resolve) =>
      student.emit(
        'private_message',
        { toUserId: users.mentor.id, message: 'still here' },
        resolve,
      ),
    );
    process.off('unhandledRejection', onUnhandled);
    const errors = logged.filter((line) => {
      const level = (JSON.parse(line) as { level?: number }).level ?? 0;
      return level >= 50;
    });
    console.info(
      `socket fuzz: ${sent} messages (${events.length} events × ${ROLES.length} roles), ${acknowledged} acknowledged, ${failures.length} failures`,
    );
    expect(failures).toEqual([]);
    expect(unanswered).toEqual([]);
    expect(errors).toEqual([]);
    expect(unhandled).toEqual([]);
    expect(health.status).toBe(200);
    expect(after).toMatchObject({ ok: true });
    expect(s.campus.violations).toEqual([]);
  }, 120_000);
});
