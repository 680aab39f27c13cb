// The profile update: name and image change at once; a new email is only asked for
// (`pendingEmail`) and changes when the link mailed to it is followed (confirmEmail), which ends
// every session of the account. The old address is told, with a link that cancels the change
// (cancelEmailChange).
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { Readable } from 'node:stream';
import type { OperationBody, User } from '@campus/sdk/model';
import type { AppContext } from '../../context';
import type { UserRow } from '../../db/schema/index';
import type { Principal } from '../../http/auth';
import { fieldError, HttpError, INVALID_LINK, notFound } from '../../http/errors';
import type { UploadedFile } from '../../http/router';
import { PROFILE_IMAGE_ROUTE, profileImageKey, reencodeImage, sniffImage } from '../../lib/images';
import { normalizeEmail, toUser } from '../users/public';
import type { AttemptLimits } from './attempts';
import { checkTimeZone, type AccountLinks } from './links';

export class ProfileChanges {
  constructor(
    private readonly ctx: Pick<AppContext, 'db' | 'hub' | 'log' | 'services' | 'storage'>,
    private readonly links: AccountLinks,
    private readonly attempts: AttemptLimits,
  ) {}

  private get users() {
    return this.ctx.services.users;
  }

  /**
   * Checks a wanted email change: the address is free and the owner's current password came with
   * it (wrong ones are throttled like a password change). Answers the normalized new address, or
   * undefined when the email does not change.
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
    const { throttle } = this.attempts;
    await this.attempts.refuseBlocked('Too many attempts.', [key]);
    if (!currentPassword)
      throw fieldError('currentPassword', 'Enter your current password to change your email.');
    if (!(await this.ctx.services.passwords.verify(user.passwordHash, currentPassword))) {
      await throttle.hit(key, throttle.rules.changePassword);
      throw fieldError('currentPassword', 'Current password is incorrect');
    }
    await throttle.clear(key);
    return email;
  }

  /** Stores an uploaded profile image (re-encoded; anything but an image answers 415). */
  private async storeImage(
    me: Principal,
    image: UploadedFile,
  ): Promise<{ key: string; file: string }> {
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
    return { key: profileImageKey(file), file };
  }

  async update(
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
      const { key, file } = await this.storeImage(me, image);
      written = key;
      set.profileImageFile = file;
      set.profileImageUrl = `${PROFILE_IMAGE_ROUTE}/${file}`;
    }

    try {
      const after = await this.ctx.db.transaction(async (tx) => {
        if (pendingEmail)
          await this.links.mailEmailChange(tx, before, pendingEmail, fields.timezone);
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

  /** Follows an email-change link: the address changes and every session of the account ends. */
  async confirmEmail(token: string, ip: string): Promise<string> {
    await this.attempts.linkAttempt(ip);
    const { userId, email } = await this.ctx.db.transaction(async (tx) => {
      const row = await this.links.consume(tx, token, 'email-change');
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
      // The change is done: its cancel link, and any other confirmation link, stop working.
      await this.links.revokeEmailChange(tx, row.userId);
      return { userId: row.userId, email: row.newEmail };
    });
    await this.ctx.hub.disconnectUser(userId);
    return email;
  }

  /** Follows the cancel link mailed to the old address: the pending change's links all die. */
  async cancelEmailChange(token: string, ip: string): Promise<string> {
    await this.attempts.linkAttempt(ip);
    return this.ctx.db.transaction(async (tx) => {
      const { userId } = await this.links.consume(tx, token, 'email-change-cancel');
      await this.links.revokeEmailChange(tx, userId);
      const user = await this.users.byId(userId, tx);
      if (!user) throw fieldError('token', INVALID_LINK);
      return user.email;
    });
  }
}
