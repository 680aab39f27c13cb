// The bookings suites' shared setup: a server whose clock tests can move (`clock.offset`), mentors'
// batches answered from the `assigned` map, fresh non-colliding start times, and the request (to a
// mentor open at all hours), respond and group-session calls.
import type { BatchRef } from '../../context';
import { useServer, type DbKind, type TestUser } from '../../testing/server';

export const MIN = 60 * 1000;
export const HOUR = 60 * MIN;
export const DAY = 24 * HOUR;

export function bookingsTestbed(db: DbKind) {
  const clock = { offset: 0 };
  const now = () => new Date(Date.now() + clock.offset);
  const assigned = new Map<string, BatchRef[]>();
  const s = useServer(db, { now }, (server) => {
    server.campus.ctx.extensions.mentorBatches = async (id) => assigned.get(id) ?? [];
  });
  let slot = 0;
  /** A fresh hour-aligned start, days ahead, so tests never collide with each other. */
  const freshStart = () => {
    const d = new Date(now().getTime() + (2 + slot++) * DAY);
    d.setUTCMinutes(0, 0, 0);
    return d;
  };
  const iso = (d: Date, plusMin = 0) => new Date(d.getTime() + plusMin * MIN).toISOString();
  const link = 'https://meet.google.com/abc-defg-hij';

  /**
   * These suites test the calendar's rules, not the mentor's hours (availability.test.ts does): each
   * mentor publishes every hour of every day, no buffer, before its first request. A "mentor" that
   * is not one is refused (403) and asked for anyway, as the suites intend.
   */
  const open = new Set<string>();
  /** Every hour of every day with the given buffer; answers the status (a non-mentor gets 403). */
  const publish = (mentor: TestUser, bufferMinutes: number) => {
    open.add(mentor.id);
    return s.api('PUT', '/api/bookings/availability', {
      token: mentor.token,
      body: {
        timezone: 'UTC',
        weeklyHours: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
          weekday,
          start: '00:00',
          end: '24:00',
        })),
        daysOff: [],
        bufferMinutes,
      },
    });
  };
  const openAllHours = async (mentor: TestUser) => {
    if (!open.has(mentor.id)) await publish(mentor, 0);
  };

  const request = async (
    stu: TestUser,
    mentor: TestUser,
    start: string,
    durationMinutes = 30,
    topic = 'Help with React hooks',
  ) => {
    await openAllHours(mentor);
    return s.api('POST', '/api/bookings/one-to-one', {
      token: stu.token,
      body: {
        mentorId: mentor.id,
        topic,
        startTime: start,
        durationMinutes,
        timezone: 'Asia/Kolkata',
      },
    });
  };
  const respond = (mentor: TestUser, id: string, body: Record<string, unknown>) =>
    s.api('POST', `/api/bookings/one-to-one/${id}/respond`, { token: mentor.token, body });
  const group = (mentor: TestUser, start: string, extra: Record<string, unknown> = {}) =>
    s.api('POST', '/api/bookings/group-session', {
      token: mentor.token,
      body: {
        topic: 'SQL clinic',
        description: 'Window functions',
        startTime: start,
        durationMinutes: 60,
        timezone: 'Asia/Kolkata',
        capacity: 3,
        meetingLink: link,
        ...extra,
      },
    });

  /** A mentor's published hours: every hour of every day, with the given buffer. */
  const buffer = async (mentor: TestUser, bufferMinutes: number) => {
    const res = await publish(mentor, bufferMinutes);
    if (res.status !== 200) throw new Error(`availability: ${res.status}`);
  };

  return { s, clock, now, assigned, freshStart, iso, link, request, respond, group, buffer };
}

export { hold, lockWaiters } from '../../testing/locks';
