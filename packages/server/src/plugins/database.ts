// The database and the context every area gets: the contract loaded, the database opened and
// migrated, the core services and the extension points built once (`app.ctx`), and the reads kept
// in production forgotten after every successful write. The database closes last.
import fp from 'fastify-plugin';
import type { Config } from '../config';
import type { AppContext, Extensions } from '../context';
import { openDatabase } from '../db/client';
import { migrate } from '../db/migrate';
import { TokenService } from '../http/auth';
import { loadContract } from '../http/contract';
import { createMailer, type Mailer } from '../lib/mailer';
import { Passwords, type PasswordCost } from '../lib/passwords';
import { READ_MAX_AGE_MS, Reads } from '../lib/read-cache';
import { DEFAULT_RULES, Throttle, type ThrottleRules } from '../modules/auth/public';
import { NotificationsService } from '../modules/notifications/public';
import { findFallbackProgram } from '../modules/programs-fallback';
import { UsersService } from '../modules/users/public';
import { RealtimeHub } from '../realtime/hub';

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

    const notifications = new NotificationsService(database.db);
    const extensions: Extensions = {
      mentorBatches: async () => [],
      findProgram: findFallbackProgram,
      userStats: [],
      onMentorRegistered: [],
      onMentorStopped: [],
      socketHandlers: [],
      seeders: [],
      jobs: [],
    };
    const now = opts.now ?? (() => new Date());
    // Hot reads kept for a second in production only (lib/read-cache.ts); tests read the database.
    const reads = new Reads(config.env === 'production' ? READ_MAX_AGE_MS : 0, () =>
      now().getTime(),
    );
    const ctx = {
      config,
      database,
      db: database.db,
      log: app.log,
      contract,
      tokens: new TokenService(database.db, config.jwtSecret, config.jwtTtl, reads),
      reads,
      hub: new RealtimeHub(notifications),
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
    app.decorate('ctx', ctx);

    // A successful write may have changed what was read (who a token belongs to, the user list):
    // the reads kept in production are forgotten at once (lib/read-cache.ts).
    app.addHook('onResponse', async (req, reply) => {
      if (req.method !== 'GET' && req.method !== 'HEAD' && reply.statusCode < 400) reads.forget();
    });
    // onClose hooks run last-registered first, so the plugins after this one close before it.
    app.addHook('onClose', async () => {
      await database.close();
    });
  },
  { name: 'campus-database' },
);
