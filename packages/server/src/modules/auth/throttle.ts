// Attempt counters in the database (shared by every instance, kept across restarts).
//
// A rule counts hits per key within a window; at `limit` hits the key is blocked for `blockMs`.
// Login uses three keys (see LOGIN_RULES): the pair account+IP is strict, the IP alone catches
// spraying across accounts, and the account alone (from any IP) has a higher limit and a short block —
// so an attacker elsewhere can slow guessing on an account but never lock its owner out for long.
import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { throttles } from '../../db/schema/index';

export interface ThrottleRule {
  limit: number;
  windowMs: number;
  blockMs: number;
}

const MIN = 60_000;
/** Spec §9: login and registration retry after 15 minutes by default. */
export const DEFAULT_RULES = {
  loginPair: { limit: 5, windowMs: 15 * MIN, blockMs: 15 * MIN },
  loginIp: { limit: 30, windowMs: 15 * MIN, blockMs: 15 * MIN },
  loginAccount: { limit: 20, windowMs: 15 * MIN, blockMs: 1 * MIN },
  registerIp: { limit: 10, windowMs: 15 * MIN, blockMs: 15 * MIN },
  passwordTokenIp: { limit: 10, windowMs: 15 * MIN, blockMs: 15 * MIN },
  changePassword: { limit: 5, windowMs: 15 * MIN, blockMs: 15 * MIN },
} satisfies Record<string, ThrottleRule>;
export type ThrottleRules = typeof DEFAULT_RULES;

export class Throttle {
  constructor(
    private readonly db: Db,
    private readonly now: () => Date,
    readonly rules: ThrottleRules = DEFAULT_RULES,
  ) {}

  /** Seconds until the first blocked key frees up, or 0 when none is blocked. */
  async blockedFor(keys: string[]): Promise<number> {
    const rows = await this.db
      .select({ blockedUntil: throttles.blockedUntil })
      .from(throttles)
      .where(inArray(throttles.key, keys));
    const now = this.now().getTime();
    let wait = 0;
    for (const r of rows) {
      const until = r.blockedUntil?.getTime() ?? 0;
      if (until > now) wait = Math.max(wait, (until - now) / 1000);
    }
    return wait;
  }

  /** Counts one hit; answers the seconds of the block it caused (0 if none). */
  async hit(key: string, rule: ThrottleRule): Promise<number> {
    const now = this.now();
    const windowStart = new Date(now.getTime() - rule.windowMs);
    // One statement, so two instances counting at once cannot lose a hit.
    const [row] = await this.db
      .insert(throttles)
      .values({ key, count: 1, windowStartedAt: now })
      .onConflictDoUpdate({
        target: throttles.key,
        set: {
          count: sql`CASE WHEN ${throttles.windowStartedAt} < ${windowStart.toISOString()}::timestamptz THEN 1 ELSE ${throttles.count} + 1 END`,
          windowStartedAt: sql`CASE WHEN ${throttles.windowStartedAt} < ${windowStart.toISOString()}::timestamptz THEN ${now.toISOString()}::timestamptz ELSE ${throttles.windowStartedAt} END`,
        },
      })
      .returning({ count: throttles.count });
    if (!row || row.count < rule.limit) return 0;
    const until = new Date(now.getTime() + rule.blockMs);
    await this.db.update(throttles).set({ blockedUntil: until }).where(eq(throttles.key, key));
    return rule.blockMs / 1000;
  }

  async clear(key: string): Promise<void> {
    await this.db.delete(throttles).where(eq(throttles.key, key));
  }
}
