-- Shareable lists (pocket-api.md §2.7): a user's lists of links with notes, private or public,
-- their items, and readers' reports of public lists for moderation.

CREATE TABLE shareable_lists (
  user_id                    bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  id                         bigint GENERATED ALWAYS AS IDENTITY,
  external_id                uuid NOT NULL DEFAULT gen_random_uuid(),
  title                      text NOT NULL,
  description                text,
  status                     text NOT NULL DEFAULT 'PRIVATE' CHECK (status IN ('PRIVATE', 'PUBLIC')),
  -- Made when the list is first made PUBLIC and never changed, so shared links keep working.
  slug                       text,
  list_item_note_visibility  text NOT NULL DEFAULT 'PRIVATE'
                             CHECK (list_item_note_visibility IN ('PRIVATE', 'PUBLIC')),
  moderation_status          text NOT NULL DEFAULT 'VISIBLE'
                             CHECK (moderation_status IN ('VISIBLE', 'HIDDEN')),
  moderated_by               text,
  moderation_reason          text,
  moderated_at               timestamptz,
  created_at                 timestamptz NOT NULL DEFAULT now(),
  updated_at                 timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, id)
);
CREATE UNIQUE INDEX shareable_lists_external_id_key ON shareable_lists (external_id);
-- All Lists: a user's lists, newest first.
CREATE INDEX shareable_lists_user_created_idx ON shareable_lists (user_id, created_at DESC, id DESC);
-- A user cannot have two lists with the same title (without regard to case).
CREATE UNIQUE INDEX shareable_lists_user_title_key ON shareable_lists (user_id, lower(title));
-- The public URL carries externalId and slug; slugs are de-duplicated per owner (-2, -3, …).
CREATE UNIQUE INDEX shareable_lists_user_slug_key ON shareable_lists (user_id, slug) WHERE slug IS NOT NULL;

CREATE TABLE shareable_list_items (
  user_id      bigint NOT NULL,
  list_id      bigint NOT NULL,
  id           bigint GENERATED ALWAYS AS IDENTITY,
  external_id  uuid NOT NULL DEFAULT gen_random_uuid(),
  -- Pocket's itemId of the saved page (numeric).
  item_id      bigint NOT NULL,
  url          text NOT NULL,
  title        text,
  excerpt      text,
  note         text,
  image_url    text,
  publisher    text,
  authors      text,
  sort_order   integer NOT NULL,
  created_at   timestamptz NOT NULL DEFAULT now(),
  updated_at   timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, list_id, id),
  FOREIGN KEY (user_id, list_id) REFERENCES shareable_lists (user_id, id) ON DELETE CASCADE
);
CREATE UNIQUE INDEX shareable_list_items_external_id_key ON shareable_list_items (external_id);
-- Items in display order (sortOrder, createdAt, itemId) for keyset pages.
CREATE INDEX shareable_list_items_order_idx
  ON shareable_list_items (user_id, list_id, sort_order, created_at, item_id, id);
-- A URL appears at most once in a list.
CREATE UNIQUE INDEX shareable_list_items_url_key ON shareable_list_items (user_id, list_id, url);

-- One report per reader per list; reporting again replaces the reason and comment and re-opens it.
CREATE TABLE shareable_list_reports (
  user_id        bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  list_user_id   bigint NOT NULL,
  list_id        bigint NOT NULL,
  reason         text NOT NULL CHECK (reason IN ('SPAM', 'SEXUALLY_EXPLICIT', 'HATEFUL_OR_ABUSIVE',
                                                  'MISINFORMATION', 'COPYRIGHT', 'OTHER')),
  comment        text,
  created_at     timestamptz NOT NULL DEFAULT now(),
  -- Set when an administrator moderates the list after this report.
  resolved_at    timestamptz,
  PRIMARY KEY (user_id, list_id),
  FOREIGN KEY (list_user_id, list_id) REFERENCES shareable_lists (user_id, id) ON DELETE CASCADE
);
-- The reports of a list, newest first; and the moderation queue, most recently reported first.
CREATE INDEX shareable_list_reports_list_idx ON shareable_list_reports (list_user_id, list_id, created_at DESC);
CREATE INDEX shareable_list_reports_created_idx ON shareable_list_reports (created_at DESC);
