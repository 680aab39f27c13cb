CREATE TABLE "review_queue_totals" (
	"mentor_id" uuid PRIMARY KEY NOT NULL,
	"pending" integer DEFAULT 0 NOT NULL
);
