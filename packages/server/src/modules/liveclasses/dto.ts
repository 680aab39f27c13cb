// Live classes: the contract's shapes (LiveClass, its attendees) built from rows, and who may see a
// class; every use case is given the one LiveClassShapes (routes.ts builds it).
import type { LiveClass, LiveClassAttendee } from '@campus/sdk/model';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { AppContext, BatchRef } from '../../context';
import type { Queryable } from '../../db/client';
import { liveClassAttendees, liveClasses, users, type LiveClassRow } from '../../db/schema/index';
import type { Principal } from '../../http/auth';
import { forbidden, notFound } from '../../http/errors';
import { personColumns, toPerson } from '../../lib/people';
import { mentorsBatch, sameBatch, studentBatch } from '../batches/public';
import { MINUTE } from './time';
import { anyOf } from '../../db/any-of';

export const JOIN_OPENS_MINUTES = 10;
export const START_OPENS_MINUTES = 15;
export const REMINDER_MINUTES = 15;
export const AUTO_END_MINUTES = 60;

export type Access = 'full' | 'student';

export const endOf = (r: Pick<LiveClassRow, 'startTime' | 'durationMinutes'>) =>
  new Date(r.startTime.getTime() + r.durationMinutes * MINUTE);
export const joinOpensAt = (r: Pick<LiveClassRow, 'startTime'>) =>
  new Date(r.startTime.getTime() - JOIN_OPENS_MINUTES * MINUTE);
/** The one start window: the DTO tells the app, and start() and permissions obey it. */
export const startOpensAt = (r: Pick<LiveClassRow, 'startTime'>) =>
  new Date(r.startTime.getTime() - START_OPENS_MINUTES * MINUTE);
export const batchOf = (r: LiveClassRow): BatchRef => ({
  monthYear: r.monthYear,
  domain: r.domain,
});
export const reminderFor = (start: Date, now: Date) => {
  const at = new Date(start.getTime() - REMINDER_MINUTES * MINUTE);
  return at.getTime() >= now.getTime() ? at : null;
};
export const endSql = sql`(${liveClasses.startTime} + ${liveClasses.durationMinutes} * interval '1 minute')`;

export class LiveClassShapes {
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

  /**
   * The classes' shapes. `withAttendees: false` (the paged lists) leaves the attendee lists out and
   * counts them in the database: a page of 20 classes of ~40 attendees each read 800 attendances
   * and their people for lists no screen shows; one class (getLiveClass) and the day's
   * classes still carry them.
   */
  async toDtos(
    rows: LiveClassRow[],
    viewer: Principal,
    accessOf: (r: LiveClassRow) => Access,
    q: Queryable = this.db,
    { withAttendees = true }: { withAttendees?: boolean } = {},
  ): Promise<LiveClass[]> {
    if (rows.length === 0) return [];
    return rows.map(await this.shaper(rows, viewer, accessOf, q, withAttendees));
  }

  async dto(
    row: LiveClassRow,
    viewer: Principal,
    access: Access,
    q: Queryable = this.db,
  ): Promise<LiveClass> {
    return (await this.shaper([row], viewer, () => access, q))(row);
  }

  /**
   * Loads the attendees, counts and hosts of `rows` and answers the builder of their shapes. The
   * attendance is read without its people and the people by id afterwards: joined in
   * one query, the planner hashes the whole users table for a page's few hundred rows.
   */
  private async shaper(
    rows: LiveClassRow[],
    viewer: Principal,
    accessOf: (r: LiveClassRow) => Access,
    q: Queryable,
    withAttendees = true,
  ): Promise<(r: LiveClassRow) => LiveClass> {
    const ids = rows.map((r) => r.id);
    const ownOnly = rows.every((r) => accessOf(r) === 'student');
    const attendance = !withAttendees
      ? Promise.resolve([])
      : q
          .select({
            classId: liveClassAttendees.classId,
            studentId: liveClassAttendees.studentId,
            joinedAt: liveClassAttendees.joinedAt,
            leftAt: liveClassAttendees.leftAt,
          })
          .from(liveClassAttendees)
          .where(
            ownOnly
              ? and(
                  anyOf(liveClassAttendees.classId, ids),
                  eq(liveClassAttendees.studentId, viewer.id),
                )
              : anyOf(liveClassAttendees.classId, ids),
          );
    // Every attendee is loaded unless the viewer sees only their own entry or none: then they count.
    const counting =
      ownOnly || !withAttendees
        ? q
            .select({ classId: liveClassAttendees.classId, n: count() })
            .from(liveClassAttendees)
            .where(anyOf(liveClassAttendees.classId, ids))
            .groupBy(liveClassAttendees.classId)
        : null;
    const [rawAtt, counted] = await Promise.all([attendance, counting]);
    const countOf = new Map<string, number>();
    if (counted) for (const c of counted) countOf.set(c.classId, c.n);
    else for (const a of rawAtt) countOf.set(a.classId, (countOf.get(a.classId) ?? 0) + 1);
    // Hosts and attendees in one query, by name as the database collates it: attendees who joined
    // at the same moment are listed by name.
    const people = await q
      .select(personColumns)
      .from(users)
      .where(
        anyOf(users.id, [
          ...new Set([...rows.map((r) => r.hostId), ...rawAtt.map((a) => a.studentId)]),
        ]),
      )
      .orderBy(asc(users.name));
    const personOf = new Map(people.map((p, rank) => [p.id, { p, rank }]));
    const hosts = new Map(people.map((p) => [p.id, toPerson(p)]));
    const attOf = new Map<string, (LiveClassAttendee & { studentId: string })[]>();
    const ordered = rawAtt
      .flatMap((a) => {
        const who = personOf.get(a.studentId);
        return who ? [{ a, ...who }] : [];
      })
      .sort((x, y) => x.a.joinedAt.getTime() - y.a.joinedAt.getTime() || x.rank - y.rank);
    for (const { a, p } of ordered) {
      const e: LiveClassAttendee & { studentId: string } = {
        studentId: a.studentId,
        student: toPerson(p),
        joinedAt: a.joinedAt.toISOString(),
      };
      if (a.leftAt) e.leftAt = a.leftAt.toISOString();
      const list = attOf.get(a.classId);
      if (list) list.push(e);
      else attOf.set(a.classId, [e]);
    }
    const now = this.ctx.now();
    return (r) => {
      const access = accessOf(r);
      const dto: LiveClass = {
        _id: r.id,
        title: r.title,
        batch: batchOf(r),
        startTime: r.startTime.toISOString(),
        durationMinutes: r.durationMinutes,
        endTime: endOf(r).toISOString(),
        joinOpensAt: joinOpensAt(r).toISOString(),
        startOpensAt: startOpensAt(r).toISOString(),
        timezone: r.timezone,
        host: hosts.get(r.hostId) ?? { _id: r.hostId, name: 'Former mentor', role: 'mentor' },
        status: r.status,
        attendeeCount: countOf.get(r.id) ?? 0,
        createdAt: r.createdAt.toISOString(),
        updatedAt: r.updatedAt.toISOString(),
      };
      if (withAttendees)
        dto.attendees = (attOf.get(r.id) ?? [])
          .filter((a) => access === 'full' || a.studentId === viewer.id)
          .map(({ student, joinedAt, leftAt }) =>
            leftAt ? { student, joinedAt, leftAt } : { student, joinedAt },
          );
      if (r.description) dto.description = r.description;
      if (access === 'full' || this.joinOpen(r, now)) dto.meetingLink = r.meetingLink;
      if (r.startedAt) dto.startedAt = r.startedAt.toISOString();
      if (r.endedAt) dto.endedAt = r.endedAt.toISOString();
      return dto;
    };
  }

  async row(id: string, q: Queryable = this.db): Promise<LiveClassRow | undefined> {
    const [row] = await q.select().from(liveClasses).where(eq(liveClasses.id, id)).limit(1);
    return row;
  }

  /** The class if the caller may see it, else 404. */
  async visible(user: Principal, id: string): Promise<{ row: LiveClassRow; access: Access }> {
    const row = await this.row(id);
    const access = row ? await this.access(user, row) : null;
    if (!row || !access) throw notFound('Live class not found.');
    return { row, access };
  }

  /** The class if the caller hosts it or is an admin: 404 when invisible, 403 when only visible. */
  async managed(user: Principal, id: string) {
    const v = await this.visible(user, id);
    if (user.role !== 'admin' && v.row.hostId !== user.id) {
      throw forbidden('Only the host or an admin can do this.');
    }
    return v;
  }
}
