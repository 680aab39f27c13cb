// Keyset paging over the public catalogues: a walk from the first page to the last visits every
// course, e-book and listed mentor once, in the list's order, when many share the sort key.
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courses, ebookCourses, enrollments, mentorProfiles } from '../db/schema/index';
import { invalidCursorMessage } from '../lib/cursor';
import { startServer, testDatabases, type TestServer, type TestUser } from '../testing/server';
import { seedCursorLists, walkPages as walkAll } from './cursor-testbed';

for (const db of testDatabases({ embedded: true })) {
  describe(`cursor paging: catalogues [${db}]`, () => {
    let s: TestServer;
    let admin: TestUser;
    const walkPages = (url: string, token: string) => walkAll(s, url, token);
    beforeAll(async () => {
      s = await startServer(db);
      ({ admin } = await seedCursorLists(s));
    });
    afterAll(async () => {
      expect(s.campus.violations).toEqual([]);
      await s.close();
    });

    it('walks the catalogue with ties in every sort: each course once, in order', async () => {
      const instructor = await s.user('instructor');
      const tag = `ctie${Date.now().toString(36)}`;
      // Seven courses with one title (case aside), one price, one publication and creation instant,
      // no ratings and no learners: only the id tells them apart. Then some keys differ.
      const at = new Date('2026-03-01T10:00:00.123Z');
      const rows = await s.campus.ctx.db
        .insert(courses)
        .values(
          Array.from({ length: 7 }, (_, i) => ({
            title: i % 2 ? `Same ${tag}` : `SAME ${tag}`,
            category: 'Walks',
            level: 'beginner' as const,
            price: 100,
            instructorId: instructor.id,
            status: 'published' as const,
            publishedAt: at,
            createdAt: at,
          })),
        )
        .returning({ id: courses.id });
      const byId = rows.map((r) => r.id).sort();
      const walk = async (q: string, token?: string) =>
        (await walkPages(`/api/courses?search=${tag}&pageSize=2&${q}`, token ?? '')).seen;
      for (const sort of ['newest', 'popular', 'rating', 'price-asc', 'price-desc', 'title'])
        expect(await walk(`sort=${sort}`), sort).toEqual(byId);
      // Three rated 13/3 (an average with no short decimal: the cursor carries it exactly), two
      // dearer, two with learners, two never published drafts (last among the newest, admin only).
      const [a, b, c, d, e, f, g] = byId as [
        string,
        string,
        string,
        string,
        string,
        string,
        string,
      ];
      const db = s.campus.ctx.db;
      await db
        .update(courses)
        .set({ ratingSum: 13, ratingCount: 3 })
        .where(inArray(courses.id, [b, d, f]));
      await db
        .update(courses)
        .set({ price: 500 })
        .where(inArray(courses.id, [c, g]));
      await db
        .update(courses)
        .set({ status: 'draft', publishedAt: null })
        .where(inArray(courses.id, [a, e]));
      const learners = [await s.user('student'), await s.user('student')];
      await db
        .insert(enrollments)
        .values([
          ...learners.map((l) => ({ studentId: l.id, courseId: g })),
          { studentId: learners[0]!.id, courseId: d },
        ]);
      const published = [b, c, d, f, g];
      expect(await walk('sort=rating')).toEqual([b, d, f, c, g]);
      expect(await walk('sort=price-desc')).toEqual([c, g, b, d, f]);
      expect(await walk('sort=price-asc')).toEqual([b, d, f, c, g]);
      expect(await walk('sort=popular')).toEqual([g, d, b, c, f]);
      expect(await walk('sort=newest')).toEqual(published);
      expect(await walk('sort=newest&status=all', admin.token)).toEqual([...published, a, e]);
      // A cursor read under one sort is refused under another.
      const first = await s.api('GET', `/api/courses?search=${tag}&pageSize=2&sort=rating`);
      const other = await s.api(
        'GET',
        `/api/courses?search=${tag}&pageSize=2&sort=title&cursor=${first.body.nextCursor}`,
      );
      expect(other.status).toBe(400);
      expect(other.body.message).toBe(invalidCursorMessage);
    });

    it('walks the e-books and the mentor directory with ties in their sort: each once, in order', async () => {
      const tag = `etie${Date.now().toString(36)}`;
      const at = new Date('2026-03-01T10:00:00.123Z');
      const books = await s.campus.ctx.db
        .insert(ebookCourses)
        .values(
          Array.from({ length: 5 }, (_, i) => ({
            title: i % 2 ? `Same ${tag}` : `SAME ${tag}`,
            category: 'Walks',
            authorId: admin.id,
            published: i !== 4,
            createdAt: at,
          })),
        )
        .returning({ id: ebookCourses.id, published: ebookCourses.published });
      const bookIds = books.map((r) => r.id).sort();
      const shown = books
        .filter((r) => r.published)
        .map((r) => r.id)
        .sort();
      const walkBooks = async (q: string, token = '') =>
        (await walkPages(`/api/ebookcourses?search=${tag}&pageSize=2&${q}`, token)).seen;
      expect(await walkBooks('sort=title')).toEqual(shown);
      expect(await walkBooks('sort=newest')).toEqual(shown);
      expect(await walkBooks('sort=title', admin.token)).toEqual(bookIds);

      const people: { id: string }[] = [];
      for (let i = 0; i < 5; i++) people.push(await s.user('mentor'));
      const profiles = await s.campus.ctx.db
        .insert(mentorProfiles)
        .values(
          people.map((p, i) => ({
            name: i % 2 ? `Same ${tag}` : `SAME ${tag}`,
            email: `${p.id}@walk.example.com`,
            headline: 'Walks',
            listed: i !== 4,
            userId: p.id,
          })),
        )
        .returning({ id: mentorProfiles.id, listed: mentorProfiles.listed });
      const listed = profiles
        .filter((r) => r.listed)
        .map((r) => r.id)
        .sort();
      expect((await walkPages(`/api/mentors?search=${tag}&pageSize=2`, '')).seen).toEqual(listed);
      expect(
        (await walkPages(`/api/mentors?search=${tag}&pageSize=2&includeUnlisted=true`, admin.token))
          .seen,
      ).toEqual(profiles.map((r) => r.id).sort());
    });
  });
}
