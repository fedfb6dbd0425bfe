-- Faster search (issue 6 budgets; docs/DECISIONS.md "Search index", revised).
-- A search used to join every match with saved_items (for status, favorite and time added) and
-- to rank every match by its head, which for a common word in a large library meant reading and
-- ranking thousands of wide rows. Now:
--   * search_documents carries the save's status, favorite flag and time added, kept in step by
--     a statement-level trigger, so the matches are found and filtered in this table alone;
--   * title_vec holds the A-weighted part (title, tags, URL words) apart, small, in line and
--     indexed, so only the saves that match there are ranked, a page of them is found without
--     reading the other matches, and the free search scope (titles, URLs and tags) matches it;
--   * the article's vector (body) is stored out of line and the rest in line, so the rows the
--     index points at are narrow and no article is read unless a snippet is made for it.

ALTER TABLE search_documents
  ADD COLUMN status      text NOT NULL DEFAULT 'UNREAD',
  ADD COLUMN is_favorite boolean NOT NULL DEFAULT false,
  ADD COLUMN created_at  timestamptz NOT NULL DEFAULT now(),
  ADD COLUMN title_vec   tsvector NOT NULL DEFAULT ''::tsvector;
ALTER TABLE search_documents
  ALTER COLUMN body SET STORAGE EXTERNAL,
  ALTER COLUMN head SET STORAGE MAIN,
  ALTER COLUMN title_vec SET STORAGE MAIN;
ALTER TABLE search_documents SET (toast_tuple_target = 1024);
-- By relevance, title/tag/URL matches come first; when they fill the page, only they are read.
CREATE INDEX search_documents_title_idx ON search_documents USING gin (title_vec);

-- The A-weighted part of a document: title, tags (stemmed and as typed), host and URL words.
CREATE FUNCTION search_title_vec(cfg regconfig, title text, url text, tag_text text) RETURNS tsvector
LANGUAGE sql IMMUTABLE AS $$
  SELECT setweight(to_tsvector(cfg, coalesce(title, '')), 'A')
      || setweight(to_tsvector(cfg, coalesce(tag_text, '')), 'A')
      || setweight(to_tsvector('simple', coalesce(tag_text, '')), 'A')
      || setweight(to_tsvector('simple', coalesce(search_url_host(url), '')), 'A')
      || setweight(to_tsvector('simple', regexp_replace(coalesce(url, ''), '[^[:alnum:]]+', ' ', 'g')), 'A')
$$;

CREATE OR REPLACE FUNCTION search_head(cfg regconfig, title text, url text, excerpt text, site_name text,
                                       authors jsonb, tag_text text, note_text text) RETURNS tsvector
LANGUAGE sql IMMUTABLE AS $$
  SELECT search_title_vec(cfg, title, url, tag_text)
      || setweight(to_tsvector(cfg, coalesce(excerpt, '') || ' ' || coalesce(site_name, '') || ' '
           || coalesce((SELECT string_agg(a ->> 'name', ' ')
                          FROM jsonb_array_elements(CASE jsonb_typeof(authors) WHEN 'array' THEN authors ELSE '[]'::jsonb END) a), '')), 'B')
      || setweight(to_tsvector(cfg, coalesce(note_text, '')), 'D')
$$;

CREATE OR REPLACE FUNCTION search_refresh(uid bigint, iid bigint, with_body boolean) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  r record;
  cfg regconfig;
  v_url text;
  v_title text;
  v_tags text;
  new_head tsvector;
  new_body tsvector;
BEGIN
  SELECT s.title AS save_title, s.given_url, s.status, s.is_favorite, s.created_at,
         i.title AS item_title, i.resolved_url, i.excerpt, i.site_name, i.language, i.authors, i.article
    INTO r
    FROM saved_items s JOIN items i ON i.item_id = s.item_id
   WHERE s.user_id = uid AND s.item_id = iid;
  IF NOT FOUND THEN
    DELETE FROM search_documents WHERE user_id = uid AND item_id = iid;
    RETURN;
  END IF;
  cfg := search_config(r.language);
  v_url := coalesce(r.resolved_url, r.given_url);
  v_title := coalesce(r.save_title, r.item_title, '');
  v_tags := search_tag_text(uid, iid);
  new_head := search_head(cfg, v_title, v_url, r.excerpt, r.site_name, r.authors,
                          v_tags, search_note_text(uid, iid));
  IF with_body OR NOT EXISTS (SELECT 1 FROM search_documents WHERE user_id = uid AND item_id = iid) THEN
    new_body := setweight(to_tsvector(cfg, search_html_text(r.article, 200000)), 'C');
    INSERT INTO search_documents (user_id, item_id, config, title, url, domain, head, body,
                                  title_vec, status, is_favorite, created_at)
    VALUES (uid, iid, cfg, v_title, v_url, search_url_host(v_url), new_head, new_body,
            search_title_vec(cfg, v_title, v_url, v_tags), r.status, r.is_favorite, r.created_at)
    ON CONFLICT (user_id, item_id) DO UPDATE
      SET config = EXCLUDED.config, title = EXCLUDED.title, url = EXCLUDED.url,
          domain = EXCLUDED.domain, head = EXCLUDED.head, body = EXCLUDED.body,
          title_vec = EXCLUDED.title_vec, status = EXCLUDED.status,
          is_favorite = EXCLUDED.is_favorite, created_at = EXCLUDED.created_at;
  ELSE
    UPDATE search_documents
       SET config = cfg, title = v_title, url = v_url, domain = search_url_host(v_url), head = new_head,
           title_vec = search_title_vec(cfg, v_title, v_url, v_tags)
     WHERE user_id = uid AND item_id = iid;
  END IF;
END $$;

CREATE OR REPLACE FUNCTION search_refresh_heads(uids bigint[], iids bigint[]) RETURNS void LANGUAGE sql AS $$
  UPDATE search_documents d
     SET title = v.title, url = v.url,
         head = search_head(d.config, v.title, v.url, v.excerpt, v.site_name, v.authors, v.tags,
                            search_note_text(d.user_id, d.item_id)),
         title_vec = search_title_vec(d.config, v.title, v.url, v.tags)
    FROM (SELECT c.u, c.n, coalesce(s.title, i.title, '') AS title,
                 coalesce(i.resolved_url, s.given_url) AS url, i.excerpt, i.site_name, i.authors,
                 search_tag_text(c.u, c.n) AS tags
            FROM (SELECT DISTINCT u, n FROM unnest(uids, iids) AS c(u, n)) c
            JOIN saved_items s ON s.user_id = c.u AND s.item_id = c.n
            JOIN items i ON i.item_id = s.item_id) v
   WHERE d.user_id = v.u AND d.item_id = v.n
$$;

-- Status, favorite and time added follow the save (archive, favorite, delete, re-add). One
-- statement for all the rows an UPDATE touched; rows whose values did not change are skipped.
CREATE FUNCTION search_saved_items_state_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE search_documents d
     SET status = n.status, is_favorite = n.is_favorite, created_at = n.created_at
    FROM new_rows n
   WHERE d.user_id = n.user_id AND d.item_id = n.item_id
     AND (d.status, d.is_favorite, d.created_at) IS DISTINCT FROM (n.status, n.is_favorite, n.created_at);
  RETURN NULL;
END $$;
CREATE TRIGGER saved_items_search_state AFTER UPDATE ON saved_items
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_saved_items_state_changed();

-- Existing documents: every row is rewritten once (which also applies the storage above).
UPDATE search_documents d
   SET status = s.status, is_favorite = s.is_favorite, created_at = s.created_at,
       title_vec = search_title_vec(d.config, d.title, d.url, search_tag_text(d.user_id, d.item_id))
  FROM saved_items s
 WHERE s.user_id = d.user_id AND s.item_id = d.item_id;
