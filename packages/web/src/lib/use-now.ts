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
