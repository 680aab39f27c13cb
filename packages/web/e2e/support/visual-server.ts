import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { startCampusServer } from '../../../../scripts/campus-server.mjs';
import { freePort } from './free-port';

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
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'campus-visual-'));
  const baseURL = `http://127.0.0.1:${port}`;
  const clock = pathToFileURL(resolve(here, '../visual/fixed-clock.mjs')).href;
  const server: ChildProcess = startCampusServer(
    {
      ...process.env,
      SMTP_URL: undefined,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_DIST: resolve(here, '../../dist'),
      LOG_LEVEL: 'warn',
      TRUST_PROXY: 'true',
      MAIL_CATCHER_PORT: String(await freePort()),
      CAMPUS_CLOCK_START: new Date(CLOCK_START).toISOString(),
      NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --import=${clock}`.trim(),
    },
    ['ignore', 'ignore', 'inherit'],
  );
  const stop = async () => {
    if (server.exitCode === null && server.signalCode === null) {
      const exited = new Promise((r) => server.once('exit', r));
      server.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  // As e2e/run.mjs waits for the suite's server (a loaded machine can take minutes).
  const timeoutMs = Number(process.env.E2E_HEALTH_TIMEOUT_MS ?? 240_000);
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the visual server exited (${server.exitCode})`);
    const healthy = await fetch(`${baseURL}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (healthy) return { baseURL, stop };
    // Polling the readiness check itself.
    await new Promise((r) => setTimeout(r, 250));
  }
  await stop();
  throw new Error(
    `the visual server did not answer ${baseURL}/api/health in ${timeoutMs / 1000} s`,
  );
}
