// Builds the whole server — HTTP API, socket.io, database — without listening. Tests and main.ts
// both use buildApp(); tests pass overrides (a temporary data dir, a memory mailer, cheap hashing).
// The server is a few Fastify plugins, one per concern, registered in this order (src/plugins/):
// requests (parsing, compression, errors) → database and context → the areas on the contract's
// operations → web delivery → background jobs → socket.io.
import Fastify, { type FastifyInstance } from 'fastify';
import type { Server as IoServer } from 'socket.io';
import { loadConfig, type Config } from './config';
import type { AppContext, AreaModule } from './context';
import type { ContractViolation } from './http/router';
import type { Mailer } from './lib/mailer';
import type { PasswordCost } from './lib/passwords';
import { redactedRequest } from './lib/redact';
import type { ThrottleRules } from './services';
import { modules as defaultModules } from './modules/index';
import { areasPlugin } from './plugins/areas';
import { databasePlugin } from './plugins/database';
import { httpPlugin } from './plugins/http';
import { jobsPlugin } from './plugins/jobs';
import { realtimePlugin } from './plugins/realtime';
import { webPlugin } from './plugins/web';

export interface BuildOptions {
  /** Environment to read configuration from (default: process.env). */
  env?: Record<string, string | undefined>;
  config?: Partial<Config>;
  mailer?: Mailer;
  passwordCost?: PasswordCost;
  throttleRules?: ThrottleRules;
  now?: () => Date;
  /** Background jobs' windows in place of their own, by kind name (tests run slow jobs fast). */
  jobWindows?: Record<string, number>;
  /** false silences logs (tests); default: pino JSON at LOG_LEVEL. */
  logger?: boolean;
  /** Where log lines go (default stdout); tests read them to prove secrets stay out. */
  logStream?: { write(line: string): void };
  modules?: AreaModule[];
}

export interface CampusApp {
  app: FastifyInstance;
  ctx: AppContext;
  io: IoServer;
  /** Responses that broke the contract (tests assert this stays empty). */
  violations: ContractViolation[];
  /** Listens on config host/port (port 0 = any free port); answers the base URL. */
  listen(): Promise<string>;
  close(): Promise<void>;
}

export async function buildApp(opts: BuildOptions = {}): Promise<CampusApp> {
  const config = loadConfig(opts.env ?? process.env, opts.config);
  const app = Fastify({
    logger:
      opts.logger === false
        ? false
        : {
            level: config.logLevel,
            redact: ['req.headers.authorization', 'req.headers.cookie'],
            serializers: { req: redactedRequest },
            ...(opts.logStream ? { stream: opts.logStream } : {}),
          },
    trustProxy: config.trustProxy,
    // The database plugin migrates before the server listens, and a migration that indexes a large
    // campus's tables takes seconds (~1–4 s each at a million rows on a busy machine) —
    // more than Fastify's default 10 s in all; so does creating a fresh PGlite directory at load
    // average 25–30 (seen: 70 s, the e2e server refused to start). Bounded still, so a hung start does not wait forever.
    pluginTimeout: 600_000,
    bodyLimit: 1024 * 1024,
    // Keep-alive connections that are idle are closed at shutdown; busy ones finish first.
    forceCloseConnections: 'idle',
    // Silent, idle and drip-fed connections are closed (Fastify's defaults wait forever).
    connectionTimeout: config.timeouts.idleMs,
    keepAliveTimeout: config.timeouts.keepAliveMs,
    requestTimeout: config.timeouts.requestMs,
  });

  const violations: ContractViolation[] = [];
  await app.register(httpPlugin, { config });
  await app.register(databasePlugin, {
    config,
    mailer: opts.mailer,
    passwordCost: opts.passwordCost,
    throttleRules: opts.throttleRules,
    now: opts.now,
    jobWindows: opts.jobWindows,
  });
  await app.register(areasPlugin, { modules: opts.modules ?? defaultModules, violations });
  await app.register(webPlugin);
  // Before socket.io: at close, running jobs are awaited while their events can still go out.
  await app.register(jobsPlugin);
  await app.register(realtimePlugin);
  await app.ready();

  return {
    app,
    ctx: app.ctx,
    io: app.io,
    violations,
    async listen() {
      const address = await app.listen({ port: config.port, host: config.host });
      return address.replace('[::1]', 'localhost');
    },
    close: () => app.close(),
  };
}
