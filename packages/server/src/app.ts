// Builds the whole server — HTTP API, socket.io, database — without listening. Tests and main.ts
// both use buildApp(); tests pass overrides (a temporary data dir, a memory mailer, cheap hashing).
import multipart from '@fastify/multipart';
import Fastify, { type FastifyError, type FastifyInstance } from 'fastify';
import type { Server as IoServer } from 'socket.io';
import { loadConfig, type Config } from './config';
import type { AppContext, AreaModule, Extensions } from './context';
import { openDatabase } from './db/client';
import { migrate } from './db/migrate';
import { TokenService } from './http/auth';
import { READ_MAX_AGE_MS, Reads } from './lib/read-cache';
import { loadContract } from './http/contract';
import { isMalformedMultipart, MALFORMED_MULTIPART, registerInputGuard } from './http/input-guard';
import { HttpError, SERVER_ERROR_MESSAGE, type ErrorBody } from './http/errors';
import { registerOperations, type ContractViolation, type Handlers } from './http/router';
import { registerCompression, registerWeb } from './http/web';
import { createMailer, type Mailer } from './lib/mailer';
import { redactedRequest } from './lib/redact';
import { Passwords, type PasswordCost } from './lib/passwords';
import { Throttle, DEFAULT_RULES, type ThrottleRules } from './modules/auth/throttle';
import { modules as defaultModules } from './modules/index';
import { NotificationsService } from './modules/notifications/service';
import { registerPaymentSandbox } from './modules/payments/sandbox';
import { findFallbackProgram } from './modules/programs-fallback';
import { UsersService } from './modules/users/service';
import { RealtimeHub } from './realtime/hub';
import { createSocketServer } from './realtime/socket';

declare module 'fastify' {
  interface FastifyRequest {
    /** The exact bytes of a JSON body (the payment webhook's signature covers them). */
    rawBody?: Buffer;
  }
}

export interface BuildOptions {
  /** Environment to read configuration from (default: process.env). */
  env?: Record<string, string | undefined>;
  config?: Partial<Config>;
  mailer?: Mailer;
  passwordCost?: PasswordCost;
  throttleRules?: ThrottleRules;
  now?: () => Date;
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
    bodyLimit: 1024 * 1024,
    // Keep-alive connections that are idle are closed at shutdown; busy ones finish first.
    forceCloseConnections: 'idle',
  });

  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (req, body, done) => {
    const buf = body as Buffer;
    req.rawBody = buf;
    if (buf.length === 0) return done(null, undefined);
    try {
      done(null, JSON.parse(buf.toString('utf8')));
    } catch {
      done(new HttpError(400, 'The request body is not valid JSON.'), undefined);
    }
  });
  await app.register(multipart, {
    limits: { fileSize: config.maxImageBytes, fields: 20, fieldSize: 64 * 1024 },
  });

  await registerCompression(app);

  // A request that is still running when close() starts gets its answer with `Connection: close`, so
  // its keep-alive connection ends with it. Otherwise the server would wait for that now idle
  // connection to time out (Fastify's keepAliveTimeout, 72 s) before close() could finish.
  let closing = false;
  app.addHook('onSend', async (_req, reply, payload) => {
    if (closing) reply.header('connection', 'close');
    return payload;
  });
  app.addHook('preClose', async () => {
    closing = true;
  });
  // A successful write may have changed what was read (who a token belongs to, the user list): the
  // reads kept in production are forgotten at once (lib/read-cache.ts).
  app.addHook('onResponse', async (req, reply) => {
    if (req.method !== 'GET' && req.method !== 'HEAD' && reply.statusCode < 400) ctx.reads.forget();
  });

  const contract = loadContract(config.contractPath);
  for (const w of contract.warnings) app.log.warn(`contract: ${w}`);

  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await migrate(database);
  } catch (err) {
    await database.close();
    throw err;
  }

  const notifications = new NotificationsService(database.db);
  const hub = new RealtimeHub(notifications);
  const extensions: Extensions = {
    mentorBatches: async () => [],
    findProgram: findFallbackProgram,
    userStats: [],
    onMentorRegistered: [],
    seeders: [],
    jobs: [],
  };
  const now = opts.now ?? (() => new Date());
  // Hot reads kept for a second in production only (lib/read-cache.ts); tests read the database.
  const reads = new Reads(config.env === 'production' ? READ_MAX_AGE_MS : 0, () => now().getTime());
  const ctx = {
    config,
    database,
    db: database.db,
    log: app.log,
    contract,
    tokens: new TokenService(database.db, config.jwtSecret, config.jwtTtl, reads),
    reads,
    hub,
    mailer: opts.mailer ?? createMailer(config, () => app.log),
    now,
    extensions,
  } as AppContext;
  ctx.services = {
    notifications,
    users: new UsersService(ctx),
    throttle: new Throttle(database.db, now, opts.throttleRules ?? DEFAULT_RULES),
    passwords: new Passwords(opts.passwordCost),
  };

  // The batch room: a student's own batch, a mentor's assigned batches, any batch for an admin.
  hub.registerRoomPolicy('batch', async (user, rest) => {
    const [monthYear, domain] = rest.split(':');
    if (!monthYear || !domain) return false;
    if (user.role === 'admin') return true;
    if (user.role === 'mentor') {
      return (await extensions.mentorBatches(user.id)).some(
        (b) => b.monthYear === monthYear && b.domain === domain,
      );
    }
    const row = await ctx.services.users.byId(user.id);
    return row?.batchMonthYear === monthYear && row.batchDomain === domain;
  });

  const handlers: Handlers = {};
  // The same table read by any id (an area's keys are strings at run time).
  const taken: Partial<Record<string, unknown>> = handlers;
  for (const m of opts.modules ?? defaultModules) {
    const area = await m.register(ctx);
    for (const id of Object.keys(area)) {
      if (taken[id]) throw new Error(`operation ${id} has two handlers (module ${m.name})`);
      if (!contract.byId.has(id)) app.log.warn(`module ${m.name}: ${id} is not in the contract`);
    }
    Object.assign(handlers, area);
  }

  const violations: ContractViolation[] = [];
  registerInputGuard(app);
  registerOperations(app, {
    contract,
    tokens: ctx.tokens,
    handlers,
    responseValidation: config.responseValidation,
    maxFileBytes: config.maxImageBytes,
    onViolation: (v) => violations.push(v),
    publicReads: reads.cache<string>(),
  });

  app.setErrorHandler((err: FastifyError | HttpError, req, reply) => {
    if (err instanceof HttpError) {
      if (err.extra.headers) reply.headers(err.extra.headers);
      return reply.code(err.status).send(err.body());
    }
    const code = (err as FastifyError).code;
    let status = (err as FastifyError).statusCode ?? 500;
    let body: ErrorBody;
    if (code === 'FST_REQ_FILE_TOO_LARGE') {
      status = 413;
      body = {
        message: `The file is too large (at most ${Math.round(config.maxImageBytes / 1024 / 1024)} MB).`,
      };
    } else if (isMalformedMultipart(err)) {
      status = 400;
      body = { message: MALFORMED_MULTIPART };
    } else if (code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      body = { message: 'The request is too large.' };
    } else if (code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
      status = 415;
      body = {
        message: 'Unsupported content type. Send JSON (or a form where the contract says so).',
      };
    } else if (status >= 400 && status < 500) {
      body = { message: err.message };
    } else {
      req.log.error({ err }, 'request failed');
      status = 500;
      body = { message: SERVER_ERROR_MESSAGE };
    }
    return reply.code(status).send(body);
  });

  // Without a real provider (PAYMENT_URL), the demo pays through this server's sandbox checkout.
  if (!config.paymentUrl) {
    await registerPaymentSandbox(app, ctx);
    if (config.env === 'production')
      app.log.warn(
        'payments: PAYMENT_URL is not set, so students pay in the sandbox checkout (no money moves)',
      );
  }

  const web = await registerWeb(app, { webDist: config.webDist, dataDir: config.dataDir });
  app.setNotFoundHandler((req, reply) => {
    const api =
      req.url.startsWith('/api/') || req.url === '/api' || req.url.startsWith('/uploads/');
    if (!api && (req.method === 'GET' || req.method === 'HEAD')) return web.sendApp(reply, req.url);
    return reply.code(404).send({ message: 'Not found.' });
  });

  const io = createSocketServer(app.server, ctx);
  hub.attach(io);

  // Background jobs (extensions.jobs): one timer each, from listen() until close; a run in progress
  // is awaited at close so it never meets a closed database.
  const timers: NodeJS.Timeout[] = [];
  const running = new Set<Promise<void>>();
  const startJobs = () => {
    for (const job of extensions.jobs) {
      const timer = setInterval(() => {
        const p = job
          .run()
          .catch((err: unknown) => app.log.error({ err, job: job.name }, 'background job failed'))
          .finally(() => running.delete(p));
        running.add(p);
      }, job.everyMs);
      timer.unref();
      timers.push(timer);
    }
  };
  app.addHook('preClose', async () => {
    for (const t of timers.splice(0)) clearInterval(t);
    await Promise.all([...running]);
  });

  app.addHook('preClose', async () => {
    // Open websockets would keep the HTTP server from closing.
    io.disconnectSockets(true);
    io.engine.close();
  });
  app.addHook('onClose', async () => {
    await (io.of('/').adapter as { close?: () => Promise<void> | void }).close?.();
    await database.close();
  });

  await app.ready();

  return {
    app,
    ctx,
    io,
    violations,
    async listen() {
      const address = await app.listen({ port: config.port, host: config.host });
      if (timers.length === 0) startJobs();
      // Validators compile on first use; in production the rest compile now, in small steps, so the
      // first call of each operation is not the one that pays (and contract gaps are logged early).
      if (config.env === 'production') {
        const known = contract.warnings.length;
        void contract.warm().then(() => {
          for (const w of contract.warnings.slice(known)) app.log.warn(`contract: ${w}`);
        });
      }
      return address.replace('[::1]', 'localhost');
    },
    close: () => app.close(),
  };
}
