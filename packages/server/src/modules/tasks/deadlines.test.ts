// Task due dates: overdue and late, due reminders and the deadline notice on the server's clock.
import { describe, expect, it } from 'vitest';
import { connected, nextEvent, testDatabases, type TestUser } from '../../testing/server';
import { TaskReminders } from './reminders';
import { HOUR, tasksTestbed } from './testbed';

for (const db of testDatabases()) {
  describe(`tasks: deadlines [${db}]`, () => {
    const { s, clock, cohort, inHours, createTask } = tasksTestbed(db);

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
