// A quiz lesson's settings and how the quiz reads for its authors and its students. A quiz lesson
// without a stored row (every quiz lesson from before quizzes existed) reads with DEFAULT_SETTINGS and
// no questions; its lesson text is the introduction.
import type { Quiz, QuizSettings } from '@campus/sdk/model';
import { and, count, eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Queryable } from '../../db/client';
import { quizAttempts, quizQuestions, quizzes, type QuizRow } from '../../db/schema/index';
import type { Principal } from '../../http/auth';
import { notFound, validationFailed, type FieldError } from '../../http/errors';
import { renderRichText } from '../../lib/html';
import { quizLesson, type QuizLesson } from './access';
import { anyOf } from '../../db/any-of';

export type QuizConfig = Omit<QuizRow, 'updatedAt'>;

/** The pass mark of a quiz lesson whose settings were never saved. */
export const DEFAULT_PASSING_SCORE_PERCENT = 60;

const DEFAULT_SETTINGS = {
  passingScorePercent: DEFAULT_PASSING_SCORE_PERCENT,
  attemptsAllowed: 1,
  timeLimitMinutes: null,
  showAnswers: 'afterEachAttempt',
  draw: 'fixed',
  questionIds: [],
  drawCount: null,
  shuffleChoices: false,
} as const;

export async function quizConfig(
  q: Queryable,
  lessonId: string,
  courseId: string,
): Promise<QuizConfig> {
  const [row] = await q.select().from(quizzes).where(eq(quizzes.lessonId, lessonId));
  return row ?? { ...DEFAULT_SETTINGS, questionIds: [], lessonId, courseId };
}

/** How many questions an attempt asks. */
export async function questionCount(q: Queryable, quiz: QuizConfig): Promise<number> {
  const [bank] = await q
    .select({ n: count() })
    .from(quizQuestions)
    .where(eq(quizQuestions.courseId, quiz.courseId));
  return quiz.draw === 'random'
    ? Math.min(quiz.drawCount ?? 0, bank?.n ?? 0)
    : quiz.questionIds.length;
}

function settingsDto(quiz: QuizConfig, author: boolean): QuizSettings {
  const s: QuizSettings = {
    passingScorePercent: quiz.passingScorePercent,
    attemptsAllowed: quiz.attemptsAllowed,
    timeLimitMinutes: quiz.timeLimitMinutes,
    showAnswers: quiz.showAnswers,
    draw: quiz.draw,
    shuffleChoices: quiz.shuffleChoices,
  };
  if (author && quiz.draw === 'fixed') s.questionIds = quiz.questionIds;
  if (quiz.drawCount !== null) s.drawCount = quiz.drawCount;
  return s;
}

export class QuizSettingsService {
  constructor(private readonly ctx: AppContext) {}

  async view(q: Queryable, user: Principal, ql: QuizLesson): Promise<Quiz> {
    const quiz = await quizConfig(q, ql.lesson.id, ql.lesson.courseId);
    const dto: Quiz = {
      lessonId: ql.lesson.id,
      courseId: ql.lesson.courseId,
      title: ql.lesson.title,
      introduction: renderRichText(ql.lesson.content ?? ''),
      settings: settingsDto(quiz, ql.author),
      questionCount: await questionCount(q, quiz),
      attemptsUsed: 0,
    };
    if (!ql.author) {
      const mine = await q
        .select({ passed: quizAttempts.passed })
        .from(quizAttempts)
        .where(and(eq(quizAttempts.studentId, user.id), eq(quizAttempts.lessonId, ql.lesson.id)));
      dto.attemptsUsed = mine.length;
      dto.passed = mine.some((a) => a.passed === true);
    }
    return dto;
  }

  async update(user: Principal, lessonId: string, body: QuizSettings): Promise<Quiz> {
    return this.ctx.db.transaction(async (tx) => {
      const ql = await quizLesson(this.ctx, tx, user, lessonId);
      if (!ql.author) throw notFound('Quiz not found.');
      const errors: FieldError[] = [];
      const ids = body.draw === 'fixed' ? (body.questionIds ?? []) : [];
      if (body.draw === 'random' && body.drawCount === undefined) {
        errors.push({ path: 'drawCount', msg: 'Say how many questions to draw' });
      }
      if (new Set(ids).size !== ids.length) {
        errors.push({ path: 'questionIds', msg: 'A question can be asked only once' });
      }
      const known = new Set(
        ids.length
          ? (
              await tx
                .select({ id: quizQuestions.id })
                .from(quizQuestions)
                .where(
                  and(eq(quizQuestions.courseId, ql.lesson.courseId), anyOf(quizQuestions.id, ids)),
                )
            ).map((r) => r.id)
          : [],
      );
      ids.forEach((id, i) => {
        if (!known.has(id)) {
          errors.push({
            path: `questionIds[${i}]`,
            msg: `No question ${id} in this course's bank`,
          });
        }
      });
      if (errors.length) throw validationFailed(errors);
      const values = {
        courseId: ql.lesson.courseId,
        passingScorePercent: body.passingScorePercent,
        attemptsAllowed: body.attemptsAllowed,
        timeLimitMinutes: body.timeLimitMinutes ?? null,
        showAnswers: body.showAnswers,
        draw: body.draw,
        questionIds: ids,
        drawCount: body.draw === 'random' ? (body.drawCount ?? null) : null,
        shuffleChoices: body.shuffleChoices,
        updatedAt: this.ctx.now(),
      };
      await tx
        .insert(quizzes)
        .values({ lessonId, ...values })
        .onConflictDoUpdate({ target: quizzes.lessonId, set: values });
      return this.view(tx, user, ql);
    });
  }
}
