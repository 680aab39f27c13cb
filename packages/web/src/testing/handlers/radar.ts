import type {
  BatchAttendance,
  BatchPage,
  BatchProgress,
  BatchProgressCounts,
  RadarFirstContact,
  RadarFlag,
  RadarMessageResult,
  RadarMessageSend,
} from '@campus/sdk';
import {
  getGetBatchAttendanceMockHandler,
  getGetBatchProgressMockHandler,
  getListRadarFirstContactMockHandler,
  getListRadarMockHandler,
  getMessageRadarStudentsMockHandler,
} from '@campus/sdk/msw';
import { http, HttpResponse } from 'msw';
import { cursorPageOf, failing, pending, storyNow, type HandlerGroups, type Route } from './kit';

const batch = { monthYear: '2026-11', domain: 'fullstack' };
const hoursAgo = (h: number) => new Date(storyNow.getTime() - h * 3_600_000).toISOString();

const flag = (
  n: number,
  name: string,
  raisedHoursAgo: number,
  reasons: RadarFlag['reasons'],
  firstContactAt: string | null = null,
): RadarFlag => ({
  _id: `f-${n}`,
  student: { _id: `u-student-${n}`, name },
  batch,
  raisedAt: hoursAgo(raisedHoursAgo),
  updatedAt: hoursAgo(raisedHoursAgo),
  clearedAt: null,
  firstContactAt,
  reasons,
});

/**
 * Four flagged students of one batch, the newest first: Asha missed classes and left a task
 * overdue, Ben has not opened Campus for a while, Chitra failed quizzes and left the mentor's
 * message unanswered (already contacted), Dev is far behind the batch.
 */
export const radarFlags: RadarFlag[] = [
  flag(1, 'Asha Rao', 2, [
    {
      rule: 'classes_missed',
      text: 'Missed the last 2 live classes.',
      link: { kind: 'live_class', id: 'lc-1' },
    },
    {
      rule: 'tasks_overdue',
      text: '1 task overdue, 3 days past its due date.',
      link: { kind: 'task', id: 't-1' },
    },
  ]),
  flag(2, 'Ben Thomas', 20, [
    {
      rule: 'no_visit',
      text: 'No visit for 9 days.',
      link: { kind: 'student', id: 'u-student-2' },
    },
  ]),
  flag(
    3,
    'Chitra Menon',
    50,
    [
      {
        rule: 'quizzes_failed',
        text: '2 quizzes failed.',
        link: { kind: 'quiz', id: 'l-quiz-1' },
      },
      {
        rule: 'mentor_message_unanswered',
        text: 'Your message has waited 80 hours for a reply.',
        link: { kind: 'conversation', id: 'u-mentor-1' },
      },
    ],
    hoursAgo(30),
  ),
  flag(4, 'Dev Patel', 80, [
    {
      rule: 'progress_behind',
      text: '35 points behind the batch’s median progress.',
      link: { kind: 'course', id: 'c-1' },
    },
  ]),
];

const radarRoutes: Route[] = [['get', '*/api/radar']];

/** The radar as the server answers it: filtered by rule, paged by cursor. */
export const radarAnswering = (flags: readonly RadarFlag[]) => [
  getListRadarMockHandler(({ request }) => {
    const rule = new URL(request.url).searchParams.get('rule');
    const matching = rule ? flags.filter((f) => f.reasons.some((r) => r.rule === rule)) : flags;
    return cursorPageOf(matching, request);
  }),
];

/** The mentor's radar (/radar). */
export const radar: HandlerGroups = {
  full: radarAnswering(radarFlags),
  empty: radarAnswering([]),
  error: failing(radarRoutes),
  loading: pending(radarRoutes),
};

/** Sending "message the students who…": one message per student chosen, the server's answer. */
export const radarMessageSent = [
  getMessageRadarStudentsMockHandler(async ({ request }): Promise<RadarMessageResult> => {
    const body = (await request.json()) as RadarMessageSend;
    const chosen = body.studentIds
      ? radarFlags.filter((f) => body.studentIds!.includes(f.student._id))
      : radarFlags.filter((f) => f.reasons.some((r) => r.rule === body.rule));
    return { sent: chosen.map((f) => ({ student: f.student, messageId: `m-${f._id}` })) };
  }),
];

/** The mentor has sent too many this hour. */
export const radarMessageLimited = [
  http.post('*/api/radar/messages', () =>
    HttpResponse.json(
      {
        message:
          'You can message your students from the radar 5 times an hour. Please try again later.',
        retryAfter: 12,
      },
      { status: 429 },
    ),
  ),
];

const person = (id: string, name: string) => ({ _id: id, name, role: 'mentor' as const });

/** Three mentors: Meera contacts flagged students within hours, Ravi a day later, Nisha not yet. */
const firstContactRows: RadarFirstContact[] = [
  {
    mentor: person('u-mentor-1', 'Meera Iyer'),
    contacted: 6,
    medianFirstContactMinutes: 95,
    waiting: 1,
  },
  {
    mentor: person('u-mentor-3', 'Nisha Verma'),
    contacted: 0,
    medianFirstContactMinutes: null,
    waiting: 3,
  },
  {
    mentor: person('u-mentor-2', 'Ravi Kumar'),
    contacted: 4,
    medianFirstContactMinutes: 1_530,
    waiting: 0,
  },
];

const firstContactRoutes: Route[] = [['get', '*/api/admin/radar/first-contact']];

const firstContactAnswering = (rows: readonly RadarFirstContact[]) => [
  getListRadarFirstContactMockHandler(({ request }) => {
    const q = new URL(request.url).searchParams;
    const page = Number(q.get('page') ?? 1);
    const pageSize = Number(q.get('pageSize') ?? 20);
    return {
      items: rows.slice((page - 1) * pageSize, page * pageSize),
      total: rows.length,
      page,
      pageSize,
    };
  }),
];

/** The admin's time to first contact per mentor (/admin/radar). */
export const radarFirstContact: HandlerGroups = {
  full: firstContactAnswering(firstContactRows),
  empty: firstContactAnswering([]),
  error: failing(firstContactRoutes),
  loading: pending(firstContactRoutes),
};

const attendanceBatch = { monthYear: '2026-11', domain: 'fullstack' };
const dataBatch = { monthYear: '2026-10', domain: 'data' };

/** The batches a mentor may read the attendance of: their two. */
export const attendanceBatchPage: BatchPage = {
  items: [attendanceBatch, dataBatch].map((b) => ({
    ...b,
    mentors: [{ _id: 'u-mentor-1', name: 'Meera Iyer', role: 'mentor' as const }],
    studentCount: 4,
    videoCount: 0,
    upcomingClassCount: 1,
  })),
  nextCursor: null,
  pageSize: 100,
};

const classAt = (n: number, title: string, daysAgo: number, attended: number) => ({
  _id: `lc-${n}`,
  title,
  startTime: new Date(storyNow.getTime() - daysAgo * 86_400_000 + 3_600_000).toISOString(),
  attended,
});

/**
 * Four ended classes of the fullstack batch, oldest first, against its four students: Asha came
 * to every one, Ben missed the last two, Chitra came once, Dev came to all but the first.
 */
export const batchAttendance: BatchAttendance = {
  batch: attendanceBatch,
  classes: [
    classAt(1, 'Kickoff: how the web works', 14, 3),
    classAt(2, 'HTML and accessibility', 10, 3),
    classAt(3, 'React state management deep dive', 7, 2),
    classAt(4, 'Testing what the user sees', 3, 2),
  ],
  students: [
    { name: 'Asha Rao', present: [true, true, true, true] },
    { name: 'Ben Thomas', present: [true, true, false, false] },
    { name: 'Chitra Menon', present: [true, false, false, false] },
    { name: 'Dev Patel', present: [false, true, true, true] },
  ].map(({ name, present }, i) => {
    const attended = present.filter(Boolean).length;
    return {
      student: { _id: `u-student-${i + 1}`, name },
      present,
      attended,
      missed: present.length - attended,
    };
  }),
};

const attendanceRoutes: Route[] = [
  ['get', '*/api/batches'],
  ['get', '*/api/radar/batches/:monthYear/:domain/attendance'],
];

/** The batch chooser's list, as the server answers it. */
export const answerAttendanceBatches = (page: BatchPage) =>
  http.get('*/api/batches', () => HttpResponse.json(page));

/** Every batch answers `report` (named as the batch asked for). */
export const answerAttendance = (report: BatchAttendance) =>
  getGetBatchAttendanceMockHandler(({ params }) => ({
    ...report,
    batch: { monthYear: String(params.monthYear), domain: String(params.domain) },
  }));

/** The batch's CSV as the server writes it: a byte order mark, then the header and the rows. */
const attendanceCsv =
  '\uFEFFStudent,Email,2026-11-08 Kickoff: how the web works,Attended,Missed\r\n' +
  'Asha Rao,asha@example.test,1,1,0\r\nAll students,,1,1,0\r\n';

/** The batch's export: each batch asked for is recorded in `asked` ("2026-11/fullstack"). */
export const answerAttendanceExport = (asked: string[] = []) =>
  http.get('*/api/radar/batches/:monthYear/:domain/attendance/export', ({ params }) => {
    asked.push(`${String(params.monthYear)}/${String(params.domain)}`);
    return new HttpResponse(attendanceCsv, {
      headers: {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="attendance-${String(params.monthYear)}-${String(params.domain)}.csv"`,
      },
    });
  });

/** A batch's attendance report (/radar/attendance); empty is a batch with no ended class. */
export const radarAttendance: HandlerGroups = {
  full: [answerAttendanceBatches(attendanceBatchPage), answerAttendance(batchAttendance)],
  empty: [
    answerAttendanceBatches(attendanceBatchPage),
    answerAttendance({
      ...batchAttendance,
      classes: [],
      students: batchAttendance.students.map((s) => ({
        ...s,
        present: [],
        attended: 0,
        missed: 0,
      })),
    }),
  ],
  error: [answerAttendanceBatches(attendanceBatchPage), ...failing(attendanceRoutes.slice(1))],
  loading: [answerAttendanceBatches(attendanceBatchPage), ...pending(attendanceRoutes.slice(1))],
};

/** One week of a student: lessons, tasks, quizzes, classes. */
type Week = [number, number, number, number];

/** Weeks as the contract's series, one per kind. */
const series = (weeks: Week[]): BatchProgressCounts => ({
  lessons: weeks.map((w) => w[0]),
  tasks: weeks.map((w) => w[1]),
  quizzes: weeks.map((w) => w[2]),
  classes: weeks.map((w) => w[3]),
});

/** A week of the grid: its Monday, and that Monday's midnight in Asia/Kolkata as an instant. */
const week = (monday: string) => ({
  monday,
  startsAt: new Date(new Date(`${monday}T00:00:00.000Z`).getTime() - 330 * 60_000).toISOString(),
});

const progressRows: [string, Week[]][] = [
  [
    'Asha Rao',
    [
      [3, 1, 0, 1],
      [4, 1, 1, 2],
      [2, 0, 1, 1],
      [1, 1, 0, 0],
    ],
  ],
  [
    'Ben Thomas',
    [
      [2, 1, 0, 1],
      [1, 0, 0, 1],
      [0, 0, 0, 0],
      [0, 0, 0, 0],
    ],
  ],
  [
    'Chitra Menon',
    [
      [1, 0, 0, 1],
      [0, 0, 0, 0],
      [0, 0, 0, 0],
      [1, 0, 0, 0],
    ],
  ],
  [
    'Dev Patel',
    [
      [0, 0, 0, 0],
      [3, 1, 1, 1],
      [2, 1, 0, 1],
      [2, 1, 1, 0],
    ],
  ],
];

/**
 * The fullstack batch's first four weeks (Mondays in Asia/Kolkata) against its four students: Asha
 * keeps going, Ben stopped after the second week, Chitra did little, Dev started in the second.
 */
export const batchProgress: BatchProgress = {
  batch: attendanceBatch,
  timezone: 'Asia/Kolkata',
  weeks: ['2026-11-02', '2026-11-09', '2026-11-16', '2026-11-23'].map(week),
  students: progressRows.map(([name, weeks], i) => ({
    student: { _id: `u-student-${i + 1}`, name },
    counts: series(weeks),
  })),
  totals: series(
    [0, 1, 2, 3].map(
      (w) =>
        [0, 1, 2, 3].map((k) =>
          progressRows.reduce((sum, [, weeks]) => sum + weeks[w]![k]!, 0),
        ) as Week,
    ),
  ),
};

const progressRoutes: Route[] = [
  ['get', '*/api/batches'],
  ['get', '*/api/radar/batches/:monthYear/:domain/progress'],
];

/** Every batch answers `grid` (named as the batch asked for). */
export const answerProgress = (grid: BatchProgress) =>
  getGetBatchProgressMockHandler(({ params }) => ({
    ...grid,
    batch: { monthYear: String(params.monthYear), domain: String(params.domain) },
  }));

/** The grid's CSV as the server writes it: a byte order mark, then the header and the rows. */
const progressCsv =
  '\uFEFFStudent,Email,2026-11-02 lessons,2026-11-02 tasks,2026-11-02 quizzes,2026-11-02 classes\r\n' +
  'Asha Rao,asha@example.test,3,1,0,1\r\nAll students,,3,1,0,1\r\n';

/** The grid's export: each batch asked for is recorded in `asked` ("2026-11/fullstack"). */
export const answerProgressExport = (asked: string[] = []) =>
  http.get('*/api/radar/batches/:monthYear/:domain/progress/export', ({ params }) => {
    asked.push(`${String(params.monthYear)}/${String(params.domain)}`);
    return new HttpResponse(progressCsv, {
      headers: {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="progress-${String(params.monthYear)}-${String(params.domain)}.csv"`,
      },
    });
  });

/** A batch's progress grid (/radar/progress); empty is a batch whose first week has not begun. */
export const radarProgress: HandlerGroups = {
  full: [answerAttendanceBatches(attendanceBatchPage), answerProgress(batchProgress)],
  empty: [
    answerAttendanceBatches(attendanceBatchPage),
    answerProgress({
      ...batchProgress,
      weeks: [],
      totals: series([]),
      students: batchProgress.students.map((s) => ({ ...s, counts: series([]) })),
    }),
  ],
  error: [answerAttendanceBatches(attendanceBatchPage), ...failing(progressRoutes.slice(1))],
  loading: [answerAttendanceBatches(attendanceBatchPage), ...pending(progressRoutes.slice(1))],
};
