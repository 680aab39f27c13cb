// Keyset paging over what happens in time: a walk from the first page to the last visits every
// notification, live class, booking and mentor update once, in the list's order, when many share
// their time.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, liveClasses, mentorUpdates, notifications } from '../db/schema/index';
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
  describe(`cursor paging: activity [${db}]`, () => {
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
  });
}
