-- batch_assignments.student_name is the student's users.name, kept by the database: set
-- from users on every insert (and if an assignment is moved to another student), rewritten on the
-- student's assignment when they are renamed. The application never writes it, so it cannot drift.
-- Backfill on the large campus (20,000 assignments): see the README (writes to batch_assignments
-- wait for it; a rename meanwhile waits for the row).
CREATE FUNCTION batch_assignments_student_name() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.student_name := coalesce((SELECT u.name FROM users u WHERE u.id = NEW.student_id), '');
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER batch_assignments_student_name BEFORE INSERT OR UPDATE OF student_id, student_name
  ON batch_assignments FOR EACH ROW EXECUTE FUNCTION batch_assignments_student_name();
--> statement-breakpoint
CREATE FUNCTION batch_assignments_after_rename() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE batch_assignments b SET student_name = a.name
  FROM after_rows a JOIN before_rows o USING (id)
  WHERE b.student_id = a.id AND a.name IS DISTINCT FROM o.name;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER batch_assignments_after_rename AFTER UPDATE ON users
  REFERENCING OLD TABLE AS before_rows NEW TABLE AS after_rows
  FOR EACH STATEMENT EXECUTE FUNCTION batch_assignments_after_rename();
--> statement-breakpoint
UPDATE batch_assignments b SET student_name = u.name FROM users u WHERE u.id = b.student_id;
