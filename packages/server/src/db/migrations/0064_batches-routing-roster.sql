CREATE TABLE "batch_mentors" (
	"month_year" text NOT NULL,
	"domain" text NOT NULL,
	"mentor_id" uuid NOT NULL,
	"weight" integer DEFAULT 100 NOT NULL,
	"away" boolean DEFAULT false NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	"routed" integer DEFAULT 0 NOT NULL,
	"pass" double precision DEFAULT 0 NOT NULL,
	CONSTRAINT "batch_mentors_month_year_domain_mentor_id_pk" PRIMARY KEY("month_year","domain","mentor_id")
);
--> statement-breakpoint
ALTER TABLE "batch_mentors" ADD CONSTRAINT "batch_mentors_mentor_id_users_id_fk" FOREIGN KEY ("mentor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "batch_mentors_mentor_idx" ON "batch_mentors" USING btree ("mentor_id");