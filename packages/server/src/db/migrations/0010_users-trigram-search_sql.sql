-- Trigram indexes for the admin's `%term%` searches of people by name or email (the users
-- table and /admin/students at 20,000 students). pg_trgm ships with PostgreSQL (contrib) and with
-- PGlite (loaded by db/client.ts); a server without it keeps working, its searches unindexed.
-- drizzle's migrator runs a migration inside a transaction, so CREATE INDEX CONCURRENTLY is not
-- possible here: these take a write lock on users while they build (measured in the README's "Scale").
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_available_extensions WHERE name = 'pg_trgm') THEN
    CREATE EXTENSION IF NOT EXISTS pg_trgm;
    CREATE INDEX IF NOT EXISTS users_name_trgm_idx ON users USING gin (name gin_trgm_ops);
    CREATE INDEX IF NOT EXISTS users_email_trgm_idx ON users USING gin (email gin_trgm_ops);
  END IF;
END
$$;
