// Tasks as a mentor sets them: creating for a batch and named students, who sees a task, editing
// and deleting it.
import { describe, expect, it } from 'vitest';
import { connected, nextEvent, silence, testDatabases } from '../../testing/server';
import { tasksTestbed } from './testbed';

for (const db of testDatabases()) {
  describe(`tasks [${db}]`, () => {
    const { s, assigned, cohort, inHours, createTask } = tasksTestbed(db);
    let n = 0;

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
        notification: { type: 'task', event: 'task_created' },
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
        nextCursor: null,
        items: [expect.objectContaining({ _id: t._id })],
      });
      expect((await s.api('GET', '/api/tasks', { token: mentor.token })).status).toBe(403);
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
      expect((await s.api('GET', '/api/tasks/mentor', { token: mentor.token })).body.items).toEqual(
        [],
      );
      const notes = await s.api('GET', '/api/notifications', { token: students[0]!.token });
      expect(notes.body.items).toEqual([]);
      expect(await quiet.settled()).toBe(true);
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
  });
}
