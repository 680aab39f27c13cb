CREATE TABLE "batch_assignments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"mentor_id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"month_year" text NOT NULL,
	"domain" text NOT NULL,
	"assigned_by" uuid,
	"assigned_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "batch_assignments_student_id_unique" UNIQUE("student_id")
);
--> statement-breakpoint
CREATE TABLE "batch_videos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"month_year" text NOT NULL,
	"domain" text NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"video_url" text NOT NULL,
	"duration_minutes" integer,
	"order" integer NOT NULL,
	"added_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "live_class_attendees" (
	"class_id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"joined_at" timestamp with time zone NOT NULL,
	"left_at" timestamp with time zone,
	CONSTRAINT "live_class_attendees_class_id_student_id_pk" PRIMARY KEY("class_id","student_id")
);
--> statement-breakpoint
CREATE TABLE "live_class_reminders_sent" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"class_id" uuid NOT NULL,
	"remind_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "live_class_reminders_sent_key" UNIQUE("class_id","remind_at")
);
--> statement-breakpoint
CREATE TABLE "live_classes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"month_year" text NOT NULL,
	"domain" text NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"duration_minutes" integer NOT NULL,
	"timezone" text NOT NULL,
	"meeting_link" text NOT NULL,
	"host_id" uuid NOT NULL,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"reminder_at" timestamp with time zone,
	"started_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mentor_profiles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"headline" text NOT NULL,
	"bio" text,
	"expertise" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"years_of_experience" integer,
	"profile_image_url" text,
	"linkedin_url" text,
	"listed" boolean DEFAULT false NOT NULL,
	"domains" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"rating" numeric(3, 2),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mentor_profiles_user_id_unique" UNIQUE("user_id"),
	CONSTRAINT "mentor_profiles_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "mentor_updates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"mentor_id" uuid NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"body_format" text DEFAULT 'text' NOT NULL,
	"scope" text NOT NULL,
	"month_year" text,
	"domain" text,
	"pinned" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chatbot_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigserial NOT NULL,
	"session_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"sender" text NOT NULL,
	"text" text NOT NULL,
	"suggestions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"search_results" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chatbot_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"title" text NOT NULL,
	"message_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_message_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "batch_assignments" ADD CONSTRAINT "batch_assignments_mentor_id_users_id_fk" FOREIGN KEY ("mentor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "batch_assignments" ADD CONSTRAINT "batch_assignments_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "batch_assignments" ADD CONSTRAINT "batch_assignments_assigned_by_users_id_fk" FOREIGN KEY ("assigned_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "batch_videos" ADD CONSTRAINT "batch_videos_added_by_users_id_fk" FOREIGN KEY ("added_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_class_attendees" ADD CONSTRAINT "live_class_attendees_class_id_live_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."live_classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_class_attendees" ADD CONSTRAINT "live_class_attendees_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_class_reminders_sent" ADD CONSTRAINT "live_class_reminders_sent_class_id_live_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."live_classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_classes" ADD CONSTRAINT "live_classes_host_id_users_id_fk" FOREIGN KEY ("host_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mentor_profiles" ADD CONSTRAINT "mentor_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mentor_updates" ADD CONSTRAINT "mentor_updates_mentor_id_users_id_fk" FOREIGN KEY ("mentor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chatbot_messages" ADD CONSTRAINT "chatbot_messages_session_id_chatbot_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."chatbot_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chatbot_messages" ADD CONSTRAINT "chatbot_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chatbot_sessions" ADD CONSTRAINT "chatbot_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "batch_assignments_mentor_idx" ON "batch_assignments" USING btree ("mentor_id","month_year","domain");--> statement-breakpoint
CREATE INDEX "batch_assignments_batch_idx" ON "batch_assignments" USING btree ("month_year","domain");--> statement-breakpoint
CREATE INDEX "batch_videos_batch_idx" ON "batch_videos" USING btree ("month_year","domain","order");--> statement-breakpoint
CREATE INDEX "live_class_attendees_student_idx" ON "live_class_attendees" USING btree ("student_id");--> statement-breakpoint
CREATE INDEX "live_classes_batch_start_idx" ON "live_classes" USING btree ("month_year","domain","start_time");--> statement-breakpoint
CREATE INDEX "live_classes_host_start_idx" ON "live_classes" USING btree ("host_id","start_time");--> statement-breakpoint
CREATE INDEX "live_classes_status_start_idx" ON "live_classes" USING btree ("status","start_time");--> statement-breakpoint
CREATE INDEX "mentor_updates_mentor_idx" ON "mentor_updates" USING btree ("mentor_id","created_at");--> statement-breakpoint
CREATE INDEX "mentor_updates_batch_idx" ON "mentor_updates" USING btree ("month_year","domain","created_at");--> statement-breakpoint
CREATE INDEX "chatbot_messages_session_idx" ON "chatbot_messages" USING btree ("session_id","seq");--> statement-breakpoint
CREATE INDEX "chatbot_messages_user_idx" ON "chatbot_messages" USING btree ("user_id","sender","created_at");--> statement-breakpoint
CREATE INDEX "chatbot_sessions_user_idx" ON "chatbot_sessions" USING btree ("user_id","last_message_at");