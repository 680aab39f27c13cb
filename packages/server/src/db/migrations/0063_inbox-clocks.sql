CREATE TABLE "inbox_clock_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"mentor_id" uuid NOT NULL,
	"item_id" text NOT NULL,
	"kind" text NOT NULL,
	"student_id" uuid NOT NULL,
	"since" timestamp with time zone NOT NULL,
	"threshold" text NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"crossed_at" timestamp with time zone NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inbox_targets" (
	"kind" text PRIMARY KEY NOT NULL,
	"hours" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by_id" uuid
);
--> statement-breakpoint
ALTER TABLE "inbox_clock_events" ADD CONSTRAINT "inbox_clock_events_mentor_id_users_id_fk" FOREIGN KEY ("mentor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbox_clock_events" ADD CONSTRAINT "inbox_clock_events_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbox_targets" ADD CONSTRAINT "inbox_targets_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "inbox_clock_events_once_uq" ON "inbox_clock_events" USING btree ("mentor_id","item_id","since","threshold");--> statement-breakpoint
CREATE INDEX "inbox_clock_events_breaches_idx" ON "inbox_clock_events" USING btree ("crossed_at","id") WHERE "inbox_clock_events"."threshold" = 'breach';--> statement-breakpoint
CREATE INDEX "inbox_clock_events_mentor_breaches_idx" ON "inbox_clock_events" USING btree ("mentor_id","crossed_at","id") WHERE "inbox_clock_events"."threshold" = 'breach';