CREATE TABLE "inbox_mentor_loads" (
	"mentor_id" uuid PRIMARY KEY NOT NULL,
	"open_items" integer NOT NULL,
	"near_breach" integer NOT NULL,
	"counted_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "inbox_mentor_loads" ADD CONSTRAINT "inbox_mentor_loads_mentor_id_users_id_fk" FOREIGN KEY ("mentor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;