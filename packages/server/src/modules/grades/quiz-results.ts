// A course's quiz results: how each of its quizzes went (took, passed, the best scores' mean and
// median) and how each question did in the students' first graded attempts. Each quiz's figures are
// kept by quiz-figures.ts and recomputed when the database marked them stale, so after the access
// check a read with nothing changed is three queries at once, each a handful of rows: the quiz
// lessons, the students enrolled (counted live, one index range) and the kept figures. A quiz found
// stale or without figures adds one transaction that aggregates its attempts alone.
import type { CourseQuizResults, QuizQuestionResult, QuizResult } from '@campus/sdk/model';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { enrollments } from '../../db/schema/index';
import { DEFAULT_PASSING_SCORE_PERCENT } from '../quizzes/public';
import { courseQuizLessons } from './course-quizzes';
import { quizHeading, type CourseScope } from './gradebook';
import {
  keptFigures,
  oneDecimal,
  percentOf,
  recomputeFigures,
  type QuizFigures,
} from './quiz-figures';

/** Hardest first: the lowest share correct, then by prompt (then id, so ties keep one order). */
function hardestFirst(a: QuizQuestionResult, b: QuizQuestionResult): number {
  return (
    a.correctPercent - b.correctPercent ||
    a.prompt.localeCompare(b.prompt) ||
    a.questionId.localeCompare(b.questionId)
  );
}

export class QuizResults {
  constructor(private readonly ctx: AppContext) {}

  private get db() {
    return this.ctx.db;
  }

  /** The course's quiz results (the caller's access was checked with its scope). */
  async of(scope: CourseScope): Promise<CourseQuizResults> {
    const { courseId } = scope;
    const [lessons, enrolled, kept] = await Promise.all([
      courseQuizLessons(this.db, courseId),
      this.enrolled(courseId),
      keptFigures(this.db, courseId),
    ]);
    const due = lessons.map((l) => l.id).filter((id) => kept.get(id)?.stale ?? true);
    const figures: Map<string, QuizFigures> =
      due.length === 0
        ? kept
        : new Map([...kept, ...(await recomputeFigures(this.db, courseId, due))]);
    const quizzes = lessons.map((l): QuizResult => {
      const f = figures.get(l.id)!;
      return {
        lessonId: l.id,
        title: l.title,
        heading: quizHeading(l.title),
        passingScorePercent: l.passingScorePercent ?? DEFAULT_PASSING_SCORE_PERCENT,
        took: f.took,
        passed: f.passed,
        passRatePercent: f.took === 0 ? null : percentOf(f.passed, f.took),
        meanBestPercent: oneDecimal(f.mean),
        medianBestPercent: oneDecimal(f.median),
        attempts: f.attempts,
        questions: [...f.questions].sort(hardestFirst),
      };
    });
    return { courseId, enrolled, quizzes };
  }

  /** Students enrolled now, active or completed (the gradebook's rows). */
  private async enrolled(courseId: string): Promise<number> {
    const [row] = await this.db
      .select({ n: sql<number>`count(*)::int` })
      .from(enrollments)
      .where(
        sql`${enrollments.courseId} = ${courseId} and ${enrollments.status} in ('active', 'completed')`,
      );
    return row?.n ?? 0;
  }
}
