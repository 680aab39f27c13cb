// The admin's bulk activate / deactivate (contract bulkSetUserStatus): one transaction,
// and an answer that says exactly what changed, so the console can summarise it.
import type { BulkUserStatusRequest, BulkUserStatusResult } from '@campus/sdk/model';
import { and, ne, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { users } from '../../db/schema/index';
import type { Principal } from '../../http/auth';
import { notFound } from '../../http/errors';
import type { Delivery } from '../../realtime/hub';
import { toUser } from './service';
import { anyOf } from '../../db/any-of';

export async function bulkSetStatus(
  ctx: Pick<AppContext, 'db' | 'services'>,
  admin: Principal,
  { ids, active }: BulkUserStatusRequest,
): Promise<BulkUserStatusResult> {
  const skipped =
    !active && ids.includes(admin.id)
      ? [{ id: admin.id, reason: 'You cannot deactivate your own account.' }]
      : [];
  const targets = ids.filter((id) => active || id !== admin.id);
  const result = await ctx.db.transaction(async (tx) => {
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
              // As deactivateUser: a later reactivation must not revive tokens issued before.
              ...(active
                ? {}
                : { tokenVersion: sql`${users.tokenVersion} + 1` as unknown as number }),
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
    // Deactivated mentors stop working with students in the same transaction (as deactivateUser).
    const notices = new Map<string, Delivery[]>();
    if (!active) {
      for (const u of changed) {
        if (u.role === 'mentor') notices.set(u.id, await ctx.services.users.stopMentor(tx, u));
      }
    }
    return { changed, unchanged: unchanged.map((u) => u.id), notices };
  });
  // Signed out everywhere: open tabs are told and closed once the change is committed.
  if (!active) {
    for (const u of result.changed) {
      ctx.services.users.afterStop(u.id, 'deactivated', result.notices.get(u.id) ?? []);
    }
  }
  return { changed: result.changed.map(toUser), unchanged: result.unchanged, skipped };
}
