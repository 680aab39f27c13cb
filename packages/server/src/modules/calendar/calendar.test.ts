// The cohort calendar over real HTTP: who sees what in a window (each role, an admin's picks), the
// window's limit in words, the feed's create / reset / revoke, and the feed's iCalendar read back
// by two independent parsers (ical.js and node-ical): a VTIMEZONE for every TZID, the same instants
// as the page across daylight-saving changes, a moved class keeping its UID with a higher SEQUENCE,
// a cancelled class STATUS:CANCELLED.
import ICAL from 'ical.js';
import nodeIcal from 'node-ical';
import { beforeAll, describe, expect, it } from 'vitest';
import { testDatabases, useServer, type DbKind, type TestUser } from '../../testing/server';

const MIN = 60_000;
const DAY = 24 * 60 * MIN;
let n = 0;

/** A server on a clock the suite owns, an admin, and fresh batches with a mentor and students. */
function calendarTestbed(db: DbKind, now: () => number) {
  const s = useServer(db, { now: () => new Date(now()) });
  const admin = {} as TestUser;
  beforeAll(async () => {
    Object.assign(admin, await s.user('admin'));
  });
  async function cohort(size: number) {
    const mentor = await s.user('mentor');
    const students: TestUser[] = [];
    for (let i = 0; i < size; i++) students.push(await s.user('student'));
    const batch = { monthYear: '2030-03', domain: `cal${n++}` };
    const res = await s.api('POST', '/api/batchassignments/assign', {
      token: admin.token,
      body: { mentorId: mentor.id, studentIds: students.map((x) => x.id), ...batch },
    });
    expect(res.status).toBe(200);
    return { mentor, students, batch };
  }
  /** A class of `batch` starting `startIn` minutes from the clock. */
  const body = (
    batch: { monthYear: string; domain: string },
    startIn: number,
    extra: Record<string, unknown> = {},
  ) => ({
    title: 'System design: caching',
    batch,
    startTime: new Date(now() + startIn * MIN).toISOString(),
    durationMinutes: 60,
    timezone: 'Asia/Kolkata',
    meetingLink: 'https://meet.example.com/abc-defg-hij',
    ...extra,
  });
  return { s, admin, cohort, body };
}

interface Parsed {
  uid: string;
  sequence: number;
  status: string;
  start: number;
  tzid: string | null;
}

/** The feed's events and VTIMEZONE ids as ical.js reads them. */
function withIcalJs(text: string) {
  const cal = new ICAL.Component(ICAL.parse(text));
  const zones = cal.getAllSubcomponents('vtimezone');
  for (const z of zones) ICAL.TimezoneService.register(z);
  const events: Parsed[] = cal.getAllSubcomponents('vevent').map((v) => {
    const e = new ICAL.Event(v);
    return {
      uid: e.uid,
      sequence: e.sequence,
      status: String(v.getFirstPropertyValue('status')),
      start: e.startDate.toJSDate().getTime(),
      tzid: v.getFirstProperty('dtstart')?.getParameter('tzid')?.toString() ?? null,
    };
  });
  return { events, zones: zones.map((z) => String(z.getFirstPropertyValue('tzid'))) };
}

/** The feed's events as node-ical reads them. */
function withNodeIcal(text: string) {
  const out = new Map<string, { start: number; status?: string; sequence: number }>();
  for (const item of Object.values(nodeIcal.sync.parseICS(text))) {
    if (item?.type !== 'VEVENT') continue;
    out.set(item.uid, {
      start: new Date(item.start).getTime(),
      status: item.status,
      sequence: Number(item.sequence),
    });
  }
  return out;
}

for (const db of testDatabases()) {
  describe(`calendar [${db}]`, () => {
    // The server's clock: Friday 2030-03-08, two days before New York moves its clocks forward
    // (2030-03-10) and three weeks before Berlin does (2030-03-31).
    let clock = Date.parse('2030-03-08T06:00:00Z');
    const { s, admin, cohort, body } = calendarTestbed(db, () => clock);
    const iso = (t: number) => new Date(t).toISOString();
    const week = () => `from=${iso(clock - DAY)}&to=${iso(clock + 7 * DAY)}`;
    const events = async (token: string, query = week()) => {
      const res = await s.api('GET', `/api/calendar/events?${query}`, { token });
      expect(res.status).toBe(200);
      return res.body.events as {
        id: string;
        kind: string;
        status: string;
        [k: string]: unknown;
      }[];
    };

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

    it('makes, resets and revokes a feed: the old URL answers 404 at once', async () => {
      const student = await s.user('student');
      expect((await s.api('GET', '/api/calendar/feed', { token: student.token })).body).toEqual({
        active: false,
      });
      const made = await s.api('POST', '/api/calendar/feed', { token: student.token });
      expect(made.status).toBe(201);
      expect(made.body.https).toMatch(
        /^http:\/\/campus\.test\/api\/calendar\/feed\/[A-Za-z0-9_-]{43}\.ics$/,
      );
      expect(made.body.webcal).toBe(made.body.https.replace(/^http:/, 'webcal:'));
      const path = (url: string) => new URL(url).pathname;
      const first = await s.api('GET', path(made.body.https));
      expect(first.status).toBe(200);
      expect(first.headers.get('content-type')).toMatch(/^text\/calendar/);
      expect(first.body).toMatch(/^BEGIN:VCALENDAR/);
      // The secret is shown once: the status names no URL.
      const status = await s.api('GET', '/api/calendar/feed', { token: student.token });
      expect(status.body).toEqual({ active: true, createdAt: made.body.createdAt });

      const reset = await s.api('POST', '/api/calendar/feed', { token: student.token });
      expect(reset.body.https).not.toBe(made.body.https);
      expect((await s.api('GET', path(made.body.https))).status).toBe(404);
      expect((await s.api('GET', path(reset.body.https))).status).toBe(200);

      expect((await s.api('DELETE', '/api/calendar/feed', { token: student.token })).status).toBe(
        204,
      );
      expect((await s.api('GET', path(reset.body.https))).status).toBe(404);
      expect((await s.api('GET', '/api/calendar/feed', { token: student.token })).body).toEqual({
        active: false,
      });

      // A deactivated account's feed stops too.
      const again = await s.api('POST', '/api/calendar/feed', { token: student.token });
      expect((await s.api('GET', path(again.body.https))).status).toBe(200);
      const off = await s.api('PATCH', `/api/users/${student.id}/deactivate`, {
        token: admin.token,
      });
      expect(off.status).toBe(200);
      const gone = await s.api('GET', path(again.body.https));
      expect(gone.status).toBe(404);
      expect(gone.body.message).toBe(
        'This calendar link is no longer valid. Make a new one in Campus.',
      );
      // A made-up secret of the right shape is unknown; one of another shape is refused.
      expect((await s.api('GET', `/api/calendar/feed/${'A'.repeat(43)}.ics`)).status).toBe(404);
      expect((await s.api('GET', '/api/calendar/feed/short.ics')).status).toBe(400);
    });

    it('writes a feed two parsers read alike: zones, the same instants, a move updates, a cancel says so', async () => {
      const { mentor, students, batch } = await cohort(1);
      const student = students[0]!;
      // New York after its change (EDT), Berlin after its change (CEST), and Kolkata (no changes).
      const ny = await s.api('POST', '/api/liveclasses', {
        token: mentor.token,
        body: body(batch, 0, {
          title: 'New York',
          startTime: '2030-03-11T14:00:00.000Z',
          timezone: 'America/New_York',
        }),
      });
      const berlin = await s.api('POST', '/api/liveclasses', {
        token: mentor.token,
        body: body(batch, 0, {
          title: 'Berlin',
          startTime: '2030-04-01T08:00:00.000Z',
          timezone: 'Europe/Berlin',
        }),
      });
      const kolkata = await s.api('POST', '/api/liveclasses', {
        token: mentor.token,
        body: body(batch, 0, { title: 'Kolkata', startTime: '2030-03-12T05:30:00.000Z' }),
      });
      expect([ny.status, berlin.status, kolkata.status]).toEqual([201, 201, 201]);
      const feed = await s.api('POST', '/api/calendar/feed', { token: student.token });
      const feedPath = new URL(feed.body.https).pathname;
      const read = async () => {
        const res = await s.api('GET', feedPath);
        expect(res.status).toBe(200);
        return res.body as string;
      };

      const before = await read();
      const a = withIcalJs(before);
      expect(a.zones.sort()).toEqual(['America/New_York', 'Asia/Kolkata', 'Europe/Berlin']);
      for (const e of a.events) expect(a.zones).toContain(e.tzid);
      // Wall times in each zone: 10:00 EDT, 10:00 CEST, 11:00 IST.
      expect(before).toContain('DTSTART;TZID=America/New_York:20300311T100000');
      expect(before).toContain('DTSTART;TZID=Europe/Berlin:20300401T100000');
      expect(before).toContain('DTSTART;TZID=Asia/Kolkata:20300312T110000');
      const b = withNodeIcal(before);
      for (const [cls, title] of [
        [ny, 'New York'],
        [berlin, 'Berlin'],
        [kolkata, 'Kolkata'],
      ] as const) {
        const uid = `live_class-${cls.body._id}@campus`;
        const at = Date.parse(cls.body.startTime);
        expect(a.events.find((e) => e.uid === uid)?.start, title).toBe(at);
        expect(b.get(uid)?.start, title).toBe(at);
      }

      // Moved a day later: the same UID, a higher SEQUENCE, the new time.
      const nyUid = `live_class-${ny.body._id}@campus`;
      const seqBefore = a.events.find((e) => e.uid === nyUid)!.sequence;
      clock += 5 * MIN;
      const moved = await s.api('PUT', `/api/liveclasses/${ny.body._id}`, {
        token: mentor.token,
        body: { startTime: '2030-03-12T14:00:00.000Z' },
      });
      expect(moved.status).toBe(200);
      // Cancelled: still in the feed, as cancelled.
      clock += 5 * MIN;
      expect(
        (await s.api('DELETE', `/api/liveclasses/${berlin.body._id}`, { token: mentor.token }))
          .status,
      ).toBe(204);

      const after = await read();
      const c = withIcalJs(after);
      const d = withNodeIcal(after);
      expect(c.events.filter((e) => e.uid === nyUid)).toHaveLength(1);
      const nyAfter = c.events.find((e) => e.uid === nyUid)!;
      expect(nyAfter.sequence).toBeGreaterThan(seqBefore);
      expect(nyAfter.start).toBe(Date.parse('2030-03-12T14:00:00.000Z'));
      expect(d.get(nyUid)?.start).toBe(Date.parse('2030-03-12T14:00:00.000Z'));
      expect(d.get(nyUid)?.sequence).toBe(nyAfter.sequence);
      const berlinUid = `live_class-${berlin.body._id}@campus`;
      expect(c.events.find((e) => e.uid === berlinUid)?.status).toBe('CANCELLED');
      expect(d.get(berlinUid)?.status).toBe('CANCELLED');
      expect(c.events.find((e) => e.uid === `live_class-${kolkata.body._id}@campus`)?.status).toBe(
        'CONFIRMED',
      );
      // The page shows the cancelled class as cancelled too.
      const page = await events(
        student.token,
        `from=${iso(clock)}&to=${iso(Date.parse('2030-04-05T00:00:00Z'))}`,
      );
      expect(page.find((e) => e.id === `live_class-${berlin.body._id}`)?.status).toBe('cancelled');
    });
  });
}
