-- A waiting attempt's reviewer (task_submissions.mentor_id) may be chosen by the application: routed
-- to a mentor of the student's batch when it is submitted (modules/batches/routing.ts), handed to
-- another since, or moved with the student to their new batch. The row trigger keeps a reviewer it is
-- given and fills in the task's owner only when none is (a student in no batch, a batch with no
-- mentor available); it still clears the reviewer once the attempt is reviewed.
CREATE OR REPLACE FUNCTION task_submissions_set_mentor() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.status <> 'pending' THEN
    NEW.mentor_id := NULL;
  ELSIF NEW.mentor_id IS NULL THEN
    SELECT mentor_id INTO NEW.mentor_id FROM tasks WHERE id = NEW.task_id FOR SHARE;
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
-- A task handed to another owner: the attempts waiting on the former owner move to the new one;
-- those routed or handed to another mentor stay with that mentor.
CREATE OR REPLACE FUNCTION task_submissions_after_task_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE task_submissions s SET mentor_id = a.mentor_id
  FROM after_rows a JOIN before_rows b USING (id)
  WHERE a.mentor_id IS DISTINCT FROM b.mentor_id AND s.task_id = a.id AND s.status = 'pending'
    AND s.mentor_id = b.mentor_id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
ALTER TABLE batch_mentors ADD CONSTRAINT batch_mentors_weight_check CHECK (weight BETWEEN 1 AND 1000);
--> statement-breakpoint
-- Where a member who joins a batch's roster, comes back from away or gets a new weight starts: level
-- with the least `pass` of the other members available (not away, accounts that work with students
-- as lib/mentor-review.ts says), 0 when there are none.
CREATE FUNCTION batch_roster_level(b_month_year text, b_domain text, joining uuid)
RETURNS double precision LANGUAGE sql STABLE AS $$
  SELECT coalesce(min(m.pass), 0) FROM batch_mentors m JOIN users u ON u.id = m.mentor_id
  WHERE m.month_year = b_month_year AND m.domain = b_domain AND m.mentor_id <> joining AND NOT m.away
    AND u.role = 'mentor' AND u.is_active AND u.mentor_status = 'approved'
$$;
--> statement-breakpoint
-- A mentor assigned students in a batch joins its roster, kept by the database so that every way of
-- writing assignments (the admin's, bulk onboarding, the seeds) keeps it: joining at the assignment's
-- time, level with the members available (batch_roster_level), so they are not flooded with what
-- came before. One insert per statement; a mentor already a member is left as they are.
CREATE FUNCTION batch_mentors_after_assignment() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO batch_mentors (month_year, domain, mentor_id, joined_at, pass)
  SELECT a.month_year, a.domain, a.mentor_id, min(a.assigned_at),
    batch_roster_level(a.month_year, a.domain, a.mentor_id)
  FROM added a
  GROUP BY a.month_year, a.domain, a.mentor_id
  ORDER BY a.month_year, a.domain, a.mentor_id
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER batch_mentors_after_assignment_insert AFTER INSERT ON batch_assignments
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION batch_mentors_after_assignment();
--> statement-breakpoint
CREATE TRIGGER batch_mentors_after_assignment_update AFTER UPDATE ON batch_assignments
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION batch_mentors_after_assignment();
--> statement-breakpoint
-- Every mentor with students assigned in a batch is on its roster, joined when their first student
-- there was assigned, level with the others.
INSERT INTO batch_mentors (month_year, domain, mentor_id, joined_at)
SELECT month_year, domain, mentor_id, min(assigned_at) FROM batch_assignments
GROUP BY month_year, domain, mentor_id
ON CONFLICT DO NOTHING;
