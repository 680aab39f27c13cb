CREATE TABLE "batch_totals" (
	"month_year" text NOT NULL,
	"domain" text NOT NULL,
	"students" integer DEFAULT 0 NOT NULL,
	"assignments" integer DEFAULT 0 NOT NULL,
	"mentor_ids" uuid[] DEFAULT '{}' NOT NULL,
	"last_assigned_at" timestamp with time zone,
	"videos" integer DEFAULT 0 NOT NULL,
	"last_video_at" timestamp with time zone,
	"upcoming_classes" integer DEFAULT 0 NOT NULL,
	"last_class_at" timestamp with time zone,
	"listed" boolean DEFAULT false NOT NULL,
	CONSTRAINT "batch_totals_month_year_domain_pk" PRIMARY KEY("month_year","domain")
);
--> statement-breakpoint
CREATE INDEX "batch_totals_list_idx" ON "batch_totals" USING btree ("month_year" DESC NULLS LAST,"domain") WHERE "batch_totals"."listed";