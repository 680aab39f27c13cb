// A live class's life: the start and join windows, attendance, leaving and ending with the events
// to the right people, the 15-minute reminder and forgotten classes ended by the sweep.
import { describe, expect, it } from 'vitest';
import {
  connected,
  delivered,
  nextEvent,
  silence,
  testDatabases,
  type TestUser,
} from '../../testing/server';
import { SOCKET_LIMITS } from '../../realtime/socket';
import { liveClassUseCases } from './routes';
import { hold, liveClassesTestbed, lockWaiters, MIN } from './testbed';

for (const db of testDatabases()) {
  describe(`live classes: lifecycle [${db}]`, () => {
    // The server's clock (ctx.now) is ours to move; tokens still use the real clock.
    let clock = Date.parse('2030-03-10T06:00:00Z');
    const { s, admin, cohort, body } = liveClassesTestbed(db, () => clock);

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
      // The host's paged list counts who joined but does not carry the lists.
      const hosted = await s.api('GET', '/api/liveclasses/mentor?status=live', {
        token: mentor.token,
      });
      const item = hosted.body.items.find((c: { _id: string }) => c._id === id);
      expect(item.attendeeCount).toBe(2);
      expect(item).not.toHaveProperty('attendees');
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

    it('a mentor stopped while live ends the class and closes its attendance', async () => {
      const { mentor, students, batch } = await cohort(1);
      const cls = (
        await s.api('POST', '/api/liveclasses', { token: mentor.token, body: body(batch, 10) })
      ).body;
      expect(
        (await s.api('POST', `/api/liveclasses/${cls._id}/start`, { token: mentor.token })).status,
      ).toBe(200);
      expect(
        (await s.api('POST', `/api/liveclasses/${cls._id}/join`, { token: students[0]!.token }))
          .status,
      ).toBe(200);
      clock += 5 * MIN;
      const stop = await s.api('PATCH', `/api/users/${mentor.id}/deactivate`, {
        token: admin.token,
      });
      expect(stop.status).toBe(200);
      const after = (await s.api('GET', `/api/liveclasses/${cls._id}`, { token: admin.token }))
        .body;
      expect(after.status).toBe('ended');
      expect(after.attendees).toEqual([
        expect.objectContaining({ leftAt: new Date(clock).toISOString() }),
      ]);
    });

    // A join reads the class before its transaction; an end committing meanwhile must not leave the
    // student attending an ended class. The test holds the first student's attendance row, so the
    // end waits inside its transaction (class already marked ended, not yet committed) while the
    // second student joins.
    it.runIf(db === 'postgres')(
      'a student joining while the class ends is refused, never left attending an ended class',
      async () => {
        const pool = s.campus.ctx.database.pool!;
        const { mentor, students, batch } = await cohort(2);
        const [a, b] = students as [TestUser, TestUser];
        const cls = (
          await s.api('POST', '/api/liveclasses', { token: mentor.token, body: body(batch, 10) })
        ).body;
        await s.api('POST', `/api/liveclasses/${cls._id}/start`, { token: mentor.token });
        expect(
          (await s.api('POST', `/api/liveclasses/${cls._id}/join`, { token: a.token })).status,
        ).toBe(200);
        const release = await hold(
          pool,
          'select 1 from live_class_attendees where class_id = $1 and student_id = $2 for update',
          [cls._id, a.id],
        );
        let ended, joined;
        try {
          const ending = s.api('POST', `/api/liveclasses/${cls._id}/end`, { token: mentor.token });
          await expect.poll(() => lockWaiters(pool), { timeout: 15_000, interval: 20 }).toBe(1);
          let settled = false;
          const joining = s
            .api('POST', `/api/liveclasses/${cls._id}/join`, { token: b.token })
            .finally(() => (settled = true));
          // The join either finished (it never waited) or waits for the end's lock.
          await expect
            .poll(async () => settled || (await lockWaiters(pool)) === 2, {
              timeout: 15_000,
              interval: 20,
            })
            .toBe(true);
          await release();
          [ended, joined] = await Promise.all([ending, joining]);
        } finally {
          await release();
        }
        expect(ended.status).toBe(200);
        expect(joined.status).toBe(409);
        expect(joined.body.message).toBe('This class has ended.');
        const after = (await s.api('GET', `/api/liveclasses/${cls._id}`, { token: admin.token }))
          .body;
        expect(after.status).toBe('ended');
        expect(after.attendees).toHaveLength(1);
        expect(after.attendees.every((x: { leftAt?: string }) => x.leftAt)).toBe(true);
      },
    );

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
      expect((await liveClassUseCases(ctx).lifecycle.tick()).reminded).toBe(0);
      clock += 25 * MIN;
      const got = nextEvent(sock, 'live_class_reminder');
      // Two "instances" (or a restart) ticking at once still send one reminder.
      const [r1, r2] = await Promise.all([
        liveClassUseCases(ctx).lifecycle.tick(),
        liveClassUseCases(ctx).lifecycle.tick(),
      ]);
      expect(r1.reminded + r2.reminded).toBe(1);
      expect(await got).toMatchObject({
        liveClass: { _id: cls._id },
        minutesBefore: 15,
        // The start it names, stored with the message so the app shows it in the viewer's zone.
        notification: { data: { at: cls.startTime, zone: cls.timezone } },
      });
      expect((await liveClassUseCases(ctx).lifecycle.tick()).reminded).toBe(0);
      await delivered(s, sock, students[0]!.id);
      expect(reminders.map((r) => r.liveClass._id)).toEqual([cls._id]);
      expect(reminders.some((r) => r.liveClass._id === soon._id)).toBe(false);

      await s.api('POST', `/api/liveclasses/${cls._id}/start`, { token: mentor.token });
      clock += (15 + 60 + 59) * MIN;
      expect((await liveClassUseCases(ctx).lifecycle.tick()).ended).toBe(0);
      clock += MIN;
      const ended = nextEvent(sock, 'live_class_ended');
      expect((await liveClassUseCases(ctx).lifecycle.tick()).ended).toBe(1);
      expect((await ended).liveClass._id).toBe(cls._id);
      expect(
        (await s.api('GET', `/api/liveclasses/${cls._id}`, { token: mentor.token })).body.status,
      ).toBe('ended');
    });
    it('a class live across local midnight is still among today’s classes', async () => {
      // Bogotá is UTC−5 all year: 04:50 UTC is 23:50 the day before there.
      clock = Date.parse('2030-03-11T04:40:00Z');
      const { mentor, students, batch } = await cohort(1);
      const cls = (
        await s.api('POST', '/api/liveclasses', {
          token: mentor.token,
          body: body(batch, 15, { title: 'Across midnight' }),
        })
      ).body;
      clock += 10 * MIN; // 23:50 in Bogotá: the host may start it
      expect(
        (await s.api('POST', `/api/liveclasses/${cls._id}/start`, { token: mentor.token })).body
          .status,
      ).toBe('live');
      const today = async () =>
        (
          await s.api('GET', '/api/liveclasses/today?timezone=America/Bogota', {
            token: students[0]!.token,
          })
        ).body.map((c: { title: string }) => c.title);
      expect(await today()).toEqual(['Across midnight']);
      clock += 20 * MIN; // 00:10 the next day in Bogotá: it started "yesterday", and is live now
      expect(await today()).toEqual(['Across midnight']);
    });

    it('"here now" clears when a student has no Campus socket left: a reload within the grace keeps them', async () => {
      const grace = SOCKET_LIMITS.presenceGraceMs;
      SOCKET_LIMITS.presenceGraceMs = 200;
      try {
        const { mentor, students, batch } = await cohort(2);
        const [a, b] = students as [TestUser, TestUser];
        const id = (
          await s.api('POST', '/api/liveclasses', { token: mentor.token, body: body(batch, 30) })
        ).body._id;
        clock += 25 * MIN;
        await s.api('POST', `/api/liveclasses/${id}/start`, { token: mentor.token });
        const msock = s.socket(mentor.token);
        const first = s.socket(a.token);
        const other = s.socket(b.token);
        await Promise.all([connected(msock), connected(first), connected(other)]);
        for (const u of [a, b])
          expect(
            (await s.api('POST', `/api/liveclasses/${id}/join`, { token: u.token })).status,
          ).toBe(200);
        const attendees = async () =>
          (await s.api('GET', `/api/liveclasses/${id}`, { token: mentor.token })).body
            .attendees as {
            student: { _id: string };
            leftAt?: string;
          }[];
        const here = async () =>
          (await attendees())
            .filter((x) => !x.leftAt)
            .map((x) => x.student._id)
            .sort();

        // A reload: the old socket closes, a new one connects within the grace — still here.
        const second = s.socket(a.token);
        await connected(second);
        first.disconnect();
        await new Promise((r) => setTimeout(r, 600));
        expect(await here()).toEqual([a.id, b.id].sort());

        // Gone for good: after the grace the attendance closes at the server's time, the host hears.
        clock += MIN;
        const left = nextEvent(msock, 'student_left_class');
        second.disconnect();
        expect((await left).student).toMatchObject({ _id: a.id });
        expect(await here()).toEqual([b.id]);
        const closed = (await attendees()).find((x) => x.student._id === a.id);
        expect(closed?.leftAt).toBe(new Date(clock).toISOString());
        for (const sock of [msock, other]) sock.disconnect();
      } finally {
        SOCKET_LIMITS.presenceGraceMs = grace;
      }
    });
  });
}
