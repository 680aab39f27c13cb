// The cohort calendar's secret feed: create, reset and revoke, and its iCalendar read back by three
// independent parsers (ical.js, node-ical and ical-expander): a VTIMEZONE for every TZID, the same
// instants as the page across daylight-saving changes, a moved class keeping its UID with a higher
// SEQUENCE, a cancelled class STATUS:CANCELLED.
import { describe, expect, it } from 'vitest';
import { testDatabases } from '../../testing/server';
import {
  calendarTestbed,
  DAY,
  MIN,
  withIcalExpander,
  withIcalJs,
  withNodeIcal,
  type Parsed,
} from './calendar-testbed';

/**
 * The feed read by all three parsers, checked to agree event by event (UID, start and end in UTC
 * milliseconds, status, SEQUENCE); answers ical.js's reading.
 */
function readAlike(text: string) {
  const a = withIcalJs(text);
  const b = withNodeIcal(text);
  const c = withIcalExpander(text);
  const pick = ({ start, end, status, sequence }: Omit<Parsed, 'uid' | 'tzid'>) => ({
    start,
    end,
    status,
    sequence,
  });
  expect([...b.keys()].sort(), 'node-ical reads the same UIDs').toEqual(
    a.events.map((e) => e.uid).sort(),
  );
  expect([...c.keys()].sort(), 'ical-expander reads the same UIDs').toEqual(
    a.events.map((e) => e.uid).sort(),
  );
  for (const e of a.events) {
    expect(pick(b.get(e.uid)!), `node-ical on ${e.uid}`).toEqual(pick(e));
    expect(pick(c.get(e.uid)!), `ical-expander on ${e.uid}`).toEqual(pick(e));
  }
  return a;
}

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

    it('writes a feed three parsers read alike: a week across each DST change, IST, a move updates, a cancel says so', async () => {
      const { mentor, students, batch } = await cohort(1);
      const student = students[0]!;
      // A class at 10:00 local time each day of a week that spans a change of clocks: New York
      // springs forward on 2030-03-10 (10:00 is 15:00 UTC before, 14:00 after), Berlin on
      // 2030-03-31 (09:00 UTC before, 08:00 after); Kolkata has no changes (04:30 UTC).
      const series = [
        ...['08', '09', '10', '11', '12'].map((d) => ({
          zone: 'America/New_York',
          day: `2030-03-${d}`,
          utc: `2030-03-${d}T${d < '10' ? '15' : '14'}:00:00.000Z`,
        })),
        ...['2030-03-29', '2030-03-30', '2030-03-31', '2030-04-01', '2030-04-02'].map((day) => ({
          zone: 'Europe/Berlin',
          day,
          utc: `${day}T${day < '2030-03-31' ? '09' : '08'}:00:00.000Z`,
        })),
        ...['2030-03-09', '2030-03-10'].map((day) => ({
          zone: 'Asia/Kolkata',
          day,
          utc: `${day}T04:30:00.000Z`,
        })),
      ];
      const made: { id: string; utc: string; zone: string; day: string }[] = [];
      for (const c of series) {
        const res = await s.api('POST', '/api/liveclasses', {
          token: mentor.token,
          body: body(batch, 0, {
            title: `${c.zone} ${c.day}`,
            startTime: c.utc,
            timezone: c.zone,
          }),
        });
        expect(res.status, `${c.zone} ${c.day}`).toBe(201);
        made.push({ ...c, id: res.body._id });
      }
      const feed = await s.api('POST', '/api/calendar/feed', { token: student.token });
      const feedPath = new URL(feed.body.https).pathname;
      const read = async () => {
        const res = await s.api('GET', feedPath);
        expect(res.status).toBe(200);
        return res.body as string;
      };
      const window = `from=${iso(clock - DAY)}&to=${iso(Date.parse('2030-04-06T00:00:00Z'))}`;

      const before = await read();
      const a = readAlike(before);
      expect(a.zones.sort()).toEqual(['America/New_York', 'Asia/Kolkata', 'Europe/Berlin']);
      for (const e of a.events) expect(a.zones).toContain(e.tzid);
      // Every class is written at its wall time in its own zone, and read back at the UTC instant.
      for (const c of made) {
        const uid = `live_class-${c.id}@campus`;
        expect(before).toContain(`DTSTART;TZID=${c.zone}:${c.day.replaceAll('-', '')}T100000`);
        expect(a.events.find((e) => e.uid === uid)?.start, `${c.zone} ${c.day}`).toBe(
          Date.parse(c.utc),
        );
      }
      // The page answers the same instants as the feed, event for event.
      const page = await events(student.token, window);
      expect(page.map((e) => `${e.id}@campus`).sort()).toEqual(a.events.map((e) => e.uid).sort());
      for (const e of page) {
        const parsed = a.events.find((x) => x.uid === `${e.id}@campus`)!;
        expect([parsed.start, parsed.end], e.id).toEqual([
          Date.parse(String(e.startTime)),
          Date.parse(String(e.endTime)),
        ]);
      }

      // Moved a day later: the same UID, a higher SEQUENCE, the new time.
      const ny = made[0]!;
      const nyUid = `live_class-${ny.id}@campus`;
      const seqBefore = a.events.find((e) => e.uid === nyUid)!.sequence;
      clock += 5 * MIN;
      const moved = await s.api('PUT', `/api/liveclasses/${ny.id}`, {
        token: mentor.token,
        body: { startTime: '2030-03-13T14:00:00.000Z' },
      });
      expect(moved.status).toBe(200);
      // Cancelled: still in the feed, as cancelled.
      const berlin = made.find((c) => c.zone === 'Europe/Berlin')!;
      clock += 5 * MIN;
      expect(
        (await s.api('DELETE', `/api/liveclasses/${berlin.id}`, { token: mentor.token })).status,
      ).toBe(204);

      const c = readAlike(await read());
      expect(c.events).toHaveLength(a.events.length);
      expect(c.events.filter((e) => e.uid === nyUid)).toHaveLength(1);
      const nyAfter = c.events.find((e) => e.uid === nyUid)!;
      expect(nyAfter.sequence).toBeGreaterThan(seqBefore);
      expect(nyAfter.start).toBe(Date.parse('2030-03-13T14:00:00.000Z'));
      const berlinUid = `live_class-${berlin.id}@campus`;
      expect(c.events.find((e) => e.uid === berlinUid)?.status).toBe('CANCELLED');
      expect(c.events.find((e) => e.uid === `live_class-${made.at(-1)!.id}@campus`)?.status).toBe(
        'CONFIRMED',
      );
      // The page shows the moved class at its new time and the cancelled class as cancelled.
      const after = await events(student.token, window);
      expect(after.find((e) => e.id === `live_class-${ny.id}`)?.startTime).toBe(
        '2030-03-13T14:00:00.000Z',
      );
      expect(after.find((e) => e.id === `live_class-${berlin.id}`)?.status).toBe('cancelled');
    });
  });
}
