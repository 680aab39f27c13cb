// The /admin/students table (contract listAdminStudents): students with their batch's
// mentor, their enrollments summed up and their program enrolment: the page (by cursor: no total,
// which would count every student), then the page's enrollments grouped per student, its program
// enrolments and its mentors.
import type { AdminStudentPage, OperationQuery } from '@campus/sdk/model';
import { and, count, eq, gt, ilike, ne, or, sql, type SQL } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { batchAssignments, enrollments, users } from '../../db/schema/index';
import { cursorScope, keysetKeys, keysetPage, type Keyset } from '../../lib/cursor';
import { peopleById } from '../../lib/people';
import { toUser } from '../users/public';
import { anyOf } from '../../db/any-of';
import { enrolmentsOf, waitingForBatch } from '../programs/public';

export async function listAdminStudents(
  ctx: Pick<AppContext, 'db'>,
  f: OperationQuery<'listAdminStudents'>,
): Promise<AdminStudentPage> {
  const conds: SQL[] = [eq(users.role, 'student')];
  if (f.pending) conds.push(gt(users.pendingAmount, 0));
  if (f.waiting) conds.push(waitingForBatch);
  if (f.search) {
    const like = `%${f.search.replace(/[\\%_]/g, (c) => '\\' + c)}%`;
    const m = or(ilike(users.name, like), ilike(users.email, like));
    if (m) conds.push(m);
  }
  const page = keysetPage(studentsKeyset(f), cursorScope(f), f);
  if (page.after) conds.push(page.after);

  const rows = page.finish(
    await ctx.db
      .select({
        user: users,
        mentorId: batchAssignments.mentorId,
        keys: keysetKeys(studentsKeyset(f)),
      })
      .from(users)
      .leftJoin(batchAssignments, eq(batchAssignments.studentId, users.id))
      .where(and(...conds))
      .orderBy(...page.order)
      .limit(page.limit),
    (r) => r.keys,
  );
  // The page's enrollments summed up per student in one grouped query (at most 100 ids, each an
  // index range on enrollments_student_course_uq), not a subquery per student the page query reads.
  const ids = rows.items.map((r) => r.user.id);
  const figures = new Map(
    (ids.length
      ? await ctx.db
          .select({
            studentId: enrollments.studentId,
            n: count(),
            done: sql<number>`count(*) filter (where ${enrollments.status} = 'completed')`.mapWith(
              Number,
            ),
            progress: sql<number | null>`round(avg(${enrollments.progress}))`.mapWith((v) =>
              v === null ? null : Number(v),
            ),
          })
          .from(enrollments)
          .where(and(anyOf(enrollments.studentId, ids), ne(enrollments.status, 'cancelled')))
          .groupBy(enrollments.studentId)
      : []
    ).map((f) => [f.studentId, f]),
  );

  // The page's mentors in one more lookup (at most 100 ids).
  const mentors = await peopleById(
    ctx.db,
    rows.items.flatMap((r) => (r.mentorId ? [r.mentorId] : [])),
  );
  const programs = await enrolmentsOf(ctx.db, ids);
  return {
    items: rows.items.map((r) => {
      const fig = figures.get(r.user.id);
      const enrolment = programs.get(r.user.id);
      return {
        ...(enrolment ? { enrolment } : {}),
        student: toUser(r.user),
        ...(r.mentorId && mentors.has(r.mentorId) ? { mentor: mentors.get(r.mentorId)! } : {}),
        enrollments: fig?.n ?? 0,
        completedCourses: fig?.done ?? 0,
        ...(fig?.progress === null || fig?.progress === undefined
          ? {}
          : { progress: fig.progress }),
      };
    }),
    nextCursor: rows.nextCursor,
    pageSize: rows.pageSize,
  };
}

/** Each sort's order, ending in the id so equal names, amounts or dates page without a gap. */
function studentsKeyset(f: OperationQuery<'listAdminStudents'>): Keyset {
  const dir = f.order === 'asc' ? 'asc' : 'desc';
  const keys: Keyset['keys'] =
    f.sort === 'name'
      ? [
          { expr: sql`lower(${users.name})`, type: 'text', dir },
          { expr: users.id, type: 'uuid', dir },
        ]
      : f.sort === 'pendingAmount'
        ? [
            { expr: users.pendingAmount, type: 'numeric', dir },
            { expr: sql`lower(${users.name})`, type: 'text', dir: 'asc' },
            { expr: users.id, type: 'uuid', dir: 'asc' },
          ]
        : [
            { expr: users.createdAt, type: 'timestamptz', dir },
            { expr: users.id, type: 'uuid', dir },
          ];
  return { list: `admin-students:${f.sort ?? 'createdAt'}:${dir}`, keys };
}
