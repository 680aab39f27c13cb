// A person's marks on a question they may read: an upvote ("I have this question too", one per
// person, counted on the question) and following it (the `following` filter). Doing either twice
// changes nothing; taking back what is not there changes nothing.
import type { Question } from '@campus/sdk/model';
import { and, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { questionFollows, questions, questionUpvotes } from '../../db/schema/index';
import type { Principal } from '../../http/auth';
import type { QuestionAccess } from './access';
import { readQuestion, toQuestion } from './view';

export class QuestionReactions {
  constructor(
    private readonly ctx: AppContext,
    private readonly access: QuestionAccess,
  ) {}

  async upvote(user: Principal, id: string, on: boolean): Promise<Question> {
    const { row, viewer } = await this.access.question(user, id);
    return this.ctx.db.transaction(async (tx) => {
      const changed = on
        ? await tx
            .insert(questionUpvotes)
            .values({ questionId: row.id, userId: user.id })
            .onConflictDoNothing()
            .returning({ id: questionUpvotes.questionId })
        : await tx
            .delete(questionUpvotes)
            .where(and(eq(questionUpvotes.questionId, row.id), eq(questionUpvotes.userId, user.id)))
            .returning({ id: questionUpvotes.questionId });
      if (changed.length > 0) {
        await tx
          .update(questions)
          .set({ upvotes: sql`${questions.upvotes} + ${on ? 1 : -1}` })
          .where(eq(questions.id, row.id));
      }
      return toQuestion((await readQuestion(tx, user.id, row.id))!, viewer);
    });
  }

  async follow(user: Principal, id: string, on: boolean): Promise<Question> {
    const { row, viewer } = await this.access.question(user, id);
    return this.ctx.db.transaction(async (tx) => {
      if (on) {
        await tx
          .insert(questionFollows)
          .values({ questionId: row.id, userId: user.id, questionCreatedAt: row.createdAt })
          .onConflictDoNothing();
      } else {
        await tx
          .delete(questionFollows)
          .where(and(eq(questionFollows.questionId, row.id), eq(questionFollows.userId, user.id)));
      }
      return toQuestion((await readQuestion(tx, user.id, row.id))!, viewer);
    });
  }
}
