import { sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { HttpError } from '../../http/errors';
import { defineHandlers, type Handlers } from '../../http/router';

const started = Date.now();

export function healthHandlers(ctx: AppContext): Handlers {
  return defineHandlers({
    getHealth: async () => {
      // Routes exist only after migrations ran (app.ts), so reaching here means "migrated"; the
      // query checks the database still answers.
      try {
        await ctx.db.execute(sql`select 1`);
      } catch {
        throw new HttpError(503, 'The database is not reachable.');
      }
      return {
        status: 'ok',
        database: ctx.database.kind,
        uptime: Math.round((Date.now() - started) / 1000),
        version: process.env.npm_package_version ?? '0.1.0',
      };
    },
  });
}
