import type { ChildProcess, StdioOptions } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startCampusServer } from '../../../../scripts/campus-server.mjs';
import { freePort } from './free-port';

const here = dirname(fileURLToPath(import.meta.url));

export interface OwnServer {
  baseURL: string;
  /** Its own mail catcher's inbox (the JSON at /api/mails). */
  mailURL: string;
  process: ChildProcess;
  stop(): Promise<void>;
}

/**
 * A server of a journey's own, started as the suite's is (npm start's start: production mode, the
 * built app, the local mail catcher) with fresh data, for journeys that must change what the shared
 * server cannot (its clock). `env` adds to or overrides the suite's; `stdio` as for spawn.
 */
export async function startOwnServer(
  name: string,
  env: Record<string, string | undefined>,
  stdio: StdioOptions = ['ignore', 'ignore', 'inherit'],
): Promise<OwnServer> {
  const port = await freePort();
  const mailPort = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), `campus-${name}-`));
  const baseURL = `http://127.0.0.1:${port}`;
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
      MAIL_CATCHER_PORT: String(mailPort),
      ...env,
    },
    stdio,
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
    if (server.exitCode !== null) throw new Error(`the ${name} server exited (${server.exitCode})`);
    const healthy = await fetch(`${baseURL}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (healthy) return { baseURL, mailURL: `http://127.0.0.1:${mailPort}`, process: server, stop };
    // Polling the readiness check itself.
    await new Promise((r) => setTimeout(r, 250));
  }
  await stop();
  throw new Error(
    `the ${name} server did not answer ${baseURL}/api/health in ${timeoutMs / 1000} s`,
  );
}
