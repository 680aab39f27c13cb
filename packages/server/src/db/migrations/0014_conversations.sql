CREATE TABLE "conversations" (
	"user_low" uuid NOT NULL,
	"user_high" uuid NOT NULL,
	"last_message_id" uuid NOT NULL,
	"last_at" timestamp with time zone NOT NULL,
	"unread_low" integer DEFAULT 0 NOT NULL,
	"unread_high" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "conversations_user_low_user_high_pk" PRIMARY KEY("user_low","user_high")
);
--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_user_low_users_id_fk" FOREIGN KEY ("user_low") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_user_high_users_id_fk" FOREIGN KEY ("user_high") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_last_message_id_private_messages_id_fk" FOREIGN KEY ("last_message_id") REFERENCES "public"."private_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "conversations_low_idx" ON "conversations" USING btree ("user_low","last_at","last_message_id");--> statement-breakpoint
CREATE INDEX "conversations_high_idx" ON "conversations" USING btree ("user_high","last_at","last_message_id");