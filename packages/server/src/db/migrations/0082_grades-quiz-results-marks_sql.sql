-- The marks on a course's kept quiz figures (quiz_result_figures): a statement that changes what a
-- quiz's figures are read from marks the quiz in quiz_results_stale, in the writer's transaction, and
-- the next read of the course's quiz results recomputes it (modules/grades/quiz-figures.ts). A quiz's
-- figures are read from the graded attempts at it (score or graded questions set) of the students
-- enrolled in its course, active or completed; so:
-- - an attempt inserted, updated or deleted marks its quiz when it is graded before or after (saving
--   the answers of an open attempt marks nothing);
-- - an enrollment entering or leaving active/completed (inserted, updated, deleted) marks the quizzes
--   that student has graded attempts at in that course. Enrolling a student who took none of them
--   marks nothing: the enrolled number is counted on each read.
--
-- One row per quiz per writing transaction (xact: pg_current_xact_id()); ON CONFLICT DO NOTHING
-- only meets the transaction's own earlier row. A mark keyed by the quiz alone would not do: a writer
-- finding another's committed mark would add nothing and lock nothing, a read could delete that mark
-- and compute before the writer commits, and the writer's change would be left out of the figures
-- with no mark left to say so. With a row of its own, a writer's mark is invisible to every read until
-- it commits: a read deletes only marks committed before its DELETE began, whose changes its compute
-- (a later statement, a later snapshot) counts; a mark committed later outlives the recompute.
-- A writer never waits on another's mark. The marks of a quiz whose results nobody reads stay, one
-- per writing transaction, until a read recomputes it (a deleted course's quizzes: for good).
--
-- No backfill: a quiz with no figures row is computed by the first read that lists it.
CREATE FUNCTION quiz_results_mark_attempts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    INSERT INTO quiz_results_stale (lesson_id, xact)
    SELECT DISTINCT lesson_id, pg_current_xact_id()::text::bigint
    FROM (SELECT lesson_id, score_percent, graded FROM changed
          UNION ALL
          SELECT lesson_id, score_percent, graded FROM gone) a
    WHERE score_percent IS NOT NULL OR graded IS NOT NULL
    ON CONFLICT DO NOTHING;
  ELSE
    INSERT INTO quiz_results_stale (lesson_id, xact)
    SELECT DISTINCT lesson_id, pg_current_xact_id()::text::bigint FROM changed
    WHERE score_percent IS NOT NULL OR graded IS NOT NULL
    ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER quiz_attempts_quiz_results_insert AFTER INSERT ON quiz_attempts
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION quiz_results_mark_attempts();
--> statement-breakpoint
CREATE TRIGGER quiz_attempts_quiz_results_update AFTER UPDATE ON quiz_attempts
  REFERENCING OLD TABLE AS gone NEW TABLE AS changed FOR EACH STATEMENT
  EXECUTE FUNCTION quiz_results_mark_attempts();
--> statement-breakpoint
CREATE TRIGGER quiz_attempts_quiz_results_delete AFTER DELETE ON quiz_attempts
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION quiz_results_mark_attempts();
--> statement-breakpoint
-- The (student, course) pairs whose counting changed, then the quizzes of the course the student has
-- graded attempts at (quiz_attempts_student_lesson_number_uq, by student). An update counts when the
-- status crosses active/completed (progress, last visit and the like mark nothing).
CREATE FUNCTION quiz_results_mark_enrollments() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  student_ids uuid[];
  course_ids uuid[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(student_id), array_agg(course_id) INTO student_ids, course_ids
    FROM changed WHERE status IN ('active', 'completed');
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(student_id), array_agg(course_id) INTO student_ids, course_ids
    FROM gone WHERE status IN ('active', 'completed');
  ELSE
    SELECT array_agg(p.student_id), array_agg(p.course_id) INTO student_ids, course_ids
    FROM changed n
    JOIN gone o ON o.id = n.id
    CROSS JOIN LATERAL (VALUES (o.student_id, o.course_id), (n.student_id, n.course_id))
      AS p (student_id, course_id)
    WHERE (o.status IN ('active', 'completed')) <> (n.status IN ('active', 'completed'))
       OR o.student_id <> n.student_id OR o.course_id <> n.course_id;
  END IF;
  IF student_ids IS NULL THEN
    RETURN NULL;
  END IF;
  INSERT INTO quiz_results_stale (lesson_id, xact)
  SELECT DISTINCT a.lesson_id, pg_current_xact_id()::text::bigint
  FROM unnest(student_ids, course_ids) AS m (student_id, course_id)
  JOIN quiz_attempts a ON a.student_id = m.student_id AND a.course_id = m.course_id
  WHERE a.score_percent IS NOT NULL OR a.graded IS NOT NULL
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER enrollments_quiz_results_insert AFTER INSERT ON enrollments
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION quiz_results_mark_enrollments();
--> statement-breakpoint
CREATE TRIGGER enrollments_quiz_results_update AFTER UPDATE ON enrollments
  REFERENCING OLD TABLE AS gone NEW TABLE AS changed FOR EACH STATEMENT
  EXECUTE FUNCTION quiz_results_mark_enrollments();
--> statement-breakpoint
CREATE TRIGGER enrollments_quiz_results_delete AFTER DELETE ON enrollments
  REFERENCING OLD TABLE AS gone FOR EACH STATEMENT EXECUTE FUNCTION quiz_results_mark_enrollments();
