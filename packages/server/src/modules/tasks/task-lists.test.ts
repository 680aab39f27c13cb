// The task lists page by cursor and carry counts, not assignees (issue 26): a walk visits every
// task or pending attempt once, in order, when they tie in their sort key; a task with many
// assignees answers the same size and the same number of queries as a task with one.
import { inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { tasks, taskSubmissions } from '../../db/schema/index';
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
  });
}
