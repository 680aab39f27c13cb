// The self-paced hub of /autonomous-learning (issue 14): the student's courses with the next lesson
// to take, their e-book reading, and suggestions from the catalogue matching their program.
import type { LearningCourse, LearningOverview } from '@campus/sdk/model';
import { and, asc, desc, eq, inArray, ne, notInArray, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
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
  popularityOn,
  popularitySql,
  popularityTable,
  enrollmentState,
  instructorCols,
  instructors,
} from '../courses/public';
import { ebookDto, moduleStats } from '../ebooks/public';
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

export class LearningOverviewService {
  constructor(
    private readonly ctx: AppContext,
    private readonly reading: EbookProgressService,
  ) {}

  private get db() {
    return this.ctx.db;
  }

  private async program(userId: string) {
    // The student's program and its stored page in one query (a program may have none stored).
    const [u] = await this.db
      .select({ slug: users.programSlug, title: programs.title, curriculum: programs.curriculum })
      .from(users)
      .leftJoin(programs, eq(programs.slug, users.programSlug))
      .where(eq(users.id, userId));
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

  private async courses(userId: string): Promise<LearningCourse[]> {
    const now = this.ctx.now();
    const rows = await this.db
      .select({
        e: enrollments,
        c: courses,
        instructor: instructorCols,
        enrolledCount: enrolledCountSql(now),
      })
      .from(enrollments)
      .innerJoin(courses, eq(courses.id, enrollments.courseId))
      .innerJoin(instructors, eq(instructors.id, courses.instructorId))
      .where(and(eq(enrollments.studentId, userId), ne(enrollments.status, 'cancelled')))
      .orderBy(
        sql`coalesce(${enrollments.lastAccessedAt}, ${enrollments.enrolledAt}) desc`,
        asc(enrollments.id),
      );
    const ids = rows.map((r) => r.c.id);
    const lessons = ids.length
      ? await this.db
          .select({
            id: courseLessons.id,
            title: courseLessons.title,
            courseId: courseLessons.courseId,
            moduleTitle: courseModules.title,
          })
          .from(courseLessons)
          .innerJoin(courseModules, eq(courseModules.id, courseLessons.moduleId))
          .where(inArray(courseLessons.courseId, ids))
          .orderBy(asc(courseModules.position), asc(courseLessons.position))
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
    takenCourseIds: string[],
  ): Promise<LearningOverview['suggestions']> {
    const now = this.ctx.now();
    const query = words.join(' | ');
    // The course's text as stored on write (migration course-search_sql; not in the drizzle schema,
    // so that no other course read carries it): ranking 300 courses reads vectors, not text.
    const courseText = sql`${courses}.search_vector`;
    const ebookText = sql`to_tsvector('english', ${ebookCourses.title} || ' ' || ${ebookCourses.description} || ' ' || ${ebookCourses.category})`;
    // Without a program there is nothing to match: the most followed come first. (A constant
    // `ORDER BY 0` would be read as a column position, so the rank is left out instead.)
    const byRank = (text: typeof courseText) =>
      query ? [desc(sql<number>`ts_rank(${text}, to_tsquery('english', ${query}))`)] : [];
    const [courseRows, ebookRows] = await Promise.all([
      this.db
        .select({
          c: courses,
          instructor: instructorCols,
          enrolledCount: enrolledCountSql(now, popularitySql),
        })
        .from(courses)
        .innerJoin(instructors, eq(instructors.id, courses.instructorId))
        .leftJoin(popularityTable, popularityOn)
        .where(
          and(
            eq(courses.status, 'published'),
            takenCourseIds.length ? notInArray(courses.id, takenCourseIds) : undefined,
          ),
        )
        .orderBy(...byRank(courseText), desc(popularitySql), asc(courses.title))
        .limit(6),
      this.db
        .select({ e: ebookCourses, author: personColumns, ...moduleStats })
        .from(ebookCourses)
        .innerJoin(users, eq(users.id, ebookCourses.authorId))
        .where(
          and(
            eq(ebookCourses.published, true),
            sql`not exists (select 1 from ${ebookProgress} where ${ebookProgress.userId} = ${userId} and ${ebookProgress.ebookCourseId} = ${ebookCourses.id})`,
          ),
        )
        .orderBy(...byRank(ebookText), asc(ebookCourses.title))
        .limit(3),
    ]);
    return {
      courses: courseRows.map((r) => courseSummary(r.c, r.instructor, r.enrolledCount)),
      ebooks: ebookRows.map((r) => ebookDto(r.e, r.author, r)),
    };
  }

  async overview(user: Principal): Promise<LearningOverview> {
    const [program, learning, ebooks, taken] = await Promise.all([
      this.program(user.id),
      this.courses(user.id),
      this.reading.listMine(user),
      // Cancelled enrollments are not shown, but the course is not suggested back either.
      this.db
        .select({ id: enrollments.courseId })
        .from(enrollments)
        .where(eq(enrollments.studentId, user.id)),
    ]);
    const suggestions = await this.suggestions(
      user.id,
      program?.words ?? [],
      taken.map((t) => t.id),
    );
    return {
      ...(program ? { program: { slug: program.slug, title: program.title } } : {}),
      courses: learning,
      ebooks,
      suggestions,
    };
  }
}
