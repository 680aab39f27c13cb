// The admin activates and deactivates accounts, one (activateUser, deactivateUser) or many at once
// (bulkSetUserStatus: one transaction, and an answer that says exactly what changed, so the console
// can summarise it). Deactivation ends the account's tokens, and a mentor's upcoming sessions and
// classes are cancelled in the same transaction (stops.ts).
import type { BulkUserStatusRequest, BulkUserStatusResult } from '@campus/sdk/model';
import { and, ne } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { anyOf } from '../../db/any-of';
import { users, type UserRow } from '../../db/schema/index';
import type { Principal } from '../../http/auth';
import { badRequest, notFound } from '../../http/errors';
import type { Delivery } from '../../realtime/hub';
import type { UserRecords } from '../../services';
import { nextTokenVersion, toUser } from './service';
import type { AccountStops } from './stops';

const NOT_YOURSELF = 'You cannot deactivate your own account.';

export class UserStatusChanges {
  constructor(
    private readonly ctx: Pick<AppContext, 'db'>,
    private readonly records: UserRecords,
    private readonly stops: AccountStops,
  ) {}

  async setActive(admin: Principal, id: string, active: boolean): Promise<UserRow> {
    if (!active && admin.id === id) throw badRequest(NOT_YOURSELF);
    const target = await this.records.byId(id);
    if (!target) throw notFound('User not found.');
    if (active) return this.records.update(this.ctx.db, id, { isActive: true });
    // Deactivation also bumps the token version, so a later reactivation does not revive old tokens.
    const { row, notices } = await this.ctx.db.transaction(async (tx) => {
      const row = await this.records.update(tx, id, {
        isActive: false,
        tokenVersion: nextTokenVersion(),
      });
      return {
        row,
        notices: target.role === 'mentor' ? await this.stops.stopMentor(tx, row) : [],
      };
    });
    this.stops.afterStop(id, 'deactivated', notices);
    return row;
  }

  async setMany(
    admin: Principal,
    { ids, active }: BulkUserStatusRequest,
  ): Promise<BulkUserStatusResult> {
    const skipped =
      !active && ids.includes(admin.id) ? [{ id: admin.id, reason: NOT_YOURSELF }] : [];
    const targets = ids.filter((id) => active || id !== admin.id);
    const result = await this.ctx.db.transaction(async (tx) => {
      const found = await tx
        .select({ id: users.id, isActive: users.isActive })
        .from(users)
        .where(anyOf(users.id, ids));
      // An unknown id means the admin's list is stale: change nothing rather than part of it.
      if (found.length !== ids.length) throw notFound('Some of these users no longer exist.');
      const unchanged = found.filter((u) => u.isActive === active && targets.includes(u.id));
      const changed =
        targets.length === unchanged.length
          ? []
          : await tx
              .update(users)
              .set({
                isActive: active,
                updatedAt: new Date(),
                // As setActive: a later reactivation must not revive tokens issued before.
                ...(active ? {} : { tokenVersion: nextTokenVersion() }),
              })
              .where(
                and(
                  anyOf(users.id, targets),
                  ne(users.isActive, active),
                  // Belt and braces: never the caller's own account when deactivating.
                  ...(active ? [] : [ne(users.id, admin.id)]),
                ),
              )
              .returning();
      const notices = new Map<string, Delivery[]>();
      if (!active) {
        for (const u of changed) {
          if (u.role === 'mentor') notices.set(u.id, await this.stops.stopMentor(tx, u));
        }
      }
      return { changed, unchanged: unchanged.map((u) => u.id), notices };
    });
    // Signed out everywhere: open tabs are told and closed once the change is committed.
    if (!active) {
      for (const u of result.changed)
        this.stops.afterStop(u.id, 'deactivated', result.notices.get(u.id) ?? []);
    }
    return { changed: result.changed.map(toUser), unchanged: result.unchanged, skipped };
  }
}
