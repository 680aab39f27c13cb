// The bell's unread count is kept by the database (notification_counts): every way a
// notification is written, read, cleared or removed moves it, and the list answers it.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationCounts, notifications, users } from '../../db/schema/index';
import { startServer, testDatabases, type TestServer } from '../../testing/server';

for (const db of testDatabases()) {
  describe(`notification unread count [${db}]`, () => {
    let s: TestServer;
    beforeAll(async () => {
      s = await startServer(db);
    });
    afterAll(async () => {
      expect(s.campus.violations).toEqual([]);
      await s.close();
    });

    it('follows inserts, marking read, read-all and clearing, per user', async () => {
      const [a, b] = [await s.user('student'), await s.user('student')];
      const svc = s.campus.ctx.services.notifications;
      const note = (userId: string, message: string) => ({
        userId,
        type: 'other' as const,
        event: 'live_class_created' as const,
        data: { message },
        reason: 'because it concerns you',
      });
      const unread = async (token: string) =>
        (await s.api('GET', '/api/notifications', { token })).body.unread;
      expect(await unread(a.token)).toBe(0);

      // One statement for several users, and rows written already read do not count.
      await svc.create(s.campus.ctx.db, [note(a.id, '1'), note(a.id, '2'), note(b.id, '3')]);
      await s.campus.ctx.db.insert(notifications).values({ ...note(a.id, 'seen'), read: true });
      await svc.create(s.campus.ctx.db, [note(a.id, '4')]);
      expect(await unread(a.token)).toBe(3);
      expect(await unread(b.token)).toBe(1);

      const list = await s.api('GET', '/api/notifications', { token: a.token });
      const first = list.body.items.find((n: { read: boolean }) => !n.read);
      await s.api('PATCH', `/api/notifications/${first._id}/read`, { token: a.token });
      // Marking a read one read again changes nothing.
      await s.api('PATCH', `/api/notifications/${first._id}/read`, { token: a.token });
      expect(await unread(a.token)).toBe(2);
      expect(await unread(b.token)).toBe(1);

      await s.api('POST', '/api/notifications/read-all', { token: a.token });
      expect(await unread(a.token)).toBe(0);
      await svc.create(s.campus.ctx.db, [note(a.id, '5')]);
      expect(await unread(a.token)).toBe(1);

      await s.api('DELETE', '/api/notifications', { token: b.token });
      expect(await unread(b.token)).toBe(0);
      expect(await unread(a.token)).toBe(1);
    });

    it('goes with a deleted user and is never written back for them', async () => {
      const u = await s.user('student');
      const svc = s.campus.ctx.services.notifications;
      await svc.create(s.campus.ctx.db, [
        {
          userId: u.id,
          type: 'other',
          event: 'live_class_created',
          data: { message: 'bye' },
          reason: 'because it concerns you',
        },
      ]);
      await s.campus.ctx.db.delete(users).where(eq(users.id, u.id));
      const rows = await s.campus.ctx.db
        .select()
        .from(notificationCounts)
        .where(eq(notificationCounts.userId, u.id));
      expect(rows).toEqual([]);
    });
  });
}
