// Mentor sync: the reads (admin, mentor and student lists; one booking; open group sessions; a
// mentor's schedule).
import type {
  Booking,
  BookingPage,
  MentorBookingSchedule,
  OperationQuery,
} from '@campus/sdk/model';
import { and, asc, eq, gt, ilike, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { bookingParticipants, bookings, type BookingRow } from '../../db/schema/index';
import type { Principal } from '../../http/auth';
import { fieldError, notFound } from '../../http/errors';
import {
  cursorScope,
  keysetKeys,
  keysetPage,
  type CursorRequest,
  type Keyset,
} from '../../lib/cursor';
import { workingMentorSql } from '../../lib/mentor-review';
import { toPerson } from '../../lib/people';
import { studentBatch } from '../batches/public';
import type { BookingAccess } from './access';
import {
  DAY,
  MAX_SCHEDULE_WINDOW_MS,
  type BookingShapes,
  studentBookingsSql,
  type ListFilter,
  type View,
  ts,
} from './dto';

// The admin list, newest first: bookings_start_id_idx (start_time, id) reads a page as one range;
// bookings_mentor_start_id_idx when it is one mentor's.
const allKeyset: Keyset = {
  list: 'bookings',
  keys: [
    { expr: bookings.startTime, type: 'timestamptz', dir: 'desc' },
    { expr: bookings.id, type: 'uuid', dir: 'desc' },
  ],
};

// Open group sessions, soonest first: bookings_kind_status_start_id_idx (kind, status, start_time, id).
const openGroupsKeyset: Keyset = {
  list: 'bookings-open-groups',
  keys: [
    { expr: bookings.startTime, type: 'timestamptz', dir: 'asc' },
    { expr: bookings.id, type: 'uuid', dir: 'asc' },
  ],
};

// A mentor's sessions (the /mentor-sessions lists), soonest or newest first: both read
// bookings_mentor_start_id_idx (mentor_id, start_time, id) as one range from the window's start.
const mentorSoonestKeyset: Keyset = {
  list: 'bookings-mentor',
  keys: [
    { expr: bookings.startTime, type: 'timestamptz', dir: 'asc' },
    { expr: bookings.id, type: 'uuid', dir: 'asc' },
  ],
};
const mentorNewestKeyset: Keyset = {
  list: 'bookings-mentor-newest',
  keys: [
    { expr: bookings.startTime, type: 'timestamptz', dir: 'desc' },
    { expr: bookings.id, type: 'uuid', dir: 'desc' },
  ],
};

export class BookingQueries {
  constructor(
    private readonly ctx: AppContext,
    private readonly access: BookingAccess,
    private readonly shapes: BookingShapes,
  ) {}

  private get db() {
    return this.ctx.db;
  }

  /** One page of bookings matching `conds` in the keyset's order, the cursor bound to `filters`. */
  private async page(
    keyset: Keyset,
    filters: Record<string, unknown> & CursorRequest,
    conds: SQL[],
    viewer: Principal,
    viewOf: (r: BookingRow) => View,
  ): Promise<BookingPage> {
    const page = keysetPage(keyset, cursorScope(filters), filters);
    const rows = await this.db
      .select({ row: bookings, keys: keysetKeys(keyset) })
      .from(bookings)
      .where(and(...conds, page.after))
      .orderBy(...page.order)
      .limit(page.limit);
    const { items, nextCursor, pageSize } = page.finish(rows, (r) => r.keys);
    const shaped = items.map((r) => r.row);
    return { items: await this.shapes.dtos(this.db, shaped, viewer, viewOf), nextCursor, pageSize };
  }

  async listAll(viewer: Principal, f: OperationQuery<'listBookings'>): Promise<BookingPage> {
    const conds = this.access.windowConds(f, null);
    if (f.mentorId) conds.push(eq(bookings.mentorId, f.mentorId));
    if (f.studentId) {
      conds.push(
        or(
          eq(bookings.studentId, f.studentId),
          sql`exists (select 1 from ${bookingParticipants} where ${bookingParticipants.bookingId} = ${bookings.id} and ${bookingParticipants.studentId} = ${f.studentId})`,
        ) as SQL,
      );
    }
    return this.page(allKeyset, f, conds, viewer, () => 'full');
  }

  async listForMentor(
    viewer: Principal,
    f: OperationQuery<'listMentorBookings'>,
  ): Promise<BookingPage> {
    const conds = this.access.windowConds(f, new Date(this.ctx.now().getTime() - 30 * DAY));
    conds.push(eq(bookings.mentorId, viewer.id));
    const keyset = f.order === 'desc' ? mentorNewestKeyset : mentorSoonestKeyset;
    return this.page(keyset, f, conds, viewer, () => 'full');
  }

  async listForStudent(viewer: Principal, f: ListFilter): Promise<Booking[]> {
    const conds = this.access.windowConds(f, new Date(this.ctx.now().getTime() - 30 * DAY));
    conds.push(studentBookingsSql(viewer.id));
    const rows = await this.db
      .select()
      .from(bookings)
      .where(and(...conds))
      .orderBy(asc(bookings.startTime), asc(bookings.id));
    return this.shapes.dtos(this.db, rows, viewer, () => 'participant');
  }

  async get(viewer: Principal, id: string): Promise<Booking> {
    const r = await this.access.row(this.db, id);
    const view = r ? await this.shapes.viewFor(this.db, viewer, r) : null;
    if (!r || !view) throw notFound('Booking not found.');
    return this.shapes.dto(this.db, r, viewer, view);
  }

  /** Open group sessions (accepted, not started, seats left — or joined by the student). */
  private async openGroupConds(viewer: Principal): Promise<SQL[]> {
    const now = this.ctx.now();
    const seatsLeft = sql`(select count(*) from ${bookingParticipants} where ${bookingParticipants.bookingId} = ${bookings.id}) < ${bookings.capacity}`;
    const conds: SQL[] = [
      eq(bookings.kind, 'group'),
      eq(bookings.status, 'accepted'),
      gt(bookings.startTime, ts(now)),
      // Only a mentor working now is offered (lib/mentor-review.ts).
      workingMentorSql(bookings.mentorId),
    ];
    if (viewer.role === 'student') {
      const joined = sql`exists (select 1 from ${bookingParticipants} where ${bookingParticipants.bookingId} = ${bookings.id} and ${bookingParticipants.studentId} = ${viewer.id})`;
      conds.push(or(seatsLeft, joined) as SQL);
      const b = await studentBatch(this.db, viewer.id);
      const batchOk = b
        ? or(
            isNull(bookings.batchMonthYear),
            and(eq(bookings.batchMonthYear, b.monthYear), eq(bookings.batchDomain, b.domain)),
          )
        : isNull(bookings.batchMonthYear);
      conds.push(or(batchOk, joined) as SQL);
    } else {
      conds.push(seatsLeft);
    }
    return conds;
  }

  private groupView(viewer: Principal) {
    return (r: BookingRow): View =>
      viewer.role === 'admin' || r.mentorId === viewer.id ? 'full' : 'participant';
  }

  async listOpenGroups(
    viewer: Principal,
    f: OperationQuery<'listOpenGroupSessions'>,
  ): Promise<BookingPage> {
    const conds = await this.openGroupConds(viewer);
    if (f.mentorId) conds.push(eq(bookings.mentorId, f.mentorId));
    if (f.from) conds.push(gt(bookings.endTime, ts(new Date(f.from))));
    if (f.to) conds.push(lt(bookings.startTime, ts(new Date(f.to))));
    if (f.search)
      conds.push(ilike(bookings.topic, `%${f.search.replace(/[\\%_]/g, (c) => '\\' + c)}%`));
    // The student's batch and who joined are in the conditions, so the cursor is bound to the
    // filters only: a cursor is not a grant, every page applies the caller's own conditions.
    // 'participant' for a student or another mentor: only the caller in `students` (nobody unless
    // joined), and the link only once joined — the public view.
    return this.page(openGroupsKeyset, f, conds, viewer, this.groupView(viewer));
  }

  async schedule(
    viewer: Principal,
    mentorId: string,
    q: OperationQuery<'getMentorSchedule'>,
  ): Promise<MentorBookingSchedule> {
    const mentor = await this.access.mentorRow(this.db, mentorId);
    const from = q.from ? new Date(q.from) : this.ctx.now();
    const to = q.to ? new Date(q.to) : new Date(from.getTime() + 14 * DAY);
    if (to.getTime() <= from.getTime()) throw fieldError('to', 'To must be after from');
    if (to.getTime() - from.getTime() > MAX_SCHEDULE_WINDOW_MS)
      throw fieldError('to', 'The window may span at most 62 days');
    const inWindow = and(
      eq(bookings.mentorId, mentorId),
      gt(bookings.endTime, ts(from)),
      lt(bookings.startTime, ts(to)),
    );
    const busy = await this.db
      .select({ startTime: bookings.startTime, endTime: bookings.endTime })
      .from(bookings)
      .where(and(inWindow, eq(bookings.status, 'accepted')))
      .orderBy(asc(bookings.startTime), asc(bookings.id));
    const groupRows = await this.db
      .select()
      .from(bookings)
      .where(and(inWindow, ...(await this.openGroupConds(viewer))))
      .orderBy(asc(bookings.startTime), asc(bookings.id));
    const out: MentorBookingSchedule = {
      mentor: toPerson(mentor),
      from: from.toISOString(),
      to: to.toISOString(),
      busy: busy.map((b) => ({
        startTime: b.startTime.toISOString(),
        endTime: b.endTime.toISOString(),
      })),
      groupSessions: await this.shapes.dtos(this.db, groupRows, viewer, this.groupView(viewer)),
    };
    if (viewer.role === 'student') {
      const mine = await this.db
        .select()
        .from(bookings)
        .where(and(inWindow, studentBookingsSql(viewer.id)))
        .orderBy(asc(bookings.startTime), asc(bookings.id));
      out.mine = await this.shapes.dtos(this.db, mine, viewer, () => 'participant');
    }
    if (viewer.role === 'admin' || viewer.id === mentorId) {
      const all = await this.db
        .select()
        .from(bookings)
        .where(inWindow)
        .orderBy(asc(bookings.startTime), asc(bookings.id));
      out.bookings = await this.shapes.dtos(this.db, all, viewer, () => 'full');
    }
    return out;
  }
}
