import { dirname, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { startOwnServer } from './own-server';

const here = dirname(fileURLToPath(import.meta.url));

/**
 * The instant the visual check's world is seeded at (10:00 in Kolkata, a Wednesday). Browsers
 * show it as their fixed time plus SHOWN_AFTER, so every relative word ("due in 2 days", "5
 * minutes ago") reads the same on every run.
 */
export const CLOCK_START = Date.parse('2026-11-25T04:30:00.000Z');
export const SHOWN_AFTER = 5 * 60_000;

export interface VisualServer {
  baseURL: string;
  stop(): Promise<void>;
}

/**
 * A server of its own for the pictures (npm start's start, as the suite's): fresh data, the demo
 * world seeded at CLOCK_START (fixed-clock.mjs), so no other journey's writes and no calendar
 * day change what a page shows.
 */
export async function startVisualServer(): Promise<VisualServer> {
  const clock = pathToFileURL(resolve(here, '../visual/fixed-clock.mjs')).href;
  const { baseURL, stop } = await startOwnServer('visual', {
    CAMPUS_CLOCK_START: new Date(CLOCK_START).toISOString(),
    NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --import=${clock}`.trim(),
  });
  return { baseURL, stop };
}
