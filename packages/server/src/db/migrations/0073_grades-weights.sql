CREATE TABLE "grade_weights" (
	"kind" text NOT NULL,
	"item_id" uuid NOT NULL,
	"weight" double precision NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by_id" uuid,
	CONSTRAINT "grade_weights_kind_item_id_pk" PRIMARY KEY("kind","item_id"),
	CONSTRAINT "grade_weights_kind_check" CHECK ("grade_weights"."kind" in ('task', 'quiz')),
	CONSTRAINT "grade_weights_weight_check" CHECK ("grade_weights"."weight" >= 0 and "grade_weights"."weight" <= 100)
);
--> statement-breakpoint
ALTER TABLE "grade_weights" ADD CONSTRAINT "grade_weights_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;