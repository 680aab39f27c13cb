// Live classes: scheduling for a batch, the scheduled → live → ended lifecycle, joining (attendance),
// and the events to the batch's students and the host. Events are stored as notifications inside
// the transaction (hub.prepare) and emitted after the commit (hub.deliver). A minute job (`tick`)
// sends the 15-minute reminders once (unique key in live_class_reminders_sent) and ends classes
// still live 60 minutes after their scheduled end.
import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  gte,
  ilike,
  inArray,
  isNotNull,
  isNull,
  lt,
  lte,
  ne,
  notExists,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { AppContext, BatchRef } from '../../context';
import type { Queryable, Tx } from '../../db/client';
import {
  liveClassAttendees,
  liveClasses,
  liveClassRemindersSent,
  users,
  type LiveClassRow,
  type LiveClassStatus,
} from '../../db/schema/index';
import type { Principal } from '../../http/auth';
import { conflict, fieldError, forbidden, notFound } from '../../http/errors';
import type { Delivery, ServerEventName } from '../../realtime/hub';
import { isWorkingMentor } from '../users/service';
import {
  batchStudentIds,
  mentorBatchesOf,
  mentorsBatch,
  peopleByIds,
  personColumns,
  sameBatch,
  studentBatch,
  toPerson,
  type PersonSummary,
} from '../batches/membership';
import { formatWhen, isoSeconds, isTimeZone, localDay, MINUTE } from './time';

export const JOIN_OPENS_MINUTES = 10;
export const START_OPENS_MINUTES = 15;
export const REMINDER_MINUTES = 15;
export const AUTO_END_MINUTES = 60;

export interface AttendeeDto {
  student: PersonSummary;
  joinedAt: string;
  leftAt?: string;
}

export interface LiveClassDto {
  _id: string;
  title: string;
  description?: string;
  batch: BatchRef;
  startTime: string;
  durationMinutes: number;
  endTime: string;
  joinOpensAt: string;
  timezone: string;
  meetingLink?: string;
  host: PersonSummary;
  status: LiveClassStatus;
  attendees: AttendeeDto[];
  attendeeCount: number;
  startedAt?: string;
  endedAt?: string;
  createdAt: string;
  updatedAt: string;
}

type Access = 'full' | 'student';

interface Filters {
  status?: LiveClassStatus;
  monthYear?: string;
  domain?: string;
  hostId?: string;
  from?: string;
  to?: string;
  search?: string;
}

export interface CreateInput {
  title: string;
  description?: string;
  batch: BatchRef;
  startTime: string;
  durationMinutes: number;
  timezone: string;
  meetingLink: string;
  hostId?: string;
}

export type UpdateInput = Partial<Omit<CreateInput, 'hostId'>>;

const endOf = (r: Pick<LiveClassRow, 'startTime' | 'durationMinutes'>) =>
  new Date(r.startTime.getTime() + r.durationMinutes * MINUTE);
const joinOpensAt = (r: Pick<LiveClassRow, 'startTime'>) =>
  new Date(r.startTime.getTime() - JOIN_OPENS_MINUTES * MINUTE);
const batchOf = (r: LiveClassRow): BatchRef => ({ monthYear: r.monthYear, domain: r.domain });
const reminderFor = (start: Date, now: Date) => {
  const at = new Date(start.getTime() - REMINDER_MINUTES * MINUTE);
  return at.getTime() >= now.getTime() ? at : null;
};
const endSql = sql`(${liveClasses.startTime} + ${liveClasses.durationMinutes} * interval '1 minute')`;

export class LiveClassesService {
  constructor(private readonly ctx: AppContext) {}

  private get db() {
    return this.ctx.db;
  }

  // ------------------------------------------------------------------ reading

  /** Who may see a class, and how much: null = not at all (404). */
  async access(user: Principal, row: LiveClassRow, q: Queryable = this.db): Promise<Access | null> {
    if (user.role === 'admin' || row.hostId === user.id) return 'full';
    if (user.role === 'mentor')
      return (await mentorsBatch(q, user.id, batchOf(row))) ? 'full' : null;
    if (user.role === 'student') {
      const own = await studentBatch(q, user.id);
      return own && sameBatch(own, batchOf(row)) ? 'student' : null;
    }
    return null;
  }

  joinOpen(row: LiveClassRow, now: Date): boolean {
    if (row.status === 'live') return true;
    if (row.status === 'ended') return false;
    return now >= joinOpensAt(row) && now < endOf(row);
  }

  private async toDtos(
    rows: LiveClassRow[],
    viewer: Principal,
    accessOf: (r: LiveClassRow) => Access,
    q: Queryable = this.db,
  ) {
    if (rows.length === 0) return [];
    const ids = rows.map((r) => r.id);
    const [att, counts, hosts] = await Promise.all([
      q
        .select({
          classId: liveClassAttendees.classId,
          joinedAt: liveClassAttendees.joinedAt,
          leftAt: liveClassAttendees.leftAt,
          ...personColumns,
        })
        .from(liveClassAttendees)
        .innerJoin(users, eq(users.id, liveClassAttendees.studentId))
        .where(
          rows.every((r) => accessOf(r) === 'student')
            ? and(
                inArray(liveClassAttendees.classId, ids),
                eq(liveClassAttendees.studentId, viewer.id),
              )
            : inArray(liveClassAttendees.classId, ids),
        )
        .orderBy(asc(liveClassAttendees.joinedAt), asc(users.name)),
      q
        .select({ classId: liveClassAttendees.classId, n: count() })
        .from(liveClassAttendees)
        .where(inArray(liveClassAttendees.classId, ids))
        .groupBy(liveClassAttendees.classId),
      peopleByIds(
        q,
        rows.map((r) => r.hostId),
      ),
    ]);
    const countOf = new Map(counts.map((c) => [c.classId, c.n]));
    const now = this.ctx.now();
    return rows.map((r) => {
      const access = accessOf(r);
      const dto: LiveClassDto = {
        _id: r.id,
        title: r.title,
        batch: batchOf(r),
        startTime: r.startTime.toISOString(),
        durationMinutes: r.durationMinutes,
        endTime: endOf(r).toISOString(),
        joinOpensAt: joinOpensAt(r).toISOString(),
        timezone: r.timezone,
        host: hosts.get(r.hostId) ?? { _id: r.hostId, name: 'Former mentor', role: 'mentor' },
        status: r.status,
        attendees: att
          .filter((a) => a.classId === r.id && (access === 'full' || a.id === viewer.id))
          .map((a) => {
            const e: AttendeeDto = { student: toPerson(a), joinedAt: a.joinedAt.toISOString() };
            if (a.leftAt) e.leftAt = a.leftAt.toISOString();
            return e;
          }),
        attendeeCount: countOf.get(r.id) ?? 0,
        createdAt: r.createdAt.toISOString(),
        updatedAt: r.updatedAt.toISOString(),
      };
      if (r.description) dto.description = r.description;
      if (access === 'full' || this.joinOpen(r, now)) dto.meetingLink = r.meetingLink;
      if (r.startedAt) dto.startedAt = r.startedAt.toISOString();
      if (r.endedAt) dto.endedAt = r.endedAt.toISOString();
      return dto;
    });
  }

  async dto(
    row: LiveClassRow,
    viewer: Principal,
    access: Access,
    q: Queryable = this.db,
  ): Promise<LiveClassDto> {
    return (await this.toDtos([row], viewer, () => access, q))[0]!;
  }

  private async row(id: string, q: Queryable = this.db): Promise<LiveClassRow | undefined> {
    const [row] = await q.select().from(liveClasses).where(eq(liveClasses.id, id)).limit(1);
    return row;
  }

  /** The class if the caller may see it, else 404. */
  private async visible(
    user: Principal,
    id: string,
  ): Promise<{ row: LiveClassRow; access: Access }> {
    const row = await this.row(id);
    const access = row ? await this.access(user, row) : null;
    if (!row || !access) throw notFound('Live class not found.');
    return { row, access };
  }

  /** The class if the caller hosts it or is an admin: 404 when invisible, 403 when only visible. */
  private async managed(user: Principal, id: string) {
    const v = await this.visible(user, id);
    if (user.role !== 'admin' && v.row.hostId !== user.id) {
      throw forbidden('Only the host or an admin can do this.');
    }
    return v;
  }

  async get(user: Principal, id: string): Promise<LiveClassDto> {
    const { row, access } = await this.visible(user, id);
    return this.dto(row, user, access);
  }

  private filterConds(f: Filters): SQL[] {
    const conds: SQL[] = [];
    if (f.status) conds.push(eq(liveClasses.status, f.status));
    if (f.monthYear) conds.push(eq(liveClasses.monthYear, f.monthYear));
    if (f.domain) conds.push(eq(liveClasses.domain, f.domain));
    if (f.hostId) conds.push(eq(liveClasses.hostId, f.hostId));
    if (f.from) conds.push(gte(liveClasses.startTime, new Date(f.from)));
    if (f.to) conds.push(lt(liveClasses.startTime, new Date(f.to)));
    if (f.search) {
      const like = `%${f.search.replace(/[\\%_]/g, (c) => '\\' + c)}%`;
      const m = or(ilike(liveClasses.title, like), ilike(liveClasses.description, like));
      if (m) conds.push(m);
    }
    return conds;
  }

  async listAll(admin: Principal, f: Filters & { page: number; pageSize: number }) {
    const where = and(...this.filterConds(f));
    const [rows, [total]] = await Promise.all([
      this.db
        .select()
        .from(liveClasses)
        .where(where)
        .orderBy(desc(liveClasses.startTime), desc(liveClasses.id))
        .limit(f.pageSize)
        .offset((f.page - 1) * f.pageSize),
      this.db.select({ n: count() }).from(liveClasses).where(where),
    ]);
    return {
      items: await this.toDtos(rows, admin, () => 'full'),
      total: total?.n ?? 0,
      page: f.page,
      pageSize: f.pageSize,
    };
  }

  async listHosted(user: Principal, f: Filters) {
    const rows = await this.db
      .select()
      .from(liveClasses)
      .where(and(eq(liveClasses.hostId, user.id), ...this.filterConds(f)))
      .orderBy(asc(liveClasses.startTime), asc(liveClasses.id));
    return this.toDtos(rows, user, () => 'full');
  }

  async listForStudent(user: Principal, f: Filters) {
    const batch = await studentBatch(this.db, user.id);
    if (!batch) return [];
    const rows = await this.db
      .select()
      .from(liveClasses)
      .where(
        and(
          eq(liveClasses.monthYear, batch.monthYear),
          eq(liveClasses.domain, batch.domain),
          ...this.filterConds(f),
        ),
      )
      .orderBy(asc(liveClasses.startTime), asc(liveClasses.id));
    return this.toDtos(rows, user, () => 'student');
  }

  /** The classes a caller is the audience of: null = none at all (instructors, students without a batch). */
  async audience(user: Principal): Promise<{ where: SQL | undefined; access: Access } | null> {
    if (user.role === 'admin') return { where: undefined, access: 'full' };
    if (user.role === 'student') {
      const b = await studentBatch(this.db, user.id);
      if (!b) return null;
      return {
        where: and(eq(liveClasses.monthYear, b.monthYear), eq(liveClasses.domain, b.domain)),
        access: 'student',
      };
    }
    if (user.role === 'mentor') {
      const batches = await mentorBatchesOf(this.db, user.id);
      const where = or(
        eq(liveClasses.hostId, user.id),
        ...batches.map((b) =>
          and(eq(liveClasses.monthYear, b.monthYear), eq(liveClasses.domain, b.domain)),
        ),
      );
      return { where, access: 'full' };
    }
    return null;
  }

  async listToday(user: Principal, timezone: string) {
    if (!isTimeZone(timezone))
      throw fieldError('timezone', 'timezone must be an IANA time zone such as Asia/Kolkata');
    const aud = await this.audience(user);
    if (!aud) return [];
    const [from, to] = localDay(this.ctx.now(), timezone);
    const rows = await this.db
      .select()
      .from(liveClasses)
      .where(and(aud.where, gte(liveClasses.startTime, from), lt(liveClasses.startTime, to)))
      .orderBy(asc(liveClasses.startTime), asc(liveClasses.id));
    return this.toDtos(rows, user, () => aud.access);
  }

  private upcomingWhere(now: Date) {
    return or(
      eq(liveClasses.status, 'live'),
      and(eq(liveClasses.status, 'scheduled'), gt(endSql, now)),
    );
  }

  async listUpcoming(user: Principal, limit: number) {
    const aud = await this.audience(user);
    if (!aud) return [];
    const rows = await this.db
      .select()
      .from(liveClasses)
      .where(and(aud.where, this.upcomingWhere(this.ctx.now())))
      .orderBy(asc(liveClasses.startTime), asc(liveClasses.id))
      .limit(limit);
    return this.toDtos(rows, user, () => aud.access);
  }

  async upcomingCount(user: Principal): Promise<number> {
    const aud = await this.audience(user);
    if (!aud) return 0;
    const [row] = await this.db
      .select({ n: count() })
      .from(liveClasses)
      .where(and(aud.where, this.upcomingWhere(this.ctx.now())));
    return row?.n ?? 0;
  }

  // ------------------------------------------------------------------ permissions

  async permissions(user: Principal, classId?: string) {
    const role = user.role;
    const base = {
      role,
      canCreate:
        role === 'admin' ||
        (role === 'mentor' && (await mentorBatchesOf(this.db, user.id)).length > 0),
      canStart: role === 'admin' || role === 'mentor',
      canEnd: role === 'admin' || role === 'mentor',
      canJoin: role === 'student' && !!(await studentBatch(this.db, user.id)),
      canViewAttendance: role === 'admin' || role === 'mentor',
      canManageAll: role === 'admin',
    };
    if (!classId) return base;
    const { row, access } = await this.visible(user, classId);
    const now = this.ctx.now();
    const manages = role === 'admin' || row.hostId === user.id;
    const result: typeof base & { joinOpensAt?: string; reason?: string } = {
      ...base,
      canStart:
        manages &&
        row.status === 'scheduled' &&
        now.getTime() >= row.startTime.getTime() - START_OPENS_MINUTES * MINUTE,
      canEnd: manages && row.status === 'live',
      canJoin: false,
      canViewAttendance: access === 'full',
    };
    if (access === 'student') {
      const refusal = this.joinRefusal(row, now);
      result.canJoin = refusal === null;
      if (refusal) {
        result.reason = refusal;
        if (row.status === 'scheduled' && now < joinOpensAt(row))
          result.joinOpensAt = joinOpensAt(row).toISOString();
      }
    } else {
      result.reason = 'Only students of the class’s batch join classes.';
    }
    return result;
  }

  /** Why a student cannot join now, or null when they can. */
  private joinRefusal(row: LiveClassRow, now: Date): string | null {
    if (this.joinOpen(row, now)) return null;
    if (row.status === 'ended') return 'This class has ended.';
    if (now >= endOf(row)) return 'This class’s scheduled time has passed.';
    return `Joining opens at ${isoSeconds(joinOpensAt(row))}, ${JOIN_OPENS_MINUTES} minutes before the class starts.`;
  }

  // ------------------------------------------------------------------ writing

  /** Serialises writes for one host (overlap checks) on PostgreSQL; PGlite is serial anyway. */
  private async lockHost(tx: Tx, hostId: string) {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${'liveclass-host:' + hostId}))`);
  }

  private async assertNoOverlap(
    tx: Tx,
    hostId: string,
    start: Date,
    minutes: number,
    exceptId?: string,
    hostIsCaller = true,
  ) {
    const end = new Date(start.getTime() + minutes * MINUTE);
    const [clash] = await tx
      .select()
      .from(liveClasses)
      .where(
        and(
          eq(liveClasses.hostId, hostId),
          inArray(liveClasses.status, ['scheduled', 'live']),
          lt(liveClasses.startTime, end),
          gt(endSql, start),
          exceptId ? ne(liveClasses.id, exceptId) : undefined,
        ),
      )
      .orderBy(asc(liveClasses.startTime))
      .limit(1);
    if (clash) {
      const who = hostIsCaller ? 'You already host' : 'The host already has';
      throw conflict(
        `${who} “${clash.title}” at ${formatWhen(clash.startTime, clash.timezone)} (${clash.durationMinutes} minutes), which overlaps this time.`,
      );
    }
  }

  private event(
    name: ServerEventName,
    row: LiveClassRow,
    message: string,
    extra: Record<string, unknown> = {},
    withLink = false,
  ) {
    const liveClass: Record<string, unknown> = {
      _id: row.id,
      title: row.title,
      startTime: row.startTime.toISOString(),
      durationMinutes: row.durationMinutes,
      timezone: row.timezone,
      status: row.status,
    };
    if (withLink) liveClass.meetingLink = row.meetingLink;
    return {
      name,
      type: 'live_class' as const,
      message,
      entityId: row.id,
      link: '/live-class',
      payload: { liveClass, ...extra },
    };
  }

  private async toBatch(
    tx: Tx,
    row: LiveClassRow,
    name: ServerEventName,
    message: string,
    extra: Record<string, unknown> = {},
    withLink = false,
  ) {
    const students = await batchStudentIds(tx, batchOf(row));
    return this.ctx.hub.prepare(tx, students, this.event(name, row, message, extra, withLink));
  }

  async create(user: Principal, input: CreateInput): Promise<LiveClassDto> {
    const now = this.ctx.now();
    if (!isTimeZone(input.timezone))
      throw fieldError('timezone', 'timezone must be an IANA time zone such as Asia/Kolkata');
    const start = new Date(input.startTime);
    if (!(start.getTime() > now.getTime()))
      throw fieldError('startTime', 'startTime must be in the future');
    let hostId = user.id;
    if (user.role === 'mentor') {
      if (input.hostId && input.hostId !== user.id)
        throw forbidden('Only an admin can schedule a class for another host.');
      if (!(await mentorsBatch(this.db, user.id, input.batch))) {
        throw forbidden('You can only schedule classes for batches you mentor.');
      }
    } else if (input.hostId && input.hostId !== user.id) {
      const [host] = await this.db
        .select({ role: users.role, isActive: users.isActive, mentorStatus: users.mentorStatus })
        .from(users)
        .where(eq(users.id, input.hostId))
        .limit(1);
      if (!host || !isWorkingMentor(host))
        throw fieldError('hostId', 'hostId must be an active mentor account');
      hostId = input.hostId;
    }
    let delivery: Delivery | undefined;
    const row = await this.db.transaction(async (tx) => {
      await this.lockHost(tx, hostId);
      await this.assertNoOverlap(
        tx,
        hostId,
        start,
        input.durationMinutes,
        undefined,
        hostId === user.id,
      );
      const [r] = await tx
        .insert(liveClasses)
        .values({
          title: input.title.trim(),
          description: input.description ?? null,
          monthYear: input.batch.monthYear,
          domain: input.batch.domain,
          startTime: start,
          durationMinutes: input.durationMinutes,
          timezone: input.timezone,
          meetingLink: input.meetingLink,
          hostId,
          reminderAt: reminderFor(start, now),
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      const created = r!;
      delivery = await this.toBatch(
        tx,
        created,
        'live_class_created',
        `New live class: ${created.title} on ${formatWhen(created.startTime, created.timezone)}`,
      );
      return created;
    });
    if (delivery) this.ctx.hub.deliver(delivery);
    return this.dto(row, user, 'full');
  }

  async update(user: Principal, id: string, input: UpdateInput): Promise<LiveClassDto> {
    const { row } = await this.managed(user, id);
    if (row.status === 'ended')
      throw conflict('This class has ended and can no longer be changed.');
    if (row.status === 'live') {
      const locked = (['batch', 'startTime', 'durationMinutes', 'timezone'] as const).filter(
        (k) => input[k] !== undefined,
      );
      if (locked.length) {
        throw conflict(
          `While a class is live only its title, description and meeting link can change (not ${locked.join(', ')}).`,
        );
      }
    }
    const now = this.ctx.now();
    if (input.timezone !== undefined && !isTimeZone(input.timezone)) {
      throw fieldError('timezone', 'timezone must be an IANA time zone such as Asia/Kolkata');
    }
    const start = input.startTime !== undefined ? new Date(input.startTime) : row.startTime;
    if (input.startTime !== undefined && !(start.getTime() > now.getTime())) {
      throw fieldError('startTime', 'startTime must be in the future');
    }
    if (input.batch && !sameBatch(input.batch, batchOf(row)) && user.role !== 'admin') {
      if (!(await mentorsBatch(this.db, row.hostId, input.batch))) {
        throw forbidden('The host can only move a class to a batch they mentor.');
      }
    }
    const set: Partial<typeof liveClasses.$inferInsert> = { updatedAt: now };
    if (input.title !== undefined) set.title = input.title.trim();
    if (input.description !== undefined) set.description = input.description;
    if (input.meetingLink !== undefined) set.meetingLink = input.meetingLink;
    if (input.timezone !== undefined) set.timezone = input.timezone;
    if (input.batch) {
      set.monthYear = input.batch.monthYear;
      set.domain = input.batch.domain;
    }
    const minutes = input.durationMinutes ?? row.durationMinutes;
    if (input.durationMinutes !== undefined) set.durationMinutes = input.durationMinutes;
    const moved = input.startTime !== undefined && start.getTime() !== row.startTime.getTime();
    if (input.startTime !== undefined) {
      set.startTime = start;
      if (moved) set.reminderAt = reminderFor(start, now);
    }
    const updated = await this.db.transaction(async (tx) => {
      if (moved || input.durationMinutes !== undefined) {
        await this.lockHost(tx, row.hostId);
        await this.assertNoOverlap(tx, row.hostId, start, minutes, row.id, row.hostId === user.id);
      }
      // The status guard makes a concurrent start/end win cleanly: then this change answers 409.
      const allowed: LiveClassStatus[] = row.status === 'live' ? ['live'] : ['scheduled'];
      const [r] = await tx
        .update(liveClasses)
        .set(set)
        .where(and(eq(liveClasses.id, id), inArray(liveClasses.status, allowed)))
        .returning();
      if (!r) throw conflict('This class changed status meanwhile; reload it and try again.');
      return r;
    });
    return this.dto(updated, user, 'full');
  }

  async cancel(user: Principal, id: string): Promise<void> {
    const { row } = await this.managed(user, id);
    if (row.status === 'live')
      throw conflict('This class is live; end it instead of cancelling it.');
    if (row.status === 'ended')
      throw conflict('An ended class is a record of attendance and cannot be cancelled.');
    const [gone] = await this.db
      .delete(liveClasses)
      .where(and(eq(liveClasses.id, id), eq(liveClasses.status, 'scheduled')))
      .returning({ id: liveClasses.id });
    if (!gone) throw conflict('This class has just started; end it instead of cancelling it.');
  }

  async start(user: Principal, id: string): Promise<LiveClassDto> {
    const { row } = await this.managed(user, id);
    if (row.status === 'ended') throw conflict('This class has already ended.');
    if (row.status === 'live') return this.dto(row, user, 'full');
    const now = this.ctx.now();
    const opens = new Date(row.startTime.getTime() - START_OPENS_MINUTES * MINUTE);
    if (now < opens) {
      throw conflict(
        `This class can be started from ${isoSeconds(opens)}, ${START_OPENS_MINUTES} minutes before it begins.`,
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
      delivery = await this.toBatch(
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
    const current = result ?? (await this.row(id));
    if (!current) throw notFound('Live class not found.');
    if (current.status === 'ended') throw conflict('This class has already ended.');
    return this.dto(current, user, 'full');
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
      delivery = await this.toBatch(tx, r, 'live_class_ended', `${r.title} has ended.`);
      return r;
    });
    if (delivery) this.ctx.hub.deliver(delivery);
    return row;
  }

  async end(user: Principal, id: string): Promise<LiveClassDto> {
    const { row } = await this.managed(user, id);
    if (row.status === 'scheduled')
      throw conflict('This class has not started; cancel it instead.');
    if (row.status === 'ended') return this.dto(row, user, 'full');
    const ended = (await this.endNow(id, this.ctx.now())) ?? (await this.row(id));
    if (!ended) throw notFound('Live class not found.');
    return this.dto(ended, user, 'full');
  }

  private async studentsClass(user: Principal, id: string): Promise<LiveClassRow> {
    const { row, access } = await this.visible(user, id);
    if (access !== 'student') throw notFound('Live class not found.');
    return row;
  }

  private async attendance(
    q: Queryable,
    classId: string,
    studentId: string,
  ): Promise<AttendeeDto | null> {
    const [a] = await q
      .select({
        joinedAt: liveClassAttendees.joinedAt,
        leftAt: liveClassAttendees.leftAt,
        ...personColumns,
      })
      .from(liveClassAttendees)
      .innerJoin(users, eq(users.id, liveClassAttendees.studentId))
      .where(
        and(eq(liveClassAttendees.classId, classId), eq(liveClassAttendees.studentId, studentId)),
      )
      .limit(1);
    if (!a) return null;
    const dto: AttendeeDto = { student: toPerson(a), joinedAt: a.joinedAt.toISOString() };
    if (a.leftAt) dto.leftAt = a.leftAt.toISOString();
    return dto;
  }

  async join(user: Principal, id: string) {
    const row = await this.studentsClass(user, id);
    const now = this.ctx.now();
    const refusal = this.joinRefusal(row, now);
    if (refusal) throw conflict(refusal);
    let delivery: Delivery | undefined;
    const attendance = await this.db.transaction(async (tx) => {
      const first = await tx
        .insert(liveClassAttendees)
        .values({ classId: id, studentId: user.id, joinedAt: now })
        .onConflictDoNothing()
        .returning({ joinedAt: liveClassAttendees.joinedAt });
      const rejoined = first.length
        ? []
        : await tx
            .update(liveClassAttendees)
            .set({ leftAt: null })
            .where(
              and(
                eq(liveClassAttendees.classId, id),
                eq(liveClassAttendees.studentId, user.id),
                isNotNull(liveClassAttendees.leftAt),
              ),
            )
            .returning({ joinedAt: liveClassAttendees.joinedAt });
      const a = (await this.attendance(tx, id, user.id))!;
      if (first.length || rejoined.length) {
        delivery = await this.ctx.hub.prepare(
          tx,
          [row.hostId],
          this.event('student_joined_class', row, `${user.name} joined ${row.title}.`, {
            student: a.student,
          }),
        );
      }
      return a;
    });
    if (delivery) this.ctx.hub.deliver(delivery);
    return {
      meetingLink: row.meetingLink,
      attendance,
      liveClass: await this.dto(row, user, 'student'),
    };
  }

  async leave(user: Principal, id: string): Promise<AttendeeDto> {
    const row = await this.studentsClass(user, id);
    const now = this.ctx.now();
    let delivery: Delivery | undefined;
    const attendance = await this.db.transaction(async (tx) => {
      const left = await tx
        .update(liveClassAttendees)
        .set({ leftAt: now })
        .where(
          and(
            eq(liveClassAttendees.classId, id),
            eq(liveClassAttendees.studentId, user.id),
            isNull(liveClassAttendees.leftAt),
          ),
        )
        .returning({ joinedAt: liveClassAttendees.joinedAt });
      const a = await this.attendance(tx, id, user.id);
      if (!a) throw conflict('You have not joined this class.');
      if (left.length) {
        delivery = await this.ctx.hub.prepare(
          tx,
          [row.hostId],
          this.event('student_left_class', row, `${user.name} left ${row.title}.`, {
            student: a.student,
          }),
        );
      }
      return a;
    });
    if (delivery) this.ctx.hub.deliver(delivery);
    return attendance;
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
        delivery = await this.toBatch(
          tx,
          row,
          'live_class_reminder',
          `Reminder: ${row.title} starts in ${minutes} minutes (${formatWhen(row.startTime, row.timezone)}).`,
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

  /** May this user join the socket room `liveclass:{id}`? (host, batch mentors, admins, batch students) */
  async canJoinRoom(user: Principal, id: string): Promise<boolean> {
    if (!/^[0-9a-f-]{36}$/i.test(id)) return false;
    const row = await this.row(id);
    return !!row && (await this.access(user, row)) !== null;
  }
}
