DROP INDEX "enrollments_course_status_idx";--> statement-breakpoint
CREATE INDEX "notifications_unread_idx" ON "notifications" USING btree ("user_id") WHERE "notifications"."read" = false;--> statement-breakpoint
CREATE INDEX "private_messages_recipient_idx" ON "private_messages" USING btree ("recipient_id","created_at");--> statement-breakpoint
CREATE INDEX "enrollments_course_status_idx" ON "enrollments" USING btree ("course_id","status","expires_at");