-- Share links (pocket-api.md §1.8, §2.8): a public page /share/<slug> for a URL, with an optional
-- context (the sharer's note and quoted highlights). The slug is a random UUID v4.
-- user_id leads the primary key like every user-owned table; public lookups go through the
-- slug index (v4 slugs do not collide in practice, and a plain index keeps the table
-- distributable by user_id).
CREATE TABLE shares (
  user_id     bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  slug        uuid NOT NULL,
  target_url  text NOT NULL,
  -- The key of the target's item (items.normal_url), for its preview.
  normal_url  text NOT NULL,
  -- The context: both NULL means "no context". quotes are at most 20 of at most 300 characters.
  note        text,
  quotes      text[],
  created_at  timestamptz NOT NULL DEFAULT now(),
  updated_at  timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, slug)
);
CREATE INDEX shares_slug_idx ON shares (slug);
