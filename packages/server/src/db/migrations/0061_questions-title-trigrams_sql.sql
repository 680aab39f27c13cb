-- Trigrams of question titles, for the similar-question box (a misspelt or reworded title still
-- finds the answered question). Built where pg_trgm is available (PostgreSQL's contrib, PGlite's
-- module loaded by db/client.ts); without it the box matches by words alone (modules/questions).
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_available_extensions WHERE name = 'pg_trgm') THEN
    CREATE EXTENSION IF NOT EXISTS pg_trgm;
    CREATE INDEX IF NOT EXISTS questions_title_trgm_idx ON questions USING gin (title gin_trgm_ops);
  END IF;
END
$$;
