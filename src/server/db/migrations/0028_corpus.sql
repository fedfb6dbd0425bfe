-- The instance corpus (issue 17; docs/CORPUS.md): articles beyond users' own saves, each with
-- where it came from, its language and topic (with source and confidence) and its curation state.
-- Instance data, never tied back to the users whose saves or subscriptions proposed it.

ALTER TABLE users ADD COLUMN is_curator boolean NOT NULL DEFAULT false;

-- Feeds the instance follows for the corpus, each with a default topic.
CREATE TABLE corpus_feeds (
  feed_id       bigint PRIMARY KEY REFERENCES feeds (feed_id) ON DELETE CASCADE,
  topic         text NOT NULL CHECK (topic IN ('business', 'career', 'education', 'entertainment',
                  'food', 'gaming', 'health', 'parenting', 'personal-finance', 'politics',
                  'science', 'self-improvement', 'sports', 'technology', 'travel')),
  language      text,
  -- HIGH and STANDARD entries are recommendable at once; REVIEW entries wait for a curator.
  quality_tier  text NOT NULL DEFAULT 'STANDARD' CHECK (quality_tier IN ('HIGH', 'STANDARD', 'REVIEW')),
  added_by      bigint REFERENCES users (id) ON DELETE SET NULL,
  created_at    timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE corpus_items (
  corpus_item_id     bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  -- CorpusItem.id in Pocket's API is a GUID.
  external_id        uuid NOT NULL UNIQUE DEFAULT gen_random_uuid(),
  -- Always a public item (owner_user_id IS NULL).
  item_id            bigint NOT NULL UNIQUE REFERENCES items (item_id) ON DELETE CASCADE,
  -- Kept so that a rejected URL is recognised however it comes back.
  normal_url         text NOT NULL UNIQUE,
  state              text NOT NULL DEFAULT 'PROSPECT'
                       CHECK (state IN ('PROSPECT', 'APPROVED', 'REJECTED')),
  is_curator_pick    boolean NOT NULL DEFAULT false,
  -- A curator's edits; null shows the item's own.
  title              text,
  excerpt            text,
  image_url          text,
  language           text,
  language_confidence real,
  topic              text CHECK (topic IN ('business', 'career', 'education', 'entertainment',
                       'food', 'gaming', 'health', 'parenting', 'personal-finance', 'politics',
                       'science', 'self-improvement', 'sports', 'technology', 'travel')),
  topic_source       text CHECK (topic_source IN ('CURATOR', 'FEED', 'METADATA', 'CLASSIFIER')),
  topic_confidence   real,
  -- When language and topic were last worked out (after the item was parsed); null: not yet.
  classified_at      timestamptz,
  reviewed_by        bigint REFERENCES users (id) ON DELETE SET NULL,
  reviewed_at        timestamptz,
  created_at         timestamptz NOT NULL DEFAULT now(),
  CHECK ((topic IS NULL) = (topic_source IS NULL))
);
CREATE INDEX corpus_items_state_created_idx ON corpus_items (state, created_at DESC);
CREATE INDEX corpus_items_topic_created_idx ON corpus_items (topic, created_at DESC)
  WHERE state <> 'REJECTED';
CREATE INDEX corpus_items_unclassified_idx ON corpus_items (corpus_item_id)
  WHERE classified_at IS NULL;

-- Where a corpus item came from; one item may have several sources.
CREATE TABLE corpus_item_sources (
  corpus_item_id  bigint NOT NULL REFERENCES corpus_items (corpus_item_id) ON DELETE CASCADE,
  source_kind     text NOT NULL CHECK (source_kind IN
                    ('INSTANCE_FEED', 'PUBLIC_LIST', 'POPULAR_SAVES', 'SUBSCRIBED_FEED', 'CURATOR')),
  -- INSTANCE_FEED and SUBSCRIBED_FEED: the feed. PUBLIC_LIST: the list's external id.
  -- CURATOR: who added it. POPULAR_SAVES: nothing (never tied back to who saved it).
  feed_id         bigint REFERENCES feeds (feed_id) ON DELETE SET NULL,
  list_external_id uuid,
  added_by        bigint REFERENCES users (id) ON DELETE SET NULL,
  added_at        timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX corpus_item_sources_key ON corpus_item_sources
  (corpus_item_id, source_kind, coalesce(feed_id, 0),
   coalesce(list_external_id, '00000000-0000-0000-0000-000000000000'::uuid));
