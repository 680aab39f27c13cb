-- The dashboard's course suggestions ranked once per program, not per request: ranking
-- every published course's stored vector against a program's ~60-word query (ts_rank) was most of
-- GET /api/learning/overview on the large campus (278 courses, ~1.4 ms of the database a request).
-- A program's query (its words as the learning area writes them, `w1 | w2 | …`) is kept once under
-- md5 of its text, with each course's rank against it; the dashboard reads the best few by the index.
-- Kept right by the database: a course inserted or updated (its text may have changed) is ranked again
-- against every kept query in the same statement; a course deleted cascades. Kept out of the drizzle
-- schema like courses.search_vector (the learning area declares the tables it reads).
CREATE TABLE course_rank_queries (
  key text PRIMARY KEY,
  query tsquery NOT NULL
);
--> statement-breakpoint
CREATE TABLE course_ranks (
  key text NOT NULL REFERENCES course_rank_queries (key) ON DELETE CASCADE,
  course_id uuid NOT NULL REFERENCES courses (id) ON DELETE CASCADE,
  rank real NOT NULL,
  PRIMARY KEY (key, course_id)
);
--> statement-breakpoint
CREATE INDEX course_ranks_order_idx ON course_ranks (key, rank DESC, course_id);
--> statement-breakpoint
CREATE INDEX course_ranks_course_idx ON course_ranks (course_id);
--> statement-breakpoint
-- A program's query seen for the first time: kept with every course's rank (idempotent). Course
-- writes are held off meanwhile (SHARE on courses) so that no course is ranked by neither this nor
-- its own trigger; the dashboard calls this only when its kept read finds nothing.
CREATE FUNCTION course_ranks_fill(q text) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM course_rank_queries WHERE key = md5(q)) THEN
    RETURN;
  END IF;
  LOCK TABLE courses IN SHARE MODE;
  INSERT INTO course_rank_queries (key, query) VALUES (md5(q), to_tsquery('english', q))
  ON CONFLICT DO NOTHING;
  INSERT INTO course_ranks (key, course_id, rank)
  SELECT md5(q), c.id, ts_rank(c.search_vector, to_tsquery('english', q)) FROM courses c
  ON CONFLICT DO NOTHING;
END
$$;
--> statement-breakpoint
-- Courses added or changed (both triggers name the transition table `changed`): ranked again against
-- every kept query. An update that leaves the vector as it was rewrites nothing.
CREATE FUNCTION course_ranks_after_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO course_ranks AS r (key, course_id, rank)
  SELECT q.key, c.id, ts_rank(c.search_vector, q.query) FROM changed c CROSS JOIN course_rank_queries q
  ORDER BY 1, 2
  ON CONFLICT (key, course_id) DO UPDATE SET rank = excluded.rank
  WHERE r.rank IS DISTINCT FROM excluded.rank;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER course_ranks_after_insert AFTER INSERT ON courses
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION course_ranks_after_change();
--> statement-breakpoint
CREATE TRIGGER course_ranks_after_update AFTER UPDATE ON courses
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION course_ranks_after_change();
