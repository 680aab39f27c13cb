// /my-students reads each student's standing kept per mentor (task_standings): every write
// to tasks, assignees and submissions recounts the students it touched. After each kind of write the
// kept rows equal a recount from scratch, and what depends on the time (overdue, the 7-day silence)
// moves with the clock without any write.
import { eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { tasks, users } from '../../db/schema/index';
import { testDatabases, type TestUser } from '../../testing/server';
import { HOUR, tasksTestbed } from './testbed';

interface Stats {
  student: { _id: string };
  assigned: number;
  approved: number;
  pending: number;
  overdue: number;
  toDo: number;
  lastSubmittedAt?: string;
  needsAttention: string[];
}

for (const db of testDatabases()) {
  describe(`kept task standings [${db}]`, () => {
    const { s, clock, assigned, cohort, inHours, createTask } = tasksTestbed(db);
    const rows = async (query: ReturnType<typeof sql>) =>
      ((await s.campus.ctx.db.execute(query)) as unknown as { rows: Record<string, unknown>[] })
        .rows;

    /**
     * Every kept row against the same standing counted from scratch (no row where none is due), with
     * the name it sorts by and from when it needs attention; and each attempt's queue owner (the
     * task's owner while it waits for review, else none) with how many wait in each queue.
     */
    async function expectKeptRight() {
      const queue = await rows(sql`
        select s.id::text as submission, s.status, s.mentor_id::text as owner, t.mentor_id::text as task_owner
        from task_submissions s join tasks t on t.id = s.task_id
        where s.mentor_id is distinct from case when s.status = 'pending' then t.mentor_id end`);
      expect(queue).toEqual([]);
      // How many wait in each owner's queue (review_queue_totals) against a count of the attempts.
      expect(
        await rows(sql`select mentor_id::text as owner, pending from review_queue_totals
          where pending <> 0 order by 1`),
      ).toEqual(
        await rows(sql`select mentor_id::text as owner, count(*)::int as pending from task_submissions
          where status = 'pending' and mentor_id is not null group by 1 order by 1`),
      );
      const recount = await rows(sql`
        select t.mentor_id::text as mentor, a.student_id::text as student, count(*)::int as assigned,
          (count(*) filter (where l.status = 'approved'))::int as approved,
          (count(*) filter (where l.status = 'pending'))::int as pending,
          (count(*) filter (where l.status in ('rejected', 'modification_requested')))::int as redo,
          (count(*) filter (where l.status in ('rejected', 'modification_requested')
            and t.status = 'open'))::int as redo_open,
          coalesce(array_agg(t.due_date order by t.due_date) filter (where l.status is null), '{}')::text as dues,
          coalesce(array_agg(t.due_date order by t.due_date)
            filter (where l.status is null and t.status = 'open'), '{}')::text as open_dues,
          max(l.submitted_at)::text as last,
          lower(min(u.name)) as lower_name,
          -- Overdue from the earliest due date without an attempt; quiet 7 days after the last
          -- attempt while work is open (a redo on an open task, or an open task without one).
          least(min(t.due_date) filter (where l.status is null),
            case when count(*) filter (where t.status = 'open'
                   and (l.status is null or l.status in ('rejected', 'modification_requested'))) > 0
              then coalesce(max(l.submitted_at) + interval '168 hours', '-infinity') end)::text as attention_from
        from task_assignees a join tasks t on t.id = a.task_id join users u on u.id = a.student_id
        left join lateral (select status, submitted_at from task_submissions x
          where x.task_id = a.task_id and x.student_id = a.student_id
          order by attempt desc limit 1) l on true
        group by 1, 2 order by 1, 2`);
      const kept = await rows(sql`
        select mentor_id::text as mentor, student_id::text as student, assigned, approved, pending,
          redo, redo_open, unsubmitted_due::text as dues, open_unsubmitted_due::text as open_dues,
          last_submitted_at::text as last, lower_name, attention_from::text as attention_from
        from task_standings order by 1, 2`);
      expect(kept).toEqual(recount);
      return kept;
    }

    const myStudents = async (mentor: TestUser) => {
      const res = await s.api('GET', '/api/tasks/mentor/students?pageSize=100', {
        token: mentor.token,
      });
      expect(res.status).toBe(200);
      const items = res.body.items as Stats[];
      return { ...res.body, of: (u: TestUser) => items.find((i) => i.student._id === u.id)! };
    };

    it('stays a recount of the latest attempts through every write, and splits overdue by the clock', async () => {
      const { batch, mentor, students } = await cohort(4);
      const [a, b, c, d] = students as [TestUser, TestUser, TestUser, TestUser];
      const other = await cohort(1);
      assigned.set(other.mentor.id, [other.batch, batch]);
      const make = async (token: string, body: Record<string, unknown>) => {
        const res = await createTask(token, body);
        expect(res.status).toBe(201);
        return res.body._id as string;
      };
      const submit = (task: string, who: TestUser) =>
        s.api('POST', `/api/tasks/${task}/submit`, { token: who.token, body: { text: 'Done' } });
      const review = (task: string, submission: string, status: string) =>
        s.api('POST', `/api/tasks/${task}/submissions/${submission}/feedback`, {
          token: mentor.token,
          body: { status, comment: 'Reviewed' },
        });

      // Task created for the batch (assignees inserted), one for two students, one far off.
      const t1 = await make(mentor.token, { batch });
      const t2 = await make(mentor.token, { studentIds: [a.id, b.id], dueDate: inHours(24) });
      const t3 = await make(mentor.token, { studentIds: [a.id], dueDate: inHours(24 * 30) });
      // Another mentor's task for one of them: a row of its own, not in this mentor's list.
      const foreign = await make(other.mentor.token, { studentIds: [a.id] });
      await expectKeptRight();

      // Submissions, the same student's at once to three tasks (each recount sees the others).
      const first = await Promise.all([submit(t1, a), submit(t2, a), submit(t3, a), submit(t1, b)]);
      expect(first.map((r) => r.status)).toEqual([201, 201, 201, 201]);
      expect((await submit(foreign, a)).status).toBe(201);
      await expectKeptRight();
      // Reviews: approved, changes asked (then a second attempt), rejected.
      expect((await review(t1, first[0]!.body._id, 'approved')).status).toBe(200);
      expect((await review(t2, first[1]!.body._id, 'modification_requested')).status).toBe(200);
      expect((await review(t1, first[3]!.body._id, 'rejected')).status).toBe(200);
      await expectKeptRight();
      let list = await myStudents(mentor);
      expect(list.of(a)).toMatchObject({ assigned: 3, approved: 1, pending: 1, toDo: 1 });
      expect(list.of(b)).toMatchObject({ assigned: 2, approved: 0, pending: 0, toDo: 2 });
      expect(list.of(c)).toMatchObject({ assigned: 1, toDo: 1, overdue: 0 });
      expect(list.of(c).needsAttention).toEqual(['Has not submitted anything yet']);
      expect((await submit(t2, a)).status).toBe(201);

      // Edited: assignees added and removed, the due date moved, closed and reopened.
      const patch = (id: string, body: object) =>
        s.api('PATCH', `/api/tasks/${id}`, { token: mentor.token, body });
      expect((await patch(t3, { addStudentIds: [c.id, d.id] })).status).toBe(200);
      expect((await patch(t3, { removeStudentIds: [d.id] })).status).toBe(200);
      expect((await patch(t3, { dueDate: inHours(48) })).status).toBe(200);
      await expectKeptRight();
      const setStatus = (id: string, status: string) =>
        s.api('PATCH', `/api/tasks/${id}/status`, { token: mentor.token, body: { status } });
      expect((await setStatus(t3, 'closed')).status).toBe(200);
      await expectKeptRight();
      expect((await setStatus(t3, 'open')).status).toBe(200);
      await expectKeptRight();

      // A student renamed: their rows sort under the new name.
      await s.campus.ctx.db.update(users).set({ name: 'Zoë Renamed' }).where(eq(users.id, d.id));
      await expectKeptRight();

      // Time passes: t1 (72 h) is overdue for those who never submitted, without a write.
      clock.offset = 73 * HOUR;
      list = await myStudents(mentor);
      expect(list.of(c)).toMatchObject({ assigned: 2, overdue: 2, toDo: 0 });
      expect(list.of(c).needsAttention).toEqual([
        '2 overdue tasks',
        'Has not submitted anything yet',
      ]);
      expect(list.of(d)).toMatchObject({ assigned: 1, overdue: 1 });
      expect(list.of(a)).toMatchObject({ overdue: 0, needsAttention: [] });
      // A week on, b's rejected attempt is work still open with no submission since; a has none.
      clock.offset = 8 * 24 * HOUR;
      list = await myStudents(mentor);
      expect(list.of(b).needsAttention).toEqual(['1 overdue task', 'No submission for 7 days']);
      expect(list.of(a).needsAttention).toEqual([]);
      expect(list.needAttention).toBe(3);
      clock.offset = 0;

      // The owner changed (an admin hands the task over): its students move to the other mentor,
      // and so does its attempt waiting for review, from one review queue to the other.
      expect((await submit(t3, c)).status).toBe(201);
      const queueOf = async (who: TestUser) => {
        const res = await s.api('GET', '/api/tasks/review-queue', { token: who.token });
        expect(res.status).toBe(200);
        return res.body as { waiting: number; items: { task: { _id: string } }[] };
      };
      const before = await queueOf(mentor);
      const moving = before.items.filter((i) => i.task._id === t3).length;
      expect(moving).toBe(2); // a's first attempt and c's
      await s.campus.ctx.db
        .update(tasks)
        .set({ mentorId: other.mentor.id })
        .where(eq(tasks.id, t3));
      await expectKeptRight();
      expect((await queueOf(mentor)).items.some((i) => i.task._id === t3)).toBe(false);
      expect((await queueOf(mentor)).waiting).toBe(before.waiting - moving);
      const theirs = await queueOf(other.mentor);
      expect(theirs.items.filter((i) => i.task._id === t3).length).toBe(moving);
      // A student leaves the batch: their tasks still stand (they are assigned), nothing recounts.
      await s.campus.ctx.db
        .update(users)
        .set({ batchMonthYear: null, batchDomain: null })
        .where(eq(users.id, b.id));
      expect((await myStudents(mentor)).of(b)).toMatchObject({ assigned: 2 });
      await expectKeptRight();
      // A task with work deleted by an admin (assignees and submissions cascade), a student deleted.
      const admin = await s.user('admin');
      const del = await s.api('DELETE', `/api/tasks/${t2}?force=true`, { token: admin.token });
      expect(del.status).toBe(204);
      await expectKeptRight();
      await s.campus.ctx.db.delete(users).where(inArray(users.id, [c.id]));
      const kept = await expectKeptRight();
      expect(kept.filter((r) => r.student === c.id)).toEqual([]);
      // The other mentor deleted: every row of theirs goes with their tasks.
      await s.campus.ctx.db.delete(users).where(eq(users.id, other.mentor.id));
      expect((await expectKeptRight()).filter((r) => r.mentor === other.mentor.id)).toEqual([]);
      expect((await myStudents(mentor)).of(a)).toMatchObject({ assigned: 1, approved: 1 });
    });
    it('pages the whole roster by cursor: attention first, then by name and id, with and without a standing', async () => {
      const { batch, mentor } = await cohort(0);
      const named = async (name: string, b: typeof batch | null = batch) =>
        s.user('student', b ? { name, batch: b } : { name });
      // Two named alike (the id breaks the tie), mixed case (the name is compared lower-cased).
      const [ann, bob1, bob2, cara, dan, eve, fay] = [
        await named('ann'),
        await named('Bob'),
        await named('bob'),
        await named('Cara'),
        await named('dan'),
        await named('Eve'),
        await named('fay'),
      ] as [TestUser, TestUser, TestUser, TestUser, TestUser, TestUser, TestUser];
      const due = await createTask(mentor.token, {
        studentIds: [bob1.id, dan.id, fay.id, eve.id],
        dueDate: inHours(1),
      });
      expect(due.status).toBe(201);
      const later = await createTask(mentor.token, {
        studentIds: [cara.id],
        dueDate: inHours(24 * 30),
      });
      expect(later.status).toBe(201);
      // Eve submits in time; Bob, Dan and Fay are overdue once the hour passes; Cara's task is far
      // off, but she has not submitted anything yet. Ann and the other Bob have no task.
      const sub = await s.api('POST', `/api/tasks/${due.body._id}/submit`, {
        token: eve.token,
        body: { text: 'Done' },
      });
      expect(sub.status).toBe(201);
      // Fay leaves the batch: still listed (she has a standing), still needing attention.
      await s.campus.ctx.db
        .update(users)
        .set({ batchMonthYear: null, batchDomain: null })
        .where(eq(users.id, fay.id));
      await expectKeptRight();
      clock.offset = 2 * HOUR;
      const all = await myStudents(mentor);
      const order = (all.items as Stats[]).map((i) => i.student._id);
      const byName = (xs: TestUser[]) =>
        [...xs].sort((x, y) => {
          const [a, b] = [x.row.name.toLowerCase(), y.row.name.toLowerCase()];
          return a < b ? -1 : a > b ? 1 : x.id < y.id ? -1 : 1;
        });
      expect(order).toEqual(
        [...byName([bob1, cara, dan, fay]), ...byName([ann, bob2, eve])].map((u) => u.id),
      );
      expect(all.needAttention).toBe(4);
      for (const size of [1, 2, 3]) {
        const seen: string[] = [];
        let cursor: string | undefined;
        do {
          const page = await s.api(
            'GET',
            `/api/tasks/mentor/students?pageSize=${size}${cursor ? `&cursor=${cursor}` : ''}`,
            { token: mentor.token },
          );
          expect(page.status).toBe(200);
          expect(page.body.needAttention).toBe(4);
          expect(page.body.items).toEqual(
            all.items.slice(seen.length, seen.length + page.body.items.length),
          );
          seen.push(...page.body.items.map((i: Stats) => i.student._id));
          cursor = page.body.nextCursor;
        } while (cursor);
        expect(seen).toEqual(order);
      }
      clock.offset = 0;
    });
    it('walks the students by cursor in the same order as one page, attention first', async () => {
      const { batch, mentor, students } = await cohort(5);
      const res = await createTask(mentor.token, { batch, dueDate: inHours(1) });
      expect(res.status).toBe(201);
      // Two of five submit; the other three are overdue once the hour has passed.
      for (const who of students.slice(0, 2)) {
        const sub = await s.api('POST', `/api/tasks/${res.body._id}/submit`, {
          token: who.token,
          body: { text: 'Done' },
        });
        expect(sub.status).toBe(201);
      }
      clock.offset = 2 * HOUR;
      const all = await myStudents(mentor);
      const seen: string[] = [];
      let cursor: string | undefined;
      do {
        const page = await s.api(
          'GET',
          `/api/tasks/mentor/students?pageSize=2${cursor ? `&cursor=${cursor}` : ''}`,
          { token: mentor.token },
        );
        expect(page.status).toBe(200);
        expect(page.body.needAttention).toBe(3);
        seen.push(...page.body.items.map((i: Stats) => i.student._id));
        cursor = page.body.nextCursor;
      } while (cursor);
      clock.offset = 0;
      expect(seen).toEqual(all.items.map((i: Stats) => i.student._id));
      expect(all.items.slice(0, 3).every((i: Stats) => i.overdue === 1)).toBe(true);
    });
  });
}
