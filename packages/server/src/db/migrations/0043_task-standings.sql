CREATE TABLE "task_standings" (
	"mentor_id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"assigned" integer DEFAULT 0 NOT NULL,
	"approved" integer DEFAULT 0 NOT NULL,
	"pending" integer DEFAULT 0 NOT NULL,
	"redo" integer DEFAULT 0 NOT NULL,
	"redo_open" integer DEFAULT 0 NOT NULL,
	"unsubmitted_due" timestamp with time zone[] DEFAULT '{}' NOT NULL,
	"open_unsubmitted_due" timestamp with time zone[] DEFAULT '{}' NOT NULL,
	"last_submitted_at" timestamp with time zone,
	CONSTRAINT "task_standings_mentor_id_student_id_pk" PRIMARY KEY("mentor_id","student_id")
);
--> statement-breakpoint
ALTER TABLE "task_standings" ADD CONSTRAINT "task_standings_mentor_id_users_id_fk" FOREIGN KEY ("mentor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_standings" ADD CONSTRAINT "task_standings_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "task_standings_student_idx" ON "task_standings" USING btree ("student_id");