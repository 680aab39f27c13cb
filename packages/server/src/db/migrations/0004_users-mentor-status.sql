ALTER TABLE "users" ADD COLUMN "mentor_status" text DEFAULT 'approved' NOT NULL;--> statement-breakpoint
CREATE INDEX "users_mentor_status_idx" ON "users" USING btree ("mentor_status","created_at");--> statement-breakpoint
-- Self-registered mentors (they carry an application) whose profile no admin has listed yet were never
-- reviewed: they wait for review like new registrations. Everyone else stays approved.
UPDATE "users" SET "mentor_status" = 'pending' WHERE "role" = 'mentor' AND "mentor_application" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "mentor_profiles" p WHERE p."user_id" = "users"."id" AND p."listed");
