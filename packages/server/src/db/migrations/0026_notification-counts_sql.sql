-- notification_counts is kept by the database, like conversations: statement-level
-- triggers with transition tables, so a bulk insert (the large-campus generator's million
-- notifications) costs one aggregate per statement, and marking read, clearing or deleting a user
-- moves the count in the same transaction as the rows. (Nothing truncates notifications: TRUNCATE
-- fires no row triggers.)
CREATE FUNCTION notification_counts_after_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO notification_counts AS c (user_id, unread)
  SELECT user_id, count(*)::int FROM inserted WHERE NOT read GROUP BY user_id
  ON CONFLICT (user_id) DO UPDATE SET unread = c.unread + excluded.unread;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER notification_counts_after_insert AFTER INSERT ON notifications
  REFERENCING NEW TABLE AS inserted FOR EACH STATEMENT EXECUTE FUNCTION notification_counts_after_insert();
--> statement-breakpoint
-- Read or unread again: each user's count moves by the rows whose unread state changed.
CREATE FUNCTION notification_counts_after_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO notification_counts AS c (user_id, unread)
  SELECT user_id, sum(d)::int FROM (
    SELECT user_id, 1 AS d FROM after_rows WHERE NOT read
    UNION ALL
    SELECT user_id, -1 AS d FROM before_rows WHERE NOT read
  ) moved GROUP BY user_id HAVING sum(d) <> 0
  ON CONFLICT (user_id) DO UPDATE SET unread = c.unread + excluded.unread;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER notification_counts_after_update AFTER UPDATE ON notifications
  REFERENCING OLD TABLE AS before_rows NEW TABLE AS after_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notification_counts_after_update();
--> statement-breakpoint
-- Cleared, or gone with their user (whose count row the cascade removes too: an update, never an
-- insert, so a deleted user gets no row back).
CREATE FUNCTION notification_counts_after_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE notification_counts c SET unread = c.unread - d.n
  FROM (SELECT user_id, count(*)::int AS n FROM deleted WHERE NOT read GROUP BY user_id) d
  WHERE c.user_id = d.user_id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER notification_counts_after_delete AFTER DELETE ON notifications
  REFERENCING OLD TABLE AS deleted FOR EACH STATEMENT EXECUTE FUNCTION notification_counts_after_delete();
--> statement-breakpoint
-- The counts of the notifications that exist already.
INSERT INTO notification_counts (user_id, unread)
SELECT user_id, count(*)::int FROM notifications WHERE NOT read GROUP BY user_id;
