// Batches: assignments (admin), the batch list with counts, and batch videos (links only).
// Every assignment change updates the student's `users.batch_*` in the same transaction and moves
// their open sockets between batch rooms after the commit.
import {
  aliasedTable,
  and,
  asc,
  count,
  desc,
  eq,
  ilike,
  inArray,
  max,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { AppContext, BatchRef } from '../../context';
import type { Queryable } from '../../db/client';
import {
  batchAssignments,
  batchVideos,
  liveClasses,
  users,
  type BatchVideoRow,
  type Role,
} from '../../db/schema/index';
import type { Principal } from '../../http/auth';
import { forbidden, notFound, validationFailed, type FieldError } from '../../http/errors';
import { isWorkingMentor } from '../users/service';
import {
  batchRoom,
  mentorBatchesOf,
  mentorsBatch,
  peopleByIds,
  personColumns,
  sameBatch,
  studentBatch,
  toPerson,
  type PersonSummary,
} from './membership';

export interface BatchAssignmentDto {
  _id: string;
  mentor: PersonSummary;
  student: PersonSummary;
  monthYear: string;
  domain: string;
  assignedAt: string;
  assignedBy?: PersonSummary;
}

export interface BatchSummaryDto {
  monthYear: string;
  domain: string;
  mentors: PersonSummary[];
  studentCount: number;
  videoCount: number;
  upcomingClassCount: number;
  lastActivityAt?: string;
}

export interface BatchVideoDto {
  _id: string;
  monthYear: string;
  domain: string;
  title: string;
  description?: string;
  videoUrl: string;
  durationMinutes?: number;
  order: number;
  addedBy: PersonSummary;
  createdAt: string;
  updatedAt: string;
}

interface Page {
  page: number;
  pageSize: number;
}

const mentorUser = aliasedTable(users, 'mentor_user');
const studentUser = aliasedTable(users, 'student_user');
const assignerUser = aliasedTable(users, 'assigner_user');

interface PersonCols {
  id: string;
  name: string;
  role: Role;
  profileImageUrl: string | null;
}
interface AssignmentRow {
  id: string;
  monthYear: string;
  domain: string;
  assignedAt: Date;
  mentor: PersonCols;
  student: PersonCols;
  assigner: PersonCols | null;
}

const escapeLike = (s: string) => `%${s.replace(/[\\%_]/g, (c) => '\\' + c)}%`;
const iso = (d: Date | string | null | undefined) => (d ? new Date(d).toISOString() : undefined);

export class BatchesService {
  constructor(private readonly ctx: AppContext) {}

  private get db() {
    return this.ctx.db;
  }

  // ------------------------------------------------------------------ assignments

  private assignmentQuery(q: Queryable) {
    return q
      .select({
        id: batchAssignments.id,
        monthYear: batchAssignments.monthYear,
        domain: batchAssignments.domain,
        assignedAt: batchAssignments.assignedAt,
        mentor: {
          id: mentorUser.id,
          name: mentorUser.name,
          role: mentorUser.role,
          profileImageUrl: mentorUser.profileImageUrl,
        },
        student: {
          id: studentUser.id,
          name: studentUser.name,
          role: studentUser.role,
          profileImageUrl: studentUser.profileImageUrl,
        },
        assigner: {
          id: assignerUser.id,
          name: assignerUser.name,
          role: assignerUser.role,
          profileImageUrl: assignerUser.profileImageUrl,
        },
      })
      .from(batchAssignments)
      .innerJoin(mentorUser, eq(mentorUser.id, batchAssignments.mentorId))
      .innerJoin(studentUser, eq(studentUser.id, batchAssignments.studentId))
      .leftJoin(assignerUser, eq(assignerUser.id, batchAssignments.assignedBy));
  }

  private toAssignment(r: AssignmentRow) {
    const dto: BatchAssignmentDto = {
      _id: r.id,
      mentor: toPerson(r.mentor),
      student: toPerson(r.student),
      monthYear: r.monthYear,
      domain: r.domain,
      assignedAt: r.assignedAt.toISOString(),
    };
    if (r.assigner) dto.assignedBy = toPerson(r.assigner);
    return dto;
  }

  private assignmentOrder() {
    return [
      desc(batchAssignments.monthYear),
      asc(batchAssignments.domain),
      asc(studentUser.name),
      asc(batchAssignments.id),
    ];
  }

  async listAssignments(
    f: Page & {
      mentorId?: string;
      studentId?: string;
      monthYear?: string;
      domain?: string;
      search?: string;
    },
  ) {
    const conds: SQL[] = [];
    if (f.mentorId) conds.push(eq(batchAssignments.mentorId, f.mentorId));
    if (f.studentId) conds.push(eq(batchAssignments.studentId, f.studentId));
    if (f.monthYear) conds.push(eq(batchAssignments.monthYear, f.monthYear));
    if (f.domain) conds.push(eq(batchAssignments.domain, f.domain));
    if (f.search) {
      const like = escapeLike(f.search);
      const m = or(
        ilike(studentUser.name, like),
        ilike(studentUser.email, like),
        ilike(mentorUser.name, like),
        ilike(mentorUser.email, like),
      );
      if (m) conds.push(m);
    }
    const where = conds.length ? and(...conds) : undefined;
    const [rows, [total]] = await Promise.all([
      this.assignmentQuery(this.db)
        .where(where)
        .orderBy(...this.assignmentOrder())
        .limit(f.pageSize)
        .offset((f.page - 1) * f.pageSize),
      this.db
        .select({ n: count() })
        .from(batchAssignments)
        .innerJoin(mentorUser, eq(mentorUser.id, batchAssignments.mentorId))
        .innerJoin(studentUser, eq(studentUser.id, batchAssignments.studentId))
        .where(where),
    ]);
    return {
      items: rows.map((r) => this.toAssignment(r)),
      total: total?.n ?? 0,
      page: f.page,
      pageSize: f.pageSize,
    };
  }

  async listForMentor(
    caller: Principal,
    mentorId: string,
    f: { monthYear?: string; domain?: string },
  ) {
    if (caller.role !== 'admin' && caller.id !== mentorId)
      throw forbidden('You can only see your own students.');
    const [mentor] = await this.db
      .select({ role: users.role })
      .from(users)
      .where(eq(users.id, mentorId))
      .limit(1);
    if (!mentor || mentor.role !== 'mentor') throw notFound('Mentor not found.');
    const conds: SQL[] = [eq(batchAssignments.mentorId, mentorId)];
    if (f.monthYear) conds.push(eq(batchAssignments.monthYear, f.monthYear));
    if (f.domain) conds.push(eq(batchAssignments.domain, f.domain));
    const rows = await this.assignmentQuery(this.db)
      .where(and(...conds))
      .orderBy(...this.assignmentOrder());
    return rows.map((r) => this.toAssignment(r));
  }

  async listForStudent(caller: Principal, studentId: string) {
    const rows = (await this.assignmentQuery(this.db).where(
      eq(batchAssignments.studentId, studentId),
    )) as AssignmentRow[];
    const allowed =
      caller.role === 'admin' ||
      caller.id === studentId ||
      (caller.role === 'mentor' && rows.some((r) => r.mentor.id === caller.id));
    if (!allowed) throw notFound('Student not found.');
    if (caller.role === 'admin' || caller.id === studentId) {
      // A student id that is no student at all is 404 too, not an empty list.
      const [row] = await this.db
        .select({ role: users.role })
        .from(users)
        .where(eq(users.id, studentId))
        .limit(1);
      if (!row || row.role !== 'student') throw notFound('Student not found.');
    }
    return rows.map((r) => this.toAssignment(r));
  }

  async assign(
    admin: Principal,
    input: { mentorId: string; studentIds: string[]; monthYear: string; domain: string },
  ) {
    const target: BatchRef = { monthYear: input.monthYear, domain: input.domain };
    const now = this.ctx.now();
    const moves: { studentId: string; from: BatchRef | null }[] = [];
    const result = await this.db.transaction(async (tx) => {
      const people = await tx
        .select({
          id: users.id,
          role: users.role,
          isActive: users.isActive,
          mentorStatus: users.mentorStatus,
          monthYear: users.batchMonthYear,
          domain: users.batchDomain,
        })
        .from(users)
        .where(inArray(users.id, [input.mentorId, ...input.studentIds]));
      const byId = new Map(people.map((p) => [p.id, p]));
      const errors: FieldError[] = [];
      const mentor = byId.get(input.mentorId);
      if (!mentor || !isWorkingMentor(mentor)) {
        errors.push({ path: 'mentorId', msg: 'mentorId must be an active mentor account' });
      }
      input.studentIds.forEach((id, i) => {
        const s = byId.get(id);
        if (!s || s.role !== 'student' || !s.isActive) {
          errors.push({
            path: `studentIds.${i}`,
            msg: `studentIds.${i} must be an active student account`,
          });
        }
      });
      if (errors.length) throw validationFailed(errors);

      const existing = await tx
        .select()
        .from(batchAssignments)
        .where(inArray(batchAssignments.studentId, input.studentIds));
      const current = new Map(existing.map((a) => [a.studentId, a]));
      let created = 0;
      let moved = 0;
      let unchanged = 0;
      for (const studentId of input.studentIds) {
        const a = current.get(studentId);
        const s = byId.get(studentId)!;
        const userBatch =
          s.monthYear && s.domain ? { monthYear: s.monthYear, domain: s.domain } : null;
        if (a && a.mentorId === input.mentorId && sameBatch(a, target)) {
          unchanged++;
          if (!userBatch || !sameBatch(userBatch, target)) {
            await tx
              .update(users)
              .set({ batchMonthYear: target.monthYear, batchDomain: target.domain, updatedAt: now })
              .where(eq(users.id, studentId));
          }
          continue;
        }
        const from = a ? { monthYear: a.monthYear, domain: a.domain } : userBatch;
        if (a || (userBatch && !sameBatch(userBatch, target))) moved++;
        else created++;
        await tx
          .insert(batchAssignments)
          .values({
            mentorId: input.mentorId,
            studentId,
            ...target,
            assignedBy: admin.id,
            assignedAt: now,
          })
          .onConflictDoUpdate({
            target: batchAssignments.studentId,
            set: { mentorId: input.mentorId, ...target, assignedBy: admin.id, assignedAt: now },
          });
        await tx
          .update(users)
          .set({ batchMonthYear: target.monthYear, batchDomain: target.domain, updatedAt: now })
          .where(eq(users.id, studentId));
        moves.push({ studentId, from });
      }
      const rows = await this.assignmentQuery(tx)
        .where(inArray(batchAssignments.studentId, input.studentIds))
        .orderBy(...this.assignmentOrder());
      return { assignments: rows.map((r) => this.toAssignment(r)), created, moved, unchanged };
    });
    for (const m of moves) {
      if (m.from && !sameBatch(m.from, target))
        this.ctx.hub.leaveUserSockets(m.studentId, batchRoom(m.from));
      this.ctx.hub.joinUserSockets(m.studentId, batchRoom(target));
    }
    return result;
  }

  async remove(mentorId: string, studentId: string): Promise<void> {
    const removed = await this.db.transaction(async (tx) => {
      const [row] = await tx
        .delete(batchAssignments)
        .where(
          and(eq(batchAssignments.mentorId, mentorId), eq(batchAssignments.studentId, studentId)),
        )
        .returning();
      if (!row) throw notFound('This student is not assigned to this mentor.');
      await tx
        .update(users)
        .set({ batchMonthYear: null, batchDomain: null, updatedAt: this.ctx.now() })
        .where(eq(users.id, studentId));
      return row;
    });
    this.ctx.hub.leaveUserSockets(studentId, batchRoom(removed));
  }

  // ------------------------------------------------------------------ batches

  /** Every batch that has an assignment, a student or a video. */
  private async allBatches(): Promise<BatchRef[]> {
    const [a, v, u] = await Promise.all([
      this.db
        .selectDistinct({ monthYear: batchAssignments.monthYear, domain: batchAssignments.domain })
        .from(batchAssignments),
      this.db
        .selectDistinct({ monthYear: batchVideos.monthYear, domain: batchVideos.domain })
        .from(batchVideos),
      this.db
        .selectDistinct({ monthYear: users.batchMonthYear, domain: users.batchDomain })
        .from(users)
        .where(
          and(
            eq(users.role, 'student'),
            sql`${users.batchMonthYear} is not null`,
            sql`${users.batchDomain} is not null`,
          ),
        ),
    ]);
    const seen = new Map<string, BatchRef>();
    for (const b of [...a, ...v, ...u]) {
      if (b.monthYear && b.domain)
        seen.set(`${b.monthYear}:${b.domain}`, { monthYear: b.monthYear, domain: b.domain });
    }
    return [...seen.values()];
  }

  async summary(b: BatchRef): Promise<BatchSummaryDto> {
    const inBatchUsers = and(
      eq(users.role, 'student'),
      eq(users.batchMonthYear, b.monthYear),
      eq(users.batchDomain, b.domain),
    );
    const inBatch = (t: { monthYear: PgColumn; domain: PgColumn }) =>
      and(eq(t.monthYear, b.monthYear), eq(t.domain, b.domain));
    const [mentors, [students], [videos], [classes], [lastA], [lastV], [lastC]] = await Promise.all(
      [
        this.db
          .selectDistinct(personColumns)
          .from(batchAssignments)
          .innerJoin(users, eq(users.id, batchAssignments.mentorId))
          .where(inBatch(batchAssignments))
          .orderBy(asc(users.name), asc(users.id)),
        this.db.select({ n: count() }).from(users).where(inBatchUsers),
        this.db.select({ n: count() }).from(batchVideos).where(inBatch(batchVideos)),
        this.db
          .select({ n: count() })
          .from(liveClasses)
          .where(and(inBatch(liveClasses), inArray(liveClasses.status, ['scheduled', 'live']))),
        this.db
          .select({ at: max(batchAssignments.assignedAt) })
          .from(batchAssignments)
          .where(inBatch(batchAssignments)),
        this.db
          .select({ at: max(batchVideos.updatedAt) })
          .from(batchVideos)
          .where(inBatch(batchVideos)),
        this.db
          .select({ at: max(liveClasses.updatedAt) })
          .from(liveClasses)
          .where(inBatch(liveClasses)),
      ],
    );
    const times = [lastA?.at, lastV?.at, lastC?.at]
      .filter((t): t is Date => !!t)
      .map((t) => new Date(t).getTime());
    const dto: BatchSummaryDto = {
      ...b,
      mentors: mentors.map(toPerson),
      studentCount: students?.n ?? 0,
      videoCount: videos?.n ?? 0,
      upcomingClassCount: classes?.n ?? 0,
    };
    if (times.length) dto.lastActivityAt = iso(new Date(Math.max(...times)));
    return dto;
  }

  async listBatches(caller: Principal, f: Page & { monthYear?: string; domain?: string }) {
    let list =
      caller.role === 'admin' ? await this.allBatches() : await mentorBatchesOf(this.db, caller.id);
    if (f.monthYear) list = list.filter((b) => b.monthYear === f.monthYear);
    if (f.domain) list = list.filter((b) => b.domain === f.domain);
    list.sort((x, y) =>
      x.monthYear === y.monthYear
        ? x.domain.localeCompare(y.domain)
        : y.monthYear.localeCompare(x.monthYear),
    );
    const slice = list.slice((f.page - 1) * f.pageSize, f.page * f.pageSize);
    const items = [];
    for (const b of slice) items.push(await this.summary(b));
    return { items, total: list.length, page: f.page, pageSize: f.pageSize };
  }

  async getBatch(caller: Principal, b: BatchRef): Promise<BatchSummaryDto> {
    if (!(await this.canRead(caller, b))) throw notFound('Batch not found.');
    const s = await this.summary(b);
    if (s.studentCount === 0 && s.videoCount === 0 && s.mentors.length === 0)
      throw notFound('Batch not found.');
    return s;
  }

  /** Students of the batch, its mentors and admins. */
  async canRead(caller: Principal, b: BatchRef): Promise<boolean> {
    if (caller.role === 'admin') return true;
    if (caller.role === 'mentor') return mentorsBatch(this.db, caller.id, b);
    if (caller.role === 'student') {
      const own = await studentBatch(this.db, caller.id);
      return !!own && sameBatch(own, b);
    }
    return false;
  }

  // ------------------------------------------------------------------ videos

  private async toVideos(rows: BatchVideoRow[]): Promise<BatchVideoDto[]> {
    const people = await peopleByIds(
      this.db,
      rows.map((r) => r.addedBy),
    );
    return rows.map((r) => {
      const dto: BatchVideoDto = {
        _id: r.id,
        monthYear: r.monthYear,
        domain: r.domain,
        title: r.title,
        videoUrl: r.videoUrl,
        order: r.order,
        addedBy: people.get(r.addedBy) ?? { _id: r.addedBy, name: 'Former member', role: 'admin' },
        createdAt: r.createdAt.toISOString(),
        updatedAt: r.updatedAt.toISOString(),
      };
      if (r.description) dto.description = r.description;
      if (r.durationMinutes) dto.durationMinutes = r.durationMinutes;
      return dto;
    });
  }

  async listVideos(caller: Principal, b: BatchRef): Promise<BatchVideoDto[]> {
    if (!(await this.canRead(caller, b)))
      throw forbidden('You can only watch the videos of your own batch.');
    const rows = await this.db
      .select()
      .from(batchVideos)
      .where(and(eq(batchVideos.monthYear, b.monthYear), eq(batchVideos.domain, b.domain)))
      .orderBy(asc(batchVideos.order), asc(batchVideos.createdAt), asc(batchVideos.id));
    return this.toVideos(rows);
  }

  private async assertManages(caller: Principal, b: BatchRef) {
    if (caller.role === 'admin') return;
    if (!(await mentorsBatch(this.db, caller.id, b)))
      throw forbidden('You can only manage the videos of batches you mentor.');
  }

  async createVideo(
    caller: Principal,
    input: BatchRef & {
      title: string;
      description?: string;
      videoUrl: string;
      durationMinutes?: number;
      order?: number;
    },
  ): Promise<BatchVideoDto> {
    const b = { monthYear: input.monthYear, domain: input.domain };
    await this.assertManages(caller, b);
    const now = this.ctx.now();
    const row = await this.db.transaction(async (tx) => {
      let order = input.order;
      if (order === undefined) {
        const [last] = await tx
          .select({ o: max(batchVideos.order) })
          .from(batchVideos)
          .where(and(eq(batchVideos.monthYear, b.monthYear), eq(batchVideos.domain, b.domain)));
        order = last?.o === null || last?.o === undefined ? 0 : last.o + 1;
      }
      const [r] = await tx
        .insert(batchVideos)
        .values({
          ...b,
          title: input.title.trim(),
          description: input.description ?? null,
          videoUrl: input.videoUrl,
          durationMinutes: input.durationMinutes ?? null,
          order,
          addedBy: caller.id,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      return r!;
    });
    return (await this.toVideos([row]))[0]!;
  }

  private async videoFor(caller: Principal, id: string): Promise<BatchVideoRow> {
    const [row] = await this.db.select().from(batchVideos).where(eq(batchVideos.id, id)).limit(1);
    if (!row) throw notFound('Video not found.');
    await this.assertManages(caller, row);
    return row;
  }

  async updateVideo(
    caller: Principal,
    id: string,
    input: {
      title?: string;
      description?: string;
      videoUrl?: string;
      durationMinutes?: number;
      order?: number;
    },
  ): Promise<BatchVideoDto> {
    await this.videoFor(caller, id);
    const set: Partial<typeof batchVideos.$inferInsert> = { updatedAt: this.ctx.now() };
    if (input.title !== undefined) set.title = input.title.trim();
    if (input.description !== undefined) set.description = input.description;
    if (input.videoUrl !== undefined) set.videoUrl = input.videoUrl;
    if (input.durationMinutes !== undefined) set.durationMinutes = input.durationMinutes;
    if (input.order !== undefined) set.order = input.order;
    const [row] = await this.db
      .update(batchVideos)
      .set(set)
      .where(eq(batchVideos.id, id))
      .returning();
    if (!row) throw notFound('Video not found.');
    return (await this.toVideos([row]))[0]!;
  }

  async deleteVideo(caller: Principal, id: string): Promise<void> {
    await this.videoFor(caller, id);
    await this.db.delete(batchVideos).where(eq(batchVideos.id, id));
  }

  // ------------------------------------------------------------------ stats

  async mentorStudentCount(mentorId: string): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(batchAssignments)
      .where(eq(batchAssignments.mentorId, mentorId));
    return row?.n ?? 0;
  }
}
