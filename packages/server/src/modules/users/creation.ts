// The admin creates an account (createUser): the person sets their own password by the mailed
// link, so the account and its setup mail succeed or fail together, in one transaction.
import type { OperationBody } from '@campus/sdk/model';
import type { AppContext } from '../../context';
import type { UserRow } from '../../db/schema/index';
import type { UserRecords } from '../../services';
import type { AccountLinks } from '../auth/public';

export class UserCreation {
  constructor(
    private readonly ctx: Pick<AppContext, 'db'>,
    private readonly records: UserRecords,
    private readonly links: Pick<AccountLinks, 'mailSetupLink'>,
  ) {}

  create(body: OperationBody<'createUser'>): Promise<UserRow> {
    return this.ctx.db.transaction(async (tx) => {
      const user = await this.records.create(tx, { ...body, passwordHash: null });
      await this.links.mailSetupLink(tx, user);
      return user;
    });
  }
}
