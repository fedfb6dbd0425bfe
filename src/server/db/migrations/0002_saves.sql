-- Items are global (one per normalised URL, parsed once); a saved item is one user's relation to it.
-- Pocket's numeric itemId is the public id of both.

CREATE TABLE items (
  item_id     bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  given_url   text NOT NULL,
  -- The URL used to recognise the same page saved twice (see saves/normalize-url.ts).
  normal_url  text NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX items_normal_url_key ON items (normal_url);

CREATE TABLE saved_items (
  user_id       bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  item_id       bigint NOT NULL REFERENCES items (item_id),
  given_url     text NOT NULL,
  title         text,
  status        text NOT NULL DEFAULT 'UNREAD' CHECK (status IN ('UNREAD', 'ARCHIVED', 'DELETED', 'HIDDEN')),
  is_favorite   boolean NOT NULL DEFAULT false,
  favorited_at  timestamptz,
  archived_at   timestamptz,
  deleted_at    timestamptz,
  -- "time added": moved to now when an existing save is saved again.
  created_at    timestamptz NOT NULL DEFAULT now(),
  updated_at    timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, item_id)
);

-- Keyset pagination of the Saves views: newest first within a status.
CREATE INDEX saved_items_user_status_created_idx ON saved_items (user_id, status, created_at DESC, item_id DESC);
CREATE INDEX saved_items_user_created_idx ON saved_items (user_id, created_at DESC, item_id DESC);
