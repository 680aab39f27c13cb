import type { AppContext } from '../../context';
import { me, type Handlers } from '../../http/router';
import { notFound } from '../../http/errors';
import { toUserDto } from '../users/service';
import { AuthService } from './service';

// Request shapes are validated against the contract before a handler runs; these interfaces only
// name what the contract guarantees. (They can become @campus/sdk's generated types once it exists.)
interface LoginBody {
  email: string;
  password: string;
}
interface RegisterBody {
  name: string;
  email: string;
  password: string;
  phone?: string;
}
interface RegisterMentorBody extends RegisterBody {
  expertise: string[];
  bio?: string;
  yearsOfExperience?: number;
  linkedinUrl?: string;
}
interface RegisterWithPaymentBody {
  name: string;
  email: string;
  phone?: string;
  programSlug: string;
}
interface TokenPasswordBody {
  token: string;
  password: string;
}
interface ChangePasswordBody {
  currentPassword: string;
  newPassword: string;
}

export function authHandlers(ctx: AppContext): Handlers {
  const auth = new AuthService(ctx);
  return {
    login: (c) => {
      const b = c.body as LoginBody;
      return auth.login(b.email, b.password, c.ip);
    },
    register: (c) => auth.register(c.body as RegisterBody, c.ip),
    registerMentor: (c) => auth.registerMentor(c.body as RegisterMentorBody, c.ip),
    registerWithPayment: (c) => auth.registerWithPayment(c.body as RegisterWithPaymentBody, c.ip),
    setupPassword: (c) => {
      const b = c.body as TokenPasswordBody;
      return auth.setupPassword(b.token, b.password, c.ip);
    },
    forgotPassword: async (c) => {
      await auth.forgotPassword((c.body as { email: string }).email, c.ip);
      return {
        success: true,
        message: 'If an account exists for this email, a reset link is on its way.',
      };
    },
    resetPassword: async (c) => {
      const b = c.body as TokenPasswordBody;
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
      const b = c.body as ChangePasswordBody;
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
