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
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 10 });
    // A pool error (server restart) must not crash the process; the next query reconnects.
    pool.on('error', () => {});
    // Nor may an error on a client someone holds: the pool listens to its idle clients only. The
    // socket.io Postgres adapter holds one for its LISTEN as long as the process runs, and when
    // PostgreSQL ended that connection (a restart, a failover, an administrator) the 'error' had no
    // listener and the process died (seen in the realtime bench). The adapter is patched to listen
    // and to hand the dead client back (patches/@socket.io__postgres-adapter*.patch); this stays for
    // any other holder. A query on a held client still rejects with the error, so its caller sees it.
    pool.on('connect', (client) => client.on('error', () => {}));
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
