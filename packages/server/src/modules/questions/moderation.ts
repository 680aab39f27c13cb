// Moderation by the batch's staff: a hidden question is no longer seen by the batch's students (nor
// its answers, nor in their counts); staff still see it, marked hidden, and can show it again. A
// hidden question no longer waits in its batch's mentors' inbox.
import type { Question } from '@campus/sdk/model';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { questions } from '../../db/schema/index';
import type { Principal } from '../../http/auth';
import { notFound } from '../../http/errors';
import type { QuestionAccess } from './access';
import { questionInboxChanged } from './bell';
import { readQuestion, toQuestion } from './view';

export class QuestionModeration {
  constructor(
    private readonly ctx: AppContext,
    private readonly access: QuestionAccess,
  ) {}

  async setHidden(user: Principal, id: string, hidden: boolean): Promise<Question> {
    const { row, viewer } = await this.access.question(user, id);
    const shown = await this.ctx.db.transaction(async (tx) => {
      // A mentor of another batch never gets this far (404); a student is refused by role.
      if (viewer.membership !== 'staff') throw notFound('No such question.');
      await tx
        .update(questions)
        .set(
          hidden
            ? {
                hiddenAt: row.hiddenAt ?? this.ctx.now(),
                hiddenBy: row.hiddenAt ? undefined : user.id,
              }
            : { hiddenAt: null, hiddenBy: null },
        )
        .where(eq(questions.id, row.id));
      return toQuestion((await readQuestion(tx, user.id, row.id))!, viewer);
    });
    await questionInboxChanged(this.ctx, row);
    return shown;
  }
}
