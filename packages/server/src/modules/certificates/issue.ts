// Issuing: once per student and course, inside the transaction that completes the course (the
// courses area calls it through extensions.onCourseCompleted). The unique index on (student,
// course) decides: the insert that wins announces the certificate; any other inserts nothing.
// Completions without a certificate (made before certificates existed, or written directly such as
// the demo's) get theirs from `backfill`, a background job: the same insert, so the same index
// keeps it at one certificate per completion however often and wherever it runs.
import { randomBytes } from 'node:crypto';
import { and, eq, isNotNull, notExists, sql } from 'drizzle-orm';
import type { AppContext, CourseCompletion } from '../../context';
import type { Queryable, Tx } from '../../db/client';
import { certificates, courses, enrollments, users } from '../../db/schema/index';
import type { Delivery } from '../../realtime/hub';
import { toCertificate } from './dto';

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** 16 base32 characters from 80 random bits: a code nobody can guess or walk. */
export function newCode(): string {
  const bytes = randomBytes(10);
  let bits = 0;
  let value = 0;
  let out = '';
  for (const b of bytes) {
    value = (value << 8) | b;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  return out;
}

/**
 * A code as stored, from a code as a person typed it: the contract lets the path carry lower case
 * and spaces or hyphens between groups ("k7q2 mzx4-pajr t3wb"), which say nothing about the code.
 */
export const canonicalCode = (typed: string) => typed.replace(/[\s-]/g, '').toUpperCase();

export class CertificateIssuer {
  constructor(private readonly ctx: AppContext) {}

  async issue(tx: Tx, completion: CourseCompletion): Promise<Delivery> {
    const [who] = await tx
      .select({ name: users.name })
      .from(users)
      .where(eq(users.id, completion.studentId));
    const [course] = await tx
      .select({ title: courses.title })
      .from(courses)
      .where(eq(courses.id, completion.courseId));
    if (!who || !course) return { events: [] };
    const row = await this.insert(tx, {
      studentId: completion.studentId,
      courseId: completion.courseId,
      studentName: who.name,
      courseTitle: course.title,
      issuedAt: completion.at,
    });
    if (!row) return { events: [] };
    return this.ctx.hub.prepare(tx, [row.studentId], {
      name: 'certificate_issued',
      type: 'other',
      message: `Your certificate for "${row.courseTitle}" is ready.`,
      reason: `because you completed "${row.courseTitle}"`,
      about: { courseId: row.courseId },
      entityId: row.id,
      link: '/profile',
      payload: { certificate: toCertificate(row, this.ctx.config.publicUrl) },
    });
  }

  /** One certificate with a fresh code, or nothing when the student already has this course's. */
  private async insert(
    q: Queryable,
    values: Pick<
      typeof certificates.$inferInsert,
      'studentId' | 'courseId' | 'studentName' | 'courseTitle' | 'issuedAt'
    >,
  ) {
    const [row] = await q
      .insert(certificates)
      .values({ ...values, code: newCode() })
      .onConflictDoNothing({ target: [certificates.studentId, certificates.courseId] })
      .returning();
    return row;
  }

  /**
   * Certificates for up to `limit` completed enrollments that have none, dated when the course was
   * completed; answers how many were issued. Quiet: no notification for a course finished long ago.
   */
  async backfill(limit = 500): Promise<number> {
    const missing = await this.ctx.db
      .select({
        studentId: enrollments.studentId,
        courseId: enrollments.courseId,
        studentName: users.name,
        courseTitle: courses.title,
        issuedAt: enrollments.completedAt,
      })
      .from(enrollments)
      .innerJoin(users, eq(users.id, enrollments.studentId))
      .innerJoin(courses, eq(courses.id, enrollments.courseId))
      .where(
        and(
          eq(enrollments.status, 'completed'),
          isNotNull(enrollments.completedAt),
          notExists(
            this.ctx.db
              .select({ one: sql`1` })
              .from(certificates)
              .where(
                and(
                  eq(certificates.studentId, enrollments.studentId),
                  eq(certificates.courseId, enrollments.courseId),
                ),
              ),
          ),
        ),
      )
      .limit(limit);
    let issued = 0;
    for (const m of missing)
      if (await this.insert(this.ctx.db, { ...m, issuedAt: m.issuedAt! })) issued++;
    return issued;
  }
}
