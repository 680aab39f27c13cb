-- review_queue_totals is kept by the database, like submission_totals: how many attempts
-- wait in each owner's queue (task_submissions.mentor_id, set by the row trigger
-- task_submissions_set_mentor before these statement triggers see the rows, and null once reviewed).
-- A statement adds what it moved into an owner's queue and takes away what it moved out, owners in
-- id order so two statements touching the same owners lock their rows in the same order. A task
-- handed to another owner updates its waiting attempts' mentor_id (task_submissions_after_task_update),
-- which fires the update trigger here: out of one queue, into the other.
-- The triggers are named to fire last among task_submissions' statement triggers (PostgreSQL fires
-- them in name order): after task_standings_*, which lock the students' users rows. A task handed to
-- another owner locks those rows first too (task_standings_after_task_update fires before
-- task_submissions_after_task_update), so both paths take users rows before review_queue_totals
-- rows and cannot wait on each other in opposite order.
CREATE FUNCTION review_queue_totals_after_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO review_queue_totals AS t (mentor_id, pending)
  SELECT mentor_id, count(*)::int FROM inserted
  WHERE mentor_id IS NOT NULL AND status = 'pending'
  GROUP BY mentor_id ORDER BY mentor_id
  ON CONFLICT (mentor_id) DO UPDATE SET pending = t.pending + excluded.pending;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER task_submissions_review_queue_after_insert AFTER INSERT ON task_submissions
  REFERENCING NEW TABLE AS inserted FOR EACH STATEMENT EXECUTE FUNCTION review_queue_totals_after_insert();
--> statement-breakpoint
CREATE FUNCTION review_queue_totals_after_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO review_queue_totals AS t (mentor_id, pending)
  SELECT mentor_id, sum(d)::int FROM (
    SELECT mentor_id, 1 AS d FROM after_rows WHERE mentor_id IS NOT NULL AND status = 'pending'
    UNION ALL
    SELECT mentor_id, -1 FROM before_rows WHERE mentor_id IS NOT NULL AND status = 'pending'
  ) moved GROUP BY mentor_id HAVING sum(d) <> 0 ORDER BY mentor_id
  ON CONFLICT (mentor_id) DO UPDATE SET pending = t.pending + excluded.pending;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER task_submissions_review_queue_after_update AFTER UPDATE ON task_submissions
  REFERENCING OLD TABLE AS before_rows NEW TABLE AS after_rows
  FOR EACH STATEMENT EXECUTE FUNCTION review_queue_totals_after_update();
--> statement-breakpoint
-- Deleted with their task or their student (the cascade fires this too). Taken away like the update's
-- moves, owners in id order (a student's deletion may touch several owners' rows).
CREATE FUNCTION review_queue_totals_after_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO review_queue_totals AS t (mentor_id, pending)
  SELECT mentor_id, -count(*)::int FROM deleted
  WHERE mentor_id IS NOT NULL AND status = 'pending'
  GROUP BY mentor_id ORDER BY mentor_id
  ON CONFLICT (mentor_id) DO UPDATE SET pending = t.pending + excluded.pending;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER task_submissions_review_queue_after_delete AFTER DELETE ON task_submissions
  REFERENCING OLD TABLE AS deleted FOR EACH STATEMENT EXECUTE FUNCTION review_queue_totals_after_delete();
--> statement-breakpoint
-- The counts of the attempts waiting already, with task_submissions locked against writes until this
-- migration commits (the triggers above exist from here on, so nothing written after is missed and
-- nothing counted twice). One range of task_submissions_mentor_queue_idx: 40,000 attempts on the
-- large campus, counted in 23 ms, so writes to task_submissions wait that long once.
LOCK TABLE task_submissions IN SHARE ROW EXCLUSIVE MODE;
--> statement-breakpoint
INSERT INTO review_queue_totals (mentor_id, pending)
SELECT mentor_id, count(*)::int FROM task_submissions
WHERE mentor_id IS NOT NULL AND status = 'pending' GROUP BY mentor_id;
