// Each quiz's figures for its course's quiz results, kept in quiz_result_figures: the students who
// took it and passed, the mean and median of their best scores, the attempts in all, and how each
// question did in the students' first graded attempts. The database marks a quiz in
// quiz_results_stale, in the writer's transaction, when an attempt at it is graded, changed or
// removed, or when a student with graded attempts at it enters or leaves the course's enrolled
// (the grades-quiz-results-marks_sql migration). A read answers from the kept rows and recomputes
// first the quizzes it finds marked or without a row (a new quiz; no backfill is needed), so the
// answer is always as exact as an aggregate over every attempt would be, and costs one row per quiz
// when nothing changed.
//
// Why a recompute misses no change: it deletes the quiz's marks, then computes in later statements
// (READ COMMITTED: each with a newer snapshot). A mark it deleted was committed before the DELETE
// began, so its writer's change is counted; a writer not committed by then keeps its mark (its own
// row, invisible to the DELETE: see the migration) and the next read recomputes again. Two reads
// recomputing one course take turns (a transaction-scoped advisory lock on the course): otherwise a
// read that computed earlier could write its figures over a later read's, after the later read had
// deleted the marks of changes the earlier one did not see. The one that waited finds the other's
// fresh rows and answers from them.
import type { QuizQuestionKind, QuizQuestionResult } from '@campus/sdk/model';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db, Queryable } from '../../db/client';
import { anyOf } from '../../db/any-of';
import { quizAttempts, quizResultFigures, quizResultsStale } from '../../db/schema/index';
import { enrolledIn } from './course-quizzes';

/** A quiz's figures: the mean and median unrounded (null when nobody took it). */
export interface QuizFigures {
  took: number;
  passed: number;
  mean: number | null;
  median: number | null;
  attempts: number;
  /** Each question's result, in no particular order. */
  questions: QuizQuestionResult[];
}

/** A figure to one decimal, as the gradebook writes a best score; null stays null. */
export const oneDecimal = (n: number | string | null): number | null =>
  n === null ? null : Math.round(Number(n) * 10) / 10;

export const percentOf = (part: number, whole: number) => oneDecimal((100 * part) / whole) ?? 0;

const NOBODY: QuizFigures = {
  took: 0,
  passed: 0,
  mean: null,
  median: null,
  attempts: 0,
  questions: [],
};

/** A question's result with the contract's keys in the contract's order (jsonb keeps no order). */
const inOrder = (q: QuizQuestionResult): QuizQuestionResult => ({
  questionId: q.questionId,
  prompt: q.prompt,
  kind: q.kind,
  asked: q.asked,
  answered: q.answered,
  correct: q.correct,
  correctPercent: q.correctPercent,
});

/**
 * The course's kept figures by quiz (of these quizzes, or all of its), each with whether it is
 * marked stale. A quiz with no row here, or a row of another course, has none kept.
 */
export async function keptFigures(
  q: Queryable,
  courseId: string,
  lessonIds?: string[],
): Promise<Map<string, QuizFigures & { stale: boolean }>> {
  const f = quizResultFigures;
  const rows = await q
    .select({
      lessonId: f.lessonId,
      took: f.took,
      passed: f.passed,
      mean: f.meanBest,
      median: f.medianBest,
      attempts: f.attempts,
      questions: f.questions,
      stale: sql<boolean>`exists (select 1 from ${quizResultsStale} where ${quizResultsStale.lessonId} = ${f.lessonId})`,
    })
    .from(f)
    .where(and(eq(f.courseId, courseId), lessonIds ? anyOf(f.lessonId, lessonIds) : undefined));
  return new Map(
    rows.map(({ lessonId, questions, ...r }) => [
      lessonId,
      { ...r, questions: questions.map(inOrder) },
    ]),
  );
}

/**
 * Recomputes these quizzes of the course (found marked or without figures) and keeps their figures,
 * in one transaction; answers the figures of each. See the head of this file for the order of its
 * statements.
 */
export function recomputeFigures(
  db: Db,
  courseId: string,
  lessonIds: string[],
): Promise<Map<string, QuizFigures>> {
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtext('quiz_result_figures'), hashtext(${courseId}))`,
    );
    const cleared = await tx
      .delete(quizResultsStale)
      .where(anyOf(quizResultsStale.lessonId, lessonIds))
      .returning({ lessonId: quizResultsStale.lessonId });
    const marked = new Set(cleared.map((r) => r.lessonId));
    // Kept by a read that held the lock before this one, and not marked since: fresh.
    const out = new Map<string, QuizFigures>();
    for (const [id, { stale: _stale, ...figures }] of await keptFigures(tx, courseId, lessonIds))
      if (!marked.has(id)) out.set(id, figures);
    const due = lessonIds.filter((id) => !out.has(id));
    if (due.length === 0) return out;

    const totals = await totalsOf(tx, courseId, due);
    const questions = await questionsOf(tx, courseId, due);
    const rows = due.map((lessonId) => {
      const figures = {
        ...NOBODY,
        ...totals.get(lessonId),
        questions: questions.get(lessonId) ?? [],
      };
      out.set(lessonId, figures);
      const { mean, median, ...rest } = figures;
      return { lessonId, courseId, meanBest: mean, medianBest: median, ...rest };
    });
    const excluded = (column: string) => sql.raw(`excluded.${column}`);
    await tx
      .insert(quizResultFigures)
      .values(rows)
      .onConflictDoUpdate({
        target: quizResultFigures.lessonId,
        set: {
          courseId: excluded('course_id'),
          took: excluded('took'),
          passed: excluded('passed'),
          meanBest: excluded('mean_best'),
          medianBest: excluded('median_best'),
          attempts: excluded('attempts'),
          questions: excluded('questions'),
          computedAt: sql`now()`,
        },
      });
    return out;
  });
}

/**
 * Per quiz, over each enrolled student's graded attempts: how many took it and passed, the mean
 * and median of their best scores, and the attempts in all. One row per student per quiz is
 * grouped inside PostgreSQL, then one row per quiz comes out (quizzes nobody took have none). Every
 * attempt read is found by its quiz (quiz_attempts_lesson_idx).
 */
async function totalsOf(
  q: Queryable,
  courseId: string,
  lessonIds: string[],
): Promise<Map<string, Omit<QuizFigures, 'questions'>>> {
  const perStudent = q
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
  const rows = await q
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
async function questionsOf(
  q: Queryable,
  courseId: string,
  lessonIds: string[],
): Promise<Map<string, QuizQuestionResult[]>> {
  const first = q
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
  const rows = await q
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
