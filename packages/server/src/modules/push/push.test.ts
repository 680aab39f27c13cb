// Web push end to end on the server: subscriptions are each person's own; a task notification
// reaches a subscribed browser through a push service on loopback, encrypted for that browser alone
// (decrypted there with its keys) and signed with the server's VAPID key, carrying the page to open
// and the reason; nothing is pushed while one of the person's tabs is visible; quiet hours hold a
// push until they end; a subscription the push service says is gone is removed.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationDeliveries, pushSubscriptions } from '../../db/schema/index';
import { startPushService, type LoopbackPushService } from '../../testing/push-service';
import {
  connected,
  emitAck,
  startServer,
  testDatabases,
  until,
  useServer,
  type TestUser,
} from '../../testing/server';

// 12:00 in Kolkata on Monday 7 December 2026; moved by the quiet-hours test.
const START = Date.parse('2026-12-07T06:30:00Z');
const BATCH = { monthYear: '2026-12', domain: 'fullstack' };

for (const db of testDatabases()) {
  describe(`web push [${db}]`, () => {
    let clock = START;
    const s = useServer(db, { now: () => new Date(clock) });
    let service: LoopbackPushService;
    beforeAll(async () => {
      service = await startPushService();
    });
    afterAll(async () => {
      expect(service.problems).toEqual([]);
      await service.close();
    });

    const subs = (u: TestUser, id = u.id) => `/api/users/${id}/push-subscriptions`;
    const subscribe = async (u: TestUser) => {
      const browser = service.subscribe();
      const { endpoint, keys } = browser;
      const r = await s.api('POST', subs(u), { token: u.token, body: { endpoint, keys } });
      expect(r.status).toBe(201);
      return browser;
    };
    const stored = (u: TestUser) =>
      s.campus.ctx.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, u.id));
    const pushesOf = (u: TestUser) =>
      s.campus.ctx.db
        .select()
        .from(notificationDeliveries)
        .where(eq(notificationDeliveries.userId, u.id));
    const notifyTask = (people: TestUser[], title = 'Build a REST API') =>
      s.campus.ctx.hub.notify(
        s.campus.ctx.db,
        people.map((u) => u.id),
        {
          name: 'task_created',
          type: 'task',
          message: `New task: ${title}`,
          reason: 'because you are in batch 2026-12 fullstack',
          about: { batch: BATCH },
          entityId: '00000000-0000-4000-8000-000000000001',
          link: '/tasks/00000000-0000-4000-8000-000000000001',
          payload: {
            task: {
              _id: '00000000-0000-4000-8000-000000000001',
              title,
              dueDate: '2026-12-10T12:00:00.000Z',
              timezone: 'Asia/Kolkata',
            },
          },
        },
      );

    it('subscriptions are the person’s own: added, sent again, moved, refused, removed', async () => {
      const [a, b, admin] = [
        await s.user('student'),
        await s.user('student'),
        await s.user('admin'),
      ];
      const key = await s.api('GET', '/api/push/key', { token: a.token });
      expect(key.status).toBe(200);
      expect(key.body.publicKey).toBe(s.campus.ctx.config.vapid.publicKey);
      expect((await s.api('GET', '/api/push/key')).status).toBe(401);

      const { endpoint, keys } = service.subscribe();
      const body = { endpoint, keys };
      for (const [who, id] of [
        [a, b.id],
        [admin, a.id],
      ] as const) {
        const r = await s.api('POST', subs(who, id), { token: who.token, body });
        expect(r.status).toBe(403);
        expect(r.body.message).toBe('You can only add and remove your own push subscriptions.');
      }
      expect((await s.api('POST', subs(a), { body })).status).toBe(401);

      const first = await s.api('POST', subs(a), { token: a.token, body });
      expect(first.status).toBe(201);
      expect(first.body).toMatchObject({ endpoint });
      const again = await s.api('POST', subs(a), { token: a.token, body });
      expect(again.status).toBe(200);
      expect(again.body._id).toBe(first.body._id);

      // Not a push service's address: refused in plain words.
      const plain = await s.api('POST', subs(a), {
        token: a.token,
        body: { endpoint: 'http://push.example.com/x', keys },
      });
      expect(plain.status).toBe(400);
      expect(plain.body.errors).toEqual([
        { path: 'endpoint', msg: 'The push endpoint must be an https address' },
      ]);
      const badKeys = await s.api('POST', subs(a), {
        token: a.token,
        body: { endpoint, keys: { p256dh: 'short', auth: keys.auth } },
      });
      expect(badKeys.status).toBe(400);

      // The same browser signed in as b: the subscription moves to b.
      const moved = await s.api('POST', subs(b), { token: b.token, body });
      expect(moved.status).toBe(201);
      expect(await stored(a)).toEqual([]);
      expect(await stored(b)).toHaveLength(1);

      const remove = (who: TestUser, id = who.id) =>
        s.api('DELETE', `${subs(who, id)}?endpoint=${encodeURIComponent(endpoint)}`, {
          token: who.token,
        });
      expect((await remove(a, b.id)).status).toBe(403);
      const notTheirs = await remove(a);
      expect(notTheirs.status).toBe(404);
      expect(notTheirs.body.message).toBe('This browser has no push subscription of yours.');
      expect((await remove(b)).status).toBe(204);
      expect(await stored(b)).toEqual([]);
    });

    it('a task notification reaches the browser decrypted, with its page and reason; not while a tab is visible', async () => {
      const [away, watching, unsubscribed] = [
        await s.user('student'),
        await s.user('student'),
        await s.user('student'),
      ];
      const awayPhone = await subscribe(away);
      const watchingPhone = await subscribe(watching);
      // A tab open and visible (a socket that says nothing counts as visible, as the SDK's says
      // visible in its handshake while the tab is).
      const tab = s.socket(watching.token);
      await connected(tab);

      await notifyTask([away, watching, unsubscribed]);
      // The push job runs every second on the queue: wait until the push arrives.
      await until(() => awayPhone.received.length > 0);
      expect(awayPhone.received).toEqual([
        {
          payload: {
            title: 'Campus',
            body: 'New task: Build a REST API',
            url: '/tasks/00000000-0000-4000-8000-000000000001',
            reason: 'You got this because you are in batch 2026-12 fullstack.',
            tag: expect.any(String),
          },
          vapidKey: s.campus.ctx.config.vapid.publicKey,
          ttl: '86400',
        },
      ]);
      // A pass ends before the next begins (one instance runs a job kind once at a time), and a
      // push made after this one arrived is claimed by a later pass: once it arrives too, the
      // first pass has sent all it was going to.
      await notifyTask([away], 'Marker');
      await until(() => awayPhone.received.length > 1);
      expect(await pushesOf(watching)).toMatchObject([
        { channel: 'push', sentAt: expect.any(Date) },
      ]);
      expect(watchingPhone.received).toEqual([]);
      // No subscription, no push row.
      expect(await pushesOf(unsubscribed)).toEqual([]);

      // The tab is hidden now: the next one is pushed.
      expect(await emitAck(tab, 'visibility', { visible: false })).toEqual({ ok: true });
      await notifyTask([watching], 'Write the tests');
      await until(() => watchingPhone.received.length > 0);
      expect(watchingPhone.received[0]?.payload).toMatchObject({
        body: 'New task: Write the tests',
      });
      tab.disconnect();
    });

    it.runIf(db === 'postgres')(
      'a tab visible on another instance is seen from this one (the PostgreSQL adapter)',
      async () => {
        const second = await startServer(db, { shareDatabaseWith: s });
        try {
          const [u, other] = [await s.user('student'), await s.user('student')];
          const tab = second.socket(u.token); // on instance 2
          await connected(tab);
          const hub = s.campus.ctx.hub; // asked on instance 1
          expect([...(await hub.visibleAmong([u.id, other.id]))]).toEqual([u.id]);
          expect(await emitAck(tab, 'visibility', { visible: false })).toEqual({ ok: true });
          expect([...(await hub.visibleAmong([u.id, other.id]))]).toEqual([]);
        } finally {
          await second.close();
        }
      },
    );

    it('quiet hours hold a push until they end', async () => {
      const u = await s.user('student');
      const phone = await subscribe(u);
      const patched = await s.api('PATCH', `/api/users/${u.id}/notification-preferences`, {
        token: u.token,
        body: { timeZone: 'Asia/Kolkata', quietHours: { start: '11:00', end: '13:00' } },
      });
      expect(patched.status).toBe(200);
      await notifyTask([u], 'Read chapter 3');
      expect(await pushesOf(u)).toMatchObject([
        { channel: 'push', dueAt: new Date('2026-12-07T07:30:00Z'), sentAt: null },
      ]);
      // 13:00 in Kolkata: quiet hours are over, the held push goes.
      clock = Date.parse('2026-12-07T07:30:00Z');
      await until(() => phone.received.length > 0);
      expect(phone.received[0]?.payload).toMatchObject({ body: 'New task: Read chapter 3' });
    });

    it('a subscription the push service says is gone (410) is removed', async () => {
      const u = await s.user('student');
      const old = await subscribe(u);
      const current = await subscribe(u);
      old.expire();
      await notifyTask([u], 'Deploy it');
      await until(() => current.received.length > 0);
      await until(async () => (await stored(u)).length === 1);
      expect((await stored(u)).map((r) => r.endpoint)).toEqual([current.endpoint]);
      expect(old.received).toEqual([]);
    });
  });
}
