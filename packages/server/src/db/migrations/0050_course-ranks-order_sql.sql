-- The dashboard's suggestion order read from one index: best rank, then the most followed,
-- then by title. With only the rank kept, every ranked course had to be joined to its course and its
-- enrollment total and sorted, since popularity and title break the rank's ties — on the large campus
-- 180 generated courses tie, so each request sorted ~150 rows for six. Each kept rank now also
-- carries what orders and filters it, kept by the database: the course's title and whether it is
-- published (rewritten with the rank when a course changes), and its popularity — the kept total of
-- active and completed enrollments, course_enrollment_totals.live — rewritten when that total moves.
ALTER TABLE course_ranks
  ADD COLUMN title text NOT NULL DEFAULT '',
  ADD COLUMN published boolean NOT NULL DEFAULT false,
  ADD COLUMN popularity integer NOT NULL DEFAULT 0;
--> statement-breakpoint
UPDATE course_ranks r
SET title = c.title, published = (c.status = 'published'), popularity = coalesce(t.live, 0)
FROM courses c LEFT JOIN course_enrollment_totals t ON t.course_id = c.id
WHERE c.id = r.course_id;
--> statement-breakpoint
CREATE INDEX course_ranks_suggest_idx ON course_ranks (key, rank DESC, popularity DESC, title, course_id)
  WHERE published;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION course_ranks_fill(q text) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM course_rank_queries WHERE key = md5(q)) THEN
    RETURN;
  END IF;
  LOCK TABLE courses IN SHARE MODE;
  INSERT INTO course_rank_queries (key, query) VALUES (md5(q), to_tsquery('english', q))
  ON CONFLICT DO NOTHING;
  INSERT INTO course_ranks (key, course_id, rank, title, published, popularity)
  SELECT md5(q), c.id, ts_rank(c.search_vector, to_tsquery('english', q)), c.title,
         c.status = 'published', coalesce(t.live, 0)
  FROM courses c LEFT JOIN course_enrollment_totals t ON t.course_id = c.id
  ON CONFLICT DO NOTHING;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION course_ranks_after_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO course_ranks AS r (key, course_id, rank, title, published, popularity)
  SELECT q.key, c.id, ts_rank(c.search_vector, q.query), c.title, c.status = 'published',
         coalesce(t.live, 0)
  FROM changed c CROSS JOIN course_rank_queries q
  LEFT JOIN course_enrollment_totals t ON t.course_id = c.id
  ORDER BY 1, 2
  ON CONFLICT (key, course_id) DO UPDATE
  SET rank = excluded.rank, title = excluded.title, published = excluded.published
  WHERE (r.rank, r.title, r.published)
    IS DISTINCT FROM (excluded.rank, excluded.title, excluded.published);
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- A course's enrollment total moved (course_enrollment_totals is itself kept by statement triggers on
-- enrollments, one row per course): its kept ranks follow, one row per kept program query.
CREATE FUNCTION course_ranks_after_total() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE course_ranks SET popularity = NEW.live
  WHERE course_id = NEW.course_id AND popularity IS DISTINCT FROM NEW.live;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER course_ranks_after_total AFTER INSERT OR UPDATE OF live ON course_enrollment_totals
  FOR EACH ROW EXECUTE FUNCTION course_ranks_after_total();
--> statement-breakpoint
-- Superseded by course_ranks_suggest_idx (the suggestions are the only reader).
DROP INDEX course_ranks_order_idx;
