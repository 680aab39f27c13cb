// What other areas may use of batch questions: the link to a question's page, and when a question
// waits on its batch's staff (the mentor's inbox reads its `question` items by this rule).
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { questionAnswers, questions, users } from '../../db/schema/index';

export { questionLink } from './bell';

/** How long a question is the batch's own to answer before it waits on the batch's mentors. */
export const PEER_WINDOW_HOURS = 4;

/** The latest a question may have been asked to wait on its batch's staff at `now` (ISO 8601). */
export const askedBefore = (now: Date): string =>
  new Date(now.getTime() - PEER_WINDOW_HOURS * 3_600_000).toISOString();

/**
 * The question (a row of `questions`) waits on its batch's staff: it is visible, has no accepted
 * answer and no answer by a mentor or an admin, and was asked by `askedBy` (`askedBefore` now, or a
 * placeholder for it). The first three are the predicate of questions_batch_unanswered_idx's range; the staff
 * answer is one probe of question_answers_question_idx per question of that range. Its OFFSET 0
 * keeps PostgreSQL from turning the probe into an anti-join over every answer of the campus (hashed
 * before the batch's few questions are even read: 600 ms at five times a real campus's size, 2 ms
 * as a probe).
 */
export function waitsOnStaff(askedBy: string | SQLWrapper): SQL {
  const q = questions;
  const a = questionAnswers;
  return sql`${q.acceptedAnswerId} is null and ${q.hiddenAt} is null
    and ${q.createdAt} <= ${askedBy}::timestamptz
    and not exists (select 1 from ${a} join ${users} as staff on staff.id = ${a.authorId}
      where ${a.questionId} = ${q.id} and staff.role <> 'student' offset 0)`;
}
