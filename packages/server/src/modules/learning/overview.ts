// The self-paced hub of /autonomous-learning: the student's courses with the next lesson
// to take, their e-book reading, and suggestions from the catalogue matching their program.
import type { LearningCourse, LearningOverview } from '@campus/sdk/model';
import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { fixedLimit } from '../../db/fixed-limit';
import {
  courseLessons,
  courseModules,
  courses,
  ebookCourses,
  ebookProgress,
  enrollments,
  programs,
  users,
} from '../../db/schema/index';
import type { Principal } from '../../http/auth';
import { personColumns } from '../../lib/people';
import {
  courseSummary,
  enrolledCountSql,
  popularitySql,
  enrollmentState,
  instructorCols,
  instructors,
} from '../courses/public';
import { ebookDto, moduleStats } from '../ebooks/public';
import { courseRanks } from './course-ranks';
import type { EbookProgressService } from './ebook-progress';

interface PlacedLesson {
  id: string;
  title: string;
  moduleTitle: string;
}

/**
 * The lesson to take next: the first not done after the one last marked, else the first not done
 * anywhere (a student may skip ahead and come back); none when every lesson is done.
 */
export function nextLesson(
  ordered: PlacedLesson[],
  done: readonly string[],
  lastLessonId: string | null,
): PlacedLesson | undefined {
  const finished = new Set(done);
  const from = lastLessonId ? ordered.findIndex((l) => l.id === lastLessonId) + 1 : 0;
  return (
    ordered.slice(from).find((l) => !finished.has(l.id)) ?? ordered.find((l) => !finished.has(l.id))
  );
}

/** Words of a program (title and curriculum) safe to join into a to_tsquery OR-expression. */
export function programWords(texts: string[]): string[] {
  const words = texts
    .join(' ')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length > 2);
  return [...new Set(words)].slice(0, 60);
}

const p = {
  user: sql.placeholder('user'),
  now: sql.placeholder('now'),
  courseIds: sql.placeholder('courseIds'),
  query: sql.placeholder('query'),
};

/** The request's time in a prepared statement: the `now` placeholder as a timestamptz. */
const nowAt = sql`${p.now}::timestamptz`;

/**
 * The dashboard's statements, built once per process and run as named prepared statements:
 * each request neither rebuilds them in drizzle nor has PostgreSQL parse and plan them again —
 * measured on the large campus, parsing and planning its seven queries cost as much as running them.
 */
function statements(db: Db) {
  const ebookText = sql`to_tsvector('english', ${ebookCourses.title} || ' ' || ${ebookCourses.description} || ' ' || ${ebookCourses.category})`;
  // The program's query is parsed once per execution (a sub-select), not once per e-book: in a
  // generic plan a bare to_tsquery(placeholder) is evaluated for every row it ranks, so PostgreSQL
  // costed the generic plan dearer and planned the statement afresh on every request of the demo
  // campus (0 of 220 executions generic; 215 of 220 parsed once, the first five always custom).
  const rank = (text: SQL) =>
    desc(sql<number>`ts_rank(${text}, (select to_tsquery('english', cast(${p.query} as text))))`);
  // (A constant `ORDER BY 0` would be read as a column position, so without a program the rank is
  // left out instead.)
  // Taken by the student in any state: a cancelled enrollment is not suggested back either.
  const notTaken = sql`not exists (select 1 from ${enrollments} where ${enrollments.studentId} = ${p.user} and ${enrollments.courseId} = ${courses.id})`;
  const suggestion = {
    c: courses,
    instructor: instructorCols,
    enrolledCount: enrolledCountSql(nowAt),
  };
  // With a program: the kept ranks (course_ranks, filled once per program query by
  // course_ranks_fill and kept by triggers on courses and enrollment totals) — the same order as
  // ranking every course's vector here, without ranking 300 courses a request.
  // The best six untaken published courses in the suggestions' order, read down one range of
  // course_ranks_suggest_idx (rank, popularity and title are kept on each rank; the student's few
  // enrollments are skipped on the way), then joined to their rows and instructors.
  const top = db
    .select({
      courseId: sql<string>`${courseRanks.courseId}`.as('course_id'),
      rank: sql<number>`${courseRanks.rank}`.as('rank'),
      popularity: sql<number>`${courseRanks.popularity}`.as('popularity'),
      title: sql<string>`${courseRanks.title}`.as('title'),
    })
    .from(courseRanks)
    .where(
      and(
        sql`${courseRanks.key} = md5(cast(${p.query} as text))`,
        courseRanks.published,
        sql`not exists (select 1 from ${enrollments} where ${enrollments.studentId} = ${p.user} and ${enrollments.courseId} = ${courseRanks.courseId})`,
      ),
    )
    .orderBy(
      desc(courseRanks.rank),
      desc(courseRanks.popularity),
      asc(courseRanks.title),
      asc(courseRanks.courseId),
    )
    .limit(fixedLimit(6))
    .as('top');
  const rankedCourses = db
    .select(suggestion)
    .from(top)
    .innerJoin(courses, eq(courses.id, top.courseId))
    .innerJoin(instructors, eq(instructors.id, courses.instructorId))
    .orderBy(desc(top.rank), desc(top.popularity), asc(top.title), asc(courses.id))
    .prepare('learning_suggest_courses_ranked');
  // Without a program there is nothing to match: the most followed come first.
  const popularCourses = db
    .select(suggestion)
    .from(courses)
    .innerJoin(instructors, eq(instructors.id, courses.instructorId))
    .where(and(eq(courses.status, 'published'), notTaken))
    .orderBy(desc(popularitySql), asc(courses.title))
    .limit(fixedLimit(6))
    .prepare('learning_suggest_courses');
  const suggestEbooks = (ranked: boolean) =>
    db
      .select({ e: ebookCourses, author: personColumns, ...moduleStats })
      .from(ebookCourses)
      .innerJoin(users, eq(users.id, ebookCourses.authorId))
      .where(
        and(
          ebookCourses.published,
          sql`not exists (select 1 from ${ebookProgress} where ${ebookProgress.userId} = ${p.user} and ${ebookProgress.ebookCourseId} = ${ebookCourses.id})`,
        ),
      )
      .orderBy(...(ranked ? [rank(ebookText)] : []), asc(ebookCourses.title))
      .limit(fixedLimit(3))
      .prepare(ranked ? 'learning_suggest_ebooks_ranked' : 'learning_suggest_ebooks');
  return {
    // The student's program and its stored page in one query (a program may have none stored).
    program: db
      .select({ slug: users.programSlug, title: programs.title, curriculum: programs.curriculum })
      .from(users)
      .leftJoin(programs, eq(programs.slug, users.programSlug))
      .where(eq(users.id, p.user))
      .prepare('learning_program'),
    // The student's courses, cancelled ones included: they are not shown, but not suggested either.
    courses: db
      .select({
        e: enrollments,
        c: courses,
        instructor: instructorCols,
        enrolledCount: enrolledCountSql(nowAt),
      })
      .from(enrollments)
      .innerJoin(courses, eq(courses.id, enrollments.courseId))
      .innerJoin(instructors, eq(instructors.id, courses.instructorId))
      .where(eq(enrollments.studentId, p.user))
      .orderBy(
        sql`coalesce(${enrollments.lastAccessedAt}, ${enrollments.enrolledAt}) desc`,
        asc(enrollments.id),
      )
      .prepare('learning_courses'),
    lessons: db
      .select({
        id: courseLessons.id,
        title: courseLessons.title,
        courseId: courseLessons.courseId,
        moduleTitle: courseModules.title,
      })
      .from(courseLessons)
      .innerJoin(courseModules, eq(courseModules.id, courseLessons.moduleId))
      .where(sql`${courseLessons.courseId} = any(cast(${p.courseIds} as uuid[]))`)
      .orderBy(asc(courseModules.position), asc(courseLessons.position))
      .prepare('learning_lessons'),
    suggestCourses: { ranked: rankedCourses, popular: popularCourses },
    fillRanks: (query: string) => db.execute(sql`select course_ranks_fill(${query})`),
    suggestEbooks: { ranked: suggestEbooks(true), popular: suggestEbooks(false) },
  };
}

export class LearningOverviewService {
  private built: { db: Db; statements: ReturnType<typeof statements> } | undefined;

  constructor(
    private readonly ctx: AppContext,
    private readonly reading: EbookProgressService,
  ) {}

  /** Built on first use against the database it was built on (ctx.db is one for the process). */
  private get q() {
    if (this.built?.db !== this.ctx.db)
      this.built = { db: this.ctx.db, statements: statements(this.ctx.db) };
    return this.built.statements;
  }

  private async program(userId: string) {
    const [u] = await this.q.program.execute({ user: userId });
    if (!u?.slug) return null;
    const row =
      u.title !== null && u.curriculum !== null
        ? { title: u.title, curriculum: u.curriculum }
        : null;
    if (row) {
      const topics = row.curriculum.flatMap((s) => [s.title, ...s.topics]);
      return { slug: u.slug, title: row.title, words: programWords([row.title, ...topics]) };
    }
    const fallback = await this.ctx.extensions.findProgram(u.slug);
    return fallback
      ? { slug: u.slug, title: fallback.title, words: programWords([fallback.title]) }
      : null;
  }

  private async courses(userId: string, now: Date): Promise<LearningCourse[]> {
    const rows = (await this.q.courses.execute({ user: userId, now: now.toISOString() })).filter(
      (r) => r.e.status !== 'cancelled',
    );
    const lessons = rows.length
      ? await this.q.lessons.execute({ courseIds: rows.map((r) => r.c.id) })
      : [];
    return rows.map((r) => {
      const next = nextLesson(
        lessons.filter((l) => l.courseId === r.c.id),
        r.e.completedLessonIds,
        r.e.lastLessonId,
      );
      return {
        course: courseSummary(r.c, r.instructor, r.enrolledCount),
        enrollment: enrollmentState(r.e, now),
        ...(next
          ? { nextLesson: { _id: next.id, title: next.title, moduleTitle: next.moduleTitle } }
          : {}),
      };
    });
  }

  /** Published courses and e-books the student has not started, best matching first. */
  private async suggestions(
    userId: string,
    words: string[],
    now: Date,
  ): Promise<LearningOverview['suggestions']> {
    const query = words.join(' | ');
    const values = { user: userId, now: now.toISOString(), query };
    const courseRead = async () => {
      if (!query) return this.q.suggestCourses.popular.execute(values);
      const rows = await this.q.suggestCourses.ranked.execute(values);
      if (rows.length > 0) return rows;
      // Nothing kept for this program's query yet (or every course taken): rank once, read again.
      await this.q.fillRanks(query);
      return this.q.suggestCourses.ranked.execute(values);
    };
    const [courseRows, ebookRows] = await Promise.all([
      courseRead(),
      (query ? this.q.suggestEbooks.ranked : this.q.suggestEbooks.popular).execute(values),
    ]);
    return {
      courses: courseRows.map((r) => courseSummary(r.c, r.instructor, r.enrolledCount)),
      ebooks: ebookRows.map((r) => ebookDto(r.e, r.author, r)),
    };
  }

  async overview(user: Principal): Promise<LearningOverview> {
    const now = this.ctx.now();
    // The suggestions leave out what the student has taken by themselves (in SQL), so they wait
    // only for the program's words, not for the student's courses.
    const program = this.program(user.id);
    const [learning, ebooks, suggestions, known] = await Promise.all([
      this.courses(user.id, now),
      this.reading.listMine(user),
      program.then((pr) => this.suggestions(user.id, pr?.words ?? [], now)),
      program,
    ]);
    return {
      ...(known ? { program: { slug: known.slug, title: known.title } } : {}),
      courses: learning,
      ebooks,
      suggestions,
    };
  }
}
