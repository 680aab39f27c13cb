// The due-date scheduler: `task_due_reminder` 24 h and 1 h before `dueDate` to each assignee who
// still has something to do (not submitted, rejected, modification requested), and at `dueDate`
// `task_deadline_passed` to each assignee who never submitted and to the mentor. Closed tasks get
// nothing.
//
// Durable and deduplicated: state is the `task_reminders_sent` table, keyed by task, recipient, kind
// and the due date it was for. Each send inserts its key with ON CONFLICT DO NOTHING and notifies only
// the rows it inserted, in the same transaction — so a restart, a second instance or a repeated tick
// never sends twice, and nothing is lost while the server was down (the next tick catches up).
// A new due date re-arms every kind (a new key). A reminder whose time fell before the due date was
// set (a task created 3 hours before it is due) is not sent, and when both offsets are due at once
// (the server was down) only the nearer one is.
import { and, eq, gt, lte } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import type { Delivery } from '../../realtime/hub';
import {
  taskAssignees,
  taskRemindersSent,
  tasks,
  taskSubmissions,
  type ReminderKind,
  type TaskRow,
} from '../../db/schema/index';
import { taskReason, taskScope } from './access';
import { taskEventTask } from './dto';

const HOUR = 60 * 60 * 1000;
export const REMINDER_OFFSETS: { kind: ReminderKind; ms: number; label: string }[] = [
  { kind: 'due_24h', ms: 24 * HOUR, label: '24 hours' },
  { kind: 'due_1h', ms: 1 * HOUR, label: '1 hour' },
];
/** Deadlines older than this are not announced any more (a server down for weeks). */
const DEADLINE_LOOKBACK_MS = 7 * 24 * HOUR;
export const REMINDER_POLL_MS = 60 * 1000;

export class TaskReminders {
  constructor(private readonly ctx: AppContext) {}

  /** One pass; answers how many notifications it stored. Safe to call at any time, any number of times. */
  async tick(): Promise<number> {
    const now = this.ctx.now();
    let sent = 0;
    const open = await this.ctx.db
      .select()
      .from(tasks)
      .where(
        and(
          eq(tasks.status, 'open'),
          gt(tasks.dueDate, new Date(now.getTime() - DEADLINE_LOOKBACK_MS)),
          lte(tasks.dueDate, new Date(now.getTime() + 24 * HOUR)),
        ),
      );
    for (const task of open) {
      const due = task.dueDate.getTime();
      if (due <= now.getTime()) {
        sent += await this.deadline(task);
        continue;
      }
      // The nearest offset whose time has come (24 h is skipped once the 1 h one is due).
      const offset = [...REMINDER_OFFSETS]
        .reverse()
        .find((o) => now.getTime() >= due - o.ms && due - o.ms >= task.dueSetAt.getTime());
      const nearest = [...REMINDER_OFFSETS].reverse().find((o) => now.getTime() >= due - o.ms);
      if (offset && offset === nearest) sent += await this.reminder(task, offset);
    }
    return sent;
  }

  private async reminder(
    task: TaskRow,
    offset: (typeof REMINDER_OFFSETS)[number],
  ): Promise<number> {
    return this.sendForOpenTask(task, async (tx, t, assignees, latest) => {
      const due = assignees.filter((id) => {
        const s = latest.get(id);
        return s === undefined || s === 'rejected' || s === 'modification_requested';
      });
      const fresh = await this.claim(tx, t, due, offset.kind);
      if (fresh.length === 0) return { n: 0, deliveries: [] };
      const d = await this.ctx.hub.prepare(tx, fresh, {
        name: 'task_due_reminder',
        type: 'task',
        message: `"${t.title}" is due in ${offset.label}`,
        reason: taskReason('task_due_reminder'),
        about: taskScope(t),
        entityId: t.id,
        link: '/dashboard',
        payload: { task: taskEventTask(t), minutesBefore: offset.ms / 60_000 },
      });
      return { n: fresh.length, deliveries: [d] };
    });
  }

  private async deadline(task: TaskRow): Promise<number> {
    return this.sendForOpenTask(task, async (tx, t, assignees, latest) => {
      const missing = assignees.filter((id) => !latest.has(id));
      const students = await this.claim(tx, t, missing, 'deadline');
      const mentor = await this.claim(tx, t, [t.mentorId], 'deadline');
      const deliveries: Delivery[] = [];
      if (students.length) {
        deliveries.push(
          await this.ctx.hub.prepare(tx, students, {
            name: 'task_deadline_passed',
            type: 'task',
            message: `The deadline for "${t.title}" has passed`,
            reason: taskReason('task_deadline_passed'),
            about: taskScope(t),
            entityId: t.id,
            link: '/dashboard',
            payload: { task: taskEventTask(t) },
          }),
        );
      }
      if (mentor.length) {
        const n = assignees.length - missing.length;
        deliveries.push(
          await this.ctx.hub.prepare(tx, mentor, {
            name: 'task_deadline_passed',
            type: 'task',
            message: `The deadline for "${t.title}" has passed: ${n} of ${assignees.length} submitted`,
            reason: 'because you set this task',
            about: taskScope(t),
            entityId: t.id,
            link: '/dashboard',
            payload: { task: taskEventTask(t) },
          }),
        );
      }
      return { n: students.length + mentor.length, deliveries };
    });
  }

  /**
   * Runs `send` in a transaction on the task locked as it is now, with its assignees and their latest
   * submission status — unless it closed or its due date moved since it was picked, then nothing is
   * sent — and delivers what `send` prepared once committed. Answers how many were notified.
   */
  private async sendForOpenTask(
    task: TaskRow,
    send: (
      tx: Tx,
      t: TaskRow,
      assignees: string[],
      latest: Map<string, string>,
    ) => Promise<{ n: number; deliveries: Delivery[] }>,
  ): Promise<number> {
    const out = await this.ctx.db.transaction(async (tx) => {
      const [t] = await tx.select().from(tasks).where(eq(tasks.id, task.id)).for('update');
      if (!t || t.status !== 'open' || t.dueDate.getTime() !== task.dueDate.getTime())
        return { n: 0, deliveries: [] };
      const assignees = await tx
        .select({ id: taskAssignees.studentId })
        .from(taskAssignees)
        .where(eq(taskAssignees.taskId, t.id));
      return send(
        tx,
        t,
        assignees.map((a) => a.id),
        await this.latest(tx, t.id),
      );
    });
    for (const d of out.deliveries) this.ctx.hub.deliver(d);
    return out.n;
  }

  private async latest(tx: Tx, taskId: string) {
    const rows = await tx
      .select({
        studentId: taskSubmissions.studentId,
        status: taskSubmissions.status,
        attempt: taskSubmissions.attempt,
      })
      .from(taskSubmissions)
      .where(eq(taskSubmissions.taskId, taskId));
    const best = new Map<string, { status: string; attempt: number }>();
    for (const r of rows) {
      const cur = best.get(r.studentId);
      if (!cur || r.attempt > cur.attempt) best.set(r.studentId, r);
    }
    return new Map([...best].map(([k, v]) => [k, v.status]));
  }

  /** Records the sends; answers the recipients not yet reminded (the rows this call inserted). */
  private async claim(
    tx: Tx,
    t: TaskRow,
    userIds: string[],
    kind: ReminderKind,
  ): Promise<string[]> {
    if (userIds.length === 0) return [];
    const rows = await tx
      .insert(taskRemindersSent)
      .values(
        userIds.map((userId) => ({
          taskId: t.id,
          userId,
          kind,
          dueDate: t.dueDate,
          sentAt: this.ctx.now(),
        })),
      )
      .onConflictDoNothing()
      .returning({ userId: taskRemindersSent.userId });
    return rows.map((r) => r.userId);
  }
}
