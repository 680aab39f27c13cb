import { formatCountdown } from '@campus/ui';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import {
  createStateRecorder,
  expectStoriesToCover,
  reachableStateKeys,
} from '../../testing/state-coverage';
import { loginRetryMachine, selectIsWaiting, selectRemainingSeconds } from './login-retry.machine';

const recorder = createStateRecorder();

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

function start() {
  return recorder.visit(createActor(loginRetryMachine)).start();
}

describe('login retry countdown (spec §8 429)', () => {
  it('is idle until a 429 starts it: the form may submit', () => {
    const actor = start();
    try {
      expect(actor.getSnapshot().value).toBe('idle');
      expect(selectIsWaiting(actor.getSnapshot())).toBe(false);
    } finally {
      actor.stop();
    }
  });

  it('starts with the retry window in seconds and ticks every second', () => {
    const actor = start();
    try {
      actor.send({ type: 'retry.start', retryAfterMinutes: 15 });
      expect(actor.getSnapshot().value).toBe('running');
      expect(selectIsWaiting(actor.getSnapshot())).toBe(true);
      expect(selectRemainingSeconds(actor.getSnapshot())).toBe(900);
      vi.advanceTimersByTime(999);
      expect(selectRemainingSeconds(actor.getSnapshot())).toBe(900);
      vi.advanceTimersByTime(1);
      expect(selectRemainingSeconds(actor.getSnapshot())).toBe(899);
      vi.advanceTimersByTime(60_000);
      expect(selectRemainingSeconds(actor.getSnapshot())).toBe(839);
      expect(formatCountdown(selectRemainingSeconds(actor.getSnapshot()))).toBe('13:59');
    } finally {
      actor.stop();
    }
  });

  it('ends by itself when the window has passed, and stops ticking', () => {
    const actor = start();
    try {
      actor.send({ type: 'retry.start', retryAfterMinutes: 1 });
      vi.advanceTimersByTime(59_000);
      expect(actor.getSnapshot().value).toBe('running');
      expect(selectRemainingSeconds(actor.getSnapshot())).toBe(1);
      vi.advanceTimersByTime(1_000);
      expect(actor.getSnapshot().value).toBe('idle');
      expect(selectRemainingSeconds(actor.getSnapshot())).toBe(0);
      expect(vi.getTimerCount()).toBe(0);
    } finally {
      actor.stop();
    }
  });

  it('can be reset, which clears the interval', () => {
    const actor = start();
    try {
      actor.send({ type: 'retry.start', retryAfterMinutes: 2 });
      vi.advanceTimersByTime(5_000);
      actor.send({ type: 'retry.reset' });
      expect(actor.getSnapshot().value).toBe('idle');
      expect(selectRemainingSeconds(actor.getSnapshot())).toBe(0);
      expect(vi.getTimerCount()).toBe(0);
    } finally {
      actor.stop();
    }
  });

  it('a new 429 while running restarts from its own window', () => {
    const actor = start();
    try {
      actor.send({ type: 'retry.start', retryAfterMinutes: 1 });
      vi.advanceTimersByTime(30_000);
      actor.send({ type: 'retry.start', retryAfterMinutes: 3 });
      expect(selectRemainingSeconds(actor.getSnapshot())).toBe(180);
      expect(vi.getTimerCount()).toBe(1);
      vi.advanceTimersByTime(1_000);
      expect(selectRemainingSeconds(actor.getSnapshot())).toBe(179);
    } finally {
      actor.stop();
    }
  });

  it('an empty window does not block the form', () => {
    const actor = start();
    try {
      actor.send({ type: 'retry.start', retryAfterMinutes: 0 });
      expect(actor.getSnapshot().value).toBe('idle');
      actor.send({ type: 'retry.start', retryAfterMinutes: 1 });
      actor.send({ type: 'retry.start', retryAfterMinutes: 0 });
      expect(actor.getSnapshot().value).toBe('idle');
    } finally {
      actor.stop();
    }
  });

  it('stopping the actor clears its interval', () => {
    const actor = start();
    actor.send({ type: 'retry.start', retryAfterMinutes: 1 });
    actor.stop();
    expect(vi.getTimerCount()).toBe(0);
  });

  it.each([
    [900, '15:00'],
    [899, '14:59'],
    [61, '1:01'],
    [9, '0:09'],
    [0, '0:00'],
    [-3, '0:00'],
  ])('formats %i s as %s', (seconds, text) => {
    expect(formatCountdown(seconds)).toBe(text);
  });

  it('every state xstate/graph can reach is reached by a test above and shown by a story', () => {
    const reachable = reachableStateKeys(loginRetryMachine, {
      events: [
        { type: 'retry.start', retryAfterMinutes: 1 },
        { type: 'retry.tick' },
        { type: 'retry.reset' },
      ],
    });
    expect(reachable).toEqual(['idle', 'running']);
    recorder.expectToCover(reachable);
    expectStoriesToCover('loginRetry', reachable);
  });
});
