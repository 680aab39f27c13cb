import {
  getUserProfile,
  getWelcome,
  listMentorBookings,
  listMentorTasks,
  listMyEnrollments,
  listNotifications,
  listStudentBookings,
  listStudentTasks,
  listUpcomingLiveClasses,
  listUserCreatedCourses,
  listUsers,
} from '@campus/sdk';
import { queryOptions } from '@tanstack/react-query';
import { dashboardKeys } from '../../data/dashboard/keys';

/** Everything under ['dashboard'] is invalidated by actions that change what is due or next. */
export const dashboardQueries = {
  welcome: queryOptions({
    queryKey: dashboardKeys.section('welcome'),
    queryFn: () => getWelcome(),
  }),
  profile: queryOptions({
    queryKey: dashboardKeys.section('profile'),
    queryFn: () => getUserProfile(),
  }),
  studentTasks: queryOptions({
    queryKey: dashboardKeys.section('student-tasks'),
    queryFn: () => listStudentTasks(),
  }),
  mentorTasks: queryOptions({
    queryKey: dashboardKeys.section('mentor-tasks'),
    // The panel shows five: one page of that size (the list pages by cursor).
    queryFn: async () => (await listMentorTasks({ status: 'open', pageSize: 5 })).items,
  }),
  upcomingClasses: queryOptions({
    queryKey: dashboardKeys.section('upcoming-classes'),
    queryFn: () => listUpcomingLiveClasses({ limit: 5 }),
  }),
  studentBookings: queryOptions({
    queryKey: dashboardKeys.section('student-bookings'),
    queryFn: () => listStudentBookings({ from: new Date().toISOString() }),
  }),
  mentorBookings: queryOptions({
    queryKey: dashboardKeys.section('mentor-bookings'),
    // The panel shows the next five; /mentor-sessions pages through the rest.
    queryFn: () => listMentorBookings({ from: new Date().toISOString(), pageSize: 5 }),
    select: (page) => page.items,
  }),
  enrollments: queryOptions({
    queryKey: dashboardKeys.section('enrollments'),
    queryFn: () => listMyEnrollments(),
  }),
  changes: queryOptions({
    queryKey: dashboardKeys.section('changes'),
    queryFn: () => listNotifications({ pageSize: 5 }),
  }),
  createdCourses: (userId: string) =>
    queryOptions({
      queryKey: dashboardKeys.createdCourses(userId),
      queryFn: () => listUserCreatedCourses(userId),
    }),
  users: queryOptions({
    queryKey: dashboardKeys.section('users'),
    queryFn: () => listUsers({ pageSize: 5 }),
  }),
};
