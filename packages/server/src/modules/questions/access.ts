// Who may see a question space and its questions: the batch's staff and students
// (lib/batch-members.ts). Anyone else is answered 404, as is a student asking for a hidden
// question, so nobody outside can tell a space or a question from one that does not exist.
// Membership is read on the database itself (lib/batch-members.ts), so it is checked before a
// transaction begins, never inside one.
import type { BatchRef } from '@campus/sdk/model';
import type { AppContext } from '../../context';
import type { Principal } from '../../http/auth';
import { notFound } from '../../http/errors';
import { batchMembership } from '../../lib/batch-members';
import { readQuestion, type QuestionViewRow, type Viewer } from './view';

const NO_SPACE = 'No such question space.';
const NO_QUESTION = 'No such question.';

export class QuestionAccess {
  constructor(private readonly ctx: AppContext) {}

  /** The caller as a member of the batch's space, or 404. */
  async space(user: Principal, batch: BatchRef): Promise<Viewer> {
    const membership = await batchMembership(this.ctx, user, batch);
    if (!membership) throw notFound(NO_SPACE);
    return { id: user.id, membership };
  }

  /** The question as the caller may read it, or 404 (outside their batches, or hidden from them). */
  async question(user: Principal, id: string): Promise<{ row: QuestionViewRow; viewer: Viewer }> {
    const row = await readQuestion(this.ctx.db, user.id, id);
    if (!row) throw notFound(NO_QUESTION);
    const membership = await batchMembership(this.ctx, user, {
      monthYear: row.monthYear,
      domain: row.domain,
    });
    if (!membership || (row.hiddenAt && membership !== 'staff')) throw notFound(NO_QUESTION);
    return { row, viewer: { id: user.id, membership } };
  }
}
