import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  connected,
  delivered,
  nextEvent,
  silence,
  startServer,
  testDatabases,
  type TestServer,
  type TestUser,
} from '../../testing/server';
import { LiveClassesService } from './service';

const MIN = 60_000;
let n = 0;

for (const db of testDatabases()) {
  describe(`live classes [${db}]`, () => {
    let s: TestServer;
    // The server's clock (ctx.now) is ours to move; tokens still use the real clock.
    let clock = Date.parse('2030-03-10T06:00:00Z');
    let admin: TestUser;
    beforeAll(async () => {
      s = await startServer(db, { now: () => new Date(clock) });
      admin = await s.user('admin');
    });
    afterAll(async () => {
      expect(s.campus.violations).toEqual([]);
      await s.close();
    });

    async function cohort(size = 2) {
      const mentor = await s.user('mentor');
      const students: TestUser[] = [];
      for (let i = 0; i < size; i++) students.push(await s.user('student'));
      const batch = { monthYear: '2030-03', domain: `lc${n++}` };
      const res = await s.api('POST', '/api/batchassignments/assign', {
        token: admin.token,
        body: { mentorId: mentor.id, studentIds: students.map((x) => x.id), ...batch },
      });
      expect(res.status).toBe(200);
      return { mentor, students, batch };
    }

    const at = (minutesFromNow: number) => new Date(clock + minutesFromNow * MIN).toISOString();
    const body = (
      batch: { monthYear: string; domain: string },
      startIn: number,
      extra: Record<string, unknown> = {},
    ) => ({
      title: 'System design: caching',
      batch,
      startTime: at(startIn),
      durationMinutes: 60,
      timezone: 'Asia/Kolkata',
      meetingLink: 'https://meet.example.com/abc-defg-hij',
      ...extra,
    });

    it('schedules for a mentored batch, tells the batch (only), refuses overlaps and other batches', async () => {
      const { mentor, students, batch } = await cohort();
      const other = await cohort(1);
      const sock = s.socket(students[0]!.token);
      const outsider = s.socket(other.students[0]!.token);
      await Promise.all([connected(sock), connected(outsider)]);
      let leaked = false;
      outsider.on('live_class_created', () => (leaked = true));
      const got = nextEvent(sock, 'live_class_created');
      const res = await s.api('POST', '/api/liveclasses', {
        token: mentor.token,
        body: body(batch, 120),
      });
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({
        status: 'scheduled',
        host: { _id: mentor.id },
        attendeeCount: 0,
        attendees: [],
      });
      expect(Date.parse(res.body.joinOpensAt)).toBe(clock + 110 * MIN);
      const ev = await got;
      expect(ev).toMatchObject({
        type: 'live_class',
        liveClass: { _id: res.body._id, status: 'scheduled' },
      });
      expect(ev.notificationId).toBeTypeOf('string');
      const bell = await s.api('GET', '/api/notifications', { token: students[1]!.token });
      expect(bell.body.items[0]).toMatchObject({ type: 'live_class', event: 'live_class_created' });
      expect(leaked).toBe(false);

      const clash = await s.api('POST', '/api/liveclasses', {
        token: mentor.token,
        body: body(batch, 150, { title: 'Other' }),
      });
      expect(clash.status).toBe(409);
      expect(clash.body.message).toContain('System design: caching');
      expect(
        (await s.api('POST', '/api/liveclasses', { token: mentor.token, body: body(batch, 180) }))
          .status,
      ).toBe(201);
      expect(
        (
          await s.api('POST', '/api/liveclasses', {
            token: mentor.token,
            body: body(other.batch, 400),
          })
        ).status,
      ).toBe(403);
      expect(
        (await s.api('POST', '/api/liveclasses', { token: mentor.token, body: body(batch, -5) }))
          .status,
      ).toBe(400);
      const badTz = await s.api('POST', '/api/liveclasses', {
        token: mentor.token,
        body: body(batch, 600, { timezone: 'Mars/Olympus' }),
      });
      expect(badTz.body.errors[0].path).toBe('timezone');
      const http = await s.api('POST', '/api/liveclasses', {
        token: mentor.token,
        body: body(batch, 600, { meetingLink: 'http://x.example.com' }),
      });
      expect(http.status).toBe(400);
      expect(
        (
          await s.api('POST', '/api/liveclasses', {
            token: students[0]!.token,
            body: body(batch, 600),
          })
        ).status,
      ).toBe(403);
    });

    it('lets an admin schedule for a named mentor host (an active mentor only)', async () => {
      const { mentor, batch } = await cohort(1);
      const res = await s.api('POST', '/api/liveclasses', {
        token: admin.token,
        body: body(batch, 300, { hostId: mentor.id }),
      });
      expect(res.status).toBe(201);
      expect(res.body.host._id).toBe(mentor.id);
      const st = await s.user('student');
      const bad = await s.api('POST', '/api/liveclasses', {
        token: admin.token,
        body: body(batch, 900, { hostId: st.id }),
      });
      expect(bad.body.errors[0].path).toBe('hostId');
      const selfHost = await s.api('POST', '/api/liveclasses', {
        token: admin.token,
        body: body(batch, 900),
      });
      expect(selfHost.body.host._id).toBe(admin.id);
      const hosted = await s.api('GET', '/api/liveclasses/mentor', { token: mentor.token });
      expect(hosted.body.map((c: { _id: string }) => c._id)).toContain(res.body._id);
      const all = await s.api('GET', `/api/liveclasses?hostId=${mentor.id}`, {
        token: admin.token,
      });
      expect(all.body.total).toBe(1);
      expect((await s.api('GET', '/api/liveclasses', { token: mentor.token })).status).toBe(403);
    });

    it('runs the lifecycle: start window, join window, attendance once, leave, end, events to the right people', async () => {
      const { mentor, students, batch } = await cohort(2);
      const [a, b] = students as [TestUser, TestUser];
      const other = await s.user('mentor');
      const cls = (
        await s.api('POST', '/api/liveclasses', { token: mentor.token, body: body(batch, 30) })
      ).body;
      const id = cls._id;

      // A student sees no link before joining opens, and gets a 409 naming the opening time.
      const early = await s.api('GET', `/api/liveclasses/${id}`, { token: a.token });
      expect(early.body.meetingLink).toBeUndefined();
      const tooEarly = await s.api('POST', `/api/liveclasses/${id}/join`, { token: a.token });
      expect(tooEarly.status).toBe(409);
      expect(tooEarly.body.message).toContain(
        `Joining opens at ${new Date(clock + 20 * MIN).toISOString().replace('.000Z', 'Z')}`,
      );
      const perm = await s.api('GET', `/api/liveclasses/permissions?classId=${id}`, {
        token: a.token,
      });
      expect(perm.body).toMatchObject({
        canJoin: false,
        canStart: false,
        joinOpensAt: new Date(clock + 20 * MIN).toISOString(),
      });

      expect(
        (await s.api('POST', `/api/liveclasses/${id}/start`, { token: mentor.token })).status,
      ).toBe(409);
      expect(
        (await s.api('POST', `/api/liveclasses/${id}/start`, { token: other.token })).status,
      ).toBe(404);
      expect(
        (await s.api('POST', `/api/liveclasses/${id}/end`, { token: mentor.token })).status,
      ).toBe(409);

      clock += 18 * MIN; // 12 minutes before: may start, students may not join yet
      const msock = s.socket(mentor.token);
      const asock = s.socket(a.token);
      const bsock = s.socket(b.token);
      await Promise.all([connected(msock), connected(asock), connected(bsock)]);
      const started = nextEvent(asock, 'live_class_started');
      let hostGotStart = false;
      msock.on('live_class_started', () => (hostGotStart = true));
      const start = await s.api('POST', `/api/liveclasses/${id}/start`, { token: mentor.token });
      expect(start.body).toMatchObject({
        status: 'live',
        startedAt: new Date(clock).toISOString(),
      });
      expect((await started).liveClass).toMatchObject({
        status: 'live',
        meetingLink: cls.meetingLink,
      });
      const again = await s.api('POST', `/api/liveclasses/${id}/start`, { token: mentor.token });
      expect(again.body.startedAt).toBe(start.body.startedAt);

      const joinedEv = nextEvent(msock, 'student_joined_class');
      let peerSaw = false;
      bsock.on('student_joined_class', () => (peerSaw = true));
      const join = await s.api('POST', `/api/liveclasses/${id}/join`, { token: a.token });
      expect(join.status).toBe(200);
      expect(join.body.meetingLink).toBe(cls.meetingLink);
      expect(join.body.attendance.student._id).toBe(a.id);
      expect((await joinedEv).student._id).toBe(a.id);
      clock += MIN;
      const noSecondJoin = silence(s, msock, mentor.id, 'student_joined_class');
      const rejoin = await s.api('POST', `/api/liveclasses/${id}/join`, { token: a.token });
      expect(rejoin.body.attendance.joinedAt).toBe(join.body.attendance.joinedAt);
      expect(await noSecondJoin.settled()).toBe(true);

      const leftEv = nextEvent(msock, 'student_left_class');
      const leave = await s.api('POST', `/api/liveclasses/${id}/leave`, { token: a.token });
      expect(leave.body.leftAt).toBe(new Date(clock).toISOString());
      expect((await leftEv).student._id).toBe(a.id);
      expect((await s.api('POST', `/api/liveclasses/${id}/leave`, { token: a.token })).status).toBe(
        200,
      );
      expect((await s.api('POST', `/api/liveclasses/${id}/leave`, { token: b.token })).status).toBe(
        409,
      );
      const back = nextEvent(msock, 'student_joined_class');
      const rejoined = await s.api('POST', `/api/liveclasses/${id}/join`, { token: a.token });
      expect(rejoined.body.attendance.leftAt).toBeUndefined();
      expect(rejoined.body.attendance.joinedAt).toBe(join.body.attendance.joinedAt);
      await back;
      await s.api('POST', `/api/liveclasses/${id}/join`, { token: b.token });

      // A student sees only their own attendance; the host sees everyone.
      const asStudent = await s.api('GET', `/api/liveclasses/${id}`, { token: b.token });
      expect(
        asStudent.body.attendees.map((x: { student: { _id: string } }) => x.student._id),
      ).toEqual([b.id]);
      expect(asStudent.body.attendeeCount).toBe(2);
      const asHost = await s.api('GET', `/api/liveclasses/${id}`, { token: mentor.token });
      expect(asHost.body.attendees).toHaveLength(2);
      // A live class keeps its time; its link can be fixed.
      expect(
        (
          await s.api('PUT', `/api/liveclasses/${id}`, {
            token: mentor.token,
            body: { durationMinutes: 90 },
          })
        ).status,
      ).toBe(409);
      const fixed = await s.api('PUT', `/api/liveclasses/${id}`, {
        token: mentor.token,
        body: { meetingLink: 'https://meet.example.com/new' },
      });
      expect(fixed.body.meetingLink).toBe('https://meet.example.com/new');
      expect(
        (await s.api('DELETE', `/api/liveclasses/${id}`, { token: mentor.token })).status,
      ).toBe(409);

      const endedEv = nextEvent(bsock, 'live_class_ended');
      const end = await s.api('POST', `/api/liveclasses/${id}/end`, { token: mentor.token });
      expect(end.body.status).toBe('ended');
      expect(end.body.attendees.every((x: { leftAt?: string }) => x.leftAt)).toBe(true);
      await endedEv;
      expect(
        (await s.api('POST', `/api/liveclasses/${id}/end`, { token: mentor.token })).body.endedAt,
      ).toBe(end.body.endedAt);
      expect(
        (await s.api('POST', `/api/liveclasses/${id}/start`, { token: mentor.token })).status,
      ).toBe(409);
      const late = await s.api('POST', `/api/liveclasses/${id}/join`, { token: a.token });
      expect(late.status).toBe(409);
      expect(late.body.message).toMatch(/ended/);
      expect(
        (
          await s.api('PUT', `/api/liveclasses/${id}`, {
            token: mentor.token,
            body: { title: 'x' },
          })
        ).status,
      ).toBe(409);
      expect(hostGotStart).toBe(false);
      expect(peerSaw).toBe(false);
    });

    it('hides classes from outsiders, and only the host or an admin manage them', async () => {
      const { mentor, batch, students } = await cohort(1);
      const outsider = await cohort(1);
      const cls = (
        await s.api('POST', '/api/liveclasses', { token: mentor.token, body: body(batch, 500) })
      ).body;
      for (const u of [outsider.mentor, outsider.students[0]!]) {
        expect((await s.api('GET', `/api/liveclasses/${cls._id}`, { token: u.token })).status).toBe(
          404,
        );
      }
      expect(
        (
          await s.api('POST', `/api/liveclasses/${cls._id}/join`, {
            token: outsider.students[0]!.token,
          })
        ).status,
      ).toBe(404);
      expect(
        (
          await s.api('POST', `/api/liveclasses/${cls._id}/leave`, {
            token: outsider.students[0]!.token,
          })
        ).status,
      ).toBe(404);
      // A second mentor of the same batch sees it in full but cannot change it.
      const co = await s.user('mentor');
      const extra = await s.user('student');
      await s.api('POST', '/api/batchassignments/assign', {
        token: admin.token,
        body: { mentorId: co.id, studentIds: [extra.id], ...batch },
      });
      const seen = await s.api('GET', `/api/liveclasses/${cls._id}`, { token: co.token });
      expect(seen.body.meetingLink).toBe(cls.meetingLink);
      expect(
        (
          await s.api('PUT', `/api/liveclasses/${cls._id}`, {
            token: co.token,
            body: { title: 'Mine now' },
          })
        ).status,
      ).toBe(403);
      expect(
        (await s.api('DELETE', `/api/liveclasses/${cls._id}`, { token: co.token })).status,
      ).toBe(403);
      const perms = await s.api('GET', '/api/liveclasses/permissions', {
        token: students[0]!.token,
      });
      expect(perms.body).toMatchObject({
        role: 'student',
        canJoin: true,
        canCreate: false,
        canManageAll: false,
      });
      const mperms = await s.api('GET', `/api/liveclasses/permissions?classId=${cls._id}`, {
        token: co.token,
      });
      expect(mperms.body).toMatchObject({
        canStart: false,
        canViewAttendance: true,
        canJoin: false,
      });
      // Rescheduling re-checks overlaps; cancelling removes it.
      const second = (
        await s.api('POST', '/api/liveclasses', { token: mentor.token, body: body(batch, 700) })
      ).body;
      const onto = await s.api('PUT', `/api/liveclasses/${second._id}`, {
        token: mentor.token,
        body: { startTime: at(520) },
      });
      expect(onto.status).toBe(409);
      const moved = await s.api('PUT', `/api/liveclasses/${second._id}`, {
        token: admin.token,
        body: { startTime: at(800), title: 'Moved' },
      });
      expect(moved.body).toMatchObject({ title: 'Moved', startTime: at(800) });
      expect(
        (await s.api('DELETE', `/api/liveclasses/${second._id}`, { token: mentor.token })).status,
      ).toBe(204);
      expect(
        (await s.api('GET', `/api/liveclasses/${second._id}`, { token: mentor.token })).status,
      ).toBe(404);
    });

    it('sends the 15-minute reminder once (restart-safe) and ends forgotten classes', async () => {
      const { mentor, batch, students } = await cohort(1);
      const ctx = s.campus.ctx;
      const cls = (
        await s.api('POST', '/api/liveclasses', {
          token: mentor.token,
          body: body(batch, 40, { title: 'Reminder me' }),
        })
      ).body;
      const soon = (
        await s.api('POST', '/api/liveclasses', {
          token: mentor.token,
          body: body(batch, 10, { title: 'Too soon', durationMinutes: 15 }),
        })
      ).body;
      const sock = s.socket(students[0]!.token);
      await connected(sock);
      const reminders: Array<{ liveClass: { _id: string }; minutesBefore: number }> = [];
      sock.on('live_class_reminder', (e) => reminders.push(e));
      expect((await new LiveClassesService(ctx).tick()).reminded).toBe(0);
      clock += 25 * MIN;
      const got = nextEvent(sock, 'live_class_reminder');
      // Two "instances" (or a restart) ticking at once still send one reminder.
      const [r1, r2] = await Promise.all([
        new LiveClassesService(ctx).tick(),
        new LiveClassesService(ctx).tick(),
      ]);
      expect(r1.reminded + r2.reminded).toBe(1);
      expect(await got).toMatchObject({ liveClass: { _id: cls._id }, minutesBefore: 15 });
      expect((await new LiveClassesService(ctx).tick()).reminded).toBe(0);
      await delivered(s, sock, students[0]!.id);
      expect(reminders.map((r) => r.liveClass._id)).toEqual([cls._id]);
      expect(reminders.some((r) => r.liveClass._id === soon._id)).toBe(false);

      await s.api('POST', `/api/liveclasses/${cls._id}/start`, { token: mentor.token });
      clock += (15 + 60 + 59) * MIN;
      expect((await new LiveClassesService(ctx).tick()).ended).toBe(0);
      clock += MIN;
      const ended = nextEvent(sock, 'live_class_ended');
      expect((await new LiveClassesService(ctx).tick()).ended).toBe(1);
      expect((await ended).liveClass._id).toBe(cls._id);
      expect(
        (await s.api('GET', `/api/liveclasses/${cls._id}`, { token: mentor.token })).body.status,
      ).toBe('ended');
    });

    it('lists today (by time zone), upcoming and the student view; guards the liveclass room', async () => {
      const { mentor, batch, students } = await cohort(1);
      // 06:00 UTC = 11:30 in Kolkata. +13h = 00:30 tomorrow in Kolkata but 19:00 today in UTC.
      const late = (
        await s.api('POST', '/api/liveclasses', {
          token: mentor.token,
          body: body(batch, 13 * 60, { title: 'Late' }),
        })
      ).body;
      const noon = (
        await s.api('POST', '/api/liveclasses', {
          token: mentor.token,
          body: body(batch, 60, { title: 'Noon' }),
        })
      ).body;
      const utc = await s.api('GET', '/api/liveclasses/today', { token: students[0]!.token });
      expect(utc.body.map((c: { _id: string }) => c._id)).toEqual([noon._id, late._id]);
      const ist = await s.api('GET', '/api/liveclasses/today?timezone=Asia/Kolkata', {
        token: students[0]!.token,
      });
      expect(ist.body.map((c: { _id: string }) => c._id)).toEqual([noon._id]);
      expect(
        (
          await s.api('GET', '/api/liveclasses/today?timezone=Nowhere/Land', {
            token: mentor.token,
          })
        ).status,
      ).toBe(400);
      const instructor = await s.user('instructor');
      expect(
        (await s.api('GET', '/api/liveclasses/today', { token: instructor.token })).body,
      ).toEqual([]);
      const up = await s.api('GET', '/api/liveclasses/upcoming?limit=1', { token: mentor.token });
      expect(up.body.map((c: { _id: string }) => c._id)).toEqual([noon._id]);
      const mine = await s.api('GET', '/api/liveclasses/student', { token: students[0]!.token });
      expect(mine.body.map((c: { title: string }) => c.title)).toEqual(['Noon', 'Late']);
      const nobatch = await s.user('student');
      expect(
        (await s.api('GET', '/api/liveclasses/student', { token: nobatch.token })).body,
      ).toEqual([]);
      const profile = await s.api('GET', '/api/users/profile', { token: students[0]!.token });
      expect(profile.body.stats.upcomingClasses).toBe(2);

      const join = (token: string) => {
        const so = s.socket(token);
        return connected(so).then(
          () =>
            new Promise<{ ok: boolean }>((resolve) =>
              so.emit('join_room', { room: `liveclass:${noon._id}` }, resolve),
            ),
        );
      };
      expect(await join(students[0]!.token)).toMatchObject({ ok: true });
      expect(await join(mentor.token)).toMatchObject({ ok: true });
      expect(await join(nobatch.token)).toMatchObject({ ok: false });
    });
  });
}
