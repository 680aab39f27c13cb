/* eslint-disable @typescript-eslint/no-explicit-any -- test responses are asserted field by field */
// The demo data of the courses, e-books and programs areas: every status shows up, every quiz lesson
// asks questions of each kind, every cover is served by Campus, and it is valid for the contract. Only the areas involved are loaded, so the other areas' seeders stay out.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anyOf } from '../../db/any-of';
import {
  courseLessons,
  courses,
  ebookCourses,
  QUIZ_QUESTION_KINDS,
  quizQuestions,
  quizzes,
} from '../../db/schema/index';
import { modules } from '../index';
import { SEED_VIDEO_IDS } from '../../seed/courses';
import { DEMO_PASSWORD, seedDemoWorld } from '../../seed/index';
import { startServer, type TestServer } from '../../testing/server';

describe('courses demo data', () => {
  let s: TestServer;
  beforeAll(async () => {
    const wanted = ['health', 'auth', 'users', 'courses', 'ebooks', 'programs'];
    s = await startServer('pglite', { modules: modules.filter((m) => wanted.includes(m.name)) });
    expect(await seedDemoWorld(s.campus.ctx)).toBe(true);
  });
  afterAll(async () => {
    expect(s.campus.violations).toEqual([]);
    await s.close();
  });

  const login = async (email: string) =>
    (await s.api('POST', '/api/auth/login', { body: { email, password: DEMO_PASSWORD } })).body
      .token as string;

  it('seeds published courses across categories and levels, free and paid, and a draft', async () => {
    const admin = await login('admin@campus.test');
    const all = (await s.api('GET', '/api/courses?status=all&pageSize=100', { token: admin })).body
      .items;
    const published = all.filter((c: any) => c.status === 'published');
    expect(published.length).toBeGreaterThanOrEqual(8);
    expect(all.some((c: any) => c.status === 'draft')).toBe(true);
    expect(new Set(published.map((c: any) => c.category)).size).toBeGreaterThanOrEqual(4);
    expect(new Set(published.map((c: any) => c.level))).toEqual(
      new Set(['beginner', 'intermediate', 'advanced']),
    );
    expect(published.some((c: any) => c.price === 0)).toBe(true);
    expect(published.some((c: any) => c.price > 0)).toBe(true);
    expect(published.some((c: any) => c.ratingCount > 0)).toBe(true);
    for (const c of all) expect(c.lessonCount).toBeGreaterThan(0);
  });

  it('seeds enrollments in every status with progress, and the demo student has one of each', async () => {
    const admin = await login('admin@campus.test');
    for (const status of ['active', 'completed', 'expired', 'cancelled']) {
      const res = await s.api('GET', `/api/enrollments?status=${status}`, { token: admin });
      expect(res.body.items.length, status).toBeGreaterThan(0);
    }
    const student = await login('student@campus.test');
    const mine = (await s.api('GET', '/api/enrollments/student', { token: student })).body;
    expect(new Set(mine.map((c: any) => c.enrollment.status))).toEqual(
      new Set(['active', 'completed', 'expired']),
    );
    expect(mine.some((c: any) => c.enrollment.progress > 0 && c.enrollment.progress < 100)).toBe(
      true,
    );
    const cancelled = (
      await s.api('GET', '/api/enrollments/student?status=cancelled', { token: student })
    ).body;
    expect(cancelled).toHaveLength(1);
  });

  it('seeds e-books with modules (and a draft) and the 13 programs', async () => {
    const books = (await s.api('GET', '/api/ebookcourses')).body;
    expect(books.items.length).toBeGreaterThanOrEqual(3);
    for (const b of books.items) expect(b.moduleCount).toBeGreaterThan(0);
    const admin = await login('admin@campus.test');
    expect(
      (await s.api('GET', '/api/ebookcourses?published=false', { token: admin })).body.items.length,
    ).toBeGreaterThan(0);
    expect((await s.api('GET', '/api/programs')).body).toHaveLength(13);
  });

  it('seeds lessons in Markdown that render with their shape, and videos with real YouTube ids', async () => {
    const admin = await login('admin@campus.test');
    const all = (await s.api('GET', '/api/courses?status=all&pageSize=100', { token: admin })).body
      .items;
    const lessons = [];
    for (const c of all) {
      const course = (await s.api('GET', `/api/courses/${c._id}`, { token: admin })).body;
      lessons.push(...course.modules.flatMap((m: any) => m.lessons));
    }
    const videos = lessons.filter((l: any) => l.type === 'video');
    expect(videos.length).toBeGreaterThan(0);
    for (const v of videos) {
      const id = /^https:\/\/www\.youtube\.com\/embed\/([\w-]{11})$/.exec(v.videoUrl)?.[1];
      expect(SEED_VIDEO_IDS as readonly (string | undefined)[]).toContain(id);
    }
    const article = lessons.find((l: any) => l.type === 'article');
    expect(article.markdown).toMatch(/^## /);
    expect(article.content).toMatch(/^<h2>/);
    expect(article.content).toContain('<ul>');
    expect(article.content).toContain('<pre><code>');
  });

  it('gives every seeded quiz lesson questions of every kind the engine grades, and no notebook', async () => {
    const lessons = await s.campus.ctx.db
      .select({ id: courseLessons.id, title: courseLessons.title, content: courseLessons.content })
      .from(courseLessons)
      .where(eq(courseLessons.type, 'quiz'));
    expect(lessons.length).toBeGreaterThanOrEqual(6);
    for (const lesson of lessons) {
      const [quiz] = await s.campus.ctx.db
        .select()
        .from(quizzes)
        .where(eq(quizzes.lessonId, lesson.id));
      expect(quiz?.questionIds.length, lesson.title).toBeGreaterThan(0);
      const asked = await s.campus.ctx.db
        .select({ kind: quizQuestions.kind })
        .from(quizQuestions)
        .where(anyOf(quizQuestions.id, quiz!.questionIds));
      expect(new Set(asked.map((q) => q.kind)), lesson.title).toEqual(new Set(QUIZ_QUESTION_KINDS));
      expect(lesson.content, lesson.title).not.toMatch(/notebook/i);
    }
  });

  it('serves every seeded course and e-book cover from Campus itself, none from another site', async () => {
    const courseCovers = await s.campus.ctx.db.select({ url: courses.thumbnailUrl }).from(courses);
    const bookCovers = await s.campus.ctx.db
      .select({ url: ebookCourses.coverImageUrl })
      .from(ebookCourses);
    const all = [...courseCovers, ...bookCovers].map((c) => c.url);
    expect(all.length).toBeGreaterThanOrEqual(12);
    for (const url of all) {
      expect(url).toMatch(/^\/uploads\/covers\/[0-9a-f]{32}\.png$/);
      const served = await fetch(`${s.url}${url}`);
      expect(served.status, url!).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/png');
      // Read to the end: a body left unread keeps its connection busy, and the server's close
      // waits for a busy connection until it times out.
      const png = Buffer.from(await served.arrayBuffer());
      expect(png.subarray(1, 4).toString('latin1'), url!).toBe('PNG');
    }
  });
});
