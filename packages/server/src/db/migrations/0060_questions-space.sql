CREATE TABLE "question_answers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"question_id" uuid NOT NULL,
	"author_id" uuid NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"month_year" text NOT NULL,
	"domain" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "question_follows" (
	"question_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"question_created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "question_follows_question_id_user_id_pk" PRIMARY KEY("question_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "question_space_visits" (
	"user_id" uuid NOT NULL,
	"month_year" text NOT NULL,
	"domain" text NOT NULL,
	"visited_at" timestamp with time zone NOT NULL,
	CONSTRAINT "question_space_visits_user_id_month_year_domain_pk" PRIMARY KEY("user_id","month_year","domain")
);
--> statement-breakpoint
CREATE TABLE "question_upvotes" (
	"question_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	CONSTRAINT "question_upvotes_question_id_user_id_pk" PRIMARY KEY("question_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "questions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"month_year" text NOT NULL,
	"domain" text NOT NULL,
	"author_id" uuid NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"anonymous" boolean DEFAULT false NOT NULL,
	"accepted_answer_id" uuid,
	"answer_count" integer DEFAULT 0 NOT NULL,
	"upvotes" integer DEFAULT 0 NOT NULL,
	"hidden_at" timestamp with time zone,
	"hidden_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"tsv" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', title), 'A') || setweight(to_tsvector('english', body), 'B')) STORED NOT NULL
);
--> statement-breakpoint
ALTER TABLE "question_answers" ADD CONSTRAINT "question_answers_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_answers" ADD CONSTRAINT "question_answers_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_follows" ADD CONSTRAINT "question_follows_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_follows" ADD CONSTRAINT "question_follows_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_space_visits" ADD CONSTRAINT "question_space_visits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_upvotes" ADD CONSTRAINT "question_upvotes_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_upvotes" ADD CONSTRAINT "question_upvotes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_hidden_by_users_id_fk" FOREIGN KEY ("hidden_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "question_answers_question_idx" ON "question_answers" USING btree ("question_id","created_at","id");--> statement-breakpoint
CREATE INDEX "question_answers_batch_idx" ON "question_answers" USING btree ("month_year","domain","created_at");--> statement-breakpoint
CREATE INDEX "question_follows_user_idx" ON "question_follows" USING btree ("user_id","question_created_at","question_id");--> statement-breakpoint
CREATE INDEX "questions_batch_idx" ON "questions" USING btree ("month_year","domain","created_at","id");--> statement-breakpoint
CREATE INDEX "questions_batch_visible_idx" ON "questions" USING btree ("month_year","domain","created_at","id") WHERE "questions"."hidden_at" is null;--> statement-breakpoint
CREATE INDEX "questions_batch_unanswered_idx" ON "questions" USING btree ("month_year","domain","created_at","id") WHERE "questions"."accepted_answer_id" is null;--> statement-breakpoint
CREATE INDEX "questions_author_idx" ON "questions" USING btree ("author_id","created_at","id");--> statement-breakpoint
CREATE INDEX "questions_tsv_idx" ON "questions" USING gin ("tsv");