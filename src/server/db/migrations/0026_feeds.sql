-- Feeds (issue 17; docs/FEEDS.md). A feed is instance data: one row per normalised feed URL,
-- shared by everyone who follows it, polled only while someone does (a user's subscription,
-- migration 0027, or an instance feed of the corpus, migration 0028).

CREATE TABLE feeds (
  feed_id              bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  -- The URL polled: as first given, or the target of a permanent redirect.
  url                  text NOT NULL,
  normal_url           text NOT NULL UNIQUE,
  format               text CHECK (format IN ('rss', 'atom', 'json')),
  title                text,
  description          text,
  site_url             text,
  icon_url             text,
  language             text,
  -- PENDING: never fetched yet; OK; FAILING: errors, still retried with backoff;
  -- BROKEN: failing for days (or not a feed), retried rarely.
  status               text NOT NULL DEFAULT 'PENDING'
                         CHECK (status IN ('PENDING', 'OK', 'FAILING', 'BROKEN')),
  -- What went wrong last, for people: 'HTTP_404', 'NOT_A_FEED', 'TIMEOUT', 'TOO_LARGE', …
  error_kind           text,
  error_message        text,
  failing_since        timestamptz,
  consecutive_failures integer NOT NULL DEFAULT 0,
  -- Conditional GET validators of the last 200 answer.
  etag                 text,
  last_modified        text,
  last_fetched_at      timestamptz,
  last_success_at      timestamptz,
  last_new_entry_at    timestamptz,
  next_fetch_at        timestamptz NOT NULL DEFAULT now(),
  -- How often the feed publishes (entries a day, from its recent entries): sets the schedule.
  entries_per_day      real NOT NULL DEFAULT 0,
  created_at           timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX feeds_next_fetch_idx ON feeds (next_fetch_at);

-- One row per entry a feed has carried, kept after it leaves the feed.
CREATE TABLE feed_entries (
  entry_id      bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  feed_id       bigint NOT NULL REFERENCES feeds (feed_id) ON DELETE CASCADE,
  -- The entry's own id (guid / atom:id / JSON id), else its URL.
  guid          text NOT NULL,
  url           text NOT NULL,
  -- The public item of the entry's URL (one per normalised URL), parsed by the article pipeline.
  item_id       bigint REFERENCES items (item_id) ON DELETE SET NULL,
  title         text,
  excerpt       text,
  -- The feed's own full content, used when extracting the page fails (sanitised like any page).
  content_html  text,
  author        text,
  categories    text[] NOT NULL DEFAULT '{}',
  image_url     text,
  -- The entry's date, else when it was first seen; never in the future.
  published_at  timestamptz NOT NULL,
  created_at    timestamptz NOT NULL DEFAULT now(),
  UNIQUE (feed_id, guid)
);
CREATE INDEX feed_entries_feed_published_idx
  ON feed_entries (feed_id, published_at DESC, entry_id DESC);
CREATE INDEX feed_entries_item_idx ON feed_entries (item_id);
