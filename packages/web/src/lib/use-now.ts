import { useEffect, useReducer } from 'react';

/**
 * The clock a screen reads for words like "Starts in 12 min" and for when a class opens to join:
 * it reads `read()` on every render and renders again every `everyMs`, so a page left open shows
 * the Join button when the window opens without a reload. Stories and tests pass a fixed `read`,
 * so what they show never depends on the time of day they run at.
 */
export function useNow(read: () => number = Date.now, everyMs = 30_000): number {
  const [, tick] = useReducer((n: number) => n + 1, 0);
  useEffect(() => {
    const id = setInterval(tick, everyMs);
    return () => clearInterval(id);
  }, [everyMs]);
  return read();
}

/** A timer's longest wait (setTimeout overflows past 2^31 − 1 ms); a later instant waits in steps. */
const LONGEST_WAIT = 24 * 60 * 60_000;

/**
 * Renders again the moment `at` (epoch ms) passes by `read`'s clock, so what opens at an instant
 * (a class's Start) appears exactly then rather than at the next `useNow` tick.
 */
export function useRenderAt(at: number, read: () => number = Date.now): void {
  const [ticks, tick] = useReducer((n: number) => n + 1, 0);
  useEffect(() => {
    const wait = at - read();
    if (!(wait > 0)) return;
    const id = setTimeout(tick, Math.min(wait, LONGEST_WAIT));
    return () => clearTimeout(id);
  }, [at, read, ticks]);
}
