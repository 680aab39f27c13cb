import type { Certificate, CertificatePage, CertificateVerification } from '@campus/sdk';
import { http, HttpResponse } from 'msw';
import { failing, pending, storyNow, type HandlerGroups, type Route } from './kit';

const daysAgo = (days: number) => new Date(storyNow.getTime() - days * 86_400_000).toISOString();

const origin = 'https://campus.example';

const certificate = (over: Partial<Certificate> & Pick<Certificate, 'code'>): Certificate => ({
  _id: `cert-${over.code}`,
  studentId: 'u-student-1',
  studentName: 'Asha Rao',
  courseId: 'course-1',
  courseTitle: 'Full-stack foundations',
  issuedAt: daysAgo(3),
  status: 'valid',
  revokedAt: null,
  revokedReason: null,
  verifyUrl: `${origin}/certificates/${over.code}`,
  ...over,
});

const certificateList: Certificate[] = [
  certificate({ code: 'K7Q2MZX4PAJRT3WB' }),
  certificate({
    code: 'B4TQ7ZLM2XW6RHNA',
    courseId: 'course-2',
    courseTitle: 'Practical TypeScript',
    issuedAt: daysAgo(40),
    status: 'revoked',
    revokedAt: daysAgo(10),
    revokedReason: 'Issued for a course completed by mistake.',
  }),
];

const [valid, revoked] = certificateList as [Certificate, Certificate];

/** The public view of a certificate: who earned what and when, and its standing. */
const verificationOf = ({
  code,
  studentName,
  courseTitle,
  issuedAt,
  status,
  revokedAt,
  revokedReason,
}: Certificate): CertificateVerification => ({
  code,
  studentName,
  courseTitle,
  issuedAt,
  status,
  revokedAt,
  revokedReason,
});

export const validCertificate = valid;
export const revokedCertificate = revoked;

const verifyRoute: Route = ['get', '*/api/certificates/:code'];

/** The public page's answer for one certificate, or 404 for an unknown code. */
export const verifyAnswer = (c: Certificate | null) =>
  http.get('*/api/certificates/:code', () =>
    c
      ? HttpResponse.json(verificationOf(c))
      : HttpResponse.json({ message: 'Certificate not found.' }, { status: 404 }),
  );

export const verifyStates = {
  error: failing([verifyRoute]),
  loading: pending([verifyRoute]),
};

const adminPage = (items: Certificate[]): CertificatePage => ({
  items,
  nextCursor: null,
  pageSize: 20,
});

const routes: Route[] = [
  ['get', '*/api/certificates/mine'],
  ['get', '*/api/certificates'],
];

const answer = (items: Certificate[]) => [
  http.get('*/api/certificates/mine', () => HttpResponse.json(items)),
  http.get('*/api/certificates', () => HttpResponse.json(adminPage(items))),
  http.post('*/api/certificates/:code/revoke', async ({ params, request }) => {
    const body = (await request.json()) as { reason: string };
    const found = items.find((c) => c.code === params.code) ?? valid;
    return HttpResponse.json({
      ...found,
      status: 'revoked',
      revokedAt: storyNow.toISOString(),
      revokedReason: body.reason,
    } satisfies Certificate);
  }),
];

/** The student's certificates (/profile) and the admin's list (/admin/certificates). */
export const certificates: HandlerGroups = {
  full: answer(certificateList),
  empty: answer([]),
  error: failing(routes),
  loading: pending(routes),
};
