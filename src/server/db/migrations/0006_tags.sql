-- A user's live tags: one row per tag name carried by at least one save that is not deleted.
-- Listing and counting tags then reads ~1,000 index entries instead of every save–tag pair.
-- Triggers keep it true whatever writes saved_item_tags or changes a save's status, so the
-- invariant cannot drift from the data it summarises.
CREATE TABLE tags (
  user_id    bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  name       text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, name)
);

INSERT INTO tags (user_id, name, created_at)
SELECT t.user_id, t.name, min(t.created_at)
  FROM saved_item_tags t
  JOIN saved_items s ON s.user_id = t.user_id AND s.item_id = t.item_id
 WHERE s.status <> 'DELETED'
 GROUP BY t.user_id, t.name;

-- Names that gained a carrier: add those with a live save among the new rows.
CREATE FUNCTION tags_add_from_new_rows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO tags (user_id, name)
  SELECT d.user_id, d.name FROM (SELECT DISTINCT user_id, name FROM new_rows) d
   WHERE EXISTS (SELECT 1 FROM new_rows n
                   JOIN saved_items s ON s.user_id = n.user_id AND s.item_id = n.item_id
                  WHERE n.user_id = d.user_id AND n.name = d.name AND s.status <> 'DELETED')
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;

-- Names that lost a carrier: drop those no live save carries any more.
CREATE FUNCTION tags_drop_from_old_rows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM tags g
   USING (SELECT DISTINCT user_id, name FROM old_rows) d
   WHERE g.user_id = d.user_id AND g.name = d.name
     AND NOT EXISTS (SELECT 1 FROM saved_item_tags t
                       JOIN saved_items s ON s.user_id = t.user_id AND s.item_id = t.item_id
                      WHERE t.user_id = d.user_id AND t.name = d.name AND s.status <> 'DELETED');
  RETURN NULL;
END $$;

CREATE TRIGGER saved_item_tags_insert_tags AFTER INSERT ON saved_item_tags
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION tags_add_from_new_rows();
CREATE TRIGGER saved_item_tags_delete_tags AFTER DELETE ON saved_item_tags
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION tags_drop_from_old_rows();
CREATE TRIGGER saved_item_tags_update_add AFTER UPDATE ON saved_item_tags
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION tags_add_from_new_rows();
CREATE TRIGGER saved_item_tags_update_drop AFTER UPDATE ON saved_item_tags
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION tags_drop_from_old_rows();

-- A save deleted or restored: its tags leave or rejoin the live set. Row-level with a WHEN
-- clause, so the many other updates of saved_items (archive, favorite, touches) cost nothing.
CREATE FUNCTION tags_follow_save_status() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.status <> 'DELETED' THEN
    INSERT INTO tags (user_id, name)
    SELECT user_id, name FROM saved_item_tags WHERE user_id = NEW.user_id AND item_id = NEW.item_id
    ON CONFLICT DO NOTHING;
  ELSE
    DELETE FROM tags g
     WHERE g.user_id = NEW.user_id
       AND g.name IN (SELECT name FROM saved_item_tags
                       WHERE user_id = NEW.user_id AND item_id = NEW.item_id)
       AND NOT EXISTS (SELECT 1 FROM saved_item_tags t
                         JOIN saved_items s ON s.user_id = t.user_id AND s.item_id = t.item_id
                        WHERE t.user_id = g.user_id AND t.name = g.name AND s.status <> 'DELETED');
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER saved_items_status_tags AFTER UPDATE OF status ON saved_items
  FOR EACH ROW WHEN ((OLD.status = 'DELETED') IS DISTINCT FROM (NEW.status = 'DELETED'))
  EXECUTE FUNCTION tags_follow_save_status();
