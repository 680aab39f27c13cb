// Live classes: scheduling for a mentored batch (by a mentor or an admin), who sees and manages a
// class, and the lists (today by time zone, upcoming, the student view) with the class room guard.
import { formatDateTime } from '@campus/time';
import { describe, expect, it } from 'vitest';
import { connected, nextEvent, testDatabases } from '../../testing/server';
import { liveClassesTestbed, MIN } from './testbed';

for (const db of testDatabases()) {
  describe(`live classes [${db}]`, () => {
    // The server's clock (ctx.now); tokens use the real clock.
    const clock = Date.parse('2030-03-10T06:00:00Z');
    const { s, admin, cohort, at, body } = liveClassesTestbed(db, () => clock);

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
        notification: { type: 'live_class', event: 'live_class_created' },
        liveClass: { _id: res.body._id, status: 'scheduled' },
      });
      expect(ev.notification._id).toBeTypeOf('string');
      const bell = await s.api('GET', '/api/notifications', { token: students[1]!.token });
      expect(bell.body.items[0]).toMatchObject({ type: 'live_class', event: 'live_class_created' });
      // The time the message writes, stored with it so the app shows it in the viewer's zone.
      const written = formatDateTime(res.body.startTime, { timeZone: 'Asia/Kolkata' });
      expect(bell.body.items[0].data).toMatchObject({
        message: `New live class: ${res.body.title} on ${written}`,
        at: res.body.startTime,
        zone: 'Asia/Kolkata',
      });
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
      const past = await s.api('POST', '/api/liveclasses', {
        token: mentor.token,
        body: body(batch, -5),
      });
      expect(past.status).toBe(400);
      // Plain words, not the field's name ("startTime must be in the future").
      expect(past.body.errors[0].msg).toBe('Start time must be in the future');
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
      expect(hosted.body.items.map((c: { _id: string }) => c._id)).toContain(res.body._id);
      const all = await s.api('GET', `/api/liveclasses?hostId=${mentor.id}`, {
        token: admin.token,
      });
      expect(all.body.items).toHaveLength(1);
      expect(all.body.nextCursor).toBeNull();
      expect((await s.api('GET', '/api/liveclasses', { token: mentor.token })).status).toBe(403);
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
