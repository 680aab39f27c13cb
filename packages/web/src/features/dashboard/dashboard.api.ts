import {
  getUserProfile,
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

/** Everything under ['dashboard'] is invalidated by actions that change what is due or next. */
export const dashboardQueries = {
  profile: queryOptions({ queryKey: ['dashboard', 'profile'], queryFn: () => getUserProfile() }),
  studentTasks: queryOptions({
    queryKey: ['dashboard', 'student-tasks'],
    queryFn: () => listStudentTasks(),
  }),
  mentorTasks: queryOptions({
    queryKey: ['dashboard', 'mentor-tasks'],
    queryFn: () => listMentorTasks({ status: 'open' }),
  }),
  upcomingClasses: queryOptions({
    queryKey: ['dashboard', 'upcoming-classes'],
    queryFn: () => listUpcomingLiveClasses({ limit: 5 }),
  }),
  studentBookings: queryOptions({
    queryKey: ['dashboard', 'student-bookings'],
    queryFn: () => listStudentBookings({ from: new Date().toISOString() }),
  }),
  mentorBookings: queryOptions({
    queryKey: ['dashboard', 'mentor-bookings'],
    queryFn: () => listMentorBookings({ from: new Date().toISOString() }),
  }),
  enrollments: queryOptions({
    queryKey: ['dashboard', 'enrollments'],
    queryFn: () => listMyEnrollments(),
  }),
  changes: queryOptions({
    queryKey: ['dashboard', 'changes'],
    queryFn: () => listNotifications({ pageSize: 5 }),
  }),
  createdCourses: (userId: string) =>
    queryOptions({
      queryKey: ['dashboard', 'created-courses', userId],
      queryFn: () => listUserCreatedCourses(userId),
    }),
  users: queryOptions({
    queryKey: ['dashboard', 'users'],
    queryFn: () => listUsers({ pageSize: 5 }),
  }),
};
