// Whose inbox a caller may read: a mentor their own; an admin their own or any mentor's. The role
// check (mentor or admin, an active account, an approved mentor) is the router's, from the contract.
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { users } from '../../db/schema/index';
import type { Principal } from '../../http/auth';
import { forbidden, notFound } from '../../http/errors';

export class InboxAccess {
  constructor(private readonly ctx: AppContext) {}

  /** The mentor whose inbox `caller` reads, asking for `mentor` (absent: their own). */
  async mentorOf(caller: Principal, mentor: string | undefined): Promise<string> {
    if (mentor === undefined || mentor === caller.id) return caller.id;
    if (caller.role !== 'admin') throw forbidden('You can only read your own inbox.');
    const [row] = await this.ctx.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, mentor), eq(users.role, 'mentor')))
      .limit(1);
    if (!row) throw notFound('No such mentor.');
    return row.id;
  }
}
