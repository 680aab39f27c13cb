// Identity: sessions (login, logout), registration, passwords, the profile. Composed by use case
// (modules/courses is the template): the attempt limits (attempts.ts) and the mailed one-time links
// (links.ts) are built once and handed to the sessions (sessions.ts), registration
// (registration.ts), the password flows (password-changes.ts) and the profile (profile.ts).
//
// Request bodies are validated against the contract before a handler runs; the handler table is
// typed from the contract (http/router.ts), so a change to the contract shows up here at compile time.
import type { AppContext } from '../../context';
import { notFound } from '../../http/errors';
import { defineHandlers, me, type Handlers } from '../../http/router';
import { toUser } from '../users/public';
import { AttemptLimits } from './attempts';
import { AccountLinks } from './links';
import { PasswordChanges } from './password-changes';
import { ProfileChanges } from './profile';
import { Registration } from './registration';
import { Sessions } from './sessions';

export function authHandlers(ctx: AppContext): Handlers {
  const attempts = new AttemptLimits(ctx.services.throttle);
  const links = new AccountLinks(ctx);
  const sessions = new Sessions(ctx, attempts, links);
  const registration = new Registration(ctx, sessions, links, attempts);
  const passwords = new PasswordChanges(ctx, sessions, links, attempts);
  const profile = new ProfileChanges(ctx, links, attempts);
  return defineHandlers({
    login: (c) => sessions.login(c.body.email, c.body.password, c.ip),
    register: (c) => registration.register(c.body, c.ip),
    registerMentor: (c) => registration.registerMentor(c.body, c.ip),
    registerWithPayment: (c) => registration.registerWithPayment(c.body, c.ip),
    setupPassword: (c) => passwords.setup(c.body.token, c.body.password, c.ip),
    resendSetupMail: async (c) => {
      await registration.resendSetupMail(c.body, c.ip);
      return { success: true, message: 'We emailed you a new link to set your password.' };
    },
    forgotPassword: async (c) => {
      await passwords.forgot(c.body.email, c.ip, c.body.timezone);
      return {
        success: true,
        message: 'If an account exists for this email, a reset link is on its way.',
      };
    },
    checkAccountLink: async (c) => {
      await passwords.checkLink(c.body.token, c.body.purpose, c.ip);
    },
    resetPassword: async (c) => {
      await passwords.reset(c.body.token, c.body.password, c.ip);
      return { success: true, message: 'Password changed. You can log in with it now.' };
    },
    getMe: async (c) => {
      const user = await ctx.services.users.byId(me(c).id);
      if (!user) throw notFound('User not found.');
      return { user: toUser(user) };
    },
    logout: async (c) => {
      await sessions.logout(me(c));
    },
    changePassword: async (c) => {
      const { currentPassword, newPassword } = c.body;
      const token = await passwords.change(me(c), currentPassword, newPassword);
      return { success: true, message: 'Password changed successfully!', token };
    },
    updateProfile: async (c) => {
      const { user, pendingEmail } = await profile.update(me(c), c.body, c.files.profileImage);
      if (!pendingEmail) return { success: true, message: 'Profile updated successfully', user };
      return {
        success: true,
        message: `We sent a confirmation link to ${pendingEmail}. Your email changes when you follow it.`,
        user,
        pendingEmail,
      };
    },
    confirmEmailChange: async (c) => {
      const email = await profile.confirmEmail(c.body.token, c.ip);
      return {
        success: true,
        message: `Your email is now ${email}. Please sign in again with it.`,
      };
    },
    cancelEmailChange: async (c) => {
      const email = await profile.cancelEmailChange(c.body.token, c.ip);
      return {
        success: true,
        message: `The email change is cancelled: your email stays ${email}.`,
      };
    },
  });
}
