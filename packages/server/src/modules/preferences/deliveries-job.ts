// The deliveries job: once a minute (a window of the job queue), sends what routing.ts set aside for
// later in notification_deliveries, once, however many instances run it at the same moment.
//
// - Mail held by quiet hours (channel email_now, due when they end): one mail per held notice, as it
//   would have gone out at once — its own subject, link and one-click unsubscribe for its kind. A
//   night's few notices stay separate mails; the digest is the channel for a summary.
// - Digest items (channel digest, due at the person's digest hour in their zone): ONE mail per person
//   and window, listing only what they have not seen (an item whose bell row was read since is left
//   out), grouped by kind, coalesced (coalesce.ts); nothing is mailed when nothing is left.
// - A kind whose channel the person turned off since (the settings page, an unsubscribe link) is not
//   sent: the choice as it stands when the mail would leave decides.
//
// Exactly once. Each person's due rows are claimed in one transaction by a conditional UPDATE
// (`sent_at` set where it is null, the rows taken FOR UPDATE SKIP LOCKED: an instance that meets a
// person another instance is sending moves on), and the mails are written to the outbox in that same
// transaction: a claim and its mails commit together or not at all. A digest is also recorded in
// notification_digests under the unique key (person, window) — the window being the digest hour its
// items were due at. An item that was committed late for a window already mailed (made a moment
// before the hour, committed after the digest went) meets that key and moves to the next window
// instead of making a second digest for the same one.
import { and, eq, inArray, isNull, lte } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Queryable } from '../../db/client';
import {
  notificationDeliveries,
  notificationDigests,
  notificationPreferences,
  notifications,
  users,
  type LaterChannel,
  type NotificationDeliveryRow,
} from '../../db/schema/index';
import { coalesce } from './coalesce';
import { DEFAULT_DIGEST_HOUR } from './kinds';
import type { NotificationMails } from './notification-mails';
import { nextWallTime } from './quiet-hours';
import { channelOn } from './resolve';

export const DELIVERIES_JOB_MS = 60_000;
/** People read per page of a run. */
const PAGE = 200;

/** What one run sent. */
export interface DeliveriesRun {
  digests: number;
  heldMails: number;
}

const nd = notificationDeliveries;

export class DeliveriesJob {
  constructor(
    private readonly ctx: AppContext,
    private readonly mails: NotificationMails,
  ) {}

  async run(): Promise<DeliveriesRun> {
    const now = this.ctx.now();
    const sent: DeliveriesRun = { digests: 0, heldMails: 0 };
    for (const channel of ['email_now', 'digest'] as const) {
      for (;;) {
        const people = await this.duePeople(channel, now);
        let claimed = 0;
        for (const userId of people) {
          const done = await this.ctx.db.transaction((tx) =>
            channel === 'digest' ? this.digest(tx, userId, now) : this.held(tx, userId, now),
          );
          claimed += done.claimed;
          if (channel === 'digest') sent.digests += done.mails;
          else sent.heldMails += done.mails;
        }
        // A short page is the last; a page of people all being sent by another instance is left
        // to it.
        if (people.length < PAGE || claimed === 0) break;
      }
    }
    return sent;
  }

  /** People with rows of `channel` due (notification_deliveries_channel_due_idx). */
  private async duePeople(channel: LaterChannel, now: Date): Promise<string[]> {
    const rows = await this.ctx.db
      .selectDistinct({ userId: nd.userId })
      .from(nd)
      .where(and(eq(nd.channel, channel), isNull(nd.sentAt), lte(nd.dueAt, now)))
      .limit(PAGE);
    return rows.map((r) => r.userId);
  }

  /** Claims one person's due rows of `channel` (none if another instance holds them). */
  private claim(
    tx: Queryable,
    userId: string,
    channel: LaterChannel,
    now: Date,
  ): Promise<NotificationDeliveryRow[]> {
    const due = tx
      .select({ id: nd.id })
      .from(nd)
      .where(
        and(eq(nd.userId, userId), eq(nd.channel, channel), isNull(nd.sentAt), lte(nd.dueAt, now)),
      )
      .for('update', { skipLocked: true });
    return tx.update(nd).set({ sentAt: now }).where(inArray(nd.id, due)).returning();
  }

  private async person(tx: Queryable, userId: string) {
    const [p] = await tx
      .select({
        id: users.id,
        name: users.name,
        email: users.email,
        role: users.role,
        choices: notificationPreferences.choices,
        timeZone: notificationPreferences.timeZone,
        digestHour: notificationPreferences.digestHour,
      })
      .from(users)
      .leftJoin(notificationPreferences, eq(notificationPreferences.userId, users.id))
      .where(eq(users.id, userId));
    return p;
  }

  /** Rows whose channel the person still has on for their kind. */
  private stillOn(
    p: NonNullable<Awaited<ReturnType<DeliveriesJob['person']>>>,
    rows: NotificationDeliveryRow[],
    channel: LaterChannel,
  ): NotificationDeliveryRow[] {
    const who = { role: p.role, choices: p.choices ?? {} };
    return rows.filter((r) => channelOn(who, r.kind, false, channel));
  }

  private async held(tx: Queryable, userId: string, now: Date) {
    const rows = await this.claim(tx, userId, 'email_now', now);
    const p = rows.length ? await this.person(tx, userId) : undefined;
    if (!p) return { claimed: rows.length, mails: 0 };
    const mails = this.stillOn(p, rows, 'email_now')
      .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())
      .map((r) => this.mails.notice(p, r));
    await this.ctx.outbox.enqueueAll(tx, mails);
    return { claimed: rows.length, mails: mails.length };
  }

  private async digest(tx: Queryable, userId: string, now: Date) {
    const rows = await this.claim(tx, userId, 'digest', now);
    const p = rows.length ? await this.person(tx, userId) : undefined;
    if (!p) return { claimed: rows.length, mails: 0 };
    const windowAt = new Date(Math.max(...rows.map((r) => r.dueAt.getTime())));
    const wanted = this.stillOn(p, rows, 'digest');
    const bellRows = wanted.flatMap((r) => (r.notificationId ? [r.notificationId] : []));
    const read = new Set(
      bellRows.length
        ? (
            await tx
              .select({ id: notifications.id })
              .from(notifications)
              .where(and(inArray(notifications.id, bellRows), eq(notifications.read, true)))
          ).map((n) => n.id)
        : [],
    );
    const entries = coalesce(
      wanted.filter((r) => !(r.notificationId && read.has(r.notificationId))),
    );
    const [recorded] = await tx
      .insert(notificationDigests)
      .values({ userId, windowAt, items: entries.length, sentAt: now })
      .onConflictDoNothing()
      .returning({ id: notificationDigests.id });
    if (!recorded) {
      // This window's digest went out already: these items wait for the next one.
      const zone = p.timeZone ?? 'UTC';
      const next = nextWallTime(now, zone, (p.digestHour ?? DEFAULT_DIGEST_HOUR) * 60);
      await tx
        .update(nd)
        .set({ sentAt: null, dueAt: next })
        .where(
          inArray(
            nd.id,
            rows.map((r) => r.id),
          ),
        );
      return { claimed: rows.length, mails: 0 };
    }
    if (entries.length === 0) return { claimed: rows.length, mails: 0 };
    await this.ctx.outbox.enqueue(tx, this.mails.digest(p, entries, windowAt, p.timeZone ?? 'UTC'));
    return { claimed: rows.length, mails: 1 };
  }
}
