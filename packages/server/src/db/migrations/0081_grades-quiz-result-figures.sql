CREATE TABLE "quiz_result_figures" (
	"lesson_id" uuid PRIMARY KEY NOT NULL,
	"course_id" uuid NOT NULL,
	"took" integer NOT NULL,
	"passed" integer NOT NULL,
	"mean_best" double precision,
	"median_best" double precision,
	"attempts" integer NOT NULL,
	"questions" jsonb NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quiz_results_stale" (
	"lesson_id" uuid NOT NULL,
	"xact" bigint NOT NULL,
	CONSTRAINT "quiz_results_stale_lesson_id_xact_pk" PRIMARY KEY("lesson_id","xact")
);
--> statement-breakpoint
ALTER TABLE "quiz_result_figures" ADD CONSTRAINT "quiz_result_figures_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "quiz_result_figures_course_idx" ON "quiz_result_figures" USING btree ("course_id");