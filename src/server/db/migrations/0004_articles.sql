-- The article pipeline's results on items, and the per-user tables the Saves filters read
-- (tags and highlights; their features fill them).

ALTER TABLE items
  ADD COLUMN parse_status   text NOT NULL DEFAULT 'PENDING' CHECK (parse_status IN ('PENDING', 'PARSED', 'FAILED')),
  ADD COLUMN parse_error    text,
  ADD COLUMN parsed_at      timestamptz,
  ADD COLUMN resolved_url   text,
  ADD COLUMN response_code  integer,
  ADD COLUMN mime_type      text,
  ADD COLUMN encoding       text,
  ADD COLUMN title          text,
  ADD COLUMN excerpt        text,
  ADD COLUMN site_name      text,
  ADD COLUMN domain_logo    text,
  ADD COLUMN language       text,
  ADD COLUMN date_published timestamptz,
  ADD COLUMN word_count     integer NOT NULL DEFAULT 0,
  ADD COLUMN time_to_read   integer NOT NULL DEFAULT 0,
  ADD COLUMN top_image_url  text,
  ADD COLUMN is_article     boolean NOT NULL DEFAULT false,
  ADD COLUMN has_image      text NOT NULL DEFAULT 'NO_IMAGES' CHECK (has_image IN ('NO_IMAGES', 'HAS_IMAGES', 'IS_IMAGE')),
  ADD COLUMN has_video      text NOT NULL DEFAULT 'NO_VIDEOS' CHECK (has_video IN ('NO_VIDEOS', 'HAS_VIDEOS', 'IS_VIDEO')),
  ADD COLUMN authors        jsonb NOT NULL DEFAULT '[]'::jsonb,
  ADD COLUMN images         jsonb NOT NULL DEFAULT '[]'::jsonb,
  ADD COLUMN videos         jsonb NOT NULL DEFAULT '[]'::jsonb,
  -- Sanitised reader HTML; large values live out of line (TOAST), so list queries never read it.
  ADD COLUMN article        text;

-- A user's tags on a save. Pocket's tag id is derived from the name, so no tags table is needed.
CREATE TABLE saved_item_tags (
  user_id    bigint NOT NULL,
  item_id    bigint NOT NULL,
  name       text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, item_id, name),
  FOREIGN KEY (user_id, item_id) REFERENCES saved_items (user_id, item_id) ON DELETE CASCADE
);
CREATE INDEX saved_item_tags_user_name_idx ON saved_item_tags (user_id, name);

-- Highlights on a save (quote + diff-match-patch anchor, Pocket's version 2), with an optional note.
CREATE TABLE highlights (
  user_id         bigint NOT NULL,
  id              uuid NOT NULL,
  item_id         bigint NOT NULL,
  quote           text NOT NULL,
  patch           text NOT NULL,
  version         integer NOT NULL DEFAULT 2,
  note            text,
  note_created_at timestamptz,
  note_updated_at timestamptz,
  created_at      timestamptz NOT NULL DEFAULT now(),
  updated_at      timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, id),
  FOREIGN KEY (user_id, item_id) REFERENCES saved_items (user_id, item_id) ON DELETE CASCADE
);
CREATE INDEX highlights_user_item_idx ON highlights (user_id, item_id);

-- Per-instance secrets that must survive restarts and be shared by every process
-- (e.g. the key that signs reader slugs). Made once, here, by the database.
CREATE TABLE instance_secrets (
  name  text PRIMARY KEY,
  value text NOT NULL
);
INSERT INTO instance_secrets (name, value)
VALUES ('reader_slug', md5(random()::text || clock_timestamp()::text) || md5(random()::text || clock_timestamp()::text));

-- Undelete restores the status a save had before it was deleted.
ALTER TABLE saved_items ADD COLUMN status_before_delete text;
