CREATE TABLE "calendar_feeds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "cancelled_live_classes" (
	"id" uuid PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"month_year" text NOT NULL,
	"domain" text NOT NULL,
	"host_id" uuid NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone NOT NULL,
	"timezone" text NOT NULL,
	"cancelled_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cancelled_live_classes" ADD CONSTRAINT "cancelled_live_classes_host_id_users_id_fk" FOREIGN KEY ("host_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_feeds_token_hash_uq" ON "calendar_feeds" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_feeds_user_active_uq" ON "calendar_feeds" USING btree ("user_id") WHERE "calendar_feeds"."revoked_at" is null;--> statement-breakpoint
CREATE INDEX "cancelled_live_classes_batch_start_idx" ON "cancelled_live_classes" USING btree ("month_year","domain","start_time");--> statement-breakpoint
CREATE INDEX "cancelled_live_classes_host_start_idx" ON "cancelled_live_classes" USING btree ("host_id","start_time");--> statement-breakpoint
CREATE INDEX "tasks_batch_due_idx" ON "tasks" USING btree ("batch_month_year","batch_domain","due_date");