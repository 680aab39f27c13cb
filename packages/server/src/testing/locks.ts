// Tests that order concurrent requests on PostgreSQL by row locks, not by timing (bookings and live
// classes).
import type pg from 'pg';

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
