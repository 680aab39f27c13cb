CREATE TABLE "mentor_availability" (
	"mentor_id" uuid PRIMARY KEY NOT NULL,
	"timezone" text NOT NULL,
	"weekly_hours" jsonb NOT NULL,
	"days_off" jsonb NOT NULL,
	"buffer_minutes" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mentor_availability" ADD CONSTRAINT "mentor_availability_mentor_id_users_id_fk" FOREIGN KEY ("mentor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;