// A person's push subscriptions: one per browser they turned push on in. Each person adds and removes
// only their own; the push job reads them (sender.ts) and removes those the push service says are gone.
import type { PushSubscription, PushSubscriptionCreate } from '@campus/sdk/model';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Queryable } from '../../db/client';
import { anyOf } from '../../db/any-of';
import { pushSubscriptions, type PushSubscriptionRow } from '../../db/schema/index';
import type { Principal } from '../../http/auth';
import { fieldError, forbidden, notFound } from '../../http/errors';

const NOT_YOURS = 'You can only add and remove your own push subscriptions.';

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

const toSubscription = (r: PushSubscriptionRow): PushSubscription => ({
  _id: r.id,
  endpoint: r.endpoint,
  createdAt: r.createdAt.toISOString(),
});

export class PushSubscriptions {
  constructor(private readonly ctx: AppContext) {}

  /**
   * Stores the browser's subscription for the person; answers whether it is new. The server posts to
   * the endpoint, so it must be a push service's https address (plain http only on this machine's
   * loopback, outside production: the tests' push service).
   */
  async subscribe(
    user: Principal,
    userId: string,
    input: PushSubscriptionCreate,
  ): Promise<{ created: boolean; subscription: PushSubscription }> {
    if (user.id !== userId) throw forbidden(NOT_YOURS);
    const url = new URL(input.endpoint);
    const local = this.ctx.config.env !== 'production' && LOOPBACK.has(url.hostname);
    if (url.protocol !== 'https:' && !(url.protocol === 'http:' && local))
      throw fieldError('endpoint', 'The push endpoint must be an https address');
    const [existing] = await this.ctx.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, input.endpoint));
    if (
      existing?.userId === userId &&
      existing.p256dh === input.keys.p256dh &&
      existing.auth === input.keys.auth
    )
      return { created: false, subscription: toSubscription(existing) };
    const values = {
      userId,
      endpoint: input.endpoint,
      p256dh: input.keys.p256dh,
      auth: input.keys.auth,
      createdAt: this.ctx.now(),
    };
    // Another person's (the browser's previous one) or changed keys: the browser's latest wins.
    const [row] = await this.ctx.db
      .insert(pushSubscriptions)
      .values(values)
      .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: values })
      .returning();
    return { created: existing?.userId !== userId, subscription: toSubscription(row!) };
  }

  async unsubscribe(user: Principal, userId: string, endpoint: string): Promise<void> {
    if (user.id !== userId) throw forbidden(NOT_YOURS);
    const gone = await this.ctx.db
      .delete(pushSubscriptions)
      .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)))
      .returning({ id: pushSubscriptions.id });
    if (gone.length === 0) throw notFound('This browser has no push subscription of yours.');
  }
}

/** Which of these people have at least one push subscription (in `q`, the caller's transaction). */
export async function subscribersAmong(q: Queryable, userIds: string[]): Promise<Set<string>> {
  if (userIds.length === 0) return new Set();
  const rows = await q
    .selectDistinct({ userId: pushSubscriptions.userId })
    .from(pushSubscriptions)
    .where(anyOf(pushSubscriptions.userId, userIds));
  return new Set(rows.map((r) => r.userId));
}
