// Who hears of a quiz attempt and who may touch it: the mentors of the student's batch and the
// course's instructor, and no one else, are told of each graded attempt; no one but the attempt's
// student reads or acts on it.
import { describe, expect, it } from 'vitest';
import { batchAssignments } from '../../db/schema/index';
import { connected, nextEvent, silence, testDatabases } from '../../testing/server';
import { useQuizServer } from './quiz-testbed';

for (const db of testDatabases()) {
  describe(`quizzes: who hears and who may act [${db}]`, () => {
    const { s, quizCourse, enrolled, answersFor, api } = useQuizServer(db);

    it('tells the mentors of the student’s batch and the course’s instructor, and no one else, that an attempt was graded', async () => {
      const { inst, course, lesson, ids } = await quizCourse();
      const batch = { monthYear: '2026-11', domain: `quiz-${Date.now().toString(36)}` };
      const student = await s.user('student', { batch });
      const mentor = await s.user('mentor');
      const stranger = await s.user('mentor');
      await s.campus.ctx.db
        .insert(batchAssignments)
        .values({ mentorId: mentor.id, studentId: student.id, ...batch });
      expect(
        (await api(s, 'POST', `/api/courses/${course._id}/enroll`, student.token)).status,
      ).toBe(201);
      const ms = s.socket(mentor.token);
      const xs = s.socket(stranger.token);
      const is = s.socket(inst.token);
      await Promise.all([connected(ms), connected(xs), connected(is)]);
      const strangerQuiet = silence(s, xs, stranger.id, 'quiz_attempt_graded');

      const start = await api(s, 'POST', `/api/lessons/${lesson._id}/quiz/attempts`, student.token);
      const heard = nextEvent(ms, 'quiz_attempt_graded');
      const instructorHeard = nextEvent(is, 'quiz_attempt_graded');
      const done = await api(
        s,
        'POST',
        `/api/quiz-attempts/${start.body._id}/submit`,
        student.token,
        {
          answers: answersFor(start.body, (i) => (i < 4 ? 'right' : 'wrong'), ids),
        },
      );
      expect(done.status).toBe(200);
      const told = {
        lessonId: lesson._id,
        courseId: course._id,
        studentId: student.id,
        scorePercent: 80,
        passed: true,
      };
      expect(await heard).toEqual(told);
      expect(await instructorHeard).toEqual(told);
      expect(await strangerQuiet.settled()).toBe(true);
    });

    it('lets no one but the attempt’s student read or act on it', async () => {
      const { inst, course, lesson } = await quizCourse();
      const owner = (await enrolled(course._id)).token;
      const start = await api(s, 'POST', `/api/lessons/${lesson._id}/quiz/attempts`, owner);
      const id = start.body._id;
      const classmate = (await enrolled(course._id)).token;
      const outsider = (await s.user('student')).token;
      const mentor = (await s.user('mentor')).token;
      const calls = (token: string) => [
        api(s, 'GET', `/api/quiz-attempts/${id}`, token),
        api(s, 'PUT', `/api/quiz-attempts/${id}/answers`, token, { answers: [] }),
        api(s, 'POST', `/api/quiz-attempts/${id}/submit`, token),
      ];
      for (const token of [classmate, outsider]) {
        for (const res of await Promise.all(calls(token))) expect(res.status).toBe(404);
      }
      for (const token of [mentor, inst.token]) {
        for (const res of await Promise.all(calls(token))) expect(res.status).toBe(403);
      }
      // The unenrolled student cannot see the quiz nor start it; the mentor is refused by role.
      expect((await api(s, 'GET', `/api/lessons/${lesson._id}/quiz`, outsider)).status).toBe(404);
      expect(
        (await api(s, 'POST', `/api/lessons/${lesson._id}/quiz/attempts`, outsider)).status,
      ).toBe(404);
      expect((await api(s, 'GET', `/api/lessons/${lesson._id}/quiz`, mentor)).status).toBe(403);
      // A deactivated student is refused, even on their own attempt.
      const gone = await enrolled(course._id);
      const own = await api(s, 'POST', `/api/lessons/${lesson._id}/quiz/attempts`, gone.token);
      expect(own.status).toBe(201);
      const admin = await s.user('admin');
      const off = await api(s, 'PATCH', `/api/users/${gone.id}/deactivate`, admin.token);
      expect(off.status).toBe(200);
      const refused = await api(s, 'GET', `/api/quiz-attempts/${own.body._id}`, gone.token);
      expect(refused.status).toBe(403);
      // Still open and untouched for its student.
      const mine = await api(s, 'GET', `/api/quiz-attempts/${id}`, owner);
      expect(mine.body).toMatchObject({ status: 'open', answers: [] });
    });
  });
}
