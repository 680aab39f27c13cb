ALTER TABLE "conversations" ADD COLUMN "waiting_on" uuid;--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "waiting_since" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "bookings_mentor_requests_idx" ON "bookings" USING btree ("mentor_id","created_at","id") WHERE "bookings"."kind" = 'one_to_one' and "bookings"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "conversations_waiting_idx" ON "conversations" USING btree ("waiting_on","waiting_since");