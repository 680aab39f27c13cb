// Live classes: scheduled → live → ended, by the host or by the minute job (`tick`), which also
// sends the 15-minute reminders once.
import type { LiveClass } from '@campus/sdk/model';
import { and, eq, gt, isNotNull, isNull, lte, notExists, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import {
  liveClassAttendees,
  liveClasses,
  liveClassRemindersSent,
  type LiveClassRow,
} from '../../db/schema/index';
import type { Principal } from '../../http/auth';
import { conflict, notFound } from '../../http/errors';
import type { Delivery } from '../../realtime/hub';
import { formatWhen, writtenTime } from '../../lib/time-zone';
import { MINUTE } from './time';
import {
  START_OPENS_MINUTES,
  REMINDER_MINUTES,
  AUTO_END_MINUTES,
  type LiveClassShapes,
  endSql,
  startOpensAt,
} from './dto';
import type { LiveClassAccess } from './access';

export class LiveClassLifecycle {
  constructor(
    private readonly ctx: AppContext,
    private readonly shapes: LiveClassShapes,
    private readonly access: LiveClassAccess,
  ) {}

  private get db() {
    return this.ctx.db;
  }

  async start(user: Principal, id: string): Promise<LiveClass> {
    const { row } = await this.shapes.managed(user, id);
    if (row.status === 'ended') throw conflict('This class has already ended.');
    if (row.status === 'live') return this.shapes.dto(row, user, 'full');
    const now = this.ctx.now();
    const opens = startOpensAt(row);
    if (now < opens) {
      // Plain words in the class's zone (the one its host scheduled it in), never a raw instant.
      throw conflict(
        `You can start this class from ${formatWhen(opens, row.timezone)}, ${START_OPENS_MINUTES} minutes before it begins.`,
      );
    }
    let delivery: Delivery | undefined;
    const result = await this.db.transaction(async (tx) => {
      const [r] = await tx
        .update(liveClasses)
        .set({ status: 'live', startedAt: now, updatedAt: now })
        .where(and(eq(liveClasses.id, id), eq(liveClasses.status, 'scheduled')))
        .returning();
      if (!r) return null; // started (or ended) by someone else just now
      delivery = await this.access.toBatch(
        tx,
        r,
        'live_class_started',
        `${r.title} is live now — join from the Live Class page.`,
        {},
        true,
      );
      return r;
    });
    if (delivery) this.ctx.hub.deliver(delivery);
    const current = result ?? (await this.shapes.row(id));
    if (!current) throw notFound('Live class not found.');
    if (current.status === 'ended') throw conflict('This class has already ended.');
    return this.shapes.dto(current, user, 'full');
  }

  /** Ends a live class (a person or the auto-end job); null when it was not live any more. */
  private async endNow(id: string, now: Date): Promise<LiveClassRow | null> {
    let delivery: Delivery | undefined;
    const row = await this.db.transaction(async (tx) => {
      const [r] = await tx
        .update(liveClasses)
        .set({ status: 'ended', endedAt: now, updatedAt: now })
        .where(and(eq(liveClasses.id, id), eq(liveClasses.status, 'live')))
        .returning();
      if (!r) return null;
      await tx
        .update(liveClassAttendees)
        .set({ leftAt: now })
        .where(and(eq(liveClassAttendees.classId, id), isNull(liveClassAttendees.leftAt)));
      delivery = await this.access.toBatch(tx, r, 'live_class_ended', `${r.title} has ended.`);
      return r;
    });
    if (delivery) this.ctx.hub.deliver(delivery);
    return row;
  }

  async end(user: Principal, id: string): Promise<LiveClass> {
    const { row } = await this.shapes.managed(user, id);
    if (row.status === 'scheduled')
      throw conflict('This class has not started; cancel it instead.');
    if (row.status === 'ended') return this.shapes.dto(row, user, 'full');
    const ended = (await this.endNow(id, this.ctx.now())) ?? (await this.shapes.row(id));
    if (!ended) throw notFound('Live class not found.');
    return this.shapes.dto(ended, user, 'full');
  }

  // ------------------------------------------------------------------ the minute job

  /** Sends due reminders (once) and ends classes left live too long. Safe to repeat and to run on several instances. */
  async tick(): Promise<{ reminded: number; ended: number }> {
    const now = this.ctx.now();
    let reminded = 0;
    const due = await this.db
      .select()
      .from(liveClasses)
      .where(
        and(
          eq(liveClasses.status, 'scheduled'),
          isNotNull(liveClasses.reminderAt),
          lte(liveClasses.reminderAt, now),
          gt(liveClasses.startTime, now),
          notExists(
            this.db
              .select({ one: sql`1` })
              .from(liveClassRemindersSent)
              .where(
                and(
                  eq(liveClassRemindersSent.classId, liveClasses.id),
                  eq(liveClassRemindersSent.remindAt, liveClasses.reminderAt),
                ),
              ),
          ),
        ),
      );
    for (const row of due) {
      let delivery: Delivery | undefined;
      await this.db.transaction(async (tx) => {
        const [claimed] = await tx
          .insert(liveClassRemindersSent)
          .values({ classId: row.id, remindAt: row.reminderAt!, sentAt: now })
          .onConflictDoNothing()
          .returning({ id: liveClassRemindersSent.id });
        if (!claimed) return; // another instance (or an earlier run) sent it
        const minutes = Math.min(
          REMINDER_MINUTES,
          Math.max(1, Math.ceil((row.startTime.getTime() - now.getTime()) / MINUTE)),
        );
        const time = writtenTime(row.startTime, row.timezone);
        delivery = await this.access.toBatch(
          tx,
          row,
          'live_class_reminder',
          { message: `Reminder: ${row.title} starts in ${minutes} minutes (${time.text}).`, time },
          { minutesBefore: minutes },
        );
      });
      if (delivery) {
        this.ctx.hub.deliver(delivery);
        reminded++;
      }
    }
    const overdue = await this.db
      .select({ id: liveClasses.id })
      .from(liveClasses)
      .where(
        and(
          eq(liveClasses.status, 'live'),
          lte(sql`(${endSql} + interval '${sql.raw(String(AUTO_END_MINUTES))} minutes')`, now),
        ),
      );
    let ended = 0;
    for (const { id } of overdue) if (await this.endNow(id, now)) ended++;
    return { reminded, ended };
  }
}
