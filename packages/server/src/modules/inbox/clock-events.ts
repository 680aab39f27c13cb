// The clock job: once a minute (a window of the job queue, so one run per window across instances),
// every item waiting on a mentor that has not breached yet and is due from two windows back on is
// read with its clock (items.ts `open`), and each warning (75 % of its target) and breach (its
// deadline) it has crossed is stored in inbox_clock_events. Every CLOCK_SWEEP_MS the sweep reads
// every item not breached yet, whenever it is due: an item can arrive already late (a student moved
// to another mentor keeps their wait's start, an admin shortened a target, the job was stopped),
// and the minute's run, which reads only what can still cross, would never see it; only the sweep
// probes a backlog whose breaches are stored. The table's unique key (mentor, item, wait,
// threshold) and ON CONFLICT DO NOTHING make each event stored once even when two runs evaluate at
// the same moment (a late window and the next one, two instances, a run and the sweep); the
// mentor's bell rings for a warning in the transaction that stored it, so only the run that stored
// it rings. The run also announces the batch questions that became the staff's items since the run
// before (announceArrivals). The sweep then keeps each mentor's figures for the admin's load view
// (mentor-loads.ts: what waits on each mentor waited on; every working mentor's breaches and median
// first response), after its own events are stored so near breach and breaches count them.
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { inboxClockEvents, type InboxThreshold } from '../../db/schema/index';
import type { Delivery } from '../../realtime/hub';
import { writtenTime } from '../../lib/time-zone';
import { PEER_WINDOW_HOURS } from '../questions/public';
import { mentorTime, toItem, type ClockedRow, type InboxItems } from './items';
import { keepMentorLoads } from './mentor-loads';
import { readTargets } from './targets';

export const CLOCK_JOB_MS = 60_000;
/**
 * How often the sweep evaluates every open clock, however late: the longest an item first seen
 * late waits for its events to be stored.
 */
export const CLOCK_SWEEP_MS = 10 * 60_000;

const KIND_WORDS: Record<ClockedRow['row']['kind'], string> = {
  review: 'submission to review',
  resubmission: 'resubmission to review',
  booking_request: 'booking request',
  message: 'message',
  question: 'batch question',
  risk_flag: 'student flagged at risk',
};

/** One event a run found crossed. */
interface Crossing {
  item: ClockedRow;
  threshold: InboxThreshold;
  at: Date;
}

export class InboxClockJob {
  constructor(
    private readonly ctx: AppContext,
    private readonly items: InboxItems,
  ) {}

  /**
   * The people anything waits on: owners of pending attempts, asked mentors, unanswered staff, the
   * mentors of batches with a question that has no accepted answer (the batches first, from
   * questions_batch_unanswered_idx, then their mentors from batch_assignments_batch_mentor_idx),
   * and the roster of each batch with a flag nobody has contacted yet (a probe of
   * radar_flags_uncontacted_idx per roster row).
   */
  private async mentorsWaitedOn(): Promise<string[]> {
    const res = (await this.ctx.db.execute(sql`
      select mentor_id as id from task_submissions where status = 'pending' and mentor_id is not null
      union
      select mentor_id from bookings where kind = 'one_to_one' and status = 'pending'
      union
      select c.waiting_on from conversations c join users u on u.id = c.waiting_on
        where u.role in ('mentor', 'admin')
      union
      select a.mentor_id from batch_assignments a
        where (a.month_year, a.domain) in (select distinct month_year, domain from questions
          where accepted_answer_id is null and hidden_at is null)
      union
      select m.mentor_id from batch_mentors m where exists (select 1 from radar_flags f
        where f.batch_month_year = m.month_year and f.batch_domain = m.domain
          and f.cleared_at is null and f.first_contact_at is null)`)) as unknown as {
      rows: Array<{ id: string }>;
    };
    return res.rows.map((r) => r.id);
  }

  /**
   * One evaluation of the open clocks due from two windows back on (a late window misses none), or
   * with `sweep` of every open clock, then the figures of each mentor's load; answers how many
   * events it stored.
   */
  async run({ sweep = false } = {}): Promise<{ warnings: number; breaches: number }> {
    const now = this.ctx.now();
    const dueFrom = sweep ? undefined : new Date(now.getTime() - 2 * CLOCK_JOB_MS);
    const targets = await readTargets(this.ctx.db);
    const stored = { warnings: 0, breaches: 0 };
    const mentors = await this.mentorsWaitedOn();
    for (const mentorId of mentors) {
      const crossings: Crossing[] = [];
      const open = await this.items.open(mentorId, targets, now, dueFrom);
      this.announceArrivals(mentorId, open, now);
      for (const item of open) {
        if (item.clock.state === 'paused') continue;
        if (now >= item.clock.warnAt)
          crossings.push({ item, threshold: 'warning', at: item.clock.warnAt });
        if (now >= item.clock.dueAt)
          crossings.push({ item, threshold: 'breach', at: item.clock.dueAt });
      }
      if (crossings.length === 0) continue;
      const n = await this.store(mentorId, crossings, now);
      stored.warnings += n.warnings;
      stored.breaches += n.breaches;
    }
    if (sweep) await keepMentorLoads(this.ctx.db, mentors, now);
    return stored;
  }

  /**
   * A batch question becomes the staff's item by time alone, PEER_WINDOW_HOURS after it was asked,
   * with no change anyone made to announce it: the run announces the ones that arrived since the
   * run before (two windows back, so a late run misses none; an arrival heard twice only makes the
   * mentor's inbox read again).
   */
  private announceArrivals(mentorId: string, open: ClockedRow[], now: Date) {
    const since = now.getTime() - PEER_WINDOW_HOURS * 3_600_000 - 2 * CLOCK_JOB_MS;
    const arrived = open.filter(
      (i) => i.row.kind === 'question' && Date.parse(i.row.since) > since,
    );
    if (arrived.length === 0) return;
    this.ctx.extensions.inboxChanged(
      arrived.map((i) => ({ mentorId, itemId: i.row.itemId, was: false })),
    );
  }

  /**
   * Stores the crossings once each (the unique key) and rings the mentor's bell for each warning
   * this run stored of an item still short of its deadline. An item first seen already past it (a
   * backlog after days away, a target an admin shortened) has both its events stored and rings no
   * warning: "due" would name a time gone by, and a backlog would ring once per item. It shows as
   * breached in the inbox, and the admin's list of breaches has it.
   */
  private async store(mentorId: string, crossings: Crossing[], now: Date) {
    const zone = (await mentorTime(this.ctx.db, mentorId)).hours?.timezone ?? 'UTC';
    const out = await this.ctx.db.transaction(async (tx) => {
      const inserted = await tx
        .insert(inboxClockEvents)
        .values(
          crossings.map((c) => ({
            mentorId,
            itemId: c.item.row.itemId,
            kind: c.item.row.kind,
            studentId: c.item.row.studentId,
            since: new Date(Date.parse(c.item.row.since)),
            threshold: c.threshold,
            dueAt: c.item.clock.dueAt,
            crossedAt: c.at,
            recordedAt: this.ctx.now(),
          })),
        )
        .onConflictDoNothing()
        .returning({ itemId: inboxClockEvents.itemId, threshold: inboxClockEvents.threshold });
      const deliveries: Delivery[] = [];
      const byItem = new Map(crossings.map((c) => [c.item.row.itemId, c]));
      for (const e of inserted) {
        if (e.threshold !== 'warning') continue;
        const c = byItem.get(e.itemId)!;
        if (now >= c.item.clock.dueAt) continue;
        const item = toItem(c.item);
        const due = writtenTime(c.item.clock.dueAt, zone);
        deliveries.push(
          await this.ctx.hub.prepare(tx, [mentorId], {
            name: 'inbox_item_warning',
            type: 'reminder',
            message: `${item.who.name}'s ${KIND_WORDS[item.kind as keyof typeof KIND_WORDS]} is due ${due.text}`,
            time: due,
            link: item.action.path,
            reason: 'because it waits on you in your inbox',
            payload: { item },
          }),
        );
      }
      return {
        deliveries,
        warnings: inserted.filter((e) => e.threshold === 'warning').length,
        breaches: inserted.filter((e) => e.threshold === 'breach').length,
      };
    });
    for (const d of out.deliveries) this.ctx.hub.deliver(d);
    return out;
  }
}
