// One-time links by mail: setting a first password, resetting a forgotten one, confirming a new
// email and cancelling that change. A link carries a random token; only its hash is stored, with
// the purpose and an expiry, and following the link uses it up. Links die before their expiry when
// what they were for is over: a new reset link, a used one or a new password revoke the account's
// reset links; a newer email change, a confirmed or cancelled one, a new password or a sign-out
// everywhere revoke the pending email change's links. Each mail is written to the outbox in the
// caller's transaction (lib/outbox.ts), so a rolled-back write mails nobody.
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Queryable, Tx } from '../../db/client';
import { notificationPreferences, oneTimeTokens, users, type UserRow } from '../../db/schema/index';
import { fieldError, INVALID_LINK } from '../../http/errors';
import { composeMail } from '../../lib/mail-layout';
import { assertTimeZone } from '../../lib/time-zone';

const HOUR = 3_600_000;
const TOKEN_TTL = {
  setup: 72 * HOUR,
  reset: 1 * HOUR,
  'email-change': 24 * HOUR,
  'email-change-cancel': 24 * HOUR,
} as const;
type Purpose = keyof typeof TOKEN_TTL;
/** A pending email change's links: the confirmation to the new address, the cancel link to the old. */
const EMAIL_CHANGE: Purpose[] = ['email-change', 'email-change-cancel'];
/** Who a link is mailed to. */
type Recipient = Pick<UserRow, 'id' | 'email' | 'name'>;
const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

/** A zone a mail's times are written in must be one Intl knows (contract: `timezone` fields). */
export function checkTimeZone(timeZone: string | undefined): void {
  if (timeZone !== undefined) assertTimeZone(timeZone);
}

export class AccountLinks {
  constructor(private readonly ctx: Pick<AppContext, 'config' | 'now' | 'outbox'>) {}

  /**
   * Stores a new link's token. The row is selected from the account's own row, so a recipient
   * without an account (forgot-password's stand-in) runs the same statement and stores nothing.
   */
  private async issue(
    tx: Queryable,
    userId: string,
    purpose: Purpose,
    newEmail?: string,
  ): Promise<{ token: string; expiresAt: Date }> {
    const token = randomBytes(32).toString('base64url');
    const expiresAt = new Date(this.ctx.now().getTime() + TOKEN_TTL[purpose]);
    await tx.execute(sql`
      insert into ${oneTimeTokens} (user_id, purpose, token_hash, expires_at, new_email)
      select ${users.id}, ${purpose}, ${sha256(token)}, ${expiresAt.toISOString()}::timestamptz,
        ${newEmail ?? null}
      from ${users} where ${users.id} = ${userId}`);
    return { token, expiresAt };
  }

  /**
   * The zone a mail to `userId` writes its link's expiry in: the one they chose (their notification
   * preferences), else the one the request named (the browser that asked), else the campus's.
   */
  private async zoneOf(tx: Queryable, userId: string, asked?: string): Promise<string> {
    const [row] = await tx
      .select({ timeZone: notificationPreferences.timeZone })
      .from(notificationPreferences)
      .where(eq(notificationPreferences.userId, userId));
    return row?.timeZone ?? asked ?? this.ctx.config.campusTimeZone;
  }

  /** Revokes (marks used) every unused link of the account with one of `purposes`, in `tx`. */
  private async revoke(tx: Queryable, userId: string, purposes: Purpose[]): Promise<void> {
    await tx
      .update(oneTimeTokens)
      .set({ usedAt: this.ctx.now() })
      .where(
        and(
          eq(oneTimeTokens.userId, userId),
          inArray(oneTimeTokens.purpose, purposes),
          isNull(oneTimeTokens.usedAt),
        ),
      );
  }

  /** The account has a new password (set, reset or changed): its reset and email-change links die. */
  revokeOnNewPassword(tx: Queryable, userId: string): Promise<void> {
    return this.revoke(tx, userId, ['reset', ...EMAIL_CHANGE]);
  }

  /** A pending email change ends (confirmed, cancelled, replaced, or every session signed out). */
  revokeEmailChange(tx: Queryable, userId: string): Promise<void> {
    return this.revoke(tx, userId, EMAIL_CHANGE);
  }

  /** Whether a link of `purpose` still works, without using it up: a 400 the user can act on if not. */
  async check(q: Queryable, token: string, purpose: Purpose): Promise<void> {
    const [row] = await q
      .select({ id: oneTimeTokens.id })
      .from(oneTimeTokens)
      .where(
        and(
          eq(oneTimeTokens.tokenHash, sha256(token)),
          eq(oneTimeTokens.purpose, purpose),
          isNull(oneTimeTokens.usedAt),
          gt(oneTimeTokens.expiresAt, this.ctx.now()),
        ),
      );
    if (!row) throw fieldError('token', INVALID_LINK);
  }

  /** Uses up a link's token inside `tx`: marks it used, or throws a 400 the user can act on. */
  async consume(
    tx: Tx,
    token: string,
    purpose: Purpose,
  ): Promise<{ userId: string; newEmail: string | null }> {
    const [row] = await tx
      .update(oneTimeTokens)
      .set({ usedAt: this.ctx.now() })
      .where(
        and(
          eq(oneTimeTokens.tokenHash, sha256(token)),
          eq(oneTimeTokens.purpose, purpose),
          isNull(oneTimeTokens.usedAt),
          gt(oneTimeTokens.expiresAt, this.ctx.now()),
        ),
      )
      .returning({ userId: oneTimeTokens.userId, newEmail: oneTimeTokens.newEmail });
    if (!row) throw fieldError('token', INVALID_LINK);
    return row;
  }

  /**
   * Mails a password-setup link (accounts created by an admin, by onboarding or by a payment), in
   * `tx`, its expiry in the recipient's zone.
   */
  async mailSetupLink(
    tx: Queryable,
    user: UserRow,
    subject = 'Set your Campus password',
  ): Promise<void> {
    const { token, expiresAt } = await this.issue(tx, user.id, 'setup');
    const timeZone = await this.zoneOf(tx, user.id);
    await this.ctx.outbox.enqueue(
      tx,
      composeMail({
        to: user.email,
        subject,
        name: user.name,
        paragraphs: [
          'An account on Campus is waiting for you. Choose a password to sign in for the first time.',
        ],
        action: {
          label: 'Set your password',
          url: `${this.ctx.config.publicUrl}/password-setup?token=${token}`,
        },
        expires: { at: expiresAt, timeZone },
      }),
    );
  }

  /** Mails a password-reset link (forgotPassword), in `tx`; the account's older reset links die. */
  async mailResetLink(tx: Queryable, user: Recipient, timeZone: string | undefined): Promise<void> {
    await this.revoke(tx, user.id, ['reset']);
    const { token, expiresAt } = await this.issue(tx, user.id, 'reset');
    const zone = await this.zoneOf(tx, user.id, timeZone);
    await this.ctx.outbox.enqueue(
      tx,
      composeMail({
        to: user.email,
        subject: 'Reset your Campus password',
        name: user.name,
        paragraphs: ['Someone (we hope you) asked to reset the password of your Campus account.'],
        action: {
          label: 'Choose a new password',
          url: `${this.ctx.config.publicUrl}/reset-password?token=${token}`,
        },
        expires: { at: expiresAt, timeZone: zone },
        footnote: 'If you did not ask for this, ignore this mail: your password stays as it is.',
      }),
    );
  }

  /**
   * Mails the confirmation link to the new address and the notice, with a cancel link, to the old
   * one, in `tx`. An earlier pending change's links die: only the newest request can be confirmed.
   */
  async mailEmailChange(
    tx: Queryable,
    user: UserRow,
    newEmail: string,
    timeZone: string | undefined,
  ): Promise<void> {
    await this.revokeEmailChange(tx, user.id);
    const { token, expiresAt } = await this.issue(tx, user.id, 'email-change', newEmail);
    const cancel = await this.issue(tx, user.id, 'email-change-cancel');
    const zone = await this.zoneOf(tx, user.id, timeZone);
    await this.ctx.outbox.enqueue(
      tx,
      composeMail({
        to: newEmail,
        subject: 'Confirm your new Campus email',
        name: user.name,
        paragraphs: [
          `You asked to sign in to Campus as ${newEmail} from now on. Confirm that this address is yours; until then your email stays ${user.email}.`,
        ],
        action: {
          label: 'Confirm this email',
          url: `${this.ctx.config.publicUrl}/confirm-email?token=${token}`,
        },
        expires: { at: expiresAt, timeZone: zone },
        footnote: 'If you did not ask for this, ignore this mail: nothing changes.',
      }),
    );
    await this.ctx.outbox.enqueue(
      tx,
      composeMail({
        to: user.email,
        subject: 'Your Campus email is about to change',
        name: user.name,
        paragraphs: [
          `Someone signed in to your Campus account asked to change its email to ${newEmail}. It changes only when a link sent to that address is followed.`,
          'If this was not you, cancel the change with the button below, then sign in and change your password: that ends every other session.',
        ],
        action: {
          label: 'Cancel this change',
          url: `${this.ctx.config.publicUrl}/cancel-email-change?token=${cancel.token}`,
        },
        expires: { at: cancel.expiresAt, timeZone: zone },
      }),
    );
  }
}
