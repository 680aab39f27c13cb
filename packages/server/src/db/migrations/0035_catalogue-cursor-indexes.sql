CREATE INDEX "courses_newest_idx" ON "courses" USING btree ("status",coalesce("published_at", '1970-01-01T00:00:00Z'::timestamptz) desc,"created_at" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "courses_rating_idx" ON "courses" USING btree ("status",coalesce("rating_sum"::float8 / nullif("rating_count", 0), -1) desc,"rating_count" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "courses_price_idx" ON "courses" USING btree ("status","price","id");--> statement-breakpoint
CREATE INDEX "courses_price_desc_idx" ON "courses" USING btree ("status","price" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "courses_title_idx" ON "courses" USING btree ("status",lower("title"),"id");--> statement-breakpoint
CREATE INDEX "ebook_courses_title_idx" ON "ebook_courses" USING btree ("published",lower("title"),"id");--> statement-breakpoint
CREATE INDEX "ebook_courses_newest_idx" ON "ebook_courses" USING btree ("published","created_at" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "mentor_profiles_listed_name_idx" ON "mentor_profiles" USING btree ("listed",lower("name"),"id");