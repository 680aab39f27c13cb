-- task_standings is kept by the database, like task_counts: a statement on tasks,
-- task_assignees or task_submissions recounts the students it touched — each of their rows, one per
-- mentor whose task they are assigned — from each assignment's latest attempt (one probe of
-- task_submissions_latest_idx each; ~10 assignments a student on the large campus). Keyed by the
-- student, not by the task, because a task's deletion cascades to its assignees after the task row is
-- gone (its mentor is no longer known), while the students are: a recount of a student reads what is
-- left. A recount, not a delta, for the same reason as task_counts (a cascade removes assignees and
-- submissions in either order; whichever statement comes last counts what is left).
--
-- Concurrency: the students' users rows are locked first, in key order (FOR NO KEY UPDATE: foreign
-- key checks take FOR KEY SHARE and are not blocked), so two writers for one student serialise and,
-- as each statement of this function reads with a fresh snapshot (READ COMMITTED), the second's
-- recount sees the first's committed rows. Row locks rather than advisory locks: a bulk statement
-- (20,000 students) must not fill the shared lock table. A student deleted in this transaction is not
-- locked and, joined to users below, counts nothing: their rows go (and the foreign keys cascade).
--
-- Time-dependent parts are kept as the due dates they are read from (unsubmitted_due, sorted), so
-- "overdue" and "to do" are split at request time; see taskStandings in db/schema/totals.ts.
CREATE FUNCTION task_standings_recount(ids uuid[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF cardinality(ids) = 0 THEN
    RETURN;
  END IF;
  PERFORM 1 FROM users WHERE id = ANY (ids) ORDER BY id FOR NO KEY UPDATE;
  WITH n AS (
    SELECT t.mentor_id, a.student_id,
           count(*)::int AS assigned,
           (count(*) FILTER (WHERE l.status = 'approved'))::int AS approved,
           (count(*) FILTER (WHERE l.status = 'pending'))::int AS pending,
           (count(*) FILTER (WHERE l.status IN ('rejected', 'modification_requested')))::int AS redo,
           (count(*) FILTER (WHERE l.status IN ('rejected', 'modification_requested')
                               AND t.status = 'open'))::int AS redo_open,
           coalesce(array_agg(t.due_date ORDER BY t.due_date) FILTER (WHERE l.status IS NULL),
                    '{}') AS unsubmitted_due,
           coalesce(array_agg(t.due_date ORDER BY t.due_date)
                      FILTER (WHERE l.status IS NULL AND t.status = 'open'), '{}') AS open_unsubmitted_due,
           max(l.submitted_at) AS last_submitted_at
    FROM task_assignees a
    JOIN users st ON st.id = a.student_id
    JOIN tasks t ON t.id = a.task_id
    JOIN users m ON m.id = t.mentor_id
    LEFT JOIN LATERAL (
      SELECT s.status, s.submitted_at FROM task_submissions s
      WHERE s.task_id = a.task_id AND s.student_id = a.student_id
      ORDER BY s.attempt DESC LIMIT 1
    ) l ON true
    WHERE a.student_id = ANY (ids)
    GROUP BY t.mentor_id, a.student_id
  ), gone AS (
    DELETE FROM task_standings s
    WHERE s.student_id = ANY (ids)
      AND NOT EXISTS (SELECT 1 FROM n WHERE n.mentor_id = s.mentor_id AND n.student_id = s.student_id)
  )
  INSERT INTO task_standings AS s (mentor_id, student_id, assigned, approved, pending, redo, redo_open,
                                   unsubmitted_due, open_unsubmitted_due, last_submitted_at)
  SELECT mentor_id, student_id, assigned, approved, pending, redo, redo_open,
         unsubmitted_due, open_unsubmitted_due, last_submitted_at
  FROM n ORDER BY mentor_id, student_id
  ON CONFLICT (mentor_id, student_id) DO UPDATE
  SET assigned = excluded.assigned, approved = excluded.approved, pending = excluded.pending,
      redo = excluded.redo, redo_open = excluded.redo_open, unsubmitted_due = excluded.unsubmitted_due,
      open_unsubmitted_due = excluded.open_unsubmitted_due, last_submitted_at = excluded.last_submitted_at
  WHERE (s.assigned, s.approved, s.pending, s.redo, s.redo_open, s.unsubmitted_due,
         s.open_unsubmitted_due, s.last_submitted_at)
    IS DISTINCT FROM
        (excluded.assigned, excluded.approved, excluded.pending, excluded.redo, excluded.redo_open,
         excluded.unsubmitted_due, excluded.open_unsubmitted_due, excluded.last_submitted_at);
END
$$;
--> statement-breakpoint
-- Assignees or submissions added or removed (the transition table is named `changed` by each).
CREATE FUNCTION task_standings_after_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM task_standings_recount(array(SELECT DISTINCT student_id FROM changed ORDER BY student_id));
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- An assignee row rewritten (nothing does today; kept right if something does): both students.
CREATE FUNCTION task_standings_after_assignee_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM task_standings_recount(array(
    SELECT student_id FROM before_rows UNION SELECT student_id FROM after_rows ORDER BY 1
  ));
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- A submission update recounts only when it changes what a standing reads (the review's status, the
-- time submitted, or a row moved to another task, student or attempt): editing an answer's text or a
-- review's date recounts nothing.
CREATE FUNCTION task_standings_after_submission_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM task_standings_recount(array(
    SELECT DISTINCT x.student_id FROM (
      SELECT b.student_id, a.student_id AS new_student_id FROM before_rows b JOIN after_rows a USING (id)
      WHERE (a.task_id, a.student_id, a.attempt, a.status, a.submitted_at)
        IS DISTINCT FROM (b.task_id, b.student_id, b.attempt, b.status, b.submitted_at)
    ) moved CROSS JOIN LATERAL (VALUES (moved.student_id), (moved.new_student_id)) AS x(student_id)
    ORDER BY x.student_id
  ));
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- A task edited: its assignees are recounted when what they read of it changed (owner, due date,
-- open or closed). A new task has no assignees yet; a deleted one cascades to its assignees.
CREATE FUNCTION task_standings_after_task_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM task_standings_recount(array(
    SELECT DISTINCT ta.student_id FROM before_rows b JOIN after_rows a USING (id)
    JOIN task_assignees ta ON ta.task_id = a.id
    WHERE (a.mentor_id, a.due_date, a.status) IS DISTINCT FROM (b.mentor_id, b.due_date, b.status)
    ORDER BY ta.student_id
  ));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER task_standings_after_assignee_insert AFTER INSERT ON task_assignees
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION task_standings_after_change();
--> statement-breakpoint
CREATE TRIGGER task_standings_after_assignee_update AFTER UPDATE ON task_assignees
  REFERENCING OLD TABLE AS before_rows NEW TABLE AS after_rows
  FOR EACH STATEMENT EXECUTE FUNCTION task_standings_after_assignee_update();
--> statement-breakpoint
CREATE TRIGGER task_standings_after_assignee_delete AFTER DELETE ON task_assignees
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION task_standings_after_change();
--> statement-breakpoint
CREATE TRIGGER task_standings_after_submission_insert AFTER INSERT ON task_submissions
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION task_standings_after_change();
--> statement-breakpoint
CREATE TRIGGER task_standings_after_submission_update AFTER UPDATE ON task_submissions
  REFERENCING OLD TABLE AS before_rows NEW TABLE AS after_rows
  FOR EACH STATEMENT EXECUTE FUNCTION task_standings_after_submission_update();
--> statement-breakpoint
CREATE TRIGGER task_standings_after_submission_delete AFTER DELETE ON task_submissions
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION task_standings_after_change();
--> statement-breakpoint
CREATE TRIGGER task_standings_after_task_update AFTER UPDATE ON tasks
  REFERENCING OLD TABLE AS before_rows NEW TABLE AS after_rows
  FOR EACH STATEMENT EXECUTE FUNCTION task_standings_after_task_update();
--> statement-breakpoint
-- The standings of the assignments that exist already.
SELECT task_standings_recount(array(SELECT DISTINCT student_id FROM task_assignees ORDER BY 1));
