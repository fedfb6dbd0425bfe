-- How many saves each user has per status and favourite flag, kept by triggers, so the Saves
-- list's totalCount for its common filters (a status set, favourites, archived or not) is a sum
-- of a few rows instead of a count of up to 5,000 saves on every page (docs/DECISIONS.md
-- "Throughput of the Saves query"). Statement-level triggers with transition tables: a
-- 10,000-save import or bulk edit updates each count row once, not once per save.
CREATE TABLE saved_item_counts (
  user_id     bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  status      text NOT NULL,
  is_favorite boolean NOT NULL,
  -- No CHECK (n >= 0): a move's negative delta is proposed as an insert row before it meets
  -- the existing row, and PostgreSQL checks constraints on the proposed row.
  n           bigint NOT NULL,
  PRIMARY KEY (user_id, status, is_favorite)
);

INSERT INTO saved_item_counts (user_id, status, is_favorite, n)
SELECT user_id, status, is_favorite, count(*) FROM saved_items
 GROUP BY user_id, status, is_favorite;

-- New saves: add them (the first save of a kind creates its row). ORDER BY takes the row locks
-- in one order, so two concurrent writers of one user cannot deadlock on them.
CREATE FUNCTION saved_item_counts_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO saved_item_counts AS c (user_id, status, is_favorite, n)
  SELECT user_id, status, is_favorite, count(*) FROM new_rows
   GROUP BY user_id, status, is_favorite ORDER BY user_id, status, is_favorite
  ON CONFLICT (user_id, status, is_favorite) DO UPDATE SET n = c.n + EXCLUDED.n;
  RETURN NULL;
END $$;

-- Removed saves: subtract them. An UPDATE only, never an insert: when an account is deleted its
-- count rows go by cascade and there is nothing left to update (an insert would break the key).
CREATE FUNCTION saved_item_counts_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE saved_item_counts c SET n = c.n - d.n
    FROM (SELECT user_id, status, is_favorite, count(*) AS n FROM old_rows
           GROUP BY user_id, status, is_favorite ORDER BY user_id, status, is_favorite) d
   WHERE c.user_id = d.user_id AND c.status = d.status AND c.is_favorite = d.is_favorite;
  RETURN NULL;
END $$;

-- Changed saves: move each between kinds. Updates that change neither status nor favourite
-- (touches, titles, re-parses) net to zero and write nothing.
CREATE FUNCTION saved_item_counts_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO saved_item_counts AS c (user_id, status, is_favorite, n)
  SELECT user_id, status, is_favorite, sum(delta) FROM (
      SELECT user_id, status, is_favorite, 1 AS delta FROM new_rows
      UNION ALL
      SELECT user_id, status, is_favorite, -1 FROM old_rows
    ) moved
   GROUP BY user_id, status, is_favorite
  HAVING sum(delta) <> 0
   ORDER BY user_id, status, is_favorite
  ON CONFLICT (user_id, status, is_favorite) DO UPDATE SET n = c.n + EXCLUDED.n;
  RETURN NULL;
END $$;

CREATE TRIGGER saved_items_counts_insert AFTER INSERT ON saved_items
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION saved_item_counts_insert();
CREATE TRIGGER saved_items_counts_delete AFTER DELETE ON saved_items
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION saved_item_counts_delete();
CREATE TRIGGER saved_items_counts_update AFTER UPDATE ON saved_items
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION saved_item_counts_update();
