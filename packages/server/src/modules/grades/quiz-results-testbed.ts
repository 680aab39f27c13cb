/* eslint-disable @typescript-eslint/no-explicit-any -- test responses are asserted field by field */
// The quiz results suites' testbed: a free course of two quizzes over a bank of three questions,
// students enrolled through the API, attempts started and submitted as a student does, and the
// course's quiz results as its instructor reads them, each answer with its count of queries.
import { expect } from 'vitest';
import { makeCourse } from '../../testing/courses';
import type { DbKind, TestUser } from '../../testing/server';
import { useGradesTestbed } from './grades-testbed';

export const QUESTIONS = {
  keyword: {
    kind: 'single',
    prompt: 'Which keyword declares a constant?',
    choices: [
      { id: 'a', text: 'var' },
      { id: 'b', text: 'const' },
    ],
    correctChoiceIds: ['b'],
  },
  erased: {
    kind: 'trueFalse',
    prompt: 'TypeScript types exist at run time.',
    choices: [
      { id: 'true', text: 'True' },
      { id: 'false', text: 'False' },
    ],
    correctChoiceIds: ['false'],
  },
  superset: {
    kind: 'shortText',
    prompt: 'Name the JavaScript superset by Microsoft.',
    acceptedAnswers: ['TypeScript'],
  },
} as const;
export type Key = keyof typeof QUESTIONS;

/** The answers to give: right, wrong, or (left out) blank. */
const RIGHT = {
  keyword: { choiceIds: ['b'] },
  erased: { choiceIds: ['false'] },
  superset: { text: 'typescript' },
};
const WRONG = {
  keyword: { choiceIds: ['a'] },
  erased: { choiceIds: ['true'] },
  superset: { text: 'Dart' },
};

export function useQuizResultsTestbed(db: DbKind) {
  // Answers say how many queries they ran (x-db-queries), so a suite can tell a kept read.
  const { s } = useGradesTestbed(db, { config: { queryCountHeader: true } });

  /** A free course of two quiz lessons (Basics in module one, Generics in module two). */
  async function twoQuizCourse() {
    const inst = await s.user('instructor');
    const course = await makeCourse(s, inst.token, {
      price: 0,
      title: 'Quiz results course',
      modules: [
        {
          title: 'One',
          lessons: [
            { title: 'Reading', type: 'article', durationMinutes: 5, content: '<p>Read</p>' },
            { title: 'Basics check', type: 'quiz', durationMinutes: 5, content: '<p>Go</p>' },
          ],
        },
        {
          title: 'Two',
          lessons: [
            { title: 'Quiz: Generics', type: 'quiz', durationMinutes: 5, content: '<p>Go</p>' },
          ],
        },
      ],
    });
    const lessons = course.modules.flatMap((m: any) => m.lessons);
    const [basics, generics] = lessons.filter((l: any) => l.type === 'quiz');
    const ids = {} as Record<Key, string>;
    for (const key of Object.keys(QUESTIONS) as Key[]) {
      const res = await s.api('POST', `/api/courses/${course._id}/quiz-questions`, {
        token: inst.token,
        body: QUESTIONS[key],
      });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      ids[key] = res.body._id;
    }
    const settings = (questionIds: string[], passingScorePercent: number) => ({
      passingScorePercent,
      attemptsAllowed: 2,
      showAnswers: 'afterEachAttempt',
      draw: 'fixed',
      questionIds,
      shuffleChoices: false,
    });
    for (const [lesson, body] of [
      [basics, settings([ids.keyword, ids.erased, ids.superset], 60)],
      [generics, settings([ids.keyword], 70)],
    ] as const) {
      const put = await s.api('PUT', `/api/lessons/${lesson._id}/quiz`, {
        token: inst.token,
        body,
      });
      expect(put.status, JSON.stringify(put.body)).toBe(200);
    }
    return { inst, course, basics, generics, ids };
  }

  async function enrolled(courseId: string): Promise<TestUser> {
    const student = await s.user('student');
    const res = await s.api('POST', `/api/courses/${courseId}/enroll`, { token: student.token });
    expect(res.status).toBe(201);
    return student;
  }

  /** Starts an attempt; when `given` says what to answer per question, submits it. */
  async function attempt(
    student: TestUser,
    lessonId: string,
    ids: Record<Key, string>,
    given?: Partial<Record<Key, 'right' | 'wrong'>>,
  ) {
    const start = await s.api('POST', `/api/lessons/${lessonId}/quiz/attempts`, {
      token: student.token,
    });
    expect(start.status, JSON.stringify(start.body)).toBe(201);
    if (!given) return start.body;
    const answers = (Object.entries(given) as [Key, 'right' | 'wrong'][]).map(([key, how]) => ({
      questionId: ids[key],
      ...(how === 'right' ? RIGHT : WRONG)[key],
    }));
    const done = await s.api('POST', `/api/quiz-attempts/${start.body._id}/submit`, {
      token: student.token,
      body: { answers },
    });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    return done.body;
  }

  const results = (courseId: string, token?: string) =>
    s.api('GET', `/api/grades/course/${courseId}/quiz-results`, token ? { token } : {});

  return { s, twoQuizCourse, enrolled, attempt, results };
}
