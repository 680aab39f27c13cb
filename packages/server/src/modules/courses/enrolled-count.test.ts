// A course's enrolledCount is read from kept totals (course_enrollment_totals, copied onto
// the course row as courses.popularity) less the
// active enrollments past their expiry that the sweep has not marked yet: after every kind of write
// it equals a count of the course's live enrollments from scratch, and the catalogue shows it.
import { eq, inArray, sql, type SQL } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { enrollments, users } from '../../db/schema/index';
import { makeCourse } from '../../testing/courses';
import { testDatabases, useServer } from '../../testing/server';

const DAY = 86_400_000;

for (const db of testDatabases()) {
  describe(`kept enrollment counts [${db}]`, () => {
    const s = useServer(db);

    it('equal a recount after enrolling, completing, cancelling, expiring (swept or not) and deleting', async () => {
      const q = s.campus.ctx.db;
      const instructor = await s.user('instructor');
      const admin = await s.user('admin');
      const a = await makeCourse(s, instructor.token, { price: 0, title: 'Kept A' });
      const b = await makeCourse(s, instructor.token, { price: 0, title: 'Kept B' });
      const students = [];
      for (let i = 0; i < 6; i++) students.push(await s.user('student'));
      for (const st of students)
        expect(
          (await s.api('POST', `/api/courses/${a._id}/enroll`, { token: st.token })).status,
        ).toBe(201);
      for (const st of students.slice(0, 3))
        await s.api('POST', `/api/courses/${b._id}/enroll`, { token: st.token });
      // A cancellation, a completion, an admin's enrollment, two expiries: one swept, one not.
      await s.api('DELETE', `/api/courses/${a._id}/enroll`, { token: students[0]!.token });
      await q
        .update(enrollments)
        .set({ status: 'completed', progress: 100, completedAt: new Date() })
        .where(
          sql`${enrollments.courseId} = ${a._id} and ${enrollments.studentId} = ${students[1]!.id}`,
        );
      const extra = await s.user('student');
      expect(
        (
          await s.api('POST', '/api/enrollments', {
            token: admin.token,
            body: { studentId: extra.id, courseId: b._id },
          })
        ).status,
      ).toBe(201);
      const past = new Date(Date.now() - DAY);
      await q
        .update(enrollments)
        .set({ expiresAt: past })
        .where(inArray(enrollments.studentId, [students[2]!.id, students[3]!.id]));
      await s.campus.ctx.db
        .update(enrollments)
        .set({ status: 'expired' })
        .where(
          sql`${enrollments.studentId} = ${students[3]!.id} and ${enrollments.courseId} = ${a._id}`,
        );
      // A student deleted with their enrollments.
      await q.delete(users).where(eq(users.id, students[4]!.id));

      const rows = async (query: SQL) =>
        ((await q.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;
      const ids = sql.join([sql`${a._id}::uuid`, sql`${b._id}::uuid`], sql`, `);
      const recount = await rows(sql`select c.id::text as course,
          (select count(*)::int from enrollments e where e.course_id = c.id and (e.status = 'completed'
            or (e.status = 'active' and (e.expires_at is null or e.expires_at > now())))) as n
        from courses c where c.id in (${ids}) order by 1`);
      // a: 6 enrolled − cancelled − expired unswept − expired swept − deleted = 2 (one completed).
      // b: 3 + the admin's − one expired unswept = 3.
      expect(recount).toEqual(
        [
          { course: a._id, n: 2 },
          { course: b._id, n: 3 },
        ].sort((x, y) => (x.course < y.course ? -1 : 1)),
      );
      // The copy on the course row (courses.popularity, the `popular` order) is the kept total.
      expect(
        await rows(sql`select count(*)::int as n from courses c
          left join course_enrollment_totals t on t.course_id = c.id
          where c.popularity is distinct from coalesce(t.live, 0)`),
      ).toEqual([{ n: 0 }]);
      for (const course of [a, b]) {
        const shown = await s.api('GET', `/api/courses/${course._id}`, { token: admin.token });
        expect(shown.body.enrolledCount).toBe(recount.find((r) => r.course === course._id)!.n);
      }
      const popular = await s.api('GET', '/api/courses?sort=popular&search=Kept&pageSize=10', {});
      expect(
        popular.body.items
          .filter((c: { title: string }) => c.title.startsWith('Kept'))
          .map((c: { title: string; enrolledCount: number }) => [c.title, c.enrolledCount]),
      ).toEqual([
        ['Kept B', 3],
        ['Kept A', 2],
      ]);
    });
  });
}
