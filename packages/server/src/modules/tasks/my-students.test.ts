// /my-students means my batches — every student of the mentor's batches, with or without a
// task, and an assignment tells the mentors concerned at once (`students_assigned`, with a bell note).
import { beforeAll, describe, expect, it } from 'vitest';
import {
  connected,
  nextEvent,
  testDatabases,
  useServer,
  type TestUser,
} from '../../testing/server';

let n = 0;

for (const db of testDatabases()) {
  describe(`my students are my batches’ students [${db}]`, () => {
    const s = useServer(db);
    let admin: TestUser;
    beforeAll(async () => {
      admin = await s.user('admin');
    });
    const assign = (mentor: TestUser, students: TestUser[], batch: object) =>
      s.api('POST', '/api/batchassignments/assign', {
        token: admin.token,
        body: { mentorId: mentor.id, studentIds: students.map((x) => x.id), ...batch },
      });
    const myStudents = async (mentor: TestUser) => {
      const res = await s.api('GET', '/api/tasks/mentor/students', { token: mentor.token });
      expect(res.status).toBe(200);
      return res.body.items as Array<{ student: { _id: string; name: string }; assigned: number }>;
    };

    it('lists a newly assigned batch’s students without a task, and tells the mentor at once', async () => {
      const mentor = await s.user('mentor');
      const [a, b] = [await s.user('student'), await s.user('student')];
      const batch = { monthYear: '2026-12', domain: `mine${n++}` };
      expect(await myStudents(mentor)).toEqual([]);

      const sock = s.socket(mentor.token);
      await connected(sock);
      const told = nextEvent(sock, 'students_assigned');
      expect((await assign(mentor, [a, b], batch)).status).toBe(200);
      const event = await told;
      expect(event).toMatchObject({ batch, added: 2, removed: 0 });
      expect(event.notification).toMatchObject({
        type: 'student_activity',
        event: 'students_assigned',
        data: { link: '/my-students' },
      });

      const list = await myStudents(mentor);
      expect(list.map((x) => x.student._id).sort()).toEqual([a.id, b.id].sort());
      expect(list[0]).toMatchObject({
        assigned: 0,
        approved: 0,
        pending: 0,
        overdue: 0,
        toDo: 0,
        needsAttention: [],
        batch,
      });
      expect(list[0]!.student.name).toMatch(/^student /);

      // Assigning the same again changes nothing and tells nobody.
      const again = await assign(mentor, [a, b], batch);
      expect(again.body.unchanged).toBe(2);
    });

    it('tells the mentor a student was moved away from, and drops them from the list', async () => {
      const [first, second] = [await s.user('mentor'), await s.user('mentor')];
      const [a, b] = [await s.user('student'), await s.user('student')];
      const one = { monthYear: '2026-12', domain: `mine${n++}` };
      const two = { monthYear: '2026-12', domain: `mine${n++}` };
      await assign(first, [a, b], one);
      const sock = s.socket(first.token);
      await connected(sock);
      const told = nextEvent(sock, 'students_assigned');
      await assign(second, [b], two);
      expect(await told).toMatchObject({ batch: two, added: 0, removed: 1 });
      expect((await myStudents(first)).map((x) => x.student._id)).toEqual([a.id]);
      expect((await myStudents(second)).map((x) => x.student._id)).toEqual([b.id]);

      const removed = nextEvent(sock, 'students_assigned');
      const del = await s.api('DELETE', `/api/batchassignments/${first.id}/${a.id}`, {
        token: admin.token,
      });
      expect(del.status).toBe(204);
      expect(await removed).toMatchObject({ batch: one, added: 0, removed: 1 });
      expect(await myStudents(first)).toEqual([]);
    });
  });
}
