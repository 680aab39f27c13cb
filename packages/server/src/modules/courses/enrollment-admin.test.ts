/* eslint-disable @typescript-eslint/no-explicit-any -- test responses are asserted field by field */
// Enrolments as lists and as admins manage them: the student's own courses, admin enrolments,
// status changes with their audit, and the lists for admins and course instructors.
import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { enrollmentAudit } from '../../db/schema/index';
import { testDatabases } from '../../testing/server';
import { lessonIds, makeCourse, useEnrollmentServer } from '../../testing/courses';

const DAY = 24 * 60 * 60 * 1000;

for (const db of testDatabases()) {
  describe(`enrollments: lists and admin [${db}]`, () => {
    const { s, now, later, pending } = useEnrollmentServer(db);

    it('lists the student’s own courses (no cancelled by default), most recently used first, expiry stored', async () => {
      const inst = await s.user('instructor');
      const student = await s.user('student');
      const [a, b, gone] = [
        await makeCourse(s, inst.token, { price: 0 }),
        await makeCourse(s, inst.token, { price: 0 }),
        await makeCourse(s, inst.token, { price: 0 }),
      ];
      for (const c of [a, b, gone])
        await s.api('POST', `/api/courses/${c._id}/enroll`, { token: student.token });
      await s.api('DELETE', `/api/courses/${gone._id}/enroll`, { token: student.token });
      const ea = (
        await s.api('GET', '/api/enrollments/student', { token: student.token })
      ).body.find((x: any) => x._id === a._id);
      later(1000);
      await s.api('PATCH', `/api/enrollments/${ea.enrollment._id}/progress`, {
        token: student.token,
        body: { lessonId: lessonIds(a)[0], completed: true },
      });
      const list = await s.api('GET', '/api/enrollments/student', { token: student.token });
      expect(list.body.map((x: any) => x._id)).toEqual([a._id, b._id]);
      expect(list.body[0]).toMatchObject({
        title: a.title,
        status: 'published',
        enrollment: { status: 'active', progress: 33 },
      });
      const cancelled = await s.api('GET', '/api/enrollments/student?status=cancelled', {
        token: student.token,
      });
      expect(cancelled.body.map((x: any) => x._id)).toEqual([gone._id]);
      expect((await s.api('GET', '/api/enrollments/student', { token: inst.token })).status).toBe(
        403,
      );
    });

    it('admin enrollments: no charge, draft allowed, 409 when already learning, reactivation, validation', async () => {
      const admin = await s.user('admin');
      const inst = await s.user('instructor');
      const student = await s.user('student');
      const draft = await makeCourse(s, inst.token, { status: 'draft', price: 9999 });
      const body = { studentId: student.id, courseId: draft._id };
      const created = await s.api('POST', '/api/enrollments', {
        token: admin.token,
        body: { ...body, expiresAt: null },
      });
      expect(created.status).toBe(201);
      expect(created.body).toMatchObject({ amountCharged: 0, expiresAt: null, status: 'active' });
      expect(await pending(student.token)).toBe(0);
      expect((await s.api('POST', '/api/enrollments', { token: admin.token, body })).status).toBe(
        409,
      );
      // The enrolled student now sees the draft.
      expect(
        (await s.api('GET', `/api/courses/${draft._id}`, { token: student.token })).status,
      ).toBe(200);

      await s.api('DELETE', `/api/courses/${draft._id}/enroll`, { token: student.token });
      const again = await s.api('POST', '/api/enrollments', { token: admin.token, body });
      expect(again.status).toBe(201);
      expect(again.body._id).toBe(created.body._id);

      const past = await s.api('POST', '/api/enrollments', {
        token: admin.token,
        body: { ...body, expiresAt: new Date(now() - DAY).toISOString() },
      });
      expect(past.status).toBe(400);
      const notStudent = await s.api('POST', '/api/enrollments', {
        token: admin.token,
        body: { ...body, studentId: inst.id },
      });
      expect(notStudent.status).toBe(400);
      expect(notStudent.body.errors[0].path).toBe('studentId');
      const unknown = await s.api('POST', '/api/enrollments', {
        token: admin.token,
        body: { ...body, courseId: '00000000-0000-4000-8000-000000000000' },
      });
      expect(unknown.status).toBe(404);
      expect((await s.api('POST', '/api/enrollments', { token: inst.token, body })).status).toBe(
        403,
      );
    });

    it('changes status: admins any, students only cancel their own active one', async () => {
      const admin = await s.user('admin');
      const inst = await s.user('instructor');
      const [student, other] = [await s.user('student'), await s.user('student')];
      const c = await makeCourse(s, inst.token, { price: 800 });
      const e = (await s.api('POST', `/api/courses/${c._id}/enroll`, { token: student.token }))
        .body;
      const set = (body: Record<string, unknown>, token = admin.token) =>
        s.api('PATCH', `/api/enrollments/${e._id}/status`, { token, body });

      expect((await set({ status: 'completed' }, student.token)).status).toBe(403);
      expect((await set({ status: 'cancelled', expiresAt: null }, student.token)).status).toBe(403);
      expect((await set({ status: 'cancelled' }, other.token)).status).toBe(404);
      const left = await set({ status: 'cancelled', reason: 'Too busy this term' }, student.token);
      expect(left.status).toBe(200);
      expect(left.body).toMatchObject({ status: 'cancelled', amountCharged: 0 });
      expect(await pending(student.token)).toBe(0);
      expect((await set({ status: 'cancelled' }, student.token)).body.status).toBe('cancelled');

      const reactivated = await set({ status: 'active', reason: 'Scholarship' });
      expect(reactivated.body).toMatchObject({
        status: 'active',
        cancelledAt: null,
        completedAt: null,
      });
      const completed = await set({ status: 'completed' });
      expect(completed.body).toMatchObject({ status: 'completed', progress: 0 });
      expect(completed.body.completedAt).toEqual(expect.any(String));
      const same = await set({ status: 'completed' });
      expect(same.body.updatedAt).toBe(completed.body.updatedAt);
      const expired = await set({ status: 'expired' });
      expect(expired.body.status).toBe('expired');
      expect(new Date(expired.body.expiresAt).getTime()).toBeLessThanOrEqual(now() + 1000);
      const active = await set({ status: 'active' });
      expect(new Date(active.body.expiresAt).getTime()).toBeGreaterThan(now() + 300 * DAY);
      const never = await set({ status: 'active', expiresAt: null });
      expect(never.body.expiresAt).toBeNull();
      expect(
        (
          await set({
            status: 'active',
            expiresAt: new Date(now() - DAY).toISOString(),
          })
        ).status,
      ).toBe(400);
      expect((await set({ status: 'paused' })).status).toBe(400);
      // Every change is in the audit log with its actor and reason.
      const log = await s.campus.ctx.db
        .select()
        .from(enrollmentAudit)
        .where(eq(enrollmentAudit.enrollmentId, e._id))
        .orderBy(asc(enrollmentAudit.createdAt));
      expect(log.map((r) => `${r.fromStatus}>${r.toStatus}`)).toEqual([
        'null>active',
        'active>cancelled',
        'cancelled>active',
        'active>completed',
        'completed>expired',
        'expired>active',
        'active>active',
      ]);
      expect(log[1]).toMatchObject({ actorId: student.id, reason: 'Too busy this term' });
      expect(log[2]).toMatchObject({ actorId: admin.id, reason: 'Scholarship' });
      expect(
        (
          await s.api('PATCH', '/api/enrollments/00000000-0000-4000-8000-000000000000/status', {
            token: admin.token,
            body: { status: 'active' },
          })
        ).status,
      ).toBe(404);
    });

    it('lists enrollments for admins and course instructors; one enrollment to its people only', async () => {
      const admin = await s.user('admin');
      const [inst, other] = [await s.user('instructor'), await s.user('instructor')];
      const tag = `zq${Date.now().toString(36)}`;
      const student = await s.user('student', { name: `Learner ${tag}` });
      const stranger = await s.user('student');
      const c = await makeCourse(s, inst.token, { title: `Course ${tag}`, price: 0 });
      const e = (await s.api('POST', `/api/courses/${c._id}/enroll`, { token: student.token }))
        .body;

      const all = await s.api('GET', `/api/enrollments?search=${tag}`, { token: admin.token });
      expect(all.body).toMatchObject({ nextCursor: null, pageSize: 20 });
      expect(all.body.items).toHaveLength(1);
      expect(all.body.items[0]._id).toBe(e._id);
      expect(
        (
          await s.api('GET', `/api/enrollments?courseId=${c._id}&status=cancelled`, {
            token: admin.token,
          })
        ).body.items,
      ).toHaveLength(0);
      expect((await s.api('GET', '/api/enrollments', { token: inst.token })).status).toBe(403);

      const byCourse = await s.api(
        'GET',
        `/api/enrollments/course/${c._id}?search=learner%20${tag}`,
        { token: inst.token },
      );
      expect(byCourse.body.items.map((x: any) => x._id)).toEqual([e._id]);
      expect(
        (await s.api('GET', `/api/enrollments/course/${c._id}`, { token: other.token })).status,
      ).toBe(403);
      expect(
        (
          await s.api('GET', '/api/enrollments/course/00000000-0000-4000-8000-000000000000', {
            token: admin.token,
          })
        ).status,
      ).toBe(404);

      expect((await s.api('GET', `/api/enrollments/${e._id}`, { token: inst.token })).status).toBe(
        200,
      );
      expect((await s.api('GET', `/api/enrollments/${e._id}`, { token: other.token })).status).toBe(
        404,
      );
      expect(
        (await s.api('GET', `/api/enrollments/${e._id}`, { token: stranger.token })).status,
      ).toBe(404);
    });
  });
}
