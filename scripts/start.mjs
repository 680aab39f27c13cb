#!/usr/bin/env node
// The README's first command (`npm start`, or `pnpm start`): on a fresh clone it installs pnpm and the
// dependencies, builds the web app and the server (each skipped when its inputs did not change:
// scripts/build.mjs), and starts the compiled server with the demo world — PGlite under
// packages/server/data, http://127.0.0.1:3000 unless PORT/HOST say otherwise. Without SMTP_URL the
// server runs its local mail catcher (MAIL_CATCHER, inbox at http://127.0.0.1:1080 unless
// MAIL_CATCHER_PORT says otherwise), so the demo's setup and reset mails can be opened and followed.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { ensureDependencies, root, say } from './bootstrap.mjs';
import { buildAll } from './build.mjs';

const env = ensureDependencies();
buildAll();

say('starting Campus');
const serverDir = join(root, 'packages', 'server');
const server = spawn(process.execPath, ['--enable-source-maps', join('dist', 'main.js')], {
  cwd: serverDir,
  env: {
    ...env,
    NODE_ENV: env.NODE_ENV ?? 'production',
    ...(env.SMTP_URL ? {} : { MAIL_CATCHER: env.MAIL_CATCHER ?? 'true' }),
  },
  stdio: 'inherit',
});
// The server stops gracefully on SIGINT/SIGTERM; this wrapper passes them on and exits with it.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
