// The job queue's database connection for pg-boss: the app's PostgreSQL pool or its PGlite instance,
// behind the one function pg-boss talks through (`executeSql`).
import type PgBoss from 'pg-boss';
import type { Database } from '../db/client';

/** pg-boss's own schema, which holds its job table. */
export const SCHEMA = 'pgboss';

/**
 * pg-boss's database: the app's pool or PGlite instance. It counts the queries in progress so a stop
 * can wait for them, and after `close` answers nothing (as pg-boss's own adapter does once closed),
 * so a late query of a released run never meets a closed database.
 */
export class QueueDb implements PgBoss.Db {
  private closed = false;
  private readonly inFlight = new Set<Promise<unknown>>();
  constructor(private readonly database: Database) {}

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
  }
}
