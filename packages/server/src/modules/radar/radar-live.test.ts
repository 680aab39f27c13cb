// The radar live, end to end through the job queue: real changes (a batch joined long enough ago,
// classes held and missed, a visit, a class attended) mark the student, the recomputation job opens,
// changes and clears their flag, and the mentor's socket hears each step as `radar_flag_changed`.
// The waits are for the events themselves: the job runs on the real clock, every second here instead
// of its 15 s (the server's jobWindows); the data's clock is the testbed's.
import type { RadarFlag } from '@campus/sdk/model';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  connected,
  nextEvent,
  testDatabases,
  useServer,
  type TestUser,
} from '../../testing/server';

const MIN = 60_000;

const rules = (flag: RadarFlag) => flag.reasons.map((r) => r.rule);

for (const kind of testDatabases()) {
  describe(`radar: live [${kind}]`, () => {
    let clock = Date.parse('2030-03-10T06:00:00Z');
    const s = useServer(kind, {
      now: () => new Date(clock),
      jobWindows: { 'radar-recompute': 1_000 },
    });
    const batch = { monthYear: '2030-03', domain: 'radar-live' };

    async function holdClass(mentor: TestUser, attendee?: TestUser) {
      const created = await s.api('POST', '/api/liveclasses', {
        token: mentor.token,
        body: {
          title: 'Joins and indexes',
          batch,
          startTime: new Date(clock + 30 * MIN).toISOString(),
          durationMinutes: 60,
          timezone: 'Asia/Kolkata',
          meetingLink: 'https://meet.example.com/abc-defg-hij',
        },
      });
      expect(created.status).toBe(201);
      clock += 30 * MIN;
      const id = created.body._id as string;
      expect(
        (await s.api('POST', `/api/liveclasses/${id}/start`, { token: mentor.token })).status,
      ).toBe(200);
      if (attendee)
        expect(
          (await s.api('POST', `/api/liveclasses/${id}/join`, { token: attendee.token })).status,
        ).toBe(200);
      clock += 60 * MIN;
      expect(
        (await s.api('POST', `/api/liveclasses/${id}/end`, { token: mentor.token })).status,
      ).toBe(200);
      return id;
    }

    it(
      'opens, changes and clears a flag from real events, telling the mentor each time',
      { timeout: 240_000 },
      async () => {
        const [admin, mentor, student] = [
          await s.user('admin'),
          await s.user('mentor'),
          await s.user('student'),
        ];
        const assigned = await s.api('POST', '/api/batchassignments/assign', {
          token: admin.token,
          body: { mentorId: mentor.id, studentIds: [student.id], ...batch },
        });
        expect(assigned.status).toBe(200);
        const ms = s.socket(mentor.token);
        await connected(ms);
        try {
          const flagged = () => nextEvent<{ flag: RadarFlag }>(ms, 'radar_flag_changed');

          // Joined 8 days ago and never seen since: past the new-student week, no visit.
          let event = flagged();
          await s.campus.ctx.db.execute(sql`
          update batch_assignments set assigned_at = assigned_at - interval '8 days'
          where student_id = ${student.id}`);
          let { flag } = await event;
          expect(flag.student._id).toBe(student.id);
          expect(rules(flag)).toEqual(['no_visit']);
          expect(flag.reasons.every((r) => r.text.length > 0)).toBe(true);

          // Two classes held without them: missed in a row, linked to the latest.
          event = flagged();
          await holdClass(mentor);
          const latest = await holdClass(mentor);
          ({ flag } = await event);
          expect(rules(flag)).toEqual(['no_visit', 'classes_missed']);
          expect(flag.reasons[1]!.link).toEqual({ kind: 'live_class', id: latest });

          // They open the app: the visit ends one reason, the flag stays open for the other.
          event = flagged();
          const sock = s.socket(student.token);
          await connected(sock);
          ({ flag } = await event);
          expect(rules(flag)).toEqual(['classes_missed']);
          expect(flag.clearedAt).toBeNull();
          sock.close();

          // They attend the next class: the run is broken, the flag clears itself.
          event = flagged();
          await holdClass(mentor, student);
          ({ flag } = await event);
          expect(flag.clearedAt).not.toBeNull();

          const open = await s.api('GET', '/api/radar', { token: mentor.token });
          expect(open.body.items).toEqual([]);
          const history = await s.api('GET', `/api/radar/students/${student.id}`, {
            token: mentor.token,
          });
          expect(history.body.flags).toHaveLength(1);
          expect(history.body.flags[0]).toMatchObject({ _id: flag._id, clearedAt: flag.clearedAt });
        } finally {
          ms.close();
        }
      },
    );
  });
}
