import type { AppContext } from '../../context';
import { defineHandlers, me, type Handlers } from '../../http/router';
import { notFound } from '../../http/errors';
import { toUser } from '../users/public';
import { AuthService } from './service';

// Request bodies are validated against the contract before a handler runs; the handler table is
// typed from the contract (http/router.ts), so a change to the contract shows up here at compile time.
export function authHandlers(ctx: AppContext): Handlers {
  const auth = new AuthService(ctx);
  return defineHandlers({
    login: (c) => auth.login(c.body.email, c.body.password, c.ip),
    register: (c) => auth.register(c.body, c.ip),
    registerMentor: (c) => auth.registerMentor(c.body, c.ip),
    registerWithPayment: (c) => auth.registerWithPayment(c.body, c.ip),
    setupPassword: (c) => auth.setupPassword(c.body.token, c.body.password, c.ip),
    resendSetupMail: async (c) => {
      await auth.resendSetupMail(c.body, c.ip);
      return { success: true, message: 'We emailed you a new link to set your password.' };
    },
    forgotPassword: async (c) => {
      await auth.forgotPassword(c.body.email, c.ip, c.body.timezone);
      return {
        success: true,
        message: 'If an account exists for this email, a reset link is on its way.',
      };
    },
    resetPassword: async (c) => {
      await auth.resetPassword(c.body.token, c.body.password, c.ip);
      return { success: true, message: 'Password changed. You can log in with it now.' };
    },
    getMe: async (c) => {
      const user = await ctx.services.users.byId(me(c).id);
      if (!user) throw notFound('User not found.');
      return { user: toUser(user) };
    },
    logout: async (c) => {
      await auth.logout(me(c));
    },
    changePassword: async (c) => {
      const { currentPassword, newPassword } = c.body;
      const token = await auth.changePassword(me(c), currentPassword, newPassword);
      return { success: true, message: 'Password changed successfully!', token };
    },
    updateProfile: async (c) => {
      const { user, pendingEmail } = await auth.updateProfile(me(c), c.body, c.files.profileImage);
      if (!pendingEmail) return { success: true, message: 'Profile updated successfully', user };
      return {
        success: true,
        message: `We sent a confirmation link to ${pendingEmail}. Your email changes when you follow it.`,
        user,
        pendingEmail,
      };
    },
    confirmEmailChange: async (c) => {
      const email = await auth.confirmEmailChange(c.body.token, c.ip);
      return {
        success: true,
        message: `Your email is now ${email}. Please sign in again with it.`,
      };
    },
  });
}
