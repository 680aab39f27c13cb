import type { LiveClass } from '@campus/sdk';
import {
  getListTodayLiveClassesMockHandler,
  getListTodayLiveClassesResponseMock,
  getListUpcomingLiveClassesMockHandler,
} from '@campus/sdk/msw';
import { failing, offline, pending, seeded, storyNow, type HandlerGroups, type Route } from './kit';

const routes: Route[] = [
  ['get', '*/api/liveclasses/today'],
  ['get', '*/api/liveclasses/upcoming'],
];

const at = (hoursFromNow: number) => new Date(storyNow.getTime() + hoursFromNow * 3_600_000);

function liveClass(id: string, title: string, startsIn: number, status: LiveClass['status']) {
  const start = at(startsIn);
  const base = offline(getListTodayLiveClassesResponseMock()[0]!);
  return {
    ...base,
    _id: id,
    title,
    status,
    durationMinutes: 60,
    startTime: start.toISOString(),
    endTime: new Date(start.getTime() + 3_600_000).toISOString(),
    joinOpensAt: new Date(start.getTime() - 600_000).toISOString(),
    startOpensAt: new Date(start.getTime() - 900_000).toISOString(),
    attendeeCount: status === 'scheduled' ? 0 : 18,
  } satisfies LiveClass;
}

/** Today: one class ended, one live; upcoming: two in the next days (fixed times, story "now"). */
export const todayClasses: LiveClass[] = seeded(501, () => [
  liveClass('lc-1', 'Intro to SQL joins', -3, 'ended'),
  liveClass('lc-2', 'Pandas group-by in practice', -0.5, 'live'),
]);

export const upcomingClasses: LiveClass[] = seeded(502, () => [
  liveClass('lc-3', 'Feature engineering clinic', 26, 'scheduled'),
  liveClass('lc-4', 'Project review: dashboards', 50, 'scheduled'),
]);

export const liveClasses: HandlerGroups = {
  full: [
    getListTodayLiveClassesMockHandler(todayClasses),
    getListUpcomingLiveClassesMockHandler(upcomingClasses),
  ],
  empty: [getListTodayLiveClassesMockHandler([]), getListUpcomingLiveClassesMockHandler([])],
  error: failing(routes),
  loading: pending(routes),
};

// ---------- Hosting: the signed-in mentor hosts these ----------

const mentorHost = { _id: 'u-mentor-1', name: 'Meera Iyer', role: 'mentor' as const };
const storyBatch = { monthYear: '2026-11', domain: 'data-science' };

/** Today for the host: one class live with three students (one left), one starting in 12 minutes. */
export const hostedToday: LiveClass[] = seeded(503, () => {
  const live = liveClass('lc-h1', 'Pandas group-by in practice', -0.25, 'live');
  const soon = liveClass('lc-h2', 'Office hours: your projects', 0.2, 'scheduled');
  const student = (id: string, name: string) => ({ _id: id, name, role: 'student' as const });
  return [
    {
      ...live,
      host: mentorHost,
      batch: storyBatch,
      startedAt: at(-0.25).toISOString(),
      attendeeCount: 3,
      attendees: [
        { student: student('s-1', 'Asha Rao'), joinedAt: at(-0.24).toISOString() },
        { student: student('s-2', 'Ravi Kumar'), joinedAt: at(-0.2).toISOString() },
        {
          student: student('s-3', 'Divya Menon'),
          joinedAt: at(-0.22).toISOString(),
          leftAt: at(-0.1).toISOString(),
        },
      ],
    },
    { ...soon, host: mentorHost, batch: storyBatch, attendees: [], attendeeCount: 0 },
  ];
});

/**
 * The start window: the host's class starts in an hour, so Start opens in 45 minutes and
 * the row says when instead.
 */
export const hostedNotYet: LiveClass[] = seeded(504, () => {
  const later = liveClass('lc-h3', 'Office hours: your projects', 1, 'scheduled');
  return [{ ...later, host: mentorHost, batch: storyBatch, attendees: [], attendeeCount: 0 }];
});

/**
 * Join as soon as the host is live: the class starts in 12 minutes (before the students'
 * join window) but its host started it a minute ago.
 */
export const startedEarly: LiveClass[] = seeded(505, () => {
  const early = liveClass('lc-5', 'Warm-up: SQL window functions', 0.2, 'live');
  return [{ ...early, startedAt: at(-1 / 60).toISOString(), attendees: [], attendeeCount: 0 }];
});

/** What a mentor may do: schedule for their batches, start and end their own classes. */
export const hostPermissions = {
  role: 'mentor' as const,
  canCreate: true,
  canStart: true,
  canEnd: true,
  canJoin: false,
  canViewAttendance: true,
  canManageAll: false,
};

export const hostBatches = {
  items: [
    { ...storyBatch, mentors: [mentorHost], studentCount: 3, videoCount: 1, upcomingClassCount: 1 },
  ],
  nextCursor: null,
  pageSize: 100,
};
