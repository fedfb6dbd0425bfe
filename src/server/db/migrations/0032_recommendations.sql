-- Recommendations from the corpus (issue 18; docs/RECOMMENDATIONS.md): what ranking reads beside
-- the corpus itself. Instance-wide figures carry no user; per-user rows are the user's own and go
-- with their account.

-- The date freshness is measured from: the page's own publication date, never later than when
-- the corpus first saw it (a feed may claim a future date), else when the corpus saw it. Set again
-- when the item is classified after its parse (corpus-sweeps.repo.ts storeClassification).
ALTER TABLE corpus_items ADD COLUMN published_at timestamptz;
UPDATE corpus_items ci
   SET published_at = least(coalesce(i.date_published, ci.created_at), ci.created_at)
  FROM items i WHERE i.item_id = ci.item_id;
ALTER TABLE corpus_items ALTER COLUMN published_at SET DEFAULT now();
UPDATE corpus_items SET published_at = created_at WHERE published_at IS NULL;
ALTER TABLE corpus_items ALTER COLUMN published_at SET NOT NULL;

-- A slate's candidates: one topic's newest first, and everything newest first (Discover, picks).
CREATE INDEX corpus_items_topic_published_idx ON corpus_items (topic, published_at DESC)
  WHERE state <> 'REJECTED';
CREATE INDEX corpus_items_published_idx ON corpus_items (published_at DESC)
  WHERE state <> 'REJECTED';

-- Instance-wide impressions and opens per corpus item (the Thompson sample's Beta), summed from
-- recommendation_events by the job recommendations.aggregate. No user in it.
CREATE TABLE recommendation_stats (
  corpus_item_id  bigint PRIMARY KEY REFERENCES corpus_items (corpus_item_id) ON DELETE CASCADE,
  impressions     bigint NOT NULL DEFAULT 0 CHECK (impressions >= 0),
  opens           bigint NOT NULL DEFAULT 0 CHECK (opens >= 0),
  updated_at      timestamptz NOT NULL DEFAULT now()
);

-- Raw first-party events from the web client, kept only until aggregated (then deleted).
-- Never sent anywhere else. A user who turned analytics off sends none, and none are stored.
CREATE TABLE recommendation_events (
  event_id        bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id         bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  corpus_item_id  bigint NOT NULL REFERENCES corpus_items (corpus_item_id) ON DELETE CASCADE,
  kind            text NOT NULL CHECK (kind IN ('IMPRESSION', 'OPEN')),
  -- The slate it was shown in (CorpusSlate.id or a legacy Slate id) and its place there, from 0.
  slate_id        text NOT NULL CHECK (length(slate_id) <= 100),
  position        smallint NOT NULL CHECK (position >= 0),
  occurred_at     timestamptz NOT NULL,
  received_at     timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX recommendation_events_received_idx ON recommendation_events (event_id);

-- What one user was shown and opened, per corpus item ("shown too often" leaves a slate).
CREATE TABLE user_recommendation_history (
  user_id         bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  corpus_item_id  bigint NOT NULL REFERENCES corpus_items (corpus_item_id) ON DELETE CASCADE,
  impressions     integer NOT NULL DEFAULT 0 CHECK (impressions >= 0),
  opens           integer NOT NULL DEFAULT 0 CHECK (opens >= 0),
  last_shown_at   timestamptz,
  PRIMARY KEY (user_id, corpus_item_id)
);

-- "Not interested" (spec §4 "Home": demoting is remembered with its midnight date stamp).
CREATE TABLE recommendation_dismissals (
  user_id         bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  corpus_item_id  bigint NOT NULL REFERENCES corpus_items (corpus_item_id) ON DELETE CASCADE,
  dismissed_on    date NOT NULL DEFAULT current_date,
  PRIMARY KEY (user_id, corpus_item_id)
);
