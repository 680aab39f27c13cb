CREATE TABLE "batch_video_progress" (
	"user_id" uuid NOT NULL,
	"video_id" uuid NOT NULL,
	"watched" boolean DEFAULT false NOT NULL,
	"position_seconds" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "batch_video_progress_user_id_video_id_pk" PRIMARY KEY("user_id","video_id")
);
--> statement-breakpoint
CREATE TABLE "ebook_progress" (
	"user_id" uuid NOT NULL,
	"ebook_course_id" uuid NOT NULL,
	"last_module_id" uuid,
	"paragraph" integer DEFAULT 0 NOT NULL,
	"completed_module_ids" uuid[] DEFAULT '{}' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ebook_progress_user_id_ebook_course_id_pk" PRIMARY KEY("user_id","ebook_course_id")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "program_slug" text;--> statement-breakpoint
ALTER TABLE "batch_videos" ADD COLUMN "live_class_id" uuid;--> statement-breakpoint
ALTER TABLE "batch_video_progress" ADD CONSTRAINT "batch_video_progress_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "batch_video_progress" ADD CONSTRAINT "batch_video_progress_video_id_batch_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."batch_videos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ebook_progress" ADD CONSTRAINT "ebook_progress_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ebook_progress" ADD CONSTRAINT "ebook_progress_ebook_course_id_ebook_courses_id_fk" FOREIGN KEY ("ebook_course_id") REFERENCES "public"."ebook_courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ebook_progress" ADD CONSTRAINT "ebook_progress_last_module_id_ebook_modules_id_fk" FOREIGN KEY ("last_module_id") REFERENCES "public"."ebook_modules"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ebook_progress_user_updated_idx" ON "ebook_progress" USING btree ("user_id","updated_at");--> statement-breakpoint
ALTER TABLE "batch_videos" ADD CONSTRAINT "batch_videos_live_class_id_live_classes_id_fk" FOREIGN KEY ("live_class_id") REFERENCES "public"."live_classes"("id") ON DELETE set null ON UPDATE no action;