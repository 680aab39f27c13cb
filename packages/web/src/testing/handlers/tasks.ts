import type {
  BatchAssignment,
  BatchMentor,
  BatchPage,
  FileRef,
  PersonSummary,
  ReviewQueueItem,
  ReviewQueuePage,
  StudentTask,
  TaskDetail,
  TaskGrading,
  TaskListItem,
  TaskPage,
  TaskStudentStatus,
  TaskSubmission,
} from '@campus/sdk';
import { http, HttpResponse } from 'msw';
import { cursorPageOf, failing, pending, type HandlerGroups, type Route } from './kit';

/** Fixed people and tasks for the task desk, the review queue and the review screen. */
export const taskPeople = {
  student: { _id: 'u-student-1', name: 'Asha Rao', role: 'student' },
  classmate: { _id: 'u-student-2', name: 'Kabir Menon', role: 'student' },
  mentor: { _id: 'u-mentor-1', name: 'Meera Iyer', role: 'mentor' },
} satisfies Record<string, PersonSummary>;

const batch = { monthYear: '2026-11', domain: 'fullstack' };

const pdf: FileRef = {
  _id: 'f-brief',
  name: 'week-3-brief.pdf',
  url: '/api/files/f-brief?sig=story',
  contentType: 'application/pdf',
  size: 240_000,
};

function submission(overrides: Partial<TaskSubmission> = {}): TaskSubmission {
  return {
    _id: 's-1',
    taskId: 't-cart',
    student: taskPeople.student,
    attempt: 1,
    status: 'pending',
    text: 'The cart page is done: add, remove and totals. Tests cover the totals.',
    files: [],
    links: ['https://github.com/asha/cart'],
    late: false,
    submittedAt: '2026-11-20T10:00:00.000Z',
    feedback: [],
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

/** Attempt 1 sent back with feedback, attempt 2 waiting: the review screen's richest case. */
export const firstAttempt = submission({
  status: 'modification_requested',
  reviewedAt: '2026-11-20T15:00:00.000Z',
  feedback: [
    {
      _id: 'fb-1',
      status: 'modification_requested',
      comment: 'Totals ignore the discount code.\nAdd a test for an empty cart.',
      by: taskPeople.mentor,
      at: '2026-11-20T15:00:00.000Z',
    },
  ],
});
export const secondAttempt = submission({
  _id: 's-2',
  attempt: 2,
  reviewer: taskPeople.mentor,
  text: 'Discount codes now apply to the total; added the empty-cart test.',
  submittedAt: '2026-11-21T09:30:00.000Z',
  createdAt: '2026-11-21T09:30:00.000Z',
  updatedAt: '2026-11-21T09:30:00.000Z',
});

function task(overrides: Partial<StudentTask> = {}): StudentTask {
  return {
    _id: 't-cart',
    title: 'Week 3: shopping cart page',
    description:
      'Build the **cart page** of the shop:\n\n- add and remove items\n- totals with discount codes',
    dueDate: '2026-11-25T18:29:00.000Z',
    timezone: 'Asia/Kolkata',
    status: 'open',
    mentor: taskPeople.mentor,
    assignees: [taskPeople.student],
    attachments: [pdf],
    isPastDue: false,
    createdAt: '2026-11-18T09:00:00.000Z',
    updatedAt: '2026-11-18T09:00:00.000Z',
    myStatus: 'not_submitted',
    attempts: 0,
    canSubmit: true,
    ...overrides,
  };
}

/** One task in every status, as GET /api/tasks/student answers. */
export const studentTaskList: StudentTask[] = [
  task({
    _id: 't-late',
    title: 'Week 2: landing page',
    dueDate: '2026-11-20T18:29:00.000Z',
    isPastDue: true,
    myStatus: 'overdue',
  }),
  task({
    _id: 't-cart',
    myStatus: 'modification_requested',
    attempts: 1,
    latestSubmission: firstAttempt,
  }),
  task({ _id: 't-api', title: 'Week 4: REST API', dueDate: '2026-11-29T18:29:00.000Z' }),
  task({
    _id: 't-london',
    title: 'Pair review with the London cohort',
    timezone: 'Europe/London',
    dueDate: '2026-11-27T17:00:00.000Z',
  }),
  task({
    _id: 't-css',
    title: 'Week 1: CSS layout',
    myStatus: 'pending',
    attempts: 1,
    canSubmit: false,
    latestSubmission: submission({ _id: 's-css', taskId: 't-css' }),
  }),
  task({
    _id: 't-git',
    title: 'Git basics',
    myStatus: 'approved',
    attempts: 1,
    canSubmit: false,
  }),
  task({ _id: 't-quiz', title: 'HTML quiz', myStatus: 'rejected', attempts: 1 }),
];

/** GET /api/tasks/:id as the student sees it, in a given standing with the given attempts. */
export function studentTaskDetail(
  status: TaskStudentStatus,
  submissions: TaskSubmission[] = [],
  overrides: Partial<TaskDetail> = {},
): TaskDetail {
  const { myStatus: _s, attempts: _a, canSubmit: _c, latestSubmission: _l, ...base } = task();
  return {
    ...base,
    isPastDue: status === 'overdue',
    progress: [{ student: taskPeople.student, status, submissions }],
    ...overrides,
  };
}

/** The mentor's view of the same task: both students, counts. */
export const mentorTaskDetail: TaskDetail = {
  ...studentTaskDetail('pending', [secondAttempt, firstAttempt]),
  assignees: [taskPeople.student, taskPeople.classmate],
  progress: [
    { student: taskPeople.student, status: 'pending', submissions: [secondAttempt, firstAttempt] },
    {
      student: taskPeople.classmate,
      status: 'pending',
      submissions: [
        submission({
          _id: 's-3',
          student: taskPeople.classmate,
          text: 'Cart with local storage.',
          links: [],
          submittedAt: '2026-11-21T11:00:00.000Z',
        }),
      ],
    },
  ],
};

const queueTask = {
  _id: 't-cart',
  title: 'Week 3: shopping cart page',
  dueDate: '2026-11-25T18:29:00.000Z',
  timezone: 'Asia/Kolkata',
  status: 'open' as const,
  batch,
};

export const reviewQueueItems: ReviewQueueItem[] = [
  { task: queueTask, submission: secondAttempt },
  {
    task: queueTask,
    submission: mentorTaskDetail.progress[1]!.submissions[0]!,
  },
];

const counts = {
  assigned: 2,
  not_submitted: 0,
  pending: 2,
  approved: 0,
  rejected: 0,
  modification_requested: 0,
  overdue: 0,
  late: 0,
};

/** A list's task: its counts, not its assignees. */
const listItem = ({
  assignees: _a,
  progress: _p,
  counts: _c,
  ...task
}: TaskDetail): Omit<TaskListItem, 'counts'> => task;

export const mentorTaskList: TaskListItem[] = [
  { ...listItem(studentTaskDetail('pending')), batch, counts },
  {
    ...listItem(
      studentTaskDetail('not_submitted', [], {
        _id: 't-api',
        title: 'Week 4: REST API',
        status: 'closed',
      }),
    ),
    batch,
    counts: { ...counts, pending: 0, approved: 1, not_submitted: 1 },
  },
];

/** One page of a cursor list holding every item (the fixtures are short). */
export const taskPage = (items: TaskListItem[]): TaskPage => ({
  items,
  nextCursor: null,
  pageSize: 20,
});

export const queuePage = (items: ReviewQueueItem[]): ReviewQueuePage => ({
  items,
  nextCursor: null,
  pageSize: 20,
  waiting: items.length,
});

export const mentorStudents: BatchAssignment[] = [taskPeople.student, taskPeople.classmate].map(
  (student, i) => ({
    _id: `ba-${i}`,
    mentor: taskPeople.mentor,
    student,
    ...batch,
    assignedAt: '2026-11-01T09:00:00.000Z',
  }),
);

/** The mentor's batches (listBatches answers a mentor with theirs), from who is in them. */
export const batchesOf = (roster: BatchAssignment[]): BatchPage => {
  const seen = new Map<string, BatchAssignment[]>();
  for (const a of roster) {
    const key = `${a.monthYear}|${a.domain}`;
    seen.set(key, [...(seen.get(key) ?? []), a]);
  }
  return {
    items: [...seen.values()].map((students) => ({
      monthYear: students[0]!.monthYear,
      domain: students[0]!.domain,
      mentors: [students[0]!.mentor],
      studentCount: students.length,
      videoCount: 0,
      upcomingClassCount: 0,
    })),
    nextCursor: null,
    pageSize: 100,
  };
};

/** A mentor of 130 students in one batch: the roster by cursor, 100 a page as the form asks. */
export const largeRoster = (() => {
  const roster: BatchAssignment[] = Array.from({ length: 130 }, (_, i) => ({
    ...mentorStudents[0]!,
    _id: `ba-many-${i}`,
    student: {
      ...taskPeople.student,
      _id: `u-many-${i}`,
      name: `Student ${String(i + 1).padStart(3, '0')}`,
    },
  }));
  return [
    http.get('*/api/batchassignments/mentor/:id', ({ request }) =>
      HttpResponse.json(cursorPageOf(roster, request)),
    ),
    http.get('*/api/batches', () => HttpResponse.json(batchesOf(roster))),
  ];
})();

const routes: Route[] = [
  ['get', '*/api/tasks/student'],
  ['get', '*/api/tasks/mentor'],
  ['get', '*/api/tasks/review-queue'],
  ['get', '*/api/tasks/:id'],
  ['get', '*/api/batchassignments/mentor/:id'],
  ['get', '*/api/batches'],
];

const answer = (data: {
  student: StudentTask[];
  mentor: TaskListItem[];
  queue: ReviewQueueItem[];
  detail: TaskDetail;
  students: BatchAssignment[];
}) => [
  http.get('*/api/tasks/student', () => HttpResponse.json(data.student)),
  http.get('*/api/tasks/mentor', () => HttpResponse.json(taskPage(data.mentor))),
  http.get('*/api/tasks/review-queue', () => HttpResponse.json(queuePage(data.queue))),
  http.get('*/api/tasks/:id', () => HttpResponse.json(data.detail)),
  http.get('*/api/batchassignments/mentor/:id', () =>
    HttpResponse.json({ items: data.students, nextCursor: null, pageSize: 100 }),
  ),
  http.get('*/api/batches', () => HttpResponse.json(batchesOf(data.students))),
];

/** Every task call the desk, the task page, the queue and the review screen make. */
export const tasks: HandlerGroups = {
  full: answer({
    student: studentTaskList,
    mentor: mentorTaskList,
    queue: reviewQueueItems,
    detail: studentTaskDetail('not_submitted'),
    students: mentorStudents,
  }),
  empty: answer({
    student: [],
    mentor: [],
    queue: [],
    detail: studentTaskDetail('not_submitted'),
    students: [],
  }),
  error: failing(routes),
  loading: pending(routes),
};

/** The task page with the task in this standing. */
export const taskDetail = (detail: TaskDetail) => [
  http.get('*/api/tasks/:id', () => HttpResponse.json(detail)),
];

/** The review screen: the mentor's task detail and the queue around it. */
export const reviewHandlers = (queue: ReviewQueueItem[] = reviewQueueItems) => [
  http.get('*/api/tasks/review-queue', () => HttpResponse.json(queuePage(queue))),
  http.get('*/api/tasks/:id', () => HttpResponse.json(mentorTaskDetail)),
];

/** The cart task scored on a three-criterion rubric: two levels each, 6 points in all. */
const levels = (id: string) => [
  { _id: `${id}-0`, title: 'Needs work', points: 0 },
  { _id: `${id}-2`, title: 'Good', points: 2 },
];
export const cartRubric: TaskGrading = {
  kind: 'rubric',
  maxScore: 6,
  criteria: [
    { _id: 'c-correct', title: 'Correctness', maxPoints: 2, levels: levels('c-correct') },
    { _id: 'c-quality', title: 'Code quality', maxPoints: 2, levels: levels('c-quality') },
    { _id: 'c-tests', title: 'Tests', maxPoints: 2, levels: levels('c-tests') },
  ],
};

/** The review screen for the cart task when it carries the rubric. */
export const rubricReviewHandlers = () => [
  http.get('*/api/tasks/review-queue', () => HttpResponse.json(queuePage(reviewQueueItems))),
  http.get('*/api/tasks/:id', () =>
    HttpResponse.json({ ...mentorTaskDetail, grading: cartRubric }),
  ),
];

/** One criterion's level as a review recorded it (the rubric's words as they stood then). */
const chosen = (criterionId: string, title: string, level: string, points: number) => ({
  criterionId,
  title,
  levelId: `${criterionId}-${points}`,
  level,
  points,
  maxPoints: 2,
});

/** Attempt 2 approved with 4 / 6 on the rubric, as the student sees it. */
export const scoredAttempt = submission({
  ...secondAttempt,
  status: 'approved',
  reviewedAt: '2026-11-21T15:00:00.000Z',
  feedback: [
    {
      _id: 'fb-2',
      status: 'approved',
      comment: 'Clean up the naming.',
      by: taskPeople.mentor,
      at: '2026-11-21T15:00:00.000Z',
      score: {
        total: 4,
        maxScore: 6,
        criteria: [
          chosen('c-correct', 'Correctness', 'Good', 2),
          chosen('c-quality', 'Code quality', 'Needs work', 0),
          chosen('c-tests', 'Tests', 'Good', 2),
        ],
      },
    },
  ],
});

export const notFoundTask = [
  http.get('*/api/tasks/:id', () =>
    HttpResponse.json({ message: 'Task not found.' }, { status: 404 }),
  ),
];

/**
 * The routing roster of the batch the cart task was set for: its reviewer (Meera Iyer), Arjun
 * Menon and Nisha Verma, who is away.
 */
export const reviewRoster: BatchMentor[] = [
  taskPeople.mentor,
  { _id: 'u-mentor-2', name: 'Arjun Menon', role: 'mentor' as const },
  { _id: 'u-mentor-3', name: 'Nisha Verma', role: 'mentor' as const },
].map((mentor, i) => ({
  mentor,
  weight: 100,
  away: i === 2,
  joinedAt: '2026-10-20T09:00:00.000Z',
  routed: 10 - i,
}));

const rosterRoute: Route = ['get', '*/api/batches/:monthYear/:domain/mentors'];

/**
 * The review screen where Hand to… is offered: the cart task set for its batch, the batch's routing
 * roster (`'error'`: it fails until `handOffRoster` answers), and the hand-off answered with the
 * attempt under its new reviewer.
 */
export const handOffReviewHandlers = (
  roster: BatchMentor[] | 'error' = reviewRoster,
  queue: ReviewQueueItem[] = reviewQueueItems,
) => [
  http.get('*/api/tasks/review-queue', () => HttpResponse.json(queuePage(queue))),
  http.get('*/api/tasks/:id', () => HttpResponse.json({ ...mentorTaskDetail, batch })),
  ...(roster === 'error' ? failing([rosterRoute]) : handOffRoster(roster)),
  http.put('*/api/tasks/:id/submissions/:sid/reviewer', async ({ request }) => {
    const { mentorId } = (await request.json()) as { mentorId: string };
    const to = reviewRoster.find((m) => m.mentor._id === mentorId)?.mentor;
    return HttpResponse.json({ ...secondAttempt, reviewer: to });
  }),
];

/** The batch's routing roster as the review screen's Hand to… reads it. */
export const handOffRoster = (roster: BatchMentor[] = reviewRoster) => [
  http.get(rosterRoute[1], () => HttpResponse.json(roster)),
];
