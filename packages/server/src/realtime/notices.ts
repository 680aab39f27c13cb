// What a notification is on its way to the bell: the notice an area sends, the router that decides
// each recipient's channels (the preferences area implements it), and the store that keeps the
// bell's rows (the notifications area implements it). realtime/hub.ts makes every notification
// through these; realtime/ knows them and nothing of the areas behind them.
import type { Notification, ServerEventName } from '@campus/sdk/model';
import type { Queryable } from '../db/client';
import type { NotificationData, NotificationType } from '../db/schema/index';
import type { BatchRef } from '../lib/batch-ref';

/** One notification to store: its recipient, the event that produced it and what the bell shows. */
export interface NewNotification {
  userId: string;
  type: NotificationType;
  event: ServerEventName;
  data: NotificationData;
  /** Why it reached them ("because you are in batch 2026-12 fullstack"). */
  reason: string;
}

/** The course or batch a notification is about, which a recipient may have muted. */
export interface NoticeScope {
  batch?: BatchRef;
  courseId?: string;
}

/** One notification as the router sees it, before it is stored for anyone. */
export interface Notice {
  event: ServerEventName;
  type: NotificationType;
  data: NotificationData;
  reason: string;
  about?: NoticeScope;
}

/** What the router decided for one notice. */
export interface RoutedNotice {
  /** The recipients whose bell rings (a row is stored for each). */
  bell: string[];
  /**
   * Writes what the other channels send (mail, held and digest deliveries), in the same `q`, once
   * the bell's rows exist (a delivery names its bell row).
   */
  finish(stored: StoredNotification[]): Promise<void>;
}

/**
 * Decides where a notification goes for each recipient (modules/preferences implements it; until
 * it is set, every recipient gets the bell and nothing else).
 */
export interface NotificationRouter {
  route(q: Queryable, recipients: string[], notice: Notice): Promise<RoutedNotice>;
}

export const BELL_ONLY: NotificationRouter = {
  route: async (_q, recipients) => ({ bell: recipients, finish: async () => {} }),
};

/** A stored notification as the contract shows it, and whose bell it rings. */
export interface StoredNotification {
  userId: string;
  notification: Notification;
}

/**
 * Where notifications are stored (the notifications module's service satisfies it): realtime/ knows
 * this much of it and nothing of the module.
 */
export interface NotificationStore {
  /** One row per item, inside `q` (which may be a transaction). */
  create(q: Queryable, items: NewNotification[]): Promise<StoredNotification[]>;
}

/**
 * Routes a notice to its recipients' channels and stores the bell's rows, inside `q` (which may be a
 * transaction): the hub's every notification, whether or not an event carries it.
 */
export async function recordNotice(
  store: NotificationStore,
  router: NotificationRouter,
  q: Queryable,
  recipients: string[],
  notice: Notice,
): Promise<StoredNotification[]> {
  const routed = await router.route(q, [...new Set(recipients)], notice);
  const { event, type, data, reason } = notice;
  const stored = await store.create(
    q,
    routed.bell.map((userId) => ({ userId, type, event, data, reason })),
  );
  await routed.finish(stored);
  return stored;
}
