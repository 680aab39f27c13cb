// "New since your last visit": what others posted in a space after the caller last marked it
// visited, counting only what the caller may see. Both counts read one index range from the visit
// on (questions_batch_idx / _visible_idx, question_answers_batch_idx).
import type { BatchRef, QuestionSpaceNews } from '@campus/sdk/model';
import { and, count, eq, gt, isNull, ne } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { questionAnswers, questions, questionSpaceVisits } from '../../db/schema/index';
import type { Principal } from '../../http/auth';
import type { QuestionAccess } from './access';

export class QuestionVisits {
  constructor(
    private readonly ctx: AppContext,
    private readonly access: QuestionAccess,
  ) {}

  async news(user: Principal, batch: BatchRef): Promise<QuestionSpaceNews> {
    const viewer = await this.access.space(user, batch);
    const db = this.ctx.db;
    const [visit] = await db
      .select({ at: questionSpaceVisits.visitedAt })
      .from(questionSpaceVisits)
      .where(
        and(
          eq(questionSpaceVisits.userId, user.id),
          eq(questionSpaceVisits.monthYear, batch.monthYear),
          eq(questionSpaceVisits.domain, batch.domain),
        ),
      );
    const since = visit?.at;
    const visible = viewer.membership === 'staff' ? undefined : isNull(questions.hiddenAt);
    const [asked] = await db
      .select({ n: count() })
      .from(questions)
      .where(
        and(
          eq(questions.monthYear, batch.monthYear),
          eq(questions.domain, batch.domain),
          since ? gt(questions.createdAt, since) : undefined,
          ne(questions.authorId, user.id),
          visible,
        ),
      );
    const [answered] = await db
      .select({ n: count() })
      .from(questionAnswers)
      .innerJoin(questions, eq(questions.id, questionAnswers.questionId))
      .where(
        and(
          eq(questionAnswers.monthYear, batch.monthYear),
          eq(questionAnswers.domain, batch.domain),
          since ? gt(questionAnswers.createdAt, since) : undefined,
          ne(questionAnswers.authorId, user.id),
          visible,
        ),
      );
    return {
      newQuestions: asked?.n ?? 0,
      newAnswers: answered?.n ?? 0,
      lastVisitAt: since ? since.toISOString() : null,
    };
  }

  async markVisited(user: Principal, batch: BatchRef): Promise<QuestionSpaceNews> {
    await this.access.space(user, batch);
    const at = this.ctx.now();
    await this.ctx.db
      .insert(questionSpaceVisits)
      .values({ userId: user.id, ...batch, visitedAt: at })
      .onConflictDoUpdate({
        target: [
          questionSpaceVisits.userId,
          questionSpaceVisits.monthYear,
          questionSpaceVisits.domain,
        ],
        set: { visitedAt: at },
      });
    return { newQuestions: 0, newAnswers: 0, lastVisitAt: at.toISOString() };
  }
}
