// Where calendar events come from: each source reads one area's rows overlapping a window,
// through the index that area keeps for its own lists, and keeps that area's rules (a booking's
// status now is bookings' effectiveStatus; which bookings are a student's is bookings' own
// condition; a mentor's hours are bookings' openIntervals). Each answers entries: the event and
// when it last changed (the feed's SEQUENCE and DTSTAMP).
import type { CalendarEvent, CalendarEventStatus } from '@campus/sdk/model';
import { and, eq, gt, gte, lt, type SQL } from 'drizzle-orm';
import type { BatchRef } from '../../context';
import type { Queryable } from '../../db/client';
import {
  bookings,
  cancelledLiveClasses,
  liveClasses,
  mentorAvailability,
  taskAssignees,
  tasks,
  type BookingRow,
  type BookingStatus,
  type TaskRow,
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

// ------------------------------------------------------------------ live classes

/**
 * Classes and cancelled classes overlapping the window, found by `who` (a batch or a host): the
 * start is bounded on both sides (a class lasts at most LONGEST_CLASS_MS), so each read is one
 * range of live_classes_batch_start_idx / live_classes_host_start_id_idx and their cancelled twins.
 */
async function classes(
  s: SourceContext,
  who: { batch: BatchRef } | { hostId: string },
): Promise<Entry[]> {
  const { from, to } = s.window;
  const earliest = new Date(from.getTime() - LONGEST_CLASS_MS);
  const live =
    'batch' in who
      ? and(
          eq(liveClasses.monthYear, who.batch.monthYear),
          eq(liveClasses.domain, who.batch.domain),
        )
      : eq(liveClasses.hostId, who.hostId);
  const gone =
    'batch' in who
      ? and(
          eq(cancelledLiveClasses.monthYear, who.batch.monthYear),
          eq(cancelledLiveClasses.domain, who.batch.domain),
        )
      : eq(cancelledLiveClasses.hostId, who.hostId);
  const rows = await s.q
    .select()
    .from(liveClasses)
    .where(and(live, gt(liveClasses.startTime, earliest), lt(liveClasses.startTime, to)));
  const cancelled = await s.q
    .select()
    .from(cancelledLiveClasses)
    .where(
      and(
        gone,
        gt(cancelledLiveClasses.startTime, earliest),
        lt(cancelledLiveClasses.startTime, to),
        gt(cancelledLiveClasses.endTime, from),
      ),
    );
  const out: Entry[] = [];
  for (const r of rows) {
    const end = new Date(r.startTime.getTime() + r.durationMinutes * MINUTE);
    if (end <= from) continue;
    out.push({
      event: {
        id: `live_class-${r.id}`,
        kind: 'live_class',
        sourceId: r.id,
        title: r.title,
        startTime: r.startTime.toISOString(),
        endTime: end.toISOString(),
        allDay: false,
        timezone: r.timezone,
        status: 'confirmed',
        background: false,
        path: s.paths.liveClass(),
      },
      changedAt: r.updatedAt,
    });
  }
  for (const r of cancelled) {
    out.push({
      event: {
        id: `live_class-${r.id}`,
        kind: 'live_class',
        sourceId: r.id,
        title: r.title,
        startTime: r.startTime.toISOString(),
        endTime: r.endTime.toISOString(),
        allDay: false,
        timezone: r.timezone,
        status: 'cancelled',
        background: false,
        path: s.paths.liveClass(),
      },
      changedAt: r.cancelledAt,
    });
  }
  return out;
}

export const batchClasses = (s: SourceContext, batch: BatchRef) => classes(s, { batch });
export const hostedClasses = (s: SourceContext, hostId: string) => classes(s, { hostId });

// ------------------------------------------------------------------ bookings

const BOOKING_STATUS: Record<BookingStatus, CalendarEventStatus> = {
  pending: 'tentative',
  accepted: 'confirmed',
  completed: 'confirmed',
  declined: 'cancelled',
  cancelled: 'cancelled',
  expired: 'cancelled',
};

function bookingEntry(s: SourceContext, r: BookingRow): Entry {
  const kind = r.kind === 'group' ? 'group_session' : 'one_to_one';
  return {
    event: {
      id: `${kind}-${r.id}`,
      kind,
      sourceId: r.id,
      title: r.topic,
      startTime: r.startTime.toISOString(),
      endTime: r.endTime.toISOString(),
      allDay: false,
      timezone: r.timezone,
      status: BOOKING_STATUS[effectiveStatus(r, s.now)],
      background: false,
      path: s.paths.booking(),
    },
    changedAt: r.updatedAt,
  };
}

/**
 * Bookings overlapping the window that `whose` selects. The start is bounded on both sides (a
 * booking lasts at most LONGEST_BOOKING_MS): one range of bookings_mentor_start_id_idx for a
 * mentor, of bookings_student_start_idx and booking_participants_student_idx for a student.
 */
async function bookingsWhere(s: SourceContext, whose: SQL): Promise<Entry[]> {
  const { from, to } = s.window;
  const rows = await s.q
    .select()
    .from(bookings)
    .where(
      and(
        whose,
        gt(bookings.startTime, new Date(from.getTime() - LONGEST_BOOKING_MS)),
        lt(bookings.startTime, to),
        gt(bookings.endTime, from),
      ),
    );
  return rows.map((r) => bookingEntry(s, r));
}

export const studentBookings = (s: SourceContext, studentId: string) =>
  bookingsWhere(s, studentBookingsSql(studentId));
export const mentorBookings = (s: SourceContext, mentorId: string) =>
  bookingsWhere(s, eq(bookings.mentorId, mentorId));

// ------------------------------------------------------------------ task due dates

function taskEntry(s: SourceContext, t: TaskRow): Entry {
  const due = t.dueDate.toISOString();
  const batch =
    t.batchMonthYear && t.batchDomain
      ? { monthYear: t.batchMonthYear, domain: t.batchDomain }
      : null;
  return {
    event: {
      id: `task_due-${t.id}`,
      kind: 'task_due',
      sourceId: t.id,
      title: `Due: ${t.title}`,
      startTime: due,
      endTime: due,
      allDay: false,
      timezone: t.timezone,
      status: 'confirmed',
      background: false,
      path: s.paths.task(t.id, batch),
    },
    changedAt: t.updatedAt,
  };
}

const dueIn = (w: Window) => and(gte(tasks.dueDate, w.from), lt(tasks.dueDate, w.to));

/** The due dates of tasks assigned to a student (task_assignees_student_idx, then each task by id). */
export async function assignedTasks(s: SourceContext, studentId: string): Promise<Entry[]> {
  const rows = await s.q
    .select({ task: tasks })
    .from(taskAssignees)
    .innerJoin(tasks, eq(tasks.id, taskAssignees.taskId))
    .where(and(eq(taskAssignees.studentId, studentId), dueIn(s.window)));
  return rows.map((r) => taskEntry(s, r.task));
}

/** The due dates of tasks someone owns (tasks_mentor_due_idx). */
export async function ownedTasks(s: SourceContext, ownerId: string): Promise<Entry[]> {
  const rows = await s.q
    .select()
    .from(tasks)
    .where(and(eq(tasks.mentorId, ownerId), dueIn(s.window)));
  return rows.map((t) => taskEntry(s, t));
}

/** The due dates of tasks set for a whole batch (tasks_batch_due_idx). */
export async function batchTasks(s: SourceContext, batch: BatchRef): Promise<Entry[]> {
  const rows = await s.q
    .select()
    .from(tasks)
    .where(
      and(
        eq(tasks.batchMonthYear, batch.monthYear),
        eq(tasks.batchDomain, batch.domain),
        dueIn(s.window),
      ),
    );
  return rows.map((t) => taskEntry(s, t));
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
