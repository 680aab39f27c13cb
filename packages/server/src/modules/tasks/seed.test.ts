// The demo data of tasks and bookings: every status the screens can show appears.
import { describe, expect, it } from 'vitest';
import { seedBookings } from '../../seed/bookings';
import { seedTasks } from '../../seed/tasks';
import { useDemoWorld } from '../../testing/demo-world';
import { TaskReminders } from './reminders';

describe('tasks and bookings demo data', () => {
  const { s, tokens } = useDemoWorld(
    (ctx) => [(w) => seedTasks(ctx, w), (w) => seedBookings(ctx, w)],
    ['admin@campus.test', 'mentor@campus.test', 'mentor2@campus.test', 'student@campus.test'],
  );

  it('has tasks with every per-student status, a closed task, attempts and feedback', async () => {
    const all = await s.api('GET', '/api/tasks?pageSize=100', {
      token: tokens['admin@campus.test'],
    });
    expect(all.status).toBe(200);
    const totals: Record<string, number> = {};
    for (const t of all.body.items) {
      for (const [k, v] of Object.entries(t.counts as Record<string, number>))
        totals[k] = (totals[k] ?? 0) + v;
    }
    for (const k of [
      'not_submitted',
      'pending',
      'approved',
      'rejected',
      'modification_requested',
      'overdue',
      'late',
    ]) {
      expect(totals[k], k).toBeGreaterThan(0);
    }
    expect(all.body.items.some((t: { status: string }) => t.status === 'closed')).toBe(true);
    const mine = await s.api('GET', '/api/tasks/student', { token: tokens['student@campus.test'] });
    expect(new Set(mine.body.map((t: { myStatus: string }) => t.myStatus))).toEqual(
      new Set(['pending', 'modification_requested', 'approved']),
    );
    const reviewed = mine.body.find(
      (t: { myStatus: string }) => t.myStatus === 'modification_requested',
    );
    expect(reviewed.latestSubmission.feedback[0].comment).toMatch(/tests/);
    const mentorTasks = await s.api('GET', '/api/tasks/mentor', {
      token: tokens['mentor@campus.test'],
    });
    expect(mentorTasks.body.items.length).toBe(3);
    // Deadlines already past are not announced again by the scheduler.
    expect(await new TaskReminders(s.campus.ctx).tick()).toBe(0);
  });

  it('has bookings in every status and group sessions with seats left and full', async () => {
    const all = await s.api('GET', '/api/bookings?pageSize=100', {
      token: tokens['admin@campus.test'],
    });
    const statuses = new Set(all.body.items.map((b: { status: string }) => b.status));
    for (const st of ['pending', 'accepted', 'declined', 'cancelled', 'expired', 'completed'])
      expect(statuses.has(st), st).toBe(true);
    const groups = all.body.items.filter((b: { kind: string }) => b.kind === 'group');
    expect(groups.map((g: { seatsLeft: number }) => g.seatsLeft).sort()).toEqual([0, 8]);
    const open = await s.api('GET', '/api/bookings/group-session', {
      token: tokens['student@campus.test'],
    });
    expect(open.body.items).toEqual([
      expect.objectContaining({ joined: true, meetingLink: expect.any(String) }),
    ]);
    const sessions = await s.api('GET', '/api/bookings/mentor', {
      token: tokens['mentor@campus.test'],
    });
    expect(sessions.body.items.length).toBeGreaterThanOrEqual(4);
  });
});
