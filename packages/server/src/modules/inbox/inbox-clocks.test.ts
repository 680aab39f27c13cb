// The inbox's clocks over real HTTP: the targets an admin sets per kind (and nobody else), a
// resubmission's clock resumed where the review paused it, and the clock job storing each warning
// and breach once, even with two evaluators at the same moment (two runs on one PGlite; on
// PostgreSQL also a second server instance on the same database), ringing the mentor's bell once
// per warning, with the breaches listed for the admin; the minute's run reads what can still cross,
// the sweep what arrived already late.
import type { InboxBreachPage, InboxTargets } from '@campus/sdk/model';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { inboxClockEvents, notifications, taskSubmissions } from '../../db/schema/index';
import { startServer, testDatabases, type TestServer, type TestUser } from '../../testing/server';
import { HOUR, useInboxServer } from './inbox-testbed';
import { InboxItems } from './items';
import { readTargets } from './targets';

const DEFAULTS = [
  { kind: 'review', hours: 24 },
  { kind: 'resubmission', hours: 24 },
  { kind: 'booking_request', hours: 8 },
  { kind: 'message', hours: 12 },
  { kind: 'question', hours: 24 },
  { kind: 'risk_flag', hours: 24 },
];

for (const db of testDatabases()) {
  describe(`inbox: clocks [${db}]`, () => {
    const { s, clock, admin, cohort, task, submit, review, requestBooking, online, say, inbox } =
      useInboxServer(db);

    const targets = (u: TestUser) =>
      s.api<InboxTargets>('GET', '/api/admin/inbox-targets', { token: u.token });
    const setTargets = (u: TestUser, body: unknown) =>
      s.api<InboxTargets & { errors?: Array<{ msg: string }> }>('PUT', '/api/admin/inbox-targets', {
        token: u.token,
        body,
      });

    it('an admin reads and sets the targets; bad input is refused in words; nobody else may', async () => {
      const [mentor, student, instructor] = [
        await s.user('mentor'),
        await s.user('student'),
        await s.user('instructor'),
      ];
      expect((await targets(admin)).body).toEqual({ targets: DEFAULTS });
      for (const u of [mentor, student, instructor]) {
        expect((await targets(u)).status).toBe(403);
        expect((await setTargets(u, { targets: [{ kind: 'message', hours: 4 }] })).status).toBe(
          403,
        );
      }
      expect((await s.api('GET', '/api/admin/inbox-targets')).status).toBe(401);

      const refused = async (body: unknown, msg: string) => {
        const res = await setTargets(admin, body);
        expect(res.status).toBe(400);
        expect(res.body.errors?.map((e) => e.msg)).toContain(msg);
      };
      await refused({ targets: [{ kind: 'message', hours: 0 }] }, 'Hours must be at least 1');
      await refused({ targets: [{ kind: 'message', hours: 721 }] }, 'Hours must be at most 720');
      await refused({ targets: [{ kind: 'message', hours: 2.5 }] }, 'Hours must be an integer');
      await refused(
        {
          targets: [
            { kind: 'message', hours: 4 },
            { kind: 'message', hours: 5 },
          ],
        },
        'The target for messages is given twice: give each kind once.',
      );
      expect((await targets(admin)).body).toEqual({ targets: DEFAULTS });

      try {
        const set = await setTargets(admin, { targets: [{ kind: 'message', hours: 4 }] });
        expect(set.status).toBe(200);
        expect(set.body.targets.find((t) => t.kind === 'message')).toEqual({
          kind: 'message',
          hours: 4,
        });
        // The inbox's deadline follows the target at once (the cohort's hours are every hour).
        const { mentor: m, students } = await cohort(1);
        await say(await online(students[0]!), m.id, 'Quick one');
        const [item] = (await inbox(m, 'kind=message')).body.items;
        expect(Date.parse(item!.dueAt) - Date.parse(item!.since)).toBe(4 * HOUR);
      } finally {
        expect((await setTargets(admin, { targets: DEFAULTS })).status).toBe(200);
      }
    });

    it('a resubmission resumes the clock the review paused: the first wait counts, the student’s time does not', async () => {
      const { mentor, students, batch } = await cohort(1);
      const t = await task(mentor, batch);
      try {
        const first = await submit(students[0]!, t._id);
        clock.offset = 10 * HOUR;
        expect((await review(mentor, t._id, first._id, 'modification_requested')).status).toBe(200);
        clock.offset = 40 * HOUR;
        const again = await submit(students[0]!, t._id);
        const [item] = (await inbox(mentor, 'kind=resubmission')).body.items;
        expect(item).toMatchObject({ id: `resubmission:${again._id}`, state: 'on_time' });
        // 24 h target, 10 h (and the seconds the test took between the two) spent on the first
        // attempt; the 30 h the student took are not counted.
        const left = Date.parse(item!.dueAt) - Date.parse(item!.since);
        expect(left).toBeLessThanOrEqual(14 * HOUR);
        expect(left).toBeGreaterThan(14 * HOUR - 60_000);
      } finally {
        clock.offset = 0;
      }
    });

    it('two evaluators at the same moment store one warning and one breach per item; only a warning before the deadline rings', async () => {
      const { mentor, students, batch } = await cohort(2);
      const [a, b] = students as [TestUser, TestUser];
      const t = await task(mentor, batch);
      const sub = await submit(a, t._id);
      const booking = await requestBooking(b, mentor);
      await say(await online(a), mentor.id, 'Are you there?');
      const itemIds = [`review:${sub._id}`, `booking_request:${booking._id}`, `message:${a.id}`];

      const jobOf = (server: TestServer, name = 'inbox-clocks') =>
        server.campus.ctx.extensions.jobs.find((j) => j.name === name)!;
      const events = () =>
        s.campus.ctx.db
          .select({ itemId: inboxClockEvents.itemId, threshold: inboxClockEvents.threshold })
          .from(inboxClockEvents)
          .where(eq(inboxClockEvents.mentorId, mentor.id));
      let second: TestServer | undefined;
      try {
        if (db === 'postgres')
          second = await startServer('postgres', {
            shareDatabaseWith: s,
            now: () => new Date(Date.now() + clock.offset),
          });
        // Past every deadline (the review's 24 h): each item has crossed both thresholds.
        clock.offset = 25 * HOUR;
        // Run as the queue would, each on its own; this job takes no holds outside the queue.
        const run = { hold: async () => {} };
        // The minute's run reads only what is due from two minutes back on: items first seen
        // this late are the sweep's.
        await jobOf(s).run(run);
        expect(await events()).toEqual([]);
        const sweep = (server: TestServer) => jobOf(server, 'inbox-clock-sweep');
        const evaluators = [sweep(s), sweep(s), ...(second ? [sweep(second), sweep(second)] : [])];
        await Promise.all(evaluators.map((j) => j.run(run)));
        await Promise.all(evaluators.map((j) => j.run(run)));
      } finally {
        clock.offset = 0;
        await second?.close();
      }

      expect((await events()).map((e) => `${e.itemId} ${e.threshold}`).sort()).toEqual(
        itemIds.flatMap((id) => [`${id} breach`, `${id} warning`]).sort(),
      );
      // Later runs read only what can still cross: a breached item is not read again in its wait,
      // a new one is.
      const fresh = await submit(b, t._id);
      const stillRunning = await new InboxItems(s.campus.ctx.db, () => new Date()).open(
        mentor.id,
        await readTargets(s.campus.ctx.db),
        new Date(),
      );
      expect(stillRunning.map((x) => x.row.itemId)).toEqual([`review:${fresh._id}`]);

      const bells = () =>
        s.campus.ctx.db
          .select({ data: notifications.data })
          .from(notifications)
          .where(
            and(eq(notifications.userId, mentor.id), eq(notifications.event, 'inbox_item_warning')),
          );
      // First seen past their deadlines, the three items rang no warning.
      expect(await bells()).toHaveLength(0);
      // The fresh one is evaluated between its warning (18 h) and its deadline (24 h): it rings
      // once, however many evaluators run.
      try {
        clock.offset = 20 * HOUR;
        const run = { hold: async () => {} };
        await Promise.all([jobOf(s).run(run), jobOf(s).run(run)]);
      } finally {
        clock.offset = 0;
      }
      expect((await bells()).map((n) => n.data.link)).toEqual([
        `/mentor-dashboard/review/${t._id}/${fresh._id}`,
      ]);

      // The admin lists them, the latest first, a page at a time; a mentor may not.
      const seen: InboxBreachPage['items'] = [];
      let cursor: string | null = null;
      do {
        const q: string = `mentor=${mentor.id}&pageSize=2${cursor ? `&cursor=${cursor}` : ''}`;
        const page = await s.api<InboxBreachPage>('GET', `/api/admin/inbox-breaches?${q}`, {
          token: admin.token,
        });
        expect(page.status).toBe(200);
        seen.push(...page.body.items);
        cursor = page.body.nextCursor;
      } while (cursor);
      expect(seen.map((x) => x.itemId).sort()).toEqual([...itemIds].sort());
      const when = seen.map((x) => Date.parse(x.breachedAt));
      expect(when).toEqual([...when].sort((x, y) => y - x));
      expect(seen.find((x) => x.kind === 'message')).toMatchObject({
        mentor: { _id: mentor.id },
        who: { _id: a.id },
      });
      const m = seen.find((x) => x.kind === 'message')!;
      expect(Date.parse(m.breachedAt) - Date.parse(m.since)).toBe(12 * HOUR);
      const asMentor = await s.api('GET', '/api/admin/inbox-breaches', { token: mentor.token });
      expect(asMentor.status).toBe(403);

      // A second past the fresh item's deadline, the minute's run stores its breach.
      const [started] = await s.campus.ctx.db
        .select({ at: taskSubmissions.submittedAt })
        .from(taskSubmissions)
        .where(eq(taskSubmissions.id, fresh._id));
      try {
        clock.offset = started!.at.getTime() + 24 * HOUR + 1000 - Date.now();
        await jobOf(s).run({ hold: async () => {} });
      } finally {
        clock.offset = 0;
      }
      expect(
        (await events())
          .filter((e) => e.itemId === `review:${fresh._id}`)
          .map((e) => e.threshold)
          .sort(),
      ).toEqual(['breach', 'warning']);
    });
  });
}
