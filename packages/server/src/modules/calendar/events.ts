// The cohort calendar: what is on someone's calendar in a window, decided by who asks (the
// contract's listCalendarEvents says who sees what). The page and the feed both read it.
import type { CalendarWindow, OperationQuery } from '@campus/sdk/model';
import { eq } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../db/client';
import type { AppContext } from '../../context';
import type { ReadCache } from '../../lib/read-cache';
import { users, type Role } from '../../db/schema/index';
import type { Principal } from '../../http/auth';
import { fieldError, forbidden, notFound, validationFailed } from '../../http/errors';
import { pathsFor } from './paths';
import {
  assignedTasks,
  batchClasses,
  batchTasks,
  datedEntry,
  datedValues,
  hostedClasses,
  mentorBookings,
  ownedTasks,
  studentBookings,
  studentClasses,
  type DatedRow,
  type DatedSelect,
  type Entry,
  type SourceContext,
  type Window,
} from './sources';
import { hoursRow, mentorHours, type HoursRow } from './hours';
import { preparedRows } from '../../db/rows-of';

const DAY = 24 * 60 * 60 * 1000;
/** The longest window one call may ask for: a month view's six weeks and then some. */
export const MAX_WINDOW_DAYS = 62;

/** Whose calendar: a person as their role sees it, or (admins) a batch. */
type Subject =
  { person: { id: string; role: Role } } | { batch: { monthYear: string; domain: string } };

/**
 * The kinds of calendar and the sources each reads: a batch's (an admin's pick), a student's, a
 * mentor's (their hours aside) and an admin's own.
 */
const SHAPES = {
  batch: (q: Queryable) => [batchClasses(q), batchTasks(q)],
  student: (q: Queryable) => [studentClasses(q), studentBookings(q), assignedTasks(q)],
  mentor: (q: Queryable) => [hostedClasses(q), mentorBookings(q), ownedTasks(q)],
  admin: (q: Queryable) => [hostedClasses(q), ownedTasks(q)],
} satisfies Record<string, (q: Queryable) => DatedSelect[][]>;
type Shape = keyof typeof SHAPES;

/** A kind of calendar's one statement: its sources' selects joined by UNION ALL, prepared. */
function prepareShape(q: Queryable, shape: Shape) {
  const [first, second, ...rest] = SHAPES[shape](q).flat();
  return unionAll(first!, second!, ...rest).prepare(`calendar_${shape}`);
}

/** Plain code-unit order: instants are ISO text in UTC, and ids are ASCII (no collation needed). */
const order = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const byStart = (a: Entry, b: Entry) =>
  order(a.event.startTime, b.event.startTime) || order(a.event.id, b.event.id);

export class CalendarEvents {
  // Built on first use against the database they were built on (ctx.db is one for the process).
  private prepared = new Map<Shape, ReturnType<typeof prepareShape>>();
  /** Mentors' published hours, kept with the instance's hot reads (lib/read-cache.ts). */
  private readonly hoursRows: ReadCache<HoursRow | null>;

  constructor(private readonly ctx: AppContext) {
    this.hoursRows = ctx.reads.cache();
  }

  private statement(shape: Shape) {
    let s = this.prepared.get(shape);
    if (!s) {
      s = prepareShape(this.ctx.db, shape);
      this.prepared.set(shape, s);
    }
    return s;
  }

  /** listCalendarEvents: the window checked, the subject chosen, the events gathered. */
  async list(
    viewer: Principal,
    query: OperationQuery<'listCalendarEvents'>,
  ): Promise<CalendarWindow> {
    const window = this.window(query.from, query.to);
    const subject = await this.subject(viewer, query);
    const entries = await this.entries(subject, window, viewer.role);
    return {
      from: window.from.toISOString(),
      to: window.to.toISOString(),
      events: entries.map((e) => e.event),
    };
  }

  /** The window, refused in words when it is backwards or longer than MAX_WINDOW_DAYS. */
  window(fromRaw: string, toRaw: string): Window {
    const [from, to] = [new Date(fromRaw), new Date(toRaw)];
    if (to.getTime() <= from.getTime()) throw fieldError('to', 'To must be after from.');
    if (to.getTime() - from.getTime() > MAX_WINDOW_DAYS * DAY)
      throw fieldError(
        'to',
        `The window may span at most ${MAX_WINDOW_DAYS} days. Ask for a shorter range.`,
      );
    return { from, to };
  }

  private async subject(
    viewer: Principal,
    query: OperationQuery<'listCalendarEvents'>,
  ): Promise<Subject> {
    const { monthYear, domain, mentorId } = query;
    const picks = monthYear !== undefined || domain !== undefined || mentorId !== undefined;
    if (!picks) return { person: viewer };
    if (viewer.role !== 'admin')
      throw forbidden('Only an admin can look at the calendar of a batch or of a mentor.');
    if (mentorId !== undefined && (monthYear !== undefined || domain !== undefined))
      throw validationFailed([{ path: 'mentorId', msg: 'Pick a batch or a mentor, not both.' }]);
    if (mentorId !== undefined) {
      const [m] = await this.ctx.db
        .select({ id: users.id, role: users.role })
        .from(users)
        .where(eq(users.id, mentorId))
        .limit(1);
      if (!m || m.role !== 'mentor') throw notFound('Mentor not found.');
      return { person: m };
    }
    if (monthYear === undefined || domain === undefined)
      throw fieldError(
        monthYear === undefined ? 'monthYear' : 'domain',
        'A batch is named by both monthYear and domain.',
      );
    return { batch: { monthYear, domain } };
  }

  /**
   * The subject's entries overlapping the window, earliest first; `viewerRole` picks where each
   * opens (an admin looking at a mentor's calendar opens the admin's screens). `background` false
   * leaves out a mentor's published hours (the feed writes no background).
   */
  async entries(
    subject: Subject,
    window: Window,
    viewerRole: Role,
    { background = true } = {},
  ): Promise<Entry[]> {
    const s: SourceContext = {
      q: this.ctx.db,
      window,
      paths: pathsFor(viewerRole),
      now: this.ctx.now(),
    };
    let read: { shape: Shape; values: ReturnType<typeof datedValues> } | undefined;
    let hours: Promise<Entry[]> | undefined;
    if ('batch' in subject) {
      read = { shape: 'batch', values: datedValues(window, { batch: subject.batch }) };
    } else {
      const { id, role } = subject.person;
      const values = datedValues(window, { id });
      if (role === 'student') read = { shape: 'student', values };
      else if (role === 'mentor') {
        read = { shape: 'mentor', values };
        if (background)
          hours = this.hoursRows
            .get(id, () => hoursRow(this.ctx.db, id))
            .then((row) => mentorHours(s, id, row));
      } else if (role === 'admin') read = { shape: 'admin', values };
    }
    const [rows, shaded] = await Promise.all([
      read ? preparedRows<DatedRow>(this.statement(read.shape), read.values) : [],
      hours ?? [],
    ]);
    const dated = rows.map((r) => datedEntry(s, r));
    return [...dated, ...shaded].sort(byStart);
  }
}
