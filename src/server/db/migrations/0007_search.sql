-- Full-text search of saves (issue 6; docs/DECISIONS.md "Search index").
-- One search document per save, in the text-search configuration of the item's language:
--   head (A: title, tags, URL words, domain; B: excerpt, site name, authors; D: highlight quotes
--   and notes) and body (C: the article's text, HTML stripped, first 200,000 characters).
-- They are stored apart so that a tag or highlight change re-reads only the small head, never
-- the article; the GIN index is on their concatenation, which queries match with
-- `(head || body) @@ query`. Triggers keep the documents true whatever writes saves, tags,
-- highlights or an item's parse results.

-- The configuration for a language code ('en', 'de-AT', 'pt_BR', …); simple when unknown or
-- when this server lacks it (PGlite ships the same snowball set as PostgreSQL, but be safe).
CREATE FUNCTION search_config(lang text) RETURNS regconfig LANGUAGE sql STABLE AS $$
  SELECT coalesce(
    (SELECT c.oid::regconfig FROM pg_ts_config c
      WHERE c.cfgname = CASE lower(split_part(replace(coalesce(lang, ''), '_', '-'), '-', 1))
        WHEN 'en' THEN 'english' WHEN 'de' THEN 'german' WHEN 'fr' THEN 'french'
        WHEN 'es' THEN 'spanish' WHEN 'it' THEN 'italian' WHEN 'pt' THEN 'portuguese'
        WHEN 'nl' THEN 'dutch' WHEN 'sv' THEN 'swedish' WHEN 'ru' THEN 'russian'
        WHEN 'da' THEN 'danish' WHEN 'fi' THEN 'finnish' WHEN 'no' THEN 'norwegian'
        WHEN 'nb' THEN 'norwegian' WHEN 'nn' THEN 'norwegian' WHEN 'hu' THEN 'hungarian'
        WHEN 'ro' THEN 'romanian' WHEN 'tr' THEN 'turkish'
        ELSE 'simple' END
      LIMIT 1),
    'simple'::regconfig)
$$;

-- The configurations a query word is read in: simple plus every language above this server has.
-- A word matches a document of any language in that language's stemming (OR of the forms).
CREATE FUNCTION search_query_configs() RETURNS SETOF regconfig LANGUAGE sql STABLE AS $$
  SELECT c.oid::regconfig FROM pg_ts_config c
   WHERE c.cfgname IN ('simple', 'english', 'german', 'french', 'spanish', 'italian', 'portuguese',
                       'dutch', 'swedish', 'russian', 'danish', 'finnish', 'norwegian',
                       'hungarian', 'romanian', 'turkish')
   ORDER BY c.cfgname = 'simple' DESC, c.cfgname
$$;

-- One query term as a tsquery: kind 'word' (all its words), 'phrase' (in order) or 'prefix'
-- (a single alphanumeric word, matched as a prefix). ORs the forms of every configuration.
CREATE FUNCTION search_term_query(kind text, term text) RETURNS tsquery LANGUAGE plpgsql STABLE AS $$
DECLARE
  q tsquery := ''::tsquery;
  part tsquery;
  seen text[] := '{}';
  cfg regconfig;
BEGIN
  FOR cfg IN SELECT search_query_configs() LOOP
    IF kind = 'phrase' THEN
      part := phraseto_tsquery(cfg, term);
    ELSIF kind = 'prefix' AND term ~ '^[[:alnum:]]+$' THEN
      part := to_tsquery(cfg, term || ':*');
    ELSE
      part := plainto_tsquery(cfg, term);
    END IF;
    IF numnode(part) > 0 AND NOT part::text = ANY(seen) THEN
      q := q || part;
      seen := seen || part::text;
    END IF;
  END LOOP;
  RETURN q;
END $$;

-- Reader HTML to text: tags dropped, the common entities decoded, capped.
CREATE FUNCTION search_html_text(html text, max_chars integer) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT left(replace(replace(replace(replace(replace(replace(
           regexp_replace(left(coalesce(html, ''), max_chars * 2), '<[^>]*>', ' ', 'g'),
           '&nbsp;', ' '), '&lt;', '<'), '&gt;', '>'), '&quot;', '"'), '&#39;', ''''), '&amp;', '&'),
         max_chars)
$$;

-- The host of a URL, without www.
CREATE FUNCTION search_url_host(url text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT lower(substring(coalesce(url, '') from '^[a-zA-Z]+://(?:www\.)?([^/:?#]+)'))
$$;

CREATE TABLE search_documents (
  user_id bigint NOT NULL,
  item_id bigint NOT NULL,
  config  regconfig NOT NULL,
  -- The title and URL as shown (for the exact-match bonus without reading items).
  title   text NOT NULL DEFAULT '',
  url     text NOT NULL DEFAULT '',
  domain  text,
  head    tsvector NOT NULL,
  body    tsvector NOT NULL,
  PRIMARY KEY (user_id, item_id),
  FOREIGN KEY (user_id, item_id) REFERENCES saved_items (user_id, item_id) ON DELETE CASCADE
);

-- The head of a save's document (everything but the article's text).
CREATE FUNCTION search_head(cfg regconfig, title text, url text, excerpt text, site_name text,
                            authors jsonb, tag_text text, note_text text) RETURNS tsvector
LANGUAGE sql IMMUTABLE AS $$
  SELECT setweight(to_tsvector(cfg, coalesce(title, '')), 'A')
      || setweight(to_tsvector(cfg, coalesce(tag_text, '')), 'A')
      || setweight(to_tsvector('simple', coalesce(tag_text, '')), 'A')
      || setweight(to_tsvector('simple', coalesce(search_url_host(url), '')), 'A')
      || setweight(to_tsvector('simple', regexp_replace(coalesce(url, ''), '[^[:alnum:]]+', ' ', 'g')), 'A')
      || setweight(to_tsvector(cfg, coalesce(excerpt, '') || ' ' || coalesce(site_name, '') || ' '
           || coalesce((SELECT string_agg(a ->> 'name', ' ')
                          FROM jsonb_array_elements(CASE jsonb_typeof(authors) WHEN 'array' THEN authors ELSE '[]'::jsonb END) a), '')), 'B')
      || setweight(to_tsvector(cfg, coalesce(note_text, '')), 'D')
$$;

CREATE FUNCTION search_tag_text(uid bigint, iid bigint) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT string_agg(t.name, ' ') FROM saved_item_tags t WHERE t.user_id = uid AND t.item_id = iid
$$;

CREATE FUNCTION search_note_text(uid bigint, iid bigint) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT string_agg(h.quote || ' ' || coalesce(h.note, ''), ' ')
    FROM highlights h WHERE h.user_id = uid AND h.item_id = iid
$$;

-- Rebuilds one save's document (the body only when asked, or when there is none yet).
CREATE FUNCTION search_refresh(uid bigint, iid bigint, with_body boolean) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  r record;
  cfg regconfig;
  v_url text;
  v_title text;
  new_head tsvector;
  new_body tsvector;
BEGIN
  SELECT s.title AS save_title, s.given_url, i.title AS item_title, i.resolved_url, i.excerpt,
         i.site_name, i.language, i.authors, i.article
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
  new_head := search_head(cfg, v_title, v_url, r.excerpt, r.site_name, r.authors,
                          search_tag_text(uid, iid), search_note_text(uid, iid));
  IF with_body OR NOT EXISTS (SELECT 1 FROM search_documents WHERE user_id = uid AND item_id = iid) THEN
    new_body := setweight(to_tsvector(cfg, search_html_text(r.article, 200000)), 'C');
    INSERT INTO search_documents (user_id, item_id, config, title, url, domain, head, body)
    VALUES (uid, iid, cfg, v_title, v_url, search_url_host(v_url), new_head, new_body)
    ON CONFLICT (user_id, item_id) DO UPDATE
      SET config = EXCLUDED.config, title = EXCLUDED.title, url = EXCLUDED.url,
          domain = EXCLUDED.domain, head = EXCLUDED.head, body = EXCLUDED.body;
  ELSE
    UPDATE search_documents
       SET config = cfg, title = v_title, url = v_url, domain = search_url_host(v_url), head = new_head
     WHERE user_id = uid AND item_id = iid;
  END IF;
END $$;

CREATE INDEX search_documents_doc_idx ON search_documents USING gin ((head || body));

SELECT search_refresh(user_id, item_id, true) FROM saved_items;

-- A new save; a save's own title or URL changed.
CREATE FUNCTION search_saved_items_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM search_refresh(NEW.user_id, NEW.item_id, TG_OP = 'INSERT');
  RETURN NULL;
END $$;
CREATE TRIGGER saved_items_search_insert AFTER INSERT ON saved_items
  FOR EACH ROW EXECUTE FUNCTION search_saved_items_changed();
CREATE TRIGGER saved_items_search_update AFTER UPDATE OF title, given_url ON saved_items
  FOR EACH ROW WHEN (OLD.title IS DISTINCT FROM NEW.title OR OLD.given_url IS DISTINCT FROM NEW.given_url)
  EXECUTE FUNCTION search_saved_items_changed();

-- An item parsed or re-parsed: every save of it.
CREATE FUNCTION search_items_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM search_refresh(s.user_id, s.item_id, true) FROM saved_items s WHERE s.item_id = NEW.item_id;
  RETURN NULL;
END $$;
CREATE TRIGGER items_search_update AFTER UPDATE ON items
  FOR EACH ROW WHEN (
    OLD.title IS DISTINCT FROM NEW.title OR OLD.excerpt IS DISTINCT FROM NEW.excerpt
    OR OLD.site_name IS DISTINCT FROM NEW.site_name OR OLD.language IS DISTINCT FROM NEW.language
    OR OLD.authors IS DISTINCT FROM NEW.authors OR OLD.resolved_url IS DISTINCT FROM NEW.resolved_url
    OR OLD.article IS DISTINCT FROM NEW.article)
  EXECUTE FUNCTION search_items_changed();

-- Tags and highlights: the head of each save touched (statement-level, once per save).
-- One set-based UPDATE of the heads of the saves touched, so that renaming a tag on 10,000 saves
-- stays one statement. Rows of saves being deleted find no save and are left to the cascade.
CREATE FUNCTION search_refresh_heads(uids bigint[], iids bigint[]) RETURNS void LANGUAGE sql AS $$
  UPDATE search_documents d
     SET title = coalesce(s.title, i.title, ''), url = coalesce(i.resolved_url, s.given_url),
         head = search_head(d.config, coalesce(s.title, i.title, ''), coalesce(i.resolved_url, s.given_url),
                            i.excerpt, i.site_name, i.authors,
                            search_tag_text(d.user_id, d.item_id), search_note_text(d.user_id, d.item_id))
    FROM (SELECT DISTINCT u, n FROM unnest(uids, iids) AS c(u, n)) c,
         saved_items s JOIN items i ON i.item_id = s.item_id
   WHERE d.user_id = c.u AND d.item_id = c.n AND s.user_id = c.u AND s.item_id = c.n
$$;

-- Up to 200 saves are refreshed in the statement; more (renaming or deleting a tag on thousands
-- of saves) go to a `search.refresh` job committed with the change, so the tag call stays fast and
-- search catches up moments later (src/server/search/refresh-search.job.ts).
CREATE FUNCTION search_rows_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  uids bigint[];
  iids bigint[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(u), array_agg(n) INTO uids, iids
      FROM (SELECT DISTINCT user_id AS u, item_id AS n FROM new_rows) c;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(u), array_agg(n) INTO uids, iids
      FROM (SELECT DISTINCT user_id AS u, item_id AS n FROM old_rows) c;
  ELSE
    SELECT array_agg(u), array_agg(n) INTO uids, iids
      FROM (SELECT user_id AS u, item_id AS n FROM new_rows
            UNION SELECT user_id, item_id FROM old_rows) c;
  END IF;
  IF coalesce(cardinality(iids), 0) > 200 THEN
    INSERT INTO jobs (queue, payload)
    VALUES ('search.refresh', jsonb_build_object('userIds', to_jsonb(uids), 'itemIds', to_jsonb(iids)));
  ELSIF cardinality(iids) > 0 THEN
    PERFORM search_refresh_heads(uids, iids);
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER saved_item_tags_search_insert AFTER INSERT ON saved_item_tags
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_rows_changed();
CREATE TRIGGER saved_item_tags_search_delete AFTER DELETE ON saved_item_tags
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION search_rows_changed();
CREATE TRIGGER saved_item_tags_search_update AFTER UPDATE ON saved_item_tags
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_rows_changed();
CREATE TRIGGER highlights_search_insert AFTER INSERT ON highlights
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_rows_changed();
CREATE TRIGGER highlights_search_delete AFTER DELETE ON highlights
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION search_rows_changed();
CREATE TRIGGER highlights_search_update AFTER UPDATE ON highlights
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_rows_changed();

-- Recent searches (spec §4 "Search", §9): unique per user and term, the 5 most recent kept.
CREATE TABLE recent_searches (
  user_id     bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  term        text NOT NULL,
  searched_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, term)
);
CREATE INDEX recent_searches_user_time_idx ON recent_searches (user_id, searched_at DESC);
