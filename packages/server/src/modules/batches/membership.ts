// Who belongs to which batch — the rules every class area shares (live classes, videos, updates,
// the assistant). A student's batch is their `users.batch_*` (kept in sync with their assignment);
// "a mentor of the batch" is a mentor with at least one student assigned to them in it.
import { and, asc, eq, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { BatchRef } from '../../context';
import type { Queryable } from '../../db/client';
import { batchAssignments, users } from '../../db/schema/index';

export const sameBatch = (a: BatchRef, b: BatchRef) =>
  a.monthYear === b.monthYear && a.domain === b.domain;
export const batchRoom = (b: BatchRef) => `batch:${b.monthYear}:${b.domain}`;

/** The batches a mentor has students in, newest month first. */
export async function mentorBatchesOf(q: Queryable, mentorId: string): Promise<BatchRef[]> {
  return q
    .selectDistinct({ monthYear: batchAssignments.monthYear, domain: batchAssignments.domain })
    .from(batchAssignments)
    .where(eq(batchAssignments.mentorId, mentorId))
    .orderBy(asc(batchAssignments.monthYear), asc(batchAssignments.domain))
    .then((rows) => rows.reverse());
}

/** Mentor `mentorId` has a student assigned to them in batch (`monthYear`, `domain`). */
const assignedIn = (
  mentorId: SQLWrapper | string,
  monthYear: SQLWrapper | string,
  domain: SQLWrapper | string,
) =>
  and(
    eq(batchAssignments.mentorId, mentorId),
    eq(batchAssignments.monthYear, monthYear),
    eq(batchAssignments.domain, domain),
  );

export async function mentorsBatch(q: Queryable, mentorId: string, b: BatchRef): Promise<boolean> {
  const [row] = await q
    .select({ id: batchAssignments.id })
    .from(batchAssignments)
    .where(assignedIn(mentorId, b.monthYear, b.domain))
    .limit(1);
  return !!row;
}

/**
 * mentorsBatch as a condition a statement carries, for lists that need it per row (the conversation
 * page asks it of each person on it in the page's own query); its arguments may be the
 * statement's columns.
 */
export const mentorOfBatch = (
  mentorId: SQLWrapper | string,
  monthYear: SQLWrapper | string,
  domain: SQLWrapper | string,
): SQL =>
  sql`exists (select 1 from ${batchAssignments} where ${assignedIn(mentorId, monthYear, domain)})`;

/** The mentors of a batch: every mentor with a student assigned to them in it. */
export async function batchMentorIds(q: Queryable, b: BatchRef): Promise<string[]> {
  const rows = await q
    .selectDistinct({ id: batchAssignments.mentorId })
    .from(batchAssignments)
    .where(and(eq(batchAssignments.monthYear, b.monthYear), eq(batchAssignments.domain, b.domain)));
  return rows.map((r) => r.id);
}

/** The caller's current batch (students), read fresh from the database rather than the token. */
export async function studentBatch(q: Queryable, studentId: string): Promise<BatchRef | null> {
  const [row] = await q
    .select({ monthYear: users.batchMonthYear, domain: users.batchDomain })
    .from(users)
    .where(eq(users.id, studentId))
    .limit(1);
  return row?.monthYear && row.domain ? { monthYear: row.monthYear, domain: row.domain } : null;
}

/** A person whose batch is `b` (their `users.batch_*`), as a condition on `users`. */
export const inBatch = (b: BatchRef): SQL =>
  and(eq(users.batchMonthYear, b.monthYear), eq(users.batchDomain, b.domain)) as SQL;

/**
 * The students of a batch — its active student accounts — as a condition on `users`: the rows of
 * its gradebook, the recipients of its events, the assignees of a task set for it.
 */
export const batchStudents = (b: BatchRef): SQL =>
  and(eq(users.role, 'student'), eq(users.isActive, true), inBatch(b)) as SQL;

/** The students of a batch (`batchStudents`), by name (ties by id). */
export async function batchStudentIds(q: Queryable, b: BatchRef): Promise<string[]> {
  const rows = await q
    .select({ id: users.id })
    .from(users)
    .where(batchStudents(b))
    .orderBy(asc(users.name), asc(users.id));
  return rows.map((r) => r.id);
}

/** The mentor a student is assigned to, if any. */
export async function studentMentorId(q: Queryable, studentId: string): Promise<string | null> {
  const [row] = await q
    .select({ mentorId: batchAssignments.mentorId })
    .from(batchAssignments)
    .where(eq(batchAssignments.studentId, studentId))
    .limit(1);
  return row?.mentorId ?? null;
}

/** Active students assigned to a mentor, in any batch (the recipients of their "all" updates). */
export async function mentorStudentIds(q: Queryable, mentorId: string): Promise<string[]> {
  const rows = await q
    .select({ id: users.id })
    .from(batchAssignments)
    .innerJoin(users, eq(users.id, batchAssignments.studentId))
    .where(
      and(
        eq(batchAssignments.mentorId, mentorId),
        eq(users.role, 'student'),
        eq(users.isActive, true),
      ),
    );
  return rows.map((r) => r.id);
}
