DROP INDEX "tasks_created_idx";--> statement-breakpoint
CREATE INDEX "task_submissions_pending_queue_idx" ON "task_submissions" USING btree ("submitted_at","id") WHERE "task_submissions"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "task_submissions_pending_task_idx" ON "task_submissions" USING btree ("task_id","submitted_at","id") WHERE "task_submissions"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "tasks_mentor_list_idx" ON "tasks" USING btree ("mentor_id","status" DESC NULLS FIRST,"due_date","id");--> statement-breakpoint
CREATE INDEX "tasks_created_id_idx" ON "tasks" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "tasks_due_id_idx" ON "tasks" USING btree ("due_date","id");