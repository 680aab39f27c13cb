// Identity flows: login, registration (student, mentor, with payment), password setup/reset/change,
// logout and the profile update. Multi-step writes run in one transaction; their mail is written to
// the outbox inside it (lib/outbox.ts), so a mail exists exactly when the change committed and no
// request waits on a mail server.
import { createHash, randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { Readable } from 'node:stream';
import type {
  AuthResponse,
  CheckoutAccess,
  OperationBody,
  RegisterMentorRequest,
  RegisterRequest,
  RegisterWithPaymentRequest,
  RegisterWithPaymentResponse,
  User,
} from '@campus/sdk/model';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Queryable, Tx } from '../../db/client';
import { oneTimeTokens, type MentorApplication, type UserRow } from '../../db/schema/index';
import type { Principal } from '../../http/auth';
import {
  badRequest,
  conflict,
  deactivated,
  fieldError,
  HttpError,
  INVALID_LINK,
  notFound,
  tooManyRequests,
} from '../../http/errors';
import type { UploadedFile } from '../../http/router';
import { PROFILE_IMAGE_ROUTE, profileImageKey, reencodeImage, sniffImage } from '../../lib/images';
import { composeMail } from '../../lib/mail-layout';
import { isValidTimeZone } from '../../lib/time-zone';
import { KNOWN_DEVICE_MS } from './throttle';
import {
  checkoutAccess,
  findCheckout,
  openCheckout,
  paymentFormUrl,
  validCheckoutAccess,
} from '../payments/public';
import { normalizeEmail, toUser } from '../users/public';

const HOUR = 3_600_000;
const TOKEN_TTL = { setup: 72 * HOUR, reset: 1 * HOUR, 'email-change': 24 * HOUR } as const;
const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

/** A zone a mail's times are written in must be one Intl knows (contract: `timezone` fields). */
function checkTimeZone(timeZone: string | undefined): void {
  if (timeZone !== undefined && !isValidTimeZone(timeZone))
    throw fieldError('timezone', 'Unknown time zone.');
}

export class AuthService {
  constructor(private readonly ctx: AppContext) {}

  private get users() {
    return this.ctx.services.users;
  }
  private get throttle() {
    return this.ctx.services.throttle;
  }
  private get passwords() {
    return this.ctx.services.passwords;
  }

  async session(user: UserRow): Promise<AuthResponse> {
    return { user: toUser(user), token: await this.ctx.tokens.issue(user) };
  }

  // ---------- login ----------

  async login(emailRaw: string, password: string, ip: string): Promise<AuthResponse> {
    const email = normalizeEmail(emailRaw);
    const rules = this.throttle.rules;
    const keys = {
      pair: `login:pair:${email}|${ip}`,
      ip: `login:ip:${ip}`,
      account: `login:account:${email}`,
      known: `login:known:${email}|${ip}`,
    };
    const tooMany = (seconds: number) =>
      tooManyRequests(
        `Too many login attempts. Please wait ${Math.max(1, Math.ceil(seconds / 60))} minutes before trying again.`,
        seconds,
      );
    // Blocked keys are checked before the password, so a blocked attacker learns nothing more. An
    // account+IP that logged in successfully lately is the owner's device: only its own pair counter
    // can stop it, so failures elsewhere (or by neighbours behind the same NAT) never lock it out.
    const known = await this.throttle.seenWithin(keys.known, KNOWN_DEVICE_MS);
    const wait = await this.throttle.blockedFor(
      known ? [keys.pair] : [keys.pair, keys.ip, keys.account],
    );
    if (wait > 0) throw tooMany(wait);

    const user = await this.users.byEmail(email);
    const ok = await this.passwords.verify(user?.passwordHash ?? null, password);
    if (!user || !ok) {
      await Promise.all([
        this.throttle.hit(keys.pair, rules.loginPair),
        this.throttle.hit(keys.ip, rules.loginIp),
        this.throttle.hit(keys.account, rules.loginAccount),
      ]);
      // One message for every failure (unknown email, wrong password, no password set yet), so the
      // answer never tells an attacker which emails have accounts.
      throw badRequest('Invalid email or password.');
    }
    if (!user.isActive) throw deactivated();
    await Promise.all([this.throttle.clear(keys.pair), this.throttle.remember(keys.known)]);
    return this.session(user);
  }

  // ---------- registration ----------

  private async registrationAllowed(ip: string): Promise<void> {
    const key = `register:ip:${ip}`;
    const wait = await this.throttle.blockedFor([key]);
    if (wait > 0) throw this.tooManyRegistrations(wait);
    // Every attempt counts (not only failures): registrations are cheap to script. The attempt that
    // reaches the limit still goes through; the next ones wait.
    await this.throttle.hit(key, this.throttle.rules.registerIp);
  }

  private tooManyRegistrations(seconds: number): HttpError {
    return tooManyRequests(
      `Too many registration attempts. Please wait ${Math.max(1, Math.ceil(seconds / 60))} minutes before trying again.`,
      seconds,
    );
  }

  async register(input: RegisterRequest, ip: string): Promise<AuthResponse> {
    await this.registrationAllowed(ip);
    const passwordHash = await this.passwords.hash(input.password);
    const user = await this.users.create(this.ctx.db, {
      name: input.name,
      email: input.email,
      role: 'student',
      passwordHash,
      profile: input.phone ? { phone: input.phone } : {},
    });
    return this.session(user);
  }

  async registerMentor(input: RegisterMentorRequest, ip: string): Promise<AuthResponse> {
    await this.registrationAllowed(ip);
    const passwordHash = await this.passwords.hash(input.password);
    const application: MentorApplication = { expertise: input.expertise };
    if (input.bio !== undefined) application.bio = input.bio;
    if (input.yearsOfExperience !== undefined)
      application.yearsOfExperience = input.yearsOfExperience;
    if (input.linkedinUrl !== undefined) application.linkedinUrl = input.linkedinUrl;
    const user = await this.ctx.db.transaction(async (tx) => {
      const row = await this.users.create(tx, {
        name: input.name,
        email: input.email,
        role: 'mentor',
        // Reaches no student until an admin approves the account.
        mentorStatus: 'pending',
        passwordHash,
        profile: {
          ...(input.phone ? { phone: input.phone } : {}),
          ...(input.bio ? { bio: input.bio } : {}),
        },
        mentorApplication: application,
      });
      for (const hook of this.ctx.extensions.onMentorRegistered) await hook(tx, row, application);
      return row;
    });
    return this.session(user);
  }

  async registerWithPayment(
    input: RegisterWithPaymentRequest,
    ip: string,
  ): Promise<RegisterWithPaymentResponse> {
    await this.registrationAllowed(ip);
    const program = await this.ctx.extensions.findProgram(input.programSlug);
    if (!program) throw notFound('No such program.');
    const { user, checkout } = await this.ctx.db.transaction(async (tx) => {
      const row = await this.users.create(tx, {
        name: input.name,
        email: input.email,
        role: 'student',
        passwordHash: null,
        pendingAmount: program.price,
        programSlug: program.slug,
        profile: input.phone ? { phone: input.phone } : {},
      });
      // The checkout is what the receipt page is keyed on: the visitor has no password yet.
      const opened = await openCheckout(tx, row.id, program.price, `${program.title} program`);
      await this.mailSetupLink(tx, row, `Welcome to Campus — ${program.title}`);
      return { user: row, checkout: opened };
    });
    return {
      user: toUser(user),
      paymentUrl: paymentFormUrl(this.ctx.config, checkout, this.ctx.now()),
      checkout: checkoutAccess(this.ctx.config, checkout.id),
      message:
        'Registration successful! Complete the payment; we emailed you a link to set your password.',
    };
  }

  /**
   * resendSetupMail: the receipt page of a registration with payment offers the setup mail again.
   * The checkout's signed reference is the authority (the visitor has no password to log in with);
   * a person's inbox is throttled per account and per address.
   */
  async resendSetupMail(access: CheckoutAccess, ip: string): Promise<void> {
    const checkout = validCheckoutAccess(this.ctx.config, access)
      ? await findCheckout(this.ctx.db, access.reference)
      : undefined;
    const user = checkout ? await this.users.byId(checkout.userId) : undefined;
    if (!user) throw notFound('This payment link is unknown or was changed.');
    if (user.passwordHash !== null)
      throw conflict('Your password is already set. Log in with it, or use Forgot password.');
    const keys = [`setup-mail:account:${user.id}`, `password-token:ip:${ip}`];
    const wait = await this.throttle.blockedFor(keys);
    if (wait > 0) {
      throw tooManyRequests(
        `Too many emails asked for. Please wait ${Math.max(1, Math.ceil(wait / 60))} minutes before trying again.`,
        wait,
      );
    }
    await this.throttle.hit(keys[0]!, this.throttle.rules.setupMailAccount);
    await this.throttle.hit(keys[1]!, this.throttle.rules.passwordTokenIp);
    await this.ctx.db.transaction((tx) => this.mailSetupLink(tx, user));
  }

  // ---------- one-time tokens ----------

  private async issueToken(
    tx: Queryable,
    userId: string,
    purpose: keyof typeof TOKEN_TTL,
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

  /**
   * Mails a password-setup link (accounts created by an admin, by onboarding or by a payment): the
   * token is issued and the mail written to the outbox in `tx`, so a rolled-back write mails nobody.
   * `timeZone` is the recipient's when known (the link's expiry is written in it), else UTC.
   */
  async mailSetupLink(
    tx: Queryable,
    user: UserRow,
    subject = 'Set your Campus password',
    timeZone?: string,
  ): Promise<void> {
    const { token, expiresAt } = await this.issueToken(tx, user.id, 'setup');
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

  private async passwordTokenAllowed(ip: string): Promise<void> {
    const key = `password-token:ip:${ip}`;
    const wait = await this.throttle.blockedFor([key]);
    if (wait > 0) {
      throw tooManyRequests(
        `Too many attempts. Please wait ${Math.max(1, Math.ceil(wait / 60))} minutes before trying again.`,
        wait,
      );
    }
    await this.throttle.hit(key, this.throttle.rules.passwordTokenIp);
  }

  /** Consumes a one-time token inside `tx`: marks it used, or throws a 400 the user can act on. */
  private async consumeToken(
    tx: Tx,
    token: string,
    purpose: keyof typeof TOKEN_TTL,
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

  async setupPassword(token: string, password: string, ip: string): Promise<AuthResponse> {
    await this.passwordTokenAllowed(ip);
    const passwordHash = await this.passwords.hash(password);
    const user = await this.ctx.db.transaction(async (tx) => {
      const { userId } = await this.consumeToken(tx, token, 'setup');
      const u = await this.users.byId(userId, tx);
      if (!u) throw fieldError('token', INVALID_LINK);
      if (!u.isActive) throw deactivated();
      return this.users.update(tx, userId, { passwordHash });
    });
    return this.session(user);
  }

  async forgotPassword(emailRaw: string, ip: string, timeZone?: string): Promise<void> {
    checkTimeZone(timeZone);
    await this.passwordTokenAllowed(ip);
    const email = normalizeEmail(emailRaw);
    // Per address as well as per IP: keyed by what was typed, whether or not
    // an account has it, so the limit tells nobody who has an account.
    const key = `forgot-password:account:${email}`;
    const wait = await this.throttle.blockedFor([key]);
    if (wait > 0) {
      throw tooManyRequests(
        `Too many reset requests for this address. Please wait ${Math.max(1, Math.ceil(wait / 60))} minutes before trying again.`,
        wait,
      );
    }
    await this.throttle.hit(key, this.throttle.rules.forgotPasswordAccount);
    const user = await this.users.byEmail(email);
    // Same answer either way (contract): the caller cannot learn who has an account. The mail goes
    // through the outbox, so the answer does not wait on a mail server either.
    if (!user || !user.isActive) return;
    await this.ctx.db.transaction(async (tx) => {
      const { token, expiresAt } = await this.issueToken(tx, user.id, 'reset');
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
    });
  }

  async resetPassword(token: string, password: string, ip: string): Promise<void> {
    await this.passwordTokenAllowed(ip);
    const passwordHash = await this.passwords.hash(password);
    const userId = await this.ctx.db.transaction(async (tx) => {
      const { userId: id } = await this.consumeToken(tx, token, 'reset');
      await this.users.update(tx, id, { passwordHash });
      await this.users.bumpTokenVersion(tx, id);
      return id;
    });
    await this.ctx.hub.disconnectUser(userId);
  }

  async changePassword(me: Principal, current: string, next: string): Promise<string> {
    const key = `change-password:${me.id}`;
    const wait = await this.throttle.blockedFor([key]);
    if (wait > 0) {
      throw tooManyRequests(
        `Too many attempts. Please wait ${Math.max(1, Math.ceil(wait / 60))} minutes before trying again.`,
        wait,
      );
    }
    const user = await this.users.byId(me.id);
    if (!user) throw notFound('User not found.');
    if (!(await this.passwords.verify(user.passwordHash, current))) {
      await this.throttle.hit(key, this.throttle.rules.changePassword);
      throw badRequest('Current password is incorrect');
    }
    const passwordHash = await this.passwords.hash(next);
    // Other sessions end (version bump); this one continues with the fresh token we answer.
    const updated = await this.ctx.db.transaction(async (tx) => {
      await this.users.update(tx, me.id, { passwordHash });
      return this.users.bumpTokenVersion(tx, me.id);
    });
    await this.throttle.clear(key);
    // Every open socket was admitted under the old version: close them all (this tab reconnects with
    // the token we answer).
    await this.ctx.hub.disconnectUser(me.id);
    return this.ctx.tokens.issue(updated);
  }

  async logout(me: Principal): Promise<void> {
    await this.users.bumpTokenVersion(this.ctx.db, me.id);
    await this.ctx.hub.disconnectUser(me.id);
  }

  // ---------- profile ----------

  /**
   * Checks a wanted email change: the address is free and the owner's current
   * password came with it (wrong ones are throttled like a password change). Answers the normalized
   * new address, or undefined when the email does not change.
   */
  private async emailChangeAllowed(
    user: UserRow,
    emailRaw: string | undefined,
    currentPassword: string | undefined,
  ): Promise<string | undefined> {
    if (emailRaw === undefined) return undefined;
    const email = normalizeEmail(emailRaw);
    if (email === user.email) return undefined;
    const taken = await this.users.byEmail(email);
    if (taken) throw fieldError('email', 'Email is already registered');
    const key = `email-change:${user.id}`;
    const wait = await this.throttle.blockedFor([key]);
    if (wait > 0) {
      throw tooManyRequests(
        `Too many attempts. Please wait ${Math.max(1, Math.ceil(wait / 60))} minutes before trying again.`,
        wait,
      );
    }
    if (!currentPassword)
      throw fieldError('currentPassword', 'Enter your current password to change your email.');
    if (!(await this.passwords.verify(user.passwordHash, currentPassword))) {
      await this.throttle.hit(key, this.throttle.rules.changePassword);
      throw fieldError('currentPassword', 'Current password is incorrect');
    }
    await this.throttle.clear(key);
    return email;
  }

  /** Mails the confirmation link to the new address and the notice to the old one, in `tx`. */
  private async mailEmailChange(
    tx: Queryable,
    user: UserRow,
    newEmail: string,
    timeZone: string | undefined,
  ): Promise<void> {
    const { token, expiresAt } = await this.issueToken(tx, user.id, 'email-change', newEmail);
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

  /** Follows an email-change link: the address changes and every session of the account ends. */
  async confirmEmailChange(token: string, ip: string): Promise<string> {
    await this.passwordTokenAllowed(ip);
    const { userId, email } = await this.ctx.db.transaction(async (tx) => {
      const row = await this.consumeToken(tx, token, 'email-change');
      if (!row.newEmail) throw fieldError('token', INVALID_LINK);
      try {
        await this.users.update(tx, row.userId, { email: row.newEmail });
      } catch (err) {
        // Someone took the address after the link was sent.
        if (err instanceof HttpError && err.status === 400)
          throw fieldError('token', 'This email is now used by another account.');
        throw err;
      }
      // Every token so far stops working, this browser's included: the link proves the mailbox,
      // not the session, so the owner signs in again with the new address (contract).
      await this.users.bumpTokenVersion(tx, row.userId);
      return { userId: row.userId, email: row.newEmail };
    });
    await this.ctx.hub.disconnectUser(userId);
    return email;
  }

  /**
   * Name and image change at once; a new email is only asked for (`pendingEmail`): it changes when
   * the link mailed to it is followed (confirmEmailChange).
   */
  async updateProfile(
    me: Principal,
    fields: OperationBody<'updateProfile'>,
    image: UploadedFile | undefined,
  ): Promise<{ user: User; pendingEmail: string | undefined }> {
    const set: {
      name?: string;
      profileImageUrl?: string;
      profileImageFile?: string;
    } = {};
    if (fields.name !== undefined) set.name = fields.name.trim();
    if (set.name === '') throw fieldError('name', 'Name is required');
    checkTimeZone(fields.timezone);
    const before = await this.users.byId(me.id);
    if (!before) throw notFound('User not found.');
    const pendingEmail = await this.emailChangeAllowed(
      before,
      fields.email,
      fields.currentPassword,
    );

    // The image is stored first, then the row changes (lib/storage.ts); the old image goes after.
    let written: string | null = null;
    if (image) {
      const received = await readFile(image.path);
      const kind = sniffImage(received);
      const data = kind && (await reencodeImage(received, kind));
      if (!kind || !data) {
        throw new HttpError(415, 'The profile image must be a JPEG, PNG, WebP or GIF image.', {
          errors: [{ path: 'profileImage', msg: 'Profile image must be an image file' }],
        });
      }
      const file = `${me.id}-${randomBytes(8).toString('hex')}.${kind.ext}`;
      await this.ctx.storage.put(profileImageKey(file), Readable.from([data]));
      written = profileImageKey(file);
      set.profileImageFile = file;
      set.profileImageUrl = `${PROFILE_IMAGE_ROUTE}/${file}`;
    }

    try {
      const after = await this.ctx.db.transaction(async (tx) => {
        if (pendingEmail) await this.mailEmailChange(tx, before, pendingEmail, fields.timezone);
        return Object.keys(set).length ? this.users.update(tx, me.id, set) : before;
      });
      if (image && before.profileImageFile && before.profileImageFile !== after.profileImageFile) {
        await this.ctx.storage
          .delete(profileImageKey(before.profileImageFile))
          .catch((err: unknown) =>
            this.ctx.log.warn({ err }, 'profile image: the replaced image stays in storage'),
          );
      }
      return { user: toUser(after), pendingEmail };
    } catch (err) {
      // The row did not change: the new file must not stay behind.
      if (written) await this.ctx.storage.delete(written).catch(() => {});
      throw err;
    }
  }
}
