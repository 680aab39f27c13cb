// Asking, answering and accepting. Each change is one transaction; once it has committed the
// batch's room hears it (ids only: hub.tellRoom) and the question's followers' bell rings for an
// answer or an accepted answer (bell.ts). Asking or answering follows the question.
//
// The mentor's inbox reads the questions that wait on their batch's staff from this area's rows as
// they are (public.ts `waitsOnStaff`); an answer by staff or an accepted answer ends the wait, and
// the batch's mentors' inbox hears of it.
import type {
  AcceptAnswerRequest,
  Answer,
  AnswerDraft,
  BatchRef,
  Question,
  QuestionDraft,
  QuestionThread,
} from '@campus/sdk/model';
import { and, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { questionAnswers, questionFollows, questions, users } from '../../db/schema/index';
import type { Principal } from '../../http/auth';
import { badRequest, forbidden } from '../../http/errors';
import { personColumns } from '../../lib/people';
import { batchRoom } from '../batches/public';
import type { QuestionAccess } from './access';
import { prepareFollowersBell, questionInboxChanged } from './bell';
import { readAnswers, readQuestion, toAnswer, toQuestion } from './view';

export class QuestionAsking {
  constructor(
    private readonly ctx: AppContext,
    private readonly access: QuestionAccess,
  ) {}

  async ask(user: Principal, batch: BatchRef, draft: QuestionDraft): Promise<Question> {
    const viewer = await this.access.space(user, batch);
    const row = await this.ctx.db.transaction(async (tx) => {
      const [created] = await tx
        .insert(questions)
        .values({
          monthYear: batch.monthYear,
          domain: batch.domain,
          authorId: user.id,
          title: draft.title.trim(),
          body: draft.body,
          anonymous: draft.anonymous ?? false,
          createdAt: this.ctx.now(),
        })
        .returning({ id: questions.id, createdAt: questions.createdAt });
      await tx.insert(questionFollows).values({
        questionId: created!.id,
        userId: user.id,
        questionCreatedAt: created!.createdAt,
      });
      return (await readQuestion(tx, user.id, created!.id))!;
    });
    this.ctx.hub.tellRoom(batchRoom(batch), 'question_posted', { batch, questionId: row.id });
    return toQuestion(row, viewer);
  }

  async thread(user: Principal, id: string): Promise<QuestionThread> {
    const { row, viewer } = await this.access.question(user, id);
    return {
      question: toQuestion(row, viewer),
      answers: await readAnswers(this.ctx.db, row.id, row.acceptedAnswerId),
    };
  }

  async answer(user: Principal, id: string, draft: AnswerDraft): Promise<Answer> {
    const { row: question } = await this.access.question(user, id);
    const { answer, bell } = await this.ctx.db.transaction(async (tx) => {
      const [created] = await tx
        .insert(questionAnswers)
        .values({
          questionId: question.id,
          authorId: user.id,
          body: draft.body,
          monthYear: question.monthYear,
          domain: question.domain,
          createdAt: this.ctx.now(),
        })
        .returning();
      await tx
        .update(questions)
        .set({ answerCount: sql`${questions.answerCount} + 1` })
        .where(eq(questions.id, question.id));
      await tx
        .insert(questionFollows)
        .values({ questionId: question.id, userId: user.id, questionCreatedAt: question.createdAt })
        .onConflictDoNothing();
      const [author] = await tx.select(personColumns).from(users).where(eq(users.id, user.id));
      const bell = await prepareFollowersBell(this.ctx, tx, question, user.id, {
        kind: 'answered',
        answerId: created!.id,
        byName: author!.name,
      });
      return { answer: toAnswer(created!, author!, question.acceptedAnswerId), bell };
    });
    this.ctx.hub.deliver(bell);
    if (user.role !== 'student') await questionInboxChanged(this.ctx, question);
    if (!question.hiddenAt) {
      this.ctx.hub.tellRoom(batchRoom(question), 'question_answered', {
        batch: { monthYear: question.monthYear, domain: question.domain },
        questionId: question.id,
        answerId: answer._id,
      });
    }
    return answer;
  }

  /** The asker or the batch's staff mark an answer of this question as the accepted one. */
  async accept(user: Principal, id: string, body: AcceptAnswerRequest): Promise<Question> {
    const { row: question, viewer } = await this.access.question(user, id);
    if (question.authorId !== user.id && viewer.membership !== 'staff') {
      throw forbidden('Only the asker or a mentor of the batch can accept an answer.');
    }
    const { row, bell } = await this.ctx.db.transaction(async (tx) => {
      const [answer] = await tx
        .select({ id: questionAnswers.id })
        .from(questionAnswers)
        .where(
          and(eq(questionAnswers.id, body.answerId), eq(questionAnswers.questionId, question.id)),
        );
      if (!answer) throw badRequest('That answer does not belong to this question.');
      await tx
        .update(questions)
        .set({ acceptedAnswerId: answer.id })
        .where(eq(questions.id, question.id));
      const [by] = await tx.select({ name: users.name }).from(users).where(eq(users.id, user.id));
      const bell = await prepareFollowersBell(this.ctx, tx, question, user.id, {
        kind: 'accepted',
        answerId: answer.id,
        byName: by!.name,
      });
      return { row: (await readQuestion(tx, user.id, question.id))!, bell };
    });
    this.ctx.hub.deliver(bell);
    await questionInboxChanged(this.ctx, row);
    if (!row.hiddenAt) {
      this.ctx.hub.tellRoom(batchRoom(row), 'question_answer_accepted', {
        batch: { monthYear: row.monthYear, domain: row.domain },
        questionId: row.id,
        answerId: body.answerId,
      });
    }
    return toQuestion(row, viewer);
  }
}
