// One query layer (drizzle) over either database:
// - PGlite (embedded PostgreSQL in WebAssembly) with its files under DATA_DIR/pglite — the default,
//   so a newcomer needs nothing installed. PGlite is a single connection: it serializes queries and
//   transactions itself (a transaction holds its mutex until COMMIT/ROLLBACK), so concurrent requests
//   are safe. The one rule for callers: inside `db.transaction(tx => …)` use `tx`, never `db` — a
//   query on `db` would wait for the transaction that is waiting for it.
// - node-postgres (a pool) when DATABASE_URL is set.
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';

export type Db = PgDatabase<PgQueryResultHKT>;
export type Tx = PgTransaction<
  PgQueryResultHKT,
  Record<string, never>,
  ExtractTablesWithRelations<Record<string, never>>
>;
/** Either the database or an open transaction: services take this so callers can compose them. */
export type Queryable = Db | Tx;

export interface Database {
  kind: 'pglite' | 'postgres';
  db: Db;
  /** The pg pool (postgres only): the socket.io adapter needs its own LISTEN/NOTIFY connections. */
  pool?: pg.Pool;
  pglite?: PGlite;
  /** Queries run through `db` since it opened (drizzle's logger hook counts them; the bench reads it). */
  queries: { count: number };
  close(): Promise<void>;
}

/**
 * The queries of one piece of work (a request, for the bench's `x-db-queries`): counted in the
 * async context that runs it, so queries other work runs meanwhile (a socket message's writes, the
 * outbox) are not counted in it.
 */
export const queryScope = new AsyncLocalStorage<{ count: number }>();

/** How many statements one PostgreSQL connection keeps prepared; later new ones run unnamed. */
export const PREPARED_PER_CONNECTION = 500;

/**
 * Makes every statement with parameters on `client` a named prepared statement, named by a hash of
 * its text, as PostgreSQL's JDBC driver does: the connection parses and plans it once and binds it
 * after that, and from its sixth run PostgreSQL may keep a generic plan, when that plan costs no
 * more than the plans made for the values (otherwise it goes on planning each run). The inbox's
 * union of four sources spent ~4.5 ms planning on each request and ~0.8 ms running; bound to a
 * kept plan it plans in 0.03 ms. Statements without parameters (migrations' scripts, LISTEN, pg-boss's
 * maintenance) are sent as they are. A connection keeps at most PREPARED_PER_CONNECTION names, so
 * texts that embed values cannot grow its memory without bound; they run unnamed past that.
 */
export function prepareStatements(client: pg.ClientBase): void {
  const names = new Set<string>();
  const named = (config: unknown, values: unknown): unknown => {
    const form =
      typeof config === 'string'
        ? { text: config }
        : typeof config === 'object' && config !== null && !('name' in config && config.name)
          ? config
          : undefined;
    if (!form || !('text' in form) || typeof form.text !== 'string' || 'submit' in form)
      return config;
    const params = Array.isArray(values) ? values : 'values' in form ? form.values : undefined;
    if (!Array.isArray(params) || params.length === 0) return config;
    const name = `s_${createHash('sha1').update(form.text).digest('base64url')}`;
    if (!names.has(name)) {
      if (names.size >= PREPARED_PER_CONNECTION) return config;
      names.add(name);
    }
    return { ...form, name };
  };
  const query = client.query.bind(client) as (config: unknown, ...rest: unknown[]) => unknown;
  // The driver's query is overloaded (text, config, submittable; callback or promise); every form
  // passes through unchanged but for the name added to a config with parameters.
  client.query = ((config: unknown, ...rest: unknown[]) =>
    query(named(config, rest[0]), ...rest)) as typeof client.query;
}

export async function openDatabase(opts: {
  databaseUrl?: string | undefined;
  dataDir: string;
}): Promise<Database> {
  const queries = { count: 0 };
  const logger = {
    logQuery: () => {
      queries.count++;
      const scope = queryScope.getStore();
      if (scope) scope.count++;
    },
  };
  if (opts.databaseUrl) {
    // JIT compilation off for the app's sessions: every statement of a request is short, and a
    // planner estimate far above the rows a query reads (a mentor's batches joined to a campus's
    // questions) made PostgreSQL spend 1.7 s compiling an inbox read that runs in 5 ms
    // (docs/decisions.md, "Statements on PostgreSQL").
    const pool = new pg.Pool({
      connectionString: opts.databaseUrl,
      max: 10,
      options: '-c jit=off',
    });
    // A pool error (server restart) must not crash the process; the next query reconnects.
    pool.on('error', () => {});
    // Nor may an error on a client someone holds: the pool listens to its idle clients only. The
    // socket.io Postgres adapter holds one for its LISTEN as long as the process runs, and when
    // PostgreSQL ended that connection (a restart, a failover, an administrator) the 'error' had no
    // listener and the process died (seen in the realtime bench). The adapter is patched to listen
    // and to hand the dead client back (patches/@socket.io__postgres-adapter*.patch); this stays for
    // any other holder. A query on a held client still rejects with the error, so its caller sees it.
    pool.on('connect', (client) => {
      client.on('error', () => {});
      prepareStatements(client);
    });
    const db = drizzlePg(pool, { logger }) as unknown as Db;
    return { kind: 'postgres', db, pool, queries, close: () => pool.end() };
  }
  const dir = join(opts.dataDir, 'pglite');
  mkdirSync(dir, { recursive: true });
  // relaxedDurability only stops PGlite awaiting its post-query "sync to filesystem" hook, which is a
  // no-op for the Node filesystem (files are written through), so nothing is less durable — but each
  // query skips a mutex round trip (measured: about half the latency of a small select).
  // pg_trgm (shipped with PGlite as a module) backs the trigram indexes of `%term%` searches.
  const client = await PGlite.create({
    dataDir: dir,
    relaxedDurability: true,
    extensions: { pg_trgm },
  });
  const db = drizzlePglite(client, { logger }) as unknown as Db;
  return {
    kind: 'pglite',
    db,
    pglite: client,
    queries,
    close: async () => {
      if (!client.closed) await client.close();
    },
  };
}
