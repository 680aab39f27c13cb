// A course's question bank (authoring): each question with its key, checked against its kind.
import type { QuizQuestion, QuizQuestionInput } from '@campus/sdk/model';
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { quizQuestions, quizzes, type QuizQuestionRow } from '../../db/schema/index';
import type { Principal } from '../../http/auth';
import { notFound, validationFailed, type FieldError } from '../../http/errors';
import { authoredCourse } from './access';

type KeyColumns = Pick<
  QuizQuestionRow,
  'kind' | 'prompt' | 'explanation' | 'points' | 'choices' | 'correctChoiceIds'
> &
  Pick<QuizQuestionRow, 'acceptedAnswers' | 'correctNumber' | 'tolerance'>;

/** The row's columns for an input, keeping only the key fields of its kind; 400 listing each problem. */
export function checkQuestion(input: QuizQuestionInput): KeyColumns {
  const errors: FieldError[] = [];
  const base = {
    kind: input.kind,
    prompt: input.prompt.trim(),
    explanation: input.explanation?.trim() || null,
    points: input.points ?? 1,
    choices: null,
    correctChoiceIds: null,
    acceptedAnswers: null,
    correctNumber: null,
    tolerance: null,
  };
  if (!base.prompt) errors.push({ path: 'prompt', msg: 'Prompt is required' });
  let key: Partial<KeyColumns> = {};
  switch (input.kind) {
    case 'single':
    case 'trueFalse':
    case 'multiple': {
      const choices = (input.choices ?? []).map((c) => ({ id: c.id.trim(), text: c.text.trim() }));
      const ids = new Set(choices.map((c) => c.id));
      if (choices.length < 2) errors.push({ path: 'choices', msg: 'Give at least two choices' });
      if (ids.size !== choices.length || choices.some((c) => !c.id || !c.text)) {
        errors.push({ path: 'choices', msg: 'Each choice needs its own id and a text' });
      }
      const correct = [...new Set(input.correctChoiceIds ?? [])];
      if (correct.some((id) => !ids.has(id))) {
        errors.push({ path: 'correctChoiceIds', msg: 'Correct choices must be among the choices' });
      }
      if (input.kind === 'multiple' ? correct.length < 1 : correct.length !== 1) {
        errors.push({
          path: 'correctChoiceIds',
          msg:
            input.kind === 'multiple'
              ? 'Mark at least one choice correct'
              : 'Mark exactly one choice correct',
        });
      }
      key = { choices, correctChoiceIds: correct };
      break;
    }
    case 'shortText': {
      const accepted = (input.acceptedAnswers ?? []).map((a) => a.trim()).filter(Boolean);
      if (accepted.length < 1) {
        errors.push({ path: 'acceptedAnswers', msg: 'Give at least one accepted answer' });
      }
      key = { acceptedAnswers: accepted };
      break;
    }
    case 'number':
      if (input.correctNumber === undefined) {
        errors.push({ path: 'correctNumber', msg: 'Give the correct number' });
      }
      key = { correctNumber: input.correctNumber ?? null, tolerance: input.tolerance ?? 0 };
      break;
  }
  if (errors.length) throw validationFailed(errors);
  return { ...base, ...key };
}

/** The bank question as authors see it (`points` always given: the contract's default). */
type BankQuestion = QuizQuestion & { points: number };

export function questionDto(r: QuizQuestionRow): BankQuestion {
  const q: BankQuestion = {
    _id: r.id,
    courseId: r.courseId,
    order: r.position,
    kind: r.kind,
    prompt: r.prompt,
    points: r.points,
  };
  if (r.explanation) q.explanation = r.explanation;
  if (r.choices) q.choices = r.choices;
  if (r.correctChoiceIds) q.correctChoiceIds = r.correctChoiceIds;
  if (r.acceptedAnswers) q.acceptedAnswers = r.acceptedAnswers;
  if (r.correctNumber !== null) q.correctNumber = r.correctNumber;
  if (r.tolerance !== null) q.tolerance = r.tolerance;
  return q;
}

export class QuestionBank {
  constructor(private readonly ctx: AppContext) {}

  async list(user: Principal, courseId: string): Promise<BankQuestion[]> {
    await authoredCourse(this.ctx.db, user, courseId);
    const rows = await this.ctx.db
      .select()
      .from(quizQuestions)
      .where(eq(quizQuestions.courseId, courseId))
      .orderBy(asc(quizQuestions.position));
    return rows.map(questionDto);
  }

  async create(user: Principal, courseId: string, input: QuizQuestionInput) {
    const values = checkQuestion(input);
    return this.ctx.db.transaction(async (tx) => {
      const c = await authoredCourse(tx, user, courseId);
      // Positions are handed out under the course's lock, so two adds never share one.
      await tx.execute(sql`select id from courses where id = ${c.id} for update`);
      const [top] = await tx
        .select({ last: sql<number>`coalesce(max(${quizQuestions.position}), 0)::int` })
        .from(quizQuestions)
        .where(eq(quizQuestions.courseId, courseId));
      const now = this.ctx.now();
      const [row] = await tx
        .insert(quizQuestions)
        .values({
          ...values,
          courseId,
          position: (top?.last ?? 0) + 1,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      return questionDto(row!);
    });
  }

  async update(user: Principal, courseId: string, id: string, input: QuizQuestionInput) {
    const values = checkQuestion(input);
    await authoredCourse(this.ctx.db, user, courseId);
    const [row] = await this.ctx.db
      .update(quizQuestions)
      .set({ ...values, updatedAt: this.ctx.now() })
      .where(and(eq(quizQuestions.id, id), eq(quizQuestions.courseId, courseId)))
      .returning();
    if (!row) throw notFound('Question not found.');
    return questionDto(row);
  }

  async remove(user: Principal, courseId: string, id: string): Promise<void> {
    await this.ctx.db.transaction(async (tx) => {
      await authoredCourse(tx, user, courseId);
      await tx.execute(sql`select id from courses where id = ${courseId} for update`);
      const [gone] = await tx
        .delete(quizQuestions)
        .where(and(eq(quizQuestions.id, id), eq(quizQuestions.courseId, courseId)))
        .returning();
      if (!gone) throw notFound('Question not found.');
      await tx
        .update(quizQuestions)
        .set({ position: sql`${quizQuestions.position} - 1` })
        .where(
          and(eq(quizQuestions.courseId, courseId), gt(quizQuestions.position, gone.position)),
        );
      await tx
        .update(quizzes)
        .set({ questionIds: sql`array_remove(${quizzes.questionIds}, ${id}::uuid)` })
        .where(eq(quizzes.courseId, courseId));
    });
  }
}
