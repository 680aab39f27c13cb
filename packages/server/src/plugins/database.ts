// The database and the context every area gets: the contract loaded, the database opened and
// migrated, the core services and the extension points built once (`app.ctx`), and the reads kept
// in production forgotten after every successful write. The database closes last.
import fp from 'fastify-plugin';
import type { Config } from '../config';
import type { AppContext, Extensions } from '../context';
import { openDatabase, queryScope } from '../db/client';
import { migrate } from '../db/migrate';
import { TokenService } from '../http/auth';
import { loadContract } from '../http/contract';
import { startMailCatcher } from '../lib/mail-catcher';
import { createMailer, SmtpMailer, type Mailer } from '../lib/mailer';
import { JobQueue } from '../lib/job-queue';
import { Outbox } from '../lib/outbox';
import { Passwords, type PasswordCost } from '../lib/passwords';
import { READ_MAX_AGE_MS, Reads } from '../lib/read-cache';
import { openStorage } from '../lib/storage-open';
import { DatabaseThrottle, DEFAULT_RULES } from '../modules/auth/public';
import { NotificationsService } from '../modules/notifications/public';
import { findFallbackProgram } from '../modules/programs-fallback';
import { UsersService } from '../modules/users/public';
import { RealtimeHub } from '../realtime/hub';
import type { ThrottleRules } from '../services';

declare module 'fastify' {
  interface FastifyInstance {
    /** What every area gets (context.ts); built by the database plugin. */
    ctx: AppContext;
  }
}

export interface DatabaseOptions {
  config: Config;
  mailer?: Mailer;
  passwordCost?: PasswordCost;
  throttleRules?: ThrottleRules;
  now?: () => Date;
  /** Background jobs' windows in place of their own, by kind (tests; lib/job-queue.ts). */
  jobWindows?: Record<string, number>;
}

export const databasePlugin = fp<DatabaseOptions>(
  async (app, opts) => {
    const { config } = opts;
    const contract = loadContract(config.contractPath);
    for (const w of contract.warnings) app.log.warn(`contract: ${w}`);

    const database = await openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
    });
    try {
      await migrate(database);
    } catch (err) {
      await database.close();
      throw err;
    }

    let files: Awaited<ReturnType<typeof openStorage>>;
    try {
      files = await openStorage(config);
    } catch (err) {
      await database.close();
      throw err;
    }
    app.addHook('onClose', async () => files.close());
    if (config.storage.kind === 's3') app.log.info(`storage: S3 bucket ${config.storage.bucket}`);

    const notifications = new NotificationsService(database.db);
    const extensions: Extensions = {
      mentorBatches: async () => [],
      findProgram: findFallbackProgram,
      userStats: [],
      onMentorRegistered: [],
      onMentorStopped: [],
      onCourseCompleted: [],
      inboxChanged: () => {},
      socketHandlers: [],
      seeders: [],
      jobs: [],
    };
    const now = opts.now ?? (() => new Date());
    // Hot reads kept for a second in production only (lib/read-cache.ts); tests read the database.
    const reads = new Reads(
      config.env === 'production' ? READ_MAX_AGE_MS : 0,
      () => now().getTime(),
      config.readCacheLists,
    );
    // The demo's local mail catcher (MAIL_CATCHER): real SMTP on loopback, read on its inbox page.
    const catcher =
      config.mailCatcher && !opts.mailer
        ? await startMailCatcher({ inboxPort: config.mailCatcher.inboxPort })
        : undefined;
    if (catcher) {
      app.log.info(`mail: local mail catcher, inbox at ${catcher.inboxUrl}`);
      app.addHook('onClose', async () => {
        await catcher.close();
      });
    }
    const mailer =
      opts.mailer ??
      (catcher
        ? new SmtpMailer(catcher.smtpUrl, config.mailFrom)
        : createMailer(config, () => app.log));
    const ctx = {
      config,
      database,
      db: database.db,
      log: app.log,
      contract,
      tokens: new TokenService(database.db, config.jwtSecret, config.jwtTtl, reads),
      reads,
      hub: new RealtimeHub(notifications),
      mailer,
      mailInbox: catcher?.inboxUrl,
      outbox: new Outbox(database.db, mailer, now, () => app.log),
      queue: new JobQueue(database, () => app.log, { windows: opts.jobWindows }),
      storage: files.storage,
      now,
      extensions,
    } as AppContext;
    // The outbox job: a mail written by a committed request goes out within about a second (a
    // window of a second; the queue looks for due jobs every half second).
    extensions.jobs.push({
      name: 'mail-outbox',
      everyMs: 1_000,
      run: async (run) => {
        await ctx.outbox.deliverDue((tokens) => run.hold(tokens));
      },
      releaseHolds: async (tokens) => {
        await ctx.outbox.releaseHolds(tokens);
      },
    });
    ctx.services = {
      notifications,
      users: new UsersService(ctx),
      throttle: new DatabaseThrottle(database.db, now, opts.throttleRules ?? DEFAULT_RULES),
      passwords: new Passwords(opts.passwordCost),
    };
    app.decorate('ctx', ctx);

    // A successful write may have changed what was read (who a token belongs to, the user list):
    // the reads kept in production are forgotten at once (lib/read-cache.ts).
    app.addHook('onResponse', async (req, reply) => {
      if (req.method !== 'GET' && req.method !== 'HEAD' && reply.statusCode < 400) reads.forget();
    });
    // The bench's query count (QUERY_COUNT_HEADER): the queries run for this request — counted in
    // its own async context (db/client.ts `queryScope`), so other work meanwhile (a socket
    // message's writes, the outbox, another request) never adds to it.
    if (config.queryCountHeader) {
      const scopes = new WeakMap<object, { count: number }>();
      app.addHook('onRequest', (req, _reply, done) => {
        const scope = { count: 0 };
        scopes.set(req, scope);
        queryScope.run(scope, done);
      });
      app.addHook('onSend', async (req, reply, payload) => {
        reply.header('x-db-queries', scopes.get(req)?.count ?? 0);
        return payload;
      });
    }
    // onClose hooks run last-registered first, so the plugins after this one close before it.
    app.addHook('onClose', async () => {
      await database.close();
    });
  },
  { name: 'campus-database' },
);
