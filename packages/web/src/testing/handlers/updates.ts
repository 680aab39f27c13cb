import type { MentorUpdate, MentorUpdatePage } from '@campus/sdk';
import { http, HttpResponse } from 'msw';
import { failing, pending, storyNow, type HandlerGroups, type Route } from './kit';
import { batchesOf, mentorStudents, taskPeople } from './tasks';

const at = (hoursAgo: number) => new Date(storyNow.getTime() - hoursAgo * 3_600_000).toISOString();

export const updateList: MentorUpdate[] = [
  {
    _id: 'up-1',
    mentor: taskPeople.mentor,
    title: 'Demo day is on Friday',
    body: 'Bring your cart page running locally.\nTen minutes each, questions after.',
    bodyFormat: 'text',
    audience: { scope: 'batch', batch: { monthYear: '2026-11', domain: 'fullstack' } },
    pinned: true,
    createdAt: at(30),
    updatedAt: at(30),
  },
  {
    _id: 'up-2',
    mentor: taskPeople.mentor,
    title: 'Reading for week 4',
    body: '<p>Read <strong>chapter 4</strong> before Monday.</p>',
    bodyFormat: 'html',
    audience: { scope: 'all' },
    pinned: false,
    createdAt: at(2),
    updatedAt: at(2),
  },
];

const page = (items: MentorUpdate[]): MentorUpdatePage => ({
  items,
  nextCursor: null,
  pageSize: 50,
});

const routes: Route[] = [
  ['get', '*/api/mentor-updates'],
  ['get', '*/api/mentor-updates/mine'],
  ['get', '*/api/batches'],
];

const answer = (items: MentorUpdate[], roster = mentorStudents) => [
  http.get('*/api/mentor-updates/mine', () => HttpResponse.json(page(items))),
  http.get('*/api/mentor-updates', () => HttpResponse.json(page(items))),
  http.get('*/api/batches', () => HttpResponse.json(batchesOf(roster))),
];

/** The student's feed and the mentor's own updates. */
export const updates: HandlerGroups = {
  full: answer(updateList),
  empty: answer([], []),
  error: failing(routes),
  loading: pending(routes),
};
