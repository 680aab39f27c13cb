// The /admin/students table (issue 13, contract listAdminStudents): students with their batch's
// mentor and their enrollments summed up: the page (the total as a window count, as the users list
// does), then the page's enrollments grouped per student, then its mentors.
import type { AdminStudentPage, OperationQuery } from '@campus/sdk/model';
import { and, asc, count, desc, eq, gt, ilike, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { batchAssignments, enrollments, users } from '../../db/schema/index';
import { peopleById } from '../../lib/people';
import { toUser } from '../users/public';

export async function listAdminStudents(
  ctx: Pick<AppContext, 'db'>,
  f: OperationQuery<'listAdminStudents'>,
): Promise<AdminStudentPage> {
  const conds: SQL[] = [eq(users.role, 'student')];
  if (f.pending) conds.push(gt(users.pendingAmount, 0));
  if (f.search) {
    const like = `%${f.search.replace(/[\\%_]/g, (c) => '\\' + c)}%`;
    const m = or(ilike(users.name, like), ilike(users.email, like));
    if (m) conds.push(m);
  }
  const dir = f.order === 'asc' ? asc : desc;
  const order: SQL[] =
    f.sort === 'name'
      ? [dir(sql`lower(${users.name})`), dir(users.id)]
      : f.sort === 'pendingAmount'
        ? [dir(users.pendingAmount), asc(sql`lower(${users.name})`), asc(users.id)]
        : [dir(users.createdAt), dir(users.id)];

  const rows = await ctx.db
    .select({
      user: users,
      mentorId: batchAssignments.mentorId,
      total: sql<number>`count(*) over()`.mapWith(Number),
    })
    .from(users)
    .leftJoin(batchAssignments, eq(batchAssignments.studentId, users.id))
    .where(and(...conds))
    .orderBy(...order)
    .limit(f.pageSize)
    .offset((f.page - 1) * f.pageSize);
  // The page's enrollments summed up per student in one grouped query (at most 100 ids, each an
  // index range on enrollments_student_course_uq). In the page query they were computed for every
  // student the window count saw, not only the page's: 20,000 subqueries × 3 on a large campus.
  const ids = rows.map((r) => r.user.id);
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
          .where(and(inArray(enrollments.studentId, ids), ne(enrollments.status, 'cancelled')))
          .groupBy(enrollments.studentId)
      : []
    ).map((f) => [f.studentId, f]),
  );

  let total = rows[0]?.total;
  if (total === undefined) {
    const [c] = await ctx.db
      .select({ n: count() })
      .from(users)
      .where(and(...conds));
    total = c?.n ?? 0;
  }
  // The page's mentors in one more lookup (at most 100 ids).
  const mentors = await peopleById(
    ctx.db,
    rows.flatMap((r) => (r.mentorId ? [r.mentorId] : [])),
  );
  return {
    items: rows.map((r) => {
      const fig = figures.get(r.user.id);
      return {
        student: toUser(r.user),
        ...(r.mentorId && mentors.has(r.mentorId) ? { mentor: mentors.get(r.mentorId)! } : {}),
        enrollments: fig?.n ?? 0,
        completedCourses: fig?.done ?? 0,
        ...(fig?.progress === null || fig?.progress === undefined
          ? {}
          : { progress: fig.progress }),
      };
    }),
    total,
    page: f.page,
    pageSize: f.pageSize,
  };
}
