-- The vocabulary of the passages, the parts drizzle cannot express: its trigram index,
-- for correcting a misspelt question word (`word % term`), when pg_trgm is there (as in
-- passages_sql); and the words of the passages that exist (five letters or more, lower case, split
-- on what is not a letter, mark or digit, as chatbot/passages.ts splits them).
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_available_extensions WHERE name = 'pg_trgm') THEN
    CREATE EXTENSION IF NOT EXISTS pg_trgm;
    CREATE INDEX IF NOT EXISTS passage_words_trgm_idx ON passage_words USING gin (word gin_trgm_ops);
  END IF;
END
$$;
--> statement-breakpoint
INSERT INTO passage_words (word)
SELECT DISTINCT w
FROM passages, regexp_split_to_table(lower(body), '[^[:alnum:][:alpha:]ऀ-ॿ]+') AS w
WHERE char_length(w) >= 5
ON CONFLICT DO NOTHING;
