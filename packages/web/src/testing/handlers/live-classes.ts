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
