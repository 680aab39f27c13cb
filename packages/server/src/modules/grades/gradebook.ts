// Grades: a batch's gradebook (its students × the tasks set for them and the quizzes they took), a
// course's gradebook (its enrolled students × its quizzes) and a student's own row. A page costs the
// same few queries whatever its size: the columns with their weights, the page of students (a keyset
// on their names), then the page's task cells and quiz cells, each one grouped query over the page's
// student ids — never one query per student or per cell. Each row's total is summary.ts's.
import type {
  BatchRef,
  GradebookCell,
  GradebookColumn,
  GradebookPage,
  GradebookRow,
  MyGrades,
  TaskStudentStatus,
} from '@campus/sdk/model';
import { and, asc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Queryable } from '../../db/client';
import {
  courseLessons,
  courses,
  gradeWeights,
  quizAttempts,
  taskAssignees,
  taskFeedback,
  tasks,
  taskSubmissions,
  users,
} from '../../db/schema/index';
import type { Principal } from '../../http/auth';
import { forbidden, notFound } from '../../http/errors';
import { cursorScope, keysetKeys, keysetPage, type Keyset } from '../../lib/cursor';
import { awaitingReview } from '../../lib/mentor-review';
import { batchStudents, sameBatch } from '../batches/public';
import { anyOf } from '../../db/any-of';
import { courseQuizLessons, enrolledIn } from './course-quizzes';
import { summarise } from './summary';

type NameOrder = 'asc' | 'desc';

/** A column as read, before its heading and weight are added (`finish`). */
type ColumnRead = Omit<GradebookColumn, 'heading' | 'weight'>;

/** A quiz's heading names its kind once: the title as it is when it already begins with "Quiz". */
export const quizHeading = (title: string) => (/^quiz\b/i.test(title) ? title : `Quiz: ${title}`);

/**
 * Which gradebook: a batch's, whose task columns are every owner's (an admin) or one mentor's own;
 * or a course's, whose columns are its quizzes.
 */
export type Scope =
  | { kind: 'batch'; batch: BatchRef; ownerId: string | null }
  | { kind: 'course'; courseId: string; title: string };

export type CourseScope = Extract<Scope, { kind: 'course' }>;

const studentsKeyset = (order: NameOrder): Keyset => ({
  list: `gradebook:${order}`,
  keys: [
    { expr: sql`lower(${users.name})`, type: 'text', dir: order },
    { expr: users.id, type: 'uuid', dir: order },
  ],
});

export class Gradebook {
  constructor(private readonly ctx: AppContext) {}

  private get db() {
    return this.ctx.db;
  }

  /**
   * Who may read a batch's gradebook: any admin; a mentor whose account is approved, of a batch they
   * mentor (read now, not from the token). Answers the scope of the columns.
   */
  async scope(caller: Principal, batch: BatchRef): Promise<Scope> {
    if (caller.role === 'admin') return { kind: 'batch', batch, ownerId: null };
    const refusal = awaitingReview(caller);
    if (refusal) throw refusal;
    const mentored =
      caller.role === 'mentor' ? await this.ctx.extensions.mentorBatches(caller.id) : [];
    if (!mentored.some((b) => sameBatch(b, batch)))
      throw forbidden('You can only see the gradebook of a batch you mentor.');
    return { kind: 'batch', batch, ownerId: caller.id };
  }

  /**
   * Who may read a course's gradebook (and its quiz results, `what`): its instructor and any admin;
   * no such course is a 404.
   */
  async courseScope(
    caller: Principal,
    courseId: string,
    what = 'the gradebook',
  ): Promise<CourseScope> {
    const [course] = await this.db
      .select({ instructorId: courses.instructorId, title: courses.title })
      .from(courses)
      .where(eq(courses.id, courseId));
    if (!course) throw notFound('Course not found.');
    if (caller.role !== 'admin' && course.instructorId !== caller.id)
      throw forbidden(`You can only see ${what} of a course you teach.`);
    return { kind: 'course', courseId, title: course.title };
  }

  async page(
    scope: Scope,
    req: { order?: NameOrder; cursor?: string; pageSize: number },
  ): Promise<GradebookPage> {
    const columns = await this.columns(scope);
    const { rows, nextCursor } = await this.rows(scope, columns, req);
    return { columns, items: rows, nextCursor, pageSize: req.pageSize };
  }

  /** Every page of rows in turn, students A to Z: what the CSV export writes as it reads. */
  async *walk(scope: Scope, columns: GradebookColumn[], pageSize = 100) {
    let cursor: string | undefined;
    do {
      const page = await this.rows(scope, columns, { order: 'asc', cursor, pageSize });
      yield page.rows;
      cursor = page.nextCursor ?? undefined;
    } while (cursor);
  }

  async mine(student: Principal): Promise<MyGrades> {
    const [taskCols, quizCols] = await Promise.all([
      this.taskColumns(this.db, inArray(tasks.id, assignedTo(sql`${student.id}::uuid`))),
      this.quizColumns(this.db, sql`${quizAttempts.studentId} = ${student.id}`),
    ]);
    const columns = await this.finish([...taskCols, ...quizCols]);
    const cells = (await this.cells([student.id], columns)).get(student.id) ?? [];
    return { columns, cells, overall: summarise(columns, cells) };
  }

  async columns(scope: Scope): Promise<GradebookColumn[]> {
    if (scope.kind === 'course') return this.finish(await this.courseQuizColumns(scope.courseId));
    const batchStudent = sql`exists (select 1 from ${users} where ${users.id} = ${quizAttempts.studentId} and ${batchStudents(scope.batch)})`;
    const owned = scope.ownerId ? eq(tasks.mentorId, scope.ownerId) : undefined;
    const [taskCols, quizCols] = await Promise.all([
      this.taskColumns(
        this.db,
        and(
          owned,
          sql`exists (select 1 from ${taskAssignees} join ${users} on ${users.id} = ${taskAssignees.studentId} where ${taskAssignees.taskId} = ${tasks.id} and ${batchStudents(scope.batch)})`,
        ) as SQL,
      ),
      this.quizColumns(this.db, batchStudent),
    ]);
    return this.finish([...taskCols, ...quizCols]);
  }

  /** The columns with their headings and weights (grade_weights; 1 where none is set). */
  private async finish(columns: ColumnRead[]): Promise<GradebookColumn[]> {
    const ids = columns.map((c) => c._id);
    const set =
      ids.length === 0
        ? []
        : await this.db
            .select({
              kind: gradeWeights.kind,
              itemId: gradeWeights.itemId,
              weight: gradeWeights.weight,
            })
            .from(gradeWeights)
            .where(anyOf(gradeWeights.itemId, ids));
    const weights = new Map(set.map((w) => [`${w.kind}|${w.itemId}`, w.weight]));
    return columns.map((c) => ({
      ...c,
      heading: c.kind === 'quiz' ? quizHeading(c.title) : c.title,
      weight: weights.get(`${c.kind}|${c._id}`) ?? 1,
    }));
  }

  /** A course's quiz lessons in curriculum order (module, then lesson position). */
  private async courseQuizColumns(courseId: string): Promise<ColumnRead[]> {
    const rows = await courseQuizLessons(this.db, courseId);
    return rows.map((r) => ({
      _id: r.id,
      kind: 'quiz',
      title: r.title,
      courseId,
      courseTitle: r.courseTitle,
    }));
  }

  private async taskColumns(q: Queryable, where: SQL): Promise<ColumnRead[]> {
    const rows = await q
      .select({ id: tasks.id, title: tasks.title, dueDate: tasks.dueDate, grading: tasks.grading })
      .from(tasks)
      .where(where)
      .orderBy(asc(tasks.dueDate), asc(tasks.id));
    return rows.map((t) => ({
      _id: t.id,
      kind: 'task',
      title: t.title,
      dueDate: t.dueDate.toISOString(),
      ...(t.grading ? { maxScore: t.grading.maxScore } : {}),
    }));
  }

  /** Quizzes with a graded attempt by the students `who` selects, by course then lesson title. */
  private async quizColumns(q: Queryable, who: SQL): Promise<ColumnRead[]> {
    const taken = q
      .selectDistinct({ lessonId: quizAttempts.lessonId })
      .from(quizAttempts)
      .where(and(ne(quizAttempts.status, 'open'), who));
    const rows = await q
      .select({
        id: courseLessons.id,
        title: courseLessons.title,
        courseId: courses.id,
        courseTitle: courses.title,
      })
      .from(courseLessons)
      .innerJoin(courses, eq(courses.id, courseLessons.courseId))
      .where(inArray(courseLessons.id, taken))
      .orderBy(asc(courses.title), asc(courseLessons.title), asc(courseLessons.id));
    return rows.map((r) => ({
      _id: r.id,
      kind: 'quiz',
      title: r.title,
      courseId: r.courseId,
      courseTitle: r.courseTitle,
    }));
  }

  private async rows(
    scope: Scope,
    columns: GradebookColumn[],
    req: { order?: NameOrder; cursor?: string; pageSize: number },
  ): Promise<{ rows: GradebookRow[]; nextCursor: string | null }> {
    const order = req.order ?? 'asc';
    const keyset = studentsKeyset(order);
    const page = keysetPage(
      keyset,
      cursorScope(
        scope.kind === 'batch'
          ? { ...scope.batch, owner: scope.ownerId, order }
          : { course: scope.courseId, order },
      ),
      req,
    );
    const read = await this.db
      .select({
        id: users.id,
        name: users.name,
        email: users.email,
        keys: keysetKeys(keyset),
      })
      .from(users)
      .where(and(studentsOf(scope), page.after))
      .orderBy(...page.order)
      .limit(page.limit);
    const { items, nextCursor } = page.finish(read, (r) => r.keys);
    const cells = await this.cells(
      items.map((s) => s.id),
      columns,
    );
    return {
      rows: items.map((s) => {
        const own = cells.get(s.id) ?? [];
        return {
          student: { _id: s.id, name: s.name, role: 'student' },
          email: s.email,
          overall: summarise(columns, own),
          cells: own,
        };
      }),
      nextCursor,
    };
  }

  /** Every cell of the students' rows under `columns`: one query for tasks, one for quizzes. */
  private async cells(
    ids: string[],
    columns: GradebookColumn[],
  ): Promise<Map<string, GradebookCell[]>> {
    const out = new Map<string, GradebookCell[]>();
    const taskIds = columns.filter((c) => c.kind === 'task').map((c) => c._id);
    const quizIds = columns.filter((c) => c.kind === 'quiz').map((c) => c._id);
    if (ids.length === 0) return out;
    const now = this.ctx.now();
    const latest = this.db
      .select({
        id: taskSubmissions.id,
        status: taskSubmissions.status,
        late: taskSubmissions.late,
        attempt: taskSubmissions.attempt,
      })
      .from(taskSubmissions)
      .where(
        and(
          eq(taskSubmissions.taskId, taskAssignees.taskId),
          eq(taskSubmissions.studentId, taskAssignees.studentId),
        ),
      )
      .orderBy(sql`${taskSubmissions.attempt} desc`)
      .limit(1)
      .as('latest');
    // The latest review that gave a score, over every attempt: "changes requested" keeps its score.
    const scored = this.db
      .select({ score: taskFeedback.score })
      .from(taskFeedback)
      .innerJoin(taskSubmissions, eq(taskSubmissions.id, taskFeedback.submissionId))
      .where(
        and(
          eq(taskSubmissions.taskId, taskAssignees.taskId),
          eq(taskSubmissions.studentId, taskAssignees.studentId),
          sql`${taskFeedback.score} is not null`,
        ),
      )
      .orderBy(sql`${taskFeedback.at} desc`, sql`${taskFeedback.id} desc`)
      .limit(1)
      .as('scored');
    const [taskRows, quizRows] = await Promise.all([
      taskIds.length === 0
        ? []
        : this.db
            .select({
              taskId: taskAssignees.taskId,
              studentId: taskAssignees.studentId,
              status: sql<TaskStudentStatus>`coalesce(${latest.status}, case when ${tasks.dueDate} < ${now} then 'overdue' else 'not_submitted' end)`,
              late: sql<boolean>`coalesce(${latest.late}, false)`,
              submissionId: latest.id,
              attempts: sql<number>`coalesce(${latest.attempt}, 0)`,
              score: scored.score,
              maxScore: sql<number | null>`(${tasks.grading}->>'maxScore')::float8`,
            })
            .from(taskAssignees)
            .innerJoin(tasks, eq(tasks.id, taskAssignees.taskId))
            .leftJoinLateral(latest, sql`true`)
            .leftJoinLateral(scored, sql`true`)
            .where(and(anyOf(taskAssignees.studentId, ids), anyOf(taskAssignees.taskId, taskIds))),
      quizIds.length === 0
        ? []
        : this.db
            .select({
              lessonId: quizAttempts.lessonId,
              studentId: quizAttempts.studentId,
              attempts: sql<number>`count(*)::int`,
              best: sql<number | null>`max(${quizAttempts.scorePercent})`,
              passed: sql<boolean>`coalesce(bool_or(${quizAttempts.passed}), false)`,
            })
            .from(quizAttempts)
            .where(and(anyOf(quizAttempts.studentId, ids), anyOf(quizAttempts.lessonId, quizIds)))
            .groupBy(quizAttempts.studentId, quizAttempts.lessonId),
    ]);
    const byKey = new Map<string, GradebookCell>();
    for (const r of taskRows) {
      const cell: GradebookCell = {
        columnId: r.taskId,
        kind: 'task',
        status: r.status,
        attempts: Number(r.attempts),
        late: r.late,
      };
      if (r.maxScore !== null) cell.maxScore = Number(r.maxScore);
      if (r.score) cell.score = r.score.total;
      if (r.submissionId) cell.submissionId = r.submissionId;
      byKey.set(`${r.studentId}|${r.taskId}`, cell);
    }
    for (const r of quizRows) {
      const cell: GradebookCell = {
        columnId: r.lessonId,
        kind: 'quiz',
        attempts: r.attempts,
        late: false,
        passed: r.passed,
      };
      if (r.best !== null) cell.bestScorePercent = Math.round(Number(r.best) * 10) / 10;
      byKey.set(`${r.studentId}|${r.lessonId}`, cell);
    }
    // Cells in column order, so every row reads left to right like the header.
    for (const id of ids) {
      const row = columns.flatMap((c) => byKey.get(`${id}|${c._id}`) ?? []);
      out.set(id, row);
    }
    return out;
  }
}

/** The gradebook's rows: a batch's active students, or a course's enrolled (or finished) ones. */
function studentsOf(scope: Scope): SQL {
  if (scope.kind === 'batch') return batchStudents(scope.batch);
  return enrolledIn(scope.courseId, users.id);
}

/** Tasks assigned to one student (a subquery). */
function assignedTo(studentId: SQL) {
  return sql`(select ${taskAssignees.taskId} from ${taskAssignees} where ${taskAssignees.studentId} = ${studentId})`;
}
