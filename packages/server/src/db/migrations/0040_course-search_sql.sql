-- Each course's text as a stored tsvector: the dashboard's suggestions rank every
-- published course against the student's program, and built the vector of each course's title,
-- description, category and tags per request (~7 ms of the large campus's 278 courses). A stored
-- generated column computes it on write. It is not in the drizzle schema on purpose: a course read
-- (`select c: courses`) would carry it everywhere; the one query that ranks reads it by name
-- (modules/learning/overview.ts). array_to_string is only STABLE (its element output could depend on
-- settings), which a generated column refuses; for text[] it is not, hence the IMMUTABLE wrapper.
CREATE FUNCTION course_search_vector(title text, description text, category text, tags text[])
RETURNS tsvector LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$ SELECT to_tsvector('english'::regconfig, title || ' ' || description || ' ' || category || ' ' || array_to_string(tags, ' ')) $$;
--> statement-breakpoint
ALTER TABLE courses ADD COLUMN search_vector tsvector
  GENERATED ALWAYS AS (course_search_vector(title, description, category, tags)) STORED;
