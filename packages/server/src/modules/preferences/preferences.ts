// A person's own notification preferences: read, change, reset. Only the person themselves — no
// role reads or changes another's, admins included: where someone's notifications go is theirs.
import type {
  NotificationKindPreference,
  NotificationPreferences,
  NotificationPreferencesUpdate,
} from '@campus/sdk/model';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import {
  notificationMutes,
  notificationPreferences,
  type ChannelChoices,
  type NotificationPreferencesRow,
} from '../../db/schema/index';
import type { Principal } from '../../http/auth';
import { validationFailed, type FieldError } from '../../http/errors';
import { isValidTimeZone, UNKNOWN_TIME_ZONE } from '../../lib/time-zone';
import { CRITICAL_KIND, DEFAULT_DIGEST_HOUR, defaultsFor, KINDS } from './kinds';
import type { MuteList } from './mutes';
import { assertOwn } from './own';
import { toMinutes, toWallClock } from './quiet-hours';
import { chosenChannels } from './resolve';

export class PreferencesService {
  constructor(
    private readonly ctx: AppContext,
    private readonly mutes: MuteList,
  ) {}

  async get(user: Principal, userId: string): Promise<NotificationPreferences> {
    assertOwn(user, userId);
    return this.answer(user, await this.row(userId));
  }

  async update(
    user: Principal,
    userId: string,
    change: NotificationPreferencesUpdate,
  ): Promise<NotificationPreferences> {
    assertOwn(user, userId);
    const problems: FieldError[] = [];
    change.kinds?.forEach((k, i) => {
      if (k.kind === CRITICAL_KIND)
        problems.push({
          path: `kinds[${i}].kind`,
          msg: 'Account and payment notifications are always on and cannot be changed',
        });
    });
    const quiet = change.quietHours;
    if (quiet && quiet.start === quiet.end)
      problems.push({
        path: 'quietHours.end',
        msg: 'Quiet hours must end at another time than they start',
      });
    if (change.timeZone !== undefined && !isValidTimeZone(change.timeZone))
      problems.push({ path: 'timeZone', msg: UNKNOWN_TIME_ZONE });
    if (problems.length) throw validationFailed(problems);
    return this.answer(user, await this.change(userId, change));
  }

  /**
   * Writes a change to a person's preferences, as `update` does once it has checked who asks and
   * what: also for a mail's unsubscribe link (unsubscribe.ts), which names the person itself.
   */
  async change(
    userId: string,
    change: NotificationPreferencesUpdate,
  ): Promise<NotificationPreferencesRow | undefined> {
    const quiet = change.quietHours;
    return this.ctx.db.transaction(async (tx) => {
      const [current] = await tx
        .select()
        .from(notificationPreferences)
        .where(eq(notificationPreferences.userId, userId))
        .for('update');
      const choices: ChannelChoices = structuredClone(current?.choices ?? {});
      for (const k of change.kinds ?? []) choices[k.kind] = { ...choices[k.kind], ...k.channels };
      const set = {
        choices,
        ...(quiet !== undefined
          ? {
              quietStart: quiet ? toMinutes(quiet.start) : null,
              quietEnd: quiet ? toMinutes(quiet.end) : null,
            }
          : {}),
        ...(change.timeZone !== undefined ? { timeZone: change.timeZone } : {}),
        ...(change.digestHour !== undefined ? { digestHour: change.digestHour } : {}),
        updatedAt: this.ctx.now(),
      };
      const [written] = await tx
        .insert(notificationPreferences)
        .values({ userId, ...set })
        .onConflictDoUpdate({ target: notificationPreferences.userId, set })
        .returning();
      return written;
    });
  }

  /** The role's defaults again; the time zone stays (it is where the person is). */
  async reset(user: Principal, userId: string): Promise<NotificationPreferences> {
    assertOwn(user, userId);
    const row = await this.ctx.db.transaction(async (tx) => {
      await tx.delete(notificationMutes).where(eq(notificationMutes.userId, userId));
      const [written] = await tx
        .update(notificationPreferences)
        .set({
          choices: {},
          quietStart: null,
          quietEnd: null,
          digestHour: DEFAULT_DIGEST_HOUR,
          updatedAt: this.ctx.now(),
        })
        .where(eq(notificationPreferences.userId, userId))
        .returning();
      return written;
    });
    return this.answer(user, row);
  }

  private async row(userId: string): Promise<NotificationPreferencesRow | undefined> {
    const [row] = await this.ctx.db
      .select()
      .from(notificationPreferences)
      .where(eq(notificationPreferences.userId, userId));
    return row;
  }

  private async answer(
    user: Principal,
    row: NotificationPreferencesRow | undefined,
  ): Promise<NotificationPreferences> {
    const who = { role: user.role, choices: row?.choices ?? {} };
    const kinds: NotificationKindPreference[] = KINDS.map((kind) => ({
      kind,
      channels: chosenChannels(who, kind),
      defaults: defaultsFor(user.role, kind),
      locked: kind === CRITICAL_KIND,
    }));
    const quiet =
      row && row.quietStart !== null && row.quietEnd !== null
        ? { start: toWallClock(row.quietStart), end: toWallClock(row.quietEnd) }
        : null;
    return {
      userId: user.id,
      kinds,
      mutes: await this.mutes.of(user.id),
      quietHours: quiet,
      timeZone: row?.timeZone ?? null,
      digestHour: row?.digestHour ?? DEFAULT_DIGEST_HOUR,
    };
  }
}
