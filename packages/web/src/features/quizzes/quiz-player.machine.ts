/**
 * Taking a quiz. The server grades and keeps the clock; this machine keeps the student's
 * place between those calls.
 *
 * States: `loading` (the quiz and the student's attempts) → `notStarted` (the introduction and the
 * settings), `inProgress` (an open attempt: a fresh one, or the one found open on load, so a reload
 * resumes it), `graded` (the latest submitted attempt, with a new try offered when attempts are left
 * and the quiz is not passed) or `outOfAttempts` (failed with none left).
 *
 * While in progress each answer is saved as given: a change waits `saveDelay` for the next one, then
 * every answer goes up in one saveQuizAnswers; a failed save is retried after `retryDelay` (the
 * answers stay on screen, the student keeps going). `submitting` sends the answers with the submit.
 *
 * A timed attempt ends on the server's clock: the machine ticks a second at a time to show the
 * countdown from the server's `deadline`; at zero (or when the server refuses a save or a submit with
 * 409) it asks the server for the attempt (`checking`). Graded (expired) → `graded` with `timeUp`;
 * still open (this browser's clock runs ahead) → back to the attempt.
 */
import { normalizeError, type Quiz, type QuizAnswer, type QuizAttempt } from '@campus/sdk';
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';

export interface QuizLoad {
  quiz: Quiz;
  /** The student's attempts, newest first (listMyQuizAttempts). */
  attempts: QuizAttempt[];
}

export interface SaveInput {
  attemptId: string;
  answers: QuizAnswer[];
}

export type QuizPlayerEvent =
  | { type: 'quiz.start' }
  | { type: 'quiz.answer'; answer: QuizAnswer }
  | { type: 'quiz.submit' }
  | { type: 'quiz.reload' };

interface Context {
  lessonId: string;
  quiz: Quiz | null;
  attempt: QuizAttempt | null;
  /** The answers as given, by question id; what the next save and the submit send. */
  answers: Record<string, QuizAnswer>;
  /** An answer changed while a save was under way: save again when it returns. */
  changedWhileSaving: boolean;
  /** The last save failed (the answers are kept here and retried). */
  saveError: string | null;
  error: string | null;
  /** The attempt ended on the server's clock, not by the student's submit. */
  timeUp: boolean;
  now: number;
}

const answersOf = (attempt: QuizAttempt): Record<string, QuizAnswer> =>
  Object.fromEntries(attempt.answers.map((a) => [a.questionId, a]));

/** Whether a question has an answer worth saving: a choice, some text or a number. */
function isAnswered(answer: QuizAnswer | undefined): boolean {
  if (!answer) return false;
  return Boolean(
    answer.choiceIds?.length || answer.text?.trim() || typeof answer.number === 'number',
  );
}

/** Seconds left before the server's deadline, by the browser's clock (never negative). */
export const secondsLeft = (attempt: QuizAttempt | null, now: number): number | null =>
  attempt?.deadline ? Math.max(0, Math.ceil((Date.parse(attempt.deadline) - now) / 1000)) : null;

const isConflict = (error: unknown) => normalizeError(error).status === 409;
const messageOf = (error: unknown) => normalizeError(error).message;

export const quizPlayerMachine = setup({
  types: {
    context: {} as Context,
    events: {} as QuizPlayerEvent,
    input: {} as { lessonId: string },
  },
  actors: {
    load: fromPromise<QuizLoad, { lessonId: string }>(() => {
      throw new Error('load is provided by the screen');
    }),
    start: fromPromise<QuizAttempt, { lessonId: string }>(() => {
      throw new Error('start is provided by the screen');
    }),
    save: fromPromise<QuizAttempt, SaveInput>(() => {
      throw new Error('save is provided by the screen');
    }),
    submit: fromPromise<QuizAttempt, SaveInput>(() => {
      throw new Error('submit is provided by the screen');
    }),
    check: fromPromise<QuizAttempt, { attemptId: string }>(() => {
      throw new Error('check is provided by the screen');
    }),
  },
  delays: { saveDelay: 700, retryDelay: 3000, tick: 1000, recheckDelay: 5000 },
  guards: {
    isOutOfAttempts: ({ context }) => outOfAttempts(context.quiz, context.attempt),
    hasGradedAttempt: ({ context }) => context.attempt !== null,
    isTimed: ({ context }) => Boolean(context.attempt?.deadline),
    isTimeUp: ({ context }) => secondsLeft(context.attempt, context.now) === 0,
    changedWhileSaving: ({ context }) => context.changedWhileSaving,
  },
  actions: {
    tick: assign({ now: () => Date.now() }),
  },
}).createMachine({
  id: 'quizPlayer',
  context: ({ input }) => ({
    lessonId: input.lessonId,
    quiz: null,
    attempt: null,
    answers: {},
    changedWhileSaving: false,
    saveError: null,
    error: null,
    timeUp: false,
    now: Date.now(),
  }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'load',
        src: 'load',
        input: ({ context }) => ({ lessonId: context.lessonId }),
        onDone: [
          {
            guard: ({ event }) => event.output.attempts.some((a) => a.status === 'open'),
            target: 'inProgress',
            actions: assign(({ event }) => {
              const open = event.output.attempts.find((a) => a.status === 'open')!;
              return {
                quiz: event.output.quiz,
                attempt: open,
                answers: answersOf(open),
                error: null,
                now: Date.now(),
              };
            }),
          },
          {
            target: 'deciding',
            actions: assign(({ event }) => ({
              quiz: event.output.quiz,
              attempt: event.output.attempts[0] ?? null,
              error: null,
            })),
          },
        ],
        onError: {
          target: 'failed',
          actions: assign({ error: ({ event }) => messageOf(event.error) }),
        },
      },
    },
    /** Where a student with no open attempt stands. */
    deciding: {
      always: [
        { guard: 'isOutOfAttempts', target: 'outOfAttempts' },
        { guard: 'hasGradedAttempt', target: 'graded' },
        { target: 'notStarted' },
      ],
    },
    failed: {
      on: { 'quiz.reload': { target: 'loading', actions: assign({ error: null }) } },
    },
    notStarted: {
      on: { 'quiz.start': 'starting' },
    },
    starting: {
      invoke: {
        id: 'start',
        src: 'start',
        input: ({ context }) => ({ lessonId: context.lessonId }),
        onDone: {
          target: 'inProgress',
          actions: assign(({ event }) => ({
            attempt: event.output,
            answers: answersOf(event.output),
            error: null,
            timeUp: false,
            saveError: null,
            now: Date.now(),
          })),
        },
        // 409: no attempts left or no questions: the server's words, and a fresh look at the quiz.
        onError: {
          target: 'notStarted',
          actions: assign({ error: ({ event }) => messageOf(event.error) }),
        },
      },
    },
    inProgress: {
      type: 'parallel',
      on: {
        'quiz.submit': 'submitting',
      },
      states: {
        saving: {
          initial: 'saved',
          on: {
            'quiz.answer': {
              target: '.waiting',
              reenter: true,
              actions: assign(({ context, event }) => ({
                answers: { ...context.answers, [event.answer.questionId]: event.answer },
                changedWhileSaving: true,
              })),
            },
          },
          states: {
            saved: {},
            waiting: {
              after: { saveDelay: 'sending' },
            },
            sending: {
              entry: assign({ changedWhileSaving: false }),
              invoke: {
                id: 'save',
                src: 'save',
                input: ({ context }) => ({
                  attemptId: context.attempt!._id,
                  answers: Object.values(context.answers),
                }),
                onDone: [
                  {
                    guard: 'changedWhileSaving',
                    target: 'waiting',
                    actions: assign({ saveError: null }),
                  },
                  { target: 'saved', actions: assign({ saveError: null }) },
                ],
                onError: [
                  // The server's clock ended the attempt: ask it how the attempt stands.
                  { guard: ({ event }) => isConflict(event.error), target: '#quizPlayer.checking' },
                  {
                    target: 'retrying',
                    actions: assign({ saveError: ({ event }) => messageOf(event.error) }),
                  },
                ],
              },
              // An answer given while this save is under way is noted (changedWhileSaving) and saved
              // next, instead of restarting the request.
              on: {
                'quiz.answer': {
                  actions: assign(({ context, event }) => ({
                    answers: { ...context.answers, [event.answer.questionId]: event.answer },
                    changedWhileSaving: true,
                  })),
                },
              },
            },
            retrying: {
              after: { retryDelay: 'sending' },
            },
          },
        },
        clock: {
          initial: 'choosing',
          states: {
            choosing: { always: [{ guard: 'isTimed', target: 'ticking' }, { target: 'untimed' }] },
            untimed: {},
            ticking: {
              always: { guard: 'isTimeUp', target: '#quizPlayer.checking' },
              after: { tick: { target: 'ticking', reenter: true, actions: 'tick' } },
            },
          },
        },
      },
    },
    /** The server is asked how the attempt stands (time up on this browser's clock, or a 409). */
    checking: {
      invoke: {
        id: 'check',
        src: 'check',
        input: ({ context }) => ({ attemptId: context.attempt!._id }),
        onDone: [
          {
            guard: ({ event }) => event.output.status === 'open',
            target: 'waitingForServerClock',
            actions: assign({ attempt: ({ event }) => event.output }),
          },
          {
            target: 'deciding',
            actions: assign({
              attempt: ({ event }) => event.output,
              timeUp: ({ event }) => event.output.status === 'expired',
            }),
          },
        ],
        onError: {
          target: 'waitingForServerClock',
          actions: assign({ saveError: ({ event }) => messageOf(event.error) }),
        },
      },
    },
    /** This browser's clock ran ahead of the server's: keep answering a moment more, then ask again. */
    waitingForServerClock: {
      on: {
        'quiz.answer': {
          actions: assign(({ context, event }) => ({
            answers: { ...context.answers, [event.answer.questionId]: event.answer },
          })),
        },
        'quiz.submit': 'submitting',
      },
      after: { recheckDelay: { target: 'checking', actions: 'tick' } },
    },
    submitting: {
      invoke: {
        id: 'submit',
        src: 'submit',
        input: ({ context }) => ({
          attemptId: context.attempt!._id,
          answers: Object.values(context.answers).filter(isAnswered),
        }),
        onDone: {
          target: 'deciding',
          actions: assign({ attempt: ({ event }) => event.output, error: null, saveError: null }),
        },
        onError: [
          // Refused after the deadline: the server graded the attempt as it was saved.
          { guard: ({ event }) => isConflict(event.error), target: 'checking' },
          {
            target: 'inProgress',
            actions: assign({ error: ({ event }) => messageOf(event.error) }),
          },
        ],
      },
    },
    graded: {
      on: {
        'quiz.start': {
          guard: ({ context }) => canTryAgain(context.quiz, context.attempt),
          target: 'starting',
        },
      },
    },
    outOfAttempts: {},
  },
});

/** Failed, and no attempt left. */
export function outOfAttempts(quiz: Quiz | null, attempt: QuizAttempt | null): boolean {
  if (!quiz || quiz.passed || attempt?.passed) return false;
  const allowed = quiz.settings.attemptsAllowed;
  const left = attempt
    ? (attempt.attemptsLeft ?? allowed - attempt.number)
    : allowed - quiz.attemptsUsed;
  return left <= 0;
}

/** A new attempt is offered after a failed one while attempts are left. */
export function canTryAgain(quiz: Quiz | null, attempt: QuizAttempt | null): boolean {
  if (!quiz || quiz.passed || attempt?.passed) return false;
  return !outOfAttempts(quiz, attempt);
}

type Snapshot = SnapshotFrom<typeof quizPlayerMachine>;
export const selectIsSaving = (s: Snapshot) => s.matches({ inProgress: { saving: 'sending' } });
