-- user_totals and submission_totals are kept by the database, like notification_counts:
-- statement-level triggers with transition tables, so a bulk insert (the large-campus generator's
-- 20,000 students, 200,000 submissions) costs one aggregate per statement, and every writer moves
-- the totals in the same transaction as the rows. Rows are upserted in key order, so two
-- statements that touch the same totals lock them in the same order.
CREATE FUNCTION user_totals_after_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO user_totals AS t (role, active, users, owing, owed)
  SELECT role, is_active, count(*)::int,
         (count(*) FILTER (WHERE role = 'student' AND pending_amount > 0))::int,
         coalesce(sum(pending_amount) FILTER (WHERE role = 'student' AND pending_amount > 0), 0)
  FROM inserted GROUP BY role, is_active ORDER BY role, is_active
  ON CONFLICT (role, active) DO UPDATE
    SET users = t.users + excluded.users, owing = t.owing + excluded.owing, owed = t.owed + excluded.owed;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER user_totals_after_insert AFTER INSERT ON users
  REFERENCING NEW TABLE AS inserted FOR EACH STATEMENT EXECUTE FUNCTION user_totals_after_insert();
--> statement-breakpoint
-- An update moves the totals by the rows after it minus the rows before it (a role change, an
-- activation, a payment); an update that changes none of them writes nothing.
CREATE FUNCTION user_totals_after_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO user_totals AS t (role, active, users, owing, owed)
  SELECT role, is_active, sum(d)::int, sum(d * o)::int, coalesce(sum(d * o * amount), 0)
  FROM (
    SELECT role, is_active, 1 AS d, (role = 'student' AND pending_amount > 0)::int AS o,
           pending_amount AS amount FROM after_rows
    UNION ALL
    SELECT role, is_active, -1, (role = 'student' AND pending_amount > 0)::int, pending_amount
    FROM before_rows
  ) moved
  GROUP BY role, is_active
  HAVING sum(d) <> 0 OR sum(d * o) <> 0 OR coalesce(sum(d * o * amount), 0) <> 0
  ORDER BY role, is_active
  ON CONFLICT (role, active) DO UPDATE
    SET users = t.users + excluded.users, owing = t.owing + excluded.owing, owed = t.owed + excluded.owed;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER user_totals_after_update AFTER UPDATE ON users
  REFERENCING OLD TABLE AS before_rows NEW TABLE AS after_rows
  FOR EACH STATEMENT EXECUTE FUNCTION user_totals_after_update();
--> statement-breakpoint
CREATE FUNCTION user_totals_after_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE user_totals t
  SET users = t.users - d.users, owing = t.owing - d.owing, owed = t.owed - d.owed
  FROM (
    SELECT role, is_active, count(*)::int AS users,
           (count(*) FILTER (WHERE role = 'student' AND pending_amount > 0))::int AS owing,
           coalesce(sum(pending_amount) FILTER (WHERE role = 'student' AND pending_amount > 0), 0) AS owed
    FROM deleted GROUP BY role, is_active
  ) d
  WHERE t.role = d.role AND t.active = d.is_active;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER user_totals_after_delete AFTER DELETE ON users
  REFERENCING OLD TABLE AS deleted FOR EACH STATEMENT EXECUTE FUNCTION user_totals_after_delete();
--> statement-breakpoint
CREATE FUNCTION submission_totals_after_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO submission_totals AS t (status, submissions)
  SELECT status, count(*)::int FROM inserted GROUP BY status ORDER BY status
  ON CONFLICT (status) DO UPDATE SET submissions = t.submissions + excluded.submissions;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER submission_totals_after_insert AFTER INSERT ON task_submissions
  REFERENCING NEW TABLE AS inserted FOR EACH STATEMENT EXECUTE FUNCTION submission_totals_after_insert();
--> statement-breakpoint
-- A review moves a submission from pending to its decision.
CREATE FUNCTION submission_totals_after_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO submission_totals AS t (status, submissions)
  SELECT status, sum(d)::int FROM (
    SELECT status, 1 AS d FROM after_rows
    UNION ALL
    SELECT status, -1 FROM before_rows
  ) moved GROUP BY status HAVING sum(d) <> 0 ORDER BY status
  ON CONFLICT (status) DO UPDATE SET submissions = t.submissions + excluded.submissions;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER submission_totals_after_update AFTER UPDATE ON task_submissions
  REFERENCING OLD TABLE AS before_rows NEW TABLE AS after_rows
  FOR EACH STATEMENT EXECUTE FUNCTION submission_totals_after_update();
--> statement-breakpoint
-- Deleted with their task or their student (the cascade fires these too).
CREATE FUNCTION submission_totals_after_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE submission_totals t SET submissions = t.submissions - d.n
  FROM (SELECT status, count(*)::int AS n FROM deleted GROUP BY status) d
  WHERE t.status = d.status;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER submission_totals_after_delete AFTER DELETE ON task_submissions
  REFERENCING OLD TABLE AS deleted FOR EACH STATEMENT EXECUTE FUNCTION submission_totals_after_delete();
--> statement-breakpoint
-- The totals of the rows that exist already.
INSERT INTO user_totals (role, active, users, owing, owed)
SELECT role, is_active, count(*)::int,
       (count(*) FILTER (WHERE role = 'student' AND pending_amount > 0))::int,
       coalesce(sum(pending_amount) FILTER (WHERE role = 'student' AND pending_amount > 0), 0)
FROM users GROUP BY role, is_active;
--> statement-breakpoint
INSERT INTO submission_totals (status, submissions)
SELECT status, count(*)::int FROM task_submissions GROUP BY status;
