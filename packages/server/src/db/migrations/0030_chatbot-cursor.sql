DROP INDEX "chatbot_sessions_user_idx";--> statement-breakpoint
CREATE INDEX "chatbot_sessions_user_idx" ON "chatbot_sessions" USING btree ("user_id","last_message_at","id");