#!/usr/bin/env node
// The README's first command (`npm start`, or `pnpm start`): on a fresh clone it installs pnpm and the
// dependencies, builds the web app and the server (each skipped when its inputs did not change:
// scripts/build.mjs), and starts the compiled server with the demo world — PGlite under
// packages/server/data, http://127.0.0.1:3000 unless PORT/HOST say otherwise. Without SMTP_URL the
// server runs its local mail catcher (MAIL_CATCHER, inbox at http://127.0.0.1:1080 unless
// MAIL_CATCHER_PORT says otherwise), so the demo's setup and reset mails can be opened and followed.
// packages/web/e2e/run.mjs starts the server through the same function (scripts/campus-server.mjs).
import { ensureDependencies, say } from './bootstrap.mjs';
import { buildAll } from './build.mjs';
import { startCampusServer } from './campus-server.mjs';

const env = ensureDependencies();
buildAll();

say('starting Campus');
// The same start the end-to-end suite runs (scripts/campus-server.mjs).
const server = startCampusServer(env);
// The server stops gracefully on SIGINT/SIGTERM; this wrapper passes them on and exits with it.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
