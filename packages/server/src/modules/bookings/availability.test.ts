// Mentor availability end to end on the server (spec §7 "Bookings"), on a clock the suite
// holds still: a London mentor publishes Mon–Fri 10:00–13:00, a Kolkata student is offered
// 15:30–18:30 IST in winter and an hour earlier once London is on summer time; a live class the mentor
// hosts (with the buffer), a pending request and a day off take their slots; requests outside the
// hours or on taken time are refused in words; the answer reaches the student live with its reason;
// a new day off declines the requests already made for it.
import { formatDateTime } from '@campus/time';
import { describe, expect, it } from 'vitest';
import { liveClasses } from '../../db/schema/index';
import {
  connected,
  delivered,
  nextEvent,
  testDatabases,
  useServer,
  type TestUser,
} from '../../testing/server';

const NOW = Date.parse('2030-01-06T12:00:00Z'); // a Sunday
const week = { from: '2030-01-07T00:00:00.000Z', to: '2030-01-12T00:00:00.000Z' };
const ist = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Asia/Kolkata',
    hour: '2-digit',
    minute: '2-digit',
  }).format(Date.parse(iso));
const londonHours = (extra: Record<string, unknown> = {}) => ({
  timezone: 'Europe/London',
  weeklyHours: [1, 2, 3, 4, 5].map((weekday) => ({ weekday, start: '10:00', end: '13:00' })),
  daysOff: [],
  bufferMinutes: 0,
  ...extra,
});

for (const db of testDatabases()) {
  describe(`mentor availability [${db}]`, () => {
    const s = useServer(db, { now: () => new Date(NOW) });

    const publish = (mentor: TestUser, body: Record<string, unknown>) =>
      s.api('PUT', '/api/bookings/availability', { token: mentor.token, body });
    const slots = async (viewer: TestUser, mentor: TestUser, w = week) => {
      const res = await s.api(
        'GET',
        `/api/bookings/mentor/${mentor.id}/slots?from=${w.from}&to=${w.to}`,
        { token: viewer.token },
      );
      expect(res.status).toBe(200);
      return res.body as { timezone: string; published: boolean; slots: { startTime: string }[] };
    };
    const request = (stu: TestUser, mentor: TestUser, startTime: string) =>
      s.api('POST', '/api/bookings/one-to-one', {
        token: stu.token,
        body: {
          mentorId: mentor.id,
          topic: 'Hooks',
          startTime,
          durationMinutes: 30,
          timezone: 'Asia/Kolkata',
        },
      });

    it('publishes hours in the mentor’s zone; a Kolkata student gets 15:30–18:30 IST in winter', async () => {
      const mentor = await s.user('mentor');
      const stu = await s.user('student');
      expect(
        (await s.api('GET', '/api/bookings/availability', { token: mentor.token })).body,
      ).toMatchObject({ published: false, weeklyHours: [] });
      const put = await publish(mentor, londonHours());
      expect(put.status).toBe(200);
      expect(put.body).toMatchObject({ published: true, timezone: 'Europe/London' });
      expect(put.body.weeklyHours).toHaveLength(5);

      const got = await slots(stu, mentor);
      expect(got.timezone).toBe('Europe/London');
      expect(got.slots).toHaveLength(5 * 6);
      const times = [...new Set(got.slots.map((x) => ist(x.startTime)))];
      expect(times).toEqual(['15:30', '16:00', '16:30', '17:00', '17:30', '18:00']);
      expect(got.slots[0]!.startTime).toBe('2030-01-07T10:00:00.000Z');

      // Students and a bad zone or range are refused; so is overlap within a day.
      expect((await publish(stu as TestUser, londonHours())).status).toBe(403);
      expect((await publish(mentor, londonHours({ timezone: 'Mars/Olympus' }))).status).toBe(400);
      const backwards = londonHours({
        weeklyHours: [{ weekday: 1, start: '13:00', end: '10:00' }],
      });
      expect((await publish(mentor, backwards)).status).toBe(400);
      const overlapping = londonHours({
        weeklyHours: [
          { weekday: 1, start: '10:00', end: '12:00' },
          { weekday: 1, start: '11:00', end: '13:00' },
        ],
      });
      expect((await publish(mentor, overlapping)).status).toBe(400);
    });

    it('is right in the week London changes to summer time', async () => {
      const mentor = await s.user('mentor');
      const stu = await s.user('student');
      await publish(mentor, londonHours());
      const got = await slots(stu, mentor, {
        from: '2030-03-29T00:00:00.000Z',
        to: '2030-04-02T00:00:00.000Z',
      });
      const firsts = got.slots
        .filter((x) => x.startTime.endsWith(':00:00.000Z'))
        .map((x) => x.startTime);
      expect(got.slots.map((x) => `${x.startTime.slice(0, 10)} ${ist(x.startTime)}`)).toContain(
        '2030-03-29 15:30',
      );
      expect(got.slots.map((x) => `${x.startTime.slice(0, 10)} ${ist(x.startTime)}`)).toContain(
        '2030-04-01 14:30',
      );
      expect(firsts[0]).toBe('2030-03-29T10:00:00.000Z');
      expect(got.slots.find((x) => x.startTime.startsWith('2030-04-01'))?.startTime).toBe(
        '2030-04-01T09:00:00.000Z',
      );
    });

    it('takes out a live class the mentor hosts (with the buffer), a pending request and a day off', async () => {
      const mentor = await s.user('mentor');
      const [a, b] = [await s.user('student'), await s.user('student')];
      await publish(mentor, londonHours({ daysOff: ['2030-01-10'] }));
      await s.campus.ctx.db.insert(liveClasses).values({
        title: 'System design',
        monthYear: '2030-01',
        domain: 'web',
        startTime: new Date('2030-01-08T10:30:00Z'),
        durationMinutes: 60,
        timezone: 'Europe/London',
        meetingLink: 'https://meet.example.com/x',
        hostId: mentor.id,
      });
      const tuesday = async () =>
        (await slots(b, mentor)).slots
          .filter((x) => x.startTime.startsWith('2030-01-08'))
          .map((x) => ist(x.startTime));
      // 16:00–17:00 IST is the class; 15:30 ends as it starts, 17:00 starts as it ends.
      expect(await tuesday()).toEqual(['15:30', '17:00', '17:30', '18:00']);

      // A request on the class is refused in words; one outside the hours too.
      const onClass = await request(a, mentor, '2030-01-08T11:00:00.000Z');
      expect(onClass.status).toBe(409);
      expect(onClass.body.message).toMatch(/is not free at this time/);
      const early = await request(a, mentor, '2030-01-07T09:00:00.000Z');
      expect(early.status).toBe(409);
      expect(early.body.message).toMatch(/outside .*hours/);
      const dayOff = await request(a, mentor, '2030-01-10T10:00:00.000Z');
      expect(dayOff.status).toBe(409);

      // A pending request takes its slot from every student.
      expect((await request(a, mentor, '2030-01-09T11:00:00.000Z')).status).toBe(201);
      const wednesday = (await slots(b, mentor)).slots
        .filter((x) => x.startTime.startsWith('2030-01-09'))
        .map((x) => ist(x.startTime));
      expect(wednesday).toEqual(['15:30', '16:00', '17:00', '17:30', '18:00']);
      expect((await slots(b, mentor)).slots.some((x) => x.startTime.startsWith('2030-01-10'))).toBe(
        false,
      );

      // A 30-minute buffer keeps the half hour on each side of the class free as well.
      await publish(mentor, londonHours({ daysOff: ['2030-01-10'], bufferMinutes: 30 }));
      expect(await tuesday()).toEqual(['17:30', '18:00']);
    });

    it("refuses a request on the mentor's accepted session, with the buffer around it", async () => {
      const mentor = await s.user('mentor');
      const [a, b] = [await s.user('student'), await s.user('student')];
      await publish(mentor, londonHours({ bufferMinutes: 30 }));
      // b's request for Tuesday 10:00–10:30 London, accepted.
      const asked = await request(b, mentor, '2030-01-08T10:00:00.000Z');
      expect(asked.status).toBe(201);
      const accepted = await s.api('POST', `/api/bookings/one-to-one/${asked.body._id}/respond`, {
        token: mentor.token,
        body: { decision: 'accept', meetingLink: 'https://meet.example.com/x' },
      });
      expect(accepted.status).toBe(200);
      // On it, and in the half hour kept free after it: one calendar check, in words.
      for (const startTime of ['2030-01-08T10:00:00.000Z', '2030-01-08T10:30:00.000Z']) {
        const res = await request(a, mentor, startTime);
        expect(res.status, startTime).toBe(409);
        expect(res.body.message).toMatch(/is not free at this time/);
      }
      expect((await request(a, mentor, '2030-01-08T11:00:00.000Z')).status).toBe(201);
    });

    it('a mentor who published no hours offers nothing and takes no request', async () => {
      const mentor = await s.user('mentor');
      const stu = await s.user('student');
      const got = await slots(stu, mentor);
      expect(got).toMatchObject({ published: false, slots: [] });
      const res = await request(stu, mentor, '2030-01-07T10:00:00.000Z');
      expect(res.status).toBe(409);
      expect(res.body.message).toMatch(/has not published any hours/);
    });

    it('sends the request to the mentor and the decline, with its reason, to the student, live', async () => {
      const mentor = await s.user('mentor');
      const stu = await s.user('student');
      await publish(mentor, londonHours());
      const ms = s.socket(mentor.token);
      const ss = s.socket(stu.token);
      try {
        await Promise.all([connected(ms), connected(ss)]);
        await Promise.all([delivered(s, ms, mentor.id), delivered(s, ss, stu.id)]);

        const asked = nextEvent(ms, 'booking_requested');
        const req = await request(stu, mentor, '2030-01-07T10:30:00.000Z');
        expect(req.status).toBe(201);
        const got = await asked;
        expect(got.booking).toMatchObject({ _id: req.body._id, status: 'pending' });
        expect(got.by._id).toBe(stu.id);
        expect(got.notification).toMatchObject({ event: 'booking_requested', type: 'other' });
        expect(got.notification.data.message).toContain('asks for a session: “Hooks”');
        // The time it names, in the mentor's published zone, stored with it (the app re-zones it).
        expect(got.notification.data).toMatchObject({
          at: '2030-01-07T10:30:00.000Z',
          zone: 'Europe/London',
        });
        expect(got.notification.data.message).toContain(
          formatDateTime('2030-01-07T10:30:00.000Z', { timeZone: 'Europe/London' }),
        );

        const answer = nextEvent(ss, 'booking_declined');
        const res = await s.api('POST', `/api/bookings/one-to-one/${req.body._id}/respond`, {
          token: mentor.token,
          body: { decision: 'decline', note: 'I am travelling that day.' },
        });
        expect(res.status).toBe(200);
        const declined = await answer;
        expect(declined.booking).toMatchObject({
          status: 'declined',
          note: 'I am travelling that day.',
        });
        expect(declined.notification.data).toMatchObject({
          message: expect.stringContaining('declined “Hooks”: I am travelling that day.'),
          link: '/mentor-sync',
        });
        // Stored for the bell, too.
        const bell = await s.api('GET', '/api/notifications', { token: stu.token });
        expect(bell.body.items[0]).toMatchObject({ event: 'booking_declined' });

        // A cancellation reaches the other side.
        const again = await request(stu, mentor, '2030-01-07T11:30:00.000Z');
        const cancelled = nextEvent(ms, 'booking_cancelled');
        await s.api('POST', `/api/bookings/one-to-one/${again.body._id}/cancel`, {
          token: stu.token,
          body: { reason: 'Solved it myself' },
        });
        expect((await cancelled).booking).toMatchObject({
          status: 'cancelled',
          cancelReason: 'Solved it myself',
        });
      } finally {
        ms.close();
        ss.close();
      }
    });

    it('a new day off declines the pending requests that start on it, and tells their students', async () => {
      const mentor = await s.user('mentor');
      const stu = await s.user('student');
      await publish(mentor, londonHours());
      const monday = await request(stu, mentor, '2030-01-07T10:30:00.000Z');
      const tuesday = await request(stu, mentor, '2030-01-08T10:30:00.000Z');
      expect([monday.status, tuesday.status]).toEqual([201, 201]);
      const ss = s.socket(stu.token);
      try {
        await connected(ss);
        await delivered(s, ss, stu.id);
        const told = nextEvent(ss, 'booking_declined');
        const put = await publish(mentor, londonHours({ daysOff: ['2030-01-07'] }));
        expect(put.status).toBe(200);
        expect(put.body).toMatchObject({ daysOff: ['2030-01-07'], declinedRequests: 1 });
        const got = await told;
        expect(got.booking).toMatchObject({
          _id: monday.body._id,
          status: 'declined',
          note: 'Your mentor is away that day.',
        });
        expect(got.notification.data.message).toContain(
          'declined “Hooks”: Your mentor is away that day.',
        );
      } finally {
        ss.close();
      }
      const mine = await s.api('GET', '/api/bookings/mentor?status=pending', {
        token: mentor.token,
      });
      expect(mine.status).toBe(200);
      expect(mine.body.items.map((b: { _id: string }) => b._id)).toEqual([tuesday.body._id]);
      // Saving the same day off again declines nothing more.
      const again = await publish(mentor, londonHours({ daysOff: ['2030-01-07'] }));
      expect(again.body.declinedRequests).toBe(0);
    });
  });
}
