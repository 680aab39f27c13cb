-- courses.popularity is the course's course_enrollment_totals.live, copied by the database:
-- the totals stay the counter that every enrollment write moves (statement triggers on enrollments,
-- 0039); each change of a course's total is written onto the course row in the same statement, so the
-- catalogue's `popular` order and the dashboard's popular suggestions read one index of courses
-- (courses_popular_idx) instead of joining every course to its total and sorting them. The kept course
-- ranks (course_ranks) take their popularity from the course row from now on, through their trigger
-- on courses, so the trigger 0050 put on the totals goes.
DROP TRIGGER course_ranks_after_total ON course_enrollment_totals;
--> statement-breakpoint
DROP FUNCTION course_ranks_after_total();
--> statement-breakpoint
CREATE FUNCTION courses_popularity_after_total() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE courses SET popularity = NEW.live
  WHERE id = NEW.course_id AND popularity IS DISTINCT FROM NEW.live;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER courses_popularity_after_total AFTER INSERT OR UPDATE OF live ON course_enrollment_totals
  FOR EACH ROW EXECUTE FUNCTION courses_popularity_after_total();
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
         c.status = 'published', c.popularity
  FROM courses c
  ON CONFLICT DO NOTHING;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION course_ranks_after_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO course_ranks AS r (key, course_id, rank, title, published, popularity)
  SELECT q.key, c.id, ts_rank(c.search_vector, q.query), c.title, c.status = 'published', c.popularity
  FROM changed c CROSS JOIN course_rank_queries q
  ORDER BY 1, 2
  ON CONFLICT (key, course_id) DO UPDATE
  SET rank = excluded.rank, title = excluded.title, published = excluded.published,
      popularity = excluded.popularity
  WHERE (r.rank, r.title, r.published, r.popularity)
    IS DISTINCT FROM (excluded.rank, excluded.title, excluded.published, excluded.popularity);
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- The totals that exist already (the ranks follow through their trigger on courses).
UPDATE courses c SET popularity = t.live
FROM course_enrollment_totals t
WHERE t.course_id = c.id AND c.popularity IS DISTINCT FROM t.live;
