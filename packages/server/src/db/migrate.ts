// Applies the drizzle-kit migrations in ./migrations at start. On a PostgreSQL server several
// instances may start at once, so the migration runs under an advisory lock: one migrates, the others
// wait and then find nothing left to do.
//
// What is applied is decided by time alone: drizzle's migrator reads the newest `created_at` of
// drizzle.__drizzle_migrations and runs every journal entry whose `when` is later. A migration's tag
// (its file name) and the hash of its text are not compared, so a migration may be renamed (file
// and journal tag together) or its comments edited once applied; its `when` must never change.
// Proven by migrate.test.ts.
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Database } from './client';

export const migrationsFolder = join(dirname(fileURLToPath(import.meta.url)), 'migrations');
const LOCK_ID = 727_001; // any constant shared by every Campus instance

/** `folder` is the package's migrations unless a test hands it a copy. */
export async function migrate(database: Database, folder = migrationsFolder): Promise<void> {
  if (database.kind === 'pglite' && database.pglite) {
    await migratePglite(drizzlePglite(database.pglite), { migrationsFolder: folder });
    return;
  }
  if (!database.pool) throw new Error('postgres database without a pool');
  const client = await database.pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [LOCK_ID]);
    await migratePg(drizzlePg(client), { migrationsFolder: folder });
    // socket.io's Postgres adapter keeps large packets in this table (its documented DDL).
    await client.query(
      'CREATE TABLE IF NOT EXISTS socket_io_attachments (id bigserial UNIQUE, created_at timestamptz DEFAULT NOW(), payload bytea)',
    );
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [LOCK_ID]).catch(() => {});
    client.release();
  }
}
