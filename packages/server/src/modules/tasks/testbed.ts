// The tasks suites' shared setup: a server whose clock tests can move (`clock.offset`), mentors'
// batches answered from the `assigned` map (no batch assignments needed), and helpers for a fresh
// cohort and a task due in three days.
import type { BatchRef } from '../../context';
import { useServer, type DbKind, type TestUser } from '../../testing/server';

export const HOUR = 60 * 60 * 1000;

export function tasksTestbed(db: DbKind) {
  const clock = { offset: 0 };
  const now = () => new Date(Date.now() + clock.offset);
  const assigned = new Map<string, BatchRef[]>();
  let n = 0;
  const s = useServer(db, { now }, (server) => {
    server.campus.ctx.extensions.mentorBatches = async (id) => assigned.get(id) ?? [];
  });

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

  return { s, clock, assigned, cohort, inHours, createTask };
}
