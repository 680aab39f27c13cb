// The cohort calendar's events over real HTTP: who sees what in a window (each role, an admin's
// picks), and the window's limit in plain words.
import { describe, expect, it } from 'vitest';
import { testDatabases } from '../../testing/server';
import { calendarTestbed, DAY, MIN } from './calendar-testbed';

for (const db of testDatabases()) {
  describe(`calendar: events [${db}]`, () => {
    // The server's clock: Friday 2030-03-08, two days before New York moves its clocks forward
    // (2030-03-10) and three weeks before Berlin does (2030-03-31).
    const clock = Date.parse('2030-03-08T06:00:00Z');
    const { s, admin, cohort, body, iso, week, events } = calendarTestbed(db, () => clock);

    it('shows a student their batch’s classes, their bookings and due dates, and nothing of another batch', async () => {
      const { mentor, students, batch } = await cohort(2);
      const other = await cohort(1);
      const mine = await s.api('POST', '/api/liveclasses', {
        token: mentor.token,
        body: body(batch, 120),
      });
      const theirs = await s.api('POST', '/api/liveclasses', {
        token: other.mentor.token,
        body: body(other.batch, 180, { title: 'Another batch' }),
      });
      expect([mine.status, theirs.status]).toEqual([201, 201]);
      const task = await s.api('POST', '/api/tasks', {
        token: mentor.token,
        body: {
          title: 'Build a to-do app',
          dueDate: iso(clock + 2 * DAY),
          timezone: 'Asia/Kolkata',
          studentIds: [students[0]!.id],
        },
      });
      expect(task.status).toBe(201);
      expect(
        (
          await s.api('PUT', '/api/bookings/availability', {
            token: mentor.token,
            body: {
              timezone: 'Europe/Berlin',
              weeklyHours: [1, 2, 3, 4, 5].map((weekday) => ({
                weekday,
                start: '09:00',
                end: '17:00',
              })),
              daysOff: ['2030-03-12'],
              bufferMinutes: 0,
            },
          })
        ).status,
      ).toBe(200);
      // Monday 2030-03-11 10:00 in Berlin (CET) is 09:00 UTC.
      const request = await s.api('POST', '/api/bookings/one-to-one', {
        token: students[0]!.token,
        body: {
          mentorId: mentor.id,
          topic: 'Help with React hooks',
          startTime: '2030-03-11T09:00:00.000Z',
          durationMinutes: 30,
          timezone: 'Asia/Kolkata',
        },
      });
      expect(request.status).toBe(201);

      const first = await events(students[0]!.token);
      expect(first.map((e) => e.id).sort()).toEqual(
        [
          `live_class-${mine.body._id}`,
          `one_to_one-${request.body._id}`,
          `task_due-${task.body._id}`,
        ].sort(),
      );
      expect(first.find((e) => e.kind === 'live_class')).toMatchObject({
        title: 'System design: caching',
        startTime: mine.body.startTime,
        timezone: 'Asia/Kolkata',
        status: 'confirmed',
        background: false,
        path: '/live-class',
      });
      expect(first.find((e) => e.kind === 'one_to_one')).toMatchObject({
        status: 'tentative',
        path: '/mentor-sync',
      });
      expect(first.find((e) => e.kind === 'task_due')).toMatchObject({
        path: `/student-dashboard/tasks/${task.body._id}`,
        startTime: iso(clock + 2 * DAY),
        endTime: iso(clock + 2 * DAY),
      });
      // The other student of the batch: the class, not the first one's request or task.
      expect((await events(students[1]!.token)).map((e) => e.id)).toEqual([
        `live_class-${mine.body._id}`,
      ]);
      // The other batch's student never sees this batch's class, nor this one theirs.
      expect((await events(other.students[0]!.token)).map((e) => e.id)).toEqual([
        `live_class-${theirs.body._id}`,
      ]);

      // The mentor: the class they host, the request (tentative), the task they set, their
      // hours shaded and the day off as an all-day background item.
      const m = await events(mentor.token);
      expect(
        m
          .filter((e) => !e.background)
          .map((e) => e.id)
          .sort(),
      ).toEqual(
        [
          `live_class-${mine.body._id}`,
          `one_to_one-${request.body._id}`,
          `task_due-${task.body._id}`,
        ].sort(),
      );
      const hours = m.filter((e) => e.kind === 'availability');
      // Weekdays whose hours fall in the window (Thu 7th 06:00 UTC – Fri 15th 06:00 UTC), but
      // the day off: 7, 8, 11, 13, 14.
      expect(hours).toHaveLength(5);
      expect(hours.every((h) => h.background && h.timezone === 'Europe/Berlin')).toBe(true);
      expect(hours.map((h) => h.startTime)).toContain('2030-03-11T08:00:00.000Z');
      expect(m.filter((e) => e.kind === 'day_off')).toEqual([
        expect.objectContaining({
          allDay: true,
          date: '2030-03-12',
          background: true,
          startTime: '2030-03-11T23:00:00.000Z',
          endTime: '2030-03-12T23:00:00.000Z',
        }),
      ]);

      // An instructor hosts and owns nothing scheduled.
      const instructor = await s.user('instructor');
      expect(await events(instructor.token)).toEqual([]);

      // An admin picks a batch or a mentor; nobody else may.
      const byBatch = await events(
        admin.token,
        `${week()}&monthYear=${batch.monthYear}&domain=${batch.domain}`,
      );
      expect(byBatch.map((e) => e.id)).toEqual([`live_class-${mine.body._id}`]);
      const byMentor = await events(admin.token, `${week()}&mentorId=${mentor.id}`);
      expect(byMentor.map((e) => e.id)).toEqual(m.map((e) => e.id));
      expect(byMentor.find((e) => e.kind === 'one_to_one')?.path).toBe('/admin');
      const picked = await s.api(
        'GET',
        `/api/calendar/events?${week()}&monthYear=${other.batch.monthYear}&domain=${other.batch.domain}`,
        { token: students[0]!.token },
      );
      expect(picked.status).toBe(403);
      const notMentor = await s.api(
        'GET',
        `/api/calendar/events?${week()}&mentorId=${students[0]!.id}`,
        { token: admin.token },
      );
      expect(notMentor.status).toBe(404);
    });

    it('lets only an admin pick a batch or a mentor: 403 in plain words for every other role, even for their own', async () => {
      const { mentor, students, batch } = await cohort(1);
      const instructor = await s.user('instructor');
      const ownBatch = `monthYear=${batch.monthYear}&domain=${batch.domain}`;
      for (const [who, token, pick] of [
        ['student, own batch', students[0]!.token, ownBatch],
        ['student, own mentor', students[0]!.token, `mentorId=${mentor.id}`],
        ['mentor, own batch', mentor.token, ownBatch],
        ['mentor, themself', mentor.token, `mentorId=${mentor.id}`],
        ['instructor, a batch', instructor.token, ownBatch],
        ['instructor, a mentor', instructor.token, `mentorId=${mentor.id}`],
      ] as const) {
        const res = await s.api('GET', `/api/calendar/events?${week()}&${pick}`, { token });
        expect(res.status, who).toBe(403);
        expect(res.body.message, who).toBe(
          'Only an admin can look at the calendar of a batch or of a mentor.',
        );
      }
      // An admin names one pick, whole.
      const both = await s.api(
        'GET',
        `/api/calendar/events?${week()}&${ownBatch}&mentorId=${mentor.id}`,
        { token: admin.token },
      );
      expect(both.status).toBe(400);
      const half = await s.api('GET', `/api/calendar/events?${week()}&domain=${batch.domain}`, {
        token: admin.token,
      });
      expect(half.status).toBe(400);
      expect(JSON.stringify(half.body)).toContain('A batch is named by both monthYear and domain.');
    });

    it('refuses a window longer than 62 days, or backwards, in plain words', async () => {
      const student = await s.user('student');
      const long = await s.api(
        'GET',
        `/api/calendar/events?from=${iso(clock)}&to=${iso(clock + 62 * DAY + MIN)}`,
        { token: student.token },
      );
      expect(long.status).toBe(400);
      expect(long.body.errors).toEqual([
        { path: 'to', msg: 'The window may span at most 62 days. Ask for a shorter range.' },
      ]);
      const ok = await s.api(
        'GET',
        `/api/calendar/events?from=${iso(clock)}&to=${iso(clock + 62 * DAY)}`,
        { token: student.token },
      );
      expect(ok.status).toBe(200);
      const backwards = await s.api(
        'GET',
        `/api/calendar/events?from=${iso(clock)}&to=${iso(clock)}`,
        { token: student.token },
      );
      expect(backwards.status).toBe(400);
      const missing = await s.api('GET', `/api/calendar/events?from=${iso(clock)}`, {
        token: student.token,
      });
      expect(missing.status).toBe(400);
    });
  });
}
