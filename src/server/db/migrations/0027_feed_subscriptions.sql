-- Users' feed subscriptions and their inbox (issue 17; docs/FEEDS.md). Private to each user:
-- every row is keyed by user_id first.

CREATE TABLE feed_subscriptions (
  user_id          bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  subscription_id  bigint GENERATED ALWAYS AS IDENTITY UNIQUE,
  feed_id          bigint NOT NULL REFERENCES feeds (feed_id),
  -- The user's name for the feed (an OPML outline's title); null shows the feed's own.
  title            text,
  -- The OPML folder the outline sat in.
  folder           text,
  topic            text,
  created_at       timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, subscription_id),
  UNIQUE (user_id, feed_id)
);
CREATE INDEX feed_subscriptions_feed_idx ON feed_subscriptions (feed_id);

-- One row per entry of a followed feed, for each follower: written when the entry is stored
-- (the trigger below) and, for the latest entries, when the user subscribes. Reading the inbox
-- newest first is one index range scan, however many feeds the user follows.
CREATE TABLE feed_inbox (
  user_id       bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  entry_id      bigint NOT NULL REFERENCES feed_entries (entry_id) ON DELETE CASCADE,
  feed_id       bigint NOT NULL,
  published_at  timestamptz NOT NULL,
  seen_at       timestamptz,
  PRIMARY KEY (user_id, entry_id)
);
CREATE INDEX feed_inbox_user_published_idx
  ON feed_inbox (user_id, published_at DESC, entry_id DESC);
CREATE INDEX feed_inbox_user_feed_published_idx
  ON feed_inbox (user_id, feed_id, published_at DESC, entry_id DESC);
CREATE INDEX feed_inbox_unseen_idx ON feed_inbox (user_id, feed_id) WHERE seen_at IS NULL;

-- New entries reach every subscriber's inbox in the transaction that stores them.
CREATE FUNCTION feed_inbox_fan_out() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO feed_inbox (user_id, entry_id, feed_id, published_at)
  SELECT s.user_id, n.entry_id, n.feed_id, n.published_at
    FROM new_rows n JOIN feed_subscriptions s ON s.feed_id = n.feed_id
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
CREATE TRIGGER feed_entries_inbox_fan_out AFTER INSERT ON feed_entries
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION feed_inbox_fan_out();
