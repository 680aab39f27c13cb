CREATE TABLE "submission_totals" (
	"status" text PRIMARY KEY NOT NULL,
	"submissions" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_totals" (
	"role" text NOT NULL,
	"active" boolean NOT NULL,
	"users" integer DEFAULT 0 NOT NULL,
	"owing" integer DEFAULT 0 NOT NULL,
	"owed" numeric(14, 2) DEFAULT 0 NOT NULL,
	CONSTRAINT "user_totals_role_active_pk" PRIMARY KEY("role","active")
);
