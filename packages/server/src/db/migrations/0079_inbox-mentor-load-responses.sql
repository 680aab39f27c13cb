DROP INDEX "task_feedback_at_idx";--> statement-breakpoint
ALTER TABLE "inbox_mentor_loads" ADD COLUMN "breaches" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "inbox_mentor_loads" ADD COLUMN "median_minutes" integer;--> statement-breakpoint
CREATE INDEX "task_feedback_by_at_idx" ON "task_feedback" USING btree ("by_id","at");