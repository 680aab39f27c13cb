/* eslint-disable @typescript-eslint/no-explicit-any -- test responses are asserted field by field */
// The quizzes' testbed: a bank of every question kind with a right and a wrong answer to each, a
// check that finds any key field or key value in a response, and a server (on a clock the tests move)
// with a published course whose quiz lesson uses that bank, students enrolled in it, and answers.
import { expect } from 'vitest';
import type { DbKind, TestServer, TestUser } from '../../testing/server';
import { makeCourse, useEnrollmentServer } from '../../testing/courses';

export const MINUTE = 60_000;

/** One question of each kind, and the right and wrong answers to each. */
export const BANK = [
  {
    input: {
      kind: 'single',
      prompt: 'Which keyword declares a constant?',
      explanation: 'const binds a name once.',
      choices: [
        { id: 'a', text: 'var' },
        { id: 'b', text: 'const' },
      ],
      correctChoiceIds: ['b'],
    },
    right: { choiceIds: ['b'] },
    wrong: { choiceIds: ['a'] },
  },
  {
    input: {
      kind: 'multiple',
      prompt: 'Which are primitive types?',
      explanation: 'Objects are not primitives.',
      choices: [
        { id: 'x', text: 'string' },
        { id: 'y', text: 'number' },
        { id: 'z', text: 'object' },
      ],
      correctChoiceIds: ['x', 'y'],
    },
    right: { choiceIds: ['y', 'x'] },
    wrong: { choiceIds: ['x'] },
  },
  {
    input: {
      kind: 'trueFalse',
      prompt: 'TypeScript types exist at run time.',
      explanation: 'They are erased when compiled.',
      choices: [
        { id: 'true', text: 'True' },
        { id: 'false', text: 'False' },
      ],
      correctChoiceIds: ['false'],
    },
    right: { choiceIds: ['false'] },
    wrong: { choiceIds: ['true'] },
  },
  {
    input: {
      kind: 'shortText',
      prompt: 'Name the JavaScript superset by Microsoft.',
      explanation: 'TypeScript, since 2012.',
      acceptedAnswers: ['TypeScript', 'TS'],
    },
    right: { text: '  typescript ' },
    wrong: { text: 'CoffeeScript' },
  },
  {
    input: {
      kind: 'number',
      prompt: 'Roughly, what is pi?',
      explanation: 'About 3.14159.',
      correctNumber: 3.14159,
      tolerance: 0.01,
    },
    right: { number: 3.141 },
    wrong: { number: 3.2 },
  },
];

const KEY_FIELDS = [
  'correctChoiceIds',
  'acceptedAnswers',
  'correctNumber',
  'tolerance',
  'explanation',
];

/** Every key field and every key value the bank holds, found anywhere in a response body. */
export function keyLeaks(body: unknown): string[] {
  const text = JSON.stringify(body);
  const leaks = KEY_FIELDS.filter((f) => text.includes(`"${f}"`));
  for (const { input } of BANK) {
    if (input.explanation && text.includes(input.explanation)) leaks.push(input.explanation);
    for (const a of input.acceptedAnswers ?? []) if (text.includes(`"${a}"`)) leaks.push(a);
    if (input.correctNumber !== undefined && text.includes(String(input.correctNumber))) {
      leaks.push(String(input.correctNumber));
    }
  }
  return leaks;
}

/** A server for quiz tests, with the courses, students and answers they build on. */
export function useQuizServer(db: DbKind) {
  const { s, later } = useEnrollmentServer(db);

  /** A published course whose one quiz lesson has the five-kind bank and the given settings. */
  async function quizCourse(settings: Record<string, unknown> = {}) {
    const inst = await s.user('instructor');
    const course = await makeCourse(s, inst.token, { price: 0 });
    const lesson = course.modules
      .flatMap((m: any) => m.lessons)
      .find((l: any) => l.type === 'quiz');
    const ids: string[] = [];
    for (const { input } of BANK) {
      const res = await s.api('POST', `/api/courses/${course._id}/quiz-questions`, {
        token: inst.token,
        body: input,
      });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      ids.push(res.body._id);
    }
    const put = await s.api('PUT', `/api/lessons/${lesson._id}/quiz`, {
      token: inst.token,
      body: {
        passingScorePercent: 60,
        attemptsAllowed: 2,
        showAnswers: 'afterEachAttempt',
        draw: 'fixed',
        questionIds: ids,
        shuffleChoices: true,
        ...settings,
      },
    });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    return { inst, course, lesson, ids };
  }

  async function enrolled(courseId: string): Promise<TestUser> {
    const student = await s.user('student');
    const res = await s.api('POST', `/api/courses/${courseId}/enroll`, { token: student.token });
    expect(res.status).toBe(201);
    return student;
  }

  /** The answers to each question of an attempt, right or wrong as asked. */
  function answersFor(attempt: any, pick: (i: number) => 'right' | 'wrong', ids: string[]) {
    return attempt.questions.map((q: any) => {
      const i = ids.indexOf(q.questionId);
      return { questionId: q.questionId, ...BANK[i]![pick(i)] };
    });
  }

  const api = (srv: TestServer, method: string, path: string, token: string, body?: unknown) =>
    srv.api(method, path, { token, body });
  return { s, later, quizCourse, enrolled, answersFor, api };
}
