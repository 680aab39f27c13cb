// The deliveries job on a fake clock (ctx.now): the daily digest at the person's hour in their zone
// with exactly what they have not seen, coalesced, grouped by kind, none when nothing is new; held
// mail released when quiet hours end; one-click unsubscribe; one digest each for 2,000 people due in
// one minute with the job on two instances at once (on one PostgreSQL with TEST_DATABASE_URL).
import { and, eq, inArray, like, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  mailOutbox,
  notificationDeliveries,
  notificationDigests,
  notificationPreferences,
  users,
} from '../../db/schema/index';
import type { Mail } from '../../lib/mailer';
import {
  startServer,
  testDatabases,
  uniqueEmail,
  useServer,
  type TestServer,
  type TestUser,
} from '../../testing/server';
import { INVALID_LINK } from './unsubscribe';

const MINUTE = 60_000;
/** Noon in Kolkata (UTC+5:30) on Monday 7 December 2026; the digest hour is 12:30 UTC. */
const NOON_IST = Date.parse('2026-12-07T06:30:00Z');
const SIX_PM_IST = Date.parse('2026-12-07T12:30:00Z');
const BATCH = { monthYear: '2026-12', domain: 'fullstack' };
const REASON = 'because you are in batch 2026-12 fullstack';

for (const db of testDatabases()) {
  describe(`notification deliveries [${db}]`, () => {
    const clock = { at: NOON_IST };
    const s = useServer(db, { now: () => new Date(clock.at) }, async (server) => {
      // The job runs here only when a test runs it, at the test's clock.
      await server.campus.ctx.queue.stop();
    });
    const prefs = (u: TestUser) => `/api/users/${u.id}/notification-preferences`;
    const patch = async (u: TestUser, body: object) =>
      expect((await s.api('PATCH', prefs(u), { token: u.token, body })).status).toBe(200);
    const jobOf = (server: TestServer) =>
      server.campus.ctx.extensions.jobs.find((j) => j.name === 'notification-deliveries')!;
    const noHolds = { hold: async () => {} };
    /** The outbox emptied into the test's mailer. */
    const flush = async () => {
      await s.campus.ctx.outbox.deliverDue();
      await s.campus.ctx.outbox.idle();
    };
    /** One run of the job at the clock, then the outbox emptied. */
    const runJob = async () => {
      await jobOf(s).run(noHolds);
      await flush();
    };
    const mailsTo = (u: TestUser, since: number) =>
      s.mailer.sent.slice(since).filter((m) => m.to === u.email.toLowerCase());

    const update = (ids: string[], id: string, title: string) =>
      s.campus.ctx.hub.notify(s.campus.ctx.db, ids, {
        name: 'mentor_update_posted',
        type: 'other',
        message: `Mentor Asha posted an update: ${title}`,
        reason: REASON,
        about: { batch: BATCH },
        entityId: id,
        link: '/mentor-updates',
        payload: {
          update: {
            _id: id,
            title,
            mentor: { _id: id, name: 'Mentor Asha', role: 'mentor' },
            audience: { scope: 'batch', batch: BATCH },
          },
        },
      });
    const task = (ids: string[], id: string, message: string) =>
      s.campus.ctx.hub.notify(s.campus.ctx.db, ids, {
        name: 'task_created',
        type: 'task',
        message,
        reason: REASON,
        about: { batch: BATCH },
        entityId: id,
        link: '/dashboard',
        payload: {
          task: {
            _id: id,
            title: 'Build a REST API',
            dueDate: '2026-12-10T12:00:00.000Z',
            timezone: 'Asia/Kolkata',
          },
        },
      });
    const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

    it('mails one digest at 18:00 in Kolkata with exactly the unseen items, coalesced and grouped by kind, and none the day after', async () => {
      clock.at = NOON_IST;
      const student = await s.user('student');
      await patch(student, {
        timeZone: 'Asia/Kolkata',
        kinds: [
          { kind: 'mentor_updates', channels: { email_now: false, digest: true } },
          { kind: 'tasks_reviews', channels: { digest: true } },
        ],
      });
      const since = s.mailer.sent.length;
      await update([student.id], uuid(1), 'Week 2 plan');
      await update([student.id], uuid(2), 'Office hours moved');
      // The same task's due date changed three times in four minutes: one line.
      for (const [i, due] of ['10 Dec', '11 Dec', '12 Dec'].entries()) {
        clock.at = NOON_IST + (i * 2 + 1) * MINUTE;
        await task([student.id], uuid(3), `Build a REST API is now due ${due}`);
      }
      clock.at = NOON_IST + 10 * MINUTE;
      // Seen in the bell before the digest: left out.
      const bell = await s.api('GET', '/api/notifications', { token: student.token });
      const seen = bell.body.items.find((n: { data: { message: string } }) =>
        n.data.message.endsWith('Office hours moved'),
      );
      expect(
        (await s.api('PATCH', `/api/notifications/${seen._id}/read`, { token: student.token }))
          .status,
      ).toBe(200);
      expect(mailsTo(student, since)).toEqual([]);

      clock.at = SIX_PM_IST - 1000;
      await runJob();
      expect(mailsTo(student, since)).toEqual([]);

      clock.at = SIX_PM_IST;
      await runJob();
      await runJob();
      const mails = mailsTo(student, since);
      expect(mails).toHaveLength(1);
      const [digest] = mails as [Mail];
      expect(digest.subject).toBe('Your Campus digest: 2 updates (Mon, 7 Dec 2026)');
      const lines = digest.text.split('\n');
      const at = (s: string) => lines.findIndex((l) => l.includes(s));
      expect(at('TASKS AND REVIEWS')).toBeGreaterThan(0);
      expect(at('Build a REST API is now due 12 Dec (changed 3 times)')).toBeGreaterThan(
        at('TASKS AND REVIEWS'),
      );
      expect(at('MENTOR UPDATES')).toBeGreaterThan(at('TASKS AND REVIEWS'));
      expect(at('Mentor Asha posted an update: Week 2 plan')).toBeGreaterThan(at('MENTOR UPDATES'));
      expect(digest.text).not.toContain('Office hours moved');
      expect(digest.text).not.toContain('due 10 Dec');
      expect(digest.text).toContain(`You got this ${REASON}.`);
      expect(digest.text).toContain('Open: http://campus.test/mentor-updates');
      expect(digest.text).toContain('http://campus.test/settings/notifications');
      expect(digest.html).toContain('Build a REST API is now due 12 Dec (changed 3 times)');
      expect(digest.html).toContain('<meta name="color-scheme" content="light dark">');
      expect(digest.headers).toEqual({
        'List-Unsubscribe': expect.stringMatching(
          /^<http:\/\/campus\.test\/api\/unsubscribe\?token=[\w.-]+>$/,
        ),
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      });

      // The next day: nothing new, nothing mailed.
      clock.at = SIX_PM_IST + 24 * 60 * MINUTE;
      await runJob();
      expect(mailsTo(student, since)).toHaveLength(1);
      const recorded = await s.campus.ctx.db
        .select()
        .from(notificationDigests)
        .where(eq(notificationDigests.userId, student.id));
      expect(recorded).toMatchObject([{ windowAt: new Date(SIX_PM_IST) }]);
    });

    it('sends nothing when everything was seen, and an item committed after its window was mailed waits for the next one', async () => {
      clock.at = NOON_IST;
      const student = await s.user('student');
      await patch(student, {
        timeZone: 'Asia/Kolkata',
        kinds: [{ kind: 'mentor_updates', channels: { email_now: false, digest: true } }],
      });
      const since = s.mailer.sent.length;
      await update([student.id], uuid(11), 'Read at once');
      await s.api('POST', '/api/notifications/read-all', { token: student.token });
      clock.at = SIX_PM_IST;
      await runJob();
      expect(mailsTo(student, since)).toEqual([]);

      // A window already recorded: a late item for it moves to the next day's digest hour.
      await s.campus.ctx.db.insert(notificationDeliveries).values({
        userId: student.id,
        channel: 'digest',
        kind: 'mentor_updates',
        event: 'mentor_update_posted',
        data: { message: 'Late one' },
        reason: REASON,
        dueAt: new Date(SIX_PM_IST),
      });
      await runJob();
      expect(mailsTo(student, since)).toEqual([]);
      const [late] = await s.campus.ctx.db
        .select()
        .from(notificationDeliveries)
        .where(
          and(
            eq(notificationDeliveries.userId, student.id),
            sql`${notificationDeliveries.data}->>'message' = 'Late one'`,
          ),
        );
      expect(late).toMatchObject({ sentAt: null, dueAt: new Date(SIX_PM_IST + 24 * 60 * MINUTE) });
      clock.at = SIX_PM_IST + 24 * 60 * MINUTE;
      await runJob();
      expect(mailsTo(student, since).map((m) => m.subject)).toEqual([
        'Your Campus digest: 1 update (Tue, 8 Dec 2026)',
      ]);
    });

    it('holds mail inside quiet hours and sends it, one mail per notice, when they end', async () => {
      // 22:30 in Kolkata.
      clock.at = Date.parse('2026-12-07T17:00:00Z');
      const student = await s.user('student');
      await patch(student, {
        timeZone: 'Asia/Kolkata',
        quietHours: { start: '22:00', end: '07:00' },
        kinds: [{ kind: 'tasks_reviews', channels: { email_now: true } }],
      });
      const since = s.mailer.sent.length;
      await task([student.id], uuid(21), 'New task: Build a REST API');
      await task([student.id], uuid(22), 'New task: Write the tests');
      await flush();
      expect(mailsTo(student, since)).toEqual([]);

      clock.at = Date.parse('2026-12-08T01:29:59Z'); // 06:59:59 in Kolkata
      await runJob();
      expect(mailsTo(student, since)).toEqual([]);

      clock.at = Date.parse('2026-12-08T01:30:00Z'); // 07:00
      await runJob();
      await runJob();
      const mails = mailsTo(student, since);
      // Made in the same instant: the outbox keeps no order between them.
      expect(mails.map((m) => m.subject).sort()).toEqual([
        'New task: Build a REST API',
        'New task: Write the tests',
      ]);
      expect(mails[0]!.text).toContain(`You got this ${REASON}.`);
      expect(mails[0]!.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    });

    it('turns a kind’s mail and digest off through the one-click link without a login, and refuses a forged token in plain words', async () => {
      clock.at = NOON_IST;
      const student = await s.user('student');
      await patch(student, {
        timeZone: 'Asia/Kolkata',
        kinds: [{ kind: 'tasks_reviews', channels: { email_now: true, digest: true } }],
      });
      const since = s.mailer.sent.length;
      await task([student.id], uuid(31), 'New task: Deploy it');
      await flush();
      const [mail] = mailsTo(student, since);
      const header = mail!.headers!['List-Unsubscribe']!;
      const url = new URL(header.slice(1, -1));
      const path = `${url.pathname}${url.search}`;
      expect(mail!.text).toContain(url.href);
      const token = url.searchParams.get('token')!;
      const channels = async () =>
        (await s.api('GET', prefs(student), { token: student.token })).body.kinds.find(
          (k: { kind: string }) => k.kind === 'tasks_reviews',
        ).channels;

      // A GET (a mail scanner following the link) only shows the page with its button.
      const page = await s.api('GET', path);
      expect(page.status).toBe(200);
      expect(page.headers.get('content-type')).toContain('text/html');
      expect(page.body).toContain('Stop mails about tasks and reviews?');
      expect(page.body).toContain(`<form method="post" action="/api/unsubscribe?token=${token}">`);
      expect(await channels()).toMatchObject({ email_now: true, digest: true });

      // Forged: another kind under the same signature, a changed signature, no signature at all.
      const [id, , mac] = token.split('.') as [string, string, string];
      const flipped = `${mac.slice(0, -1)}${mac.endsWith('A') ? 'B' : 'A'}`;
      for (const forged of [`${id}.mentor_updates.${mac}`, `${id}.tasks_reviews.${flipped}`, id]) {
        const refused = await s.api('POST', `/api/unsubscribe?token=${forged}`, {
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: 'List-Unsubscribe=One-Click',
        });
        expect(refused.status).toBe(400);
        expect(refused.body).toContain(INVALID_LINK.slice(0, 40));
      }
      expect(await channels()).toMatchObject({ email_now: true, digest: true });

      // RFC 8058's one-click POST, no login, no cookie.
      const done = await s.api('POST', path, {
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
      });
      expect(done.status).toBe(200);
      expect(done.body).toContain(
        'You will no longer get e-mails or digest items about tasks and reviews.',
      );
      expect(done.body).toContain('http://campus.test/settings/notifications');
      expect(await channels()).toEqual({
        in_app: true,
        email_now: false,
        digest: false,
        push: true,
      });
      // Again, as RFC 8058's multipart form and as the page's empty form: the same answer.
      const form = new FormData();
      form.set('List-Unsubscribe', 'One-Click');
      expect((await s.api('POST', path, { form })).status).toBe(200);
      expect((await s.api('POST', path)).status).toBe(200);

      // The digest item queued before it is not sent.
      clock.at = SIX_PM_IST;
      await runJob();
      expect(mailsTo(student, since)).toHaveLength(1);
    });

    it('sends exactly one digest to each of 2,000 people due in the same minute, with the job running on two instances at once', async () => {
      const { ctx } = s.campus;
      const N = 2_000;
      const window = Date.parse('2026-12-09T12:30:00Z');
      const emails = Array.from({ length: N }, () => uniqueEmail('digest'));
      const people: Array<{ id: string }> = [];
      for (let i = 0; i < N; i += 500)
        people.push(
          ...(await ctx.db
            .insert(users)
            .values(
              emails
                .slice(i, i + 500)
                .map((email) => ({ name: 'Student', email, role: 'student' as const })),
            )
            .returning({ id: users.id })),
        );
      const ids = people.map((p) => p.id);
      for (let i = 0; i < N; i += 500) {
        const part = ids.slice(i, i + 500);
        await ctx.db.insert(notificationPreferences).values(
          part.map((userId) => ({
            userId,
            timeZone: 'Asia/Kolkata',
            choices: { mentor_updates: { digest: true } },
          })),
        );
        await ctx.db.insert(notificationDeliveries).values(
          part.flatMap((userId, j) =>
            [1, 2].map((n) => ({
              userId,
              channel: 'digest' as const,
              kind: 'mentor_updates' as const,
              event: 'mentor_update_posted' as const,
              data: { message: `Update ${n} for ${i + j}`, entityId: uuid(n) },
              reason: REASON,
              // Due within the same minute, as the clock's 18:00 in Kolkata and a second after.
              dueAt: new Date(window + (n - 1) * 1000),
            })),
          ),
        );
      }

      let second: TestServer | undefined;
      try {
        if (db === 'postgres')
          second = await startServer('postgres', {
            shareDatabaseWith: s,
            now: () => new Date(clock.at),
          });
        // Only the two runs below: the second instance's own queue would make a third.
        await second?.campus.ctx.queue.stop();
        clock.at = window + MINUTE;
        const instances = [s, second ?? s];
        const started = performance.now();
        await Promise.all(instances.map((i) => jobOf(i).run(noHolds)));
        const ms = performance.now() - started;
        console.log(
          `[${db}] ${N} digests due in one minute, the job on ${second ? 'two instances' : 'one instance, twice'} at once: ${Math.round(ms)} ms`,
        );
        const queued = await ctx.db
          .select({ to: mailOutbox.to, n: sql<number>`count(*)::int` })
          .from(mailOutbox)
          .where(
            and(
              inArray(
                mailOutbox.to,
                emails.map((e) => e.toLowerCase()),
              ),
              like(mailOutbox.subject, 'Your Campus digest:%'),
            ),
          )
          .groupBy(mailOutbox.to);
        expect(queued).toHaveLength(N);
        expect(queued.every((q) => q.n === 1)).toBe(true);
        const [digests] = await ctx.db
          .select({ n: sql<number>`count(*)::int` })
          .from(notificationDigests)
          .where(inArray(notificationDigests.userId, ids));
        expect(digests!.n).toBe(N);
      } finally {
        await second?.close();
      }
    }, 300_000);
  });
}
