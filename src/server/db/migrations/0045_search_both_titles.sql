-- Saves search finds and ranks a save by the article's own title too (docs/SEARCH.md "Sorted by
-- relevance"; docs/DECISIONS.md "Search index").
-- A save made with a title of its own (`/save?url=…&title=…`, an import, v3 add) was indexed under
-- that title alone: the article's title was in no part of the document, so typing it found
-- nothing, and the article ranked with the saves that mention its subject in passing. Now:
--   * title_vec (weight A, the first tier of relevance) holds both titles, the save's and the
--     article's; search_documents.article_title keeps the article's title when it differs from
--     the save's (for `title:` and the exact-title bonus; `title` stays the title shown);
--   * the host and the URL's words in title_vec are weighted B, so among the title matches a word
--     of a title ranks above a word of an address.
-- The excerpt, site name and authors stay B in head, notes D, the article's text C (body).

ALTER TABLE search_documents ADD COLUMN article_title text;

CREATE OR REPLACE FUNCTION search_title_vec(cfg regconfig, title text, url text, tag_text text) RETURNS tsvector
LANGUAGE sql IMMUTABLE AS $$
  SELECT setweight(to_tsvector(cfg, coalesce(title, '')), 'A')
      || setweight(to_tsvector(cfg, coalesce(tag_text, '')), 'A')
      || setweight(to_tsvector('simple', coalesce(tag_text, '')), 'A')
      || setweight(to_tsvector('simple', coalesce(search_url_host(url), '')), 'B')
      || setweight(to_tsvector('simple', regexp_replace(coalesce(url, ''), '[^[:alnum:]]+', ' ', 'g')), 'B')
      || search_language_mark(cfg)
$$;

-- The article's title when the save has another one (compared ignoring case), else null.
CREATE FUNCTION search_article_title(save_title text, item_title text) RETURNS text
LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN nullif(btrim(save_title), '') IS NOT NULL AND nullif(btrim(item_title), '') IS NOT NULL
                   AND lower(btrim(save_title)) <> lower(btrim(item_title))
              THEN item_title END
$$;

CREATE OR REPLACE FUNCTION search_refresh(uid bigint, iid bigint, with_body boolean) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  r record;
  cfg regconfig;
  v_url text;
  v_title text;
  v_article_title text;
  v_titles text;
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
  v_article_title := search_article_title(r.save_title, r.item_title);
  v_titles := concat_ws(' ', v_title, v_article_title);
  v_tags := search_tag_text(uid, iid);
  new_head := search_head(cfg, v_titles, v_url, r.excerpt, r.site_name, r.authors,
                          v_tags, search_note_text(uid, iid));
  IF with_body OR NOT EXISTS (SELECT 1 FROM search_documents WHERE user_id = uid AND item_id = iid) THEN
    new_body := setweight(to_tsvector(cfg, search_html_text(r.article, 200000)), 'C');
    INSERT INTO search_documents (user_id, item_id, config, title, article_title, url, domain, head,
                                  body, title_vec, status, is_favorite, created_at)
    VALUES (uid, iid, cfg, v_title, v_article_title, v_url, search_url_host(v_url), new_head, new_body,
            search_title_vec(cfg, v_titles, v_url, v_tags), r.status, r.is_favorite, r.created_at)
    ON CONFLICT (user_id, item_id) DO UPDATE
      SET config = EXCLUDED.config, title = EXCLUDED.title, article_title = EXCLUDED.article_title,
          url = EXCLUDED.url, domain = EXCLUDED.domain, head = EXCLUDED.head, body = EXCLUDED.body,
          title_vec = EXCLUDED.title_vec, status = EXCLUDED.status,
          is_favorite = EXCLUDED.is_favorite, created_at = EXCLUDED.created_at;
  ELSE
    UPDATE search_documents
       SET config = cfg, title = v_title, article_title = v_article_title, url = v_url,
           domain = search_url_host(v_url), head = new_head,
           title_vec = search_title_vec(cfg, v_titles, v_url, v_tags)
     WHERE user_id = uid AND item_id = iid;
  END IF;
END $$;

CREATE OR REPLACE FUNCTION search_refresh_heads(uids bigint[], iids bigint[]) RETURNS void LANGUAGE sql AS $$
  UPDATE search_documents d
     SET title = v.title, article_title = v.article_title, url = v.url,
         head = search_head(d.config, concat_ws(' ', v.title, v.article_title), v.url, v.excerpt,
                            v.site_name, v.authors, v.tags, search_note_text(d.user_id, d.item_id)),
         title_vec = search_title_vec(d.config, concat_ws(' ', v.title, v.article_title), v.url, v.tags)
    FROM (SELECT c.u, c.n, coalesce(s.title, i.title, '') AS title,
                 search_article_title(s.title, i.title) AS article_title,
                 coalesce(i.resolved_url, s.given_url) AS url, i.excerpt, i.site_name, i.authors,
                 search_tag_text(c.u, c.n) AS tags
            FROM (SELECT DISTINCT u, n FROM unnest(uids, iids) AS c(u, n)) c
            JOIN saved_items s ON s.user_id = c.u AND s.item_id = c.n
            JOIN items i ON i.item_id = s.item_id) v
   WHERE d.user_id = v.u AND d.item_id = v.n
$$;

-- Existing documents: heads and title vectors rewritten once, the GIN indexes rebuilt after
-- rather than updated row by row (as in migrations 0022 and 0036).
DROP INDEX search_documents_doc_idx;
DROP INDEX search_documents_title_idx;
DROP INDEX search_documents_favorite_doc_idx;
DROP INDEX search_documents_favorite_title_idx;
SELECT search_refresh_heads(array_agg(user_id), array_agg(item_id)) FROM search_documents;
CREATE INDEX search_documents_doc_idx ON search_documents USING gin (search_document(head, body));
CREATE INDEX search_documents_title_idx ON search_documents USING gin (title_vec);
CREATE INDEX search_documents_favorite_doc_idx ON search_documents
  USING gin (search_document(head, body)) WHERE is_favorite;
CREATE INDEX search_documents_favorite_title_idx ON search_documents
  USING gin (title_vec) WHERE is_favorite;
