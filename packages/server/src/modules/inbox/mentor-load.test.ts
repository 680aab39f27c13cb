// The admin's load view over real HTTP: per mentor, as the last sweep kept them, the items waiting,
// those near breach, the breaches of the last 7 days and the median time to a first review; their
// routing; the sorts and pages; the CSV's bytes; and nobody but an admin.
import type { MentorLoad, MentorLoadPage } from '@campus/sdk/model';
import { describe, expect, it } from 'vitest';
import { radarFlags } from '../../db/schema/index';
import { testDatabases, type TestUser } from '../../testing/server';
import { HOUR, useInboxServer } from './inbox-testbed';

const MINUTE = 60_000;

for (const db of testDatabases()) {
  describe(`inbox: the admin's load view [${db}]`, () => {
    const { s, clock, admin, cohort, task, submit, review, requestBooking, online, say } =
      useInboxServer(db);

    const load = (query = '', u: TestUser = admin) =>
      s.api<MentorLoadPage & { message?: string }>(
        'GET',
        `/api/admin/mentor-load${query ? `?${query}` : ''}`,
        { token: u.token },
      );
    /** The rows of these mentors, in the order the view gives them. */
    const rowsOf = (page: MentorLoadPage, ...mentors: TestUser[]) =>
      page.items.filter((r) => mentors.some((m) => m.id === r.mentor._id));
    /** The clock job's sweep, run `at` from now on the test's clock. */
    const sweep = async (at = 0) => {
      const job = s.campus.ctx.extensions.jobs.find((j) => j.name === 'inbox-clock-sweep')!;
      try {
        clock.offset = at;
        await job.run({ hold: async () => {} });
      } finally {
        clock.offset = 0;
      }
    };
    const rowOf = async (mentor: TestUser): Promise<MentorLoad> => {
      const res = await load('pageSize=100');
      expect(res.status).toBe(200);
      return rowsOf(res.body, mentor)[0]!;
    };

    it('is read by an admin only', async () => {
      for (const role of ['mentor', 'student', 'instructor'] as const) {
        const u = await s.user(role);
        expect((await load('', u)).status).toBe(403);
        const csv = await s.api('GET', '/api/admin/mentor-load/export', { token: u.token });
        expect(csv.status).toBe(403);
      }
      expect((await s.api('GET', '/api/admin/mentor-load')).status).toBe(401);
      const bad = await load('sort=weight');
      expect(bad.status).toBe(400);
    });

    it('counts open items, near breach, breaches and the median first response; sorts and pages', async () => {
      const busy = await cohort(2);
      const idle = await cohort(1);
      const [a, b] = busy.students as [TestUser, TestUser];
      const t = await task(busy.mentor, busy.batch);
      const first = await submit(a, t._id);
      const second = await submit(b, t._id);
      try {
        // Reviewed 90 minutes after it came in: the only first response, so the median.
        clock.offset = 90 * MINUTE;
        expect((await review(busy.mentor, t._id, first._id, 'approved')).status).toBe(200);
      } finally {
        clock.offset = 0;
      }
      await requestBooking(b, busy.mentor);
      await say(await online(a), busy.mentor.id, 'Are you there?');

      await sweep();
      let row = await rowOf(busy.mentor);
      expect(row).toMatchObject({
        openItems: 3,
        nearBreach: 0,
        breachesThisWeek: 0,
        medianFirstResponseMinutes: 90,
        batches: [{ ...busy.batch, weight: 100, away: false }],
      });
      expect(await rowOf(idle.mentor)).toMatchObject({
        openItems: 0,
        nearBreach: 0,
        breachesThisWeek: 0,
        medianFirstResponseMinutes: null,
      });

      // 20 hours on, the sweep (which reads every open clock, however late) finds the review
      // (24 h) past its warning and the booking request (8 h) and the message (12 h) past their
      // deadlines.
      await sweep(20 * HOUR);
      row = await rowOf(busy.mentor);
      expect(row).toMatchObject({ openItems: 3, nearBreach: 1, breachesThisWeek: 2 });
      // Reviewing the warned submission takes it out of both counts at the next sweep.
      expect((await review(busy.mentor, t._id, second._id, 'approved')).status).toBe(200);
      await sweep(20 * HOUR);
      expect(await rowOf(busy.mentor)).toMatchObject({ openItems: 2, nearBreach: 0 });

      const order = async (query: string) =>
        rowsOf((await load(`${query}&pageSize=100`)).body, busy.mentor, idle.mentor).map(
          (r) => r.mentor._id,
        );
      expect(await order('sort=openItems&order=desc')).toEqual([busy.mentor.id, idle.mentor.id]);
      expect(await order('sort=openItems&order=asc')).toEqual([idle.mentor.id, busy.mentor.id]);
      expect(await order('sort=breachesThisWeek')).toEqual([busy.mentor.id, idle.mentor.id]);
      // No median sorts last either way.
      for (const dir of ['asc', 'desc'])
        expect(await order(`sort=medianFirstResponse&order=${dir}`)).toEqual([
          busy.mentor.id,
          idle.mentor.id,
        ]);

      // Pages by number: each mentor once over the pages, the total on each.
      const all = await load('pageSize=100');
      const seen: string[] = [];
      for (let page = 1; page <= all.body.total; page++) {
        const res = await load(`pageSize=1&page=${page}&sort=name&order=asc`);
        expect(res.body).toMatchObject({ total: all.body.total, page, pageSize: 1 });
        seen.push(...res.body.items.map((r) => r.mentor._id));
      }
      expect(seen.sort()).toEqual(all.body.items.map((r) => r.mentor._id).sort());
      const past = await load(`pageSize=1&page=${all.body.total + 1}`);
      expect(past.body).toMatchObject({ items: [], total: all.body.total });

      // Away in the batch's routing shows in the row.
      const away = await s.api(
        'PUT',
        `/api/batches/${busy.batch.monthYear}/${busy.batch.domain}/mentors/${busy.mentor.id}`,
        { token: admin.token, body: { away: true, weight: 50 } },
      );
      expect(away.status).toBe(200);
      expect((await rowOf(busy.mentor)).batches).toEqual([
        { ...busy.batch, weight: 50, away: true },
      ]);
    });

    it("shows the last sweep's figures: new work from the next sweep on, none once it is all done", async () => {
      const { mentor, students, batch } = await cohort(2);
      const [a, b] = students as [TestUser, TestUser];
      const t = await task(mentor, batch);
      const first = await submit(a, t._id);
      // Nothing counted yet: no row is nothing waiting.
      expect(await rowOf(mentor)).toMatchObject({ openItems: 0, nearBreach: 0 });
      await sweep();
      expect(await rowOf(mentor)).toMatchObject({ openItems: 1, nearBreach: 0 });

      // Added after the sweep: not shown until the next one.
      const second = await submit(b, t._id);
      expect(await rowOf(mentor)).toMatchObject({ openItems: 1 });
      // 20 hours on, both reviews (24 h) are past their warnings.
      await sweep(20 * HOUR);
      expect(await rowOf(mentor)).toMatchObject({ openItems: 2, nearBreach: 2 });

      // Everything done: the figures stand until the next sweep, which counts 0.
      for (const sub of [first, second])
        expect((await review(mentor, t._id, sub._id, 'approved')).status).toBe(200);
      expect(await rowOf(mentor)).toMatchObject({ openItems: 2, nearBreach: 2 });
      await sweep(20 * HOUR);
      expect(await rowOf(mentor)).toMatchObject({ openItems: 0, nearBreach: 0 });
    });

    it("shows the last sweep's median first response and breaches, for a mentor nothing waits on too", async () => {
      const { mentor, students, batch } = await cohort(2);
      const [a, b] = students as [TestUser, TestUser];
      const t = await task(mentor, batch);
      const first = await submit(a, t._id);
      const second = await submit(b, t._id);
      const reviewAt = async (at: number, submissionId: string) => {
        try {
          clock.offset = at;
          expect((await review(mentor, t._id, submissionId, 'approved')).status).toBe(200);
        } finally {
          clock.offset = 0;
        }
      };
      await sweep();
      expect(await rowOf(mentor)).toMatchObject({
        openItems: 2,
        breachesThisWeek: 0,
        medianFirstResponseMinutes: null,
      });

      // Reviewed 30 minutes in: the median is the next sweep's.
      await reviewAt(30 * MINUTE, first._id);
      expect(await rowOf(mentor)).toMatchObject({ medianFirstResponseMinutes: null });
      await sweep(HOUR);
      expect(await rowOf(mentor)).toMatchObject({ openItems: 1, medianFirstResponseMinutes: 30 });

      // 25 hours on, the other review (24 h) has breached.
      await sweep(25 * HOUR);
      expect(await rowOf(mentor)).toMatchObject({ openItems: 1, breachesThisWeek: 1 });
      // Reviewed 26 hours in: nothing waits on the mentor any more, and the next sweep still keeps
      // their breach and their median (of 30 and 1,560 minutes).
      await reviewAt(26 * HOUR, second._id);
      expect(await rowOf(mentor)).toMatchObject({ openItems: 1, medianFirstResponseMinutes: 30 });
      await sweep(26 * HOUR);
      expect(await rowOf(mentor)).toMatchObject({
        openItems: 0,
        nearBreach: 0,
        breachesThisWeek: 1,
        medianFirstResponseMinutes: 795,
      });
    });

    it("counts the radar's flags of a mentor nothing else waits on", async () => {
      const { mentor, students, batch } = await cohort(1);
      const at = new Date();
      await s.campus.ctx.db.insert(radarFlags).values({
        studentId: students[0]!.id,
        batchMonthYear: batch.monthYear,
        batchDomain: batch.domain,
        reasons: [],
        raisedAt: at,
        updatedAt: at,
      });
      await sweep();
      expect(await rowOf(mentor)).toMatchObject({ openItems: 1, nearBreach: 0 });
    });

    it('exports every row as CSV: a header, numbers as numbers, fields quoted and formulas neutralised', async () => {
      const quoted = await s.user('mentor', { name: 'Rao, "Ravi"' });
      const formula = await s.user('mentor', { name: '=HYPERLINK("x")' });
      const res = await fetch(`${s.url}/api/admin/mentor-load/export?sort=name&order=asc`, {
        headers: { authorization: `Bearer ${admin.token}` },
      });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
      expect(res.headers.get('content-disposition')).toBe('attachment; filename="mentor-load.csv"');
      const bytes = new Uint8Array(await res.arrayBuffer());
      expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const lines = new TextDecoder('utf-8', { ignoreBOM: true })
        .decode(bytes)
        .slice(1)
        .split('\r\n');
      expect(lines[0]).toBe(
        'Mentor,Email,Open items,Near breach,Breaches (7 days),Median first response (minutes),Batches',
      );
      expect(lines).toContain(`"Rao, ""Ravi""",${quoted.email},0,0,0,,`);
      expect(lines).toContain(`"'=HYPERLINK(""x"")",${formula.email},0,0,0,,`);
      // Every mentor of the view, once each, and nothing after the last line's CRLF.
      const all = await load('pageSize=100');
      expect(lines).toHaveLength(all.body.total + 2);
      expect(lines.at(-1)).toBe('');

      const busy = await cohort(1);
      const line = (
        await s.api<string>('GET', '/api/admin/mentor-load/export', {
          token: admin.token,
        })
      ).body
        .split('\r\n')
        .find((l) => l.includes(busy.mentor.email));
      expect(line).toBe(
        `${busy.mentor.row.name},${busy.mentor.email},0,0,0,,${busy.batch.monthYear} ${busy.batch.domain}: weight 100`,
      );
    });
  });
}
