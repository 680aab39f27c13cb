-- course_enrollment_totals is kept by the database, like user_totals: statement-level
-- triggers with transition tables on enrollments, so the generator's 100,000 enrollments cost one
-- aggregate per statement and every writer moves the totals in the same transaction. Rows are
-- upserted in key order (two statements touching the same courses lock them in the same order);
-- a deletion only subtracts (a course deleted with its enrollments has no row left to update).
CREATE FUNCTION course_enrollment_totals_after_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO course_enrollment_totals AS t (course_id, live)
  SELECT course_id, count(*)::int FROM inserted
  WHERE status IN ('active', 'completed') GROUP BY course_id ORDER BY course_id
  ON CONFLICT (course_id) DO UPDATE SET live = t.live + excluded.live;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER course_enrollment_totals_after_insert AFTER INSERT ON enrollments
  REFERENCING NEW TABLE AS inserted FOR EACH STATEMENT EXECUTE FUNCTION course_enrollment_totals_after_insert();
--> statement-breakpoint
-- A status change (a cancellation, a completion, the expiry sweep, a reactivation) moves the total
-- by the rows after it minus the rows before it; an update that changes neither writes nothing.
CREATE FUNCTION course_enrollment_totals_after_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO course_enrollment_totals AS t (course_id, live)
  SELECT course_id, sum(d)::int FROM (
    SELECT course_id, 1 AS d FROM after_rows WHERE status IN ('active', 'completed')
    UNION ALL
    SELECT course_id, -1 FROM before_rows WHERE status IN ('active', 'completed')
  ) moved
  GROUP BY course_id HAVING sum(d) <> 0 ORDER BY course_id
  ON CONFLICT (course_id) DO UPDATE SET live = t.live + excluded.live;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER course_enrollment_totals_after_update AFTER UPDATE ON enrollments
  REFERENCING OLD TABLE AS before_rows NEW TABLE AS after_rows
  FOR EACH STATEMENT EXECUTE FUNCTION course_enrollment_totals_after_update();
--> statement-breakpoint
CREATE FUNCTION course_enrollment_totals_after_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE course_enrollment_totals t SET live = t.live - d.n
  FROM (
    SELECT course_id, count(*)::int AS n FROM deleted
    WHERE status IN ('active', 'completed') GROUP BY course_id
  ) d
  WHERE t.course_id = d.course_id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER course_enrollment_totals_after_delete AFTER DELETE ON enrollments
  REFERENCING OLD TABLE AS deleted FOR EACH STATEMENT EXECUTE FUNCTION course_enrollment_totals_after_delete();
--> statement-breakpoint
-- The totals of the enrollments that exist already.
INSERT INTO course_enrollment_totals (course_id, live)
SELECT course_id, count(*)::int FROM enrollments
WHERE status IN ('active', 'completed') GROUP BY course_id;
