// The task lists page by cursor and carry counts, not assignees: a walk visits every
// task or pending attempt once, in order, when they tie in their sort key; a task with many
// assignees answers the same size and the same number of queries as a task with one.
import { inArray, sql, type SQL } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { tasks, taskSubmissions, users } from '../../db/schema/index';
import type { BatchRef } from '../../context';
import { testDatabases, useServer, type ApiResponse, type TestUser } from '../../testing/server';

const HOUR = 60 * 60 * 1000;

for (const db of testDatabases()) {
  describe(`task lists by cursor [${db}]`, () => {
    const assigned = new Map<string, BatchRef[]>();
    const s = useServer(db, { config: { queryCountHeader: true } }, (server) => {
      server.campus.ctx.extensions.mentorBatches = async (id) => assigned.get(id) ?? [];
    });

    async function walk(path: string, token: string, idOf: (item: never) => string) {
      const seen: string[] = [];
      const pages: ApiResponse[] = [];
      let cursor: string | null = null;
      do {
        const res: ApiResponse = await s.api(
          'GET',
          `${path}${path.includes('?') ? '&' : '?'}pageSize=2${cursor ? `&cursor=${cursor}` : ''}`,
          { token },
        );
        expect(res.status).toBe(200);
        expect(res.body.items.length).toBeLessThanOrEqual(2);
        seen.push(...res.body.items.map(idOf));
        pages.push(res);
        cursor = res.body.nextCursor;
      } while (cursor && pages.length < 20);
      return { seen, pages };
    }

    it('walks the mentor’s tasks, the admin’s and the review queue with ties: each once, in order, counts not assignees', async () => {
      const batch: BatchRef = { monthYear: '2026-11', domain: `lists-${Date.now().toString(36)}` };
      const mentor = await s.user('mentor');
      const admin = await s.user('admin');
      assigned.set(mentor.id, [batch]);
      const students: TestUser[] = [];
      for (let i = 0; i < 30; i++) students.push(await s.user('student', { batch }));
      const due = new Date(Date.now() + 72 * HOUR).toISOString();
      const create = async (body: Record<string, unknown>) => {
        const res = await s.api('POST', '/api/tasks', {
          token: mentor.token,
          body: { title: 'Same title', dueDate: due, timezone: 'Asia/Kolkata', ...body },
        });
        expect(res.status).toBe(201);
        return res.body._id as string;
      };
      // One task for the whole batch (30 assignees), four for one student each; one closed.
      const many = await create({ batch });
      const few = [
        await create({ studentIds: [students[0]!.id] }),
        await create({ studentIds: [students[1]!.id] }),
        await create({ studentIds: [students[2]!.id] }),
        await create({ studentIds: [students[3]!.id] }),
      ];
      const closed = few[3]!;
      expect(
        (
          await s.api('PATCH', `/api/tasks/${closed}/status`, {
            token: mentor.token,
            body: { status: 'closed' },
          })
        ).status,
      ).toBe(200);
      const ids = [many, ...few];
      // Every task shares the due date and the creation instant: only the id orders them.
      await s.campus.ctx.db
        .update(tasks)
        .set({ createdAt: new Date('2026-03-01T10:00:00.123Z') })
        .where(inArray(tasks.id, ids));
      const open = ids.filter((id) => id !== closed).sort();

      const mine = await walk('/api/tasks/mentor', mentor.token, (t: { _id: string }) => t._id);
      expect(mine.seen).toEqual([...open, closed]);
      expect(mine.pages).toHaveLength(3);
      const items = mine.pages.flatMap((p) => p.body.items);
      for (const item of items) expect(item).not.toHaveProperty('assignees');
      const big = items.find((t: { _id: string }) => t._id === many);
      const small = items.find((t: { _id: string }) => t._id === few[0]);
      expect(big.counts).toMatchObject({ assigned: 30, not_submitted: 30, pending: 0 });
      expect(small.counts).toMatchObject({ assigned: 1, not_submitted: 1 });
      // Thirty assignees cost two digits in the counts, not thirty people (the batch aside, which
      // only the batch's task names).
      const size = ({ batch: _b, ...t }: Record<string, unknown>) => JSON.stringify(t).length;
      expect(big.batch).toEqual(batch);
      expect(size(big) - size(small)).toBeLessThanOrEqual(4);
      // …and no query more: the page with the big task asks what a page of small ones asks.
      const queries = mine.pages.map((p) => Number(p.headers.get('x-db-queries')));
      expect(new Set(queries).size).toBe(1);

      const byDue = await walk(
        `/api/tasks?mentorId=${mentor.id}&sort=dueDate`,
        admin.token,
        (t: { _id: string }) => t._id,
      );
      expect(byDue.seen).toEqual([...ids].sort());
      const newest = await walk(
        `/api/tasks?mentorId=${mentor.id}`,
        admin.token,
        (t: { _id: string }) => t._id,
      );
      expect(newest.seen).toEqual([...ids].sort().reverse());
      const onlyOpen = await walk(
        '/api/tasks/mentor?status=open',
        mentor.token,
        (t: { _id: string }) => t._id,
      );
      expect(onlyOpen.seen).toEqual(open);

      // Five attempts waiting since one instant: the queue orders them by id, `waiting` counts all.
      const subs: string[] = [];
      for (const student of students.slice(5, 10)) {
        const res = await s.api('POST', `/api/tasks/${many}/submit`, {
          token: student.token,
          body: { text: 'done' },
        });
        expect(res.status).toBe(201);
        subs.push(res.body._id);
      }
      await s.campus.ctx.db
        .update(taskSubmissions)
        .set({ submittedAt: new Date('2026-03-02T10:00:00.123Z') })
        .where(inArray(taskSubmissions.id, subs));
      const queue = await walk(
        '/api/tasks/review-queue',
        mentor.token,
        (i: { submission: { _id: string } }) => i.submission._id,
      );
      expect(queue.seen).toEqual([...subs].sort());
      for (const page of queue.pages) expect(page.body.waiting).toBe(5);
      const after = await walk(
        `/api/tasks/mentor?status=open`,
        mentor.token,
        (t: { _id: string }) => t._id,
      );
      const counted = after.pages
        .flatMap((p) => p.body.items)
        .find((t: { _id: string }) => t._id === many);
      expect(counted.counts).toMatchObject({ assigned: 30, pending: 5, not_submitted: 25 });

      // A cursor of the open-only list is refused by the whole list (another filter).
      const first = await s.api('GET', '/api/tasks/mentor?status=open&pageSize=2', {
        token: mentor.token,
      });
      const foreign = await s.api(
        'GET',
        `/api/tasks/mentor?pageSize=2&cursor=${first.body.nextCursor}`,
        { token: mentor.token },
      );
      expect(foreign.status).toBe(400);
    });

    it("keeps each task's counts equal to a recount of its assignees' latest attempts after every kind of write", async () => {
      const db = s.campus.ctx.db;
      const batch: BatchRef = { monthYear: '2026-11', domain: `kept-${Date.now().toString(36)}` };
      const mentor = await s.user('mentor');
      assigned.set(mentor.id, [batch]);
      const st: TestUser[] = [];
      for (let i = 0; i < 6; i++) st.push(await s.user('student', { batch }));
      const soon = new Date(Date.now() + 72 * HOUR).toISOString();
      const create = async (studentIds: string[]) => {
        const res = await s.api('POST', '/api/tasks', {
          token: mentor.token,
          body: { title: 'Kept counts', dueDate: soon, timezone: 'Asia/Kolkata', studentIds },
        });
        expect(res.status).toBe(201);
        return res.body._id as string;
      };
      const a = await create(st.slice(0, 5).map((x) => x.id));
      const b = await create([st[0]!.id, st[5]!.id]);
      const submit = (task: string, who: TestUser) =>
        s.api('POST', `/api/tasks/${task}/submit`, { token: who.token, body: { text: 'Done' } });
      const review = (task: string, submission: string, status: string) =>
        s.api('POST', `/api/tasks/${task}/submissions/${submission}/feedback`, {
          token: mentor.token,
          body: { status, comment: 'Reviewed' },
        });
      // Five submissions to one task at once: each statement recounts with the others' rows.
      const first = await Promise.all(st.slice(0, 5).map((x) => submit(a, x)));
      expect(first.map((r) => r.status)).toEqual([201, 201, 201, 201, 201]);
      expect((await review(a, first[0]!.body._id, 'approved')).status).toBe(200);
      expect((await review(a, first[1]!.body._id, 'modification_requested')).status).toBe(200);
      expect((await review(a, first[2]!.body._id, 'rejected')).status).toBe(200);
      // A second attempt after a requested change is the latest: pending again, late or not.
      expect((await submit(a, st[1]!)).status).toBe(201);
      expect((await submit(b, st[5]!)).status).toBe(201);
      // An assignee added, one without work removed, a late submission, a student deleted.
      const extra = await s.user('student', { batch });
      expect(
        (
          await s.api('PATCH', `/api/tasks/${b}`, {
            token: mentor.token,
            body: { addStudentIds: [extra.id], removeStudentIds: [st[0]!.id] },
          })
        ).status,
      ).toBe(200);
      await db
        .update(tasks)
        .set({ dueDate: new Date(Date.now() - HOUR) })
        .where(inArray(tasks.id, [b]));
      expect((await submit(b, extra)).status).toBe(201);
      await db.delete(users).where(inArray(users.id, [st[4]!.id]));

      const rows = async (query: SQL) =>
        ((await db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;
      const ids = sql.join([sql`${a}::uuid`, sql`${b}::uuid`], sql`, `);
      // What every assignee's latest attempt says now, counted from scratch.
      const recount = await rows(sql`
        select a.task_id::text as task, count(*)::int as assigned,
          (count(*) filter (where l.status is null))::int as unsubmitted,
          (count(*) filter (where l.status = 'pending'))::int as pending,
          (count(*) filter (where l.status = 'approved'))::int as approved,
          (count(*) filter (where l.status = 'rejected'))::int as rejected,
          (count(*) filter (where l.status = 'modification_requested'))::int as modification_requested,
          (count(*) filter (where l.late))::int as late
        from task_assignees a
        left join lateral (select status, late from task_submissions s
          where s.task_id = a.task_id and s.student_id = a.student_id
          order by attempt desc limit 1) l on true
        where a.task_id in (${ids}) group by 1 order by 1`);
      const kept = await rows(sql`
        select task_id::text as task, assigned, unsubmitted, pending, approved, rejected,
          modification_requested, late
        from task_counts where task_id in (${ids}) order by 1`);
      expect(kept).toEqual(recount);
      expect(kept.find((r) => r.task === a)).toMatchObject({
        assigned: 4,
        pending: 2,
        approved: 1,
        rejected: 1,
        modification_requested: 0,
      });
      // The list's counts are the kept ones; each item agrees with its task's full detail.
      const list = await s.api('GET', '/api/tasks/mentor?pageSize=100', { token: mentor.token });
      for (const id of [a, b]) {
        const item = list.body.items.find((t: { _id: string }) => t._id === id);
        const detail = await s.api('GET', `/api/tasks/${id}`, { token: mentor.token });
        expect(item.counts).toEqual(detail.body.counts);
      }
      expect(list.body.items.find((t: { _id: string }) => t._id === b).counts).toMatchObject({
        assigned: 2,
        overdue: 0,
        not_submitted: 0,
        pending: 2,
        late: 1,
      });
    });
  });
}
