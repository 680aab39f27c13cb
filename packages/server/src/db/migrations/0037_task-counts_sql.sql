-- task_counts is kept by the database, like user_totals: a statement on tasks,
-- task_assignees or task_submissions recounts the tasks it touched, from each assignee's latest
-- attempt (one probe of task_submissions_latest_idx each). A recount, not a delta: a cascade
-- (a student or a task deleted) removes assignees and submissions in either order, and whichever
-- statement comes last counts what is left. The touched rows are locked first, in key order: a
-- concurrent writer to the same task waits, and as each statement of this function reads with a
-- fresh snapshot (READ COMMITTED), its recount then sees the other's committed rows.
CREATE FUNCTION task_counts_recount(ids uuid[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM task_counts WHERE task_id = ANY (ids) ORDER BY task_id FOR UPDATE;
  UPDATE task_counts c
  SET assigned = n.assigned, unsubmitted = n.unsubmitted, pending = n.pending,
      approved = n.approved, rejected = n.rejected,
      modification_requested = n.modification_requested, late = n.late
  FROM (
    SELECT t.id AS task_id,
           count(a.student_id)::int AS assigned,
           (count(a.student_id) FILTER (WHERE l.status IS NULL))::int AS unsubmitted,
           (count(*) FILTER (WHERE l.status = 'pending'))::int AS pending,
           (count(*) FILTER (WHERE l.status = 'approved'))::int AS approved,
           (count(*) FILTER (WHERE l.status = 'rejected'))::int AS rejected,
           (count(*) FILTER (WHERE l.status = 'modification_requested'))::int AS modification_requested,
           (count(*) FILTER (WHERE l.late))::int AS late
    FROM unnest(ids) AS t(id)
    LEFT JOIN task_assignees a ON a.task_id = t.id
    LEFT JOIN LATERAL (
      SELECT s.status, s.late FROM task_submissions s
      WHERE s.task_id = a.task_id AND s.student_id = a.student_id
      ORDER BY s.attempt DESC LIMIT 1
    ) l ON true
    GROUP BY t.id
  ) n
  WHERE c.task_id = n.task_id
    AND (c.assigned, c.unsubmitted, c.pending, c.approved, c.rejected, c.modification_requested, c.late)
      IS DISTINCT FROM
        (n.assigned, n.unsubmitted, n.pending, n.approved, n.rejected, n.modification_requested, n.late);
END
$$;
--> statement-breakpoint
CREATE FUNCTION task_counts_after_task_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO task_counts (task_id) SELECT id FROM inserted ORDER BY id ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER task_counts_after_task_insert AFTER INSERT ON tasks
  REFERENCING NEW TABLE AS inserted FOR EACH STATEMENT EXECUTE FUNCTION task_counts_after_task_insert();
--> statement-breakpoint
-- Rows added or removed (the transition table is named `changed` by both kinds of trigger below).
CREATE FUNCTION task_counts_after_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM task_counts_recount(array(SELECT DISTINCT task_id FROM changed ORDER BY task_id));
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- An update recounts only when it changes what a count reads (a review's status, lateness, or a row
-- moved to another task, student or attempt): editing an answer's text recounts nothing.
CREATE FUNCTION task_counts_after_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM task_counts_recount(array(
    SELECT DISTINCT x.task_id FROM (
      SELECT b.task_id, a.task_id AS new_task_id FROM before_rows b JOIN after_rows a USING (id)
      WHERE (a.task_id, a.student_id, a.attempt, a.status, a.late)
        IS DISTINCT FROM (b.task_id, b.student_id, b.attempt, b.status, b.late)
    ) moved CROSS JOIN LATERAL (VALUES (moved.task_id), (moved.new_task_id)) AS x(task_id)
    ORDER BY x.task_id
  ));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER task_counts_after_assignee_insert AFTER INSERT ON task_assignees
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION task_counts_after_change();
--> statement-breakpoint
CREATE TRIGGER task_counts_after_assignee_delete AFTER DELETE ON task_assignees
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION task_counts_after_change();
--> statement-breakpoint
CREATE TRIGGER task_counts_after_submission_insert AFTER INSERT ON task_submissions
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION task_counts_after_change();
--> statement-breakpoint
CREATE TRIGGER task_counts_after_submission_update AFTER UPDATE ON task_submissions
  REFERENCING OLD TABLE AS before_rows NEW TABLE AS after_rows
  FOR EACH STATEMENT EXECUTE FUNCTION task_counts_after_update();
--> statement-breakpoint
CREATE TRIGGER task_counts_after_submission_delete AFTER DELETE ON task_submissions
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION task_counts_after_change();
--> statement-breakpoint
-- The counts of the tasks that exist already.
INSERT INTO task_counts (task_id) SELECT id FROM tasks;
--> statement-breakpoint
SELECT task_counts_recount(array(SELECT id FROM tasks ORDER BY id));
