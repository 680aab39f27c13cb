// Where calendar events come from: each source selects one area's rows overlapping a window,
// through the index that area keeps for its own lists, and keeps that area's rules (a booking's
// status now is bookings' effectiveStatus; which bookings are a student's is bookings' own
// condition; a mentor's hours are bookings' openIntervals). The dated rows of every source share one
// shape (`dated`), so a calendar's classes, bookings and due dates are one statement (events.ts
// joins the sources' selects by UNION ALL and prepares it once per kind of calendar), not one round
// trip each; a mentor's hours are their own read (hours.ts). Each answers entries: the event and when it last
// changed (the feed's SEQUENCE and DTSTAMP). The statement writes its instants as the contract's ISO
// text and is read as plain rows (events.ts), so a month of events is not decoded field by field
// into dates only to be written back as text.
import type { CalendarEvent, CalendarEventStatus } from '@campus/sdk/model';
import { and, eq, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { PgColumn, PgSelect } from 'drizzle-orm/pg-core';
import type { BatchRef } from '../../context';
import type { Queryable } from '../../db/client';
import {
  bookings,
  cancelledLiveClasses,
  liveClasses,
  taskAssignees,
  tasks,
  users,
  type BookingStatus,
} from '../../db/schema/index';
import { effectiveStatus, studentBookingsSql } from '../bookings/public';
import type { EventPaths } from './paths';

const MINUTE = 60_000;
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
 * The values a calendar's statement is run with: the window, its start moved back by the longest
 * class and the longest booking (their ranges' lower bounds), and whose calendar it is (a person's
 * id, or a batch). Statements are built with these as placeholders and prepared once per shape
 * (events.ts), so a read only binds them.
 */
const at = {
  from: sql.placeholder('from'),
  to: sql.placeholder('to'),
  classesFrom: sql.placeholder('classesFrom'),
  bookingsFrom: sql.placeholder('bookingsFrom'),
  who: sql.placeholder('who'),
  monthYear: sql.placeholder('monthYear'),
  domain: sql.placeholder('domain'),
};
const ts = (p: SQLWrapper) => sql`${p}::timestamptz`;
/** An instant as the contract writes it (UTC, milliseconds, `Z`), as JavaScript's toISOString does. */
const isoText = (t: SQL) =>
  sql`to_char((${t}) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** The placeholders' values for a window and a subject (a person's id, or a batch). */
export function datedValues(window: Window, who: { id: string } | { batch: BatchRef }) {
  const { from, to } = window;
  return {
    from: from.toISOString(),
    to: to.toISOString(),
    classesFrom: new Date(from.getTime() - LONGEST_CLASS_MS).toISOString(),
    bookingsFrom: new Date(from.getTime() - LONGEST_BOOKING_MS).toISOString(),
    ...('id' in who ? { who: who.id } : who.batch),
  };
}

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
    source: sql<Source>`${sql.raw(`'${source}'`)}::text`.as('source'),
    id: sql<string>`${c.id}::text`.as('id'),
    title: sql<string>`${c.title}`.as('title'),
    start: sql<string>`${isoText(c.start)}`.as('start_at'),
    end: sql<string>`${isoText(c.end)}`.as('end_at'),
    timezone: sql<string>`${c.timezone}`.as('timezone'),
    changedAt: sql<string>`${isoText(c.changedAt)}`.as('changed_at'),
    detailA: sql<string | null>`${c.detailA ?? sql`null`}::text`.as('detail_a'),
    detailB: sql<string | null>`${c.detailB ?? sql`null`}::text`.as('detail_b'),
  };
}

type DatedFields = ReturnType<typeof dated>;

/** One source's select of dated rows overlapping the window (any table, the shared columns). */
export type DatedSelect = PgSelect<string, DatedFields, 'partial', Record<string, 'not-null'>>;

// ------------------------------------------------------------------ live classes

/**
 * Classes and cancelled classes overlapping the window, found by whose calendar it is (a batch, a
 * host, or the batch a student is in now, read in the same statement): the start is bounded on both
 * sides (a class lasts at most LONGEST_CLASS_MS), so each is one range of
 * live_classes_batch_start_idx / live_classes_host_start_id_idx and their cancelled twins.
 */
function classes(q: Queryable, whose: 'batch' | 'host' | 'student'): DatedSelect[] {
  const byBatch = (monthYear: PgColumn, domain: PgColumn) =>
    whose === 'batch'
      ? and(eq(monthYear, at.monthYear), eq(domain, at.domain))
      : sql`(${monthYear}, ${domain}) = (select ${users.batchMonthYear}, ${users.batchDomain} from ${users} where ${users.id} = ${at.who})`;
  const l = liveClasses;
  const c = cancelledLiveClasses;
  const end = sql`${l.startTime} + ${l.durationMinutes} * interval '1 minute'`;
  const live = q
    .select(
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
        whose === 'host' ? eq(l.hostId, at.who) : byBatch(l.monthYear, l.domain),
        sql`${l.startTime} > ${ts(at.classesFrom)}`,
        sql`${l.startTime} < ${ts(at.to)}`,
        sql`${end} > ${ts(at.from)}`,
      ),
    );
  const gone = q
    .select(
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
        whose === 'host' ? eq(c.hostId, at.who) : byBatch(c.monthYear, c.domain),
        sql`${c.startTime} > ${ts(at.classesFrom)}`,
        sql`${c.startTime} < ${ts(at.to)}`,
        sql`${c.endTime} > ${ts(at.from)}`,
      ),
    );
  return [live, gone];
}

export const batchClasses = (q: Queryable) => classes(q, 'batch');
export const hostedClasses = (q: Queryable) => classes(q, 'host');
/** The classes of the batch a student is in now (none without a batch). */
export const studentClasses = (q: Queryable) => classes(q, 'student');

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
function bookingsWhere(q: Queryable, whose: SQL): DatedSelect[] {
  const b = bookings;
  return [
    q
      .select(
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
          sql`${b.startTime} > ${ts(at.bookingsFrom)}`,
          sql`${b.startTime} < ${ts(at.to)}`,
          sql`${b.endTime} > ${ts(at.from)}`,
        ),
      ),
  ];
}

export const studentBookings = (q: Queryable) => bookingsWhere(q, studentBookingsSql(at.who));
export const mentorBookings = (q: Queryable) => bookingsWhere(q, eq(bookings.mentorId, at.who));

// ------------------------------------------------------------------ task due dates

const dueIn = () => sql`${tasks.dueDate} >= ${ts(at.from)} and ${tasks.dueDate} < ${ts(at.to)}`;

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
export function assignedTasks(q: Queryable): DatedSelect[] {
  return [
    q
      .select(taskFields())
      .from(taskAssignees)
      .innerJoin(tasks, eq(tasks.id, taskAssignees.taskId))
      .$dynamic()
      .where(and(eq(taskAssignees.studentId, at.who), dueIn())),
  ];
}

/** The due dates of tasks someone owns (tasks_mentor_due_idx). */
export function ownedTasks(q: Queryable): DatedSelect[] {
  return [
    q
      .select(taskFields())
      .from(tasks)
      .$dynamic()
      .where(and(eq(tasks.mentorId, at.who), dueIn())),
  ];
}

/** The due dates of tasks set for a whole batch (tasks_batch_due_idx). */
export function batchTasks(q: Queryable): DatedSelect[] {
  return [
    q
      .select(taskFields())
      .from(tasks)
      .$dynamic()
      .where(
        and(eq(tasks.batchMonthYear, at.monthYear), eq(tasks.batchDomain, at.domain), dueIn()),
      ),
  ];
}

// ------------------------------------------------------------------ the dated rows as events

/** A dated row as the statement answers it, under `dated`'s column names. */
export interface DatedRow {
  source: Source;
  id: string;
  title: string;
  start_at: string;
  end_at: string;
  timezone: string;
  changed_at: string;
  detail_a: string | null;
  detail_b: string | null;
}

/** A dated row as the event it is, opening where `s` says for the viewer. */
export function datedEntry(s: SourceContext, r: DatedRow): Entry {
  const changedAt = new Date(r.changed_at);
  // Each case writes the whole event in one literal: a month's events are built on every read.
  switch (r.source) {
    case 'class':
    case 'cancelled_class':
      return {
        event: {
          id: `live_class-${r.id}`,
          sourceId: r.id,
          kind: 'live_class',
          title: r.title,
          startTime: r.start_at,
          endTime: r.end_at,
          allDay: false,
          timezone: r.timezone,
          status: r.source === 'class' ? 'confirmed' : 'cancelled',
          background: false,
          path: s.paths.liveClass(),
        },
        changedAt,
      };
    case 'booking': {
      const kind = r.detail_b === 'group' ? 'group_session' : 'one_to_one';
      const status = effectiveStatus(
        {
          status: r.detail_a as BookingStatus,
          startTime: new Date(r.start_at),
          endTime: new Date(r.end_at),
        },
        s.now,
      );
      return {
        event: {
          id: `${kind}-${r.id}`,
          sourceId: r.id,
          kind,
          title: r.title,
          startTime: r.start_at,
          endTime: r.end_at,
          allDay: false,
          timezone: r.timezone,
          status: BOOKING_STATUS[status],
          background: false,
          path: s.paths.booking(),
        },
        changedAt,
      };
    }
    case 'task': {
      const batch = r.detail_a && r.detail_b ? { monthYear: r.detail_a, domain: r.detail_b } : null;
      return {
        event: {
          id: `task_due-${r.id}`,
          sourceId: r.id,
          kind: 'task_due',
          title: `Due: ${r.title}`,
          startTime: r.start_at,
          endTime: r.end_at,
          allDay: false,
          timezone: r.timezone,
          status: 'confirmed',
          background: false,
          path: s.paths.task(r.id, batch),
        },
        changedAt,
      };
    }
  }
}
