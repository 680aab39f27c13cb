// Keyset paging over people and batches: a walk from the first page to the last visits every row
// once, in the list's order, when many rows share the sort key (the admin's students and users,
// the batches, a batch's students).
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { batchVideos, users } from '../db/schema/index';
import { invalidCursorMessage } from '../lib/cursor';
import {
  startServer,
  testDatabases,
  type ApiResponse,
  type TestServer,
  type TestUser,
} from '../testing/server';
import { seedCursorLists, walkPages as walkAll } from './cursor-testbed';

for (const db of testDatabases({ embedded: true })) {
  describe(`cursor paging: people and batches [${db}]`, () => {
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
  });
}
