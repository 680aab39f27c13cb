-- The conversations table is kept by the database: statement-level triggers with transition
-- tables, so a bulk insert (the large-campus generator's 500,000 messages) costs one aggregate per
-- statement, not one upsert per row, and a sent message or a conversation marked read updates it in
-- the same transaction as the messages themselves.
CREATE FUNCTION conversations_after_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO conversations AS c (user_low, user_high, last_message_id, last_at, unread_low, unread_high)
  SELECT l.user_low, l.user_high, l.id, l.created_at, n.unread_low, n.unread_high
  FROM (
    SELECT DISTINCT ON (user_low, user_high) user_low, user_high, id, created_at
    FROM inserted ORDER BY user_low, user_high, created_at DESC, id DESC
  ) l
  JOIN (
    SELECT user_low, user_high,
      (count(*) FILTER (WHERE read_at IS NULL AND recipient_id = user_low))::int AS unread_low,
      (count(*) FILTER (WHERE read_at IS NULL AND recipient_id = user_high))::int AS unread_high
    FROM inserted GROUP BY user_low, user_high
  ) n USING (user_low, user_high)
  ON CONFLICT (user_low, user_high) DO UPDATE SET
    last_message_id = CASE WHEN (excluded.last_at, excluded.last_message_id) > (c.last_at, c.last_message_id)
      THEN excluded.last_message_id ELSE c.last_message_id END,
    last_at = greatest(c.last_at, excluded.last_at),
    unread_low = c.unread_low + excluded.unread_low,
    unread_high = c.unread_high + excluded.unread_high;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER conversations_after_insert AFTER INSERT ON private_messages
  REFERENCING NEW TABLE AS inserted FOR EACH STATEMENT EXECUTE FUNCTION conversations_after_insert();
--> statement-breakpoint
-- Read or unread again: each side's count moves by the messages whose read_at changed.
CREATE FUNCTION conversations_after_read() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE conversations c SET
    unread_low = c.unread_low + d.low,
    unread_high = c.unread_high + d.high
  FROM (
    SELECT n.user_low, n.user_high,
      (sum(CASE WHEN n.recipient_id = n.user_low THEN (CASE WHEN n.read_at IS NULL THEN 1 ELSE -1 END) ELSE 0 END))::int AS low,
      (sum(CASE WHEN n.recipient_id = n.user_high THEN (CASE WHEN n.read_at IS NULL THEN 1 ELSE -1 END) ELSE 0 END))::int AS high
    FROM after_rows n JOIN before_rows o ON o.id = n.id
    WHERE (o.read_at IS NULL) <> (n.read_at IS NULL)
    GROUP BY n.user_low, n.user_high
  ) d
  WHERE c.user_low = d.user_low AND c.user_high = d.user_high;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER conversations_after_read AFTER UPDATE ON private_messages
  REFERENCING OLD TABLE AS before_rows NEW TABLE AS after_rows
  FOR EACH STATEMENT EXECUTE FUNCTION conversations_after_read();
--> statement-breakpoint
-- The conversations that exist already.
INSERT INTO conversations (user_low, user_high, last_message_id, last_at, unread_low, unread_high)
SELECT l.user_low, l.user_high, l.id, l.created_at, n.unread_low, n.unread_high
FROM (
  SELECT DISTINCT ON (user_low, user_high) user_low, user_high, id, created_at
  FROM private_messages ORDER BY user_low, user_high, created_at DESC, id DESC
) l
JOIN (
  SELECT user_low, user_high,
    (count(*) FILTER (WHERE read_at IS NULL AND recipient_id = user_low))::int AS unread_low,
    (count(*) FILTER (WHERE read_at IS NULL AND recipient_id = user_high))::int AS unread_high
  FROM private_messages GROUP BY user_low, user_high
) n USING (user_low, user_high);
