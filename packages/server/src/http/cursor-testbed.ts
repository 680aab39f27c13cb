// The cursor-paging testbed: the contract's lists paged by cursor, a walk that follows a list's
// nextCursor to its end, and the rows every cursor list needs to answer with a second page (a
// real cursor to tamper with) and a real id for each path parameter.
import { join } from 'node:path';
import { expect } from 'vitest';
import { ebookCourses, tasks } from '../db/schema/index';
import { makeCourse } from '../testing/courses';
import type { ApiResponse, TestServer, TestUser } from '../testing/server';

interface ContractOperation {
  operationId: string;
  'x-roles'?: string[];
  parameters?: Array<{ $ref?: string; name?: string }>;
}
const contract = (await import(
  join(import.meta.dirname, '..', '..', '..', '..', 'openapi', 'dist', 'openapi.json'),
  { with: { type: 'json' } }
)) as { default: { paths: Record<string, Record<string, ContractOperation>> } };

/** Every GET of the contract with the `Cursor` parameter: the lists paged by cursor. */
export const cursorLists = Object.entries(contract.default.paths).flatMap(([path, item]) =>
  Object.entries(item).flatMap(([method, op]) =>
    method === 'get' && op.parameters?.some((p) => p.$ref === '#/components/parameters/Cursor')
      ? [{ path, op }]
      : [],
  ),
);

/**
 * Follows a list's nextCursor from `url` (which sets pageSize=2) to its end: the ids in the order
 * shown and the number of pages; every page answers 200 with at most two items.
 */
export async function walkPages(s: TestServer, url: string, token: string) {
  const seen: string[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const res: ApiResponse = await s.api('GET', `${url}${cursor ? `&cursor=${cursor}` : ''}`, {
      token,
    });
    expect(res.status).toBe(200);
    expect(res.body.items.length).toBeLessThanOrEqual(2);
    seen.push(...res.body.items.map((r: { _id: string }) => r._id));
    cursor = res.body.nextCursor;
    pages++;
  } while (cursor && pages < 20);
  return { seen, pages };
}

/** What the lists' refusal checks need from the seeded rows. */
export interface CursorSeed {
  admin: TestUser;
  /** A real id for each list with a path parameter (a 404 would hide the cursor's check). */
  pathIds: Record<string, string>;
  /** Who asks a list that an admin may not read (its first role in the contract). */
  askers: Record<string, TestUser>;
}

/** Seeds the rows every cursor list needs (see the header) on a fresh server. */
export async function seedCursorLists(s: TestServer): Promise<CursorSeed> {
  const pathIds: Record<string, string> = {};
  const askers: Record<string, TestUser> = {};
  const admin = await s.user('admin');
  askers.student = await s.user('student');
  askers.mentor = await s.user('mentor');
  const instructor = await s.user('instructor');
  const course = await makeCourse(s, instructor.token, { price: 0 });
  for (let i = 0; i < 2; i++) {
    const student = await s.user('student');
    await s.api('POST', `/api/courses/${course._id}/enroll`, { token: student.token });
  }
  pathIds.listCourseEnrollments = course._id;
  // Its gradebook: the same two enrolled students.
  pathIds.getCourseGradebook = course._id;
  // A second course, two published e-books and two listed mentors: the public catalogues have
  // a second page, so a real cursor to tamper with.
  await makeCourse(s, instructor.token, { title: 'Cursor course two' });
  await s.campus.ctx.db.insert(ebookCourses).values(
    ['Cursor e-book one', 'Cursor e-book two'].map((title) => ({
      title,
      category: 'Tools',
      authorId: admin.id,
      published: true,
    })),
  );
  for (const name of ['Cursor mentor one', 'Cursor mentor two']) {
    const account = await s.user('mentor');
    const made = await s.api('POST', '/api/mentors', {
      token: admin.token,
      body: {
        name,
        email: `${account.id}@cursor.example.com`,
        headline: 'Walks pages',
        expertise: ['Paging'],
        listed: true,
        userId: account.id,
      },
    });
    expect(made.status).toBe(201);
  }
  // A batch for the gradebook (its path has two parameters: month and domain, in order).
  const gradebookBatch = { monthYear: '2031-06', domain: 'cursor-grades' };
  const assigned = await s.api('POST', '/api/batchassignments/assign', {
    token: admin.token,
    body: { mentorId: askers.mentor!.id, studentIds: [askers.student!.id], ...gradebookBatch },
  });
  expect(assigned.status).toBe(200);
  pathIds.getBatchGradebook = `${gradebookBatch.monthYear}/${gradebookBatch.domain}`;
  // Two questions in that batch's space: its list has a second page.
  for (const title of ['How do cursors page a list?', 'Why is a cursor bound to its filters?']) {
    const asked = await s.api(
      'POST',
      `/api/batches/${gradebookBatch.monthYear}/${gradebookBatch.domain}/questions`,
      { token: askers.student!.token, body: { title, body: 'Asked to page the space.' } },
    );
    expect(asked.status).toBe(201);
  }
  pathIds.listQuestions = pathIds.getBatchGradebook;
  // A second student of that mentor (in a batch of its own), so the mentor's roster has a
  // second page and a real cursor to tamper with.
  const rosterMate = await s.user('student');
  const rostered = await s.api('POST', '/api/batchassignments/assign', {
    token: admin.token,
    body: {
      mentorId: askers.mentor!.id,
      studentIds: [rosterMate.id],
      monthYear: '2031-05',
      domain: 'cursor-roster',
    },
  });
  expect(rostered.status).toBe(200);
  pathIds.listMentorBatchAssignments = askers.mentor!.id;
  // Two tasks, so the task lists have a second page (and a real cursor to tamper with).
  const mentor = askers.mentor!;
  await s.campus.ctx.db.insert(tasks).values(
    [1, 2].map((i) => ({
      title: `Cursor task ${i}`,
      dueDate: new Date(Date.now() + i * 86_400_000),
      timezone: 'UTC',
      mentorId: mentor.id,
    })),
  );
  return { admin, pathIds, askers };
}
