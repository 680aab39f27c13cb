CREATE TABLE "quiz_attempts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lesson_id" uuid NOT NULL,
	"course_id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"asked" jsonb NOT NULL,
	"answers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"graded" jsonb,
	"score_percent" double precision,
	"passed" boolean,
	"started_at" timestamp with time zone NOT NULL,
	"deadline" timestamp with time zone,
	"submitted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "quiz_questions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"course_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"kind" text NOT NULL,
	"prompt" text NOT NULL,
	"explanation" text,
	"points" integer DEFAULT 1 NOT NULL,
	"choices" jsonb,
	"correct_choice_ids" text[],
	"accepted_answers" text[],
	"correct_number" double precision,
	"tolerance" double precision,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quizzes" (
	"lesson_id" uuid PRIMARY KEY NOT NULL,
	"course_id" uuid NOT NULL,
	"passing_score_percent" integer NOT NULL,
	"attempts_allowed" integer NOT NULL,
	"time_limit_minutes" integer,
	"show_answers" text NOT NULL,
	"draw" text NOT NULL,
	"question_ids" uuid[] DEFAULT '{}' NOT NULL,
	"draw_count" integer,
	"shuffle_choices" boolean NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "quiz_attempts" ADD CONSTRAINT "quiz_attempts_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_attempts" ADD CONSTRAINT "quiz_attempts_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_questions" ADD CONSTRAINT "quiz_questions_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quizzes" ADD CONSTRAINT "quizzes_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "quiz_attempts_student_lesson_number_uq" ON "quiz_attempts" USING btree ("student_id","lesson_id","number");--> statement-breakpoint
CREATE UNIQUE INDEX "quiz_attempts_one_open_uq" ON "quiz_attempts" USING btree ("student_id","lesson_id") WHERE "quiz_attempts"."status" = 'open';--> statement-breakpoint
CREATE INDEX "quiz_questions_course_idx" ON "quiz_questions" USING btree ("course_id","position");--> statement-breakpoint
CREATE INDEX "quizzes_course_idx" ON "quizzes" USING btree ("course_id");