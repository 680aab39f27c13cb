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
// Exactly once. A run takes a page of people at a time, in one transaction:
// - digests: the claim is the unique key (person, window) of notification_digests — the window being
//   the digest hour their due items were due at (the latest, when the job was down over several).
//   The page's keys are inserted in one statement, ON CONFLICT DO NOTHING, in the order of the
//   people's ids (so two instances never wait on each other in a cycle); an instance whose insert
//   meets another's uncommitted key waits for it and then does not get that person. Only for the
//   people it got does it mark the due rows sent (a conditional UPDATE: `sent_at` set where it is
//   null) and write the digest to the outbox, all in the same transaction. A person whose key was
//   taken already and who still has items due for that window has items that were committed late
//   (made a moment before the hour, committed after its digest went): they move to the next window.
// - held mail: each row is its own mail, so the rows themselves are claimed: a conditional UPDATE
//   over the rows taken FOR UPDATE SKIP LOCKED (rows another instance is sending are left to it).
// A claim and its mails commit together or not at all. A run reads each person at most once.
import { and, eq, inArray, isNull, lte, max, notInArray } from 'drizzle-orm';
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
/** People claimed in one transaction. */
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
      const read: string[] = [];
      for (;;) {
        const people = await this.duePeople(channel, now, read);
        if (people.length === 0) break;
        read.push(...people);
        const mails = await this.ctx.db.transaction((tx) =>
          channel === 'digest' ? this.digests(tx, people, now) : this.held(tx, people, now),
        );
        if (channel === 'digest') sent.digests += mails;
        else sent.heldMails += mails;
      }
    }
    return sent;
  }

  /**
   * People with rows of `channel` due, besides those this run read already
   * (notification_deliveries_channel_due_idx).
   */
  private async duePeople(channel: LaterChannel, now: Date, read: string[]): Promise<string[]> {
    const rows = await this.ctx.db
      .selectDistinct({ userId: nd.userId })
      .from(nd)
      .where(
        and(
          eq(nd.channel, channel),
          isNull(nd.sentAt),
          lte(nd.dueAt, now),
          read.length ? notInArray(nd.userId, read) : undefined,
        ),
      )
      .orderBy(nd.userId)
      .limit(PAGE);
    return rows.map((r) => r.userId);
  }

  /** Claims these people's due rows of `channel` (not those another instance holds). */
  private claim(
    tx: Queryable,
    people: string[],
    channel: LaterChannel,
    now: Date,
  ): Promise<NotificationDeliveryRow[]> {
    const due = tx
      .select({ id: nd.id })
      .from(nd)
      .where(
        and(
          inArray(nd.userId, people),
          eq(nd.channel, channel),
          isNull(nd.sentAt),
          lte(nd.dueAt, now),
        ),
      )
      .for('update', { skipLocked: true });
    return tx.update(nd).set({ sentAt: now }).where(inArray(nd.id, due)).returning();
  }

  /** The people of `rows`, by id, with their preferences (null columns: none stored). */
  private async people(tx: Queryable, rows: Array<{ userId: string }>) {
    const ids = [...new Set(rows.map((r) => r.userId))];
    const found = await tx
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
      .where(inArray(users.id, ids));
    return new Map(found.map((p) => [p.id, p]));
  }

  /** The rows of each person, in the order they were made, with their kind's channel still on. */
  private byPerson(
    people: Awaited<ReturnType<DeliveriesJob['people']>>,
    rows: NotificationDeliveryRow[],
    channel: LaterChannel,
  ) {
    const out = new Map<string, NotificationDeliveryRow[]>();
    const sorted = [...rows].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
    for (const r of sorted) {
      const p = people.get(r.userId);
      if (!p || !channelOn({ role: p.role, choices: p.choices ?? {} }, r.kind, false, channel))
        continue;
      out.set(r.userId, [...(out.get(r.userId) ?? []), r]);
    }
    return out;
  }

  private async held(tx: Queryable, ids: string[], now: Date): Promise<number> {
    const rows = await this.claim(tx, ids, 'email_now', now);
    if (rows.length === 0) return 0;
    const people = await this.people(tx, rows);
    const mails = [...this.byPerson(people, rows, 'email_now')].flatMap(([userId, mine]) =>
      mine.map((r) => this.mails.notice(people.get(userId)!, r)),
    );
    await this.ctx.outbox.enqueueAll(tx, mails);
    return mails.length;
  }

  private async digests(tx: Queryable, ids: string[], now: Date): Promise<number> {
    const windows = await tx
      .select({ userId: nd.userId, windowAt: max(nd.dueAt).mapWith(nd.dueAt) })
      .from(nd)
      .where(
        and(
          inArray(nd.userId, ids),
          eq(nd.channel, 'digest'),
          isNull(nd.sentAt),
          lte(nd.dueAt, now),
        ),
      )
      .groupBy(nd.userId)
      .orderBy(nd.userId);
    if (windows.length === 0) return 0;
    const won = new Set(
      (
        await tx
          .insert(notificationDigests)
          .values(windows.map((w) => ({ userId: w.userId, windowAt: w.windowAt!, sentAt: now })))
          .onConflictDoNothing()
          .returning({ userId: notificationDigests.userId })
      ).map((r) => r.userId),
    );
    const lost = windows.filter((w) => !won.has(w.userId));
    if (lost.length) await this.postpone(tx, lost, now);
    if (won.size === 0) return 0;

    const rows = await tx
      .update(nd)
      .set({ sentAt: now })
      .where(
        and(
          inArray(nd.userId, [...won]),
          eq(nd.channel, 'digest'),
          isNull(nd.sentAt),
          lte(nd.dueAt, now),
        ),
      )
      .returning();
    const people = await this.people(tx, rows);
    const wanted = this.byPerson(people, rows, 'digest');
    const bellRows = rows.flatMap((r) => (r.notificationId ? [r.notificationId] : []));
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
    const mails = windows.flatMap(({ userId, windowAt }) => {
      const p = people.get(userId);
      const entries = coalesce(
        (wanted.get(userId) ?? []).filter((r) => !(r.notificationId && read.has(r.notificationId))),
      );
      return p && won.has(userId) && entries.length
        ? [this.mails.digest(p, entries, windowAt!, p.timeZone ?? 'UTC')]
        : [];
    });
    await this.ctx.outbox.enqueueAll(tx, mails);
    return mails.length;
  }

  /**
   * Items still due for a window whose digest was made already (the insert that met its key waited
   * for that digest's transaction to commit, so what is left was committed after it): to the
   * person's next digest hour.
   */
  private async postpone(
    tx: Queryable,
    lost: Array<{ userId: string; windowAt: Date | null }>,
    now: Date,
  ): Promise<void> {
    const late = await tx
      .select({ id: nd.id, userId: nd.userId })
      .from(nd)
      .where(
        and(
          inArray(
            nd.userId,
            lost.map((l) => l.userId),
          ),
          eq(nd.channel, 'digest'),
          isNull(nd.sentAt),
          lte(nd.dueAt, now),
        ),
      );
    if (late.length === 0) return;
    const people = await this.people(tx, late);
    for (const userId of new Set(late.map((l) => l.userId))) {
      const p = people.get(userId);
      const next = nextWallTime(
        now,
        p?.timeZone ?? 'UTC',
        (p?.digestHour ?? DEFAULT_DIGEST_HOUR) * 60,
      );
      await tx
        .update(nd)
        .set({ dueAt: next })
        .where(
          inArray(
            nd.id,
            late.filter((l) => l.userId === userId).map((l) => l.id),
          ),
        );
    }
  }
}
