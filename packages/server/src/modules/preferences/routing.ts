// The notification router: for one notice and its recipients, reads each recipient's role,
// choices, mutes and quiet hours (two queries, however many recipients), asks the resolver where it
// goes, then writes what leaves by other channels than the bell, in the caller's transaction:
//   - mail at once: into the outbox (lib/outbox.ts), one statement for all recipients;
//   - mail held by quiet hours, digest items: notification_deliveries, due when quiet hours end or
//     at the person's next digest hour (the deliveries job sends them: deliveries-job.ts);
//   - push: notification_deliveries too, due now or when quiet hours end, for recipients with a push
//     subscription; the push job sends them (modules/push).
import { and, eq, or } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Queryable } from '../../db/client';
import { anyOf } from '../../db/any-of';
import {
  notificationDeliveries,
  notificationMutes,
  notificationPreferences,
  users,
  type ChannelChoices,
  type Role,
} from '../../db/schema/index';
import { subscribersAmong } from '../push/public';
import type { Mail } from '../../lib/mailer';
import type {
  Notice,
  NoticeScope,
  NotificationRouter,
  RoutedNotice,
  StoredNotification,
} from '../../realtime/notices';
import { DEFAULT_DIGEST_HOUR, kindOf } from './kinds';
import type { NotificationMails } from './notification-mails';
import { nextWallTime, quietUntil } from './quiet-hours';
import { resolveChannels } from './resolve';

interface Person {
  id: string;
  name: string;
  email: string;
  role: Role;
  choices: ChannelChoices | null;
  timeZone: string | null;
  quietStart: number | null;
  quietEnd: number | null;
  digestHour: number | null;
}

type Later = typeof notificationDeliveries.$inferInsert;

export class PreferenceRouter implements NotificationRouter {
  constructor(
    private readonly ctx: AppContext,
    private readonly mails: NotificationMails,
  ) {}

  async route(q: Queryable, recipients: string[], notice: Notice): Promise<RoutedNotice> {
    if (recipients.length === 0) return { bell: [], finish: async () => {} };
    const kind = kindOf(notice.event);
    const now = this.ctx.now();
    const [people, muted] = await Promise.all([
      this.people(q, recipients),
      this.mutedAmong(q, recipients, notice.about),
    ]);
    const bell: string[] = [];
    const mails: Mail[] = [];
    const later: Later[] = [];
    const pushes: Later[] = [];
    for (const p of people) {
      const zone = p.timeZone ?? 'UTC';
      const quiet =
        p.quietStart === null || p.quietEnd === null
          ? null
          : quietUntil(now, zone, { start: p.quietStart, end: p.quietEnd });
      const route = resolveChannels(
        { role: p.role, choices: p.choices ?? {} },
        { kind, muted: muted.has(p.id), quiet: quiet !== null },
      );
      if (route.in_app === 'send') bell.push(p.id);
      if (route.email_now === 'send')
        mails.push(
          this.mails.notice(p, {
            kind,
            event: notice.event,
            data: notice.data,
            reason: notice.reason,
          }),
        );
      const item = (channel: Later['channel'], dueAt: Date): Later => ({
        userId: p.id,
        channel,
        kind,
        event: notice.event,
        data: notice.data,
        reason: notice.reason,
        dueAt,
      });
      if (route.email_now === 'hold' && quiet) later.push(item('email_now', quiet));
      if (route.push !== 'off')
        pushes.push(item('push', route.push === 'hold' && quiet ? quiet : now));
      if (route.digest === 'send') {
        const hour = p.digestHour ?? DEFAULT_DIGEST_HOUR;
        later.push(item('digest', nextWallTime(now, zone, hour * 60)));
      }
    }
    await this.ctx.outbox.enqueueAll(q, mails);
    return {
      bell,
      finish: async (stored: StoredNotification[]) => {
        const subscribed = await subscribersAmong(q, [...new Set(pushes.map((p) => p.userId))]);
        later.push(...pushes.filter((p) => subscribed.has(p.userId)));
        if (later.length === 0) return;
        const rowOf = new Map(stored.map((s) => [s.userId, s.notification._id]));
        await q
          .insert(notificationDeliveries)
          .values(later.map((l) => ({ ...l, notificationId: rowOf.get(l.userId) ?? null })));
      },
    };
  }

  /** The recipients that still exist, with their preferences (null columns: none stored). */
  private people(q: Queryable, ids: string[]): Promise<Person[]> {
    return q
      .select({
        id: users.id,
        name: users.name,
        email: users.email,
        role: users.role,
        choices: notificationPreferences.choices,
        timeZone: notificationPreferences.timeZone,
        quietStart: notificationPreferences.quietStart,
        quietEnd: notificationPreferences.quietEnd,
        digestHour: notificationPreferences.digestHour,
      })
      .from(users)
      .leftJoin(notificationPreferences, eq(notificationPreferences.userId, users.id))
      .where(anyOf(users.id, ids));
  }

  /** Which recipients muted the course or batch the notice is about. */
  private async mutedAmong(
    q: Queryable,
    ids: string[],
    about: NoticeScope | undefined,
  ): Promise<Set<string>> {
    const m = notificationMutes;
    const scopes = [
      about?.courseId ? and(eq(m.scope, 'course'), eq(m.courseId, about.courseId)) : undefined,
      about?.batch
        ? and(
            eq(m.scope, 'batch'),
            eq(m.batchMonthYear, about.batch.monthYear),
            eq(m.batchDomain, about.batch.domain),
          )
        : undefined,
    ].filter((s) => s !== undefined);
    if (scopes.length === 0) return new Set();
    const rows = await q
      .select({ userId: m.userId })
      .from(m)
      .where(and(anyOf(m.userId, ids), or(...scopes)));
    return new Set(rows.map((r) => r.userId));
  }
}
