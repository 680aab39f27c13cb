// Where calendar events come from: each source selects one area's rows overlapping a window,
// through the index that area keeps for its own lists, and keeps that area's rules (a booking's
// status now is bookings' effectiveStatus; which bookings are a student's is bookings' own
// condition; a mentor's hours are bookings' openIntervals). The dated rows of every source share one
// shape (`Dated`), so a calendar's classes, bookings and due dates are one statement (`readDated`:
// the sources' selects joined by UNION ALL), not one round trip each; a mentor's hours are their own
// read. Each answers entries: the event and when it last changed (the feed's SEQUENCE and DTSTAMP).
import type { CalendarEvent, CalendarEventStatus } from '@campus/sdk/model';
import { and, eq, gt, gte, lt, sql, type SQL } from 'drizzle-orm';
import { unionAll, type PgColumn, type PgSelect } from 'drizzle-orm/pg-core';
import type { BatchRef } from '../../context';
import type { Queryable } from '../../db/client';
import {
  bookings,
  cancelledLiveClasses,
  liveClasses,
  mentorAvailability,
  taskAssignees,
  tasks,
  users,
  type BookingStatus,
} from '../../db/schema/index';
import { localDate, zonedWallTime } from '../../lib/time-zone';
import { effectiveStatus, openIntervals, studentBookingsSql } from '../bookings/public';
import type { EventPaths } from './paths';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
/** The longest class (the contract's durationMinutes maximum) and the longest booking. */
const LONGEST_CLASS_MS = 480 * MINUTE;
const LONGEST_BOOKING_MS = 120 * MINUTE;

export interface Window {
  from: Date;
  to: Date;
}

export interface Entry {
  event: CalendarEvent;
  /** When the event last changed. */
  changedAt: Date;
}

/** What each source needs: the window, the database and where events open for the viewer. */
export interface SourceContext {
  q: Queryable;
  window: Window;
  paths: EventPaths;
  now: Date;
}

// ------------------------------------------------------------------ one shape for dated rows

/** Which source a dated row came from. */
type Source = 'class' | 'cancelled_class' | 'booking' | 'task';

/**
 * The columns every dated source selects, in this order (UNION ALL pairs them by position, and the
 * first select's columns decode every row). `detail` is the booking's status and `kind` for
 * bookings, the batch a task is set for (month-year and domain) for tasks.
 */
function dated(
  source: Source,
  c: {
    id: SQL;
    title: SQL;
    start: SQL;
    end: SQL;
    timezone: SQL;
    changedAt: SQL;
    detailA?: SQL;
    detailB?: SQL;
  },
) {
  return {
    source: sql<Source>`${source}::text`.as('source'),
    id: sql<string>`${c.id}::text`.as('id'),
    title: sql<string>`${c.title}`.as('title'),
    start: sql<Date>`${c.start}`.mapWith(tasks.dueDate).as('start_at'),
    end: sql<Date>`${c.end}`.mapWith(tasks.dueDate).as('end_at'),
    timezone: sql<string>`${c.timezone}`.as('timezone'),
    changedAt: sql<Date>`${c.changedAt}`.mapWith(tasks.updatedAt).as('changed_at'),
    detailA: sql<string | null>`${c.detailA ?? sql`null`}::text`.as('detail_a'),
    detailB: sql<string | null>`${c.detailB ?? sql`null`}::text`.as('detail_b'),
  };
}

type DatedFields = ReturnType<typeof dated>;

/** One source's select of dated rows overlapping the window (any table, the shared columns). */
export type DatedSelect = PgSelect<string, DatedFields, 'partial', Record<string, 'not-null'>>;

const selectDated = (s: SourceContext, fields: DatedFields) => s.q.select(fields);

// ------------------------------------------------------------------ live classes

/**
 * Classes and cancelled classes overlapping the window, found by `who` (a batch, a host, or the
 * batch of a student, read in the same statement): the start is bounded on both sides (a class
 * lasts at most LONGEST_CLASS_MS), so each is one range of live_classes_batch_start_idx /
 * live_classes_host_start_id_idx and their cancelled twins.
 */
function classes(
  s: SourceContext,
  who: { batch: BatchRef } | { hostId: string } | { studentId: string },
): DatedSelect[] {
  const { from, to } = s.window;
  const earliest = new Date(from.getTime() - LONGEST_CLASS_MS);
  const byBatch = (monthYear: PgColumn, domain: PgColumn) =>
    'batch' in who
      ? and(eq(monthYear, who.batch.monthYear), eq(domain, who.batch.domain))
      : 'studentId' in who
        ? sql`(${monthYear}, ${domain}) = (select ${users.batchMonthYear}, ${users.batchDomain} from ${users} where ${users.id} = ${who.studentId})`
        : undefined;
  const l = liveClasses;
  const c = cancelledLiveClasses;
  const end = sql`${l.startTime} + ${l.durationMinutes} * interval '1 minute'`;
  const live = selectDated(
    s,
    dated('class', {
      id: sql`${l.id}`,
      title: sql`${l.title}`,
      start: sql`${l.startTime}`,
      end,
      timezone: sql`${l.timezone}`,
      changedAt: sql`${l.updatedAt}`,
    }),
  )
    .from(l)
    .$dynamic()
    .where(
      and(
        'hostId' in who ? eq(l.hostId, who.hostId) : byBatch(l.monthYear, l.domain),
        gt(l.startTime, earliest),
        lt(l.startTime, to),
        sql`${end} > ${from.toISOString()}::timestamptz`,
      ),
    );
  const gone = selectDated(
    s,
    dated('cancelled_class', {
      id: sql`${c.id}`,
      title: sql`${c.title}`,
      start: sql`${c.startTime}`,
      end: sql`${c.endTime}`,
      timezone: sql`${c.timezone}`,
      changedAt: sql`${c.cancelledAt}`,
    }),
  )
    .from(c)
    .$dynamic()
    .where(
      and(
        'hostId' in who ? eq(c.hostId, who.hostId) : byBatch(c.monthYear, c.domain),
        gt(c.startTime, earliest),
        lt(c.startTime, to),
        gt(c.endTime, from),
      ),
    );
  return [live, gone];
}

export const batchClasses = (s: SourceContext, batch: BatchRef) => classes(s, { batch });
export const hostedClasses = (s: SourceContext, hostId: string) => classes(s, { hostId });
/** The classes of the batch a student is in now (none without a batch). */
export const studentClasses = (s: SourceContext, studentId: string) => classes(s, { studentId });

// ------------------------------------------------------------------ bookings

const BOOKING_STATUS: Record<BookingStatus, CalendarEventStatus> = {
  pending: 'tentative',
  accepted: 'confirmed',
  completed: 'confirmed',
  declined: 'cancelled',
  cancelled: 'cancelled',
  expired: 'cancelled',
};

/**
 * Bookings overlapping the window that `whose` selects. The start is bounded on both sides (a
 * booking lasts at most LONGEST_BOOKING_MS): one range of bookings_mentor_start_id_idx for a
 * mentor, of bookings_student_start_idx and booking_participants_student_idx for a student.
 */
function bookingsWhere(s: SourceContext, whose: SQL): DatedSelect[] {
  const { from, to } = s.window;
  const b = bookings;
  return [
    selectDated(
      s,
      dated('booking', {
        id: sql`${b.id}`,
        title: sql`${b.topic}`,
        start: sql`${b.startTime}`,
        end: sql`${b.endTime}`,
        timezone: sql`${b.timezone}`,
        changedAt: sql`${b.updatedAt}`,
        detailA: sql`${b.status}`,
        detailB: sql`${b.kind}`,
      }),
    )
      .from(b)
      .$dynamic()
      .where(
        and(
          whose,
          gt(b.startTime, new Date(from.getTime() - LONGEST_BOOKING_MS)),
          lt(b.startTime, to),
          gt(b.endTime, from),
        ),
      ),
  ];
}

export const studentBookings = (s: SourceContext, studentId: string) =>
  bookingsWhere(s, studentBookingsSql(studentId));
export const mentorBookings = (s: SourceContext, mentorId: string) =>
  bookingsWhere(s, eq(bookings.mentorId, mentorId));

// ------------------------------------------------------------------ task due dates

const dueIn = (w: Window) => and(gte(tasks.dueDate, w.from), lt(tasks.dueDate, w.to));

const taskFields = () =>
  dated('task', {
    id: sql`${tasks.id}`,
    title: sql`${tasks.title}`,
    start: sql`${tasks.dueDate}`,
    end: sql`${tasks.dueDate}`,
    timezone: sql`${tasks.timezone}`,
    changedAt: sql`${tasks.updatedAt}`,
    detailA: sql`${tasks.batchMonthYear}`,
    detailB: sql`${tasks.batchDomain}`,
  });

/** The due dates of tasks assigned to a student (task_assignees_student_idx, then each task by id). */
export function assignedTasks(s: SourceContext, studentId: string): DatedSelect[] {
  return [
    selectDated(s, taskFields())
      .from(taskAssignees)
      .innerJoin(tasks, eq(tasks.id, taskAssignees.taskId))
      .$dynamic()
      .where(and(eq(taskAssignees.studentId, studentId), dueIn(s.window))),
  ];
}

/** The due dates of tasks someone owns (tasks_mentor_due_idx). */
export function ownedTasks(s: SourceContext, ownerId: string): DatedSelect[] {
  return [
    selectDated(s, taskFields())
      .from(tasks)
      .$dynamic()
      .where(and(eq(tasks.mentorId, ownerId), dueIn(s.window))),
  ];
}

/** The due dates of tasks set for a whole batch (tasks_batch_due_idx). */
export function batchTasks(s: SourceContext, batch: BatchRef): DatedSelect[] {
  return [
    selectDated(s, taskFields())
      .from(tasks)
      .$dynamic()
      .where(
        and(
          eq(tasks.batchMonthYear, batch.monthYear),
          eq(tasks.batchDomain, batch.domain),
          dueIn(s.window),
        ),
      ),
  ];
}

// ------------------------------------------------------------------ the dated rows as events

type DatedRow = Awaited<ReturnType<DatedSelect['execute']>>[number];

function datedEntry(s: SourceContext, r: DatedRow): Entry {
  const base = {
    sourceId: r.id,
    title: r.title,
    startTime: r.start.toISOString(),
    endTime: r.end.toISOString(),
    allDay: false,
    timezone: r.timezone,
    background: false,
  };
  switch (r.source) {
    case 'class':
    case 'cancelled_class':
      return {
        event: {
          ...base,
          id: `live_class-${r.id}`,
          kind: 'live_class',
          status: r.source === 'class' ? 'confirmed' : 'cancelled',
          path: s.paths.liveClass(),
        },
        changedAt: r.changedAt,
      };
    case 'booking': {
      const kind = r.detailB === 'group' ? 'group_session' : 'one_to_one';
      const status = effectiveStatus(
        { status: r.detailA as BookingStatus, startTime: r.start, endTime: r.end },
        s.now,
      );
      return {
        event: {
          ...base,
          id: `${kind}-${r.id}`,
          kind,
          status: BOOKING_STATUS[status],
          path: s.paths.booking(),
        },
        changedAt: r.changedAt,
      };
    }
    case 'task': {
      const batch = r.detailA && r.detailB ? { monthYear: r.detailA, domain: r.detailB } : null;
      return {
        event: {
          ...base,
          id: `task_due-${r.id}`,
          kind: 'task_due',
          title: `Due: ${r.title}`,
          status: 'confirmed',
          path: s.paths.task(r.id, batch),
        },
        changedAt: r.changedAt,
      };
    }
  }
}

/** The sources' dated rows in one statement, as entries (unordered). */
export async function readDated(s: SourceContext, parts: DatedSelect[][]): Promise<Entry[]> {
  const selects = parts.flat();
  const [first, second, ...rest] = selects;
  if (!first) return [];
  const rows = second ? await unionAll(first, second, ...rest) : await first;
  return rows.map((r) => datedEntry(s, r));
}

// ------------------------------------------------------------------ a mentor's hours

/**
 * A mentor's published hours over the window as background ranges (bookings' openIntervals: the
 * zone's daylight-saving changes and the days off applied) and each day off in the window as an
 * all-day background item. Nothing until they publish hours.
 */
export async function mentorHours(s: SourceContext, mentorId: string): Promise<Entry[]> {
  const [r] = await s.q
    .select()
    .from(mentorAvailability)
    .where(eq(mentorAvailability.mentorId, mentorId))
    .limit(1);
  if (!r || r.weeklyHours.length === 0) return [];
  const { from, to } = s.window;
  const out: Entry[] = [];
  for (const [start, end] of openIntervals(r, from.getTime(), to.getTime())) {
    out.push({
      event: {
        id: `availability-${mentorId}-${start}`,
        kind: 'availability',
        title: 'Available',
        startTime: new Date(start).toISOString(),
        endTime: new Date(end).toISOString(),
        allDay: false,
        timezone: r.timezone,
        status: 'confirmed',
        background: true,
        path: s.paths.hours(),
      },
      changedAt: r.updatedAt,
    });
  }
  const [first, last] = [
    localDate(new Date(from.getTime() - DAY), r.timezone),
    localDate(to, r.timezone),
  ];
  for (const day of r.daysOff) {
    if (day < first || day > last) continue;
    const [y = 0, m = 1, d = 1] = day.split('-').map(Number);
    const start = zonedWallTime(y, m, d, 0, r.timezone);
    const next = new Date(Date.UTC(y, m - 1, d + 1));
    const end = zonedWallTime(
      next.getUTCFullYear(),
      next.getUTCMonth() + 1,
      next.getUTCDate(),
      0,
      r.timezone,
    );
    if (end <= from || start >= to) continue;
    out.push({
      event: {
        id: `day_off-${mentorId}-${day}`,
        kind: 'day_off',
        title: 'Day off',
        startTime: start.toISOString(),
        endTime: end.toISOString(),
        allDay: true,
        date: day,
        timezone: r.timezone,
        status: 'confirmed',
        background: true,
        path: s.paths.hours(),
      },
      changedAt: r.updatedAt,
    });
  }
  return out;
}
