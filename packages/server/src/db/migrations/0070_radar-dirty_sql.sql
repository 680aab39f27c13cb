-- The radar's marks: a statement that changes what a student's flag is read from marks the students
-- it touched in radar_dirty, once each (ON CONFLICT DO NOTHING: a student already marked waits for
-- the same recomputation). The trigger's arguments name the columns holding the people touched;
-- ids of people who are not students are marked too and the job passes over them. One INSERT … SELECT
-- over the statement's rows, so a bulk write stays one statement.
CREATE OR REPLACE FUNCTION radar_mark_dirty() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  col text;
BEGIN
  FOREACH col IN ARRAY TG_ARGV LOOP
    EXECUTE format(
      'INSERT INTO radar_dirty (student_id) SELECT DISTINCT %I FROM changed WHERE %I IS NOT NULL '
      'ON CONFLICT (student_id) DO NOTHING', col, col);
  END LOOP;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Submitted, reviewed or moved attempts (tasks_overdue, changes_not_resubmitted).
CREATE TRIGGER task_submissions_radar_insert AFTER INSERT ON task_submissions
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION radar_mark_dirty('student_id');
--> statement-breakpoint
CREATE TRIGGER task_submissions_radar_update AFTER UPDATE ON task_submissions
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION radar_mark_dirty('student_id');
--> statement-breakpoint
-- A task assigned (its due date is swept when it passes).
CREATE TRIGGER task_assignees_radar_insert AFTER INSERT ON task_assignees
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION radar_mark_dirty('student_id');
--> statement-breakpoint
-- Attendance recorded (classes_missed).
CREATE TRIGGER live_class_attendees_radar_insert AFTER INSERT ON live_class_attendees
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION radar_mark_dirty('student_id');
--> statement-breakpoint
-- Quiz attempts started and graded (quizzes_failed).
CREATE TRIGGER quiz_attempts_radar_insert AFTER INSERT ON quiz_attempts
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION radar_mark_dirty('student_id');
--> statement-breakpoint
CREATE TRIGGER quiz_attempts_radar_update AFTER UPDATE ON quiz_attempts
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION radar_mark_dirty('student_id');
--> statement-breakpoint
-- Messages either way (mentor_message_unanswered).
CREATE TRIGGER private_messages_radar_insert AFTER INSERT ON private_messages
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT
  EXECUTE FUNCTION radar_mark_dirty('sender_id', 'recipient_id');
--> statement-breakpoint
-- Lessons done (progress_behind).
CREATE TRIGGER enrollments_radar_insert AFTER INSERT ON enrollments
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION radar_mark_dirty('student_id');
--> statement-breakpoint
CREATE TRIGGER enrollments_radar_update AFTER UPDATE ON enrollments
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION radar_mark_dirty('student_id');
--> statement-breakpoint
-- A batch joined or changed (the flag's batch, new this week).
CREATE TRIGGER batch_assignments_radar_insert AFTER INSERT ON batch_assignments
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION radar_mark_dirty('student_id');
--> statement-breakpoint
CREATE TRIGGER batch_assignments_radar_update AFTER UPDATE ON batch_assignments
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION radar_mark_dirty('student_id');
--> statement-breakpoint
-- Visits (no_visit).
CREATE TRIGGER user_visits_radar_insert AFTER INSERT ON user_visits
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION radar_mark_dirty('user_id');
--> statement-breakpoint
CREATE TRIGGER user_visits_radar_update AFTER UPDATE ON user_visits
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION radar_mark_dirty('user_id');
--> statement-breakpoint
-- Payments (no rule reads them yet: rules.ts says why; a payment still refreshes the flag).
CREATE TRIGGER payments_radar_insert AFTER INSERT ON payments
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION radar_mark_dirty('user_id');
--> statement-breakpoint
-- A live class ended: every student of its batch (attended or missed it: classes_missed).
CREATE OR REPLACE FUNCTION radar_mark_class_batch() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO radar_dirty (student_id)
  SELECT DISTINCT ba.student_id
  FROM changed c
  JOIN before b ON b.id = c.id AND b.status <> 'ended'
  JOIN batch_assignments ba ON ba.month_year = c.month_year AND ba.domain = c.domain
  WHERE c.status = 'ended'
  ON CONFLICT (student_id) DO NOTHING;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER live_classes_radar_update AFTER UPDATE ON live_classes
  REFERENCING OLD TABLE AS before NEW TABLE AS changed FOR EACH STATEMENT
  EXECUTE FUNCTION radar_mark_class_batch();
