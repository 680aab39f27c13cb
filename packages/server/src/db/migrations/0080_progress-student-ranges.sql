DROP INDEX "task_submissions_student_idx";--> statement-breakpoint
CREATE INDEX "task_submissions_student_submitted_idx" ON "task_submissions" USING btree ("student_id","submitted_at");--> statement-breakpoint
CREATE INDEX "quiz_attempts_student_passed_idx" ON "quiz_attempts" USING btree ("student_id","submitted_at") WHERE "quiz_attempts"."passed";