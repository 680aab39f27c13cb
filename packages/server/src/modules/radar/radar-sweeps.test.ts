// The radar's marks: the database's triggers mark the student a write touches, the due sweep marks
// the assignees of tasks whose due date just passed, the full sweep every student in a batch and
// every open flag; the recomputation claims each marked student once.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { radarFlags, taskAssignees, tasks, userVisits } from '../../db/schema/index';
import { testDatabases, useServer } from '../../testing/server';
import { recompute, recomputeClaimed } from './recompute';
import { rowsOf } from '../../db/rows-of';

const MIN = 60_000;

for (const kind of testDatabases()) {
  describe(`radar: marks and sweeps [${kind}]`, () => {
    let clock = Date.parse('2030-05-01T09:00:00Z');
    const s = useServer(kind, { now: () => new Date(clock) }, async (server) => {
      // The jobs run here only when the test runs them, so nothing claims the marks it reads.
      await server.campus.ctx.queue.stop();
    });

    const marked = async () =>
      new Set(
        rowsOf<{ student_id: string }>(
          await s.campus.ctx.db.execute(sql`select student_id from radar_dirty`),
        ).map((r) => r.student_id),
      );
    const clear = () => s.campus.ctx.db.execute(sql`delete from radar_dirty`);
    const job = (name: string) => {
      const found = s.campus.ctx.extensions.jobs.find((j) => j.name === name);
      if (!found) throw new Error(`no job ${name}`);
      return () => found.run({ hold: async () => {} });
    };

    it('marks on writes and sweeps, and a claim takes each marked student once', async () => {
      const db = s.campus.ctx.db;
      const admin = await s.user('admin');
      const mentor = await s.user('mentor');
      const [a, b, left] = [
        await s.user('student'),
        await s.user('student'),
        await s.user('student'),
      ];
      const batch = { monthYear: '2030-05', domain: 'radar-sweeps' };
      const assigned = await s.api('POST', '/api/batchassignments/assign', {
        token: admin.token,
        body: { mentorId: mentor.id, studentIds: [a.id, b.id], ...batch },
      });
      expect(assigned.status).toBe(200);
      expect(await marked()).toEqual(new Set([a.id, b.id]));

      // A visit marks its student, once however many times it is written.
      await clear();
      await db.insert(userVisits).values({ userId: a.id, seenAt: new Date(clock) });
      await db.execute(sql`update user_visits set seen_at = seen_at + interval '1 hour'`);
      expect(await marked()).toEqual(new Set([a.id]));

      // A task due a minute ago: the due sweep marks its assignee, not the other student.
      const [task] = await db
        .insert(tasks)
        .values({
          title: 'Due',
          dueDate: new Date(clock - MIN),
          timezone: 'UTC',
          mentorId: mentor.id,
        })
        .returning({ id: tasks.id });
      await db.insert(taskAssignees).values({ taskId: task!.id, studentId: b.id });
      await clear();
      await job('radar-due-sweep')();
      expect(await marked()).toEqual(new Set([b.id]));
      // Three windows later it has passed out of the sweep's reach.
      clock += 3 * MIN;
      await clear();
      await job('radar-due-sweep')();
      expect(await marked()).toEqual(new Set());

      // The full sweep: everyone in a batch, and an open flag of a student in none.
      await db.insert(radarFlags).values({
        studentId: left.id,
        batchMonthYear: batch.monthYear,
        batchDomain: batch.domain,
        reasons: [{ rule: 'no_visit', text: 'No visit.', link: { kind: 'student', id: left.id } }],
        raisedAt: new Date(clock),
        updatedAt: new Date(clock),
      });
      await job('radar-full-sweep')();
      expect(await marked()).toEqual(new Set([a.id, b.id, left.id]));

      // One claim takes them all; the student in no batch loses their flag, nobody is left marked.
      const first = await recomputeClaimed(db, new Date(clock));
      expect(first.claimed).toBe(3);
      expect((await recomputeClaimed(db, new Date(clock))).claimed).toBe(0);
      const [flag] = await db
        .select({ clearedAt: radarFlags.clearedAt })
        .from(radarFlags)
        .where(sql`${radarFlags.studentId} = ${left.id}`);
      expect(flag!.clearedAt).not.toBeNull();

      // Eight days on, never seen: both open a flag, and their mentor is told.
      const later = (days: number) => new Date(clock + days * 86_400_000);
      const opened = await recompute(db, [a.id, b.id], later(8));
      expect(opened.map((c) => c.mentorIds)).toEqual([[mentor.id], [mentor.id]]);
      // A day later the words count one more day; nobody is told and the flag is not "updated".
      expect(await recompute(db, [a.id, b.id], later(9))).toEqual([]);
      const [kept] = await db
        .select({ reasons: radarFlags.reasons, updatedAt: radarFlags.updatedAt })
        .from(radarFlags)
        .where(sql`${radarFlags.studentId} = ${b.id} and ${radarFlags.clearedAt} is null`);
      expect(kept!.reasons[0]!.text).toBe('No visit since joining the batch 9 days ago.');
      expect(kept!.updatedAt).toEqual(later(8));
    });
  });
}
