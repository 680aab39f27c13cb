-- Lessons marked done before their times were kept: each gets its enrollment's last change as its
-- time (the latest it can have been done), so the progress grid counts it in some week rather than
-- none. Lessons no longer in the course are left out, as the enrollment's own list leaves them.
INSERT INTO "lesson_completions" ("enrollment_id", "lesson_id", "student_id", "completed_at")
SELECT e."id", l."id", e."student_id", e."updated_at"
FROM "enrollments" e
CROSS JOIN LATERAL unnest(e."completed_lesson_ids") AS done("lesson_id")
JOIN "course_lessons" l ON l."id" = done."lesson_id" AND l."course_id" = e."course_id"
ON CONFLICT DO NOTHING;
