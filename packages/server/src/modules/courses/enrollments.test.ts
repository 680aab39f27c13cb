/* eslint-disable @typescript-eslint/no-explicit-any -- test responses are asserted field by field */
// A student's enrolment: enrolling and its charge, leaving and the refund window, progress, expiry.
import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { enrollmentAudit } from '../../db/schema/index';
import { testDatabases } from '../../testing/server';
import { lessonIds, makeCourse, useEnrollmentServer } from '../../testing/courses';
import { signPayload } from '../payments/public';
import { EXPIRY_SWEEP_MS } from './routes';

const DAY = 24 * 60 * 60 * 1000;
/** The test server's PAYMENT_WEBHOOK_SECRET (testing/server.ts). */
const WEBHOOK_SECRET = 'test-webhook-secret';

for (const db of testDatabases()) {
  describe(`enrollments [${db}]`, () => {
    const { s, now, later, pending } = useEnrollmentServer(db);

    /** The provider confirms a payment of `amount` for the account (the webhook, signed). */
    const pay = async (userId: string, amount: number) => {
      const raw = JSON.stringify({
        paymentId: `pay_${userId}_${amount}_${Math.random().toString(36).slice(2)}`,
        reference: userId,
        amount,
        status: 'succeeded',
      });
      const res = await s.api('POST', '/api/payments/webhook', {
        body: raw,
        headers: { 'x-campus-signature': signPayload(WEBHOOK_SECRET, raw) },
      });
      expect(res.status).toBe(200);
    };
    /** The reason of the enrollment's latest audit entry into `to`. */
    const lastReason = async (enrollmentId: string, to: 'cancelled' | 'active') => {
      const [row] = await s.campus.ctx.db
        .select({ reason: enrollmentAudit.reason })
        .from(enrollmentAudit)
        .where(
          and(eq(enrollmentAudit.enrollmentId, enrollmentId), eq(enrollmentAudit.toStatus, to)),
        )
        .orderBy(desc(enrollmentAudit.createdAt))
        .limit(1);
      return row?.reason;
    };

    it('enrolls idempotently: 201 once, then 200; charges a paid course once', async () => {
      const inst = await s.user('instructor');
      const student = await s.user('student');
      const c = await makeCourse(s, inst.token, { price: 1999 });
      const [a, b] = await Promise.all([
        s.api('POST', `/api/courses/${c._id}/enroll`, { token: student.token }),
        s.api('POST', `/api/courses/${c._id}/enroll`, { token: student.token }),
      ]);
      expect([a.status, b.status].sort()).toEqual([200, 201]);
      expect(a.body._id).toBe(b.body._id);
      expect(a.body).toMatchObject({
        status: 'active',
        progress: 0,
        completedLessonIds: [],
        amountCharged: 1999,
        student: { _id: student.id, role: 'student' },
        course: { _id: c._id, lessonCount: 3, status: 'published', instructor: { _id: inst.id } },
        completedAt: null,
        cancelledAt: null,
      });
      const year = new Date(a.body.expiresAt).getTime() - new Date(a.body.enrolledAt).getTime();
      expect(Math.round(year / DAY)).toBe(365);
      expect(
        (await s.api('POST', `/api/courses/${c._id}/enroll`, { token: student.token })).status,
      ).toBe(200);
      expect(await pending(student.token)).toBe(1999);
      expect((await s.api('GET', `/api/courses/${c._id}`)).body.enrolledCount).toBe(1);
    });

    it('refuses drafts, unknown courses and non-students', async () => {
      const inst = await s.user('instructor');
      const student = await s.user('student');
      const draft = await makeCourse(s, inst.token, { status: 'draft' });
      expect(
        (await s.api('POST', `/api/courses/${draft._id}/enroll`, { token: student.token })).status,
      ).toBe(404);
      expect(
        (
          await s.api('POST', '/api/courses/00000000-0000-4000-8000-000000000000/enroll', {
            token: student.token,
          })
        ).status,
      ).toBe(404);
      expect(
        (await s.api('POST', `/api/courses/${draft._id}/enroll`, { token: inst.token })).status,
      ).toBe(403);
      expect((await s.api('POST', `/api/courses/${draft._id}/enroll`)).status).toBe(401);
    });

    it('unenrolls: cancelled with progress kept, recent untouched charge taken back, idempotent; re-enrolling resumes', async () => {
      const inst = await s.user('instructor');
      const student = await s.user('student');
      const c = await makeCourse(s, inst.token, { price: 1000 });
      const e = (await s.api('POST', `/api/courses/${c._id}/enroll`, { token: student.token }))
        .body;
      expect(
        (await s.api('DELETE', `/api/courses/${c._id}/enroll`, { token: student.token })).status,
      ).toBe(204);
      expect(await pending(student.token)).toBe(0);
      const cancelled = (await s.api('GET', `/api/enrollments/${e._id}`, { token: student.token }))
        .body;
      expect(cancelled).toMatchObject({ status: 'cancelled', amountCharged: 0 });
      expect(cancelled.cancelledAt).toEqual(expect.any(String));
      expect(
        (await s.api('DELETE', `/api/courses/${c._id}/enroll`, { token: student.token })).status,
      ).toBe(204);
      expect((await s.api('GET', `/api/courses/${c._id}`)).body.enrolledCount).toBe(0);

      // Re-enrolling reactivates the same enrollment and, the charge having been taken back, charges
      // again; a lesson done means no refund.
      const again = await s.api('POST', `/api/courses/${c._id}/enroll`, { token: student.token });
      expect(again.status).toBe(201);
      expect(again.body).toMatchObject({
        _id: e._id,
        status: 'active',
        cancelledAt: null,
        amountCharged: 1000,
      });
      await s.api('PATCH', `/api/enrollments/${e._id}/progress`, {
        token: student.token,
        body: { lessonId: lessonIds(c)[0], completed: true },
      });
      await s.api('DELETE', `/api/courses/${c._id}/enroll`, { token: student.token });
      expect(await pending(student.token)).toBe(1000);
      // The charge stood, so coming back during the term it paid for adds nothing to it.
      const resumed = await s.api('POST', `/api/courses/${c._id}/enroll`, { token: student.token });
      expect(resumed.body).toMatchObject({
        progress: 33,
        completedLessonIds: [lessonIds(c)[0]],
        amountCharged: 1000,
      });
      expect(await pending(student.token)).toBe(1000);

      // No enrollment at all: still 204.
      const fresh = await s.user('student');
      expect(
        (await s.api('DELETE', `/api/courses/${c._id}/enroll`, { token: fresh.token })).status,
      ).toBe(204);
    });

    it('keeps the charge when leaving after the 14-day window', async () => {
      const inst = await s.user('instructor');
      const student = await s.user('student');
      const c = await makeCourse(s, inst.token, { price: 500 });
      await s.api('POST', `/api/courses/${c._id}/enroll`, { token: student.token });
      later(15 * DAY);
      await s.api('DELETE', `/api/courses/${c._id}/enroll`, { token: student.token });
      expect(await pending(student.token)).toBe(500);
    });

    it('leaving within the window after paying: the paid fee stays charged, nothing is taken off twice, re-joining charges nothing more', async () => {
      const inst = await s.user('instructor');
      const student = await s.user('student');
      const c = await makeCourse(s, inst.token, { price: 1000 });
      const e = (await s.api('POST', `/api/courses/${c._id}/enroll`, { token: student.token }))
        .body;
      await pay(student.id, 1000);
      expect(await pending(student.token)).toBe(0);
      later(DAY);
      expect(
        (await s.api('DELETE', `/api/courses/${c._id}/enroll`, { token: student.token })).status,
      ).toBe(204);
      expect(await pending(student.token)).toBe(0);
      const left = (await s.api('GET', `/api/enrollments/${e._id}`, { token: student.token })).body;
      expect(left).toMatchObject({ status: 'cancelled', amountCharged: 1000 });
      expect(await lastReason(e._id, 'cancelled')).toBe(
        'Left the course. ₹1,000 was already paid: it stays charged and was not refunded.',
      );

      // Re-joining resumes the term that was paid for: no new charge, the same dates.
      const again = await s.api('POST', `/api/courses/${c._id}/enroll`, { token: student.token });
      expect(again.status).toBe(201);
      expect(again.body).toMatchObject({
        status: 'active',
        amountCharged: 1000,
        enrolledAt: e.enrolledAt,
        expiresAt: e.expiresAt,
      });
      expect(await pending(student.token)).toBe(0);
      // Leaving again at once takes nothing off: the window counts from when the term began.
      later(14 * DAY);
      await s.api('DELETE', `/api/courses/${c._id}/enroll`, { token: student.token });
      expect(await pending(student.token)).toBe(0);
      expect(
        (await s.api('GET', `/api/enrollments/${e._id}`, { token: student.token })).body
          .amountCharged,
      ).toBe(1000);
    });

    it('leaving within the window after paying part: only the unpaid part comes off; re-joining charges only the rest', async () => {
      const inst = await s.user('instructor');
      const student = await s.user('student');
      const c = await makeCourse(s, inst.token, { price: 1000 });
      const e = (await s.api('POST', `/api/courses/${c._id}/enroll`, { token: student.token }))
        .body;
      await pay(student.id, 400);
      expect(await pending(student.token)).toBe(600);
      await s.api('PATCH', `/api/enrollments/${e._id}/status`, {
        token: student.token,
        body: { status: 'cancelled' },
      });
      expect(await pending(student.token)).toBe(0);
      const left = (await s.api('GET', `/api/enrollments/${e._id}`, { token: student.token })).body;
      expect(left).toMatchObject({ status: 'cancelled', amountCharged: 400 });
      expect(await lastReason(e._id, 'cancelled')).toBe(
        'Left the course. ₹400 was already paid: it stays charged and was not refunded; the unpaid ₹600 was taken off.',
      );
      const again = await s.api('POST', `/api/courses/${c._id}/enroll`, { token: student.token });
      expect(again.body).toMatchObject({ status: 'active', amountCharged: 1000 });
      expect(await pending(student.token)).toBe(600);
    });

    it('a charge that stood counts when re-joining during its term; after the term a new one costs the full price', async () => {
      const inst = await s.user('instructor');
      const student = await s.user('student');
      const c = await makeCourse(s, inst.token, { price: 500 });
      const e = (await s.api('POST', `/api/courses/${c._id}/enroll`, { token: student.token }))
        .body;
      later(15 * DAY);
      await s.api('DELETE', `/api/courses/${c._id}/enroll`, { token: student.token });
      expect(await pending(student.token)).toBe(500);
      const back = await s.api('POST', `/api/courses/${c._id}/enroll`, { token: student.token });
      expect(back.body).toMatchObject({ amountCharged: 500, expiresAt: e.expiresAt });
      expect(await pending(student.token)).toBe(500);
      // Re-joining did not open a new refund window on a charge that had already stood.
      await s.api('DELETE', `/api/courses/${c._id}/enroll`, { token: student.token });
      expect(await pending(student.token)).toBe(500);

      later(366 * DAY);
      const renewed = await s.api('POST', `/api/courses/${c._id}/enroll`, { token: student.token });
      expect(renewed.body).toMatchObject({ status: 'active', amountCharged: 500 });
      expect(new Date(renewed.body.expiresAt).getTime()).toBeGreaterThan(now() + 364 * DAY);
      expect(await pending(student.token)).toBe(1000);
    });

    it('records progress: idempotent marks, completion at 100%, completed stays completed, own enrollment only', async () => {
      const inst = await s.user('instructor');
      const [student, other] = [await s.user('student'), await s.user('student')];
      const c = await makeCourse(s, inst.token, { price: 0 });
      const foreign = await makeCourse(s, inst.token, { price: 0 });
      const [l1, l2, l3] = lessonIds(c) as [string, string, string];
      const e = (await s.api('POST', `/api/courses/${c._id}/enroll`, { token: student.token }))
        .body;
      const mark = (lessonId: string, completed = true, token = student.token) =>
        s.api('PATCH', `/api/enrollments/${e._id}/progress`, {
          token,
          body: { lessonId, completed },
        });

      const one = await mark(l1);
      expect(one.body).toMatchObject({
        progress: 33,
        completedLessonIds: [l1],
        lastLessonId: l1,
        status: 'active',
      });
      expect(one.body.lastAccessedAt).toEqual(expect.any(String));
      expect((await mark(l1)).body.completedLessonIds).toEqual([l1]);
      expect((await mark(lessonIds(foreign)[0]!)).status).toBe(400);
      expect((await mark(l2, true, other.token)).status).toBe(404);
      await mark(l2);
      const done = await mark(l3);
      expect(done.body).toMatchObject({ status: 'completed', progress: 100 });
      expect(done.body.completedAt).toEqual(expect.any(String));
      const undone = await mark(l2, false);
      expect(undone.body).toMatchObject({ status: 'completed', progress: 67 });
      // A completed enrollment cannot be left.
      expect(
        (await s.api('DELETE', `/api/courses/${c._id}/enroll`, { token: student.token })).status,
      ).toBe(409);
    });

    it('expires enrollments past expiresAt: reads say expired, the sweep stores it once, progress answers 409', async () => {
      const admin = await s.user('admin');
      const inst = await s.user('instructor');
      const student = await s.user('student');
      const c = await makeCourse(s, inst.token, { price: 0 });
      const e = (
        await s.api('POST', '/api/enrollments', {
          token: admin.token,
          body: {
            studentId: student.id,
            courseId: c._id,
            expiresAt: new Date(now() + DAY).toISOString(),
          },
        })
      ).body;
      later(2 * DAY);
      expect(
        (await s.api('GET', `/api/enrollments/${e._id}`, { token: admin.token })).body.status,
      ).toBe('expired');
      const filtered = await s.api(
        'GET',
        `/api/enrollments?studentId=${student.id}&status=expired`,
        { token: admin.token },
      );
      expect(filtered.body.items).toHaveLength(1);
      expect(filtered.body.nextCursor).toBeNull();
      expect((await s.api('GET', `/api/courses/${c._id}`)).body.enrolledCount).toBe(0);

      const first = await s.api('POST', '/api/enrollments/cleanup-expired', { token: admin.token });
      expect(first.status).toBe(200);
      expect(first.body.updated).toBeGreaterThanOrEqual(1);
      expect(
        (await s.api('POST', '/api/enrollments/cleanup-expired', { token: admin.token })).body,
      ).toEqual({ updated: 0 });
      expect(
        (await s.api('POST', '/api/enrollments/cleanup-expired', { token: student.token })).status,
      ).toBe(403);

      const progress = await s.api('PATCH', `/api/enrollments/${e._id}/progress`, {
        token: student.token,
        body: { lessonId: lessonIds(c)[0], completed: true },
      });
      expect(progress.status).toBe(409);
      const mine = await s.api('GET', '/api/enrollments/student?status=expired', {
        token: student.token,
      });
      expect(mine.body.map((x: any) => x.enrollment._id)).toEqual([e._id]);
      const back = await s.api('POST', `/api/courses/${c._id}/enroll`, { token: student.token });
      expect(back.status).toBe(201);
      expect(back.body.status).toBe('active');
      expect(s.campus.ctx.extensions.jobs).toContainEqual(
        expect.objectContaining({ name: 'expire-enrollments', everyMs: EXPIRY_SWEEP_MS }),
      );
    });
  });
}
