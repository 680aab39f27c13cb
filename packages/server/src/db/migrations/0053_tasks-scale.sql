-- The review queue and /my-students read one index range a page: the columns and indexes;
-- the triggers that keep them and the backfill are the next migration (tasks-scale_sql), which also
-- makes task_standings.lower_name NOT NULL once it is filled (lock times measured there). The roster
-- index on users (20,000 students) builds in 0.04 s on the large campus.
ALTER TABLE "task_submissions" ADD COLUMN "mentor_id" uuid;--> statement-breakpoint
ALTER TABLE "task_standings" ADD COLUMN "lower_name" text;--> statement-breakpoint
ALTER TABLE "task_standings" ADD COLUMN "attention_from" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "users_student_batch_name_idx" ON "users" USING btree ("batch_month_year","batch_domain",lower("name"),"id","name") WHERE "users"."role" = 'student' and "users"."is_active";
