DROP INDEX "bookings_mentor_start_idx";--> statement-breakpoint
DROP INDEX "bookings_kind_status_start_idx";--> statement-breakpoint
DROP INDEX "live_classes_host_start_idx";--> statement-breakpoint
DROP INDEX "mentor_updates_mentor_idx";--> statement-breakpoint
DROP INDEX "mentor_updates_batch_idx";--> statement-breakpoint
CREATE INDEX "bookings_start_id_idx" ON "bookings" USING btree ("start_time","id");--> statement-breakpoint
CREATE INDEX "bookings_mentor_start_id_idx" ON "bookings" USING btree ("mentor_id","start_time","id");--> statement-breakpoint
CREATE INDEX "bookings_kind_status_start_id_idx" ON "bookings" USING btree ("kind","status","start_time","id");--> statement-breakpoint
CREATE INDEX "live_classes_host_start_id_idx" ON "live_classes" USING btree ("host_id","start_time","id");--> statement-breakpoint
CREATE INDEX "live_classes_start_id_idx" ON "live_classes" USING btree ("start_time","id");--> statement-breakpoint
CREATE INDEX "mentor_updates_mentor_order_idx" ON "mentor_updates" USING btree ("mentor_id",(("pinned")::int),"created_at","id");--> statement-breakpoint
CREATE INDEX "mentor_updates_batch_order_idx" ON "mentor_updates" USING btree ("month_year","domain",(("pinned")::int),"created_at","id");