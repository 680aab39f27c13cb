DROP INDEX "batch_assignments_mentor_idx";--> statement-breakpoint
DROP INDEX "batch_assignments_list_idx";--> statement-breakpoint
ALTER TABLE "batch_assignments" ADD COLUMN "student_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "batch_assignments_mentor_idx" ON "batch_assignments" USING btree ("mentor_id","month_year" DESC NULLS FIRST,"domain","student_name","id");--> statement-breakpoint
CREATE INDEX "batch_assignments_list_idx" ON "batch_assignments" USING btree ("month_year" DESC NULLS FIRST,"domain","student_name","id");