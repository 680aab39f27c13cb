// Notification preferences over HTTP: only the person themselves reads or changes theirs, the
// answers keep the contract, and what a person chose decides where a notification goes (bell, mail
// now, mail held by quiet hours, digest, nothing when muted), with its reason stored beside it.
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mailOutbox, notificationDeliveries, notifications } from '../../db/schema/index';
import { testDatabases, useServer, type TestUser } from '../../testing/server';

// 22:30 in Kolkata (UTC+5:30) on Monday 7 December 2026.
const CLOCK = Date.parse('2026-12-07T17:00:00Z');
const BATCH = { monthYear: '2026-12', domain: 'fullstack' };

for (const db of testDatabases()) {
  describe(`notification preferences [${db}]`, () => {
    const s = useServer(db, { now: () => new Date(CLOCK) });
    const prefs = (u: TestUser, id = u.id) => `/api/users/${id}/notification-preferences`;

    it('are read and changed by the person themselves only, admins included', async () => {
      const [a, b, admin] = [
        await s.user('student'),
        await s.user('student'),
        await s.user('admin'),
      ];
      const tries = [
        s.api('GET', prefs(a, b.id), { token: a.token }),
        s.api('GET', prefs(admin, a.id), { token: admin.token }),
        s.api('PATCH', prefs(a, b.id), { token: a.token, body: { digestHour: 7 } }),
        s.api('PATCH', prefs(admin, b.id), { token: admin.token, body: { digestHour: 7 } }),
        s.api('POST', `${prefs(a, b.id)}/reset`, { token: a.token }),
        s.api('POST', `${prefs(a, b.id)}/mutes`, {
          token: a.token,
          body: { scope: 'batch', batch: BATCH },
        }),
      ];
      for (const r of await Promise.all(tries)) {
        expect(r.status).toBe(403);
        expect(r.body.message).toBe(
          'You can only see and change your own notification preferences.',
        );
      }
      expect((await s.api('GET', prefs(a))).status).toBe(401);
      // Nothing of b's changed.
      expect((await s.api('GET', prefs(b), { token: b.token })).body.digestHour).toBe(18);

      // b's mute cannot be lifted by a, through either path.
      const mute = await s.api('POST', `${prefs(b)}/mutes`, {
        token: b.token,
        body: { scope: 'batch', batch: BATCH },
      });
      expect(mute.status).toBe(201);
      const id = mute.body._id;
      expect(
        (await s.api('DELETE', `${prefs(a, b.id)}/mutes/${id}`, { token: a.token })).status,
      ).toBe(403);
      expect((await s.api('DELETE', `${prefs(a)}/mutes/${id}`, { token: a.token })).status).toBe(
        404,
      );
      expect((await s.api('GET', prefs(b), { token: b.token })).body.mutes).toHaveLength(1);
    });

    it('start at the role defaults, change per kind and channel, refuse what cannot be, and reset', async () => {
      const u = await s.user('student');
      const first = (await s.api('GET', prefs(u), { token: u.token })).body;
      expect(first.kinds.map((k: { kind: string }) => k.kind)).toEqual([
        'tasks_reviews',
        'bookings',
        'live_classes',
        'mentor_updates',
        'messages',
        'questions_answers',
        'grades_certificates',
        'account_payment',
      ]);
      const kind = (p: typeof first, k: string) =>
        p.kinds.find((x: { kind: string }) => x.kind === k);
      expect(kind(first, 'mentor_updates').channels).toEqual({
        in_app: true,
        email_now: true,
        digest: false,
        push: false,
      });
      expect(kind(first, 'account_payment').locked).toBe(true);
      expect(first).toMatchObject({ quietHours: null, timeZone: null, digestHour: 18, mutes: [] });

      const changed = await s.api('PATCH', prefs(u), {
        token: u.token,
        body: {
          kinds: [{ kind: 'mentor_updates', channels: { email_now: false, digest: true } }],
          quietHours: { start: '22:00', end: '07:00' },
          timeZone: 'Asia/Kolkata',
          digestHour: 20,
        },
      });
      expect(changed.status).toBe(200);
      expect(kind(changed.body, 'mentor_updates').channels).toEqual({
        in_app: true,
        email_now: false,
        digest: true,
        push: false,
      });
      expect(kind(changed.body, 'mentor_updates').defaults.email_now).toBe(true);
      expect(changed.body).toMatchObject({
        quietHours: { start: '22:00', end: '07:00' },
        timeZone: 'Asia/Kolkata',
        digestHour: 20,
      });

      const refused = await s.api('PATCH', prefs(u), {
        token: u.token,
        body: {
          kinds: [{ kind: 'account_payment', channels: { email_now: false } }],
          quietHours: { start: '09:00', end: '09:00' },
          timeZone: 'Mars/Olympus',
        },
      });
      expect(refused.status).toBe(400);
      expect(refused.body.errors.map((e: { path: string }) => e.path)).toEqual([
        'kinds[0].kind',
        'quietHours.end',
        'timeZone',
      ]);
      expect((await s.api('PATCH', prefs(u), { token: u.token, body: {} })).status).toBe(400);

      await s.api('POST', `${prefs(u)}/mutes`, {
        token: u.token,
        body: { scope: 'batch', batch: BATCH },
      });
      const again = await s.api('POST', `${prefs(u)}/mutes`, {
        token: u.token,
        body: { scope: 'batch', batch: BATCH },
      });
      expect(again.status).toBe(200);
      expect(again.body.label).toBe('2026-12 fullstack');
      const noCourse = await s.api('POST', `${prefs(u)}/mutes`, {
        token: u.token,
        body: { scope: 'course' },
      });
      expect(noCourse.status).toBe(400);
      expect(noCourse.body.errors).toEqual([
        { path: 'courseId', msg: 'Say which course to mute (courseId)' },
      ]);
      const missing = await s.api('POST', `${prefs(u)}/mutes`, {
        token: u.token,
        body: { scope: 'course', courseId: '00000000-0000-4000-8000-000000000000' },
      });
      expect(missing.status).toBe(404);

      const reset = (await s.api('POST', `${prefs(u)}/reset`, { token: u.token })).body;
      expect(reset.kinds).toEqual(first.kinds);
      expect(reset).toMatchObject({
        quietHours: null,
        timeZone: 'Asia/Kolkata',
        digestHour: 18,
        mutes: [],
      });
    });

    it('decide where a notification goes, and each keeps its reason', async () => {
      const people = {
        defaults: await s.user('student'),
        mailed: await s.user('student'),
        digest: await s.user('student'),
        quiet: await s.user('student'),
        muted: await s.user('student'),
      };
      const patch = (u: TestUser, body: object) =>
        s.api('PATCH', prefs(u), { token: u.token, body }).then((r) => expect(r.status).toBe(200));
      const tasksBy = (channels: object) => ({ kinds: [{ kind: 'tasks_reviews', channels }] });
      await patch(people.mailed, tasksBy({ email_now: true }));
      await patch(people.digest, {
        ...tasksBy({ in_app: false, digest: true }),
        timeZone: 'Asia/Kolkata',
        digestHour: 20,
      });
      await patch(people.quiet, {
        ...tasksBy({ email_now: true }),
        timeZone: 'Asia/Kolkata',
        quietHours: { start: '22:00', end: '07:00' },
      });
      await patch(people.muted, tasksBy({ email_now: true }));
      await s.api('POST', `${prefs(people.muted)}/mutes`, {
        token: people.muted.token,
        body: { scope: 'batch', batch: BATCH },
      });

      const { ctx } = s.campus;
      const all = Object.values(people);
      const sentBefore = s.mailer.sent.length;
      await ctx.hub.notify(
        ctx.db,
        all.map((u) => u.id),
        {
          name: 'task_created',
          type: 'task',
          message: 'New task: Build a REST API',
          reason: 'because you are in batch 2026-12 fullstack',
          about: { batch: BATCH },
          link: '/dashboard',
          payload: {
            task: {
              _id: '00000000-0000-4000-8000-000000000001',
              title: 'Build a REST API',
              dueDate: '2026-12-10T12:00:00.000Z',
              timezone: 'Asia/Kolkata',
            },
          },
        },
      );
      await ctx.outbox.deliverDue();
      await ctx.outbox.idle();

      const bell = async (u: TestUser) =>
        ctx.db.select().from(notifications).where(eq(notifications.userId, u.id));
      const later = async (u: TestUser) =>
        ctx.db.select().from(notificationDeliveries).where(eq(notificationDeliveries.userId, u.id));
      const mailsTo = (u: TestUser) =>
        s.mailer.sent.slice(sentBefore).filter((m) => m.to === u.email.toLowerCase());

      // Defaults: the bell only; its reason comes back with it.
      const listed = await s.api('GET', '/api/notifications', { token: people.defaults.token });
      expect(listed.body.items).toMatchObject([
        {
          data: { message: 'New task: Build a REST API' },
          reason: 'because you are in batch 2026-12 fullstack',
        },
      ]);
      expect(mailsTo(people.defaults)).toEqual([]);
      expect(await later(people.defaults)).toEqual([]);

      // Mail at once, saying why and where to change it.
      expect(await bell(people.mailed)).toHaveLength(1);
      const [mail] = mailsTo(people.mailed);
      expect(mail?.subject).toBe('New task: Build a REST API');
      expect(mail?.text).toContain('You got this because you are in batch 2026-12 fullstack.');
      expect(mail?.text).toContain('http://campus.test/dashboard');
      expect(mail?.text).toContain('http://campus.test/settings/notifications');

      // No bell, one digest item due at 20:00 Kolkata the next day (it is 22:30 there).
      expect(await bell(people.digest)).toEqual([]);
      expect(await later(people.digest)).toMatchObject([
        {
          channel: 'digest',
          kind: 'tasks_reviews',
          notificationId: null,
          reason: 'because you are in batch 2026-12 fullstack',
          dueAt: new Date('2026-12-08T14:30:00Z'),
          sentAt: null,
        },
      ]);

      // Inside quiet hours: the bell rings, the mail waits for 07:00 Kolkata.
      const [quietBell] = await bell(people.quiet);
      expect(mailsTo(people.quiet)).toEqual([]);
      expect(await later(people.quiet)).toMatchObject([
        {
          channel: 'email_now',
          notificationId: quietBell!.id,
          dueAt: new Date('2026-12-08T01:30:00Z'),
        },
      ]);

      // A muted batch: nothing anywhere.
      expect(await bell(people.muted)).toEqual([]);
      expect(mailsTo(people.muted)).toEqual([]);
      expect(await later(people.muted)).toEqual([]);
      const queued = await ctx.db
        .select()
        .from(mailOutbox)
        .where(and(eq(mailOutbox.to, people.muted.email.toLowerCase())));
      expect(queued).toEqual([]);
    });
  });
}
