// Issuing: once per student and course, inside the transaction that completes the course (the
// courses area calls it through extensions.onCourseCompleted). The unique index on (student,
// course) decides: the insert that wins announces the certificate; any other inserts nothing.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { AppContext, CourseCompletion } from '../../context';
import type { Tx } from '../../db/client';
import { certificates, courses, users } from '../../db/schema/index';
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
    const [row] = await tx
      .insert(certificates)
      .values({
        code: newCode(),
        studentId: completion.studentId,
        courseId: completion.courseId,
        studentName: who.name,
        courseTitle: course.title,
        issuedAt: completion.at,
      })
      .onConflictDoNothing({ target: [certificates.studentId, certificates.courseId] })
      .returning();
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
}
