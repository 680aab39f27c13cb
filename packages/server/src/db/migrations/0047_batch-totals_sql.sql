-- batch_totals is kept by the database, like task_counts: a statement on users,
-- batch_assignments, batch_videos or live_classes recounts the batches it touched, each from scratch
-- (one index range per source: ~100 students, ~100 assignments, a few videos and ~25 classes a batch
-- on the large campus). A recount, not a delta: a cascade removes rows of several sources in either
-- order, and whichever statement comes last counts what is left.
--
-- Concurrency: the batches' rows are created if missing and locked first, in key order, so two
-- writers to one batch serialise and, as each statement of this function reads with a fresh snapshot
-- (READ COMMITTED), the second's recount sees the first's committed rows. A batch that nothing names
-- any more (no student, assignment, video or class) loses its row.
CREATE FUNCTION batch_totals_recount(months text[], domains text[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF cardinality(months) = 0 THEN
    RETURN;
  END IF;
  INSERT INTO batch_totals (month_year, domain)
  SELECT DISTINCT k.m, k.d FROM unnest(months, domains) AS k(m, d)
  WHERE k.m IS NOT NULL AND k.d IS NOT NULL
  ORDER BY k.m, k.d
  ON CONFLICT DO NOTHING;
  PERFORM 1 FROM batch_totals t JOIN unnest(months, domains) AS k(m, d)
    ON t.month_year = k.m AND t.domain = k.d
  ORDER BY t.month_year, t.domain FOR UPDATE OF t;
  WITH k AS (
    SELECT DISTINCT k.m, k.d FROM unnest(months, domains) AS k(m, d)
    WHERE k.m IS NOT NULL AND k.d IS NOT NULL
  ), n AS (
    SELECT k.m, k.d, s.n AS students, a.n AS assignments, a.mentor_ids, a.at AS last_assigned_at,
           v.n AS videos, v.at AS last_video_at, c.n AS upcoming_classes, c.at AS last_class_at,
           c.rows AS classes
    FROM k
    CROSS JOIN LATERAL (
      SELECT count(*)::int AS n FROM users u
      WHERE u.role = 'student' AND u.batch_month_year = k.m AND u.batch_domain = k.d
    ) s
    CROSS JOIN LATERAL (
      SELECT count(*)::int AS n, coalesce(array_agg(DISTINCT b.mentor_id), '{}') AS mentor_ids,
             max(b.assigned_at) AS at
      FROM batch_assignments b WHERE b.month_year = k.m AND b.domain = k.d
    ) a
    CROSS JOIN LATERAL (
      SELECT count(*)::int AS n, max(v.updated_at) AS at
      FROM batch_videos v WHERE v.month_year = k.m AND v.domain = k.d
    ) v
    CROSS JOIN LATERAL (
      SELECT (count(*) FILTER (WHERE l.status IN ('scheduled', 'live')))::int AS n,
             count(*)::int AS rows, max(l.updated_at) AS at
      FROM live_classes l WHERE l.month_year = k.m AND l.domain = k.d
    ) c
  ), gone AS (
    DELETE FROM batch_totals t USING n
    WHERE t.month_year = n.m AND t.domain = n.d
      AND n.students = 0 AND n.assignments = 0 AND n.videos = 0 AND n.classes = 0
  )
  UPDATE batch_totals t
  SET students = n.students, assignments = n.assignments, mentor_ids = n.mentor_ids,
      last_assigned_at = n.last_assigned_at, videos = n.videos, last_video_at = n.last_video_at,
      upcoming_classes = n.upcoming_classes, last_class_at = n.last_class_at,
      listed = (n.students > 0 OR n.assignments > 0 OR n.videos > 0)
  FROM n
  WHERE t.month_year = n.m AND t.domain = n.d
    AND NOT (n.students = 0 AND n.assignments = 0 AND n.videos = 0 AND n.classes = 0);
END
$$;
--> statement-breakpoint
-- Students added or removed (the transition table is named `changed` by each trigger).
CREATE FUNCTION batch_totals_after_user_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM batch_totals_recount(array_agg(m ORDER BY m, d), array_agg(d ORDER BY m, d))
  FROM (
    SELECT DISTINCT batch_month_year AS m, batch_domain AS d FROM changed
    WHERE role = 'student' AND batch_month_year IS NOT NULL AND batch_domain IS NOT NULL
  ) k
  HAVING count(*) > 0;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- A user rewritten: only a change of role or batch moves a count (a sign-in or a profile edit
-- recounts nothing). Both the batch left and the batch joined are recounted.
CREATE FUNCTION batch_totals_after_user_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM batch_totals_recount(array_agg(m ORDER BY m, d), array_agg(d ORDER BY m, d))
  FROM (
    SELECT DISTINCT x.m, x.d FROM before_rows b JOIN after_rows a USING (id)
    CROSS JOIN LATERAL (VALUES (b.role, b.batch_month_year, b.batch_domain),
                               (a.role, a.batch_month_year, a.batch_domain)) AS x(role, m, d)
    WHERE (a.role, a.batch_month_year, a.batch_domain)
            IS DISTINCT FROM (b.role, b.batch_month_year, b.batch_domain)
      AND x.role = 'student' AND x.m IS NOT NULL AND x.d IS NOT NULL
  ) k
  HAVING count(*) > 0;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Assignments, videos or classes added or removed: their batches.
CREATE FUNCTION batch_totals_after_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM batch_totals_recount(array_agg(m ORDER BY m, d), array_agg(d ORDER BY m, d))
  FROM (SELECT DISTINCT month_year AS m, domain AS d FROM changed) k
  HAVING count(*) > 0;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Assignments, videos or classes rewritten: the batches of both sides (a row may move batch; any
-- edit of a video or a class moves its updated_at, the batch's last activity).
CREATE FUNCTION batch_totals_after_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM batch_totals_recount(array_agg(m ORDER BY m, d), array_agg(d ORDER BY m, d))
  FROM (
    SELECT month_year AS m, domain AS d FROM before_rows
    UNION
    SELECT month_year, domain FROM after_rows
  ) k
  HAVING count(*) > 0;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER batch_totals_after_user_insert AFTER INSERT ON users
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION batch_totals_after_user_change();
--> statement-breakpoint
CREATE TRIGGER batch_totals_after_user_delete AFTER DELETE ON users
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION batch_totals_after_user_change();
--> statement-breakpoint
CREATE TRIGGER batch_totals_after_user_update AFTER UPDATE ON users
  REFERENCING OLD TABLE AS before_rows NEW TABLE AS after_rows
  FOR EACH STATEMENT EXECUTE FUNCTION batch_totals_after_user_update();
--> statement-breakpoint
CREATE TRIGGER batch_totals_after_assignment_insert AFTER INSERT ON batch_assignments
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION batch_totals_after_change();
--> statement-breakpoint
CREATE TRIGGER batch_totals_after_assignment_delete AFTER DELETE ON batch_assignments
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION batch_totals_after_change();
--> statement-breakpoint
CREATE TRIGGER batch_totals_after_assignment_update AFTER UPDATE ON batch_assignments
  REFERENCING OLD TABLE AS before_rows NEW TABLE AS after_rows
  FOR EACH STATEMENT EXECUTE FUNCTION batch_totals_after_update();
--> statement-breakpoint
CREATE TRIGGER batch_totals_after_video_insert AFTER INSERT ON batch_videos
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION batch_totals_after_change();
--> statement-breakpoint
CREATE TRIGGER batch_totals_after_video_delete AFTER DELETE ON batch_videos
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION batch_totals_after_change();
--> statement-breakpoint
CREATE TRIGGER batch_totals_after_video_update AFTER UPDATE ON batch_videos
  REFERENCING OLD TABLE AS before_rows NEW TABLE AS after_rows
  FOR EACH STATEMENT EXECUTE FUNCTION batch_totals_after_update();
--> statement-breakpoint
CREATE TRIGGER batch_totals_after_class_insert AFTER INSERT ON live_classes
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION batch_totals_after_change();
--> statement-breakpoint
CREATE TRIGGER batch_totals_after_class_delete AFTER DELETE ON live_classes
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION batch_totals_after_change();
--> statement-breakpoint
CREATE TRIGGER batch_totals_after_class_update AFTER UPDATE ON live_classes
  REFERENCING OLD TABLE AS before_rows NEW TABLE AS after_rows
  FOR EACH STATEMENT EXECUTE FUNCTION batch_totals_after_update();
--> statement-breakpoint
-- Every batch any row names, counted once (on the large campus: 200 batches; see the README for the
-- time it took).
SELECT batch_totals_recount(array_agg(m ORDER BY m, d), array_agg(d ORDER BY m, d))
FROM (
  SELECT batch_month_year AS m, batch_domain AS d FROM users
  WHERE role = 'student' AND batch_month_year IS NOT NULL AND batch_domain IS NOT NULL
  UNION SELECT month_year, domain FROM batch_assignments
  UNION SELECT month_year, domain FROM batch_videos
  UNION SELECT month_year, domain FROM live_classes
) k
HAVING count(*) > 0;
