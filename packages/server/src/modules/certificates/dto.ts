// A certificate as its owner and admins see it, and as the public verification page sees it (who
// earned what and when, and its standing — nothing else about the student).
import type { Certificate, CertificateVerification } from '@campus/sdk/model';
import type { CertificateRow } from '../../db/schema/index';

/** The public page of a certificate: `<origin>/certificates/<code>`. */
export const verifyUrl = (origin: string, code: string) => `${origin}/certificates/${code}`;

export function toCertificate(r: CertificateRow, origin: string): Certificate {
  return {
    _id: r.id,
    code: r.code,
    studentId: r.studentId,
    studentName: r.studentName,
    courseId: r.courseId,
    courseTitle: r.courseTitle,
    issuedAt: r.issuedAt.toISOString(),
    status: r.revokedAt ? 'revoked' : 'valid',
    revokedAt: r.revokedAt?.toISOString() ?? null,
    revokedReason: r.revokedReason,
    verifyUrl: verifyUrl(origin, r.code),
  };
}

export function toVerification(r: CertificateRow): CertificateVerification {
  return {
    code: r.code,
    studentName: r.studentName,
    courseTitle: r.courseTitle,
    issuedAt: r.issuedAt.toISOString(),
    status: r.revokedAt ? 'revoked' : 'valid',
    revokedAt: r.revokedAt?.toISOString() ?? null,
    revokedReason: r.revokedReason,
  };
}
