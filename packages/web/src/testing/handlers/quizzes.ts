import type { Quiz, QuizAttempt, QuizAttemptQuestion, QuizQuestion } from '@campus/sdk';
import { delay, http, HttpResponse } from 'msw';
import { failing, pending, storyNow, type HandlerGroups, type Route } from './kit';

/** A quiz lesson of the player's course, with one question of each kind. */
export const quizLessonId = 'l-quiz';
const courseId = 'course-1';

export const quizBank: QuizQuestion[] = [
  {
    _id: 'q-1',
    courseId,
    order: 1,
    kind: 'single',
    prompt: 'Which keyword declares a constant?',
    explanation: 'const binds a name once.',
    points: 1,
    choices: [
      { id: 'a', text: 'var' },
      { id: 'b', text: 'const' },
    ],
    correctChoiceIds: ['b'],
  },
  {
    _id: 'q-2',
    courseId,
    order: 2,
    kind: 'multiple',
    prompt: 'Which are primitive types?',
    explanation: 'Objects are not primitives.',
    points: 1,
    choices: [
      { id: 'x', text: 'string' },
      { id: 'y', text: 'number' },
      { id: 'z', text: 'object' },
    ],
    correctChoiceIds: ['x', 'y'],
  },
  {
    _id: 'q-3',
    courseId,
    order: 3,
    kind: 'trueFalse',
    prompt: 'TypeScript types exist at run time.',
    explanation: 'They are erased when compiled.',
    points: 1,
    choices: [
      { id: 'true', text: 'True' },
      { id: 'false', text: 'False' },
    ],
    correctChoiceIds: ['false'],
  },
  {
    _id: 'q-4',
    courseId,
    order: 4,
    kind: 'shortText',
    prompt: 'Name the JavaScript superset by Microsoft.',
    explanation: 'TypeScript, since 2012.',
    points: 1,
    acceptedAnswers: ['TypeScript', 'TS'],
  },
  {
    _id: 'q-5',
    courseId,
    order: 5,
    kind: 'number',
    prompt: 'How many bits are in a byte?',
    explanation: 'Eight, on every machine you will meet.',
    points: 1,
    correctNumber: 8,
    tolerance: 0,
  },
];

export function quizFixture(over: Partial<Quiz> = {}): Quiz {
  return {
    lessonId: quizLessonId,
    courseId,
    title: 'Check your JavaScript basics',
    introduction: '<p>Five questions on what this module covered.</p>',
    settings: {
      passingScorePercent: 60,
      attemptsAllowed: 2,
      timeLimitMinutes: null,
      showAnswers: 'afterEachAttempt',
      draw: 'fixed',
      questionIds: quizBank.map((q) => q._id),
      shuffleChoices: false,
    },
    questionCount: 5,
    attemptsUsed: 0,
    passed: false,
    ...over,
  };
}

/** A question as an open attempt asks it: no key. */
const asked = (q: QuizQuestion): QuizAttemptQuestion => ({
  questionId: q._id,
  kind: q.kind,
  prompt: q.prompt,
  points: q.points ?? 1,
  ...(q.choices ? { choices: q.choices } : {}),
});

export function openAttempt(over: Partial<QuizAttempt> = {}): QuizAttempt {
  return {
    _id: 'att-1',
    lessonId: quizLessonId,
    number: 1,
    status: 'open',
    startedAt: storyNow.toISOString(),
    attemptsLeft: 1,
    questions: quizBank.map(asked),
    answers: [
      { questionId: 'q-1', choiceIds: ['b'] },
      { questionId: 'q-4', text: 'TypeScript' },
    ],
    ...over,
  };
}

/** A graded attempt: two right of five (40 %), keys and explanations shown. */
export function gradedAttempt(over: Partial<QuizAttempt> = {}): QuizAttempt {
  const right = new Set(over.passed ? ['q-1', 'q-2', 'q-3', 'q-4'] : ['q-1', 'q-4']);
  return {
    ...openAttempt(),
    status: 'submitted',
    submittedAt: storyNow.toISOString(),
    scorePercent: over.passed ? 80 : 40,
    passed: false,
    questions: quizBank.map((q) => ({
      ...asked(q),
      correct: right.has(q._id),
      pointsAwarded: right.has(q._id) ? 1 : 0,
      ...(q.correctChoiceIds ? { correctChoiceIds: q.correctChoiceIds } : {}),
      ...(q.acceptedAnswers ? { acceptedAnswers: q.acceptedAnswers } : {}),
      ...(q.correctNumber !== undefined ? { correctNumber: q.correctNumber, tolerance: 0 } : {}),
      ...(q.explanation ? { explanation: q.explanation } : {}),
    })),
    answers: [
      { questionId: 'q-1', choiceIds: ['b'] },
      { questionId: 'q-2', choiceIds: ['x'] },
      { questionId: 'q-3', choiceIds: ['true'] },
      { questionId: 'q-4', text: 'TypeScript' },
      { questionId: 'q-5', number: 7 },
    ],
    ...over,
  };
}

const routes: Route[] = [
  ['get', '*/api/lessons/:id/quiz'],
  ['get', '*/api/lessons/:id/quiz/attempts'],
  ['get', '*/api/courses/:id/quiz-questions'],
];

/**
 * The quiz calls with this data: the quiz, the student's attempts, starting (the open attempt),
 * saving (answers echoed), submitting (`submitted`), reading one attempt (`attempt`) and the bank.
 */
export function quizHandlers({
  quiz = quizFixture(),
  attempts = [],
  started = openAttempt(),
  submitted = gradedAttempt(),
  attempt = submitted,
  bank = quizBank,
}: {
  quiz?: Quiz;
  attempts?: QuizAttempt[];
  started?: QuizAttempt;
  submitted?: QuizAttempt;
  attempt?: QuizAttempt;
  bank?: QuizQuestion[];
} = {}) {
  return [
    http.get('*/api/lessons/:id/quiz', () => HttpResponse.json(quiz)),
    http.put('*/api/lessons/:id/quiz', async ({ request }) =>
      HttpResponse.json({ ...quiz, settings: (await request.json()) as Quiz['settings'] }),
    ),
    http.get('*/api/lessons/:id/quiz/attempts', () => HttpResponse.json(attempts)),
    http.post('*/api/lessons/:id/quiz/attempts', () => HttpResponse.json(started, { status: 201 })),
    http.put('*/api/quiz-attempts/:id/answers', async ({ request }) => {
      const body = (await request.json()) as Pick<QuizAttempt, 'answers'>;
      return HttpResponse.json({ ...started, answers: body.answers });
    }),
    http.post('*/api/quiz-attempts/:id/submit', () => HttpResponse.json(submitted)),
    http.get('*/api/quiz-attempts/:id', () => HttpResponse.json(attempt)),
    http.get('*/api/courses/:id/quiz-questions', () => HttpResponse.json(bank)),
    http.post('*/api/courses/:id/quiz-questions', async ({ request }) =>
      HttpResponse.json(
        { ...((await request.json()) as QuizQuestion), _id: 'q-new', courseId, order: 6 },
        { status: 201 },
      ),
    ),
    http.delete(
      '*/api/courses/:id/quiz-questions/:questionId',
      () => new HttpResponse(null, { status: 204 }),
    ),
  ];
}

/** A call held open, for the state it leaves the screen in (starting, saving, submitting). */
export const held = (method: 'get' | 'post' | 'put', path: string) =>
  http[method](path, async () => {
    await delay('infinite');
    return HttpResponse.json({});
  });

export const quizzes: HandlerGroups = {
  full: quizHandlers(),
  empty: quizHandlers({
    quiz: quizFixture({
      questionCount: 0,
      settings: { ...quizFixture().settings, questionIds: [] },
    }),
    bank: [],
  }),
  error: failing(routes),
  loading: pending(routes),
};
