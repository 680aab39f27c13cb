// Attempt counters in the database (shared by every instance, kept across restarts): the Throttle of
// services.ts, with the server's default rules.
//
// A rule counts hits per key within a window; at `limit` hits the key is blocked for `blockMs` and its
// count starts again (so after a block an attacker needs a full new round of failures to cause the
// next one — a single wrong attempt a minute cannot keep a key blocked forever).
//
// Login (after Canvas's login registry; sessions.ts) uses three counters and one memory:
//   - account+IP ("pair"): strict — 5 failures, 15 minutes (spec §9);
//   - the IP alone: catches spraying across accounts, with a limit high enough that a campus NAT or
//     a proxy (see TRUST_PROXY in the README) does not lock out everyone behind it;
//   - the account alone (from any IP): slows distributed guessing with a short block;
//   - "known" pairs: an account+IP that logged in successfully within KNOWN_DEVICE_MS. A correct
//     password from a known pair gets through the IP-wide and account-wide blocks (never through its
//     own pair block), so an attacker elsewhere cannot lock the owner out.
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { throttles } from '../../db/schema/index';
import { anyOf } from '../../db/any-of';
import type { Throttle, ThrottleRule, ThrottleRules } from '../../services';

const MIN = 60_000;
/** Spec §9: login and registration retry after 15 minutes by default. */
export const DEFAULT_RULES = {
  loginPair: { limit: 5, windowMs: 15 * MIN, blockMs: 15 * MIN },
  /** Failures from one address across accounts: 300 per 15 minutes ≈ a lab of 300 typing a typo. */
  loginIp: { limit: 300, windowMs: 15 * MIN, blockMs: 15 * MIN },
  loginAccount: { limit: 20, windowMs: 15 * MIN, blockMs: 1 * MIN },
  registerIp: { limit: 10, windowMs: 15 * MIN, blockMs: 15 * MIN },
  passwordTokenIp: { limit: 10, windowMs: 15 * MIN, blockMs: 15 * MIN },
  /** Reset mails asked for one address, from anywhere: no mail bombing. */
  forgotPasswordAccount: { limit: 5, windowMs: 60 * MIN, blockMs: 60 * MIN },
  changePassword: { limit: 5, windowMs: 15 * MIN, blockMs: 15 * MIN },
  /** Anonymous "fail" posts on a sandbox payment link: per link, per address. */
  sandboxFailLink: { limit: 5, windowMs: 15 * MIN, blockMs: 15 * MIN },
  sandboxFailIp: { limit: 30, windowMs: 15 * MIN, blockMs: 15 * MIN },
  /** "Send the setup mail again" from a receipt: a person's inbox is not a target. */
  setupMailAccount: { limit: 3, windowMs: 60 * MIN, blockMs: 60 * MIN },
} satisfies ThrottleRules;

/** How long a successful login makes its account+IP "known" (it then skips the wider blocks). */
export const KNOWN_DEVICE_MS = 30 * 24 * 60 * MIN;

export class DatabaseThrottle implements Throttle {
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
      .where(anyOf(throttles.key, keys));
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
    await this.db
      .update(throttles)
      .set({ blockedUntil: until, count: 0, windowStartedAt: now })
      .where(eq(throttles.key, key));
    return rule.blockMs / 1000;
  }

  /** Remembers that `key` happened now (a successful login's account+IP). */
  async remember(key: string): Promise<void> {
    const now = this.now();
    await this.db
      .insert(throttles)
      .values({ key, count: 0, windowStartedAt: now })
      .onConflictDoUpdate({ target: throttles.key, set: { windowStartedAt: now } });
  }

  /** Did `key` happen (remember) within the last `ms`? */
  async seenWithin(key: string, ms: number): Promise<boolean> {
    const [row] = await this.db
      .select({ at: throttles.windowStartedAt })
      .from(throttles)
      .where(eq(throttles.key, key))
      .limit(1);
    return !!row && row.at.getTime() > this.now().getTime() - ms;
  }

  async clear(key: string): Promise<void> {
    await this.db.delete(throttles).where(eq(throttles.key, key));
  }
}
