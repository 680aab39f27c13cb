// One-time links by mail: setting a first password, resetting a forgotten one, confirming a new
// email. A link carries a random token; only its hash is stored, with the purpose and an expiry,
// and following the link uses it up. Each mail is written to the outbox in the caller's
// transaction (lib/outbox.ts), so a rolled-back write mails nobody.
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Queryable, Tx } from '../../db/client';
import { oneTimeTokens, type UserRow } from '../../db/schema/index';
import { fieldError, INVALID_LINK } from '../../http/errors';
import { composeMail } from '../../lib/mail-layout';
import { assertTimeZone } from '../../lib/time-zone';

const HOUR = 3_600_000;
const TOKEN_TTL = { setup: 72 * HOUR, reset: 1 * HOUR, 'email-change': 24 * HOUR } as const;
type Purpose = keyof typeof TOKEN_TTL;
const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

/** A zone a mail's times are written in must be one Intl knows (contract: `timezone` fields). */
export function checkTimeZone(timeZone: string | undefined): void {
  if (timeZone !== undefined) assertTimeZone(timeZone);
}

export class AccountLinks {
  constructor(private readonly ctx: Pick<AppContext, 'config' | 'now' | 'outbox'>) {}

  private async issue(
    tx: Queryable,
    userId: string,
    purpose: Purpose,
    newEmail?: string,
  ): Promise<{ token: string; expiresAt: Date }> {
    const token = randomBytes(32).toString('base64url');
    const expiresAt = new Date(this.ctx.now().getTime() + TOKEN_TTL[purpose]);
    await tx.insert(oneTimeTokens).values({
      userId,
      purpose,
      tokenHash: sha256(token),
      expiresAt,
      ...(newEmail ? { newEmail } : {}),
    });
    return { token, expiresAt };
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
   * `tx`. `timeZone` is the recipient's when known (the link's expiry is written in it), else UTC.
   */
  async mailSetupLink(
    tx: Queryable,
    user: UserRow,
    subject = 'Set your Campus password',
    timeZone?: string,
  ): Promise<void> {
    const { token, expiresAt } = await this.issue(tx, user.id, 'setup');
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

  /** Mails a password-reset link (forgotPassword), in `tx`. */
  async mailResetLink(tx: Queryable, user: UserRow, timeZone: string | undefined): Promise<void> {
    const { token, expiresAt } = await this.issue(tx, user.id, 'reset');
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
        expires: { at: expiresAt, timeZone },
        footnote: 'If you did not ask for this, ignore this mail: your password stays as it is.',
      }),
    );
  }

  /** Mails the confirmation link to the new address and the notice to the old one, in `tx`. */
  async mailEmailChange(
    tx: Queryable,
    user: UserRow,
    newEmail: string,
    timeZone: string | undefined,
  ): Promise<void> {
    const { token, expiresAt } = await this.issue(tx, user.id, 'email-change', newEmail);
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
        expires: { at: expiresAt, timeZone },
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
          'If this was not you, sign in and change your password now: that ends every other session and the change cannot be confirmed without the new mailbox.',
        ],
      }),
    );
  }
}
