// A self-registered mentor reaches no student until an admin approves them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  connected,
  emitAck,
  startServer,
  testDatabases,
  uniqueEmail,
  type TestServer,
} from '../../testing/server';

const soon = () => new Date(Date.now() + 3 * 86_400_000).toISOString();

for (const db of testDatabases()) {
  describe(`mentor review [${db}]`, () => {
    let s: TestServer;
    beforeAll(async () => {
      s = await startServer(db);
    });
    afterAll(async () => {
      expect(s.campus.violations).toEqual([]);
      await s.close();
    });

    async function registerMentor(name = 'Pending Person') {
      const email = uniqueEmail('applicant');
      const res = await s.api('POST', '/api/auth/register-mentor', {
        body: { name, email, password: 'secret123', expertise: ['React'] },
      });
      expect(res.status).toBe(201);
      return { id: res.body.user._id as string, token: res.body.token as string, email, res };
    }

    it('keeps a pending mentor away from students until an admin approves them', async () => {
      const admin = await s.user('admin');
      const student = await s.user('student');
      const m = await registerMentor(`Pending ${Date.now().toString(36)}`);
      expect(m.res.body.user.mentorStatus).toBe('pending');

      // Not listed anywhere a student looks.
      const users = await s.api('GET', `/api/users/mentors?search=${m.email}`, {
        token: student.token,
      });
      expect(users.body.items).toHaveLength(0);
      expect((await s.api('GET', `/api/users/${m.id}`, { token: student.token })).status).toBe(404);
      const profile = await s.api('GET', '/api/mentors/me', { token: m.token });
      expect(profile.status).toBe(200); // their own profile stays theirs to read
      // Even a profile an admin lists early stays out of the directory while the account is pending.
      await s.api('PUT', `/api/mentors/${profile.body._id}`, {
        token: admin.token,
        body: { listed: true },
      });
      const dir = await s.api(
        'GET',
        `/api/mentors?search=${encodeURIComponent('React')}&pageSize=100`,
      );
      expect(dir.body.items.map((x: { userId?: string }) => x.userId)).not.toContain(m.id);
      expect((await s.api('GET', `/api/mentors/${profile.body._id}`)).status).toBe(404);

      // Cannot be booked.
      const booking = await s.api('POST', '/api/bookings/one-to-one', {
        token: student.token,
        body: {
          mentorId: m.id,
          startTime: soon(),
          durationMinutes: 30,
          topic: 'Help',
          timezone: 'Asia/Kolkata',
        },
      });
      expect(booking.status).toBe(404);

      // Cannot act as a mentor: a clear 403 that says the account awaits review.
      const attempts = [
        s.api('POST', '/api/bookings/group-session', {
          token: m.token,
          body: {
            title: 'Open hour',
            startTime: soon(),
            durationMinutes: 60,
            maxParticipants: 5,
            meetingLink: 'https://meet.example.test/x',
          },
        }),
        s.api('POST', '/api/liveclasses', {
          token: m.token,
          body: { title: 'Class', startTime: soon(), durationMinutes: 60 },
        }),
        s.api('POST', '/api/tasks', { token: m.token, body: { title: 'Task' } }),
        s.api('POST', '/api/mentor-updates', {
          token: m.token,
          body: { title: 'Hi', content: 'x' },
        }),
        s.api('GET', '/api/users/students', { token: m.token }),
      ];
      for (const res of await Promise.all(attempts)) {
        expect(res.status).toBe(403);
        expect(res.body.message).toMatch(/awaiting review/);
      }

      // Cannot message a student over the socket.
      const sock = s.socket(m.token);
      await connected(sock);
      const ack = await emitAck(sock, 'private_message', { toUserId: student.id, message: 'hi' });
      expect(ack).toMatchObject({ ok: false });
      expect(ack.message).toMatch(/awaiting review/);

      // The admin's review list shows them; approval opens the door.
      const pending = await s.api('GET', '/api/users/mentor-reviews?pageSize=100', {
        token: admin.token,
      });
      expect(pending.status).toBe(200);
      expect(pending.body.items.map((u: { _id: string }) => u._id)).toContain(m.id);
      expect(
        (await s.api('GET', '/api/users/mentor-reviews', { token: student.token })).status,
      ).toBe(403);
      const approved = await s.api('PATCH', `/api/users/${m.id}/mentor-status`, {
        token: admin.token,
        body: { status: 'approved' },
      });
      expect(approved.status).toBe(200);
      expect(approved.body.user.mentorStatus).toBe('approved');
      const after = await s.api('GET', `/api/users/mentors?search=${m.email}`, {
        token: student.token,
      });
      expect(after.body.items).toHaveLength(1);
      const stillPending = await s.api('GET', '/api/users/mentor-reviews?pageSize=100', {
        token: admin.token,
      });
      expect(stillPending.body.items.map((u: { _id: string }) => u._id)).not.toContain(m.id);
      expect((await s.api('GET', '/api/users/students', { token: m.token })).status).toBe(200);
      const dirAfter = await s.api('GET', `/api/mentors/${profile.body._id}`);
      expect(dirAfter.status).toBe(200);
    });

    it('rejects: the mentor stays out; only mentor accounts are reviewed', async () => {
      const admin = await s.user('admin');
      const student = await s.user('student');
      const m = await registerMentor();
      const rejected = await s.api('PATCH', `/api/users/${m.id}/mentor-status`, {
        token: admin.token,
        body: { status: 'rejected' },
      });
      expect(rejected.body.user.mentorStatus).toBe('rejected');
      const res = await s.api('GET', '/api/users/students', { token: m.token });
      expect(res.status).toBe(403);
      expect(res.body.message).toMatch(/not approved/);
      expect(
        (
          await s.api('PATCH', `/api/users/${student.id}/mentor-status`, {
            token: admin.token,
            body: { status: 'approved' },
          })
        ).status,
      ).toBe(400);
      const list = await s.api('GET', '/api/users/mentor-reviews?status=rejected&pageSize=100', {
        token: admin.token,
      });
      expect(list.body.items.map((u: { _id: string }) => u._id)).toContain(m.id);
    });

    it('approves mentors an admin makes (create, role change)', async () => {
      const admin = await s.user('admin');
      const created = await s.api('POST', '/api/users', {
        token: admin.token,
        body: { name: 'Made Mentor', email: uniqueEmail('made'), role: 'mentor' },
      });
      expect(created.body.user.mentorStatus).toBe('approved');
      const student = await s.user('student');
      const promoted = await s.api('PATCH', `/api/users/${student.id}/role`, {
        token: admin.token,
        body: { role: 'mentor' },
      });
      expect(promoted.body.user.mentorStatus).toBe('approved');
    });
  });
}
