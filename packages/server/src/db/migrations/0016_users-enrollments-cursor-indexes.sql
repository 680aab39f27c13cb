CREATE INDEX "users_role_created_id_idx" ON "users" USING btree ("role","created_at","id");--> statement-breakpoint
CREATE INDEX "users_role_name_lower_idx" ON "users" USING btree ("role",lower("name"),"id");--> statement-breakpoint
CREATE INDEX "enrollments_enrolled_id_idx" ON "enrollments" USING btree ("enrolled_at","id");--> statement-breakpoint
CREATE INDEX "enrollments_course_enrolled_id_idx" ON "enrollments" USING btree ("course_id","enrolled_at","id");