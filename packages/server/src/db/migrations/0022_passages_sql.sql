-- The assistant's passage index, the parts drizzle cannot express:
-- 1. A trigram index over the passages' text, for questions with a typo (`word <% body`). pg_trgm
--    ships with PostgreSQL (contrib) and PGlite (loaded by db/client.ts); without it the search still
--    works on the text-search vector alone, unindexed for trigrams.
-- 2. A first index of the content that exists when this runs: one passage per lesson and per e-book
--    module (its tag-stripped text, from block 0). Cutting into 120–250-word passages at block
--    boundaries needs the Markdown renderer, so the server does that (chatbot/passages.ts) on the
--    next write of each course or module, and the demo seed cuts its content that way from the start.
--    Devanagari text gets the `simple` configuration here (`hindi` is not in every PostgreSQL).
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_available_extensions WHERE name = 'pg_trgm') THEN
    CREATE EXTENSION IF NOT EXISTS pg_trgm;
    CREATE INDEX IF NOT EXISTS passages_body_trgm_idx ON passages USING gin (body gin_trgm_ops);
  END IF;
END
$$;
--> statement-breakpoint
INSERT INTO passages (source, course_id, lesson_id, title, paragraph, body, lang, tsv)
SELECT 'lesson', l.course_id, l.id, l.title, 0, t.body, t.lang,
       setweight(to_tsvector(t.lang::regconfig, l.title), 'A') || setweight(to_tsvector(t.lang::regconfig, t.body), 'B')
FROM course_lessons l
CROSS JOIN LATERAL (
  SELECT b.body, CASE WHEN b.body ~ '[ऀ-ॿ]' THEN 'simple' ELSE 'english' END AS lang
  FROM (SELECT btrim(regexp_replace(regexp_replace(l.content, '<[^>]*>', ' ', 'g'), '\s+', ' ', 'g')) AS body) b
) t
WHERE l.content IS NOT NULL AND t.body <> '';
--> statement-breakpoint
INSERT INTO passages (source, ebook_id, ebook_module_id, title, paragraph, body, lang, tsv)
SELECT 'ebook_module', m.ebook_course_id, m.id, m.title, 0, t.body, t.lang,
       setweight(to_tsvector(t.lang::regconfig, m.title), 'A') || setweight(to_tsvector(t.lang::regconfig, t.body), 'B')
FROM ebook_modules m
CROSS JOIN LATERAL (
  SELECT b.body, CASE WHEN b.body ~ '[ऀ-ॿ]' THEN 'simple' ELSE 'english' END AS lang
  FROM (SELECT btrim(regexp_replace(regexp_replace(m.content, '<[^>]*>', ' ', 'g'), '\s+', ' ', 'g')) AS body) b
) t
WHERE t.body <> '';
