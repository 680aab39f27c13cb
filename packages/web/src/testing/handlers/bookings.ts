import type {
  BatchSummary,
  Booking,
  MentorAvailability,
  MentorSlots,
  PersonSummary,
} from '@campus/sdk';
import { http, HttpResponse } from 'msw';
import {
  getGetBatchMockHandler,
  getGetMentorSlotsMockHandler,
  getGetMyAvailabilityMockHandler,
  getListMentorBookingsMockHandler,
  getListOpenGroupSessionsMockHandler,
  getListStudentBookingsMockHandler,
} from '@campus/sdk/msw';
import { cursorPageOf, failing, pending, type HandlerGroups, type Route } from './kit';

const routes: Route[] = [
  ['get', '*/api/batches/:monthYear/:domain'],
  ['get', '*/api/bookings/mentor/:id/slots'],
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

/** A London mentor's Mon–Fri 10:00–13:00, far ahead so stories read the same any day. */
export const londonHours: MentorAvailability = {
  timezone: 'Europe/London',
  weeklyHours: [1, 2, 3, 4, 5].map((weekday) => ({ weekday, start: '10:00', end: '13:00' })),
  daysOff: ['2031-03-07'],
  bufferMinutes: 15,
  published: true,
};

/** Her free slots in the week from Monday 3 March 2031 (one taken by a live class on Tuesday). */
const slots: MentorSlots = {
  mentor: meera,
  timezone: 'Europe/London',
  published: true,
  durationMinutes: 30,
  from: '2031-03-03T00:00:00.000Z',
  to: '2031-03-10T00:00:00.000Z',
  slots: ['2031-03-03', '2031-03-04', '2031-03-05', '2031-03-06'].flatMap((day) =>
    ['10:00', '10:30', '11:00', '11:30', '12:00', '12:30']
      .filter((t) => !(day === '2031-03-04' && (t === '10:30' || t === '11:00')))
      .map((t) => {
        const start = Date.parse(`${day}T${t}:00.000Z`);
        return {
          startTime: new Date(start).toISOString(),
          endTime: new Date(start + 30 * 60_000).toISOString(),
        };
      }),
  ),
};

const page = (items: Booking[]) => ({ items, nextCursor: null, pageSize: 50 });

/**
 * A mentor's sessions as the server answers them: filtered by the effective statuses asked for
 * (the fixtures carry effective statuses already), soonest first or newest first (`order=desc`),
 * `pageSize` a page (20 by default) with the next page's start index as its cursor.
 */
export const mentorSessions = (list: Booking[]) =>
  getListMentorBookingsMockHandler(({ request }) => {
    const q = new URL(request.url).searchParams;
    const statuses = q.getAll('status');
    const chosen = list
      .filter((b) => statuses.length === 0 || statuses.includes(b.status))
      .sort((a, b) => a.startTime.localeCompare(b.startTime));
    if (q.get('order') === 'desc') chosen.reverse();
    return cursorPageOf(chosen, request);
  });

/** 23 requests waiting: a first page of 20, then Show more requests. */
export const manyRequests = [
  mentorSessions(
    Array.from({ length: 23 }, (_, i) =>
      booking(
        `r-${i + 1}`,
        `Request ${i + 1}: a question on week ${i + 1}`,
        new Date(Date.parse('2031-04-01T09:00:00.000Z') + i * 3_600_000).toISOString(),
        'pending',
        { students: [{ ...sara, _id: `u-student-${i + 1}`, name: `Student ${i + 1}` }] },
      ),
    ),
  ),
];

export const bookingHandlers: HandlerGroups = {
  full: [
    getGetBatchMockHandler(batch),
    getGetMentorSlotsMockHandler(slots),
    getGetMyAvailabilityMockHandler(londonHours),
    getListStudentBookingsMockHandler(bookingList),
    mentorSessions([...bookingList, groupSessions[0]!]),
    getListOpenGroupSessionsMockHandler(page(groupSessions)),
  ],
  empty: [
    getGetBatchMockHandler({ ...batch, mentors: [] }),
    getGetMentorSlotsMockHandler({ ...slots, published: false, slots: [] }),
    getGetMyAvailabilityMockHandler({
      timezone: 'UTC',
      weeklyHours: [],
      daysOff: [],
      bufferMinutes: 0,
      published: false,
    }),
    getListStudentBookingsMockHandler([]),
    mentorSessions([]),
    getListOpenGroupSessionsMockHandler(page([])),
  ],
  // The mentor's hours panel sits beside the sessions on /mentor-sessions; it answers in the
  // error group so the page's failure shows once (the panel's own failure is `hoursError`).
  error: [...failing(routes), getGetMyAvailabilityMockHandler(londonHours)],
  loading: pending(routes),
};

/** The mentor's hours failing alone (the /mentor-sessions panel's error state). */
export const hoursError = failing([['get', '*/api/bookings/availability']]);

/** A mentor who stopped working (deactivated, not approved) while the page was open: 404. */
export const unavailableMentorSlots = [
  http.get('*/api/bookings/mentor/:id/slots', () =>
    HttpResponse.json({ message: 'Mentor not found.' }, { status: 404 }),
  ),
];

/** A mentor who has published no hours: nothing to offer (the /mentor-sync empty state). */
export const unpublishedSlots = [
  getGetMentorSlotsMockHandler({ ...slots, published: false, slots: [] }),
];
