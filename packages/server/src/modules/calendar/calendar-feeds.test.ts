// The cohort calendar's secret feed: create, reset and revoke, and its iCalendar read back by two
// independent parsers (ical.js and node-ical): a VTIMEZONE for every TZID, the same instants as the
// page across daylight-saving changes, a moved class keeping its UID with a higher SEQUENCE, a
// cancelled class STATUS:CANCELLED.
import { describe, expect, it } from 'vitest';
import { testDatabases } from '../../testing/server';
import { calendarTestbed, MIN, withIcalJs, withNodeIcal } from './calendar-testbed';

for (const db of testDatabases()) {
  describe(`calendar: feeds [${db}]`, () => {
    // The server's clock: Friday 2030-03-08, two days before New York moves its clocks forward
    // (2030-03-10) and three weeks before Berlin does (2030-03-31).
    let clock = Date.parse('2030-03-08T06:00:00Z');
    const { s, admin, cohort, body, iso, events } = calendarTestbed(db, () => clock);

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
