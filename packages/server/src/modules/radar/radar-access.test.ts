// Who reads the radar over real HTTP: a mentor the flags of the batches they work in and no other
// (403 for another batch's list, 404 for another batch's student), an admin every batch; students
// and instructors nothing; thresholds per programme for admins only, each bad value a 400 that names
// it in words.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { programs, radarFlags } from '../../db/schema/index';
import { testDatabases, useServer, type TestUser } from '../../testing/server';

let n = 0;

for (const kind of testDatabases()) {
  describe(`radar: access [${kind}]`, () => {
    // The flags here are written by hand: the radar's job, which would clear them (their students
    // joined just now), runs only when a test runs it.
    const s = useServer(kind, undefined, async (server) => {
      await server.campus.ctx.queue.stop();
    });

    /**
     * A new student of `mentor` in `batch` (assigned by the admin) with a flag raised at `at`,
     * open or cleared at that instant.
     */
    async function flaggedStudent(
      admin: TestUser,
      mentor: TestUser,
      batch: { monthYear: string; domain: string },
      at = new Date(),
      cleared = false,
    ) {
      const student = await s.user('student');
      const res = await s.api('POST', '/api/batchassignments/assign', {
        token: admin.token,
        body: { mentorId: mentor.id, studentIds: [student.id], ...batch },
      });
      expect(res.status).toBe(200);
      const [flag] = await s.campus.ctx.db
        .insert(radarFlags)
        .values({
          studentId: student.id,
          batchMonthYear: batch.monthYear,
          batchDomain: batch.domain,
          reasons: [
            {
              rule: 'no_visit',
              text: 'No visit for 9 days.',
              link: { kind: 'student', id: student.id },
            },
          ],
          raisedAt: at,
          updatedAt: at,
          clearedAt: cleared ? at : null,
        })
        .returning({ id: radarFlags.id });
      return { student, flagId: flag!.id };
    }

    async function flaggedCohort(admin: TestUser) {
      const mentor = await s.user('mentor');
      const batch = { monthYear: '2026-10', domain: `radar-access-${n++}` };
      return { mentor, batch, ...(await flaggedStudent(admin, mentor, batch)) };
    }

    it("shows a mentor their batches' flags only, an admin every batch, students and instructors nothing", async () => {
      const admin = await s.user('admin');
      const x = await flaggedCohort(admin);
      const y = await flaggedCohort(admin);
      const ids = (body: { items: { _id: string }[] }) => body.items.map((f) => f._id);

      const mine = await s.api('GET', '/api/radar', { token: x.mentor.token });
      expect(mine.status).toBe(200);
      expect(ids(mine.body)).toEqual([x.flagId]);
      expect(mine.body.items[0]).toMatchObject({
        student: { _id: x.student.id },
        batch: x.batch,
        clearedAt: null,
        reasons: [{ rule: 'no_visit', link: { kind: 'student', id: x.student.id } }],
      });
      const theirs = await s.api(
        'GET',
        `/api/radar?monthYear=${y.batch.monthYear}&domain=${y.batch.domain}`,
        { token: x.mentor.token },
      );
      expect(theirs.status).toBe(403);
      expect(theirs.body.message).toMatch(/do not work in this batch/);

      const all = await s.api('GET', '/api/radar?pageSize=100', { token: admin.token });
      expect(ids(all.body)).toEqual(expect.arrayContaining([x.flagId, y.flagId]));
      const one = await s.api('GET', `/api/radar?domain=${y.batch.domain}`, { token: admin.token });
      expect(ids(one.body)).toEqual([y.flagId]);

      for (const role of ['student', 'instructor'] as const) {
        const who = role === 'student' ? x.student : await s.user(role);
        expect((await s.api('GET', '/api/radar', { token: who.token })).status).toBe(403);
        const history = await s.api('GET', `/api/radar/students/${x.student.id}`, {
          token: who.token,
        });
        expect(history.status).toBe(403);
      }
    });

    it("pages a mentor's flags over all their batches: each open flag once, newest first, ties by id", async () => {
      const admin = await s.user('admin');
      const mentor = await s.user('mentor');
      const domain = `radar-walk-${n++}`;
      const batches = ['2026-08', '2026-09', '2026-10'].map((monthYear) => ({ monthYear, domain }));
      const at = new Date('2026-11-02T10:00:00.000Z');
      // Three in the first batch at one instant (only the id orders them), two later in the second,
      // one cleared; the third batch is another mentor's.
      const plan = [
        { batch: 0, hours: 0, cleared: false },
        { batch: 0, hours: 0, cleared: false },
        { batch: 0, hours: 0, cleared: false },
        { batch: 0, hours: 3, cleared: true },
        { batch: 1, hours: 1, cleared: false },
        { batch: 1, hours: 2, cleared: false },
        { batch: 2, hours: 4, cleared: false },
      ];
      const other = await s.user('mentor');
      const flags: { id: string; batch: number; raisedAt: Date; cleared: boolean }[] = [];
      for (const f of plan) {
        const raisedAt = new Date(at.getTime() + f.hours * 3_600_000);
        const { flagId } = await flaggedStudent(
          admin,
          f.batch === 2 ? other : mentor,
          batches[f.batch]!,
          raisedAt,
          f.cleared,
        );
        flags.push({ id: flagId, batch: f.batch, raisedAt, cleared: f.cleared });
      }
      const expected = flags
        .filter((f) => f.batch !== 2 && !f.cleared)
        .sort((a, b) => b.raisedAt.getTime() - a.raisedAt.getTime() || (a.id < b.id ? 1 : -1))
        .map((f) => f.id);

      const seen: string[] = [];
      let cursor: string | null = null;
      do {
        const page: {
          status: number;
          body: { items: { _id: string }[]; nextCursor: string | null };
        } = await s.api('GET', `/api/radar?pageSize=2${cursor ? `&cursor=${cursor}` : ''}`, {
          token: mentor.token,
        });
        expect(page.status).toBe(200);
        expect(page.body.items.length).toBeLessThanOrEqual(2);
        seen.push(...page.body.items.map((f) => f._id));
        cursor = page.body.nextCursor;
      } while (cursor && seen.length < 20);
      expect(seen).toEqual(expected);
    });

    it("gives a mentor their own student's history and a 404 for anyone else's", async () => {
      const admin = await s.user('admin');
      const x = await flaggedCohort(admin);
      const y = await flaggedCohort(admin);

      const own = await s.api('GET', `/api/radar/students/${x.student.id}`, {
        token: x.mentor.token,
      });
      expect(own.status).toBe(200);
      expect(own.body.student).toEqual({ _id: x.student.id, name: x.student.row.name });
      expect(own.body.flags.map((f: { _id: string }) => f._id)).toEqual([x.flagId]);
      for (const id of [y.student.id, randomUUID(), x.mentor.id]) {
        const other = await s.api('GET', `/api/radar/students/${id}`, { token: x.mentor.token });
        expect(other.status).toBe(404);
        expect(other.body.message).toBe('No such student among yours.');
      }
      const byAdmin = await s.api('GET', `/api/radar/students/${y.student.id}`, {
        token: admin.token,
      });
      expect(byAdmin.status).toBe(200);
    });

    it('lets only an admin read and set thresholds, and refuses bad values in words', async () => {
      const admin = await s.user('admin');
      const mentor = await s.user('mentor');
      const slug = `radar-program-${n++}`;
      await s.campus.ctx.db.insert(programs).values({
        slug,
        title: 'Radar programme',
        summary: 'For the radar',
        durationWeeks: 12,
        price: 0,
        level: 'beginner',
        mode: 'live-online',
      });
      const path = `/api/programs/${slug}/radar-thresholds`;

      const defaults = await s.api('GET', path, { token: admin.token });
      expect(defaults.status).toBe(200);
      expect(defaults.body).toMatchObject({ noVisitDays: 7, unansweredHours: 72 });
      expect((await s.api('GET', path, { token: mentor.token })).status).toBe(403);
      expect(
        (await s.api('PUT', path, { token: mentor.token, body: { noVisitDays: 3 } })).status,
      ).toBe(403);
      expect(
        (
          await s.api('GET', '/api/programs/no-such-programme/radar-thresholds', {
            token: admin.token,
          })
        ).status,
      ).toBe(404);

      for (const [body, msg] of [
        [{ noVisitDays: -1 }, 'No visit days must be at least 1'],
        [{ noVisitDays: 2.5 }, 'No visit days must be an integer'],
        [{ unansweredHours: 1_000_000 }, 'Unanswered hours must be at most 720'],
        [{ noVisitDays: '5' }, 'No visit days must be an integer'],
        [{ somethingElse: 3 }, 'Something else is not allowed'],
        [{}, 'Give at least one threshold to set.'],
      ] as const) {
        const bad = await s.api('PUT', path, { token: admin.token, body });
        expect(bad.status, JSON.stringify(body)).toBe(400);
        expect(bad.body.errors.map((e: { msg: string }) => e.msg)).toEqual([msg]);
      }
      expect((await s.api('GET', path, { token: admin.token })).body).toEqual(defaults.body);

      const set = await s.api('PUT', path, { token: admin.token, body: { noVisitDays: 3 } });
      expect(set.status).toBe(200);
      expect(set.body).toMatchObject({ noVisitDays: 3, unansweredHours: 72 });
      const again = await s.api('PUT', path, { token: admin.token, body: { unansweredHours: 48 } });
      expect(again.body).toMatchObject({ noVisitDays: 3, unansweredHours: 48 });
      expect((await s.api('GET', path, { token: admin.token })).body).toEqual(again.body);
    });
  });
}
