// The followers' bell: when a question is answered or has an answer accepted, everyone who follows
// it (the asker, its answerers, whoever followed it) but the one who acted gets a stored
// notification of the kind "questions and answers" (preferences/kinds.ts), with a reason that says
// whether they asked it or follow it. Stored inside the change's transaction (`prepare`), sent once
// it has committed (`deliver`). A hidden question rings no one's bell. The batch's mentors' inbox
// hears of the changes that end or resume a question's wait on them (`questionInboxChanged`).
import type { BatchRef } from '@campus/sdk/model';
import { and, eq, ne, or } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Queryable } from '../../db/client';
import { questionFollows, users } from '../../db/schema/index';
import { inboxItemId } from '../../lib/inbox-items';
import type { Delivery } from '../../realtime/hub';
import { batchMentorIds, mentorOfBatch } from '../batches/public';

/** The app's page of one question (the web app's `paths.question`). */
export const questionLink = (id: string) => `/questions/${encodeURIComponent(id)}`;

/**
 * Tells the inbox of each mentor of the question's batch that its `question` item may have gone or
 * come back (answered by staff, accepted, hidden or shown again), once the change has committed:
 * the inbox reads the item again and says which.
 */
export async function questionInboxChanged(
  ctx: AppContext,
  question: { id: string; monthYear: string; domain: string },
): Promise<void> {
  const mentors = await batchMentorIds(ctx.db, question);
  const itemId = inboxItemId('question', question.id);
  ctx.extensions.inboxChanged(mentors.map((mentorId) => ({ mentorId, itemId, was: true })));
}

/** The question as the bell names it. */
export interface BellQuestion {
  id: string;
  title: string;
  authorId: string;
  monthYear: string;
  domain: string;
  hiddenAt: Date | null;
}

export type BellChange =
  | { kind: 'answered'; answerId: string; byName: string }
  | { kind: 'accepted'; answerId: string; byName: string };

const ASKED = 'because you asked this question';
const FOLLOWED = 'because you follow this question';

function sentence(change: BellChange, title: string, asker: boolean): string {
  const what = asker ? `your question “${title}”` : `“${title}”, a question you follow`;
  return change.kind === 'answered'
    ? `${change.byName} answered ${what}.`
    : `${change.byName} accepted an answer to ${what}.`;
}

/**
 * Stores the followers' notifications of `change` inside `q` (the change's transaction); the caller
 * delivers the answer after the commit.
 */
export async function prepareFollowersBell(
  ctx: AppContext,
  q: Queryable,
  question: BellQuestion,
  actorId: string,
  change: BellChange,
): Promise<Delivery> {
  if (question.hiddenAt) return { events: [] };
  // Only followers who still belong to the batch: a student who moved to another batch, or a mentor
  // with no student in it any more, can no longer open the question, so nothing rings for them.
  const f = questionFollows;
  const rows = await q
    .select({ userId: f.userId })
    .from(f)
    .innerJoin(users, eq(users.id, f.userId))
    .where(
      and(
        eq(f.questionId, question.id),
        ne(f.userId, actorId),
        eq(users.isActive, true),
        or(
          eq(users.role, 'admin'),
          and(
            eq(users.role, 'student'),
            eq(users.batchMonthYear, question.monthYear),
            eq(users.batchDomain, question.domain),
          ),
          and(
            eq(users.role, 'mentor'),
            mentorOfBatch(users.id, question.monthYear, question.domain),
          ),
        ),
      ),
    );
  const followers = rows.map((r) => r.userId);
  const batch: BatchRef = { monthYear: question.monthYear, domain: question.domain };
  const name =
    change.kind === 'answered' ? 'followed_question_answered' : 'followed_question_answer_accepted';
  const payload = { batch, questionId: question.id, answerId: change.answerId };
  const deliveries: Delivery[] = [];
  // The asker and the other followers read different sentences: one notice each.
  for (const asker of [true, false]) {
    const to = followers.filter((id) => (id === question.authorId) === asker);
    if (to.length === 0) continue;
    deliveries.push(
      await ctx.hub.prepare(q, to, {
        name,
        type: 'other',
        message: sentence(change, question.title, asker),
        reason: asker ? ASKED : FOLLOWED,
        about: { batch },
        entityId: question.id,
        link: questionLink(question.id),
        payload,
      }),
    );
  }
  return { events: deliveries.flatMap((d) => d.events) };
}
