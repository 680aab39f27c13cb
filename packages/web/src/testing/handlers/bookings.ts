import type { BatchSummary, Booking, MentorBookingSchedule, PersonSummary } from '@campus/sdk';
import {
  getGetBatchMockHandler,
  getGetMentorScheduleMockHandler,
  getListMentorBookingsMockHandler,
  getListOpenGroupSessionsMockHandler,
  getListStudentBookingsMockHandler,
} from '@campus/sdk/msw';
import { failing, pending, type HandlerGroups, type Route } from './kit';

const routes: Route[] = [
  ['get', '*/api/batches/:monthYear/:domain'],
  ['get', '*/api/bookings/mentor/:id'],
  ['get', '*/api/bookings/student'],
  ['get', '*/api/bookings/mentor'],
  ['get', '*/api/bookings/group-session'],
];

const meera: PersonSummary = { _id: 'u-mentor-1', name: 'Meera Iyer', role: 'mentor' };
const sara: PersonSummary = { _id: 'u-student-1', name: 'Sara Student', role: 'student' };

// Fixed instants: "upcoming" ones lie far ahead so the stories read the same on any day.
function booking(
  id: string,
  topic: string,
  startTime: string,
  status: Booking['status'],
  extra: Partial<Booking> = {},
): Booking {
  const end = new Date(Date.parse(startTime) + 30 * 60_000).toISOString();
  return {
    _id: id,
    kind: 'one_to_one',
    mentor: meera,
    students: [sara],
    participantCount: 1,
    topic,
    startTime,
    endTime: end,
    durationMinutes: 30,
    timezone: 'Asia/Kolkata',
    status,
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-01T10:00:00.000Z',
    ...extra,
  };
}

export const bookingList: Booking[] = [
  booking('b-1', 'Code review of my React portfolio', '2031-03-04T10:30:00.000Z', 'pending', {
    description: 'State management and folder structure, before I apply.',
  }),
  booking('b-2', 'Mock system-design interview', '2031-03-05T11:00:00.000Z', 'accepted', {
    meetingLink: 'https://meet.example.com/abc-defg-hij',
    note: 'Bring a diagram of your last project.',
  }),
  booking('b-3', 'Resume feedback', '2026-11-10T09:00:00.000Z', 'declined', {
    note: 'The mentor is no longer free at this time.',
  }),
  booking('b-4', 'SQL window functions', '2026-11-12T09:00:00.000Z', 'expired'),
];

export const groupSessions: Booking[] = [
  booking('g-1', 'Weekly Q&A: React hooks', '2031-03-06T12:30:00.000Z', 'accepted', {
    kind: 'group',
    students: [],
    participantCount: 8,
    capacity: 10,
    seatsLeft: 2,
  }),
  booking('g-2', 'Portfolio teardown', '2031-03-07T12:30:00.000Z', 'accepted', {
    kind: 'group',
    students: [],
    participantCount: 6,
    capacity: 6,
    seatsLeft: 0,
  }),
];

const batch: BatchSummary = {
  monthYear: '2026-11',
  domain: 'fullstack',
  mentors: [meera],
  studentCount: 3,
  videoCount: 4,
  upcomingClassCount: 1,
};

const schedule: MentorBookingSchedule = {
  mentor: meera,
  from: '2026-11-22T00:00:00.000Z',
  to: '2026-12-06T00:00:00.000Z',
  busy: [],
  groupSessions: [],
};

const page = (items: Booking[]) => ({ items, total: items.length, page: 1, pageSize: 50 });

export const bookingHandlers: HandlerGroups = {
  full: [
    getGetBatchMockHandler(batch),
    getGetMentorScheduleMockHandler(schedule),
    getListStudentBookingsMockHandler(bookingList),
    getListMentorBookingsMockHandler([...bookingList, groupSessions[0]!]),
    getListOpenGroupSessionsMockHandler(page(groupSessions)),
  ],
  empty: [
    getGetBatchMockHandler({ ...batch, mentors: [] }),
    getGetMentorScheduleMockHandler(schedule),
    getListStudentBookingsMockHandler([]),
    getListMentorBookingsMockHandler([]),
    getListOpenGroupSessionsMockHandler(page([])),
  ],
  error: failing(routes),
  loading: pending(routes),
};
