import type { User, UserProfileResponse, UserStats } from '@campus/sdk';
import { getGetUserProfileMockHandler } from '@campus/sdk/msw';
import { makeUser } from '../fixtures';
import { failing, pending, type HandlerGroups, type Route } from './kit';

const routes: Route[] = [['get', '*/api/users/profile']];

const noStats: UserStats = {
  enrolledCourses: 0,
  completedCourses: 0,
  pendingTasks: 0,
  upcomingClasses: 0,
  students: 0,
  createdCourses: 0,
};

/**
 * The signed-in user's profile call (`/api/users/profile`): `full` is a student well into their
 * learning, `empty` one who just joined. Pass the story's user so the page and the call agree.
 */
export function profileHandlers(user: User = makeUser()): HandlerGroups {
  const full: UserProfileResponse = {
    user: { ...user, batch: { monthYear: '2026-11', domain: 'fullstack' }, pendingAmount: 4999 },
    stats: {
      ...noStats,
      enrolledCourses: 3,
      completedCourses: 1,
      pendingTasks: 2,
      upcomingClasses: 2,
      students: 24,
      createdCourses: 4,
    },
  };
  return {
    full: [getGetUserProfileMockHandler(full)],
    empty: [getGetUserProfileMockHandler({ user, stats: noStats })],
    error: failing(routes),
    loading: pending(routes),
  };
}
