// People: the admin's table and changes (activate, deactivate, role, mentor review, new accounts),
// a mentor's students, the mentor directory and who may see whom. Composed by use case
// (modules/courses is the template): the rows (service.ts, shared with every area as
// ctx.services.users) and what stopping an account does (stops.ts) are handed to the reads
// (queries.ts), the status changes (status.ts), the role change (role.ts), the mentor review
// (review.ts) and the account creation (creation.ts).
import type { AppContext, UserStats } from '../../context';
import { notFound } from '../../http/errors';
import { defineHandlers, me, type Handlers } from '../../http/router';
import { AccountLinks } from '../auth/public';
import { UserCreation } from './creation';
import { UserQueries } from './queries';
import { MentorReview } from './review';
import { RoleChanges } from './role';
import { toUser } from './service';
import { UserStatusChanges } from './status';
import { AccountStops } from './stops';

export function userHandlers(ctx: AppContext): Handlers {
  const records = ctx.services.users;
  const stops = new AccountStops(ctx);
  const queries = new UserQueries(ctx, records);
  const activation = new UserStatusChanges(ctx, records, stops);
  const roles = new RoleChanges(ctx, records, stops);
  const mentorReview = new MentorReview(ctx, records, stops);
  const creation = new UserCreation(ctx, records, new AccountLinks(ctx));
  return defineHandlers({
    listUsers: (c) => queries.list(c.query),

    createUser: async (c) => ({ user: toUser(await creation.create(c.body)) }),

    listStudents: async (c) => {
      const caller = me(c);
      // A mentor sees only the students of the batches assigned to them (batches area).
      const batches =
        caller.role === 'admin' ? undefined : await ctx.extensions.mentorBatches(caller.id);
      return queries.list({ ...c.query, role: 'student', batches });
    },

    listMentorUsers: async (c) => {
      const { active, status, ...page } = c.query;
      const admin = me(c).role === 'admin';
      // Admins see deactivated mentors too (the contract's `active=false`) and any review status;
      // everyone else only working ones (active and approved, lib/mentor-review.ts), and of each only
      // name, photo and expertise (no email or phone).
      const found = await queries.list({
        ...page,
        role: 'mentor',
        active: admin ? active : true,
        mentorStatus: admin ? status : 'approved',
      });
      return admin ? found : { ...found, items: await queries.mentorListings(found.items) };
    },

    listMentorReviews: (c) => {
      const { status, ...page } = c.query;
      return queries.list({
        ...page,
        role: 'mentor',
        mentorStatus: status ?? 'pending',
        oldestFirst: true,
      });
    },

    reviewMentor: async (c) => ({
      user: toUser(await mentorReview.review(c.params.id, c.body.status)),
    }),

    getUserProfile: async (c) => {
      const caller = me(c);
      const row = await records.byId(caller.id);
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
      const row = await records.byId(c.params.id);
      if (!row || !(await queries.canSee(me(c), row))) throw notFound('User not found.');
      return { user: toUser(row) };
    },

    activateUser: async (c) => ({
      user: toUser(await activation.setActive(me(c), c.params.id, true)),
    }),
    deactivateUser: async (c) => ({
      user: toUser(await activation.setActive(me(c), c.params.id, false)),
    }),
    changeUserRole: async (c) => ({
      user: toUser(await roles.change(me(c), c.params.id, c.body.role)),
    }),
    bulkSetUserStatus: (c) => activation.setMany(me(c), c.body),
    // listUserEnrolledCourses and listUserCreatedCourses belong to the courses area: it registers
    // handlers for them (they answer 501 until then).
  });
}
