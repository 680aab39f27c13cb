// A PGlite server with the demo world seeded by the given areas' seeders only (other areas test
// their own), and tokens for the demo people a suite reads as.
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { AppContext } from '../context';
import { users } from '../db/schema/index';
import { seedDemoWorld } from '../seed/index';
import { useServer } from './server';

export function useDemoWorld(
  seeders: (ctx: AppContext) => AppContext['extensions']['seeders'],
  emails: string[],
) {
  const tokens: Record<string, string> = {};
  const s = useServer('pglite', undefined, async (server) => {
    const { ctx } = server.campus;
    ctx.extensions.seeders = seeders(ctx);
    expect(await seedDemoWorld(ctx)).toBe(true);
    for (const email of emails) {
      const [row] = await ctx.db.select().from(users).where(eq(users.email, email));
      tokens[email] = await ctx.tokens.issue(row!);
    }
  });
  return { s, tokens };
}
