CREATE TABLE "passage_words" (
	"word" text PRIMARY KEY NOT NULL
);
