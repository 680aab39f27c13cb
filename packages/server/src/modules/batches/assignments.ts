// Batch assignments (admin): who mentors whom in which batch. Every change updates the student's
// `users.batch_*` in the same transaction (the database puts the mentor on the batch's routing
// roster), routes the student's waiting submissions among the new batch's mentors (routing.ts), and
// moves their open sockets between batch rooms and the submissions between inboxes after the commit.
import type {
  BatchAssignment,
  BatchAssignmentPage,
  BatchAssignRequest,
  BatchAssignResult,
  OperationQuery,
} from '@campus/sdk/model';
import { aliasedTable, and, asc, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { AppContext, BatchRef } from '../../context';
import type { Queryable } from '../../db/client';
import { batchAssignments, users } from '../../db/schema/index';
import type { Principal } from '../../http/auth';
import { forbidden, notFound, validationFailed, type FieldError } from '../../http/errors';
import { cursorScope, keysetKeys, keysetPage, type Keyset } from '../../lib/cursor';
import { isWorkingMentor } from '../../lib/mentor-review';
import { toPerson, type PersonColumns } from '../../lib/people';
import type { InboxChange } from '../../lib/inbox-items';
import type { Delivery } from '../../realtime/hub';
import { batchRoom, sameBatch } from './membership';
import { rerouteStudents } from './routing';
import { anyOf } from '../../db/any-of';
import { mailPlacements } from '../programs/public';

const mentorUser = aliasedTable(users, 'mentor_user');
const studentUser = aliasedTable(users, 'student_user');
const assignerUser = aliasedTable(users, 'assigner_user');

interface AssignmentRow {
  id: string;
  monthYear: string;
  domain: string;
  assignedAt: Date;
  mentor: PersonColumns;
  student: PersonColumns;
  assigner: PersonColumns | null;
}

interface SocketMove {
  studentId: string;
  from: BatchRef | null;
  to: BatchRef;
}

/** What an assignment does once its transaction has committed: sockets move, mentors hear of it. */
interface AfterAssign {
  moves: SocketMove[];
  /** `students_assigned` to the mentors whose students changed (stored with the assignment). */
  delivery?: Delivery;
  /** Waiting submissions that moved to the new batch's mentors. */
  inbox?: InboxChange[];
}

/** The admin's list order: newest batch first, domains A–Z, then students by name (ties by id). */
const assignmentsKeyset: Keyset = {
  list: 'batch-assignments',
  keys: [
    { expr: batchAssignments.monthYear, type: 'text', dir: 'desc' },
    { expr: batchAssignments.domain, type: 'text', dir: 'asc' },
    // The student's name as kept on the assignment (equal to users.name, set by the database), so
    // a page is one range of batch_assignments_list_idx / _mentor_idx.
    { expr: batchAssignments.studentName, type: 'text', dir: 'asc' },
    { expr: batchAssignments.id, type: 'uuid', dir: 'asc' },
  ],
};

// One mentor's students (the "Set a task" roster), in the same order; a list of its own, so the
// admin list's cursors are refused here, and bound to the mentor (cursorScope below).
const mentorAssignmentsKeyset: Keyset = { ...assignmentsKeyset, list: 'mentor-batch-assignments' };

const escapeLike = (s: string) => `%${s.replace(/[\\%_]/g, (c) => '\\' + c)}%`;
export class BatchAssignmentsService {
  constructor(private readonly ctx: AppContext) {}

  private get db() {
    return this.ctx.db;
  }

  private assignmentQuery(q: Queryable) {
    return q
      .select({
        // The row's place in the admin's list (its next page's cursor); a few bytes elsewhere.
        keys: keysetKeys(assignmentsKeyset),
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

  private toAssignment(r: AssignmentRow): BatchAssignment {
    const dto: BatchAssignment = {
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
      asc(batchAssignments.studentName),
      asc(batchAssignments.id),
    ];
  }

  async listAssignments(f: OperationQuery<'listBatchAssignments'>): Promise<BatchAssignmentPage> {
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
    // By cursor: no total, which would count every match (the whole campus's
    // assignments); the batch page's student count comes from the batch summary.
    const page = keysetPage(assignmentsKeyset, cursorScope(f), f);
    const rows: (AssignmentRow & { keys: string[] })[] = await this.assignmentQuery(this.db)
      .where(and(where, page.after))
      .orderBy(...page.order)
      .limit(page.limit);
    const found = page.finish(rows, (r) => r.keys);
    return { ...found, items: found.items.map((r) => this.toAssignment(r)) };
  }

  async listForMentor(
    caller: Principal,
    mentorId: string,
    f: OperationQuery<'listMentorBatchAssignments'>,
  ): Promise<BatchAssignmentPage> {
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
    // A page is one range of batch_assignments_mentor_idx (the mentor's rows in this order).
    const page = keysetPage(mentorAssignmentsKeyset, cursorScope({ ...f, mentorId }), f);
    const rows: (AssignmentRow & { keys: string[] })[] = await this.assignmentQuery(this.db)
      .where(and(...conds, page.after))
      .orderBy(...page.order)
      .limit(page.limit);
    const found = page.finish(rows, (r) => r.keys);
    return { ...found, items: found.items.map((r) => this.toAssignment(r)) };
  }

  async listForStudent(caller: Principal, studentId: string): Promise<BatchAssignment[]> {
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

  async assign(admin: Principal, input: BatchAssignRequest): Promise<BatchAssignResult> {
    const { result, ...after } = await this.db.transaction((tx) => this.assignIn(tx, admin, input));
    this.afterCommit(after);
    return result;
  }

  /**
   * The assignment inside the caller's transaction (bulk onboarding creates the accounts in the
   * same one); call `afterCommit(…)` with what it answers after the commit.
   */
  async assignIn(
    tx: Queryable,
    admin: Principal,
    input: BatchAssignRequest,
  ): Promise<{ result: BatchAssignResult } & Required<AfterAssign>> {
    const target: BatchRef = { monthYear: input.monthYear, domain: input.domain };
    const now = this.ctx.now();
    const moves: SocketMove[] = [];
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
      .where(anyOf(users.id, [input.mentorId, ...input.studentIds]));
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
      .where(anyOf(batchAssignments.studentId, input.studentIds));
    const current = new Map(existing.map((a) => [a.studentId, a]));
    let created = 0;
    let moved = 0;
    let unchanged = 0;
    /** Students each previous mentor lost to this assignment (their list refreshes too). */
    const lost = new Map<string, number>();
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
      if (a && a.mentorId !== input.mentorId) lost.set(a.mentorId, (lost.get(a.mentorId) ?? 0) + 1);
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
      moves.push({ studentId, from, to: target });
    }
    const inbox = await rerouteStudents(tx, moves, target);
    const placed = moves.map((m) => m.studentId);
    await mailPlacements(this.ctx, tx, placed, target, input.mentorId);
    const rows = await this.assignmentQuery(tx)
      .where(anyOf(batchAssignments.studentId, input.studentIds))
      .orderBy(...this.assignmentOrder());
    const result: BatchAssignResult = {
      assignments: rows.map((r) => this.toAssignment(r)),
      created,
      moved,
      unchanged,
    };
    return {
      result,
      moves,
      delivery: await this.announce(tx, target, input.mentorId, moves, lost),
      inbox,
    };
  }

  /**
   * A mentor's /my-students shows a newly assigned batch at once — the mentor who gained
   * students and each mentor who lost some get `students_assigned` (with a bell note).
   */
  private async announce(
    tx: Queryable,
    batch: BatchRef,
    mentorId: string,
    moves: SocketMove[],
    lost: Map<string, number>,
  ): Promise<Delivery> {
    const where = `${batch.domain} ${batch.monthYear}`;
    const plural = (n: number) => (n === 1 ? '1 student' : `${n} students`);
    const deliveries: Delivery[] = [];
    if (moves.length > 0) {
      deliveries.push(
        await this.ctx.hub.prepare(tx, [mentorId], {
          name: 'students_assigned',
          type: 'student_activity',
          message: `${plural(moves.length)} of ${where} assigned to you.`,
          reason: 'because you mentor these students',
          link: '/my-students',
          payload: { batch, added: moves.length, removed: 0 },
        }),
      );
    }
    for (const [formerId, n] of lost) {
      deliveries.push(
        await this.ctx.hub.prepare(tx, [formerId], {
          name: 'students_assigned',
          type: 'student_activity',
          message: `${plural(n)} of ${where} no longer assigned to you.`,
          reason: 'because you mentored these students',
          link: '/my-students',
          payload: { batch, added: 0, removed: n },
        }),
      );
    }
    return { events: deliveries.flatMap((d) => d.events) };
  }

  /** After the commit: open sockets change batch rooms, and the mentors concerned hear of it. */
  afterCommit({ moves, delivery, inbox }: AfterAssign) {
    if (inbox?.length) this.ctx.extensions.inboxChanged(inbox);
    for (const m of moves) {
      if (m.from && !sameBatch(m.from, m.to))
        this.ctx.hub.leaveUserSockets(m.studentId, batchRoom(m.from));
      this.ctx.hub.joinUserSockets(m.studentId, batchRoom(m.to));
    }
    if (delivery) this.ctx.hub.deliver(delivery);
  }

  async remove(mentorId: string, studentId: string): Promise<void> {
    let delivery: Delivery | undefined;
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
      const batch = { monthYear: row.monthYear, domain: row.domain };
      delivery = await this.announce(tx, batch, mentorId, [], new Map([[mentorId, 1]]));
      return row;
    });
    this.ctx.hub.leaveUserSockets(studentId, batchRoom(removed));
    if (delivery) this.ctx.hub.deliver(delivery);
  }
}
