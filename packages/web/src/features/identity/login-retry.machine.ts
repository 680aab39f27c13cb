/**
 * The login retry countdown (spec §8 "429 … and a retry countdown starts").
 *
 * States: `idle` (the form may submit) ⇄ `running` (it may not; the remaining time shows).
 *
 * Wiring contract: the login form owns one of these and sends `retry.start` with the minutes of the
 * auth actor's `login.throttled` event. The `ticker` actor (a 1 s interval, cleared on exit) is the
 * only effect; tests run it under fake timers or replace it.
 */
import { assign, fromCallback, setup } from 'xstate';

export const RETRY_TICK_MS = 1000;

export interface LoginRetryContext {
  remainingSeconds: number;
}

export type LoginRetryEvent =
  | { type: 'retry.start'; retryAfterMinutes: number }
  | { type: 'retry.tick' }
  | { type: 'retry.reset' };

export const loginRetryMachine = setup({
  types: {
    context: {} as LoginRetryContext,
    events: {} as LoginRetryEvent,
  },
  actors: {
    ticker: fromCallback<LoginRetryEvent, { intervalMs: number }>(({ sendBack, input }) => {
      const id = setInterval(() => sendBack({ type: 'retry.tick' }), input.intervalMs);
      return () => clearInterval(id);
    }),
  },
  actions: {
    startWindow: assign(({ event }) => ({
      remainingSeconds:
        event.type === 'retry.start' ? Math.max(0, Math.round(event.retryAfterMinutes * 60)) : 0,
    })),
    tick: assign(({ context }) => ({ remainingSeconds: context.remainingSeconds - 1 })),
    clear: assign({ remainingSeconds: 0 }),
  },
  guards: {
    isEmptyWindow: ({ event }) => event.type === 'retry.start' && event.retryAfterMinutes <= 0,
    isLastTick: ({ context }) => context.remainingSeconds <= 1,
  },
}).createMachine({
  id: 'loginRetry',
  context: { remainingSeconds: 0 },
  initial: 'idle',
  states: {
    idle: {
      on: {
        'retry.start': [{ guard: 'isEmptyWindow' }, { target: 'running', actions: 'startWindow' }],
      },
    },
    running: {
      invoke: { src: 'ticker', input: { intervalMs: RETRY_TICK_MS } },
      on: {
        'retry.tick': [
          { guard: 'isLastTick', target: 'idle', actions: 'clear' },
          { actions: 'tick' },
        ],
        'retry.reset': { target: 'idle', actions: 'clear' },
        // A new 429 while waiting restarts the window (and the interval) from its own value.
        'retry.start': [
          { guard: 'isEmptyWindow', target: 'idle', actions: 'clear' },
          { target: 'running', reenter: true, actions: 'startWindow' },
        ],
      },
    },
  },
});

// The selectors live apart from the machine, so a screen can read an actor without loading XState.
export { selectIsWaiting, selectRemainingSeconds } from './login-retry.selectors';
