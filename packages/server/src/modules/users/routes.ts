import type { AppContext, UserStats } from '../../context';
import { notFound } from '../../http/errors';
import { defineHandlers, me, type Handlers } from '../../http/router';
import { AuthService } from '../auth/public';
import { bulkSetStatus } from './bulk';
import { toUser } from './service';

export function userHandlers(ctx: AppContext): Handlers {
  const users = ctx.services.users;
  const auth = new AuthService(ctx);
  return defineHandlers({
    listUsers: (c) => users.list(c.query),

    createUser: async (c) => {
      // The account and its setup mail succeed or fail together.
      const row = await ctx.db.transaction(async (tx) => {
        const u = await users.create(tx, { ...c.body, passwordHash: null });
        await auth.mailSetupLink(tx, u);
        return u;
      });
      return { user: toUser(row) };
    },

    listStudents: async (c) => {
      const caller = me(c);
      // A mentor sees only the students of the batches assigned to them (batches area).
      const batches =
        caller.role === 'admin' ? undefined : await ctx.extensions.mentorBatches(caller.id);
      return users.list({ ...c.query, role: 'student', batches });
    },

    listMentorUsers: async (c) => {
      const { active, status, ...page } = c.query;
      const admin = me(c).role === 'admin';
      // Admins see deactivated mentors too (the contract's `active=false`) and any review status;
      // everyone else only working ones (active and approved, lib/mentor-review.ts), and of each only
      // name, photo and expertise (no email or phone).
      const found = await users.list({
        ...page,
        role: 'mentor',
        active: admin ? active : true,
        mentorStatus: admin ? status : 'approved',
      });
      return admin ? found : { ...found, items: await users.mentorListings(found.items) };
    },

    listMentorReviews: (c) => {
      const { status, ...page } = c.query;
      return users.list({
        ...page,
        role: 'mentor',
        mentorStatus: status ?? 'pending',
        oldestFirst: true,
      });
    },

    reviewMentor: async (c) => ({ user: toUser(await users.review(c.params.id, c.body.status)) }),

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
      // Each area counts its own figures; they are independent reads, asked at once.
      const parts = await Promise.all(
        ctx.extensions.userStats.map((contribute) => contribute(caller)),
      );
      for (const part of parts) {
        for (const [k, v] of Object.entries(part)) stats[k as keyof UserStats] += v ?? 0;
      }
      return { user: toUser(row), stats };
    },

    getUser: async (c) => {
      const row = await users.byId(c.params.id);
      if (!row || !(await users.canSee(me(c), row))) throw notFound('User not found.');
      return { user: toUser(row) };
    },

    activateUser: async (c) => ({
      user: toUser(await users.setActive(me(c), c.params.id, true)),
    }),
    deactivateUser: async (c) => ({
      user: toUser(await users.setActive(me(c), c.params.id, false)),
    }),
    changeUserRole: async (c) => ({
      user: toUser(await users.changeRole(me(c), c.params.id, c.body.role)),
    }),
    bulkSetUserStatus: (c) => bulkSetStatus(ctx, me(c), c.body),
    // listUserEnrolledCourses and listUserCreatedCourses belong to the courses area: it registers
    // handlers for them (they answer 501 until then).
  });
}
