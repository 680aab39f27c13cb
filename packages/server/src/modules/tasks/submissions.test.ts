// Task submissions: the submit–review–resubmit–approve lifecycle with its events, simultaneous
// submissions, and closing and reopening a task.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { taskSubmissions } from '../../db/schema/index';
import { connected, nextEvent, silence, testDatabases, type TestUser } from '../../testing/server';
import { tasksTestbed } from './testbed';

for (const db of testDatabases()) {
  describe(`tasks: submissions [${db}]`, () => {
    const { s, cohort, createTask } = tasksTestbed(db);

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
      expect(list.body.items.find((x: { _id: string }) => x._id === t._id).counts.approved).toBe(1);
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

    it("counts the profile's tasks to do as the task list's submittable ones, in every state", async () => {
      const { batch, mentor, students } = await cohort(1);
      const stu = students[0]!;
      const make = async () => (await createTask(mentor.token, { batch })).body._id as string;
      const submit = async (id: string) =>
        (await s.api('POST', `/api/tasks/${id}/submit`, { token: stu.token, body: { text: 'x' } }))
          .body._id as string;
      const review = (id: string, sub: string, status: string) =>
        s.api('POST', `/api/tasks/${id}/submissions/${sub}/feedback`, {
          token: mentor.token,
          body: { status, comment: 'ok' },
        });
      await make(); // not submitted: to do
      await submit(await make()); // pending: not to do
      const approved = await make();
      await review(approved, await submit(approved), 'approved'); // approved: not
      const again = await make();
      await review(again, await submit(again), 'modification_requested'); // changes requested: to do
      const closed = await make(); // closed: not
      await s.api('PATCH', `/api/tasks/${closed}/status`, {
        token: mentor.token,
        body: { status: 'closed' },
      });
      const list = await s.api('GET', '/api/tasks/student', { token: stu.token });
      const submittable = list.body.filter((t: { canSubmit: boolean }) => t.canSubmit).length;
      const profile = await s.api('GET', '/api/users/profile', { token: stu.token });
      expect([list.body.length, submittable]).toEqual([5, 2]);
      expect(profile.body.stats.pendingTasks).toBe(submittable);
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
  });
}
