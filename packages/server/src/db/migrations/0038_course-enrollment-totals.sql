CREATE TABLE "course_enrollment_totals" (
	"course_id" uuid PRIMARY KEY NOT NULL,
	"live" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "course_enrollment_totals" ADD CONSTRAINT "course_enrollment_totals_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;