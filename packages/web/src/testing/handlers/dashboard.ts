import type { User, Welcome } from '@campus/sdk';
import {
  getListMentorBookingsMockHandler,
  getListMentorBookingsResponseMock,
  getListMentorTasksMockHandler,
  getListMentorTasksResponseMock,
  getListMyEnrollmentsMockHandler,
  getListMyEnrollmentsResponseMock,
  getListNotificationsMockHandler,
  getListStudentBookingsMockHandler,
  getListStudentBookingsResponseMock,
  getListStudentTasksMockHandler,
  getListStudentTasksResponseMock,
  getListUpcomingLiveClassesMockHandler,
  getListUserCreatedCoursesMockHandler,
  getListUsersMockHandler,
  getListUsersResponseMock,
  getGetWelcomeMockHandler,
} from '@campus/sdk/msw';
import { makeNotification, makeUser } from '../fixtures';
import { courseList } from './courses';
import { failing, offline, pending, seeded, type HandlerGroups, type Route } from './kit';
import { upcomingClasses } from './live-classes';
import { profileHandlers } from './profile';

/** Every call the dashboard's sections make, for every role. */
const routes: Route[] = [
  ['get', '*/api/me/welcome'],
  ['get', '*/api/users/profile'],
  ['get', '*/api/tasks/student'],
  ['get', '*/api/tasks/mentor'],
  ['get', '*/api/liveclasses/upcoming'],
  ['get', '*/api/bookings/student'],
  ['get', '*/api/bookings/mentor'],
  ['get', '*/api/enrollments/student'],
  ['get', '*/api/notifications'],
  ['get', '*/api/users/:id/created-courses'],
  ['get', '*/api/users'],
];

const changes = [
  makeNotification({ _id: 'n-1', data: { message: 'New task: Build a REST API' } }),
  makeNotification({
    _id: 'n-2',
    type: 'live_class',
    event: 'live_class_created',
    data: { message: 'Live class scheduled: Feature engineering clinic' },
    timestamp: '2026-11-22T09:30:00.000Z',
    read: true,
  }),
];

/** Seeded fakes for the lists whose wording does not matter to the layout. */
const fakes = seeded(601, () => ({
  // The first is sent back for changes and past its date: the desk calls it "Changes requested".
  studentTasks: offline(getListStudentTasksResponseMock()).map((t, i) => ({
    ...t,
    canSubmit: true,
    ...(i === 0
      ? {
          title: 'Fix the login form',
          myStatus: 'modification_requested' as const,
          isPastDue: true,
          dueDate: '2026-01-05T12:00:00.000Z',
        }
      : {}),
  })),
  mentorTasks: offline(getListMentorTasksResponseMock()),
  studentBookings: offline(getListStudentBookingsResponseMock()),
  enrollments: offline(getListMyEnrollmentsResponseMock()),
  users: offline(getListUsersResponseMock()),
  mentorBookings: offline(getListMentorBookingsResponseMock()),
}));

/** A student who paid for Data Engineer, before and after the admin placed them. */
export const programWelcomes = {
  waiting: {
    firstVisit: true,
    enrolment: {
      program: { slug: 'data-engineer', title: 'Data Engineer' },
      startsOn: '2026-12-07',
      status: 'waiting-for-batch',
      paidAt: '2026-11-22T09:30:00.000Z',
    },
  },
  placed: {
    firstVisit: false,
    enrolment: {
      program: { slug: 'data-engineer', title: 'Data Engineer' },
      startsOn: '2026-12-07',
      status: 'placed',
      paidAt: '2026-11-22T09:30:00.000Z',
      batch: { monthYear: '2026-12', domain: 'data' },
    },
    mentor: { _id: '5d1e0000-0000-4000-8000-000000000900', name: 'Meera Iyer', role: 'mentor' },
  },
} satisfies Record<string, Welcome>;

export const welcomeHandler = (welcome: Welcome) => getGetWelcomeMockHandler(welcome);

/** The dashboard of `user` (its role picks the sections): every section full, empty, failing or loading. */
export function dashboardHandlers(user: User = makeUser()): HandlerGroups {
  const profile = profileHandlers(user);
  return {
    full: [
      welcomeHandler({ firstVisit: false }),
      ...profile.full,
      getListStudentTasksMockHandler(fakes.studentTasks),
      getListMentorTasksMockHandler(fakes.mentorTasks),
      getListUpcomingLiveClassesMockHandler(upcomingClasses),
      getListStudentBookingsMockHandler(fakes.studentBookings),
      getListMentorBookingsMockHandler(fakes.mentorBookings),
      getListMyEnrollmentsMockHandler(fakes.enrollments),
      getListNotificationsMockHandler({
        items: changes,
        unread: 1,
        nextCursor: null,
        pageSize: 5,
      }),
      getListUserCreatedCoursesMockHandler(courseList.items.slice(0, 3)),
      getListUsersMockHandler(fakes.users),
    ],
    empty: [
      welcomeHandler({ firstVisit: true }),
      ...profile.empty,
      getListStudentTasksMockHandler([]),
      getListMentorTasksMockHandler({ items: [], nextCursor: null, pageSize: 5 }),
      getListUpcomingLiveClassesMockHandler([]),
      getListStudentBookingsMockHandler([]),
      getListMentorBookingsMockHandler({ items: [], nextCursor: null, pageSize: 5 }),
      getListMyEnrollmentsMockHandler([]),
      getListNotificationsMockHandler({ items: [], unread: 0, nextCursor: null, pageSize: 5 }),
      getListUserCreatedCoursesMockHandler([]),
      getListUsersMockHandler({ items: [], nextCursor: null, pageSize: 5 }),
    ],
    error: failing(routes),
    loading: pending(routes),
  };
}
