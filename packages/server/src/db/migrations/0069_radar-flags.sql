CREATE TABLE "radar_dirty" (
	"student_id" uuid PRIMARY KEY NOT NULL,
	"marked_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "radar_flags" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"student_id" uuid NOT NULL,
	"batch_month_year" text NOT NULL,
	"batch_domain" text NOT NULL,
	"reasons" jsonb NOT NULL,
	"raised_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"cleared_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "radar_thresholds" (
	"program_id" uuid PRIMARY KEY NOT NULL,
	"values" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by_id" uuid
);
--> statement-breakpoint
CREATE TABLE "user_visits" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"seen_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "radar_flags" ADD CONSTRAINT "radar_flags_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "radar_thresholds" ADD CONSTRAINT "radar_thresholds_program_id_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."programs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "radar_thresholds" ADD CONSTRAINT "radar_thresholds_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_visits" ADD CONSTRAINT "user_visits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "radar_dirty_marked_idx" ON "radar_dirty" USING btree ("marked_at");--> statement-breakpoint
CREATE UNIQUE INDEX "radar_flags_one_open_uq" ON "radar_flags" USING btree ("student_id") WHERE "radar_flags"."cleared_at" IS NULL;--> statement-breakpoint
CREATE INDEX "radar_flags_student_idx" ON "radar_flags" USING btree ("student_id","raised_at","id");--> statement-breakpoint
CREATE INDEX "radar_flags_open_idx" ON "radar_flags" USING btree ("raised_at","id") WHERE "radar_flags"."cleared_at" IS NULL;--> statement-breakpoint
CREATE INDEX "radar_flags_open_batch_idx" ON "radar_flags" USING btree ("batch_month_year","batch_domain","raised_at","id") WHERE "radar_flags"."cleared_at" IS NULL;