// The live-class suites' shared setup: a server on a clock the suite owns (`now()` reads it; tokens
// still use the real clock), an admin, a mentor with students in a fresh batch, and a class body
// starting some minutes from that clock.
import { beforeAll, expect } from 'vitest';
import { useServer, type DbKind, type TestUser } from '../../testing/server';

export const MIN = 60_000;
let n = 0;

export function liveClassesTestbed(db: DbKind, now: () => number) {
  const s = useServer(db, { now: () => new Date(now()) });
  // Filled in once the server is up (the suite holds this object from the start).
  const admin = {} as TestUser;
  beforeAll(async () => {
    Object.assign(admin, await s.user('admin'));
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

  const at = (minutesFromNow: number) => new Date(now() + minutesFromNow * MIN).toISOString();
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

  return { s, admin, cohort, at, body };
}

export { hold, lockWaiters } from '../../testing/locks';
