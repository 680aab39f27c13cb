// Passwords: the first one set by a mailed link, a forgotten one reset by another, and a change by
// a signed-in user who knows the current one. A new password ends every other session (the token
// version goes up and open sockets close) and revokes the account's reset and email-change links;
// the links are throttled per address, the reset mails per address asked for as well.
import type { AuthResponse } from '@campus/sdk/model';
import { TransactionRollbackError } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Principal } from '../../http/auth';
import { badRequest, deactivated, fieldError, INVALID_LINK, notFound } from '../../http/errors';
import { normalizeEmail } from '../users/public';
import type { AttemptLimits } from './attempts';
import { checkTimeZone, type AccountLinks } from './links';
import type { Sessions } from './sessions';

/** The stand-in id forgot-password writes for an address without an account: no user has it. */
const NO_ACCOUNT = '00000000-0000-0000-0000-000000000000';

export class PasswordChanges {
  constructor(
    private readonly ctx: Pick<AppContext, 'db' | 'hub' | 'services' | 'tokens'>,
    private readonly sessions: Sessions,
    private readonly links: AccountLinks,
    private readonly attempts: AttemptLimits,
  ) {}

  private get users() {
    return this.ctx.services.users;
  }

  async setup(token: string, password: string, ip: string): Promise<AuthResponse> {
    await this.attempts.linkAttempt(ip);
    const passwordHash = await this.ctx.services.passwords.hash(password);
    const user = await this.ctx.db.transaction(async (tx) => {
      const { userId } = await this.links.consume(tx, token, 'setup');
      const u = await this.users.byId(userId, tx);
      if (!u) throw fieldError('token', INVALID_LINK);
      if (!u.isActive) throw deactivated();
      await this.links.revokeOnNewPassword(tx, userId);
      return this.users.update(tx, userId, { passwordHash });
    });
    return this.sessions.start(user);
  }

  /** Whether a setup or reset link still works (its page asks when it opens); nothing is used up. */
  async checkLink(token: string, purpose: 'setup' | 'reset', ip: string): Promise<void> {
    const [key] = this.attempts.linkUse(ip);
    await this.attempts.refuseBlocked('Too many attempts.', [key]);
    await this.links.check(this.ctx.db, token, purpose);
  }

  async forgot(emailRaw: string, ip: string, timeZone?: string): Promise<void> {
    checkTimeZone(timeZone);
    await this.attempts.linkAttempt(ip);
    const email = normalizeEmail(emailRaw);
    // Per address as well as per IP: keyed by what was typed, whether or not an account has it,
    // so the limit tells nobody who has an account.
    await this.attempts.count('Too many reset requests for this address.', [
      `forgot-password:account:${email}`,
      this.attempts.rules.forgotPasswordAccount,
    ]);
    const found = await this.users.byEmail(email);
    const user = found?.isActive ? found : undefined;
    // Same answer and same work either way (contract): the caller cannot learn who has an account,
    // neither from the words nor from the time they take. An address without an active account
    // runs the same statements for a stand-in (whose id no row has, so no link is stored), then
    // rolls them back: its mail never reaches the outbox. The mail goes through the outbox, so the
    // answer does not wait on a mail server either.
    const recipient = user ?? { id: NO_ACCOUNT, email, name: email };
    try {
      await this.ctx.db.transaction(async (tx) => {
        await this.links.mailResetLink(tx, recipient, timeZone);
        if (!user) tx.rollback();
      });
    } catch (err) {
      if (!(err instanceof TransactionRollbackError)) throw err;
    }
  }

  async reset(token: string, password: string, ip: string): Promise<void> {
    await this.attempts.linkAttempt(ip);
    const passwordHash = await this.ctx.services.passwords.hash(password);
    const userId = await this.ctx.db.transaction(async (tx) => {
      const { userId: id } = await this.links.consume(tx, token, 'reset');
      await this.links.revokeOnNewPassword(tx, id);
      await this.users.update(tx, id, { passwordHash });
      await this.users.bumpTokenVersion(tx, id);
      return id;
    });
    await this.ctx.hub.disconnectUser(userId);
  }

  /** Answers a fresh token for this session; every other one ends. */
  async change(me: Principal, current: string, next: string): Promise<string> {
    const key = `change-password:${me.id}`;
    const { throttle } = this.attempts;
    await this.attempts.refuseBlocked('Too many attempts.', [key]);
    const user = await this.users.byId(me.id);
    if (!user) throw notFound('User not found.');
    if (!(await this.ctx.services.passwords.verify(user.passwordHash, current))) {
      await throttle.hit(key, throttle.rules.changePassword);
      throw badRequest('Current password is incorrect');
    }
    const passwordHash = await this.ctx.services.passwords.hash(next);
    // Other sessions end (version bump); this one continues with the fresh token we answer.
    const updated = await this.ctx.db.transaction(async (tx) => {
      await this.links.revokeOnNewPassword(tx, me.id);
      await this.users.update(tx, me.id, { passwordHash });
      return this.users.bumpTokenVersion(tx, me.id);
    });
    await throttle.clear(key);
    // Every open socket was admitted under the old version: close them all (this tab reconnects with
    // the token we answer).
    await this.ctx.hub.disconnectUser(me.id);
    return this.ctx.tokens.issue(updated);
  }
}
