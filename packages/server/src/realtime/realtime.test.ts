import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  connected,
  nextEvent,
  silence,
  startServer,
  testDatabases,
  type TestServer,
} from '../testing/server';
import type { Socket } from 'socket.io-client';

const emitAck = <T = { ok: boolean; message?: string; _id?: string }>(
  s: Socket,
  event: string,
  payload: unknown,
) => new Promise<T>((resolve) => s.emit(event, payload, resolve));
for (const db of testDatabases()) {
  describe(`realtime [${db}]`, () => {
    let s: TestServer;
    beforeAll(async () => {
      s = await startServer(db);
    });
    afterAll(async () => {
      expect(s.campus.violations).toEqual([]);
      await s.close();
    });

    it('refuses a missing, bad or logged-out token', async () => {
      await expect(connected(s.socket(undefined))).rejects.toThrow();
      await expect(connected(s.socket('garbage'))).rejects.toThrow(/Invalid token/);
      const u = await s.user('student');
      await s.api('POST', '/api/auth/logout', { token: u.token });
      await expect(connected(s.socket(u.token))).rejects.toThrow(/session has ended/);
    });

    it('delivers private messages and typing to the addressed user only, and stores the message', async () => {
      // An admin may write to anyone (who may talk is modules/messages' test).
      const [a, b, c] = [await s.user('admin'), await s.user('mentor'), await s.user('student')];
      const [sa, sb, sc] = [s.socket(a.token), s.socket(b.token), s.socket(c.token)];
      await Promise.all([connected(sa), connected(sb), connected(sc)]);

      const got = nextEvent(sb, 'private_message');
      const bystander = silence(s, sc, c.id, 'private_message');
      const ack = await emitAck<{ ok: boolean; sent?: { _id: string } }>(sa, 'private_message', {
        toUserId: b.id,
        message: 'Hello mentor',
      });
      expect(ack.ok).toBe(true);
      const event = await got;
      expect(event).toMatchObject({
        _id: ack.sent?._id,
        fromUserId: a.id,
        toUserId: b.id,
        message: 'Hello mentor',
        type: 'text',
      });
      expect(await bystander.settled()).toBe(true);

      const typing = nextEvent(sb, 'typing');
      const noTyping = silence(s, sc, c.id, 'typing');
      sa.emit('typing', { toUserId: b.id, isTyping: true });
      expect(await typing).toEqual({ fromUserId: a.id, isTyping: true });
      expect(await noTyping.settled()).toBe(true);

      // Offline later: the message is in b's notifications.
      const list = await s.api('GET', '/api/notifications', { token: b.token });
      expect(list.body.items[0]).toMatchObject({
        _id: event.notification._id,
        type: 'message',
        event: 'private_message',
        read: false,
      });
      expect(list.body.unread).toBe(1);
    });

    it('a server shutting down drops its sockets so that clients reconnect', async () => {
      const t = await startServer(db);
      const u = await t.user('student');
      const sock = t.socket(u.token);
      await connected(sock);
      const closed = nextEvent<string>(sock, 'disconnect');
      await t.campus.close(); // the server alone (t.close() disconnects the clients first)
      // Not 'io server disconnect', after which socket.io clients never try again.
      expect(await closed).toBe('transport close');
      await t.close();
    });

    it('refuses oversized messages and rate-limits floods', async () => {
      // The buckets refill with the server's clock; held still, a slow machine (15 acknowledged
      // sends took 12 s under load) buys no extra sends and the count is exact.
      const held = new Date();
      const t = await startServer(db, { now: () => held });
      try {
        const [a, b] = [await t.user('admin'), await t.user('student')];
        const sa = t.socket(a.token);
        await connected(sa);
        const big = await emitAck(sa, 'private_message', {
          toUserId: b.id,
          message: 'x'.repeat(2001),
        });
        expect(big).toMatchObject({
          ok: false,
          message: 'Message must be at most 2000 characters',
        });
        const answers = [];
        for (let i = 0; i < 15; i++)
          answers.push(await emitAck(sa, 'private_message', { toUserId: b.id, message: `m${i}` }));
        expect(answers.filter((x) => x.ok).length).toBeLessThanOrEqual(11);
        expect(answers.at(-1)).toMatchObject({
          ok: false,
          message: 'Too many messages. Slow down.',
        });
        expect(t.campus.violations).toEqual([]);
      } finally {
        await t.close();
      }
    });

    it('lets a socket join only rooms it is entitled to', async () => {
      const student = await s.user('student', {
        batch: { monthYear: '2026-11', domain: 'fullstack' },
      });
      const so = s.socket(student.token);
      await connected(so);
      expect(await emitAck(so, 'join_room', { room: 'batch:2026-11:fullstack' })).toEqual({
        ok: true,
      });
      expect((await emitAck(so, 'join_room', { room: 'batch:2026-11:data' })).ok).toBe(false);
      expect((await emitAck(so, 'join_room', { room: 'role:admin' })).ok).toBe(false);
      expect(
        (await emitAck(so, 'join_room', { room: 'liveclass:00000000-0000-4000-8000-000000000000' }))
          .ok,
      ).toBe(false);
      expect((await emitAck(so, 'join_room', { nope: 1 })).ok).toBe(false);

      const inRoom = nextEvent(so, 'batch_note');
      s.campus.io.to('batch:2026-11:fullstack').emit('batch_note', { hi: 1 });
      expect(await inRoom).toEqual({ hi: 1 });
    });

    it('stores server events as notifications and emits them to the right user only', async () => {
      const [a, b] = [await s.user('student'), await s.user('student')];
      const [sa, sb] = [s.socket(a.token), s.socket(b.token)];
      await Promise.all([connected(sa), connected(sb)]);
      const got = nextEvent(sa, 'task_created');
      const other = silence(s, sb, b.id, 'task_created');
      const taskId = '11111111-1111-4111-8111-111111111111';
      const task = {
        _id: taskId,
        title: 'Build a REST API',
        dueDate: new Date().toISOString(),
        timezone: 'Asia/Kolkata',
      };
      await s.campus.ctx.hub.notify(s.campus.ctx.db, [a.id], {
        name: 'task_created',
        type: 'task',
        message: 'New task: Build a REST API',
        reason: 'because this task is assigned to you',
        entityId: taskId,
        link: '/dashboard',
        payload: { task },
      });
      const event = await got;
      expect(event).toMatchObject({
        notification: {
          type: 'task',
          event: 'task_created',
          data: { message: 'New task: Build a REST API' },
          read: false,
        },
        task: { _id: taskId },
      });
      expect(s.campus.ctx.contract.schemaValidator('TaskEvent')(event)).toBeNull();
      expect(await other.settled()).toBe(true);

      // The event carries the stored notification whole: the list shows the very same one.
      const list = await s.api('GET', '/api/notifications', { token: a.token });
      expect(list.body.items[0]).toEqual(event.notification);
      expect(list.body.items[0]).toMatchObject({
        _id: event.notification._id,
        data: { message: 'New task: Build a REST API', link: '/dashboard' },
      });
      const read = await s.api('PATCH', `/api/notifications/${event.notification._id}/read`, {
        token: a.token,
      });
      expect(read.body.read).toBe(true);
      expect(
        (
          await s.api('PATCH', `/api/notifications/${event.notification._id}/read`, {
            token: b.token,
          })
        ).status,
      ).toBe(404);
      await s.campus.ctx.hub.notify(s.campus.ctx.db, [a.id], {
        name: 'task_due_reminder',
        type: 'reminder',
        message: 'Due soon',
        reason: 'because this task is assigned to you',
        payload: { task, minutesBefore: 60 },
      });
      expect((await s.api('POST', '/api/notifications/read-all', { token: a.token })).body).toEqual(
        { updated: 1 },
      );
      expect((await s.api('DELETE', '/api/notifications', { token: a.token })).status).toBe(204);
      expect((await s.api('GET', '/api/notifications', { token: a.token })).body).toMatchObject({
        items: [],
        nextCursor: null,
        unread: 0,
      });
    });

    it.runIf(db === 'postgres')(
      'carries events and disconnects across instances (Postgres adapter)',
      async () => {
        const second = await startServer(db, { shareDatabaseWith: s });
        try {
          const [a, b, admin] = [
            await s.user('admin'),
            await s.user('student'),
            await s.user('admin'),
          ];
          const sa = s.socket(a.token); // on instance 1
          const sb = second.socket(b.token); // on instance 2
          await Promise.all([connected(sa), connected(sb)]);
          const got = nextEvent(sb, 'private_message');
          expect(
            (await emitAck(sa, 'private_message', { toUserId: b.id, message: 'across' })).ok,
          ).toBe(true);
          expect(await got).toMatchObject({ fromUserId: a.id, message: 'across' });

          // Deactivated through instance 2: the socket on instance 1 closes.
          const closed = nextEvent(sa, 'disconnect');
          await second.api('PATCH', `/api/users/${a.id}/deactivate`, { token: admin.token });
          await closed;
        } finally {
          await second.close();
        }
      },
    );

    it.runIf(db === 'postgres')(
      'survives PostgreSQL ending the adapter LISTEN connection: listens anew, has its sockets reconnect to catch up, carries events again',
      async () => {
        const second = await startServer(db, { shareDatabaseWith: s });
        const pool = s.campus.ctx.database.pool;
        if (!pool) throw new Error('a PostgreSQL run has a pool');
        const listeners = async () =>
          (
            await pool.query<{ pid: number }>(
              `select pid from pg_stat_activity
               where datname = current_database() and query like 'LISTEN %'`,
            )
          ).rows.map((r) => r.pid);
        try {
          const [a, b] = [await s.user('admin'), await s.user('student')];
          const sa = s.socket(a.token); // on instance 1
          const sb = second.socket(b.token); // on instance 2
          await Promise.all([connected(sa), connected(sb)]);
          const before = await listeners();
          expect(before).toHaveLength(2);
          const dropped = Promise.all([nextEvent(sa, 'disconnect'), nextEvent(sb, 'disconnect')]);
          // What a PostgreSQL restart does to both instances' listening connections.
          await pool.query('select pg_terminate_backend(pid) from unnest($1::int[]) as pid', [
            before,
          ]);
          // Each adapter listens again on a new connection (after its reconnection delay) …
          await expect
            .poll(async () => (await listeners()).filter((pid) => !before.includes(pid)).length, {
              timeout: 15_000,
              interval: 100,
            })
            .toBe(2);
          // … and closes its sockets' transports, which a client reconnects after (not a socket.io
          // disconnect, after which it would stay away): it then refetches what it missed.
          expect(await dropped).toEqual(['transport close', 'transport close']);
          const [ra, rb] = [s.socket(a.token), second.socket(b.token)];
          await Promise.all([connected(ra), connected(rb)]);
          const got = nextEvent(rb, 'private_message');
          expect(
            (await emitAck(ra, 'private_message', { toUserId: b.id, message: 'after the outage' }))
              .ok,
          ).toBe(true);
          expect(await got).toMatchObject({ fromUserId: a.id, message: 'after the outage' });
          expect((await s.api('GET', '/api/health')).status).toBe(200);
        } finally {
          // Waits for every client of its pool: the dead LISTEN one too, unless it was handed back.
          await second.close();
        }
      },
    );

    it.runIf(db === 'postgres')(
      'an instance closed as soon as it started hands back its LISTEN connection and closes',
      async () => {
        const pool = s.campus.ctx.database.pool;
        if (!pool) throw new Error('a PostgreSQL run has a pool');
        const listening = async () =>
          Number(
            (
              await pool.query<{ n: string }>(
                `select count(*) as n from pg_stat_activity
                 where datname = current_database() and query like 'LISTEN %'`,
              )
            ).rows[0]?.n,
          );
        await expect.poll(listening, { timeout: 15_000, interval: 100 }).toBe(1);
        // Closed while its adapter is still acquiring the connection it listens on: the close
        // resolves (the pool's end() waits for every client it lent), and nothing stays listening.
        const second = await startServer(db, { shareDatabaseWith: s });
        await second.close();
        await expect.poll(listening, { timeout: 15_000, interval: 100 }).toBe(1);
      },
    );
  });
}
