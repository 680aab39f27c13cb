import type {
  ChangePasswordRequest,
  ForgotPasswordRequest,
  LoginRequest,
  RegisterMentorRequest,
  RegisterRequest,
  RegisterWithPaymentRequest,
  TokenPasswordRequest,
} from '@campus/sdk/model';
import type { AppContext } from '../../context';
import { me, type Handlers } from '../../http/router';
import { notFound } from '../../http/errors';
import { toUserDto } from '../users/public';
import { AuthService } from './service';

// Request bodies are validated against the contract before a handler runs; their types are the
// contract's own (@campus/sdk/model), so a change to the contract shows up here at compile time.
export function authHandlers(ctx: AppContext): Handlers {
  const auth = new AuthService(ctx);
  return {
    login: (c) => {
      const b = c.body as LoginRequest;
      return auth.login(b.email, b.password, c.ip);
    },
    register: (c) => auth.register(c.body as RegisterRequest, c.ip),
    registerMentor: (c) => auth.registerMentor(c.body as RegisterMentorRequest, c.ip),
    registerWithPayment: (c) =>
      auth.registerWithPayment(c.body as RegisterWithPaymentRequest, c.ip),
    setupPassword: (c) => {
      const b = c.body as TokenPasswordRequest;
      return auth.setupPassword(b.token, b.password, c.ip);
    },
    forgotPassword: async (c) => {
      await auth.forgotPassword((c.body as ForgotPasswordRequest).email, c.ip);
      return {
        success: true,
        message: 'If an account exists for this email, a reset link is on its way.',
      };
    },
    resetPassword: async (c) => {
      const b = c.body as TokenPasswordRequest;
      await auth.resetPassword(b.token, b.password, c.ip);
      return { success: true, message: 'Password changed. You can log in with it now.' };
    },
    getMe: async (c) => {
      const user = await ctx.services.users.byId(me(c).id);
      if (!user) throw notFound('User not found.');
      return { user: toUserDto(user) };
    },
    logout: async (c) => {
      await auth.logout(me(c));
    },
    changePassword: async (c) => {
      const b = c.body as ChangePasswordRequest;
      const token = await auth.changePassword(me(c), b.currentPassword, b.newPassword);
      return { success: true, message: 'Password changed successfully!', token };
    },
    updateProfile: async (c) => {
      const user = await auth.updateProfile(
        me(c),
        c.body as { name?: string; email?: string },
        c.files.profileImage,
      );
      return { success: true, message: 'Profile updated successfully', user };
    },
  };
}
