// The /admin/students table (issue 13, contract listAdminStudents): students with their batch's
// mentor and their enrollments summed up, one page in two queries (enrollments aggregated per student
// in subqueries, the total as a window count, as the users list does).
import type { AdminStudentPage, OperationQuery } from '@campus/sdk/model';
import { and, asc, count, desc, eq, gt, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { batchAssignments, enrollments, users } from '../../db/schema/index';
import { peopleById } from '../../lib/people';
import { toUser } from '../users/public';

export async function listAdminStudents(
  ctx: Pick<AppContext, 'db'>,
  f: OperationQuery<'listAdminStudents'>,
): Promise<AdminStudentPage> {
  // Per-student figures as correlated subqueries: a page is at most 100 students, each an index
  // lookup on enrollments_student_course_uq.
  const live = sql`e.student_id = ${users.id} and e.status <> 'cancelled'`;
  const enrolled = sql<number>`(select count(*) from ${enrollments} e where ${live})`.mapWith(
    Number,
  );
  const done =
    sql<number>`(select count(*) from ${enrollments} e where ${live} and e.status = 'completed')`.mapWith(
      Number,
    );
  const progress = sql<
    number | null
  >`(select round(avg(e.progress)) from ${enrollments} e where ${live})`.mapWith((v) =>
    v === null ? null : Number(v),
  );

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
      n: enrolled,
      done,
      progress,
      total: sql<number>`count(*) over()`.mapWith(Number),
    })
    .from(users)
    .leftJoin(batchAssignments, eq(batchAssignments.studentId, users.id))
    .where(and(...conds))
    .orderBy(...order)
    .limit(f.pageSize)
    .offset((f.page - 1) * f.pageSize);

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
    items: rows.map((r) => ({
      student: toUser(r.user),
      ...(r.mentorId && mentors.has(r.mentorId) ? { mentor: mentors.get(r.mentorId)! } : {}),
      enrollments: Number(r.n ?? 0),
      completedCourses: Number(r.done ?? 0),
      ...(r.progress === null || r.progress === undefined ? {} : { progress: Number(r.progress) }),
    })),
    total,
    page: f.page,
    pageSize: f.pageSize,
  };
}
