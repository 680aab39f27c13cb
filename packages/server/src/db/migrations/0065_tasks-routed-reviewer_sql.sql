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
-- Every mentor with students assigned in a batch is on its roster, joined when their first student
-- there was assigned, level with the others.
INSERT INTO batch_mentors (month_year, domain, mentor_id, joined_at)
SELECT month_year, domain, mentor_id, min(assigned_at) FROM batch_assignments
GROUP BY month_year, domain, mentor_id
ON CONFLICT DO NOTHING;
