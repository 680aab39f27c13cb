import type {
  BatchAssignment,
  BatchMentor,
  BatchMentorRequest,
  BatchSummary,
  BatchVideo,
  User,
} from '@campus/sdk';
import {
  getAssignStudentsToBatchMockHandler,
  getCreateBatchVideoMockHandler,
  getDeleteBatchVideoMockHandler,
  getGetBatchMockHandler,
  getListBatchAssignmentsMockHandler,
  getListBatchesMockHandler,
  getListBatchMentorsMockHandler,
  getListBatchVideosMockHandler,
  getListMentorUsersMockHandler,
  getListStudentsMockHandler,
  getRemoveBatchAssignmentMockHandler,
  getSetBatchMentorMockHandler,
  getUpdateBatchVideoMockHandler,
} from '@campus/sdk/msw';
import { makeUser } from '../fixtures';
import { cursorPageOf, failing, pending, storyNow, type Route } from './kit';

export const storyBatch = { monthYear: '2026-11', domain: 'fullstack' };

// Ids are UUIDs, as the contract's Id is: the forms validate them with the SDK's schemas.
const meera = {
  _id: '0b6c1c52-0000-4000-8000-000000000001',
  name: 'Meera Iyer',
  role: 'mentor' as const,
};
const arjun = {
  _id: '0b6c1c52-0000-4000-8000-000000000002',
  name: 'Arjun Menon',
  role: 'mentor' as const,
};
const nisha = {
  _id: '0b6c1c52-0000-4000-8000-000000000003',
  name: 'Nisha Verma',
  role: 'mentor' as const,
};
const students: User[] = ['Asha Rao', 'Ravi Kumar', 'Divya Menon'].map((name, i) =>
  makeUser({
    _id: `0b6c1c52-0000-4000-8000-00000000010${i + 1}`,
    name,
    email: `${name.split(' ')[0]!.toLowerCase()}@example.com`,
    ...(i < 2 ? { batch: storyBatch } : {}),
  }),
);

const at = storyNow.toISOString();
const summaries: BatchSummary[] = [
  { ...storyBatch, mentors: [meera], studentCount: 2, videoCount: 2, upcomingClassCount: 1 },
  {
    monthYear: '2026-10',
    domain: 'data-science',
    mentors: [{ _id: 'u-mentor-2', name: 'Arjun Menon', role: 'mentor' }],
    studentCount: 14,
    videoCount: 9,
    upcomingClassCount: 0,
  },
];
/** The batch's students: two of the story's people, or `count` numbered ones (a long batch). */
const assignments = (count?: number): BatchAssignment[] =>
  count === undefined
    ? students.slice(0, 2).map((s, i) => ({
        _id: `a-${i + 1}`,
        mentor: meera,
        student: { _id: s._id, name: s.name, role: 'student' },
        ...storyBatch,
        assignedAt: at,
      }))
    : Array.from({ length: count }, (_, i) => ({
        _id: `a-${i + 1}`,
        mentor: meera,
        student: {
          _id: `0b6c1c52-0000-4000-8000-${String(1000 + i).padStart(12, '0')}`,
          name: `Student ${String(i + 1).padStart(3, '0')}`,
          role: 'student' as const,
        },
        ...storyBatch,
        assignedAt: at,
      }));
const videos = (): BatchVideo[] =>
  ['Week 1: HTTP and the browser', 'Week 2: React state'].map((title, i) => ({
    _id: `v-${i + 1}`,
    ...storyBatch,
    title,
    videoUrl: `https://videos.example.test/fullstack/week-${i + 1}`,
    description: i === 0 ? 'Requests, responses and caching.' : undefined,
    order: i,
    addedBy: meera,
    createdAt: at,
    updatedAt: at,
  }));

/** The batch's routing: Meera at an even share, Arjun at half of it and away. */
const roster = (): BatchMentor[] => [
  { mentor: meera, weight: 100, away: false, joinedAt: at, routed: 42 },
  { mentor: arjun, weight: 50, away: true, joinedAt: at, routed: 17 },
];

/** A small batches API for stories, with writes that change what the next read answers. */
export function batchesApi({ count }: { count?: number } = {}) {
  let list = assignments(count);
  let vids = videos();
  let mentors = roster();
  return [
    getListBatchMentorsMockHandler(() => mentors),
    // Adds a mentor (joining now, weight 100 unless given) or changes a member, as the server does.
    getSetBatchMentorMockHandler(async ({ params, request }) => {
      const body = (await request.json()) as BatchMentorRequest;
      const person = [meera, arjun, nisha].find((m) => m._id === params['mentorId'])!;
      const was = mentors.find((m) => m.mentor._id === person._id) ?? {
        mentor: person,
        weight: 100,
        away: false,
        joinedAt: at,
        routed: 0,
      };
      const now = { ...was, ...body };
      mentors = [...mentors.filter((m) => m.mentor._id !== person._id), now];
      return now;
    }),
    getListBatchesMockHandler({ items: summaries, nextCursor: null, pageSize: 20 }),
    getGetBatchMockHandler(() => ({ ...summaries[0]!, studentCount: list.length })),
    // By cursor, as the server pages: `pageSize` a page, the next page's cursor its start index.
    getListBatchAssignmentsMockHandler(({ request }) => cursorPageOf(list, request)),
    getRemoveBatchAssignmentMockHandler(({ params }) => {
      list = list.filter((a) => a.student._id !== params['studentId']);
    }),
    getAssignStudentsToBatchMockHandler(async ({ request }) => {
      const body = (await request.json()) as { studentIds: string[] };
      return { assignments: [], created: body.studentIds.length, moved: 0, unchanged: 0 };
    }),
    getListMentorUsersMockHandler({
      items: [meera, arjun, nisha].map((m) =>
        makeUser({ ...m, email: `${m.name.split(' ')[0]!.toLowerCase()}@example.com` }),
      ),
      nextCursor: null,
      pageSize: 100,
    }),
    getListStudentsMockHandler({ items: students, nextCursor: null, pageSize: 20 }),
    getListBatchVideosMockHandler(() => vids),
    getCreateBatchVideoMockHandler(async ({ request }) => {
      const body = (await request.json()) as Omit<BatchVideo, '_id' | 'order' | 'addedBy'>;
      const v: BatchVideo = {
        ...body,
        _id: `v-${vids.length + 1}`,
        order: vids.length,
        addedBy: meera,
        createdAt: at,
        updatedAt: at,
      };
      vids = [...vids, v];
      return v;
    }),
    getUpdateBatchVideoMockHandler(async ({ params, request }) => {
      const body = (await request.json()) as Partial<BatchVideo>;
      vids = vids.map((v) => (v._id === params['id'] ? { ...v, ...body } : v));
      return vids.find((v) => v._id === params['id'])!;
    }),
    getDeleteBatchVideoMockHandler(({ params }) => {
      vids = vids.filter((v) => v._id !== params['id']);
    }),
  ];
}

const batchRoutes: Route[] = [
  ['get', '*/api/batches'],
  ['get', '*/api/batches/:monthYear/:domain'],
  ['get', '*/api/batchassignments'],
  ['get', '*/api/batch-videos'],
  ['get', '*/api/batches/:monthYear/:domain/mentors'],
];

export const adminBatches = {
  empty: [
    getListBatchesMockHandler({ items: [], nextCursor: null, pageSize: 20 }),
    getGetBatchMockHandler({
      ...storyBatch,
      mentors: [],
      studentCount: 0,
      videoCount: 0,
      upcomingClassCount: 0,
    }),
    getListBatchAssignmentsMockHandler({ items: [], nextCursor: null, pageSize: 100 }),
    getListBatchVideosMockHandler([]),
    getListBatchMentorsMockHandler([]),
  ],
  error: failing(batchRoutes),
  loading: pending(batchRoutes),
};
