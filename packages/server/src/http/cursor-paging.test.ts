// Keyset paging: a walk from the first page to the last visits every row once, in the
// list's order, when many rows share the sort key; and every list of the contract that takes a
// `cursor` answers a cursor that is not one of its own with a 400 (never a 5xx, never a page).
import { join } from 'node:path';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  batchVideos,
  bookings,
  courses,
  ebookCourses,
  enrollments,
  liveClasses,
  mentorProfiles,
  mentorUpdates,
  notifications,
  tasks,
  users,
} from '../db/schema/index';
import { encodeCursor, invalidCursorMessage } from '../lib/cursor';
import { makeCourse } from '../testing/courses';
import {
  startServer,
  testDatabases,
  type ApiResponse,
  type TestServer,
  type TestUser,
} from '../testing/server';

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
const cursorLists = Object.entries(contract.default.paths).flatMap(([path, item]) =>
  Object.entries(item).flatMap(([method, op]) =>
    method === 'get' && op.parameters?.some((p) => p.$ref === '#/components/parameters/Cursor')
      ? [{ path, op }]
      : [],
  ),
);

for (const db of testDatabases()) {
  describe(`cursor paging [${db}]`, () => {
    let s: TestServer;
    let admin: TestUser;
    /** A real id for each list with a path parameter (a 404 would hide the cursor's check). */
    const pathIds: Record<string, string> = {};
    /** Who asks a list that an admin may not read (its first role in the contract). */
    const askers: Record<string, TestUser> = {};
    /**
     * Follows a list's nextCursor from `url` (which sets pageSize=2) to its end: the ids in the order
     * shown and the number of pages; every page answers 200 with at most two items.
     */
    const walkPages = async (url: string, token: string) => {
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
    };
    beforeAll(async () => {
      s = await startServer(db);
      admin = await s.user('admin');
      askers.student = await s.user('student');
      askers.mentor = await s.user('mentor');
      const instructor = await s.user('instructor');
      const course = await makeCourse(s, instructor.token, { price: 0 });
      for (let i = 0; i < 2; i++) {
        const student = await s.user('student');
        await s.api('POST', `/api/courses/${course._id}/enroll`, { token: student.token });
      }
      pathIds.listCourseEnrollments = course._id;
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
    });
    afterAll(async () => {
      expect(s.campus.violations).toEqual([]);
      await s.close();
    });

    it('the contract has cursor lists, none with a page number', () => {
      expect(cursorLists.map((l) => l.op.operationId)).toEqual(
        expect.arrayContaining([
          'listAdminStudents',
          'listEnrollments',
          'listCourseEnrollments',
          'listNotifications',
          'listTasks',
          'listMentorTasks',
          'listReviewQueue',
          'listLiveClasses',
          'listHostedLiveClasses',
          'listBookings',
          'listOpenGroupSessions',
          'listMentorUpdates',
          'listOwnMentorUpdates',
          'listBatches',
          'listCourses',
          'listEbookCourses',
          'listMentors',
          'listBatchAssignments',
        ]),
      );
      for (const { op } of cursorLists)
        expect(op.parameters?.some((p) => p.$ref === '#/components/parameters/Page')).toBe(false);
    });

    it('walks a list with ties in every sort key: each row once, in order', async () => {
      const tag = `tie${Date.now().toString(36)}`;
      // Seven students with one name (case aside), one amount and one creation instant: only the id
      // tells them apart, so a keyset without it would repeat or skip rows at page edges.
      const ids: string[] = [];
      for (let i = 0; i < 7; i++)
        ids.push(
          (
            await s.user('student', {
              name: i % 2 ? `Same ${tag}` : `SAME ${tag}`,
              pendingAmount: i < 5 ? 300 : 100,
            })
          ).id,
        );
      await s.campus.ctx.db
        .update(users)
        .set({ createdAt: new Date('2026-03-01T10:00:00.123Z') })
        .where(inArray(users.id, ids));
      const walk = async (q: string) => {
        const seen: string[] = [];
        let cursor: string | null = null;
        let pages = 0;
        do {
          const res: ApiResponse = await s.api(
            'GET',
            `/api/admin/students?search=${tag}&pageSize=2&${q}${cursor ? `&cursor=${cursor}` : ''}`,
            { token: admin.token },
          );
          expect(res.status).toBe(200);
          expect(res.body.items.length).toBeLessThanOrEqual(2);
          seen.push(...res.body.items.map((r: { student: { _id: string } }) => r.student._id));
          cursor = res.body.nextCursor;
          pages++;
        } while (cursor && pages < 20);
        return { seen, pages };
      };
      const byId = [...ids].sort();
      const asc = await walk('sort=name&order=asc');
      expect(asc).toEqual({ seen: byId, pages: 4 });
      expect((await walk('sort=name&order=desc')).seen).toEqual([...byId].reverse());
      expect((await walk('sort=createdAt&order=desc')).seen).toEqual([...byId].reverse());
      // Amount first (300s, then 100s when descending), then name and id ascending within it.
      const owing = new Set(ids.slice(0, 5));
      expect((await walk('sort=pendingAmount&order=desc')).seen).toEqual([
        ...byId.filter((id) => owing.has(id)),
        ...byId.filter((id) => !owing.has(id)),
      ]);
      // A student added after the first page does not shift what the next page shows.
      const first = await s.api(
        'GET',
        `/api/admin/students?search=${tag}&pageSize=3&sort=name&order=asc`,
        { token: admin.token },
      );
      await s.user('student', { name: `Aaa ${tag}` }); // before the cursor: page 2 stays put
      const next = await s.api(
        'GET',
        `/api/admin/students?search=${tag}&pageSize=3&sort=name&order=asc&cursor=${first.body.nextCursor}`,
        { token: admin.token },
      );
      expect(next.body.items[0].student._id).toBe(byId[3]);
    });

    it('walks the batches from their three sources: each batch once, newest month first, then domain', async () => {
      const mentor = await s.user('mentor');
      const [a, b, c] = [await s.user('student'), await s.user('student'), await s.user('student')];
      // 2099: newer than any other test's batch, so these open the list. A batch named by an
      // assignment, a video and a student's own batch at once is listed once.
      const assign = (studentIds: string[], domain: string) =>
        s.api('POST', '/api/batchassignments/assign', {
          token: admin.token,
          body: { mentorId: mentor.id, studentIds, monthYear: '2099-03', domain },
        });
      expect((await assign([a.id], 'walk-alpha')).status).toBe(200);
      expect((await assign([b.id], 'walk-beta')).status).toBe(200);
      const video = (monthYear: string, domain: string) => ({
        monthYear,
        domain,
        title: 'Walk',
        videoUrl: 'https://videos.example.com/walk',
        order: 1,
        addedBy: admin.id,
      });
      await s.campus.ctx.db
        .insert(batchVideos)
        .values([
          video('2099-03', 'walk-alpha'),
          video('2099-03', 'walk-gamma'),
          video('2099-01', 'walk-alpha'),
        ]);
      await s.campus.ctx.db
        .update(users)
        .set({ batchMonthYear: '2099-02', batchDomain: 'walk-alpha' })
        .where(inArray(users.id, [c.id]));
      const walk = async (token: string, pages: number) => {
        const seen: string[] = [];
        let cursor: string | null = null;
        for (let i = 0; i < pages; i++) {
          const res: ApiResponse = await s.api(
            'GET',
            `/api/batches?pageSize=2${cursor ? `&cursor=${cursor}` : ''}`,
            { token },
          );
          expect(res.status).toBe(200);
          expect(res.body.items.length).toBeLessThanOrEqual(2);
          seen.push(
            ...res.body.items.map(
              (x: { monthYear: string; domain: string }) => `${x.monthYear}/${x.domain}`,
            ),
          );
          cursor = res.body.nextCursor;
          if (!cursor) break;
        }
        return seen;
      };
      expect((await walk(admin.token, 3)).slice(0, 5)).toEqual([
        '2099-03/walk-alpha',
        '2099-03/walk-beta',
        '2099-03/walk-gamma',
        '2099-02/walk-alpha',
        '2099-01/walk-alpha',
      ]);
      // A mentor walks only the batches they have students in.
      expect(await walk(mentor.token, 5)).toEqual(['2099-03/walk-alpha', '2099-03/walk-beta']);
      // A month filter walks that month; its cursor is refused without the filter.
      const march = await s.api('GET', '/api/batches?pageSize=2&monthYear=2099-03', {
        token: admin.token,
      });
      expect(march.body.items.map((x: { domain: string }) => x.domain)).toEqual([
        'walk-alpha',
        'walk-beta',
      ]);
      const rest = await s.api(
        'GET',
        `/api/batches?pageSize=2&monthYear=2099-03&cursor=${march.body.nextCursor}`,
        { token: admin.token },
      );
      expect(rest.body).toMatchObject({ items: [{ domain: 'walk-gamma' }], nextCursor: null });
      const foreign = await s.api(
        'GET',
        `/api/batches?pageSize=2&cursor=${march.body.nextCursor}`,
        {
          token: admin.token,
        },
      );
      expect(foreign.status).toBe(400);
      expect(foreign.body.message).toBe(invalidCursorMessage);
    });

    it("walks a batch's students with ties in their names: each once, by name then id, across batches newest first", async () => {
      const mentor = await s.user('mentor');
      const tag = `walkassign${Date.now()}`;
      // Five students sharing one name in one batch, one more in an older month of the same domain.
      const twins = [];
      for (let i = 0; i < 5; i++) twins.push(await s.user('student', { name: `${tag} Same` }));
      const early = await s.user('student', { name: `${tag} Early` });
      const assign = (studentIds: string[], monthYear: string) =>
        s.api('POST', '/api/batchassignments/assign', {
          token: admin.token,
          body: { mentorId: mentor.id, studentIds, monthYear, domain: tag },
        });
      expect(
        (
          await assign(
            twins.map((t) => t.id),
            '2098-06',
          )
        ).status,
      ).toBe(200);
      expect((await assign([early.id], '2098-05')).status).toBe(200);
      const rows = await s.api('GET', `/api/batchassignments?search=${tag}&pageSize=100`, {
        token: admin.token,
      });
      const byId = new Map(
        rows.body.items.map((r: { _id: string; student: { _id: string } }) => [
          r._id,
          r.student._id,
        ]),
      );
      const walked = await walkPages(`/api/batchassignments?search=${tag}&pageSize=2`, admin.token);
      expect(walked.pages).toBe(3);
      // The newer batch first, its five namesakes each once, ties broken by the assignment's id.
      expect(walked.seen).toHaveLength(6);
      expect(new Set(walked.seen.slice(0, 5).map((id) => byId.get(id)))).toEqual(
        new Set(twins.map((t) => t.id)),
      );
      expect(walked.seen.slice(0, 5)).toEqual([...walked.seen.slice(0, 5)].sort());
      expect(byId.get(walked.seen[5]!)).toBe(early.id);
      // One batch's students walk on their own; that batch's cursor is refused for another batch.
      const june = await s.api(
        'GET',
        `/api/batchassignments?monthYear=2098-06&domain=${tag}&pageSize=2`,
        { token: admin.token },
      );
      expect(june.body.items).toHaveLength(2);
      const other = await s.api(
        'GET',
        `/api/batchassignments?monthYear=2098-05&domain=${tag}&pageSize=2&cursor=${june.body.nextCursor}`,
        { token: admin.token },
      );
      expect(other.status).toBe(400);
      expect(other.body.message).toBe(invalidCursorMessage);
    });

    it("walks the admin's users table with ties in every sort: each person once, in order", async () => {
      const tag = `utie${Date.now().toString(36)}`;
      // Five people with one name (case aside), one role and one creation instant: the id decides.
      const ids: string[] = [];
      for (let i = 0; i < 5; i++)
        ids.push((await s.user('mentor', { name: i % 2 ? `Same ${tag}` : `SAME ${tag}` })).id);
      await s.campus.ctx.db
        .update(users)
        .set({ createdAt: new Date('2026-03-01T10:00:00.123Z') })
        .where(inArray(users.id, ids));
      const byId = [...ids].sort();
      const walk = (q: string) =>
        walkPages(`/api/users?search=${tag}&pageSize=2&${q}`, admin.token);
      expect(await walk('sort=name&order=asc')).toEqual({ seen: byId, pages: 3 });
      expect((await walk('sort=name&order=desc')).seen).toEqual([...byId].reverse());
      expect((await walk('sort=createdAt&order=desc')).seen).toEqual([...byId].reverse());
      expect((await walk('sort=role&order=desc')).seen).toEqual(byId);
      // The mentor pickers and the review list page the same way.
      expect(
        (await walkPages(`/api/users/mentors?search=${tag}&pageSize=2`, admin.token)).seen,
      ).toHaveLength(5);
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

    it('walks the bell with ties in its time: each notification once, newest first, unread kept', async () => {
      const student = await s.user('student');
      const other = await s.user('student');
      // Seven at one instant (only the id orders them) and two later, two of them read; another
      // user's rows in the same instant never show.
      const at = new Date('2026-03-01T10:00:00.123Z');
      const rows = await s.campus.ctx.db
        .insert(notifications)
        .values([
          ...Array.from({ length: 7 }, (_, i) => ({
            userId: student.id,
            type: 'other' as const,
            event: 'task_created' as const,
            data: { message: `tie ${i}` },
            read: i < 2,
            createdAt: at,
          })),
          ...[1, 2].map((h) => ({
            userId: student.id,
            type: 'other' as const,
            event: 'task_created' as const,
            data: { message: `later ${h}` },
            createdAt: new Date(at.getTime() + h * 3_600_000),
          })),
          {
            userId: other.id,
            type: 'other' as const,
            event: 'task_created' as const,
            data: { message: 'not yours' },
            createdAt: at,
          },
        ])
        .returning();
      const mine = rows.filter((r) => r.userId === student.id);
      const expected = [
        ...mine.filter((r) => r.createdAt > at).sort((a, b) => +b.createdAt - +a.createdAt),
        ...mine.filter((r) => +r.createdAt === +at).sort((a, b) => (a.id < b.id ? 1 : -1)),
      ];
      const walk = async (q: string) => {
        const seen: string[] = [];
        let cursor: string | null = null;
        let pages = 0;
        do {
          const res: ApiResponse = await s.api(
            'GET',
            `/api/notifications?pageSize=2${q}${cursor ? `&cursor=${cursor}` : ''}`,
            { token: student.token },
          );
          expect(res.status).toBe(200);
          expect(res.body.items.length).toBeLessThanOrEqual(2);
          // The unread count is the user's, whatever the page.
          expect(res.body.unread).toBe(7);
          seen.push(...res.body.items.map((n: { _id: string }) => n._id));
          cursor = res.body.nextCursor;
          pages++;
        } while (cursor && pages < 20);
        return { seen, pages };
      };
      expect(await walk('')).toEqual({ seen: expected.map((r) => r.id), pages: 5 });
      expect((await walk('&unreadOnly=true')).seen).toEqual(
        expected.filter((r) => !r.read).map((r) => r.id),
      );
      // A cursor read without the unread filter is another list's start: refused.
      const first = await s.api('GET', '/api/notifications?pageSize=2', { token: student.token });
      const mixed = await s.api(
        'GET',
        `/api/notifications?pageSize=2&unreadOnly=true&cursor=${first.body.nextCursor}`,
        { token: student.token },
      );
      expect(mixed.status).toBe(400);
      expect(mixed.body.message).toBe(invalidCursorMessage);
    });

    it("walks live classes with ties in their start: the host's oldest first, the admin's newest first", async () => {
      const host = await s.user('mentor');
      const other = await s.user('mentor');
      // Five at one instant (only the id orders them) and two later; another host's class at the
      // same instant is in the admin's list but never in this host's.
      const at = new Date('2031-05-01T10:00:00.000Z');
      const cls = (hostId: string, startTime: Date, title: string) => ({
        title,
        monthYear: '2031-05',
        domain: 'cursor-walk',
        startTime,
        durationMinutes: 30,
        timezone: 'UTC',
        meetingLink: 'https://meet.example.com/walk',
        hostId,
      });
      const rows = await s.campus.ctx.db
        .insert(liveClasses)
        .values([
          ...Array.from({ length: 5 }, (_, i) => cls(host.id, at, `tie ${i}`)),
          ...[1, 2].map((h) => cls(host.id, new Date(at.getTime() + h * 3_600_000), `later ${h}`)),
          cls(other.id, at, 'not hosted by them'),
        ])
        .returning();
      const byTime = (a: (typeof rows)[number], b: (typeof rows)[number]) =>
        +a.startTime - +b.startTime || (a.id < b.id ? -1 : 1);
      const walk = (path: string, token: string) => walkPages(`${path}pageSize=2`, token);
      const hosted = rows.filter((r) => r.hostId === host.id).sort(byTime);
      expect(await walk('/api/liveclasses/mentor?', host.token)).toEqual({
        seen: hosted.map((r) => r.id),
        pages: 4,
      });
      expect((await walk('/api/liveclasses/mentor?status=scheduled&', host.token)).seen).toEqual(
        hosted.map((r) => r.id),
      );
      expect(
        (await walk('/api/liveclasses?domain=cursor-walk&monthYear=2031-05&', admin.token)).seen,
      ).toEqual(
        [...rows]
          .sort(byTime)
          .reverse()
          .map((r) => r.id),
      );
      // The host's cursor is not the admin list's, nor the same list's with another filter.
      const first = await s.api('GET', '/api/liveclasses/mentor?pageSize=2', { token: host.token });
      for (const path of [
        `/api/liveclasses?pageSize=2&cursor=${first.body.nextCursor}`,
        `/api/liveclasses/mentor?pageSize=2&status=live&cursor=${first.body.nextCursor}`,
      ]) {
        const res = await s.api('GET', path, {
          token: path.includes('mentor?') ? host.token : admin.token,
        });
        expect(res.status, path).toBe(400);
        expect(res.body.message).toBe(invalidCursorMessage);
      }
    });

    it('walks bookings with ties in their start: the admin newest first, open groups soonest first', async () => {
      const mentor = await s.user('mentor');
      const student = await s.user('student');
      // Five open group sessions at one instant (only the id orders them), one later, and a
      // one-to-one at the same instant: in the admin's list, never among the open groups.
      const at = new Date('2031-06-01T10:00:00.000Z');
      const booking = (startTime: Date, topic: string, group = true) => ({
        kind: group ? ('group' as const) : ('one_to_one' as const),
        mentorId: mentor.id,
        studentId: group ? null : student.id,
        topic,
        startTime,
        endTime: new Date(startTime.getTime() + 30 * 60_000),
        durationMinutes: 30,
        timezone: 'UTC',
        status: 'accepted' as const,
        meetingLink: 'https://meet.example.com/walk',
        capacity: group ? 5 : null,
      });
      const rows = await s.campus.ctx.db
        .insert(bookings)
        .values([
          ...Array.from({ length: 5 }, (_, i) => booking(at, `tie ${i}`)),
          booking(new Date(at.getTime() + 3_600_000), 'later'),
          booking(at, 'one to one', false),
        ])
        .returning();
      const byTime = (a: (typeof rows)[number], b: (typeof rows)[number]) =>
        +a.startTime - +b.startTime || (a.id < b.id ? -1 : 1);
      const walk = (path: string, token: string) => walkPages(`${path}&pageSize=2`, token);
      expect(await walk(`/api/bookings?mentorId=${mentor.id}`, admin.token)).toEqual({
        seen: [...rows]
          .sort(byTime)
          .reverse()
          .map((r) => r.id),
        pages: 4,
      });
      const groups = rows.filter((r) => r.kind === 'group').sort(byTime);
      for (const token of [admin.token, student.token])
        expect(await walk(`/api/bookings/group-session?mentorId=${mentor.id}`, token)).toEqual({
          seen: groups.map((r) => r.id),
          pages: 3,
        });
      // One list's cursor is not the other's.
      const first = await s.api('GET', `/api/bookings?mentorId=${mentor.id}&pageSize=2`, {
        token: admin.token,
      });
      const foreign = await s.api(
        'GET',
        `/api/bookings/group-session?mentorId=${mentor.id}&pageSize=2&cursor=${first.body.nextCursor}`,
        { token: admin.token },
      );
      expect(foreign.status).toBe(400);
      expect(foreign.body.message).toBe(invalidCursorMessage);
    });

    it("walks a mentor's updates with ties in their time: pinned first, then newest, each once", async () => {
      const mentor = await s.user('mentor');
      const at = new Date('2026-03-01T10:00:00.123Z');
      const update = (title: string, pinned: boolean, createdAt: Date) => ({
        mentorId: mentor.id,
        title,
        body: 'x',
        scope: 'all' as const,
        pinned,
        createdAt,
      });
      // Five unpinned at one instant (only the id orders them), one later, and a pinned old one.
      const rows = await s.campus.ctx.db
        .insert(mentorUpdates)
        .values([
          ...Array.from({ length: 5 }, (_, i) => update(`tie ${i}`, false, at)),
          update('later', false, new Date(at.getTime() + 3_600_000)),
          update('pinned', true, new Date(at.getTime() - 3_600_000)),
        ])
        .returning();
      const expected = [...rows]
        .sort(
          (a, b) =>
            Number(b.pinned) - Number(a.pinned) ||
            +b.createdAt - +a.createdAt ||
            (a.id < b.id ? 1 : -1),
        )
        .map((r) => r.id);
      expect(await walkPages('/api/mentor-updates/mine?pageSize=2', mentor.token)).toEqual({
        seen: expected,
        pages: 4,
      });
    });

    describe.each(cursorLists.map((l) => [l.op.operationId, l] as const))(
      '%s refuses a cursor that is not its own',
      (_id, { path: template, op }) => {
        // Filled in when a test runs: the ids are made in beforeAll.
        const at = () =>
          // One value per path parameter, in order ('a/b' fills two).
          template.replace(/\{[^}]+\}(\/\{[^}]+\})*/, () => {
            const id = pathIds[op.operationId];
            if (!id) throw new Error(`${op.operationId}: no id for ${template} in pathIds`);
            return id;
          });
        const roles = op['x-roles'] ?? [];
        // A public list is read as a visitor (no token).
        const token = () =>
          roles.includes('admin') || roles.includes('authenticated')
            ? admin.token
            : roles.includes('public')
              ? undefined
              : askers[roles[0]!]!.token;
        const call = (cursor: string) =>
          s.api('GET', `${at()}?cursor=${cursor}`, { token: token() });
        const record = (r: unknown) => Buffer.from(JSON.stringify(r)).toString('base64url');

        it.each([
          ['not base64url', '!!!'],
          ['not JSON', 'bm90IGpzb24'],
          ['another version', record({ v: 99, l: 'x', s: 'x', k: [] })],
          ['another list', encodeCursor({ list: 'someone-else', keys: [] }, 'x', [])],
          ['no keys', record({ v: 1, l: 'x', s: 'x', k: 'abc' })],
        ])('%s → 400', async (_what, cursor) => {
          const res = await call(cursor);
          expect(res.status).toBe(400);
        });

        it('a cursor of the same list with a key of the wrong form, or other filters → 400', async () => {
          // Read a real cursor, then change what it is bound to.
          const first = await s.api('GET', `${at()}?pageSize=1`, { token: token() });
          expect(first.status).toBe(200);
          const real: string | null = first.body.nextCursor;
          if (real === null) return; // a list with one row has no cursor to tamper with
          const decoded = JSON.parse(Buffer.from(real, 'base64url').toString('utf8'));
          const badKey = record({
            ...decoded,
            k: decoded.k.map((_: string, i: number) => (i === decoded.k.length - 1 ? 'x' : _)),
          });
          const searchable = op.parameters?.some(
            (p) => p.$ref === '#/components/parameters/Search',
          );
          for (const res of [
            await call(badKey),
            ...(searchable
              ? [
                  await s.api('GET', `${at()}?pageSize=1&search=zz&cursor=${real}`, {
                    token: token(),
                  }),
                ]
              : []),
          ]) {
            expect(res.status).toBe(400);
            expect(res.body.message).toBe(invalidCursorMessage);
          }
        });
      },
    );
  });
}
