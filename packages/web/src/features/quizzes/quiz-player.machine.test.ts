import type { Quiz, QuizAttempt } from '@campus/sdk';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { campusError, fakePromise, flush } from '../../testing/fake-actors';
import {
  createStateRecorder,
  doneEvent,
  errorEvent,
  expectStoriesToCover,
  reachableStateKeys,
} from '../../testing/state-coverage';
import {
  canTryAgain,
  outOfAttempts,
  quizPlayerMachine,
  secondsLeft,
  type QuizLoad,
  type SaveInput,
} from './quiz-player.machine';

const recorder = createStateRecorder();
const NOW = Date.parse('2026-11-26T10:00:00Z');

const quiz = (over: Partial<Quiz> = {}): Quiz => ({
  lessonId: 'l-quiz',
  courseId: 'c-1',
  title: 'Check your basics',
  introduction: '<p>Two questions.</p>',
  settings: {
    passingScorePercent: 60,
    attemptsAllowed: 2,
    timeLimitMinutes: null,
    showAnswers: 'afterEachAttempt',
    draw: 'fixed',
    shuffleChoices: false,
  },
  questionCount: 2,
  attemptsUsed: 0,
  passed: false,
  ...over,
});

const attempt = (over: Partial<QuizAttempt> = {}): QuizAttempt => ({
  _id: 'a-1',
  lessonId: 'l-quiz',
  number: 1,
  status: 'open',
  startedAt: new Date(NOW).toISOString(),
  attemptsLeft: 1,
  questions: [
    { questionId: 'q-1', kind: 'single', prompt: 'Pick b', points: 1, choices: [] },
    { questionId: 'q-2', kind: 'number', prompt: 'Bits in a byte?', points: 1 },
  ],
  answers: [],
  ...over,
});

function start() {
  const load = fakePromise<QuizLoad, { lessonId: string }>();
  const begin = fakePromise<QuizAttempt, { lessonId: string }>();
  const save = fakePromise<QuizAttempt, SaveInput>();
  const submit = fakePromise<QuizAttempt, SaveInput>();
  const check = fakePromise<QuizAttempt, { attemptId: string }>();
  const actor = recorder.visit(
    createActor(
      quizPlayerMachine.provide({
        actors: {
          load: load.logic,
          start: begin.logic,
          save: save.logic,
          submit: submit.logic,
          check: check.logic,
        },
      }),
      { input: { lessonId: 'l-quiz' } },
    ),
  );
  actor.start();
  return { actor, load, begin, save, submit, check };
}

beforeEach(() => {
  vi.useFakeTimers({ now: NOW });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('quizPlayer machine', () => {
  it('starts from the introduction, saves answers as given (debounced), submits and shows the grade', async () => {
    const { actor, load, begin, save, submit } = start();
    try {
      expect(actor.getSnapshot().value).toBe('loading');
      load.last().resolve({ quiz: quiz(), attempts: [] });
      await flush();
      expect(actor.getSnapshot().value).toBe('notStarted');

      actor.send({ type: 'quiz.start' });
      expect(actor.getSnapshot().value).toBe('starting');
      begin.last().resolve(attempt());
      await flush();
      expect(
        actor.getSnapshot().matches({ inProgress: { saving: 'saved', clock: 'untimed' } }),
      ).toBe(true);

      // Two quick answers are one save, after the pause.
      actor.send({ type: 'quiz.answer', answer: { questionId: 'q-1', choiceIds: ['a'] } });
      actor.send({ type: 'quiz.answer', answer: { questionId: 'q-1', choiceIds: ['b'] } });
      expect(actor.getSnapshot().matches({ inProgress: { saving: 'waiting' } })).toBe(true);
      expect(save.calls).toHaveLength(0);
      vi.advanceTimersByTime(700);
      expect(save.calls).toHaveLength(1);
      expect(save.last().input).toEqual({
        attemptId: 'a-1',
        answers: [{ questionId: 'q-1', choiceIds: ['b'] }],
      });
      // An answer given during the save is saved next, not lost.
      actor.send({ type: 'quiz.answer', answer: { questionId: 'q-2', number: 8 } });
      save.last().resolve(attempt());
      await flush();
      expect(actor.getSnapshot().matches({ inProgress: { saving: 'waiting' } })).toBe(true);
      vi.advanceTimersByTime(700);
      expect(save.calls).toHaveLength(2);
      expect(save.last().input.answers).toHaveLength(2);
      save.last().resolve(attempt());
      await flush();
      expect(actor.getSnapshot().matches({ inProgress: { saving: 'saved' } })).toBe(true);

      actor.send({ type: 'quiz.submit' });
      expect(actor.getSnapshot().value).toBe('submitting');
      expect(submit.last().input).toEqual({
        attemptId: 'a-1',
        answers: [
          { questionId: 'q-1', choiceIds: ['b'] },
          { questionId: 'q-2', number: 8 },
        ],
      });
      // A second submit while the first is under way sends nothing.
      actor.send({ type: 'quiz.submit' });
      expect(submit.calls).toHaveLength(1);
      submit.last().resolve(attempt({ status: 'submitted', scorePercent: 100, passed: true }));
      await flush();
      expect(actor.getSnapshot().value).toBe('graded');
      expect(actor.getSnapshot().context.attempt?.passed).toBe(true);
      // Passed: no new attempt.
      actor.send({ type: 'quiz.start' });
      expect(actor.getSnapshot().value).toBe('graded');
    } finally {
      actor.stop();
    }
  });

  it('resumes the open attempt found on load with its saved answers', async () => {
    const { actor, load, begin } = start();
    try {
      const open = attempt({ answers: [{ questionId: 'q-2', number: 8 }] });
      load.last().resolve({ quiz: quiz({ attemptsUsed: 1 }), attempts: [open] });
      await flush();
      expect(actor.getSnapshot().matches('inProgress')).toBe(true);
      expect(actor.getSnapshot().context.answers).toEqual({
        'q-2': { questionId: 'q-2', number: 8 },
      });
      expect(begin.calls).toHaveLength(0);
    } finally {
      actor.stop();
    }
  });

  it('keeps the answers and retries when a save fails on the network', async () => {
    const { actor, load, save } = start();
    try {
      load.last().resolve({ quiz: quiz(), attempts: [attempt()] });
      await flush();
      actor.send({ type: 'quiz.answer', answer: { questionId: 'q-2', number: 7 } });
      vi.advanceTimersByTime(700);
      save.last().reject(campusError(0));
      await flush();
      expect(actor.getSnapshot().matches({ inProgress: { saving: 'retrying' } })).toBe(true);
      expect(actor.getSnapshot().context.saveError).toMatch(/./);
      vi.advanceTimersByTime(3000);
      expect(save.calls).toHaveLength(2);
      expect(save.last().input.answers).toEqual([{ questionId: 'q-2', number: 7 }]);
      save.last().resolve(attempt());
      await flush();
      expect(actor.getSnapshot().context.saveError).toBeNull();
    } finally {
      actor.stop();
    }
  });

  it('counts down from the server deadline and, at zero, shows what the server says', async () => {
    const { actor, load, check } = start();
    try {
      const deadline = new Date(NOW + 3000).toISOString();
      load.last().resolve({ quiz: quiz(), attempts: [attempt({ deadline })] });
      await flush();
      const ctx = () => actor.getSnapshot().context;
      expect(actor.getSnapshot().matches({ inProgress: { clock: 'ticking' } })).toBe(true);
      expect(secondsLeft(ctx().attempt, ctx().now)).toBe(3);
      vi.advanceTimersByTime(1000);
      expect(secondsLeft(ctx().attempt, ctx().now)).toBe(2);
      vi.advanceTimersByTime(2000);
      expect(actor.getSnapshot().value).toBe('checking');

      // This browser's clock ran ahead: the server still has the attempt open.
      check.last().resolve(attempt({ deadline }));
      await flush();
      expect(actor.getSnapshot().value).toBe('waitingForServerClock');
      actor.send({ type: 'quiz.answer', answer: { questionId: 'q-2', number: 8 } });
      vi.advanceTimersByTime(5000);
      expect(actor.getSnapshot().value).toBe('checking');
      check
        .last()
        .resolve(attempt({ deadline, status: 'expired', scorePercent: 0, passed: false }));
      await flush();
      expect(actor.getSnapshot().value).toBe('graded');
      expect(ctx().timeUp).toBe(true);
    } finally {
      actor.stop();
    }
  });

  it('a submit the server refuses (409, past the deadline) ends in the attempt as the server graded it', async () => {
    const { actor, load, submit, check } = start();
    try {
      load.last().resolve({
        quiz: quiz({ attemptsUsed: 2 }),
        attempts: [attempt({ number: 2, attemptsLeft: 0 })],
      });
      await flush();
      actor.send({ type: 'quiz.submit' });
      submit.last().reject(campusError(409, { message: 'The time for this attempt is over.' }));
      await flush();
      expect(actor.getSnapshot().value).toBe('checking');
      check.last().resolve(
        attempt({
          number: 2,
          attemptsLeft: 0,
          status: 'expired',
          scorePercent: 20,
          passed: false,
        }),
      );
      await flush();
      expect(actor.getSnapshot().value).toBe('outOfAttempts');
    } finally {
      actor.stop();
    }
  });

  it('a 409 on save asks the server; a failed check waits and asks again', async () => {
    const { actor, load, save, check } = start();
    try {
      load.last().resolve({ quiz: quiz(), attempts: [attempt()] });
      await flush();
      actor.send({ type: 'quiz.answer', answer: { questionId: 'q-2', number: 8 } });
      vi.advanceTimersByTime(700);
      save.last().reject(campusError(409));
      await flush();
      expect(actor.getSnapshot().value).toBe('checking');
      check.last().reject(campusError(0));
      await flush();
      expect(actor.getSnapshot().value).toBe('waitingForServerClock');
      actor.send({ type: 'quiz.submit' });
      expect(actor.getSnapshot().value).toBe('submitting');
    } finally {
      actor.stop();
    }
  });

  it('a failed submit returns to the attempt with the reason; a failed try again stays put', async () => {
    const { actor, load, submit, begin } = start();
    try {
      load.last().resolve({ quiz: quiz(), attempts: [attempt()] });
      await flush();
      actor.send({ type: 'quiz.submit' });
      submit.last().reject(campusError(500));
      await flush();
      expect(actor.getSnapshot().matches('inProgress')).toBe(true);
      expect(actor.getSnapshot().context.error).toMatch(/./);
      actor.send({ type: 'quiz.submit' });
      submit.last().resolve(attempt({ status: 'submitted', scorePercent: 40, passed: false }));
      await flush();
      expect(actor.getSnapshot().value).toBe('graded');
      actor.send({ type: 'quiz.start' });
      expect(actor.getSnapshot().value).toBe('starting');
      begin.last().reject(campusError(409, { message: 'You have used every attempt.' }));
      await flush();
      expect(actor.getSnapshot().value).toBe('notStarted');
      expect(actor.getSnapshot().context.error).toBe('You have used every attempt.');
    } finally {
      actor.stop();
    }
  });

  it('a failed load offers a reload', async () => {
    const { actor, load } = start();
    try {
      load.last().reject(campusError(500));
      await flush();
      expect(actor.getSnapshot().value).toBe('failed');
      actor.send({ type: 'quiz.reload' });
      expect(actor.getSnapshot().value).toBe('loading');
      load.last().resolve({
        quiz: quiz({ attemptsUsed: 2 }),
        attempts: [attempt({ number: 2, status: 'submitted', attemptsLeft: 0, passed: false })],
      });
      await flush();
      expect(actor.getSnapshot().value).toBe('outOfAttempts');
    } finally {
      actor.stop();
    }
  });

  it('tells failed-with-attempts-left from out of attempts', () => {
    const failed = attempt({ status: 'submitted', passed: false });
    expect(canTryAgain(quiz(), failed)).toBe(true);
    expect(outOfAttempts(quiz(), { ...failed, attemptsLeft: 0 })).toBe(true);
    expect(canTryAgain(quiz(), { ...failed, passed: true })).toBe(false);
    expect(outOfAttempts(quiz({ passed: true }), { ...failed, attemptsLeft: 0 })).toBe(false);
  });

  it('every reachable state is reached by a test and shown by a story', () => {
    const open = attempt();
    const timed = attempt({ deadline: new Date(NOW + 60_000).toISOString() });
    const graded = attempt({ status: 'submitted', scorePercent: 40, passed: false });
    const reachable = reachableStateKeys(quizPlayerMachine, {
      input: { lessonId: 'l-quiz' },
      events: [
        { type: 'quiz.start' },
        { type: 'quiz.answer', answer: { questionId: 'q-1', choiceIds: ['b'] } },
        { type: 'quiz.submit' },
        { type: 'quiz.reload' },
        doneEvent('load', { quiz: quiz(), attempts: [] }),
        doneEvent('load', { quiz: quiz(), attempts: [open] }),
        doneEvent('load', { quiz: quiz(), attempts: [timed] }),
        doneEvent('load', { quiz: quiz(), attempts: [graded] }),
        doneEvent('load', { quiz: quiz(), attempts: [{ ...graded, attemptsLeft: 0 }] }),
        errorEvent('load', campusError(500)),
        doneEvent('start', open),
        errorEvent('start', campusError(409)),
        doneEvent('save', open),
        errorEvent('save', campusError(0)),
        errorEvent('save', campusError(409)),
        doneEvent('submit', graded),
        errorEvent('submit', campusError(500)),
        errorEvent('submit', campusError(409)),
        doneEvent('check', open),
        doneEvent('check', { ...graded, status: 'expired' }),
        errorEvent('check', campusError(0)),
      ],
    });
    recorder.expectToCover(reachable);
    expectStoriesToCover('quizPlayer', reachable);
  });
});
