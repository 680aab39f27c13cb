/* eslint-disable @typescript-eslint/no-explicit-any -- test responses are asserted field by field */
// Test helpers for the courses area and the areas built on courses (admin, learning): a
// publishable curriculum and a course made over HTTP.
import { expect } from 'vitest';
import { useServer, type DbKind, type TestServer } from './server';

export function curriculumInput(tag = 'Basics') {
  return [
    {
      title: `${tag} module one`,
      lessons: [
        {
          title: 'Welcome',
          type: 'video',
          durationMinutes: 10,
          preview: true,
          videoUrl: 'https://www.youtube.com/embed/intro',
          content: '<p>Notes</p>',
        },
        { title: 'Reading', type: 'article', durationMinutes: 5, content: '<p>Read this</p>' },
      ],
    },
    {
      title: `${tag} module two`,
      lessons: [
        { title: 'Check', type: 'quiz', durationMinutes: 3, content: '<ol><li>Why?</li></ol>' },
      ],
    },
  ];
}

export async function makeCourse(
  s: TestServer,
  token: string,
  over: Record<string, unknown> = {},
): Promise<any> {
  const res = await s.api('POST', '/api/courses', {
    token,
    body: {
      title: 'Practical TypeScript',
      description: 'Types that help.',
      category: 'Web Development',
      level: 'intermediate',
      price: 1999,
      status: 'published',
      tags: ['TypeScript'],
      modules: curriculumInput(),
      ...over,
    },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

export const lessonIds = (course: any): string[] =>
  course.modules.flatMap((m: any) => m.lessons.map((l: any) => l._id));

/**
 * A server for the enrolment suites, with its clock (ctx.now, read by `now()`) movable by `later(ms)` to cross
 * expiry dates and refund windows, and the student's pending amount as /api/auth/me reports it.
 */
export function useEnrollmentServer(db: DbKind) {
  let offset = 0;
  /** The server's now, in ms. */
  const now = () => Date.now() + offset;
  const s = useServer(db, { now: () => new Date(now()) });
  return {
    s,
    now,
    later: (ms: number) => {
      offset += ms;
    },
    pending: async (token: string): Promise<number> =>
      (await s.api('GET', '/api/auth/me', { token })).body.user.pendingAmount,
  };
}
