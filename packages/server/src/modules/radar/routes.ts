// The at-risk radar: the rules (rules.ts) over the facts of a set of students (signals.ts), the
// recomputation of the students marked by the database's triggers (recompute.ts) on the job queue,
// the sweeps that mark students whose time-based reasons may have begun or ended, the visits the
// no-visit rule reads (a socket connected), the reads (reads.ts), the thresholds per programme
// (thresholds.ts), `radar_flag_changed` to the mentors of a flag's batch after each change (and the
// flag's item in their inboxes), and the follow-through: messages to flagged students and the
// admin's time to first contact (follow-through.ts); a batch's attendance across its classes and
// its progress week by week, on screen and as CSV (attendance.ts, progress.ts).
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { defineHandlers, me, type Handlers } from '../../http/router';
import { inboxItemId } from '../../lib/inbox-items';
import { sendCsv } from '../../lib/csv';
import { BatchAttendanceReport } from './attendance';
import { BatchProgressReport } from './progress';
import { flagsById } from './flags';
import { RadarFollowThrough } from './follow-through';
import { RadarReads } from './reads';
import { CLAIM_SIZE, recomputeClaimed, type FlagChange } from './recompute';
import { RadarThresholdSettings } from './thresholds';

/** The recomputation's window: a flag follows its event within about this long. */
export const RECOMPUTE_EVERY_MS = 15_000;
/** How long one run keeps claiming sets while more students wait. */
const RUN_BUDGET_MS = 10_000;
/** The sweep of due dates that just passed. */
const DUE_SWEEP_EVERY_MS = 60_000;
/**
 * The sweep of every student in a batch (days without a visit, grace days, changes requested, an
 * account deactivated) and of every open flag (a student who left their batch loses theirs).
 */
const FULL_SWEEP_EVERY_MS = 3_600_000;

export function radarHandlers(ctx: AppContext): Handlers {
  const reads = new RadarReads(ctx.db);
  const thresholds = new RadarThresholdSettings(ctx.db, ctx.now);
  const followThrough = new RadarFollowThrough(ctx);
  const attendance = new BatchAttendanceReport(ctx.db);
  const progress = new BatchProgressReport(ctx.db, ctx.now, ctx.config.campusTimeZone);

  const announce = async (changes: FlagChange[]) => {
    const flags = new Map(
      (
        await flagsById(
          ctx.db,
          changes.map((c) => c.flagId),
        )
      ).map((f) => [f._id, f]),
    );
    for (const change of changes) {
      const flag = flags.get(change.flagId);
      if (flag) ctx.hub.tell(change.mentorIds, 'radar_flag_changed', { flag });
    }
    // A flag waits in the inbox of each mentor of its batch until its first contact: new when it
    // opened, read again (changed or gone) otherwise.
    ctx.extensions.inboxChanged(
      changes.flatMap((c) =>
        c.mentorIds.map((mentorId) => ({
          mentorId,
          itemId: inboxItemId('risk_flag', c.flagId),
          was: !c.opened,
        })),
      ),
    );
  };

  ctx.extensions.jobs.push(
    {
      name: 'radar-recompute',
      everyMs: RECOMPUTE_EVERY_MS,
      run: async () => {
        const until = Date.now() + RUN_BUDGET_MS;
        for (;;) {
          const { claimed, changes } = await recomputeClaimed(ctx.db, ctx.now());
          await announce(changes).catch((err: unknown) =>
            ctx.log.error({ err }, 'radar: announcing flag changes failed'),
          );
          if (claimed < CLAIM_SIZE || Date.now() > until) return;
        }
      },
    },
    {
      name: 'radar-due-sweep',
      everyMs: DUE_SWEEP_EVERY_MS,
      // The assignees of open tasks whose due date passed in the last two windows (tasks_due_id_idx).
      run: async () =>
        void (await ctx.db.execute(sql`
          insert into radar_dirty (student_id)
          select distinct ta.student_id from tasks t join task_assignees ta on ta.task_id = t.id
          where t.status = 'open'
            and t.due_date > ${new Date(ctx.now().getTime() - 2 * DUE_SWEEP_EVERY_MS).toISOString()}::timestamptz
            and t.due_date <= ${ctx.now().toISOString()}::timestamptz
          on conflict (student_id) do nothing`)),
    },
    {
      name: 'radar-full-sweep',
      everyMs: FULL_SWEEP_EVERY_MS,
      run: async () =>
        void (await ctx.db.execute(sql`
          insert into radar_dirty (student_id)
          select student_id from batch_assignments
          union
          select student_id from radar_flags where cleared_at is null
          on conflict (student_id) do nothing`)),
    },
  );

  // A visit: a student's socket connected (every page load of the app), kept at most hourly.
  ctx.extensions.socketHandlers.push((session) => {
    const user = session.socket.data.user;
    if (user?.role !== 'student') return;
    ctx.db
      .execute(
        sql`
        insert into user_visits (user_id, seen_at) values (${user.id}, ${ctx.now().toISOString()}::timestamptz)
        on conflict (user_id) do update set seen_at = excluded.seen_at
        where user_visits.seen_at < excluded.seen_at - interval '1 hour'`,
      )
      .catch((err: unknown) => ctx.log.error({ err }, 'radar: recording a visit failed'));
  });

  return defineHandlers({
    listRadar: (c) => reads.list(me(c), c.query),
    getRadarStudent: (c) => reads.student(me(c), c.params.studentId),
    messageRadarStudents: (c) => followThrough.message(me(c), c.body),
    listRadarFirstContact: (c) => followThrough.firstContact(c.query),
    getBatchAttendance: (c) => attendance.read(me(c), c.params),
    exportBatchAttendance: async (c) => {
      const { monthYear, domain } = c.params;
      const lines = await attendance.csv(me(c), { monthYear, domain });
      return sendCsv(c.reply, `attendance-${monthYear}-${domain}.csv`, lines);
    },
    getBatchProgress: (c) => progress.read(me(c), c.params),
    exportBatchProgress: async (c) => {
      const { monthYear, domain } = c.params;
      const lines = await progress.csv(me(c), { monthYear, domain });
      return sendCsv(c.reply, `progress-${monthYear}-${domain}.csv`, lines);
    },
    getRadarThresholds: (c) => thresholds.get(c.params.slug),
    setRadarThresholds: (c) => thresholds.set(me(c), c.params.slug, c.body),
  });
}
