import type { MentorLoad, MentorLoadPage, MentorLoadSort } from '@campus/sdk';
import { getListMentorLoadMockHandler } from '@campus/sdk/msw';
import { http, HttpResponse } from 'msw';
import { failing, pending, type HandlerGroups, type Route } from './kit';

const routes: Route[] = [['get', '*/api/admin/mentor-load']];

const fullstack = { monthYear: '2026-11', domain: 'fullstack' };
const data = { monthYear: '2026-10', domain: 'data' };

const row = (
  id: string,
  name: string,
  counts: Pick<
    MentorLoad,
    'openItems' | 'nearBreach' | 'breachesThisWeek' | 'medianFirstResponseMinutes' | 'batches'
  >,
): MentorLoad => ({
  mentor: { _id: id, name, role: 'mentor' },
  email: `${name.split(' ')[0]!.toLowerCase()}@campus.example`,
  ...counts,
});

/**
 * Three mentors sharing two batches: Meera carries the most and is late on some, Ravi is away from
 * the data batch, Nisha has just joined and has given no review yet.
 */
export const mentorLoadRows: MentorLoad[] = [
  row('u-mentor-1', 'Meera Iyer', {
    openItems: 14,
    nearBreach: 3,
    breachesThisWeek: 2,
    medianFirstResponseMinutes: 385,
    batches: [
      { ...data, weight: 100, away: false },
      { ...fullstack, weight: 100, away: false },
    ],
  }),
  row('u-mentor-2', 'Ravi Kumar', {
    openItems: 6,
    nearBreach: 0,
    breachesThisWeek: 0,
    medianFirstResponseMinutes: 95,
    batches: [
      { ...data, weight: 50, away: true },
      { ...fullstack, weight: 100, away: false },
    ],
  }),
  row('u-mentor-3', 'Nisha Verma', {
    openItems: 1,
    nearBreach: 0,
    breachesThisWeek: 0,
    medianFirstResponseMinutes: null,
    batches: [],
  }),
];

const sortValue: Record<MentorLoadSort, (r: MentorLoad) => number | string | null> = {
  name: (r) => r.mentor.name,
  openItems: (r) => r.openItems,
  nearBreach: (r) => r.nearBreach,
  breachesThisWeek: (r) => r.breachesThisWeek,
  medianFirstResponse: (r) => r.medianFirstResponseMinutes,
};

/** The view as the server answers it: sorted by the request's sort and order (no median last), paged. */
export const mentorLoadAnswering = (rows: readonly MentorLoad[]) => [
  getListMentorLoadMockHandler(({ request }): MentorLoadPage => {
    const q = new URL(request.url).searchParams;
    const value = sortValue[(q.get('sort') as MentorLoadSort | null) ?? 'openItems'];
    const dir = q.get('order') === 'asc' ? 1 : -1;
    const sorted = [...rows].sort((a, b) => {
      const [x, y] = [value(a), value(b)];
      if (x === y) return a.mentor.name.localeCompare(b.mentor.name);
      if (x === null) return 1;
      if (y === null) return -1;
      return (x < y ? -1 : 1) * dir;
    });
    const page = Number(q.get('page') ?? 1);
    const pageSize = Number(q.get('pageSize') ?? 20);
    return {
      items: sorted.slice((page - 1) * pageSize, page * pageSize),
      total: rows.length,
      page,
      pageSize,
    };
  }),
  http.get(
    '*/api/admin/mentor-load/export',
    () =>
      new HttpResponse('\uFEFFMentor,Email,Open items\r\n', {
        headers: { 'content-type': 'text/csv; charset=utf-8' },
      }),
  ),
];

/** The admin's view of every mentor's load (/admin/mentor-load). */
export const mentorLoad: HandlerGroups = {
  full: mentorLoadAnswering(mentorLoadRows),
  empty: mentorLoadAnswering([]),
  error: failing(routes),
  loading: pending(routes),
};

/** The download refused by the server. Listed before `full`. */
export const mentorLoadExportFails = [
  http.get('*/api/admin/mentor-load/export', () =>
    HttpResponse.json({ message: 'The server is having trouble right now.' }, { status: 500 }),
  ),
];
