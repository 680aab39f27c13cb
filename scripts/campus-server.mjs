// The one way Campus's server is started from a checkout, shared by `npm start` (scripts/start.mjs)
// and the end-to-end run (packages/web/e2e/run.mjs), so the browser journeys prove npm start's own
// setup: the compiled server (packages/server/dist/main.js, built by scripts/build.mjs), in
// production mode, serving packages/web/dist, and — without SMTP_URL — the local mail catcher
// (MAIL_CATCHER) that receives every mail. A caller only adds where it listens and keeps its data.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { root } from './bootstrap.mjs';

const serverDir = join(root, 'packages', 'server');

/** The server's environment: `env` (the caller's, with its own PORT, DATA_DIR, …) plus the defaults. */
function campusServerEnv(env) {
  return {
    ...env,
    NODE_ENV: env.NODE_ENV ?? 'production',
    ...(env.SMTP_URL ? {} : { MAIL_CATCHER: env.MAIL_CATCHER ?? 'true' }),
  };
}

/**
 * Starts the compiled server as one node process (its pid is the server's, so a caller can stop it
 * by pid). `stdio` as for spawn.
 */
export function startCampusServer(env, stdio = 'inherit') {
  return spawn(process.execPath, ['--enable-source-maps', join('dist', 'main.js')], {
    cwd: serverDir,
    env: campusServerEnv(env),
    stdio,
  });
}
