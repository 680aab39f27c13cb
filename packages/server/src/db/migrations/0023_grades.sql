ALTER TABLE "task_feedback" ADD COLUMN "score" jsonb;--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "grading" jsonb;