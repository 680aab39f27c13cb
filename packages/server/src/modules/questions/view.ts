// A question as one caller may see it: the row, the caller's own marks (upvoted, following) and
// the asker, whose name an anonymous question shows only to the batch's staff and to the asker.
import type { Answer, Question } from '@campus/sdk/model';
import { and, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import {
  questionAnswers,
  questionFollows,
  questions,
  questionUpvotes,
  users,
  type QuestionAnswerRow,
} from '../../db/schema/index';
import type { BatchMembership } from '../../lib/batch-members';
import { personColumns, toPerson, type PersonColumns } from '../../lib/people';

/** Who reads: their id and how they belong to the question's batch. */
export interface Viewer {
  id: string;
  membership: BatchMembership;
}

/** The columns of a question row as `toQuestion` reads it, for `viewer`. */
export function questionColumns(viewerId: string) {
  return {
    id: questions.id,
    monthYear: questions.monthYear,
    domain: questions.domain,
    authorId: questions.authorId,
    title: questions.title,
    body: questions.body,
    anonymous: questions.anonymous,
    acceptedAnswerId: questions.acceptedAnswerId,
    answerCount: questions.answerCount,
    upvotes: questions.upvotes,
    hiddenAt: questions.hiddenAt,
    createdAt: questions.createdAt,
    author: personColumns,
    upvotedByMe: sql<boolean>`exists (select 1 from ${questionUpvotes} where ${questionUpvotes.questionId} = ${questions.id} and ${questionUpvotes.userId} = ${viewerId})`,
    following: sql<boolean>`exists (select 1 from ${questionFollows} where ${questionFollows.questionId} = ${questions.id} and ${questionFollows.userId} = ${viewerId})`,
  };
}

export interface QuestionViewRow {
  id: string;
  monthYear: string;
  domain: string;
  authorId: string;
  title: string;
  body: string;
  anonymous: boolean;
  acceptedAnswerId: string | null;
  answerCount: number;
  upvotes: number;
  hiddenAt: Date | null;
  createdAt: Date;
  author: PersonColumns;
  upvotedByMe: boolean;
  following: boolean;
}

/** The question's row for `viewer`, or undefined when there is none with that id. */
export async function readQuestion(
  q: Queryable,
  viewerId: string,
  id: string,
): Promise<QuestionViewRow | undefined> {
  const [row] = await q
    .select(questionColumns(viewerId))
    .from(questions)
    .innerJoin(users, eq(users.id, questions.authorId))
    .where(eq(questions.id, id))
    .limit(1);
  return row;
}

export function toQuestion(row: QuestionViewRow, viewer: Viewer): Question {
  const mine = row.authorId === viewer.id;
  const named = !row.anonymous || mine || viewer.membership === 'staff';
  return {
    _id: row.id,
    batch: { monthYear: row.monthYear, domain: row.domain },
    title: row.title,
    body: row.body,
    author: named ? toPerson(row.author) : null,
    anonymous: row.anonymous,
    mine,
    answerCount: row.answerCount,
    upvotes: row.upvotes,
    upvotedByMe: Boolean(row.upvotedByMe),
    following: Boolean(row.following),
    acceptedAnswerId: row.acceptedAnswerId,
    hidden: row.hiddenAt !== null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** A question's answers, the accepted one first, then the oldest first. */
export async function readAnswers(
  q: Queryable,
  questionId: string,
  acceptedId: string | null,
): Promise<Answer[]> {
  const rows = await q
    .select({ answer: questionAnswers, author: personColumns })
    .from(questionAnswers)
    .innerJoin(users, eq(users.id, questionAnswers.authorId))
    .where(and(eq(questionAnswers.questionId, questionId)))
    .orderBy(questionAnswers.createdAt, questionAnswers.id);
  const answers = rows.map((r) => toAnswer(r.answer, r.author, acceptedId));
  return [...answers.filter((a) => a.accepted), ...answers.filter((a) => !a.accepted)];
}

export function toAnswer(
  row: QuestionAnswerRow,
  author: PersonColumns,
  acceptedId: string | null,
): Answer {
  return {
    _id: row.id,
    questionId: row.questionId,
    body: row.body,
    author: toPerson(author),
    accepted: row.id === acceptedId,
    createdAt: row.createdAt.toISOString(),
  };
}
