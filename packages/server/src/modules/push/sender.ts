// The push job: sends the 'push' channel's deliveries (notification_deliveries rows the preference
// router writes in the notifying change's transaction, due at once or when quiet hours end) to every
// subscription of their person, once a second from the job queue, never inside a request.
//
// A pass claims due rows by marking them sent in one statement (FOR UPDATE SKIP LOCKED: two
// instances never take the same row), then sends. So a push goes out at most once: a crash between
// the claim and the send loses it (the bell still has it). Retrying a push later is worth little —
// its moment has passed — so a push service's failure is logged, not retried.
//
// No push while the person has a tab open and visible: each socket says whether its tab is visible
// (the handshake and the `visibility` event, realtime/socket.ts), and the pass asks every instance at
// once through the socket.io adapter (RealtimeHub.visibleAmong; fetchSockets over the PostgreSQL
// adapter with several instances). Asked at send time, not when the notification is made, so a held
// push released at the end of quiet hours is judged then. When an instance does not answer, the
// pass gives its rows back and the job's run fails (retried by the queue): nobody is pushed on a guess.
//
// A push service answering 404 or 410 says the subscription is gone (the browser unsubscribed or
// expired it): it is removed.
import { and, asc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
// web-push is CommonJS: Node's ESM sees only its default export.
import webPush from 'web-push';
import type { AppContext } from '../../context';
import { anyOf } from '../../db/any-of';
import {
  notificationDeliveries,
  pushSubscriptions,
  type NotificationDeliveryRow,
  type PushSubscriptionRow,
} from '../../db/schema/index';

/** Rows one claim takes; a pass claims again while it finds full batches. */
const BATCH = 50;
/** Sends in flight at once in a pass. */
const PARALLEL = 8;
/** How long one push service request may take. */
const SEND_TIMEOUT_MS = 10_000;
/** How long a push service keeps a push for a browser that is offline (seconds). */
const TTL_S = 24 * 3_600;

/** What the service worker receives (packages/web/public/service-worker.js shows it). */
export interface PushPayload {
  title: string;
  body: string;
  /** The app's page to open on a click (a path on the app's origin). */
  url: string;
  /** Why it reached them: "You got this because you are in batch 2026-12 Full-stack." */
  reason: string;
  /** One notification replaces another with the same tag on the device. */
  tag: string;
}

export function pushPayload(row: NotificationDeliveryRow): PushPayload {
  return {
    title: 'Campus',
    body: row.data.message,
    url: row.data.link?.startsWith('/') ? row.data.link : '/',
    reason: `You got this ${row.reason}.`,
    tag: row.notificationId ?? row.id,
  };
}

export class PushSender {
  constructor(private readonly ctx: AppContext) {}

  /** Sends what is due; answers how many pushes a push service accepted. */
  async deliverDue(): Promise<number> {
    let sent = 0;
    for (;;) {
      const rows = await this.claim();
      if (rows.length === 0) return sent;
      sent += await this.send(rows);
      if (rows.length < BATCH) return sent;
    }
  }

  private async claim(): Promise<NotificationDeliveryRow[]> {
    const d = notificationDeliveries;
    const now = this.ctx.now();
    const due = this.ctx.db
      .select({ id: d.id })
      .from(d)
      // The literal channel matches the partial index's predicate (a parameter would not).
      .where(and(sql`${d.channel} = 'push'`, isNull(d.sentAt), lte(d.dueAt, now)))
      .orderBy(asc(d.dueAt))
      .limit(BATCH)
      .for('update', { skipLocked: true });
    return this.ctx.db.update(d).set({ sentAt: now }).where(inArray(d.id, due)).returning();
  }

  private async send(rows: NotificationDeliveryRow[]): Promise<number> {
    const people = [...new Set(rows.map((r) => r.userId))];
    let visible: Set<string>;
    try {
      visible = await this.ctx.hub.visibleAmong(people);
    } catch (err) {
      await this.ctx.db
        .update(notificationDeliveries)
        .set({ sentAt: null })
        .where(
          inArray(
            notificationDeliveries.id,
            rows.map((r) => r.id),
          ),
        );
      throw err;
    }
    const away = people.filter((p) => !visible.has(p));
    const subscriptions =
      away.length === 0
        ? []
        : await this.ctx.db
            .select()
            .from(pushSubscriptions)
            .where(anyOf(pushSubscriptions.userId, away));
    const sends = rows.flatMap((row) =>
      subscriptions.filter((s) => s.userId === row.userId).map((s) => () => this.push(s, row)),
    );
    let sent = 0;
    for (let i = 0; i < sends.length; i += PARALLEL) {
      const results = await Promise.all(sends.slice(i, i + PARALLEL).map((send) => send()));
      sent += results.filter(Boolean).length;
    }
    return sent;
  }

  /** One push to one browser; answers whether the push service accepted it. */
  private async push(s: PushSubscriptionRow, row: NotificationDeliveryRow): Promise<boolean> {
    const { publicKey, privateKey, subject } = this.ctx.config.vapid;
    const log = this.ctx.log;
    try {
      const request = webPush.generateRequestDetails(
        { endpoint: s.endpoint, keys: { p256dh: s.p256dh, auth: s.auth } },
        JSON.stringify(pushPayload(row)),
        { vapidDetails: { subject, publicKey, privateKey }, TTL: TTL_S },
      );
      const answer = await fetch(request.endpoint, {
        method: request.method,
        headers: request.headers as Record<string, string>,
        body: request.body,
        signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
      });
      if (answer.ok) return true;
      if (answer.status === 404 || answer.status === 410) {
        await this.ctx.db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, s.id));
        log.info({ status: answer.status }, 'push: the subscription is gone; removed');
      } else {
        log.warn({ status: answer.status, text: await answer.text() }, 'push: refused');
      }
    } catch (err) {
      log.warn({ err }, 'push: not sent');
    }
    return false;
  }
}
