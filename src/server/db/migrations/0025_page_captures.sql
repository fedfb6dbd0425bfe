-- Pages saved as the browser rendered them (issue 16; docs/ARCHITECTURE.md "Items").
-- Items are global, one per normalised URL, shared by every saver. A capture (the HTML a user's
-- browser sent) may hold what only that user can see (a page behind their login), so it never
-- becomes the shared item: it makes a private item, owned by the capturing user, for the same URL.
-- A user has at most one save per URL: their save points either at the public item or at their
-- private one, never both.

ALTER TABLE items ADD COLUMN owner_user_id bigint REFERENCES users (id) ON DELETE CASCADE;

DROP INDEX items_normal_url_key;
CREATE UNIQUE INDEX items_normal_url_key ON items (normal_url) WHERE owner_user_id IS NULL;
CREATE UNIQUE INDEX items_owner_normal_url_key ON items (owner_user_id, normal_url)
  WHERE owner_user_id IS NOT NULL;

-- The HTML as the browser sent it, so the parse job (and a refresh) extract from it instead of
-- fetching; only ever read by the parse job, never served.
CREATE TABLE item_captures (
  item_id     bigint PRIMARY KEY REFERENCES items (item_id) ON DELETE CASCADE,
  html        text NOT NULL,
  captured_at timestamptz NOT NULL DEFAULT now()
);

-- A save moves from the public item to the user's private one (a capture of a URL they had
-- saved): its tags, highlights and search document follow the new item id.
ALTER TABLE saved_item_tags DROP CONSTRAINT saved_item_tags_user_id_item_id_fkey,
  ADD FOREIGN KEY (user_id, item_id) REFERENCES saved_items (user_id, item_id)
    ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE highlights DROP CONSTRAINT highlights_user_id_item_id_fkey,
  ADD FOREIGN KEY (user_id, item_id) REFERENCES saved_items (user_id, item_id)
    ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE search_documents DROP CONSTRAINT search_documents_user_id_item_id_fkey,
  ADD FOREIGN KEY (user_id, item_id) REFERENCES saved_items (user_id, item_id)
    ON DELETE CASCADE ON UPDATE CASCADE;

-- The moved save's document is rebuilt from its new item (article included). Trigger names fire in
-- alphabetical order: the foreign keys' cascades ("RI_…") have moved the document first.
CREATE FUNCTION search_saved_item_moved() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM search_refresh(NEW.user_id, NEW.item_id, true);
  RETURN NULL;
END $$;
CREATE TRIGGER saved_items_search_move AFTER UPDATE OF item_id ON saved_items
  FOR EACH ROW WHEN (OLD.item_id IS DISTINCT FROM NEW.item_id)
  EXECUTE FUNCTION search_saved_item_moved();

-- No captured content outlives its save: a private item goes with its last save, however the save
-- goes (removed, "clear saved data", account deleted).
CREATE FUNCTION items_drop_unsaved_private() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM items i
   WHERE i.item_id IN (SELECT DISTINCT item_id FROM old_rows)
     AND i.owner_user_id IS NOT NULL
     AND NOT EXISTS (SELECT 1 FROM saved_items s WHERE s.item_id = i.item_id);
  RETURN NULL;
END $$;
CREATE TRIGGER saved_items_drop_private_items AFTER DELETE ON saved_items
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION items_drop_unsaved_private();
