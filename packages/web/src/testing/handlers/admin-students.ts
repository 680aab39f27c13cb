import type {
  AdminStudent,
  BatchRef,
  ProgramEnrolment,
  ProgramEnrolmentStatus,
  BatchAssignRequest,
  OnboardingRequest,
  OnboardingRowResult,
} from '@campus/sdk';
import {
  getAssignStudentsToBatchMockHandler,
  getListAdminStudentsMockHandler,
  getListMentorUsersMockHandler,
  getOnboardStudentsMockHandler,
} from '@campus/sdk/msw';
import { makeUser } from '../fixtures';
import { failing, pending, type HandlerGroups, type Route } from './kit';

const routes: Route[] = [['get', '*/api/admin/students']];

// UUIDs, as the contract's Id is: the forms validate them with the SDK's schemas.
const id = (n: number) => `5d1e0000-0000-4000-8000-${String(n).padStart(12, '0')}`;
export const storyMentor = makeUser({
  _id: id(900),
  name: 'Meera Iyer',
  email: 'meera@example.com',
  role: 'mentor',
});
const mentor = { _id: storyMentor._id, name: storyMentor.name, role: 'mentor' as const };
const fullstack = { monthYear: '2026-11', domain: 'fullstack' };

const dataEngineer = { slug: 'data-engineer', title: 'Data Engineer' };
const enrolled = (status: ProgramEnrolmentStatus, batch?: BatchRef): ProgramEnrolment => ({
  program: dataEngineer,
  startsOn: '2026-12-07',
  status,
  ...(status === 'awaiting-payment' ? {} : { paidAt: '2026-11-02T10:00:00.000Z' }),
  ...(batch ? { batch } : {}),
});

/**
 * Six students: in a batch or not, owing or paid up, with and without enrollments; three registered
 * for a program (placed, not paid yet, and paid and waiting for a batch).
 */
export const adminStudentList: AdminStudent[] = (
  [
    ['Asha Rao', fullstack, 2, 1, 68, 25000, enrolled('placed', fullstack)],
    ['Ravi Kumar', fullstack, 1, 0, 12, 0, undefined],
    ['Divya Menon', undefined, 0, 0, undefined, 49999, enrolled('awaiting-payment')],
    ['Farhan Khan', { monthYear: '2026-10', domain: 'data-science' }, 3, 2, 91, 0, undefined],
    ['Nisha Pillai', undefined, 1, 0, 0, 1500.5, undefined],
    ['Kiran Das', undefined, 0, 0, undefined, 0, enrolled('waiting-for-batch')],
  ] as const
).map(([name, batch, enrollments, completedCourses, progress, pendingAmount, program], i) => ({
  student: makeUser({
    _id: id(i + 1),
    name,
    email: `${name.split(' ')[0]!.toLowerCase()}@example.com`,
    pendingAmount,
    createdAt: new Date(Date.UTC(2026, 9, 1 + i * 4, 9)).toISOString(),
    ...(batch ? { batch } : {}),
  }),
  ...(batch ? { mentor } : {}),
  ...(program ? { enrolment: program } : {}),
  enrollments,
  completedCourses,
  ...(progress === undefined ? {} : { progress }),
}));

const known = new Set(['asha@example.com', 'ravi@example.com', 'divya@example.com']);

/** The server's classification, enough for stories: bad, duplicate, existing or new. */
function classify(body: OnboardingRequest): OnboardingRowResult[] {
  const seen = new Map<string, number>();
  return body.rows.map((r, i) => {
    const email = r.email.trim().toLowerCase();
    const name = r.name ?? email.split('@')[0]!;
    const row = i + 1;
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email))
      return { row, email: r.email, name, outcome: 'error', message: 'Not a valid email address.' };
    if (seen.has(email))
      return {
        row,
        email,
        name,
        outcome: 'error',
        message: `The same email as row ${seen.get(email)}.`,
      };
    seen.set(email, row);
    return known.has(email)
      ? {
          row,
          email,
          name,
          outcome: 'existing',
          message: 'Already a student; assigned to the batch.',
        }
      : {
          row,
          email,
          name,
          outcome: 'new',
          message: 'A new student; a password setup link is emailed.',
        };
  });
}

/** An in-memory students API: search, the pending and waiting filters, sort and cursor pages, assign and onboarding. */
export function studentsApi(seed: AdminStudent[] = adminStudentList) {
  let rows = seed.map((r) => ({ ...r, student: { ...r.student } }));
  return [
    getListAdminStudentsMockHandler(({ request }) => {
      const q = new URL(request.url).searchParams;
      const search = q.get('search')?.toLowerCase();
      const sort = q.get('sort') ?? 'createdAt';
      const dir = q.get('order') === 'asc' ? 1 : -1;
      // The cursor here is the number of rows before the page (the server's is a keyset; the
      // screen treats both as opaque).
      const start = Number(q.get('cursor') ?? 0);
      const pageSize = Number(q.get('pageSize') ?? 20);
      const key = (r: AdminStudent) =>
        sort === 'name'
          ? r.student.name
          : sort === 'pendingAmount'
            ? r.student.pendingAmount
            : r.student.createdAt;
      const found = rows
        .filter(
          (r) =>
            (!search || `${r.student.name} ${r.student.email}`.toLowerCase().includes(search)) &&
            (q.get('pending') !== 'true' || r.student.pendingAmount > 0) &&
            (q.get('waiting') !== 'true' || r.enrolment?.status === 'waiting-for-batch'),
        )
        .sort((a, b) => (key(a) < key(b) ? -dir : key(a) > key(b) ? dir : 0));
      return {
        items: found.slice(start, start + pageSize),
        nextCursor: start + pageSize < found.length ? String(start + pageSize) : null,
        pageSize,
      };
    }),
    getListMentorUsersMockHandler({ items: [storyMentor], nextCursor: null, pageSize: 100 }),
    getAssignStudentsToBatchMockHandler(async ({ request }) => {
      const body = (await request.json()) as BatchAssignRequest;
      let moved = 0;
      rows = rows.map((r) => {
        if (!body.studentIds.includes(r.student._id)) return r;
        if (r.student.batch) moved++;
        const batch = { monthYear: body.monthYear, domain: body.domain };
        return {
          ...r,
          mentor,
          ...(r.enrolment?.paidAt
            ? { enrolment: { ...r.enrolment, status: 'placed' as const, batch } }
            : {}),
          student: { ...r.student, batch },
        };
      });
      return { assignments: [], created: body.studentIds.length - moved, moved, unchanged: 0 };
    }),
    getOnboardStudentsMockHandler(async ({ request }) => {
      const body = (await request.json()) as OnboardingRequest;
      const result = classify(body);
      const counts = { new: 0, existing: 0, error: 0 };
      for (const r of result) counts[r.outcome]++;
      return { dryRun: body.dryRun, rows: result, counts };
    }),
  ];
}

export const adminStudents: HandlerGroups = {
  full: studentsApi(),
  empty: [
    getListAdminStudentsMockHandler({ items: [], nextCursor: null, pageSize: 20 }),
    getListMentorUsersMockHandler({ items: [storyMentor], nextCursor: null, pageSize: 100 }),
  ],
  error: failing(routes),
  loading: pending(routes),
};
