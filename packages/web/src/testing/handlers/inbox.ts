import type { BatchMentor, BatchPage, InboxItem, PersonSummary } from '@campus/sdk';
import {
  getHandOffTaskSubmissionMockHandler,
  getHandOffTaskSubmissionResponseMock,
  getListBatchMentorsMockHandler,
  getListInboxMockHandler,
} from '@campus/sdk/msw';
import { http, HttpResponse } from 'msw';
import { cursorPageOf, failing, pending, storyNow, type HandlerGroups, type Route } from './kit';

const routes: Route[] = [
  ['get', '*/api/inbox'],
  ['get', '*/api/batches'],
];

const person = (_id: string, name: string): PersonSummary => ({ _id, name, role: 'student' });
const asha = person('u-student-1', 'Asha Rao');
const kabir = person('u-student-2', 'Kabir Menon');
const sara = person('u-student-3', 'Sara Student');
const fullstack = { monthYear: '2026-11', domain: 'fullstack' };
const data = { monthYear: '2026-10', domain: 'data' };

const HOUR = 3_600_000;
/** An instant `hours` from the stories' now (negative: before it). */
const at = (hours: number) => new Date(storyNow.getTime() + hours * HOUR).toISOString();

/** An item that began waiting `waited` hours before the stories' now, with a `target` in hours. */
function item(
  kind: InboxItem['kind'],
  who: PersonSummary,
  what: string,
  waited: number,
  target: number,
  action: InboxItem['action'],
  batch = fullstack,
): InboxItem {
  const share = waited / target;
  const review = action.path.match(/^\/mentor-dashboard\/review\/([^/]+)\//);
  return {
    id: `${kind}:${who._id}-${what.length}`,
    ...(review ? { taskId: review[1]! } : {}),
    kind,
    who,
    what,
    batch,
    since: at(-waited),
    dueAt: at(target - waited),
    state: share >= 1 ? 'breached' : share >= 0.75 ? 'warning' : 'on_time',
    action,
  };
}

/**
 * One item of each kind and each clock, the earliest deadline first as the server answers: a
 * booking request 40 minutes late, a message due in 2 h 30 min and a resubmission due in 3 h (both
 * past 75 % of their targets), a first review due in 22 h.
 */
export const inboxItems: InboxItem[] = [
  item('booking_request', sara, 'Code review of my React portfolio', 8 + 40 / 60, 8, {
    label: 'Answer request',
    path: '/mentor-sessions',
  }),
  item('message', kabir, 'Is the REST API task due Friday, or can I send it Monday?', 9.5, 12, {
    label: 'Reply',
    path: `/messages/${kabir._id}`,
  }),
  item(
    'resubmission',
    asha,
    'Week 3: shopping cart page',
    21,
    24,
    { label: 'Review', path: '/mentor-dashboard/review/t-cart/s-2' },
    data,
  ),
  item('review', kabir, 'Week 3: shopping cart page', 2, 24, {
    label: 'Review',
    path: '/mentor-dashboard/review/t-cart/s-3',
  }),
];

/** The mentor's batches, for the batch filter. */
const batches: BatchPage = {
  items: [fullstack, data].map((b) => ({
    ...b,
    mentors: [{ _id: 'u-mentor-1', name: 'Meera Iyer', role: 'mentor' }],
    studentCount: 2,
    videoCount: 0,
    upcomingClassCount: 0,
  })),
  nextCursor: null,
  pageSize: 100,
};

/**
 * The inbox as the server answers it: filtered by the request's kind and batch, paged by cursor
 * (the SDK's handler, with these items).
 */
/** The batches' routing: the story's mentor, Arjun and Nisha (away). */
export const storyMentorId = 'u-mentor-1';
const roster: BatchMentor[] = [
  { _id: storyMentorId, name: 'Meera Iyer' },
  { _id: 'u-mentor-2', name: 'Arjun Menon' },
  { _id: 'u-mentor-3', name: 'Nisha Verma' },
].map((m, i) => ({
  mentor: { ...m, role: 'mentor' },
  weight: 100,
  away: i === 2,
  joinedAt: at(-24 * 30),
  routed: 10 - i,
}));

export const inboxAnswering = (
  list: readonly InboxItem[] | (() => readonly InboxItem[]),
  onHandOff?: (submissionId: string) => void,
) => [
  getListInboxMockHandler(({ request }) => {
    const items = typeof list === 'function' ? list() : list;
    const q = new URL(request.url).searchParams;
    const kind = q.get('kind');
    const [monthYear, domain] = [q.get('monthYear'), q.get('domain')];
    const shown = items.filter(
      (i) =>
        (!kind || i.kind === kind) &&
        (!monthYear || i.batch?.monthYear === monthYear) &&
        (!domain || i.batch?.domain === domain),
    );
    return cursorPageOf(shown, request);
  }),
  http.get('*/api/batches', () => HttpResponse.json(batches)),
  getListBatchMentorsMockHandler(roster),
  getHandOffTaskSubmissionMockHandler(({ params }) => {
    onHandOff?.(String(params['submissionId']));
    return getHandOffTaskSubmissionResponseMock();
  }),
];

/** A long inbox: 45 reviews, so the pager has a next page. */
export const longInbox: InboxItem[] = Array.from({ length: 45 }, (_, n) =>
  item('review', n % 2 ? asha : kabir, `Task ${n + 1}`, 1 + n / 10, 24, {
    label: 'Review',
    path: `/mentor-dashboard/review/t-${n + 1}/s-${n + 1}`,
  }),
).reverse();

export const inbox: HandlerGroups = {
  full: inboxAnswering(inboxItems),
  empty: inboxAnswering([]),
  error: failing(routes),
  loading: pending(routes),
};
