// A mentor who is gone stays gone
// (deactivated or rejected, they reach no student by any route, file, room or event; their upcoming
// sessions and classes are cancelled with a notice), an open tab ends at once when its user is
// deactivated or changes role, students see no mentor's contact data, and only working mentors are
// offered anywhere a mentor is chosen or listed. Over real HTTP and real sockets.
import { describe, expect, it } from 'vitest';
import { OPEN_DURING_REVIEW } from '../../http/input-guard';
import {
  connected,
  emitAck,
  nextEvent,
  PNG_1PX,
  testDatabases,
  uniqueEmail,
  useServer,
  type TestUser,
} from '../../testing/server';

const DAY = 86_400_000;
const DEACTIVATED = 'Your account has been deactivated. Please contact administrator.';
let n = 0;

for (const db of testDatabases()) {
  describe(`mentors who are gone stay gone [${db}]`, () => {
    const s = useServer(db);
    const at = (days: number, hour = 10) => {
      const d = new Date(Date.now() + days * DAY);
      d.setUTCHours(hour, 0, 0, 0);
      return d.toISOString();
    };

    /** An approved mentor with two students in a fresh batch (a real assignment). */
    async function cohort() {
      const admin = await s.user('admin');
      const mentor = await s.user('mentor');
      const students = [await s.user('student'), await s.user('student')];
      const batch = { monthYear: '2030-04', domain: `ms${Date.now().toString(36)}${n++}` };
      const res = await s.api('POST', '/api/batchassignments/assign', {
        token: admin.token,
        body: { mentorId: mentor.id, studentIds: students.map((x) => x.id), ...batch },
      });
      expect(res.status).toBe(200);
      return { admin, mentor, students, batch };
    }

    /** A group session, a live class and an update of the mentor, the first student joined in. */
    async function schedule(mentor: TestUser, student: TestUser, batch: object, day: number) {
      const group = await s.api('POST', '/api/bookings/group-session', {
        token: mentor.token,
        body: {
          topic: 'SQL clinic',
          description: 'Window functions',
          startTime: at(day + 1),
          durationMinutes: 60,
          timezone: 'Asia/Kolkata',
          capacity: 5,
          meetingLink: 'https://meet.google.com/abc-defg-hij',
          batch,
        },
      });
      expect([group.status, group.body.errors]).toEqual([201, undefined]);
      const joined = await s.api('POST', `/api/bookings/group-session/${group.body._id}/join`, {
        token: student.token,
      });
      expect(joined.body.meetingLink).toBe('https://meet.google.com/abc-defg-hij');
      const cls = await s.api('POST', '/api/liveclasses', {
        token: mentor.token,
        body: {
          title: 'Caching',
          batch,
          startTime: at(day + 2),
          durationMinutes: 60,
          timezone: 'Asia/Kolkata',
          meetingLink: 'https://meet.google.com/xyz-defg-hij',
        },
      });
      expect(cls.status).toBe(201);
      const update = await s.api('POST', '/api/mentor-updates', {
        token: mentor.token,
        body: { title: 'Welcome', body: 'Read chapter one', audience: { scope: 'all' } },
      });
      expect(update.status).toBe(201);
      return {
        groupId: group.body._id as string,
        classId: cls.body._id,
        updateId: update.body._id,
      };
    }

    /** What the student can still reach of the mentor's work. */
    async function seenBy(student: TestUser, ids: Awaited<ReturnType<typeof schedule>>) {
      const open = await s.api('GET', '/api/bookings/group-session?pageSize=100', {
        token: student.token,
      });
      const classes = await s.api('GET', '/api/liveclasses/student', { token: student.token });
      const updates = await s.api('GET', '/api/mentor-updates?pageSize=100', {
        token: student.token,
      });
      const booking = await s.api('GET', `/api/bookings/${ids.groupId}`, { token: student.token });
      return {
        listed: open.body.items.some((b: { _id: string }) => b._id === ids.groupId),
        meetingLink: booking.body.meetingLink as string | undefined,
        classListed: JSON.stringify(classes.body).includes(ids.classId),
        class: (await s.api('GET', `/api/liveclasses/${ids.classId}`, { token: student.token }))
          .status,
        update: updates.body.items.some((u: { _id: string }) => u._id === ids.updateId),
      };
    }

    it('a deactivated mentor reaches no student: sessions and classes cancelled with a notice, tab ended', async () => {
      const { admin, mentor, students, batch } = await cohort();
      const [a] = students as [TestUser, TestUser];
      const ids = await schedule(mentor, a, batch, 3);
      expect(await seenBy(a, ids)).toEqual({
        listed: true,
        meetingLink: 'https://meet.google.com/abc-defg-hij',
        classListed: true,
        class: 200,
        update: true,
      });

      const mentorTab = s.socket(mentor.token);
      const studentTab = s.socket(a.token);
      await Promise.all([connected(mentorTab), connected(studentTab)]);
      const ended = nextEvent(mentorTab, 'session_ended');
      const closed = nextEvent(mentorTab, 'disconnect');
      const notice = nextEvent(studentTab, 'mentor_unavailable');

      const res = await s.api('PATCH', `/api/users/${mentor.id}/deactivate`, {
        token: admin.token,
      });
      expect(res.status).toBe(200);

      expect(await ended).toEqual({ reason: 'deactivated', message: DEACTIVATED });
      await closed;
      const event = await notice;
      expect(event.mentor).toMatchObject({ _id: mentor.id, role: 'mentor' });
      expect(event.cancelled.map((c: { _id: string }) => c._id).sort()).toEqual(
        [ids.groupId, ids.classId].sort(),
      );
      expect(event.notification).toMatchObject({ event: 'mentor_unavailable', type: 'other' });
      expect(event.notification.data.message).toMatch(/no longer available/);

      expect(await seenBy(a, ids)).toEqual({
        listed: false,
        meetingLink: undefined,
        classListed: false,
        class: 404,
        update: false,
      });
      const join = await s.api('POST', `/api/bookings/group-session/${ids.groupId}/join`, {
        token: students[1]!.token,
      });
      expect(join.status).toBe(409);
      expect(join.body.meetingLink).toBeUndefined();
      // The bell keeps the notice for later.
      const bell = await s.api('GET', '/api/notifications', { token: a.token });
      expect(bell.body.items[0]).toMatchObject({ event: 'mentor_unavailable' });
      // Their old token answers 403 "deactivated" (spec §8) everywhere.
      const again = await s.api('GET', `/api/users/${a.id}`, { token: mentor.token });
      expect(again.status).toBe(403);
      expect(again.body.message).toMatch(/deactivated/);
    });

    it('a mentor rejected after approval: tokens, file links and sockets end; a new sign-in reaches no student', async () => {
      const { admin, mentor, students, batch } = await cohort();
      const [a] = students as [TestUser, TestUser];
      const ids = await schedule(mentor, a, batch, 10);
      const form = new FormData();
      form.append('files', new Blob([new Uint8Array(PNG_1PX)]), 'diagram.png');
      const up = await s.api('POST', '/api/tasks/upload-files', { token: mentor.token, form });
      expect(up.status).toBe(201);
      const task = await s.api('POST', '/api/tasks', {
        token: mentor.token,
        body: {
          title: 'Draw it',
          dueDate: at(5),
          timezone: 'Asia/Kolkata',
          batch,
          attachmentIds: [up.body[0]._id],
        },
      });
      expect(task.status).toBe(201);
      const signed = task.body.attachments[0].url as string;
      expect((await fetch(s.url + signed)).status).toBe(200);
      expect((await s.api('GET', `/api/users/${a.id}`, { token: mentor.token })).status).toBe(200);

      const tab = s.socket(mentor.token);
      await connected(tab);
      const ended = nextEvent(tab, 'session_ended');
      const res = await s.api('PATCH', `/api/users/${mentor.id}/mentor-status`, {
        token: admin.token,
        body: { status: 'rejected' },
      });
      expect(res.status).toBe(200);
      expect(await ended).toMatchObject({ reason: 'mentor_rejected' });

      // The old token and its signed file links are dead.
      expect((await s.api('GET', `/api/users/${a.id}`, { token: mentor.token })).status).toBe(401);
      expect((await fetch(s.url + signed)).status).toBe(401);
      expect(await seenBy(a, ids)).toMatchObject({ listed: false, class: 404, update: false });

      // Signed in again, the rejected mentor reaches nobody: profiles, classes, files, rooms.
      const login = await s.api('POST', '/api/auth/login', {
        body: { email: mentor.email, password: mentor.password },
      });
      expect(login.status).toBe(200);
      const token = login.body.token as string;
      for (const path of [
        `/api/users/${a.id}`,
        '/api/liveclasses/today',
        '/api/liveclasses/upcoming',
        `/api/files/${up.body[0]._id}`,
        '/api/messages/conversations',
        '/api/users/students',
      ]) {
        const r = await s.api('GET', path, { token });
        expect([path, r.status, r.body?.message]).toEqual([
          path,
          403,
          expect.stringMatching(/not approved/),
        ]);
      }
      expect((await s.api('GET', '/api/auth/me', { token })).status).toBe(200);
      const sock = s.socket(token);
      await connected(sock);
      const room = await emitAck(sock, 'join_room', {
        room: `batch:${batch.monthYear}:${batch.domain}`,
      });
      expect(room).toMatchObject({ ok: false });
    });

    it('every operation a mentor under review keeps is one of the contract', () => {
      const known = new Set(s.campus.ctx.contract.operations.map((o) => o.operationId));
      expect([...OPEN_DURING_REVIEW].filter((id) => !known.has(id))).toEqual([]);
    });

    it('a role change ends the open tab at once', async () => {
      const admin = await s.user('admin');
      const student = await s.user('student');
      const tab = s.socket(student.token);
      await connected(tab);
      const ended = nextEvent(tab, 'session_ended');
      const closed = nextEvent(tab, 'disconnect');
      await s.api('PATCH', `/api/users/${student.id}/role`, {
        token: admin.token,
        body: { role: 'instructor' },
      });
      expect(await ended).toMatchObject({ reason: 'role_changed' });
      await closed;
    });

    it('students get a mentor’s name, photo and expertise only; admins get the account', async () => {
      const admin = await s.user('admin');
      const student = await s.user('student');
      const mentor = await s.user('mentor', {
        name: `Listed Mentor ${Date.now().toString(36)}`,
        profile: { phone: '+91 98000 00000' },
      });
      const profile = await s.api('POST', '/api/mentors', {
        token: admin.token,
        body: {
          name: mentor.row.name,
          email: uniqueEmail('profile'),
          headline: 'Engineer',
          expertise: ['React', 'SQL'],
          userId: mentor.id,
        },
      });
      expect(profile.status).toBe(201);
      const search = encodeURIComponent(mentor.row.name);
      for (const caller of [student, await s.user('mentor')]) {
        const res = await s.api('GET', `/api/users/mentors?search=${search}`, {
          token: caller.token,
        });
        expect(res.status).toBe(200);
        expect(res.body.items).toEqual([
          { _id: mentor.id, name: mentor.row.name, role: 'mentor', expertise: ['React', 'SQL'] },
        ]);
        expect(JSON.stringify(res.body)).not.toContain(mentor.email);
        expect(JSON.stringify(res.body)).not.toContain('98000');
      }
      const full = await s.api('GET', `/api/users/mentors?search=${search}`, {
        token: admin.token,
      });
      expect(full.body.items[0]).toMatchObject({ email: mentor.email, isActive: true });
    });

    it('offers only working mentors: pickers, the chosen mentor, and the /mentors directory', async () => {
      const admin = await s.user('admin');
      const pending = await s.user('mentor', { mentorStatus: 'pending' });
      const working = await s.user('mentor');
      const gone = await s.user('mentor');
      await s.api('PATCH', `/api/users/${gone.id}/deactivate`, { token: admin.token });
      const picker = await s.api(
        'GET',
        '/api/users/mentors?active=true&status=approved&pageSize=100',
        {
          token: admin.token,
        },
      );
      const offered = picker.body.items.map((u: { _id: string }) => u._id);
      expect(offered).toContain(working.id);
      expect(offered).not.toContain(pending.id);
      expect(offered).not.toContain(gone.id);
      // Chosen anyway, the server refuses them.
      const student = await s.user('student');
      const assign = await s.api('POST', '/api/batchassignments/assign', {
        token: admin.token,
        body: { mentorId: pending.id, studentIds: [student.id], monthYear: '2030-05', domain: 'x' },
      });
      expect(assign.status).toBe(400);

      // The directory: listed profiles of real, working mentor accounts only.
      const tag = `Dir${Date.now().toString(36)}`;
      const make = async (name: string, userId?: string) =>
        (
          await s.api('POST', '/api/mentors', {
            token: admin.token,
            body: {
              name: `${tag} ${name}`,
              email: uniqueEmail('dir'),
              headline: 'Mentor',
              expertise: ['Go'],
              listed: true,
              ...(userId ? { userId } : {}),
            },
          })
        ).body;
      await make('Working', working.id);
      await make('Pending', pending.id);
      await make('Gone', gone.id);
      await make('NoAccount');
      const dir = await s.api('GET', `/api/mentors?search=${tag}&pageSize=100`);
      expect(dir.body.items.map((m: { name: string }) => m.name)).toEqual([`${tag} Working`]);
    });
  });
}
