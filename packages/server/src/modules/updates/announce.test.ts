// Updates announced (spec §4 bell, §7 socket): a new update reaches the students who see it at once, as
// `mentor_update_posted` carrying its stored bell notification; nobody else hears of it.
import { beforeAll, describe, expect, it } from 'vitest';
import {
  connected,
  nextEvent,
  silence,
  testDatabases,
  useServer,
  type TestUser,
} from '../../testing/server';

let n = 0;

for (const db of testDatabases()) {
  describe(`mentor updates reach students live [${db}]`, () => {
    const s = useServer(db);
    let admin: TestUser;
    beforeAll(async () => {
      admin = await s.user('admin');
    });

    async function assign(mentor: TestUser, students: TestUser[]) {
      const batch = { monthYear: '2026-11', domain: `live-up${n++}` };
      const res = await s.api('POST', '/api/batchassignments/assign', {
        token: admin.token,
        body: { mentorId: mentor.id, studentIds: students.map((x) => x.id), ...batch },
      });
      expect(res.status).toBe(200);
      return batch;
    }

    it('sends a batch update to the batch’s students with a bell note, and to nobody else', async () => {
      const [mentor, other] = [await s.user('mentor'), await s.user('mentor')];
      const [a, b, stranger] = [
        await s.user('student'),
        await s.user('student'),
        await s.user('student'),
      ];
      const batch = await assign(mentor, [a, b]);
      await assign(other, [stranger]);
      const [as, bs, ss] = [s.socket(a.token), s.socket(b.token), s.socket(stranger.token)];
      await Promise.all([connected(as), connected(bs), connected(ss)]);
      const quiet = silence(s, ss, stranger.id, 'mentor_update_posted');
      const [gotA, gotB] = [
        nextEvent(as, 'mentor_update_posted'),
        nextEvent(bs, 'mentor_update_posted'),
      ];

      const posted = await s.api('POST', '/api/mentor-updates', {
        token: mentor.token,
        body: {
          title: 'Quiz on Friday',
          body: 'Revise joins',
          audience: { scope: 'batch', batch },
        },
      });
      expect(posted.status).toBe(201);
      const event = await gotA;
      expect(event.update).toEqual({
        _id: posted.body._id,
        title: 'Quiz on Friday',
        mentor: posted.body.mentor,
        audience: { scope: 'batch', batch },
      });
      expect(event.notification).toMatchObject({
        type: 'other',
        event: 'mentor_update_posted',
        read: false,
        data: { entityId: posted.body._id, link: '/mentor-updates' },
      });
      expect(event.notification.data.message).toContain('Quiz on Friday');
      expect((await gotB).update._id).toBe(posted.body._id);
      expect(await quiet.settled()).toBe(true);

      // The bell's stored list has it too (an offline student finds it later).
      const stored = await s.api('GET', '/api/notifications', { token: b.token });
      expect(stored.body.items[0]).toMatchObject({ event: 'mentor_update_posted' });
      // And the student's list, which the event refreshes, shows it.
      const list = await s.api('GET', '/api/mentor-updates', { token: a.token });
      expect(list.body.items.map((u: { _id: string }) => u._id)).toContain(posted.body._id);
    });

    it('sends an update to all to every student assigned to the mentor; an edit sends nothing', async () => {
      const mentor = await s.user('mentor');
      const [a, c] = [await s.user('student'), await s.user('student')];
      await assign(mentor, [a]);
      await assign(mentor, [c]);
      const [as, cs] = [s.socket(a.token), s.socket(c.token)];
      await Promise.all([connected(as), connected(cs)]);
      const [gotA, gotC] = [
        nextEvent(as, 'mentor_update_posted'),
        nextEvent(cs, 'mentor_update_posted'),
      ];
      const posted = await s.api('POST', '/api/mentor-updates', {
        token: mentor.token,
        body: { title: 'Welcome', body: 'Hello', audience: { scope: 'all' } },
      });
      expect((await gotA).update.audience).toEqual({ scope: 'all' });
      expect((await gotC).update._id).toBe(posted.body._id);

      const quiet = silence(s, as, a.id, 'mentor_update_posted');
      const edit = await s.api('PUT', `/api/mentor-updates/${posted.body._id}`, {
        token: mentor.token,
        body: { title: 'Welcome!' },
      });
      expect(edit.status).toBe(200);
      expect(await quiet.settled()).toBe(true);
    });
  });
}
