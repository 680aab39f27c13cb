// Live classes (spec §7 live classes, §6 permissions): one start window, said by the class itself
// (`startOpensAt`) and obeyed by start and the permissions; a refusal in plain words in the class's
// zone; and students can join the moment the host is live, even before their own join window.
import { describe, expect, it } from 'vitest';
import { connected, nextEvent, testDatabases, type TestUser } from '../../testing/server';
import { liveClassesTestbed, MIN } from './testbed';

for (const db of testDatabases()) {
  describe(`live classes: the start window [${db}]`, () => {
    // The server's clock (ctx.now) is ours to move; tokens still use the real clock.
    let clock = Date.parse('2030-03-10T06:00:00Z');
    const { s, cohort, body } = liveClassesTestbed(db, () => clock);

    it('is startable exactly from startOpensAt; earlier the refusal names the time in the class’s zone', async () => {
      const { mentor, students, batch } = await cohort(1);
      const cls = (
        await s.api('POST', '/api/liveclasses', { token: mentor.token, body: body(batch, 30) })
      ).body;
      const opens = new Date(clock + 15 * MIN).toISOString();
      expect(cls.startOpensAt).toBe(opens);
      // Every reader of the class is told the same window.
      const asStudent = await s.api('GET', `/api/liveclasses/${cls._id}`, {
        token: students[0]!.token,
      });
      expect(asStudent.body.startOpensAt).toBe(opens);

      const permissions = () =>
        s.api('GET', `/api/liveclasses/permissions?classId=${cls._id}`, { token: mentor.token });
      clock += 15 * MIN - 1000; // one second before the window
      expect((await permissions()).body.canStart).toBe(false);
      const early = await s.api('POST', `/api/liveclasses/${cls._id}/start`, {
        token: mentor.token,
      });
      expect(early.status).toBe(409);
      expect(early.body.message).toBe(
        'You can start this class from Sun, 10 Mar 2030, 11:45 AM IST, 15 minutes before it begins.',
      );
      expect(early.body.message).not.toMatch(/\d{4}-\d{2}-\d{2}T/);

      clock += 1000; // the window opens
      expect((await permissions()).body.canStart).toBe(true);
      const start = await s.api('POST', `/api/liveclasses/${cls._id}/start`, {
        token: mentor.token,
      });
      expect(start.status).toBe(200);
      expect(start.body.status).toBe('live');
    });

    it('lets students join the moment the host is live, before their join window', async () => {
      const { mentor, students, batch } = await cohort(1);
      const student = students[0] as TestUser;
      const cls = (
        await s.api('POST', '/api/liveclasses', { token: mentor.token, body: body(batch, 30) })
      ).body;
      clock += 15 * MIN; // 15 minutes before: the host may start, students' window opens at −10
      const sock = s.socket(student.token);
      await connected(sock);
      const started = nextEvent(sock, 'live_class_started');
      await s.api('POST', `/api/liveclasses/${cls._id}/start`, { token: mentor.token });
      const event = await started;
      expect(event.liveClass).toMatchObject({ _id: cls._id, status: 'live' });
      expect(event.notification).toMatchObject({ type: 'live_class', event: 'live_class_started' });

      const seen = await s.api('GET', `/api/liveclasses/${cls._id}`, { token: student.token });
      expect(seen.body.status).toBe('live');
      expect(Date.parse(seen.body.joinOpensAt)).toBeGreaterThan(clock);
      expect(seen.body.meetingLink).toBe(cls.meetingLink);
      const perm = await s.api('GET', `/api/liveclasses/permissions?classId=${cls._id}`, {
        token: student.token,
      });
      expect(perm.body.canJoin).toBe(true);
      const join = await s.api('POST', `/api/liveclasses/${cls._id}/join`, {
        token: student.token,
      });
      expect(join.status).toBe(200);
      expect(join.body.meetingLink).toBe(cls.meetingLink);
    });
  });
}
