CREATE TABLE "task_counts" (
	"task_id" uuid PRIMARY KEY NOT NULL,
	"assigned" integer DEFAULT 0 NOT NULL,
	"unsubmitted" integer DEFAULT 0 NOT NULL,
	"pending" integer DEFAULT 0 NOT NULL,
	"approved" integer DEFAULT 0 NOT NULL,
	"rejected" integer DEFAULT 0 NOT NULL,
	"modification_requested" integer DEFAULT 0 NOT NULL,
	"late" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "task_counts" ADD CONSTRAINT "task_counts_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE cascade ON UPDATE no action;