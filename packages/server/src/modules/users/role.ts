// The admin changes someone's role (changeUserRole). The person's tokens end (they sign in again
// under the new role); a mentor who is no longer one stops working with their students (stops.ts).
import type { AppContext } from '../../context';
import type { Role, UserRow } from '../../db/schema/index';
import type { Principal } from '../../http/auth';
import { badRequest, notFound } from '../../http/errors';
import type { UserRecords } from '../../services';
import { nextTokenVersion } from './service';
import type { AccountStops } from './stops';

export class RoleChanges {
  constructor(
    private readonly ctx: Pick<AppContext, 'db'>,
    private readonly records: UserRecords,
    private readonly stops: AccountStops,
  ) {}

  async change(admin: Principal, id: string, role: Role): Promise<UserRow> {
    if (admin.id === id) throw badRequest('You cannot change your own role.');
    const target = await this.records.byId(id);
    if (!target) throw notFound('User not found.');
    if (target.role === role) return target;
    const { row, notices } = await this.ctx.db.transaction(async (tx) => {
      const row = await this.records.update(tx, id, {
        role,
        // An admin making someone a mentor has reviewed them by that act.
        ...(role === 'mentor' ? { mentorStatus: 'approved' as const } : {}),
        tokenVersion: nextTokenVersion(),
      });
      return {
        row,
        notices: target.role === 'mentor' ? await this.stops.stopMentor(tx, target) : [],
      };
    });
    this.stops.afterStop(id, 'role_changed', notices);
    return row;
  }
}
