import type { AppContext, BatchRef, UserStats } from '../../context';
import type { MentorStatus, Role } from '../../db/schema/index';
import { notFound } from '../../http/errors';
import { me, type Handlers } from '../../http/router';
import { AuthService } from '../auth/public';
import { bulkSetStatus } from './bulk';
import { toUserDto, type UserSort } from './service';

interface PageQuery {
  search?: string;
  page: number;
  pageSize: number;
}

export function userHandlers(ctx: AppContext): Handlers {
  const users = ctx.services.users;
  const auth = new AuthService(ctx);
  return {
    listUsers: (c) => {
      const q = c.query as unknown as PageQuery & {
        role?: Role;
        active?: boolean;
        sort?: UserSort;
        order?: 'asc' | 'desc';
      };
      return users.list(q);
    },

    createUser: async (c) => {
      const b = c.body as { name: string; email: string; role: Role; batch?: BatchRef };
      // The account and its setup mail succeed or fail together.
      const row = await ctx.db.transaction(async (tx) => {
        const u = await users.create(tx, { ...b, passwordHash: null });
        await auth.mailSetupLink(tx, u);
        return u;
      });
      return { user: toUserDto(row) };
    },

    listStudents: async (c) => {
      const q = c.query as unknown as PageQuery;
      const caller = me(c);
      // A mentor sees only the students of the batches assigned to them (batches area).
      const batches =
        caller.role === 'admin' ? undefined : await ctx.extensions.mentorBatches(caller.id);
      return users.list({ ...q, role: 'student', batches });
    },

    listMentorUsers: (c) => {
      const q = c.query as unknown as PageQuery;
      // Admins see deactivated mentors too (the contract's `active=false`); others only active ones.
      const raw = (c.req.query as Record<string, unknown>).active;
      const active =
        me(c).role === 'admin'
          ? raw === 'false'
            ? false
            : raw === 'true'
              ? true
              : undefined
          : true;
      // Only approved mentors reach students (issue 16); admins see every review status.
      const mentorStatus = me(c).role === 'admin' ? undefined : ('approved' as const);
      return users.list({ ...q, role: 'mentor', active, mentorStatus });
    },

    listMentorReviews: (c) => {
      const q = c.query as unknown as PageQuery & { status?: MentorStatus };
      const { status, ...page } = q;
      return users.list({
        ...page,
        role: 'mentor',
        mentorStatus: status ?? 'pending',
        oldestFirst: true,
      });
    },

    reviewMentor: async (c) => ({
      user: toUserDto(
        await users.review(
          c.params.id ?? '',
          (c.body as { status: 'approved' | 'rejected' }).status,
        ),
      ),
    }),

    getUserProfile: async (c) => {
      const caller = me(c);
      const row = await users.byId(caller.id);
      if (!row) throw notFound('User not found.');
      const stats: UserStats = {
        enrolledCourses: 0,
        completedCourses: 0,
        pendingTasks: 0,
        upcomingClasses: 0,
        students: 0,
        createdCourses: 0,
      };
      for (const contribute of ctx.extensions.userStats) {
        for (const [k, v] of Object.entries(await contribute(caller))) {
          stats[k as keyof UserStats] += v ?? 0;
        }
      }
      return { user: toUserDto(row), stats };
    },

    getUser: async (c) => {
      const row = await users.byId(c.params.id ?? '');
      if (!row || !(await users.canSee(me(c), row))) throw notFound('User not found.');
      return { user: toUserDto(row) };
    },

    activateUser: async (c) => ({
      user: toUserDto(await users.setActive(me(c), c.params.id ?? '', true)),
    }),
    deactivateUser: async (c) => ({
      user: toUserDto(await users.setActive(me(c), c.params.id ?? '', false)),
    }),
    changeUserRole: async (c) => ({
      user: toUserDto(
        await users.changeRole(me(c), c.params.id ?? '', (c.body as { role: Role }).role),
      ),
    }),
    bulkSetUserStatus: (c) => {
      const b = c.body as { ids: string[]; active: boolean };
      return bulkSetStatus(ctx, me(c), b.ids, b.active);
    },
    // listUserEnrolledCourses and listUserCreatedCourses belong to the courses area: it registers
    // handlers for them (they answer 501 until then).
  };
}
