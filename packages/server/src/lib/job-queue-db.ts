// The job queue's database connection for pg-boss: the app's PostgreSQL pool or its PGlite instance,
// behind the one function pg-boss talks through (`executeSql`).
import type { PoolClient } from 'pg';
import type PgBoss from 'pg-boss';
import type { Database } from '../db/client';

/** pg-boss's own schema, which holds its job table. */
export const SCHEMA = 'pgboss';

/** The application_name of an instance's presence connection, before its id. */
const PRESENCE_PREFIX = 'campus-jobs ';

/**
 * pg-boss's database: the app's pool or PGlite instance. It counts the queries in progress so a stop
 * can wait for them, and after `close` answers nothing (as pg-boss's own adapter does once closed),
 * so a late query of a released run never meets a closed database.
 */
export class QueueDb implements PgBoss.Db {
  private closed = false;
  private readonly inFlight = new Set<Promise<unknown>>();
  /** On PostgreSQL: the connection that shows this instance alive (see `announce`). */
  private presence: PoolClient | undefined;
  constructor(private readonly database: Database) {}

  /**
   * Shows the instance `id` alive for as long as its process lives. On PostgreSQL it holds one
   * connection named after the instance (application_name): a process that dies, even by kill -9,
   * loses its connections, and pg_stat_activity stops listing it within the moment PostgreSQL sees
   * the socket close (on another machine, within the server's TCP keepalive). On PGlite only this
   * process can open the database, so every other instance is gone by definition.
   */
  async announce(id: string): Promise<void> {
    const { pool } = this.database;
    if (!pool) return;
    const client = await pool.connect();
    await client.query(`SELECT set_config('application_name', $1, false)`, [PRESENCE_PREFIX + id]);
    // The pool's own listener keeps an error on this held client from crashing the process; a lost
    // connection makes the others take this instance for dead and rerun what it runs.
    this.presence = client;
  }

  /**
   * SQL that is true when the instance named by the text expression `holder` is gone: `self` (this
   * instance's id) is the parameter at `$selfParam`.
   */
  holderGone(holder: string, selfParam: number): string {
    const notSelf = `${holder} IS DISTINCT FROM $${selfParam}::text`;
    return this.database.pool
      ? `(${notSelf} AND NOT EXISTS (SELECT 1 FROM pg_stat_activity
           WHERE application_name = '${PRESENCE_PREFIX}' || ${holder}))`
      : notSelf;
  }

  /** Puts active jobs back as due, uncharged: the attempt they were fetched for does not count. */
  async releaseActive(kind: string, ids: string[]): Promise<void> {
    await this.executeSql(
      `UPDATE ${SCHEMA}.job SET state = 'retry', start_after = now(),
         started_on = CASE WHEN retry_count > 0 THEN started_on END,
         retry_count = GREATEST(retry_count - 1, 0)
       WHERE name = $1 AND id = ANY($2::uuid[]) AND state = 'active'`,
      [kind, ids],
    );
  }

  // pg-boss types the answer's rows as any.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  executeSql(text: string, values?: unknown[]): Promise<{ rows: any[] }> {
    // undefined once closed, as pg-boss's adapter answers; its callers check for it.
    if (this.closed) return Promise.resolve(undefined as never);
    const p = this.run(text, values);
    this.inFlight.add(p);
    void p.then(
      () => this.inFlight.delete(p),
      () => this.inFlight.delete(p),
    );
    return p;
  }

  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  private async run(text: string, values?: unknown[]): Promise<{ rows: any[] }> {
    const { pool, pglite } = this.database;
    if (pool) return pool.query(text, values);
    if (!pglite) throw new Error('The job queue needs PostgreSQL or PGlite.');
    // pg-boss's schema setup and migrations are several statements without parameters.
    if (!values || values.length === 0)
      return { rows: (await pglite.exec(text)).at(-1)?.rows ?? [] };
    return pglite.query(
      text,
      values.map((v) => v ?? null),
    );
  }

  async close(): Promise<void> {
    await Promise.allSettled([...this.inFlight]);
    this.closed = true;
    this.presence?.release(true);
    this.presence = undefined;
  }
}
