// Program enrolments: from a paid registration to a seat in a batch. The registration with payment
// writes the enrolment with its checkout; the payment that clears what the student owes marks it
// paid in the same transaction; an admin's batch assignment places the student (users.batch_*) and
// mails each placed student their program, batch and mentor through the outbox, in that transaction.
// Where an enrolment stands is derived, never stored twice: unpaid, paid and in no batch ("paid,
// waiting for a batch"), or placed.
import type { PersonSummary, ProgramEnrolment, Welcome } from '@campus/sdk/model';
import { formatDate } from '@campus/time';
import { and, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { AppContext, BatchRef } from '../../context';
import type { Queryable } from '../../db/client';
import { batchAssignments, programEnrollments, programs, users } from '../../db/schema/index';
import { anyOf } from '../../db/any-of';
import { batchLabel } from '../../lib/batch-ref';
import { composeMail } from '../../lib/mail-layout';
import { peopleById } from '../../lib/people';

/** Records `studentId`'s enrolment in the program `slug` (a stored program; none for others). */
export async function recordProgramEnrolment(
  tx: Queryable,
  studentId: string,
  slug: string,
  checkoutId: string,
): Promise<void> {
  await tx.execute(sql`
    insert into ${programEnrollments} (student_id, program_id, checkout_id)
    select ${studentId}, ${programs.id}, ${checkoutId} from ${programs} where ${programs.slug} = ${slug}
    on conflict (student_id) do nothing`);
}

/** In the payment's transaction, once the student owes nothing: their enrolment is paid. */
export async function markProgramPaid(tx: Queryable, studentId: string, at: Date): Promise<void> {
  await tx
    .update(programEnrollments)
    .set({ paidAt: at })
    .where(and(eq(programEnrollments.studentId, studentId), isNull(programEnrollments.paidAt)));
}

/** Students who paid for a program and are in no batch yet (a condition on `users`). */
export const waitingForBatch: SQL = sql`${users.batchMonthYear} is null and exists (
  select 1 from ${programEnrollments}
  where ${programEnrollments.studentId} = ${users.id} and ${programEnrollments.paidAt} is not null)`;

interface EnrolmentRow {
  studentId: string;
  slug: string;
  title: string;
  startsOn: string | null;
  paidAt: Date | null;
  monthYear: string | null;
  domain: string | null;
}

function toEnrolment(r: EnrolmentRow): ProgramEnrolment {
  const batch = r.monthYear && r.domain ? { monthYear: r.monthYear, domain: r.domain } : null;
  const out: ProgramEnrolment = {
    program: { slug: r.slug, title: r.title },
    status: !r.paidAt ? 'awaiting-payment' : batch ? 'placed' : 'waiting-for-batch',
  };
  if (r.startsOn) out.startsOn = r.startsOn;
  if (r.paidAt) out.paidAt = r.paidAt.toISOString();
  if (batch) out.batch = batch;
  return out;
}

function enrolmentQuery(q: Queryable, where: SQL | undefined) {
  return q
    .select({
      studentId: programEnrollments.studentId,
      slug: programs.slug,
      title: programs.title,
      startsOn: programs.startsOn,
      paidAt: programEnrollments.paidAt,
      monthYear: users.batchMonthYear,
      domain: users.batchDomain,
    })
    .from(programEnrollments)
    .innerJoin(programs, eq(programs.id, programEnrollments.programId))
    .innerJoin(users, eq(users.id, programEnrollments.studentId))
    .where(where);
}

/** The enrolments of a page of students (at most a page's ids), by student id. */
export async function enrolmentsOf(
  q: Queryable,
  studentIds: string[],
): Promise<Map<string, ProgramEnrolment>> {
  if (studentIds.length === 0) return new Map();
  const rows = await enrolmentQuery(q, anyOf(programEnrollments.studentId, studentIds));
  return new Map(rows.map((r) => [r.studentId, toEnrolment(r)]));
}

/** getWelcome: the first-visit flag, and a student's program enrolment with their batch's mentor. */
export async function welcome(q: Queryable, userId: string): Promise<Welcome> {
  const [me] = await q
    .select({ signIns: users.signIns })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  const out: Welcome = { firstVisit: (me?.signIns ?? 0) <= 1 };
  const [row] = await enrolmentQuery(q, eq(programEnrollments.studentId, userId));
  if (!row) return out;
  out.enrolment = toEnrolment(row);
  const [assigned] = await q
    .select({ mentorId: batchAssignments.mentorId })
    .from(batchAssignments)
    .where(eq(batchAssignments.studentId, userId));
  if (assigned) {
    const mentor: PersonSummary | undefined = (await peopleById(q, [assigned.mentorId])).get(
      assigned.mentorId,
    );
    if (mentor) out.mentor = mentor;
  }
  return out;
}

/**
 * In the assignment's transaction: mails each of `studentIds` who paid for a program that they are
 * placed in `batch` with `mentorId` (written to the outbox, so sent once the placement committed).
 */
export async function mailPlacements(
  ctx: Pick<AppContext, 'outbox' | 'config'>,
  tx: Queryable,
  studentIds: string[],
  batch: BatchRef,
  mentorId: string,
): Promise<void> {
  if (studentIds.length === 0) return;
  const placed = await tx
    .select({
      name: users.name,
      email: users.email,
      title: programs.title,
      startsOn: programs.startsOn,
    })
    .from(programEnrollments)
    .innerJoin(programs, eq(programs.id, programEnrollments.programId))
    .innerJoin(users, eq(users.id, programEnrollments.studentId))
    .where(
      and(anyOf(programEnrollments.studentId, studentIds), isNotNull(programEnrollments.paidAt)),
    );
  if (placed.length === 0) return;
  const [mentor] = await tx
    .select({ name: users.name })
    .from(users)
    .where(eq(users.id, mentorId))
    .limit(1);
  for (const p of placed) {
    const start = p.startsOn
      ? ` The program starts on ${formatDate(`${p.startsOn}T00:00:00Z`, { timeZone: 'UTC', style: 'long' })}.`
      : '';
    await ctx.outbox.enqueue(
      tx,
      composeMail({
        to: p.email,
        subject: `Your ${p.title} batch: ${batchLabel(batch)}`,
        name: p.name,
        paragraphs: [
          `You are placed in batch ${batchLabel(batch)} of ${p.title}, with ${mentor?.name ?? 'your mentor'} as your mentor.${start}`,
          'Your dashboard shows your batch, its live classes and your mentor.',
        ],
        action: { label: 'Open your dashboard', url: `${ctx.config.publicUrl}/dashboard` },
      }),
    );
  }
}
