// Mentor sync: one-to-one requests and group sessions (the /mentor-sync and /mentor-sessions screens).
//
// No double booking: every change to a mentor's schedule (a request, an accept, a new group session)
// runs in one transaction that first locks the mentor's user row (and the student's, for checks on
// the student's own time) with SELECT … FOR UPDATE, in id order so two transactions cannot deadlock.
// Intervals are half-open [start, end): back-to-back bookings do not overlap.
//
// `expired` and `completed` are derived from the clock on every read (never stale); a sweep persists
// them every 5 minutes. Filters use the effective status.
import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  ilike,
  inArray,
  isNull,
  lt,
  ne,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { AppContext, BatchRef } from '../../context';
import type { Queryable, Tx } from '../../db/client';
import {
  bookingParticipants,
  bookings,
  users,
  type BookingKind,
  type BookingRow,
  type BookingStatus,
  type UserRow,
} from '../../db/schema/index';
import type { Principal } from '../../http/auth';
import { conflict, fieldError, notFound } from '../../http/errors';
import { peopleById, type PersonSummary } from '../../lib/people';
import { isValidTimeZone } from '../../lib/time-zone';

const MIN = 60 * 1000;
const DAY = 24 * 60 * MIN;
export const MAX_PENDING_REQUESTS = 5;
export const MAX_AHEAD_MS = 90 * DAY;
export const MAX_SCHEDULE_WINDOW_MS = 62 * DAY;
export const NO_LONGER_FREE = 'The mentor is no longer free at this time.';

export interface OneToOneInput {
  mentorId: string;
  topic: string;
  description?: string;
  startTime: string;
  durationMinutes: number;
  timezone: string;
}

export interface GroupInput {
  topic: string;
  description: string;
  startTime: string;
  durationMinutes: number;
  timezone: string;
  capacity: number;
  meetingLink?: string;
  batch?: BatchRef;
}

export interface ListFilter {
  kind?: BookingKind;
  status?: BookingStatus[];
  from?: string;
  to?: string;
}

type View = 'full' | 'participant' | 'public';

export function effectiveStatus(
  row: Pick<BookingRow, 'status' | 'startTime' | 'endTime'>,
  now: Date,
): BookingStatus {
  if (row.status === 'pending' && row.startTime.getTime() <= now.getTime()) return 'expired';
  if (row.status === 'accepted' && row.endTime.getTime() <= now.getTime()) return 'completed';
  return row.status;
}

const ts = (d: Date) => sql`${d.toISOString()}::timestamptz`;

/** The effective status in SQL, for filters. */
function effectiveSql(now: Date): SQL {
  return sql`(case when ${bookings.status} = 'pending' and ${bookings.startTime} <= ${ts(now)} then 'expired' when ${bookings.status} = 'accepted' and ${bookings.endTime} <= ${ts(now)} then 'completed' else ${bookings.status} end)`;
}

/** The mentor profile's default meeting link, if the profile carries one (an https URL). */
function defaultMeetingLink(u: UserRow | undefined): string | undefined {
  const link = (u?.profile as Record<string, unknown> | undefined)?.meetingLink;
  return typeof link === 'string' && /^https:\/\//.test(link) ? link : undefined;
}

export class BookingsService {
  constructor(private readonly ctx: AppContext) {}

  private get db() {
    return this.ctx.db;
  }

  // ---------- shaping ----------

  private async dtos(
    q: Queryable,
    rows: BookingRow[],
    viewer: Principal,
    viewOf: (r: BookingRow) => View,
  ) {
    if (rows.length === 0) return [];
    const groupIds = rows.filter((r) => r.kind === 'group').map((r) => r.id);
    const parts = groupIds.length
      ? await q
          .select({
            bookingId: bookingParticipants.bookingId,
            studentId: bookingParticipants.studentId,
          })
          .from(bookingParticipants)
          .where(inArray(bookingParticipants.bookingId, groupIds))
          .orderBy(asc(bookingParticipants.joinedAt), asc(bookingParticipants.studentId))
      : [];
    const byBooking = new Map<string, string[]>();
    for (const p of parts)
      byBooking.set(p.bookingId, [...(byBooking.get(p.bookingId) ?? []), p.studentId]);
    const ids = new Set<string>();
    for (const r of rows) {
      ids.add(r.mentorId);
      if (r.studentId) ids.add(r.studentId);
      if (r.cancelledById) ids.add(r.cancelledById);
    }
    for (const p of parts) ids.add(p.studentId);
    const people = await peopleById(q, ids);
    const who = (id: string): PersonSummary =>
      people.get(id) ?? { _id: id, name: 'Former user', role: 'student' };
    const now = this.ctx.now();
    return rows.map((r) => {
      const view = viewOf(r);
      const members =
        r.kind === 'group' ? (byBooking.get(r.id) ?? []) : r.studentId ? [r.studentId] : [];
      const joined = r.kind === 'group' && members.includes(viewer.id);
      const status = effectiveStatus(r, now);
      let students: string[] = [];
      if (view === 'full') students = members;
      else if (view === 'participant') students = members.filter((m) => m === viewer.id);
      const dto: Record<string, unknown> = {
        _id: r.id,
        kind: r.kind,
        mentor: who(r.mentorId),
        students: students.map(who),
        participantCount: members.length,
        topic: r.topic,
        startTime: r.startTime.toISOString(),
        endTime: r.endTime.toISOString(),
        durationMinutes: r.durationMinutes,
        timezone: r.timezone,
        status,
        createdAt: r.createdAt.toISOString(),
        updatedAt: r.updatedAt.toISOString(),
      };
      if (r.description) dto.description = r.description;
      const seesLink =
        view === 'full' ||
        (view === 'participant' && (r.kind === 'group' ? joined : r.status === 'accepted'));
      if (r.meetingLink && seesLink) dto.meetingLink = r.meetingLink;
      if (r.kind === 'group') {
        dto.capacity = r.capacity ?? 0;
        dto.seatsLeft = Math.max(0, (r.capacity ?? 0) - members.length);
        if (viewer.role === 'student') dto.joined = joined;
      }
      if (r.batchMonthYear && r.batchDomain)
        dto.batch = { monthYear: r.batchMonthYear, domain: r.batchDomain };
      if (r.note) dto.note = r.note;
      if (r.respondedAt) dto.respondedAt = r.respondedAt.toISOString();
      if (r.cancelledById) dto.cancelledBy = who(r.cancelledById);
      if (r.cancelledAt) dto.cancelledAt = r.cancelledAt.toISOString();
      if (r.cancelReason) dto.cancelReason = r.cancelReason;
      return dto;
    });
  }

  private async dto(q: Queryable, row: BookingRow, viewer: Principal, view: View) {
    const [d] = await this.dtos(q, [row], viewer, () => view);
    return d as Record<string, unknown>;
  }

  /** How `viewer` sees a booking they may see at all (null: they may not). */
  private async viewFor(q: Queryable, viewer: Principal, r: BookingRow): Promise<View | null> {
    if (viewer.role === 'admin' || r.mentorId === viewer.id) return 'full';
    if (viewer.role !== 'student') {
      // Other mentors see open group sessions in the public view only.
      return r.kind === 'group' && this.isOpen(r) ? 'public' : null;
    }
    if (r.kind === 'one_to_one') return r.studentId === viewer.id ? 'participant' : null;
    if (await this.hasJoined(q, r.id, viewer.id)) return 'participant';
    return this.isOpen(r) && (await this.batchAllows(q, viewer.id, r)) ? 'public' : null;
  }

  private isOpen(r: BookingRow): boolean {
    return r.status === 'accepted' && r.startTime.getTime() > this.ctx.now().getTime();
  }

  private async hasJoined(q: Queryable, bookingId: string, studentId: string): Promise<boolean> {
    const [p] = await q
      .select({ id: bookingParticipants.studentId })
      .from(bookingParticipants)
      .where(
        and(
          eq(bookingParticipants.bookingId, bookingId),
          eq(bookingParticipants.studentId, studentId),
        ),
      )
      .limit(1);
    return !!p;
  }

  private async studentBatch(q: Queryable, studentId: string): Promise<BatchRef | null> {
    const [u] = await q
      .select({ m: users.batchMonthYear, d: users.batchDomain })
      .from(users)
      .where(eq(users.id, studentId))
      .limit(1);
    return u?.m && u.d ? { monthYear: u.m, domain: u.d } : null;
  }

  private async batchAllows(q: Queryable, studentId: string, r: BookingRow): Promise<boolean> {
    if (!r.batchMonthYear) return true;
    const b = await this.studentBatch(q, studentId);
    return !!b && b.monthYear === r.batchMonthYear && b.domain === r.batchDomain;
  }

  // ---------- checks ----------

  private checkStart(raw: string, minutes: number): { start: Date; end: Date } {
    const start = new Date(raw);
    const now = this.ctx.now().getTime();
    if (start.getTime() <= now) throw fieldError('startTime', 'Start time must be in the future');
    if (start.getTime() > now + MAX_AHEAD_MS)
      throw fieldError('startTime', 'Start time must be at most 90 days ahead');
    return { start, end: new Date(start.getTime() + minutes * MIN) };
  }

  private checkZone(tz: string): void {
    if (!isValidTimeZone(tz))
      throw fieldError('timezone', 'Timezone must be an IANA time zone, e.g. Asia/Kolkata');
  }

  /** Locks the given users' rows (in id order, so concurrent transactions cannot deadlock). */
  private async lockUsers(tx: Tx, ids: string[]): Promise<UserRow[]> {
    return tx
      .select()
      .from(users)
      .where(inArray(users.id, [...new Set(ids)]))
      .orderBy(asc(users.id))
      .for('update');
  }

  private overlaps(start: Date, end: Date): SQL {
    return and(lt(bookings.startTime, ts(end)), gt(bookings.endTime, ts(start))) as SQL;
  }

  /** An accepted booking or group session of the mentor overlapping [start, end). */
  private async mentorBusy(
    tx: Tx,
    mentorId: string,
    start: Date,
    end: Date,
    exceptId?: string,
  ): Promise<boolean> {
    const conds = [
      eq(bookings.mentorId, mentorId),
      eq(bookings.status, 'accepted'),
      this.overlaps(start, end),
    ];
    if (exceptId) conds.push(ne(bookings.id, exceptId));
    const [row] = await tx
      .select({ id: bookings.id })
      .from(bookings)
      .where(and(...conds))
      .limit(1);
    return !!row;
  }

  /** The student's own accepted one-to-one or joined (accepted) group session overlapping [start, end). */
  private async studentBusy(
    q: Queryable,
    studentId: string,
    start: Date,
    end: Date,
    exceptId?: string,
  ): Promise<boolean> {
    const mine = or(
      and(eq(bookings.kind, 'one_to_one'), eq(bookings.studentId, studentId)),
      and(
        eq(bookings.kind, 'group'),
        sql`exists (select 1 from ${bookingParticipants} where ${bookingParticipants.bookingId} = ${bookings.id} and ${bookingParticipants.studentId} = ${studentId})`,
      ),
    ) as SQL;
    const conds = [mine, eq(bookings.status, 'accepted'), this.overlaps(start, end)];
    if (exceptId) conds.push(ne(bookings.id, exceptId));
    const [row] = await q
      .select({ id: bookings.id })
      .from(bookings)
      .where(and(...conds))
      .limit(1);
    return !!row;
  }

  /** Declines the mentor's pending requests overlapping [start, end) (they can no longer happen). */
  private async declineOverlapping(
    tx: Tx,
    mentorId: string,
    start: Date,
    end: Date,
    exceptId?: string,
  ) {
    const now = this.ctx.now();
    const conds = [
      eq(bookings.mentorId, mentorId),
      eq(bookings.kind, 'one_to_one'),
      eq(bookings.status, 'pending'),
      gt(bookings.startTime, ts(now)),
      this.overlaps(start, end),
    ];
    if (exceptId) conds.push(ne(bookings.id, exceptId));
    await tx
      .update(bookings)
      .set({ status: 'declined', note: NO_LONGER_FREE, respondedAt: now, updatedAt: now })
      .where(and(...conds));
  }

  private async mentorRow(q: Queryable, id: string): Promise<UserRow> {
    const [m] = await q.select().from(users).where(eq(users.id, id)).limit(1);
    if (!m || m.role !== 'mentor' || !m.isActive) throw notFound('Mentor not found.');
    return m;
  }

  private async row(q: Queryable, id: string, lock = false): Promise<BookingRow | undefined> {
    const query = q.select().from(bookings).where(eq(bookings.id, id)).limit(1);
    const [r] = lock ? await query.for('update') : await query;
    return r;
  }

  private windowConds(f: ListFilter, defaultFrom: Date | null): SQL[] {
    const conds: SQL[] = [];
    const from = f.from ? new Date(f.from) : defaultFrom;
    if (from) conds.push(gt(bookings.endTime, ts(from)));
    if (f.to) conds.push(lt(bookings.startTime, ts(new Date(f.to))));
    if (f.kind) conds.push(eq(bookings.kind, f.kind));
    if (f.status?.length) {
      conds.push(
        sql`${effectiveSql(this.ctx.now())} in (${sql.join(
          f.status.map((s) => sql`${s}`),
          sql`, `,
        )})`,
      );
    }
    return conds;
  }

  // ---------- lists ----------

  async listAll(
    viewer: Principal,
    f: ListFilter & { mentorId?: string; studentId?: string; page: number; pageSize: number },
  ) {
    const conds = this.windowConds(f, null);
    if (f.mentorId) conds.push(eq(bookings.mentorId, f.mentorId));
    if (f.studentId) {
      conds.push(
        or(
          eq(bookings.studentId, f.studentId),
          sql`exists (select 1 from ${bookingParticipants} where ${bookingParticipants.bookingId} = ${bookings.id} and ${bookingParticipants.studentId} = ${f.studentId})`,
        ) as SQL,
      );
    }
    const where = conds.length ? and(...conds) : undefined;
    const [rows, [total]] = await Promise.all([
      this.db
        .select()
        .from(bookings)
        .where(where)
        .orderBy(desc(bookings.startTime), desc(bookings.id))
        .limit(f.pageSize)
        .offset((f.page - 1) * f.pageSize),
      this.db.select({ n: count() }).from(bookings).where(where),
    ]);
    return {
      items: await this.dtos(this.db, rows, viewer, () => 'full'),
      total: total?.n ?? 0,
      page: f.page,
      pageSize: f.pageSize,
    };
  }

  async listForMentor(viewer: Principal, f: ListFilter) {
    const conds = this.windowConds(f, new Date(this.ctx.now().getTime() - 30 * DAY));
    conds.push(eq(bookings.mentorId, viewer.id));
    const rows = await this.db
      .select()
      .from(bookings)
      .where(and(...conds))
      .orderBy(asc(bookings.startTime), asc(bookings.id));
    return this.dtos(this.db, rows, viewer, () => 'full');
  }

  private mineSql(studentId: string): SQL {
    return or(
      and(eq(bookings.kind, 'one_to_one'), eq(bookings.studentId, studentId)),
      and(
        eq(bookings.kind, 'group'),
        sql`exists (select 1 from ${bookingParticipants} where ${bookingParticipants.bookingId} = ${bookings.id} and ${bookingParticipants.studentId} = ${studentId})`,
      ),
    ) as SQL;
  }

  async listForStudent(viewer: Principal, f: ListFilter) {
    const conds = this.windowConds(f, new Date(this.ctx.now().getTime() - 30 * DAY));
    conds.push(this.mineSql(viewer.id));
    const rows = await this.db
      .select()
      .from(bookings)
      .where(and(...conds))
      .orderBy(asc(bookings.startTime), asc(bookings.id));
    return this.dtos(this.db, rows, viewer, () => 'participant');
  }

  async get(viewer: Principal, id: string) {
    const r = await this.row(this.db, id);
    const view = r ? await this.viewFor(this.db, viewer, r) : null;
    if (!r || !view) throw notFound('Booking not found.');
    return this.dto(this.db, r, viewer, view);
  }

  /** Open group sessions (accepted, not started, seats left — or joined by the student). */
  private async openGroupConds(viewer: Principal): Promise<SQL[]> {
    const now = this.ctx.now();
    const seatsLeft = sql`(select count(*) from ${bookingParticipants} where ${bookingParticipants.bookingId} = ${bookings.id}) < ${bookings.capacity}`;
    const conds: SQL[] = [
      eq(bookings.kind, 'group'),
      eq(bookings.status, 'accepted'),
      gt(bookings.startTime, ts(now)),
    ];
    if (viewer.role === 'student') {
      const joined = sql`exists (select 1 from ${bookingParticipants} where ${bookingParticipants.bookingId} = ${bookings.id} and ${bookingParticipants.studentId} = ${viewer.id})`;
      conds.push(or(seatsLeft, joined) as SQL);
      const b = await this.studentBatch(this.db, viewer.id);
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
    f: {
      mentorId?: string;
      from?: string;
      to?: string;
      search?: string;
      page: number;
      pageSize: number;
    },
  ) {
    const conds = await this.openGroupConds(viewer);
    if (f.mentorId) conds.push(eq(bookings.mentorId, f.mentorId));
    if (f.from) conds.push(gt(bookings.endTime, ts(new Date(f.from))));
    if (f.to) conds.push(lt(bookings.startTime, ts(new Date(f.to))));
    if (f.search)
      conds.push(ilike(bookings.topic, `%${f.search.replace(/[\\%_]/g, (c) => '\\' + c)}%`));
    const where = and(...conds);
    const [rows, [total]] = await Promise.all([
      this.db
        .select()
        .from(bookings)
        .where(where)
        .orderBy(asc(bookings.startTime), asc(bookings.id))
        .limit(f.pageSize)
        .offset((f.page - 1) * f.pageSize),
      this.db.select({ n: count() }).from(bookings).where(where),
    ]);
    // 'participant' for a student or another mentor: only the caller in `students` (nobody unless
    // joined), and the link only once joined — the public view.
    return {
      items: await this.dtos(this.db, rows, viewer, this.groupView(viewer)),
      total: total?.n ?? 0,
      page: f.page,
      pageSize: f.pageSize,
    };
  }

  async schedule(viewer: Principal, mentorId: string, q: { from?: string; to?: string }) {
    const mentor = await this.mentorRow(this.db, mentorId);
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
    const out: Record<string, unknown> = {
      mentor: (await peopleById(this.db, [mentor.id])).get(mentor.id),
      from: from.toISOString(),
      to: to.toISOString(),
      busy: busy.map((b) => ({
        startTime: b.startTime.toISOString(),
        endTime: b.endTime.toISOString(),
      })),
      groupSessions: await this.dtos(this.db, groupRows, viewer, this.groupView(viewer)),
    };
    if (viewer.role === 'student') {
      const mine = await this.db
        .select()
        .from(bookings)
        .where(and(inWindow, this.mineSql(viewer.id)))
        .orderBy(asc(bookings.startTime), asc(bookings.id));
      out.mine = await this.dtos(this.db, mine, viewer, () => 'participant');
    }
    if (viewer.role === 'admin' || viewer.id === mentorId) {
      const all = await this.db
        .select()
        .from(bookings)
        .where(inWindow)
        .orderBy(asc(bookings.startTime), asc(bookings.id));
      out.bookings = await this.dtos(this.db, all, viewer, () => 'full');
    }
    return out;
  }

  // ---------- one-to-one ----------

  async request(student: Principal, input: OneToOneInput) {
    await this.mentorRow(this.db, input.mentorId);
    const { start, end } = this.checkStart(input.startTime, input.durationMinutes);
    this.checkZone(input.timezone);
    if (!input.topic.trim()) throw fieldError('topic', 'Topic is required');
    const row = await this.db.transaction(async (tx) => {
      const locked = await this.lockUsers(tx, [input.mentorId, student.id]);
      const mentor = locked.find((u) => u.id === input.mentorId);
      if (!mentor || mentor.role !== 'mentor' || !mentor.isActive)
        throw notFound('Mentor not found.');
      if (await this.mentorBusy(tx, mentor.id, start, end)) {
        throw conflict('The mentor is already booked at this time. Please pick another time.');
      }
      if (await this.studentBusy(tx, student.id, start, end)) {
        throw conflict('You already have a session at this time.');
      }
      const now = this.ctx.now();
      const [pending] = await tx
        .select({ n: count() })
        .from(bookings)
        .where(
          and(
            eq(bookings.kind, 'one_to_one'),
            eq(bookings.studentId, student.id),
            eq(bookings.status, 'pending'),
            gt(bookings.startTime, ts(now)),
          ),
        );
      if ((pending?.n ?? 0) >= MAX_PENDING_REQUESTS) {
        throw conflict(`You already have ${MAX_PENDING_REQUESTS} requests waiting for an answer.`);
      }
      const [row] = await tx
        .insert(bookings)
        .values({
          kind: 'one_to_one',
          mentorId: mentor.id,
          studentId: student.id,
          topic: input.topic.trim(),
          description: input.description ?? null,
          startTime: start,
          endTime: end,
          durationMinutes: input.durationMinutes,
          timezone: input.timezone,
          status: 'pending',
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      return row as BookingRow;
    });
    return this.dto(this.db, row, student, 'participant');
  }

  async respond(
    mentor: Principal,
    id: string,
    input: { decision: 'accept' | 'decline'; meetingLink?: string; note?: string },
  ) {
    const row = await this.db.transaction(async (tx) => {
      const [me] = await this.lockUsers(tx, [mentor.id]);
      const b = await this.row(tx, id, true);
      if (!b || b.kind !== 'one_to_one' || b.mentorId !== mentor.id)
        throw notFound('Booking not found.');
      const now = this.ctx.now();
      if (effectiveStatus(b, now) !== 'pending') {
        throw conflict(
          `This request can no longer be answered (it is ${effectiveStatus(b, now)}).`,
        );
      }
      const note = input.note?.trim() ? input.note.trim() : null;
      if (input.decision === 'decline') {
        const [r] = await tx
          .update(bookings)
          .set({ status: 'declined', note, respondedAt: now, updatedAt: now })
          .where(eq(bookings.id, id))
          .returning();
        return r as BookingRow;
      }
      const link = input.meetingLink ?? defaultMeetingLink(me);
      if (!link) throw fieldError('meetingLink', 'Meeting link is required to accept');
      if (await this.mentorBusy(tx, mentor.id, b.startTime, b.endTime, b.id)) {
        throw conflict('You already have a session at this time.');
      }
      if (b.studentId && (await this.studentBusy(tx, b.studentId, b.startTime, b.endTime, b.id))) {
        throw conflict('The student already has another session at this time.');
      }
      const [r] = await tx
        .update(bookings)
        .set({ status: 'accepted', meetingLink: link, note, respondedAt: now, updatedAt: now })
        .where(eq(bookings.id, id))
        .returning();
      await this.declineOverlapping(tx, mentor.id, b.startTime, b.endTime, b.id);
      return r as BookingRow;
    });
    return this.dto(this.db, row, mentor, 'full');
  }

  async cancelOneToOne(viewer: Principal, id: string, reason?: string) {
    const row = await this.db.transaction(async (tx) => {
      const b = await this.row(tx, id, true);
      const allowed =
        b &&
        b.kind === 'one_to_one' &&
        (viewer.role === 'admin' || b.mentorId === viewer.id || b.studentId === viewer.id);
      if (!b || !allowed) throw notFound('Booking not found.');
      if (b.status === 'cancelled') return b;
      const now = this.ctx.now();
      const status = effectiveStatus(b, now);
      if (
        (status !== 'pending' && status !== 'accepted') ||
        b.startTime.getTime() <= now.getTime()
      ) {
        throw conflict(
          `This booking can no longer be cancelled (it is ${status === 'accepted' ? 'under way' : status}).`,
        );
      }
      const [r] = await tx
        .update(bookings)
        .set({
          status: 'cancelled',
          cancelledById: viewer.id,
          cancelledAt: now,
          cancelReason: reason?.trim() ? reason.trim() : null,
          updatedAt: now,
        })
        .where(eq(bookings.id, id))
        .returning();
      return r as BookingRow;
    });
    return this.dto(this.db, row, viewer, viewer.role === 'student' ? 'participant' : 'full');
  }

  // ---------- group sessions ----------

  async createGroup(mentor: Principal, input: GroupInput) {
    const { start, end } = this.checkStart(input.startTime, input.durationMinutes);
    this.checkZone(input.timezone);
    if (!input.topic.trim()) throw fieldError('topic', 'Topic is required');
    if (input.batch) {
      const mine = await this.ctx.extensions.mentorBatches(mentor.id);
      if (
        !mine.some((b) => b.monthYear === input.batch?.monthYear && b.domain === input.batch.domain)
      ) {
        throw fieldError('batch', 'This batch is not assigned to you');
      }
    }
    const row = await this.db.transaction(async (tx) => {
      const [me] = await this.lockUsers(tx, [mentor.id]);
      const link = input.meetingLink ?? defaultMeetingLink(me);
      if (!link) throw fieldError('meetingLink', 'Meeting link is required');
      if (await this.mentorBusy(tx, mentor.id, start, end)) {
        throw conflict('You already have a session at this time.');
      }
      const now = this.ctx.now();
      const [r] = await tx
        .insert(bookings)
        .values({
          kind: 'group',
          mentorId: mentor.id,
          topic: input.topic.trim(),
          description: input.description,
          startTime: start,
          endTime: end,
          durationMinutes: input.durationMinutes,
          timezone: input.timezone,
          status: 'accepted',
          meetingLink: link,
          capacity: input.capacity,
          batchMonthYear: input.batch?.monthYear ?? null,
          batchDomain: input.batch?.domain ?? null,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      await this.declineOverlapping(tx, mentor.id, start, end);
      return r as BookingRow;
    });
    return this.dto(this.db, row, mentor, 'full');
  }

  /** The group session if the student may see it (open to them or joined), else 404. */
  private async visibleGroup(q: Queryable, student: Principal, id: string, lock = false) {
    const b = await this.row(q, id, lock);
    if (!b || b.kind !== 'group') throw notFound('Session not found.');
    const joined = await this.hasJoined(q, b.id, student.id);
    if (!joined && !(await this.batchAllows(q, student.id, b)))
      throw notFound('Session not found.');
    return { b, joined };
  }

  async join(student: Principal, id: string) {
    const row = await this.db.transaction(async (tx) => {
      await this.lockUsers(tx, [student.id]);
      const { b, joined } = await this.visibleGroup(tx, student, id, true);
      if (joined) return b;
      const now = this.ctx.now();
      if (b.status !== 'accepted') throw conflict(`This session is ${b.status}.`);
      if (b.startTime.getTime() <= now.getTime())
        throw conflict('This session has already started.');
      const [taken] = await tx
        .select({ n: count() })
        .from(bookingParticipants)
        .where(eq(bookingParticipants.bookingId, b.id));
      if ((taken?.n ?? 0) >= (b.capacity ?? 0)) throw conflict('This session is full.');
      if (await this.studentBusy(tx, student.id, b.startTime, b.endTime, b.id)) {
        throw conflict('You already have a session at this time.');
      }
      await tx
        .insert(bookingParticipants)
        .values({ bookingId: b.id, studentId: student.id, joinedAt: now });
      return b;
    });
    return this.dto(this.db, row, student, 'participant');
  }

  async leave(student: Principal, id: string) {
    const row = await this.db.transaction(async (tx) => {
      const { b, joined } = await this.visibleGroup(tx, student, id, true);
      if (!joined) return b;
      if (b.startTime.getTime() <= this.ctx.now().getTime())
        throw conflict('This session has already started.');
      await tx
        .delete(bookingParticipants)
        .where(
          and(
            eq(bookingParticipants.bookingId, b.id),
            eq(bookingParticipants.studentId, student.id),
          ),
        );
      return b;
    });
    return this.dto(this.db, row, student, 'participant');
  }

  async cancelGroup(viewer: Principal, id: string, reason?: string) {
    const row = await this.db.transaction(async (tx) => {
      const b = await this.row(tx, id, true);
      if (!b || b.kind !== 'group' || (viewer.role !== 'admin' && b.mentorId !== viewer.id)) {
        throw notFound('Session not found.');
      }
      if (b.status === 'cancelled') return b;
      const now = this.ctx.now();
      if (b.startTime.getTime() <= now.getTime() || effectiveStatus(b, now) !== 'accepted') {
        throw conflict('This session has already started and can no longer be cancelled.');
      }
      const [r] = await tx
        .update(bookings)
        .set({
          status: 'cancelled',
          cancelledById: viewer.id,
          cancelledAt: now,
          cancelReason: reason?.trim() ? reason.trim() : null,
          updatedAt: now,
        })
        .where(eq(bookings.id, id))
        .returning();
      return r as BookingRow;
    });
    return this.dto(this.db, row, viewer, 'full');
  }

  /** Persists derived statuses (expired, completed); reads never depend on it. */
  async sweep(): Promise<number> {
    const now = this.ctx.now();
    const expired = await this.db
      .update(bookings)
      .set({ status: 'expired', updatedAt: now })
      .where(and(eq(bookings.status, 'pending'), sql`${bookings.startTime} <= ${ts(now)}`))
      .returning({ id: bookings.id });
    const completed = await this.db
      .update(bookings)
      .set({ status: 'completed', updatedAt: now })
      .where(and(eq(bookings.status, 'accepted'), sql`${bookings.endTime} <= ${ts(now)}`))
      .returning({ id: bookings.id });
    return expired.length + completed.length;
  }
}
