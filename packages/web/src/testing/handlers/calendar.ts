import type { CalendarEvent, CalendarEventKind, CalendarFeed, MentorSlots } from '@campus/sdk';
import {
  getCreateCalendarFeedMockHandler,
  getGetCalendarFeedMockHandler,
  getGetMentorSlotsMockHandler,
  getListBatchesMockHandler,
  getListCalendarEventsMockHandler,
  getListMentorUsersMockHandler,
  getRevokeCalendarFeedMockHandler,
} from '@campus/sdk/msw';
import { makeUser } from '../fixtures';
import { failing, pending, type HandlerGroups, type Route } from './kit';

const routes: Route[] = [
  ['get', '*/api/calendar/events'],
  ['get', '*/api/calendar/feed'],
];

const HOUR = 3_600_000;
const MINUTE = 60_000;

const paths: Record<CalendarEventKind, string> = {
  live_class: '/live-class',
  one_to_one: '/mentor-sync',
  group_session: '/mentor-sync',
  task_due: '/student-dashboard/tasks/t-1',
  availability: '/mentor-sessions',
  day_off: '/mentor-sessions',
};

/** An event starting at `start` (ISO, UTC) and lasting `minutes` (0: an instant, a due date). */
export function calendarEvent(
  kind: CalendarEventKind,
  sourceId: string,
  title: string,
  start: string,
  minutes: number,
  status: CalendarEvent['status'] = 'confirmed',
): CalendarEvent {
  const at = Date.parse(start);
  return {
    id: `${kind}-${sourceId}`,
    kind,
    sourceId,
    title,
    startTime: new Date(at).toISOString(),
    endTime: new Date(at + minutes * MINUTE).toISOString(),
    allDay: false,
    timezone: 'Asia/Kolkata',
    status,
    background: kind === 'availability' || kind === 'day_off',
    path: paths[kind],
  };
}

/** A student's week of 16–22 November 2026 (the stories' "now" is Sunday the 22nd, noon UTC). */
export const studentWeek: CalendarEvent[] = [
  calendarEvent('live_class', 'lc-1', 'Intro to SQL joins', '2026-11-16T10:30:00Z', 60),
  calendarEvent('one_to_one', 'b-1', 'Mock interview', '2026-11-17T09:00:00Z', 30),
  calendarEvent('live_class', 'lc-2', 'Pandas group-by in practice', '2026-11-18T10:30:00Z', 60),
  calendarEvent('task_due', 't-1', 'Build a REST API', '2026-11-19T18:29:00Z', 0),
  calendarEvent('group_session', 'b-2', 'Open questions', '2026-11-20T11:00:00Z', 60),
  calendarEvent('live_class', 'lc-3', 'Window functions', '2026-11-21T10:30:00Z', 60, 'cancelled'),
  calendarEvent('one_to_one', 'b-3', 'Project review', '2026-11-22T14:00:00Z', 30, 'tentative'),
];

/** A mentor's week: the classes they host, their sessions, and their hours and a day off, shaded. */
export const mentorWeek: CalendarEvent[] = [
  ...[16, 17, 18, 19].map((d) =>
    calendarEvent('availability', `m-1-${d}`, 'Hours', `2026-11-${d}T04:30:00Z`, 180),
  ),
  {
    ...calendarEvent('day_off', 'm-1-2026-11-20', 'Day off', '2026-11-19T18:30:00Z', 24 * 60),
    allDay: true,
    date: '2026-11-20',
  },
  calendarEvent('live_class', 'lc-1', 'Intro to SQL joins', '2026-11-16T10:30:00Z', 60),
  calendarEvent('one_to_one', 'b-1', 'Mock interview with Asha Rao', '2026-11-17T05:00:00Z', 30),
  calendarEvent('task_due', 't-1', 'Build a REST API', '2026-11-19T18:29:00Z', 0),
];

/**
 * `count` events spread over the 42 days of November 2026's month view (from Monday 26 October),
 * about twelve a day at staggered hours: a busy campus's month.
 */
export function manyEvents(count: number): CalendarEvent[] {
  const first = Date.parse('2026-10-26T00:00:00Z');
  const kinds: CalendarEventKind[] = ['live_class', 'one_to_one', 'group_session', 'task_due'];
  return Array.from({ length: count }, (_, i) => {
    const start = new Date(first + (i % 42) * 24 * HOUR + (3 + (i % 12)) * HOUR).toISOString();
    const kind = kinds[i % kinds.length] ?? 'live_class';
    return calendarEvent(kind, `e-${i}`, `Event ${i + 1}`, start, kind === 'task_due' ? 0 : 45);
  }).sort((a, b) => a.startTime.localeCompare(b.startTime) || a.id.localeCompare(b.id));
}

/** Answers the window asked for with those of `events` that overlap it, as the server does. */
export const eventsHandler = (events: readonly CalendarEvent[]) =>
  getListCalendarEventsMockHandler(({ request }) => {
    const q = new URL(request.url).searchParams;
    const from = q.get('from') ?? '';
    const to = q.get('to') ?? '';
    return {
      from,
      to,
      events: events.filter((e) => e.startTime < to && (e.endTime > from || e.startTime >= from)),
    };
  });

const noFeed: CalendarFeed = { active: false };
export const activeFeed: CalendarFeed = { active: true, createdAt: '2026-11-02T09:15:00.000Z' };
const token = 'q3Z2-7wEjRkqJrL9bG8eQ1f0yTzq4oWnVvXhYxJkM1p';
export const madeFeed: CalendarFeed = {
  active: true,
  createdAt: '2026-11-22T12:00:00.000Z',
  https: `https://campus.example/api/calendar/feed/${token}.ics`,
  webcal: `webcal://campus.example/api/calendar/feed/${token}.ics`,
};

/** The feed's calls, with the server's state kept between them (make, reset, turn off). */
export function feedHandlers(initial: CalendarFeed = noFeed) {
  let state = initial;
  return [
    getGetCalendarFeedMockHandler(() => ({ active: state.active, createdAt: state.createdAt })),
    getCreateCalendarFeedMockHandler(() => {
      state = madeFeed;
      return madeFeed;
    }),
    getRevokeCalendarFeedMockHandler(() => {
      state = noFeed;
    }),
  ];
}

/** Meera's free times on Thursday 19 and Friday 20 November, 10:00 – 11:00 UTC. */
export const freeSlots: MentorSlots = {
  mentor: { _id: 'u-mentor-1', name: 'Meera Iyer', role: 'mentor' },
  timezone: 'Asia/Kolkata',
  published: true,
  durationMinutes: 30,
  from: '2026-11-16T00:00:00.000Z',
  to: '2026-11-23T00:00:00.000Z',
  slots: ['2026-11-19T10:00:00Z', '2026-11-19T10:30:00Z', '2026-11-20T10:00:00Z'].map((start) => ({
    startTime: new Date(start).toISOString(),
    endTime: new Date(Date.parse(start) + 30 * MINUTE).toISOString(),
  })),
};

export const slotsHandler = (slots: MentorSlots = freeSlots) => getGetMentorSlotsMockHandler(slots);

/** Two batches and a mentor an admin may pick to view the calendar of. */
export const pickable = {
  batches: [
    { monthYear: '2026-11', domain: 'fullstack' },
    { monthYear: '2026-10', domain: 'data-science' },
  ],
  mentor: makeUser({
    _id: '0b6c1c52-0000-4000-8000-000000000001',
    name: 'Meera Iyer',
    email: 'meera@example.com',
    role: 'mentor',
  }),
};

/** The lists an admin's picker reads: every batch and the working mentors. */
export const pickHandlers = () => [
  getListBatchesMockHandler({
    items: pickable.batches.map((b) => ({
      ...b,
      mentors: [],
      studentCount: 0,
      videoCount: 0,
      upcomingClassCount: 0,
    })),
    nextCursor: null,
    pageSize: 100,
  }),
  getListMentorUsersMockHandler({ items: [pickable.mentor], nextCursor: null, pageSize: 100 }),
];

export const calendar: HandlerGroups = {
  full: [eventsHandler(studentWeek), ...feedHandlers(activeFeed)],
  empty: [eventsHandler([]), ...feedHandlers()],
  error: failing(routes),
  loading: pending(routes),
};
