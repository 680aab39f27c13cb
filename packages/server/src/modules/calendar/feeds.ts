// Calendar feeds: a per-user secret URL a calendar app subscribes to. The secret is 32 random bytes
// given to the user once (base64url in the URL); only its SHA-256 is stored, and the URL is looked
// up by that hash. Resetting revokes the old row and adds a new one in one transaction, so the old
// URL stops at once; at most one unrevoked row per user (a partial unique index).
import type { CalendarFeed } from '@campus/sdk/model';
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Queryable } from '../../db/client';
import { calendarFeeds, users, type Role } from '../../db/schema/index';
import type { Principal } from '../../http/auth';
import { notFound } from '../../http/errors';
import { isWorkingMentor } from '../../lib/mentor-review';

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

export const FEED_GONE = 'This calendar link is no longer valid. Make a new one in Campus.';

export class CalendarFeeds {
  constructor(private readonly ctx: AppContext) {}

  private active(q: Queryable, userId: string) {
    return q
      .select()
      .from(calendarFeeds)
      .where(and(eq(calendarFeeds.userId, userId), isNull(calendarFeeds.revokedAt)))
      .limit(1);
  }

  async status(user: Principal): Promise<CalendarFeed> {
    const [row] = await this.active(this.ctx.db, user.id);
    return row ? { active: true, createdAt: row.createdAt.toISOString() } : { active: false };
  }

  /** A new secret; the caller's old feed, if any, is revoked in the same transaction. */
  async create(user: Principal): Promise<CalendarFeed> {
    const token = randomBytes(32).toString('base64url');
    const now = this.ctx.now();
    const row = await this.ctx.db.transaction(async (tx) => {
      await this.revokeIn(tx, user.id, now);
      const [r] = await tx
        .insert(calendarFeeds)
        .values({ userId: user.id, tokenHash: hashOf(token), createdAt: now })
        .returning();
      return r!;
    });
    const https = new URL(`/api/calendar/feed/${token}.ics`, this.ctx.config.publicUrl).toString();
    return {
      active: true,
      createdAt: row.createdAt.toISOString(),
      https,
      webcal: https.replace(/^https?:/, 'webcal:'),
    };
  }

  async revoke(user: Principal): Promise<void> {
    await this.revokeIn(this.ctx.db, user.id, this.ctx.now());
  }

  private async revokeIn(q: Queryable, userId: string, at: Date): Promise<void> {
    await q
      .update(calendarFeeds)
      .set({ revokedAt: at })
      .where(and(eq(calendarFeeds.userId, userId), isNull(calendarFeeds.revokedAt)));
  }

  /**
   * The owner of an unrevoked feed, by its secret, as their account stands now: 404 for an unknown
   * or revoked secret, a deactivated account, or a mentor account not approved (a mentor who may
   * not work with students publishes no calendar of them).
   */
  async owner(token: string): Promise<{ id: string; role: Role; name: string }> {
    const [row] = await this.ctx.db
      .select({
        id: users.id,
        role: users.role,
        name: users.name,
        isActive: users.isActive,
        mentorStatus: users.mentorStatus,
      })
      .from(calendarFeeds)
      .innerJoin(users, eq(users.id, calendarFeeds.userId))
      .where(and(eq(calendarFeeds.tokenHash, hashOf(token)), isNull(calendarFeeds.revokedAt)))
      .limit(1);
    if (!row || !row.isActive) throw notFound(FEED_GONE);
    if (row.role === 'mentor' && !isWorkingMentor(row)) throw notFound(FEED_GONE);
    return { id: row.id, role: row.role, name: row.name };
  }
}
