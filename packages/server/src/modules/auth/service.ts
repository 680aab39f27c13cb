// Identity flows: login, registration (student, mentor, with payment), password setup/reset/change,
// logout and the profile update. Multi-step writes run in one transaction; mail is sent inside it,
// so a failed send rolls the account back and nothing is left behind.
import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type {
  AuthResponse,
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
  deactivated,
  fieldError,
  HttpError,
  notFound,
  tooManyRequests,
} from '../../http/errors';
import type { UploadedFile } from '../../http/router';
import { PROFILE_IMAGE_ROUTE, reencodeImage, sniffImage } from '../../lib/images';
import { KNOWN_DEVICE_MS } from './throttle';
import { paymentFormUrl } from '../payments/public';
import { normalizeEmail, toUser } from '../users/public';

const HOUR = 3_600_000;
const TOKEN_TTL = { setup: 72 * HOUR, reset: 1 * HOUR } as const;
const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

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
        // Reaches no student until an admin approves the account (issue 16).
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
    const user = await this.ctx.db.transaction(async (tx) => {
      const row = await this.users.create(tx, {
        name: input.name,
        email: input.email,
        role: 'student',
        passwordHash: null,
        pendingAmount: program.price,
        programSlug: program.slug,
        profile: input.phone ? { phone: input.phone } : {},
      });
      await this.mailSetupLink(tx, row, `Welcome to Campus — ${program.title}`);
      return row;
    });
    return {
      user: toUser(user),
      paymentUrl: paymentFormUrl(this.ctx.config, user.id, program.price),
      message:
        'Registration successful! Complete the payment; we emailed you a link to set your password.',
    };
  }

  // ---------- one-time tokens ----------

  private async issueToken(
    tx: Queryable,
    userId: string,
    purpose: 'setup' | 'reset',
  ): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    await tx.insert(oneTimeTokens).values({
      userId,
      purpose,
      tokenHash: sha256(token),
      expiresAt: new Date(this.ctx.now().getTime() + TOKEN_TTL[purpose]),
    });
    return token;
  }

  /** Mails a password-setup link (accounts created by an admin or a payment). */
  async mailSetupLink(
    tx: Queryable,
    user: UserRow,
    subject = 'Set your Campus password',
  ): Promise<void> {
    await this.ctx.mailer.send(await this.setupMail(tx, user, subject));
  }

  /**
   * The setup mail with its token issued in `tx`, not yet sent: bulk onboarding sends its mails only
   * after the whole transaction committed, so a rolled-back batch mails nobody.
   */
  async setupMail(tx: Queryable, user: UserRow, subject = 'Set your Campus password') {
    const token = await this.issueToken(tx, user.id, 'setup');
    const link = `${this.ctx.config.publicUrl}/password-setup?token=${token}`;
    return {
      to: user.email,
      subject,
      text: `Hello ${user.name},\n\nSet your password here (valid for 72 hours, once): ${link}\n`,
    };
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
  private async consumeToken(tx: Tx, token: string, purpose: 'setup' | 'reset'): Promise<string> {
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
      .returning({ userId: oneTimeTokens.userId });
    if (!row)
      throw fieldError('token', 'This link is invalid or has expired. Please ask for a new one.');
    return row.userId;
  }

  async setupPassword(token: string, password: string, ip: string): Promise<AuthResponse> {
    await this.passwordTokenAllowed(ip);
    const passwordHash = await this.passwords.hash(password);
    const user = await this.ctx.db.transaction(async (tx) => {
      const userId = await this.consumeToken(tx, token, 'setup');
      const u = await this.users.byId(userId, tx);
      if (!u)
        throw fieldError('token', 'This link is invalid or has expired. Please ask for a new one.');
      if (!u.isActive) throw deactivated();
      return this.users.update(tx, userId, { passwordHash });
    });
    return this.session(user);
  }

  async forgotPassword(email: string, ip: string): Promise<void> {
    await this.passwordTokenAllowed(ip);
    const user = await this.users.byEmail(email);
    // Same answer either way (contract): the caller cannot learn who has an account.
    if (!user || !user.isActive) return;
    await this.ctx.db.transaction(async (tx) => {
      const token = await this.issueToken(tx, user.id, 'reset');
      const link = `${this.ctx.config.publicUrl}/reset-password?token=${token}`;
      await this.ctx.mailer.send({
        to: user.email,
        subject: 'Reset your Campus password',
        text: `Hello ${user.name},\n\nReset your password here (valid for 1 hour, once): ${link}\n\nIf you did not ask for this, ignore this mail.`,
      });
    });
  }

  async resetPassword(token: string, password: string, ip: string): Promise<void> {
    await this.passwordTokenAllowed(ip);
    const passwordHash = await this.passwords.hash(password);
    const userId = await this.ctx.db.transaction(async (tx) => {
      const id = await this.consumeToken(tx, token, 'reset');
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
    // the token we answer). Issue 16, finding 2.
    await this.ctx.hub.disconnectUser(me.id);
    return this.ctx.tokens.issue(updated);
  }

  async logout(me: Principal): Promise<void> {
    await this.users.bumpTokenVersion(this.ctx.db, me.id);
    await this.ctx.hub.disconnectUser(me.id);
  }

  // ---------- profile ----------

  async updateProfile(
    me: Principal,
    fields: OperationBody<'updateProfile'>,
    image: UploadedFile | undefined,
  ): Promise<User> {
    const set: {
      name?: string;
      email?: string;
      profileImageUrl?: string;
      profileImageFile?: string;
    } = {};
    if (fields.name !== undefined) set.name = fields.name.trim();
    if (fields.email !== undefined) set.email = normalizeEmail(fields.email);
    if (set.name === '') throw fieldError('name', 'Name is required');

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
      const dir = join(this.ctx.config.dataDir, 'uploads', 'profile-images');
      await mkdir(dir, { recursive: true });
      const file = `${me.id}-${randomBytes(8).toString('hex')}.${kind.ext}`;
      await writeFile(join(dir, file), data, { mode: 0o644 });
      written = join(dir, file);
      set.profileImageFile = file;
      set.profileImageUrl = `${PROFILE_IMAGE_ROUTE}/${file}`;
    }

    try {
      const before = await this.users.byId(me.id);
      if (!before) throw notFound('User not found.');
      const after = Object.keys(set).length
        ? await this.users.update(this.ctx.db, me.id, set)
        : before;
      if (image && before.profileImageFile && before.profileImageFile !== after.profileImageFile) {
        await unlink(
          join(this.ctx.config.dataDir, 'uploads', 'profile-images', before.profileImageFile),
        ).catch(() => {});
      }
      return toUser(after);
    } catch (err) {
      // The row did not change: the new file must not stay behind.
      if (written) await unlink(written).catch(() => {});
      throw err;
    }
  }
}
