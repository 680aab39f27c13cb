// A course's quiz results: how each of its quizzes went (took, passed, the best scores' mean and
// median) and how each question did in the students' first graded attempts. The figures come from
// PostgreSQL's aggregates, so after the access check the answer costs the same four queries however
// many students and attempts there are: the quiz lessons, the students enrolled, one grouped query
// over each student's best attempt per quiz, one over each student's first graded attempt's
// questions. Every attempt read is found by its quiz lesson (quiz_attempts_lesson_idx).
import type {
  CourseQuizResults,
  QuizQuestionKind,
  QuizQuestionResult,
  QuizResult,
} from '@campus/sdk/model';
import { and, isNotNull, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { anyOf } from '../../db/any-of';
import { enrollments, quizAttempts } from '../../db/schema/index';
import { DEFAULT_PASSING_SCORE_PERCENT } from '../quizzes/public';
import { courseQuizLessons, enrolledIn } from './course-quizzes';
import { quizHeading, type CourseScope } from './gradebook';

/** A figure to one decimal, as the gradebook writes a best score; null stays null. */
const oneDecimal = (n: number | string | null): number | null =>
  n === null ? null : Math.round(Number(n) * 10) / 10;

const percentOf = (part: number, whole: number) => oneDecimal((100 * part) / whole) ?? 0;

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
    const [lessons, enrolled] = await Promise.all([
      courseQuizLessons(this.db, courseId),
      this.enrolled(courseId),
    ]);
    const ids = lessons.map((l) => l.id);
    const none = ids.length === 0;
    const [totals, questions] = await Promise.all([
      none ? new Map<string, QuizTotals>() : this.totals(courseId, ids),
      none ? new Map<string, QuizQuestionResult[]>() : this.questions(courseId, ids),
    ]);
    const quizzes = lessons.map((l): QuizResult => {
      const t = totals.get(l.id);
      const took = t?.took ?? 0;
      const passed = t?.passed ?? 0;
      return {
        lessonId: l.id,
        title: l.title,
        heading: quizHeading(l.title),
        passingScorePercent: l.passingScorePercent ?? DEFAULT_PASSING_SCORE_PERCENT,
        took,
        passed,
        passRatePercent: took === 0 ? null : percentOf(passed, took),
        meanBestPercent: oneDecimal(t?.mean ?? null),
        medianBestPercent: oneDecimal(t?.median ?? null),
        attempts: t?.attempts ?? 0,
        questions: (questions.get(l.id) ?? []).sort(hardestFirst),
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

  /**
   * Per quiz, over each enrolled student's graded attempts: how many took it and passed, the mean
   * and median of their best scores, and the attempts in all. One row per student per quiz is
   * grouped inside PostgreSQL, then one row per quiz comes out.
   */
  private async totals(courseId: string, lessonIds: string[]): Promise<Map<string, QuizTotals>> {
    const perStudent = this.db
      .select({
        lessonId: quizAttempts.lessonId,
        best: sql<number>`max(${quizAttempts.scorePercent})`.as('best'),
        passed: sql<boolean>`coalesce(bool_or(${quizAttempts.passed}), false)`.as('passed'),
        attempts: sql<number>`count(*)`.as('attempts'),
      })
      .from(quizAttempts)
      .where(
        and(
          anyOf(quizAttempts.lessonId, lessonIds),
          isNotNull(quizAttempts.scorePercent),
          enrolledIn(courseId, quizAttempts.studentId),
        ),
      )
      .groupBy(quizAttempts.lessonId, quizAttempts.studentId)
      .as('per_student');
    const rows = await this.db
      .select({
        lessonId: perStudent.lessonId,
        took: sql<number>`count(*)::int`,
        passed: sql<number>`(count(*) filter (where ${perStudent.passed}))::int`,
        mean: sql<number>`avg(${perStudent.best})::float8`,
        median: sql<number>`percentile_cont(0.5) within group (order by ${perStudent.best})`,
        attempts: sql<number>`sum(${perStudent.attempts})::int`,
      })
      .from(perStudent)
      .groupBy(perStudent.lessonId);
    return new Map(
      rows.map((r) => [
        r.lessonId,
        {
          took: r.took,
          passed: r.passed,
          mean: Number(r.mean),
          median: Number(r.median),
          attempts: r.attempts,
        },
      ]),
    );
  }

  /**
   * Per quiz, each question asked in the enrolled students' FIRST graded attempts (their lowest
   * numbered attempt with a grade): how many asked it, answered it (anything but a blank) and got
   * it right, and its prompt as the latest of those attempts asked it. Retries are left out so a
   * question's share correct is how it does when first met.
   */
  private async questions(
    courseId: string,
    lessonIds: string[],
  ): Promise<Map<string, QuizQuestionResult[]>> {
    const first = this.db
      .selectDistinctOn([quizAttempts.lessonId, quizAttempts.studentId], {
        lessonId: quizAttempts.lessonId,
        graded: quizAttempts.graded,
        answers: quizAttempts.answers,
        submittedAt: quizAttempts.submittedAt,
      })
      .from(quizAttempts)
      .where(
        and(
          anyOf(quizAttempts.lessonId, lessonIds),
          isNotNull(quizAttempts.graded),
          enrolledIn(courseId, quizAttempts.studentId),
        ),
      )
      .orderBy(quizAttempts.lessonId, quizAttempts.studentId, quizAttempts.number)
      .as('first');
    const g = sql.raw('g');
    const answered = sql`exists (
      select 1 from jsonb_array_elements(${first.answers}) a
      where a->>'questionId' = ${g}->>'questionId'
        and (jsonb_array_length(coalesce(a->'choiceIds', '[]'::jsonb)) > 0
          or btrim(coalesce(a->>'text', '')) <> ''
          or jsonb_typeof(a->'number') = 'number'))`;
    const rows = await this.db
      .select({
        lessonId: first.lessonId,
        questionId: sql<string>`${g}->>'questionId'`,
        prompt: sql<string>`(array_agg(${g}->>'prompt' order by ${first.submittedAt} desc))[1]`,
        kind: sql<QuizQuestionKind>`(array_agg(${g}->>'kind' order by ${first.submittedAt} desc))[1]`,
        asked: sql<number>`count(*)::int`,
        answered: sql<number>`(count(*) filter (where ${answered}))::int`,
        correct: sql<number>`(count(*) filter (where (${g}->>'correct')::boolean))::int`,
      })
      .from(first)
      .crossJoinLateral(sql`jsonb_array_elements(${first.graded}) ${g}`)
      .groupBy(first.lessonId, sql`${g}->>'questionId'`);
    const out = new Map<string, QuizQuestionResult[]>();
    for (const r of rows) {
      const list = out.get(r.lessonId) ?? [];
      list.push({
        questionId: r.questionId,
        prompt: r.prompt,
        kind: r.kind,
        asked: r.asked,
        answered: r.answered,
        correct: r.correct,
        correctPercent: percentOf(r.correct, r.asked),
      });
      out.set(r.lessonId, list);
    }
    return out;
  }
}

interface QuizTotals {
  took: number;
  passed: number;
  mean: number;
  median: number;
  attempts: number;
}
