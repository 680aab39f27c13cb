// The live-class suites' shared setup: a server on a clock the suite owns (`now()` reads it; tokens
// still use the real clock), an admin, a mentor with students in a fresh batch, and a class body
// starting some minutes from that clock.
import type pg from 'pg';
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

/**
 * PostgreSQL runs order concurrent requests without timing: a test holds row locks on a connection
 * of its own (`hold`), starts the requests, waits until the expected number of them wait for a lock
 * (`lockWaiters`), then lets go.
 */
export async function hold(pool: pg.Pool, text: string, params: unknown[]) {
  const c = await pool.connect();
  await c.query('begin');
  await c.query(text, params);
  let done = false;
  /** Commits and hands the connection back; safe to call again (a `finally`). */
  return async () => {
    if (done) return;
    done = true;
    try {
      await c.query('commit');
    } finally {
      c.release();
    }
  };
}

/** How many sessions of this database wait for a lock now. */
export async function lockWaiters(pool: pg.Pool): Promise<number> {
  const r = await pool.query<{ n: number }>(
    `select count(*)::int as n from pg_stat_activity
     where datname = current_database() and wait_event_type = 'Lock'`,
  );
  return r.rows[0]?.n ?? 0;
}
