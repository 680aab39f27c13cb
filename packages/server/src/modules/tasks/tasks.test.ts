import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { BatchRef } from '../../context';
import { taskSubmissions } from '../../db/schema/index';
import {
  connected,
  nextEvent,
  silence,
  startServer,
  testDatabases,
  type TestServer,
  type TestUser,
} from '../../testing/server';
import { TaskReminders } from './reminders';

const HOUR = 60 * 60 * 1000;

for (const db of testDatabases()) {
  describe(`tasks [${db}]`, () => {
    let s: TestServer;
    const clock = { offset: 0 };
    const now = () => new Date(Date.now() + clock.offset);
    const assigned = new Map<string, BatchRef[]>();
    let n = 0;

    /** A fresh batch with a mentor and `count` students (a unique batch per test keeps them apart). */
    async function cohort(count = 3) {
      const batch: BatchRef = {
        monthYear: '2026-11',
        domain: `tasks-${Date.now().toString(36)}-${n++}`,
      };
      const mentor = await s.user('mentor');
      assigned.set(mentor.id, [batch]);
      const students: TestUser[] = [];
      for (let i = 0; i < count; i++) students.push(await s.user('student', { batch }));
      return { batch, mentor, students };
    }

    const inHours = (h: number) => new Date(now().getTime() + h * HOUR).toISOString();

    async function createTask(token: string, body: Record<string, unknown>) {
      return s.api('POST', '/api/tasks', {
        token,
        body: {
          title: 'Build a to-do app',
          dueDate: inHours(72),
          timezone: 'Asia/Kolkata',
          ...body,
        },
      });
    }

    beforeAll(async () => {
      s = await startServer(db, { now });
      s.campus.ctx.extensions.mentorBatches = async (id) => assigned.get(id) ?? [];
    });
    afterAll(async () => {
      expect(s.campus.violations).toEqual([]);
      await s.close();
    });

    it('creates a task for a batch and named students; only assignees get task_created', async () => {
      const { batch, mentor, students } = await cohort(2);
      const outsider = await s.user('student', {
        batch: { monthYear: '2026-11', domain: 'elsewhere' },
      });
      const a = s.socket(students[0]!.token);
      const o = s.socket(outsider.token);
      await Promise.all([connected(a), connected(o)]);
      const outsiderQuiet = silence(s, o, outsider.id, 'task_created');
      const event = nextEvent(a, 'task_created');

      const res = await createTask(mentor.token, {
        batch,
        studentIds: [students[1]!.id],
        description: 'Use **React**',
      });
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({
        status: 'open',
        mentor: { _id: mentor.id, role: 'mentor' },
        batch,
        isPastDue: false,
        counts: { assigned: 2, not_submitted: 2, pending: 0, overdue: 0 },
      });
      expect(res.body.assignees.map((p: { _id: string }) => p._id).sort()).toEqual(
        students.map((x) => x.id).sort(),
      );
      expect(await event).toMatchObject({
        task: { _id: res.body._id, title: 'Build a to-do app' },
        type: 'task',
      });
      expect(await outsiderQuiet.settled()).toBe(true);
      const notes = await s.api('GET', '/api/notifications', { token: students[0]!.token });
      expect(notes.body.items[0]).toMatchObject({ type: 'task', event: 'task_created' });
    });

    it('refuses assignees outside the mentor’s batches, bad dates and a mentorId from a mentor', async () => {
      const { batch, mentor } = await cohort(1);
      const other = await cohort(1);
      const none = await createTask(mentor.token, {});
      expect(none.status).toBe(400);
      const foreign = await createTask(mentor.token, { studentIds: [other.students[0]!.id] });
      expect(foreign.status).toBe(400);
      expect(foreign.body.errors).toEqual([expect.objectContaining({ path: 'studentIds.0' })]);
      const foreignBatch = await createTask(mentor.token, { batch: other.batch });
      expect(foreignBatch.body.errors).toEqual([expect.objectContaining({ path: 'batch' })]);
      const past = await createTask(mentor.token, { batch, dueDate: inHours(-1) });
      expect(past.body.errors).toEqual([expect.objectContaining({ path: 'dueDate' })]);
      const far = await createTask(mentor.token, { batch, dueDate: inHours(24 * 400) });
      expect(far.status).toBe(400);
      const zone = await createTask(mentor.token, { batch, timezone: 'Mars/Olympus' });
      expect(zone.body.errors).toEqual([expect.objectContaining({ path: 'timezone' })]);
      const owner = await createTask(mentor.token, { batch, mentorId: other.mentor.id });
      expect(owner.body.errors).toEqual([expect.objectContaining({ path: 'mentorId' })]);
      const empty = await s.user('mentor');
      assigned.set(empty.id, [{ monthYear: '2026-11', domain: `empty-${n++}` }]);
      const nobody = await createTask(empty.token, { batch: assigned.get(empty.id)![0] });
      expect(nobody.status).toBe(400);
      const student = await createTask(other.students[0]!.token, { batch });
      expect(student.status).toBe(403);
      // An admin may assign any active student, and own the task for a mentor.
      const admin = await s.user('admin');
      const byAdmin = await createTask(admin.token, {
        studentIds: [other.students[0]!.id],
        mentorId: mentor.id,
      });
      expect(byAdmin.status).toBe(201);
      expect(byAdmin.body.mentor._id).toBe(mentor.id);
      expect(byAdmin.body.createdBy._id).toBe(admin.id);
    });

    it('shows a task to its mentor, assignees (only themselves) and admins; 404 to anyone else', async () => {
      const { batch, mentor, students } = await cohort(2);
      const other = await cohort(1);
      const admin = await s.user('admin');
      const t = (await createTask(mentor.token, { batch })).body;
      const own = await s.api('GET', `/api/tasks/${t._id}`, { token: mentor.token });
      expect(own.body.progress).toHaveLength(2);
      expect(own.body.counts.assigned).toBe(2);
      const mine = await s.api('GET', `/api/tasks/${t._id}`, { token: students[0]!.token });
      expect(mine.status).toBe(200);
      expect(mine.body.assignees).toEqual([expect.objectContaining({ _id: students[0]!.id })]);
      expect(mine.body.progress).toHaveLength(1);
      expect(mine.body.counts).toBeUndefined();
      expect(
        (await s.api('GET', `/api/tasks/${t._id}`, { token: other.mentor.token })).status,
      ).toBe(404);
      expect(
        (await s.api('GET', `/api/tasks/${t._id}`, { token: other.students[0]!.token })).status,
      ).toBe(404);
      expect((await s.api('GET', `/api/tasks/${t._id}`, { token: admin.token })).status).toBe(200);
      const list = await s.api('GET', '/api/tasks/student', { token: students[0]!.token });
      expect(list.body).toEqual([
        expect.objectContaining({
          _id: t._id,
          myStatus: 'not_submitted',
          attempts: 0,
          canSubmit: true,
        }),
      ]);
      expect(list.body[0].assignees).toHaveLength(1);
      const all = await s.api('GET', `/api/tasks?mentorId=${mentor.id}&search=TO-DO`, {
        token: admin.token,
      });
      expect(all.body).toMatchObject({
        total: 1,
        items: [expect.objectContaining({ _id: t._id })],
      });
      expect((await s.api('GET', '/api/tasks', { token: mentor.token })).status).toBe(403);
    });

    it('runs the submission lifecycle: submit, review once, resubmit, approve — with events to the right people', async () => {
      const { batch, mentor, students } = await cohort(2);
      const [stu, classmate] = students as [TestUser, TestUser];
      const other = await cohort(1);
      const t = (await createTask(mentor.token, { batch })).body;
      const ms = s.socket(mentor.token);
      const ss = s.socket(stu.token);
      const cs = s.socket(classmate.token);
      await Promise.all([connected(ms), connected(ss), connected(cs)]);
      const classmateQuiet = [
        'task_approved',
        'task_rejected',
        'task_modification_request',
        'task_submitted',
      ].map((e) => silence(s, cs, classmate.id, e));

      const empty = await s.api('POST', `/api/tasks/${t._id}/submit`, {
        token: stu.token,
        body: { text: '   ' },
      });
      expect(empty.status).toBe(400);
      const submitted = nextEvent(ms, 'task_submitted');
      const first = await s.api('POST', `/api/tasks/${t._id}/submit`, {
        token: stu.token,
        body: { text: 'My app', links: ['https://github.com/me/todo'] },
      });
      expect(first.status).toBe(201);
      expect(first.body).toMatchObject({
        attempt: 1,
        status: 'pending',
        late: false,
        feedback: [],
      });
      expect(await submitted).toMatchObject({
        submissionId: first.body._id,
        student: { _id: stu.id },
      });
      const again = await s.api('POST', `/api/tasks/${t._id}/submit`, {
        token: stu.token,
        body: { text: 'twice' },
      });
      expect(again.status).toBe(409);
      const notAssigned = await s.api('POST', `/api/tasks/${t._id}/submit`, {
        token: other.students[0]!.token,
        body: { text: 'x' },
      });
      expect(notAssigned.status).toBe(404);

      const url = `/api/tasks/${t._id}/submissions/${first.body._id}/feedback`;
      expect(
        (
          await s.api('POST', url, {
            token: mentor.token,
            body: { status: 'modification_requested' },
          })
        ).status,
      ).toBe(400);
      expect(
        (await s.api('POST', url, { token: other.mentor.token, body: { status: 'approved' } }))
          .status,
      ).toBe(404);
      const modEvent = nextEvent(ss, 'task_modification_request');
      const mod = await s.api('POST', url, {
        token: mentor.token,
        body: { status: 'modification_requested', comment: 'Add tests' },
      });
      expect(mod.status).toBe(200);
      expect(mod.body).toMatchObject({
        status: 'modification_requested',
        feedback: [
          expect.objectContaining({
            status: 'modification_requested',
            comment: 'Add tests',
            by: expect.objectContaining({ _id: mentor.id }),
          }),
        ],
      });
      expect(await modEvent).toMatchObject({ feedback: 'Add tests', submissionId: first.body._id });
      expect(
        (await s.api('POST', url, { token: mentor.token, body: { status: 'approved' } })).status,
      ).toBe(409);

      const second = await s.api('POST', `/api/tasks/${t._id}/submit`, {
        token: stu.token,
        body: { text: 'With tests' },
      });
      expect(second.body.attempt).toBe(2);
      const wrongTask = (await createTask(mentor.token, { batch })).body;
      expect(
        (
          await s.api(
            'POST',
            `/api/tasks/${wrongTask._id}/submissions/${second.body._id}/feedback`,
            {
              token: mentor.token,
              body: { status: 'approved' },
            },
          )
        ).status,
      ).toBe(404);
      const approved = nextEvent(ss, 'task_approved');
      const ok = await s.api(
        'POST',
        `/api/tasks/${t._id}/submissions/${second.body._id}/feedback`,
        {
          token: mentor.token,
          body: { status: 'approved' },
        },
      );
      expect(ok.body.status).toBe('approved');
      await approved;
      expect(
        (
          await s.api('POST', `/api/tasks/${t._id}/submit`, {
            token: stu.token,
            body: { text: 'more' },
          })
        ).status,
      ).toBe(409);

      const detail = await s.api('GET', `/api/tasks/${t._id}`, { token: mentor.token });
      const mine = detail.body.progress.find(
        (p: { student: { _id: string } }) => p.student._id === stu.id,
      );
      expect(mine.status).toBe('approved');
      expect(mine.submissions.map((x: { attempt: number }) => x.attempt)).toEqual([2, 1]);
      expect(detail.body.counts).toMatchObject({ assigned: 2, approved: 1, not_submitted: 1 });
      const list = await s.api('GET', '/api/tasks/mentor', { token: mentor.token });
      expect(list.body.find((x: { _id: string }) => x._id === t._id).counts.approved).toBe(1);
      const mineList = await s.api('GET', '/api/tasks/student?myStatus=approved', {
        token: stu.token,
      });
      expect(mineList.body).toEqual([
        expect.objectContaining({
          _id: t._id,
          attempts: 2,
          canSubmit: false,
          latestSubmission: expect.objectContaining({ attempt: 2 }),
        }),
      ]);
      for (const quiet of classmateQuiet) expect(await quiet.settled()).toBe(true);
    });

    it('lets only one of two simultaneous submissions through (409 for the other)', async () => {
      const { batch, mentor, students } = await cohort(1);
      const t = (await createTask(mentor.token, { batch })).body;
      const results = await Promise.all(
        [1, 2, 3].map((i) =>
          s.api('POST', `/api/tasks/${t._id}/submit`, {
            token: students[0]!.token,
            body: { text: `try ${i}` },
          }),
        ),
      );
      expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409]);
      // The database itself refuses a second pending attempt, whatever the code checks.
      const [first] = await s.campus.ctx.db
        .select()
        .from(taskSubmissions)
        .where(eq(taskSubmissions.taskId, t._id));
      await expect(
        s.campus.ctx.db.insert(taskSubmissions).values({
          taskId: t._id,
          studentId: students[0]!.id,
          attempt: first!.attempt + 1,
          status: 'pending',
        }),
      ).rejects.toThrow();
    });

    it('changes nothing when part of a create fails (an attachment that is not the caller’s)', async () => {
      const { batch, mentor, students } = await cohort(1);
      const form = new FormData();
      form.append('files', new Blob([new Uint8Array(Buffer.from('notes'))]), 'notes.txt');
      const foreign = (
        await s.api('POST', '/api/tasks/upload-files', { token: students[0]!.token, form })
      ).body[0];
      const sock = s.socket(students[0]!.token);
      await connected(sock);
      const quiet = silence(s, sock, students[0]!.id, 'task_created');
      const res = await createTask(mentor.token, { batch, attachmentIds: [foreign._id] });
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual([expect.objectContaining({ path: 'attachmentIds.0' })]);
      expect((await s.api('GET', '/api/tasks/mentor', { token: mentor.token })).body).toEqual([]);
      const notes = await s.api('GET', '/api/notifications', { token: students[0]!.token });
      expect(notes.body.total).toBe(0);
      expect(await quiet.settled()).toBe(true);
    });

    it('closes and reopens a task (idempotent); a closed task refuses submissions but accepts reviews', async () => {
      const { batch, mentor, students } = await cohort(2);
      const t = (await createTask(mentor.token, { batch })).body;
      const sub = await s.api('POST', `/api/tasks/${t._id}/submit`, {
        token: students[0]!.token,
        body: { text: 'done' },
      });
      const closed = await s.api('PATCH', `/api/tasks/${t._id}/status`, {
        token: mentor.token,
        body: { status: 'closed' },
      });
      expect(closed.body).toMatchObject({ status: 'closed', closedAt: expect.any(String) });
      const twice = await s.api('PATCH', `/api/tasks/${t._id}/status`, {
        token: mentor.token,
        body: { status: 'closed' },
      });
      expect(twice.status).toBe(200);
      expect(twice.body.closedAt).toBe(closed.body.closedAt);
      expect(
        (
          await s.api('POST', `/api/tasks/${t._id}/submit`, {
            token: students[1]!.token,
            body: { text: 'late' },
          })
        ).status,
      ).toBe(409);
      const review = await s.api(
        'POST',
        `/api/tasks/${t._id}/submissions/${sub.body._id}/feedback`,
        {
          token: mentor.token,
          body: { status: 'rejected', comment: 'Incomplete' },
        },
      );
      expect(review.status).toBe(200);
      const other = await s.user('mentor');
      expect(
        (
          await s.api('PATCH', `/api/tasks/${t._id}/status`, {
            token: other.token,
            body: { status: 'open' },
          })
        ).status,
      ).toBe(404);
      const reopened = await s.api('PATCH', `/api/tasks/${t._id}/status`, {
        token: mentor.token,
        body: { status: 'open' },
      });
      expect(reopened.body.status).toBe('open');
      expect(
        (
          await s.api('POST', `/api/tasks/${t._id}/submit`, {
            token: students[0]!.token,
            body: { text: 'v2' },
          })
        ).body.attempt,
      ).toBe(2);
    });

    it('updates a task: fields, assignees (409 removing a student with work), due date', async () => {
      const { batch, mentor, students } = await cohort(2);
      const extra = await s.user('student', { batch });
      const t = (await createTask(mentor.token, { studentIds: [students[0]!.id, students[1]!.id] }))
        .body;
      await s.api('POST', `/api/tasks/${t._id}/submit`, {
        token: students[0]!.token,
        body: { text: 'x' },
      });
      const es = s.socket(extra.token);
      await connected(es);
      const created = nextEvent(es, 'task_created');
      const upd = await s.api('PATCH', `/api/tasks/${t._id}`, {
        token: mentor.token,
        body: {
          title: 'Build a to-do app v2',
          addStudentIds: [extra.id],
          removeStudentIds: [students[1]!.id],
          dueDate: inHours(100),
        },
      });
      expect(upd.status).toBe(200);
      expect(upd.body.title).toBe('Build a to-do app v2');
      expect(upd.body.assignees.map((a: { _id: string }) => a._id).sort()).toEqual(
        [students[0]!.id, extra.id].sort(),
      );
      await created;
      const blocked = await s.api('PATCH', `/api/tasks/${t._id}`, {
        token: mentor.token,
        body: { removeStudentIds: [students[0]!.id] },
      });
      expect(blocked.status).toBe(409);
      const other = await cohort(1);
      const foreign = await s.api('PATCH', `/api/tasks/${t._id}`, {
        token: mentor.token,
        body: { addStudentIds: [other.students[0]!.id] },
      });
      expect(foreign.body.errors).toEqual([expect.objectContaining({ path: 'addStudentIds.0' })]);
      expect(
        (
          await s.api('PATCH', `/api/tasks/${t._id}`, {
            token: other.mentor.token,
            body: { title: 'mine' },
          })
        ).status,
      ).toBe(404);
      const unchanged = await s.api('GET', `/api/tasks/${t._id}`, { token: mentor.token });
      expect(unchanged.body.title).toBe('Build a to-do app v2');
    });

    it('deletes: 409 with submissions unless an admin forces it; others get 404', async () => {
      const { batch, mentor, students } = await cohort(1);
      const admin = await s.user('admin');
      const empty = (await createTask(mentor.token, { batch })).body;
      const other = await s.user('mentor');
      expect(
        (await s.api('DELETE', `/api/tasks/${empty._id}`, { token: other.token })).status,
      ).toBe(404);
      expect(
        (await s.api('DELETE', `/api/tasks/${empty._id}`, { token: mentor.token })).status,
      ).toBe(204);
      expect((await s.api('GET', `/api/tasks/${empty._id}`, { token: mentor.token })).status).toBe(
        404,
      );
      const t = (await createTask(mentor.token, { batch })).body;
      await s.api('POST', `/api/tasks/${t._id}/submit`, {
        token: students[0]!.token,
        body: { text: 'x' },
      });
      expect(
        (await s.api('DELETE', `/api/tasks/${t._id}?force=true`, { token: mentor.token })).status,
      ).toBe(409);
      expect((await s.api('DELETE', `/api/tasks/${t._id}`, { token: admin.token })).status).toBe(
        409,
      );
      expect(
        (await s.api('DELETE', `/api/tasks/${t._id}?force=true`, { token: admin.token })).status,
      ).toBe(204);
    });

    it('derives overdue and late once the due date passes', async () => {
      const { batch, mentor, students } = await cohort(2);
      const t = (await createTask(mentor.token, { batch, dueDate: inHours(2) })).body;
      clock.offset += 3 * HOUR;
      try {
        const late = await s.api('POST', `/api/tasks/${t._id}/submit`, {
          token: students[0]!.token,
          body: { text: 'sorry' },
        });
        expect(late.body.late).toBe(true);
        const d = await s.api('GET', `/api/tasks/${t._id}`, { token: mentor.token });
        expect(d.body).toMatchObject({
          isPastDue: true,
          counts: { pending: 1, overdue: 1, late: 1 },
        });
        const mine = await s.api('GET', '/api/tasks/student', { token: students[1]!.token });
        expect(mine.body.find((x: { _id: string }) => x._id === t._id).myStatus).toBe('overdue');
      } finally {
        clock.offset -= 3 * HOUR;
      }
    });

    it('sends due reminders at 24 h and 1 h and the deadline once each, surviving a restart of the scheduler', async () => {
      const { batch, mentor, students } = await cohort(3);
      const [pendingStudent, idle, rejected] = students as [TestUser, TestUser, TestUser];
      const base = clock.offset;
      const t = (await createTask(mentor.token, { batch, dueDate: inHours(30) })).body;
      await s.api('POST', `/api/tasks/${t._id}/submit`, {
        token: pendingStudent.token,
        body: { text: 'early' },
      });
      const r = await s.api('POST', `/api/tasks/${t._id}/submit`, {
        token: rejected.token,
        body: { text: 'rough' },
      });
      await s.api('POST', `/api/tasks/${t._id}/submissions/${r.body._id}/feedback`, {
        token: mentor.token,
        body: { status: 'rejected', comment: 'Redo it' },
      });
      const reminders = new TaskReminders(s.campus.ctx);
      const remindersFor = async (u: TestUser, event: string) =>
        (
          await s.api('GET', '/api/notifications?pageSize=100', { token: u.token })
        ).body.items.filter(
          (x: { event: string; data: { entityId?: string } }) =>
            x.event === event && x.data.entityId === t._id,
        ).length;
      const idleSocket = s.socket(idle.token);
      await connected(idleSocket);
      try {
        await reminders.tick();
        expect(await remindersFor(idle, 'task_due_reminder')).toBe(0);
        clock.offset = base + 7 * HOUR; // 23 h before due
        const live = nextEvent(idleSocket, 'task_due_reminder');
        await reminders.tick();
        expect(await live).toMatchObject({ minutesBefore: 1440, task: { _id: t._id } });
        await reminders.tick();
        await new TaskReminders(s.campus.ctx).tick(); // a restarted scheduler
        expect(await remindersFor(idle, 'task_due_reminder')).toBe(1);
        expect(await remindersFor(rejected, 'task_due_reminder')).toBe(1);
        expect(await remindersFor(pendingStudent, 'task_due_reminder')).toBe(0);
        clock.offset = base + 29.5 * HOUR; // 30 min before due
        await reminders.tick();
        await reminders.tick();
        expect(await remindersFor(idle, 'task_due_reminder')).toBe(2);
        clock.offset = base + 31 * HOUR;
        await reminders.tick();
        await reminders.tick();
        expect(await remindersFor(idle, 'task_deadline_passed')).toBe(1);
        expect(await remindersFor(rejected, 'task_deadline_passed')).toBe(0);
        expect(await remindersFor(mentor, 'task_deadline_passed')).toBe(1);
      } finally {
        clock.offset = base;
      }
    });

    it('sends nothing for closed tasks and re-arms reminders for a new due date', async () => {
      const { batch, mentor, students } = await cohort(1);
      const base = clock.offset;
      const t = (await createTask(mentor.token, { batch, dueDate: inHours(30) })).body;
      const reminders = new TaskReminders(s.campus.ctx);
      const count = async () =>
        (
          await s.api('GET', '/api/notifications?pageSize=100', { token: students[0]!.token })
        ).body.items.filter(
          (x: { event: string; data: { entityId?: string } }) =>
            x.event === 'task_due_reminder' && x.data.entityId === t._id,
        ).length;
      try {
        clock.offset = base + 7 * HOUR;
        await reminders.tick();
        expect(await count()).toBe(1);
        await s.api('PATCH', `/api/tasks/${t._id}`, {
          token: mentor.token,
          body: { dueDate: inHours(20) },
        });
        await reminders.tick();
        expect(await count()).toBe(1); // the new date was set within 24 h: its 24 h reminder is not sent late
        clock.offset = base + 7 * HOUR + 19.5 * HOUR;
        await reminders.tick();
        expect(await count()).toBe(2);
        await s.api('PATCH', `/api/tasks/${t._id}/status`, {
          token: mentor.token,
          body: { status: 'closed' },
        });
        clock.offset = base + 7 * HOUR + 21 * HOUR;
        await reminders.tick();
        const notes = (
          await s.api('GET', '/api/notifications?pageSize=100', { token: students[0]!.token })
        ).body.items;
        expect(
          notes.filter((x: { event: string }) => x.event === 'task_deadline_passed'),
        ).toHaveLength(0);
      } finally {
        clock.offset = base;
      }
    });
  });
}
