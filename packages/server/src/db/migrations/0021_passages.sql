CREATE TABLE "passages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"source" text NOT NULL,
	"course_id" uuid,
	"lesson_id" uuid,
	"ebook_id" uuid,
	"ebook_module_id" uuid,
	"title" text NOT NULL,
	"paragraph" integer NOT NULL,
	"body" text NOT NULL,
	"lang" text NOT NULL,
	"tsv" "tsvector" NOT NULL
);
--> statement-breakpoint
ALTER TABLE "passages" ADD CONSTRAINT "passages_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "passages" ADD CONSTRAINT "passages_lesson_id_course_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."course_lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "passages" ADD CONSTRAINT "passages_ebook_id_ebook_courses_id_fk" FOREIGN KEY ("ebook_id") REFERENCES "public"."ebook_courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "passages" ADD CONSTRAINT "passages_ebook_module_id_ebook_modules_id_fk" FOREIGN KEY ("ebook_module_id") REFERENCES "public"."ebook_modules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "passages_tsv_idx" ON "passages" USING gin ("tsv");--> statement-breakpoint
CREATE INDEX "passages_lesson_idx" ON "passages" USING btree ("lesson_id");--> statement-breakpoint
CREATE INDEX "passages_module_idx" ON "passages" USING btree ("ebook_module_id");--> statement-breakpoint
CREATE INDEX "passages_course_idx" ON "passages" USING btree ("course_id");--> statement-breakpoint
CREATE INDEX "passages_ebook_idx" ON "passages" USING btree ("ebook_id");