/* eslint-disable @typescript-eslint/no-explicit-any -- test responses are asserted field by field */
// Quizzes as authored: a bank of every question kind with keys checked against the kind, a quiz
// lesson from before quizzes read as an empty quiz and kept through a curriculum edit, and a quiz
// lesson done only by passing once it has questions.
import { describe, expect, it } from 'vitest';
import { testDatabases } from '../../testing/server';
import { makeCourse } from '../../testing/courses';
import { BANK, useQuizServer } from './quiz-testbed';

for (const db of testDatabases()) {
  describe(`quizzes: authoring [${db}]`, () => {
    const { s, quizCourse, enrolled, api } = useQuizServer(db);

    it('authors a bank of every kind, with keys checked against the kind', async () => {
      const { inst, course, lesson, ids } = await quizCourse();
      const bank = await api(s, 'GET', `/api/courses/${course._id}/quiz-questions`, inst.token);
      expect(bank.status).toBe(200);
      expect(bank.body.map((q: any) => [q.order, q.kind])).toEqual([
        [1, 'single'],
        [2, 'multiple'],
        [3, 'trueFalse'],
        [4, 'shortText'],
        [5, 'number'],
      ]);
      expect(bank.body[4]).toMatchObject({ correctNumber: 3.14159, tolerance: 0.01, points: 1 });

      const bad = await api(s, 'POST', `/api/courses/${course._id}/quiz-questions`, inst.token, {
        kind: 'single',
        prompt: 'Pick one',
        choices: [{ id: 'a', text: 'Only' }],
        correctChoiceIds: ['a', 'z'],
      });
      expect(bad.status).toBe(400);
      expect(bad.body.errors.map((e: any) => e.path).sort()).toEqual([
        'choices',
        'correctChoiceIds',
        'correctChoiceIds',
      ]);

      const other = await s.user('instructor');
      for (const who of [other, await s.user('student')]) {
        const res = await api(s, 'GET', `/api/courses/${course._id}/quiz-questions`, who.token);
        expect(res.status).toBe(who.row.role === 'student' ? 403 : 404);
      }

      const quiz = await api(s, 'GET', `/api/lessons/${lesson._id}/quiz`, inst.token);
      expect(quiz.body).toMatchObject({
        questionCount: 5,
        attemptsUsed: 0,
        settings: { passingScorePercent: 60, attemptsAllowed: 2, questionIds: ids },
      });
      expect(quiz.body.introduction).toContain('Why?');

      const unknown = '00000000-0000-4000-8000-000000000000';
      const refused = await api(s, 'PUT', `/api/lessons/${lesson._id}/quiz`, inst.token, {
        passingScorePercent: 60,
        attemptsAllowed: 2,
        showAnswers: 'never',
        draw: 'fixed',
        questionIds: [ids[0], unknown],
        shuffleChoices: false,
      });
      expect(refused.status).toBe(400);
      expect(refused.body.errors).toEqual([
        { path: 'questionIds[1]', msg: `No question ${unknown} in this course's bank` },
      ]);

      // Deleting a question takes it out of the quiz too.
      const del = await api(
        s,
        'DELETE',
        `/api/courses/${course._id}/quiz-questions/${ids[0]}`,
        inst.token,
      );
      expect(del.status).toBe(204);
      const after = await api(s, 'GET', `/api/lessons/${lesson._id}/quiz`, inst.token);
      expect(after.body.settings.questionIds).toEqual(ids.slice(1));
      const renumbered = await api(
        s,
        'GET',
        `/api/courses/${course._id}/quiz-questions`,
        inst.token,
      );
      expect(renumbered.body.map((q: any) => q.order)).toEqual([1, 2, 3, 4]);
    });

    it('reads a quiz lesson from before quizzes as a quiz with no questions, and keeps a quiz through a curriculum edit', async () => {
      const inst = await s.user('instructor');
      const course = await makeCourse(s, inst.token, { price: 0 });
      const lesson = course.modules[1].lessons[0];
      const t = (await enrolled(course._id)).token;
      const quiz = await api(s, 'GET', `/api/lessons/${lesson._id}/quiz`, t);
      expect(quiz.status).toBe(200);
      expect(quiz.body).toMatchObject({ title: 'Check', questionCount: 0, attemptsUsed: 0 });
      expect(quiz.body.introduction).toContain('Why?');
      const start = await api(s, 'POST', `/api/lessons/${lesson._id}/quiz/attempts`, t);
      expect(start.status).toBe(409);
      expect(start.body.message).toBe('This quiz has no questions yet.');
      // Not a quiz lesson: 404.
      const video = course.modules[0].lessons[0]._id;
      expect((await api(s, 'GET', `/api/lessons/${video}/quiz`, t)).status).toBe(404);

      const q = await api(s, 'POST', `/api/courses/${course._id}/quiz-questions`, inst.token, {
        ...BANK[4]!.input,
      });
      await api(s, 'PUT', `/api/lessons/${lesson._id}/quiz`, inst.token, {
        passingScorePercent: 50,
        attemptsAllowed: 3,
        showAnswers: 'never',
        draw: 'fixed',
        questionIds: [q.body._id],
        shuffleChoices: false,
      });
      const edit = await api(s, 'PATCH', `/api/courses/${course._id}`, inst.token, {
        modules: course.modules.map((m: any) => ({
          _id: m._id,
          title: m.title,
          lessons: m.lessons.map((l: any) => ({
            _id: l._id,
            title: `${l.title} (edited)`,
            type: l.type,
            durationMinutes: l.durationMinutes,
            ...(l.videoUrl ? { videoUrl: l.videoUrl } : {}),
            content: 'Edited text',
          })),
        })),
      });
      expect(edit.status, JSON.stringify(edit.body)).toBe(200);
      const kept = await api(s, 'GET', `/api/lessons/${lesson._id}/quiz`, inst.token);
      expect(kept.body).toMatchObject({
        title: 'Check (edited)',
        questionCount: 1,
        settings: { attemptsAllowed: 3, questionIds: [q.body._id] },
      });
    });

    it('refuses a hand-ticked quiz lesson once it has questions (done only by passing); an empty quiz is still ticked by hand', async () => {
      const { course, lesson } = await quizCourse();
      const student = await enrolled(course._id);
      const seen = await api(s, 'GET', `/api/courses/${course._id}`, student.token);
      const enrollmentId = seen.body.viewer.enrollmentId;
      const mark = (lessonId: string, completed = true) =>
        api(s, 'PATCH', `/api/enrollments/${enrollmentId}/progress`, student.token, {
          lessonId,
          completed,
        });
      for (const completed of [true, false]) {
        const refused = await mark(lesson._id, completed);
        expect(refused.status).toBe(409);
        expect(refused.body.message).toBe(
          'A quiz lesson is done by passing its quiz; it cannot be marked by hand.',
        );
      }
      const after = await api(s, 'GET', `/api/courses/${course._id}`, student.token);
      expect(after.body.viewer.completedLessonIds).toEqual([]);

      // Another lesson of the course is still marked by hand.
      const reading = course.modules[0].lessons[1];
      expect((await mark(reading._id)).body.completedLessonIds).toEqual([reading._id]);

      // A quiz lesson with no questions yet cannot be passed, so it is still marked by hand.
      const inst = await s.user('instructor');
      const plain = await makeCourse(s, inst.token, { price: 0 });
      const other = await enrolled(plain._id);
      const e = (await api(s, 'GET', `/api/courses/${plain._id}`, other.token)).body.viewer;
      const empty = plain.modules[1].lessons[0];
      const ticked = await api(
        s,
        'PATCH',
        `/api/enrollments/${e.enrollmentId}/progress`,
        other.token,
        {
          lessonId: empty._id,
          completed: true,
        },
      );
      expect(ticked.status).toBe(200);
      expect(ticked.body.completedLessonIds).toEqual([empty._id]);
    });
  });
}
