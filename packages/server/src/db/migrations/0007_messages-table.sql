CREATE TABLE "private_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"sender_id" uuid NOT NULL,
	"recipient_id" uuid NOT NULL,
	"user_low" uuid NOT NULL,
	"user_high" uuid NOT NULL,
	"body" text NOT NULL,
	"type" text DEFAULT 'text' NOT NULL,
	"client_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "private_messages" ADD CONSTRAINT "private_messages_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "private_messages" ADD CONSTRAINT "private_messages_recipient_id_users_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "private_messages_pair_idx" ON "private_messages" USING btree ("user_low","user_high","created_at");--> statement-breakpoint
CREATE INDEX "private_messages_unread_idx" ON "private_messages" USING btree ("recipient_id","sender_id") WHERE "private_messages"."read_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "private_messages_client_idx" ON "private_messages" USING btree ("sender_id","client_id");