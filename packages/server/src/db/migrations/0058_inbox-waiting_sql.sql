-- conversations.waiting_on / waiting_since are kept by the database like the rest of the row: after
-- the upsert of the last message and unread counts, the pairs whose last message came in with this
-- statement wait on that message's addressee, since the first message of its sender's unanswered run.
-- A run goes on across statements (the same addressee still owes a reply and nobody answered in this
-- statement): its start stays. Hash joins over the statement's rows, so a bulk insert stays linear.
CREATE OR REPLACE FUNCTION conversations_after_insert() RETURNS trigger LANGUAGE plpgsql AS $$
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

  WITH l AS (
    SELECT DISTINCT ON (user_low, user_high) user_low, user_high, id, sender_id, recipient_id
    FROM inserted ORDER BY user_low, user_high, created_at DESC, id DESC
  ), replied AS (
    SELECT i.user_low, i.user_high, max(i.created_at) AS at
    FROM inserted i JOIN l ON l.user_low = i.user_low AND l.user_high = i.user_high
    WHERE i.sender_id <> l.sender_id
    GROUP BY i.user_low, i.user_high
  ), run AS (
    SELECT l.user_low, l.user_high, l.id, l.recipient_id, r.at AS replied_at, min(i.created_at) AS since
    FROM l
    JOIN inserted i ON i.user_low = l.user_low AND i.user_high = l.user_high AND i.sender_id = l.sender_id
    LEFT JOIN replied r ON r.user_low = l.user_low AND r.user_high = l.user_high
    WHERE r.at IS NULL OR i.created_at > r.at
    GROUP BY l.user_low, l.user_high, l.id, l.recipient_id, r.at
  )
  UPDATE conversations c SET
    waiting_on = run.recipient_id,
    waiting_since = CASE WHEN c.waiting_on = run.recipient_id AND run.replied_at IS NULL
      THEN c.waiting_since ELSE run.since END
  FROM run
  WHERE c.user_low = run.user_low AND c.user_high = run.user_high AND c.last_message_id = run.id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- The conversations that exist already: each waits on its last message's addressee, since the first
-- message of that message's sender after the other side last wrote.
UPDATE conversations c SET
  waiting_on = m.recipient_id,
  waiting_since = (
    SELECT min(x.created_at) FROM private_messages x
    WHERE x.user_low = c.user_low AND x.user_high = c.user_high AND x.sender_id = m.sender_id
      AND x.created_at > coalesce((
        SELECT max(y.created_at) FROM private_messages y
        WHERE y.user_low = c.user_low AND y.user_high = c.user_high AND y.sender_id <> m.sender_id
      ), '-infinity')
  )
FROM private_messages m
WHERE m.id = c.last_message_id;
