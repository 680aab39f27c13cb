// Fair routing across a batch's mentors: who reviews a student's new submission, and who gets a
// booking request a student makes to any mentor of their batch.
//
// A batch's routing roster (batch_mentors) lists the mentors its students' submissions are shared
// among, each with a weight (100 by default) and an away state that the mentor or an admin sets.
// A new submission goes to the available member (not away, a working mentor) with the least `pass`,
// and that member's `pass` grows by 1/weight: Cal.com's weighted round-robin, kept as stride
// scheduling, so over any stretch each member's share is their weight over the total weight of
// those available. A member who joins, comes back from away or gets a new weight starts level with
// the least `pass` of the others available: their share counts from then, so they are not flooded
// with what came before.
//
// Race-safe: the choice is made in the submission's transaction with the batch's roster rows locked
// (FOR UPDATE, in mentor order), so concurrent submissions to one batch take turns and each sees the
// counts the one before left. Every path that routes locks the student's users row first (the
// submission and a move between batches both do), then the roster: one order, no deadlock.
import { and, asc, eq, sql } from 'drizzle-orm';
import type { BatchRef } from '../../context';
import { anyOf } from '../../db/any-of';
import type { Queryable } from '../../db/client';
import { batchMentors, taskSubmissions, users } from '../../db/schema/index';
import { inboxItemId, submissionKind, type InboxChange } from '../../lib/inbox-items';
import { workingMentorSql } from '../../lib/mentor-review';
import { sameBatch } from './membership';

/** Where a waiting submission's reviewer changed (for the inboxes concerned). */
interface ReviewerMove {
  submissionId: string;
  attempt: number;
  from: string | null;
  to: string | null;
}

const inBatch = (b: BatchRef) =>
  and(eq(batchMentors.monthYear, b.monthYear), eq(batchMentors.domain, b.domain));

/** The batch's roster rows, locked for this transaction, with whether each member may take work. */
async function lockRoster(tx: Queryable, b: BatchRef) {
  return tx
    .select({
      mentorId: batchMentors.mentorId,
      pass: batchMentors.pass,
      joinedAt: batchMentors.joinedAt,
      available: sql<boolean>`(not ${batchMentors.away} and ${workingMentorSql(batchMentors.mentorId)})`,
    })
    .from(batchMentors)
    .where(inBatch(b))
    .orderBy(asc(batchMentors.mentorId))
    .for('update', { of: batchMentors });
}

/**
 * Where `joining` starts on the batch's roster: level with the least `pass` of the other members
 * available (the database's batch_roster_level, which the roster's own trigger uses too).
 */
export async function rosterLevel(tx: Queryable, b: BatchRef, joining: string): Promise<number> {
  const [row] = await tx
    .select({
      level: sql`batch_roster_level(${b.monthYear}, ${b.domain}, ${joining})`.mapWith(Number),
    })
    .from(sql`(values (1)) as one (x)`);
  return row?.level ?? 0;
}

/** Counts one more (`n` 1) or one less (`n` -1) submission to a member; none if not a member. */
async function count(tx: Queryable, b: BatchRef, mentorId: string, n: 1 | -1): Promise<void> {
  await tx
    .update(batchMentors)
    .set({
      routed: sql`greatest(${batchMentors.routed} + ${n}, 0)`,
      pass: sql`${batchMentors.pass} + ${n}::float8 / ${batchMentors.weight}`,
    })
    .where(and(inBatch(b), eq(batchMentors.mentorId, mentorId)));
}

/**
 * The batch's next member, counted as routed to; null when no member is available. `takes`, when
 * given, is asked of the available members in turn (the least `pass` first) and the first it
 * accepts is chosen: a booking request goes to the member most behind whose hours take its time.
 */
async function routeIn(
  tx: Queryable,
  b: BatchRef,
  takes?: (mentorId: string) => Promise<boolean>,
): Promise<string | null> {
  const roster = await lockRoster(tx, b);
  const turn = roster
    .filter((m) => m.available)
    .sort((x, y) => x.pass - y.pass || x.joinedAt.getTime() - y.joinedAt.getTime());
  for (const m of turn) {
    if (takes && !(await takes(m.mentorId))) continue;
    await count(tx, b, m.mentorId, 1);
    return m.mentorId;
  }
  return null;
}

/** The student's batch, with their users row locked (the first lock every routing path takes). */
export async function lockStudentBatch(tx: Queryable, studentId: string): Promise<BatchRef | null> {
  const [row] = await tx
    .select({ monthYear: users.batchMonthYear, domain: users.batchDomain })
    .from(users)
    .where(eq(users.id, studentId))
    .for('no key update');
  return row?.monthYear && row.domain ? { monthYear: row.monthYear, domain: row.domain } : null;
}

/**
 * The reviewer of a new submission by `studentId`: the next of their batch's roster, or null (the
 * database then makes the task's owner its reviewer). Call inside the submission's transaction.
 */
export async function routeSubmission(tx: Queryable, studentId: string): Promise<string | null> {
  const batch = await lockStudentBatch(tx, studentId);
  return batch ? routeIn(tx, batch) : null;
}

/**
 * The mentor of `studentId`'s batch who takes a booking request "for any mentor of my batch": the
 * roster's turn as for submissions, skipping members `takes` refuses (their hours, their calendar).
 * Null when the student has no batch or no member takes it. Call inside the request's transaction.
 */
export async function routeBookingRequest(
  tx: Queryable,
  studentId: string,
  takes: (mentorId: string) => Promise<boolean>,
): Promise<{ batch: BatchRef | null; mentorId: string | null }> {
  const batch = await lockStudentBatch(tx, studentId);
  return { batch, mentorId: batch ? await routeIn(tx, batch, takes) : null };
}

/** Is `mentorId` on the batch's roster and a working mentor? */
export async function onRoster(tx: Queryable, b: BatchRef, mentorId: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: batchMentors.mentorId })
    .from(batchMentors)
    .where(
      and(inBatch(b), eq(batchMentors.mentorId, mentorId), workingMentorSql(batchMentors.mentorId)),
    )
    .limit(1);
  return !!row;
}

/** A hand-off's counts: one less for the giver, one more for the taker (members of `b` only). */
export async function moveShare(
  tx: Queryable,
  b: BatchRef,
  from: string | null,
  to: string,
): Promise<void> {
  // In mentor order, like every lock of the roster.
  const steps: [string, 1 | -1][] = from
    ? [
        [from, -1],
        [to, 1],
      ]
    : [[to, 1]];
  steps.sort((x, y) => (x[0] < y[0] ? -1 : 1));
  for (const [id, n] of steps) await count(tx, b, id, n);
}

/**
 * Students moved to batch `to` from another batch or none (their users rows already locked by the
 * move's own update; those moved within `to` are left as they are): each of their waiting submissions is routed among `to`'s roster, or to its task's owner when no member is
 * available, and the former reviewer loses it. The share it counted in the batch the student left
 * stays counted (only `to`'s roster is locked, so two moves between two batches cannot deadlock).
 */
export async function rerouteStudents(
  tx: Queryable,
  moved: { studentId: string; from: BatchRef | null }[],
  to: BatchRef,
): Promise<InboxChange[]> {
  const studentIds = moved.filter((m) => !m.from || !sameBatch(m.from, to)).map((m) => m.studentId);
  if (studentIds.length === 0) return [];
  const waiting = await tx
    .select({
      id: taskSubmissions.id,
      attempt: taskSubmissions.attempt,
      mentorId: taskSubmissions.mentorId,
    })
    .from(taskSubmissions)
    .where(and(anyOf(taskSubmissions.studentId, studentIds), eq(taskSubmissions.status, 'pending')))
    .orderBy(asc(taskSubmissions.submittedAt), asc(taskSubmissions.id));
  const moves: ReviewerMove[] = [];
  for (const s of waiting) {
    const next = await routeIn(tx, to);
    const [row] = await tx
      .update(taskSubmissions)
      .set({ mentorId: next })
      .where(eq(taskSubmissions.id, s.id))
      .returning({ mentorId: taskSubmissions.mentorId });
    const now = row?.mentorId ?? null;
    if (now !== s.mentorId)
      moves.push({ submissionId: s.id, attempt: s.attempt, from: s.mentorId, to: now });
  }
  return reviewerInboxChanges(moves);
}

/** What the reviewers' inboxes hear of moves: the item leaves one and enters the other. */
function reviewerInboxChanges(moves: ReviewerMove[]): InboxChange[] {
  return moves.flatMap((m) => {
    const itemId = inboxItemId(submissionKind(m.attempt), m.submissionId);
    const out: InboxChange[] = [];
    if (m.from) out.push({ mentorId: m.from, itemId, was: true });
    if (m.to) out.push({ mentorId: m.to, itemId, was: false });
    return out;
  });
}
