// Signing in and out: a session is a token (http/auth.ts) with the user's public shape. Logging in
// is throttled per account+IP, per IP and per account (throttle.ts says how a known device gets
// through the wider blocks); logging out ends every token of the account, closes its sockets and
// revokes a pending email change's links.
import type { AuthResponse } from '@campus/sdk/model';
import type { AppContext } from '../../context';
import { eq, sql } from 'drizzle-orm';
import { users, type UserRow } from '../../db/schema/index';
import type { Principal } from '../../http/auth';
import { badRequest, deactivated } from '../../http/errors';
import { normalizeEmail, toUser } from '../users/public';
import type { AttemptLimits } from './attempts';
import type { AccountLinks } from './links';
import { KNOWN_DEVICE_MS } from './throttle';

export class Sessions {
  constructor(
    private readonly ctx: Pick<AppContext, 'db' | 'hub' | 'services' | 'tokens'>,
    private readonly attempts: AttemptLimits,
    private readonly links: AccountLinks,
  ) {}

  /**
   * A new session for `user`: the answer of a login, a registration or a first password. Each is a
   * sign-in the account records (users.sign_ins), so the dashboard can tell a first visit.
   */
  async start(user: UserRow): Promise<AuthResponse> {
    await this.ctx.db
      .update(users)
      .set({ signIns: sql`${users.signIns} + 1` })
      .where(eq(users.id, user.id));
    return { user: toUser(user), token: await this.ctx.tokens.issue(user) };
  }

  async login(emailRaw: string, password: string, ip: string): Promise<AuthResponse> {
    const email = normalizeEmail(emailRaw);
    const { throttle } = this.attempts;
    const rules = throttle.rules;
    const keys = {
      pair: `login:pair:${email}|${ip}`,
      ip: `login:ip:${ip}`,
      account: `login:account:${email}`,
      known: `login:known:${email}|${ip}`,
    };
    // Blocked keys are checked before the password, so a blocked attacker learns nothing more. An
    // account+IP that logged in successfully lately is the owner's device: only its own pair counter
    // can stop it, so failures elsewhere (or by neighbours behind the same NAT) never lock it out.
    const known = await throttle.seenWithin(keys.known, KNOWN_DEVICE_MS);
    await this.attempts.refuseBlocked(
      'Too many login attempts.',
      known ? [keys.pair] : [keys.pair, keys.ip, keys.account],
    );

    const user = await this.ctx.services.users.byEmail(email);
    const ok = await this.ctx.services.passwords.verify(user?.passwordHash ?? null, password);
    if (!user || !ok) {
      await Promise.all([
        throttle.hit(keys.pair, rules.loginPair),
        throttle.hit(keys.ip, rules.loginIp),
        throttle.hit(keys.account, rules.loginAccount),
      ]);
      // One message for every failure (unknown email, wrong password, no password set yet), so the
      // answer never tells an attacker which emails have accounts.
      throw badRequest('Invalid email or password.');
    }
    if (!user.isActive) throw deactivated();
    await Promise.all([throttle.clear(keys.pair), throttle.remember(keys.known)]);
    return this.start(user);
  }

  async logout(me: Principal): Promise<void> {
    await this.ctx.db.transaction(async (tx) => {
      await this.ctx.services.users.bumpTokenVersion(tx, me.id);
      // A pending email change was asked for in one of the sessions that end: its links end too.
      await this.links.revokeEmailChange(tx, me.id);
    });
    await this.ctx.hub.disconnectUser(me.id);
  }
}
