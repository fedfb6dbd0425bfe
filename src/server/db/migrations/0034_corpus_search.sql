-- Corpus search (issue 18; docs/RECOMMENDATIONS.md "Corpus search"): one search document per
-- corpus item, stemmed in the text-search configuration of its language (search_config, 0007)
-- and carrying that configuration's marker lexeme (search_language_mark, 0022), so the saves
-- search's query compilation (src/server/search/search-terms.ts) works unchanged on it:
--   head (A: the title as shown; B: publisher, excerpt and authors; the marker), stored in line;
--   body (C: the article's text, HTML stripped, first 200,000 characters, as saves search), out
--   of line, so that no article is read unless a row is matched or a snippet is made.
-- The GIN index is on search_document(head, body) (0011), title_vec has its own for the
-- title-phrase tier of the ranking. Kept true by triggers on corpus_items (a new item, a curator's
-- title or excerpt, a new language) and by the corpus intake's onClassified listener, which
-- follows every parse of the item (src/server/recommendations/search/corpus-search.repo.ts).

CREATE TABLE corpus_search_documents (
  corpus_item_id bigint PRIMARY KEY REFERENCES corpus_items (corpus_item_id) ON DELETE CASCADE,
  config     regconfig NOT NULL,
  -- ISO 639-1 code of the item's language, 'en' when it has none (the search's language filter).
  language   text NOT NULL,
  -- The title as shown (a curator's, else the page's, else the URL): the exact-title tier.
  title      text NOT NULL,
  title_vec  tsvector NOT NULL,
  head       tsvector NOT NULL,
  body       tsvector NOT NULL
);
ALTER TABLE corpus_search_documents
  ALTER COLUMN body SET STORAGE EXTERNAL,
  ALTER COLUMN head SET STORAGE MAIN,
  ALTER COLUMN title_vec SET STORAGE MAIN;

-- The language a corpus item is searched in: the classified one, else the page's declared one,
-- else English (Pocket's corpus search took a language for every query).
CREATE FUNCTION corpus_search_language(corpus_language text, page_language text) RETURNS text
LANGUAGE sql IMMUTABLE AS $$
  SELECT coalesce(lower(substring(nullif(corpus_language, '') from '^[A-Za-z]{2,3}')),
                  lower(substring(nullif(page_language, '') from '^[A-Za-z]{2,3}')), 'en')
$$;

-- Rebuilds the documents of these corpus items. The article's text is re-read when `with_body`,
-- for a new document, or when the language changed; else the stored body stays as it is.
CREATE FUNCTION corpus_search_refresh(ids bigint[], with_body boolean) RETURNS void
LANGUAGE sql AS $$
  INSERT INTO corpus_search_documents AS d (corpus_item_id, config, language, title, title_vec, head, body)
  SELECT v.corpus_item_id, v.cfg, v.lang, v.title,
         setweight(to_tsvector(v.cfg, v.title), 'A') || search_language_mark(v.cfg),
         setweight(to_tsvector(v.cfg, v.title), 'A')
           || setweight(to_tsvector(v.cfg, v.publisher || ' ' || v.excerpt || ' ' || v.authors), 'B')
           || search_language_mark(v.cfg),
         CASE WHEN with_body OR x.config IS NULL OR x.config <> v.cfg
              THEN setweight(to_tsvector(v.cfg, search_html_text(v.article, 200000)), 'C')
              ELSE ''::tsvector END
    FROM (SELECT ci.corpus_item_id,
                 search_config(corpus_search_language(ci.language, i.language)) AS cfg,
                 corpus_search_language(ci.language, i.language) AS lang,
                 coalesce(nullif(btrim(ci.title), ''), nullif(btrim(i.title), ''),
                          coalesce(i.resolved_url, i.given_url)) AS title,
                 coalesce(nullif(btrim(i.site_name), ''),
                          search_url_host(coalesce(i.resolved_url, i.given_url)), '') AS publisher,
                 coalesce(nullif(btrim(ci.excerpt), ''), i.excerpt, '') AS excerpt,
                 coalesce((SELECT string_agg(a ->> 'name', ' ')
                             FROM jsonb_array_elements(CASE jsonb_typeof(i.authors) WHEN 'array'
                                                       THEN i.authors ELSE '[]'::jsonb END) a), '') AS authors,
                 i.article
            -- A join, not `= ANY(ids)`: the trigger passes every row of a bulk insert.
            FROM (SELECT DISTINCT unnest(ids) AS id) u
            JOIN corpus_items ci ON ci.corpus_item_id = u.id
            JOIN items i ON i.item_id = ci.item_id) v
    LEFT JOIN corpus_search_documents x ON x.corpus_item_id = v.corpus_item_id
  ON CONFLICT (corpus_item_id) DO UPDATE
    SET config = EXCLUDED.config, language = EXCLUDED.language, title = EXCLUDED.title,
        title_vec = EXCLUDED.title_vec, head = EXCLUDED.head,
        body = CASE WHEN with_body OR d.config <> EXCLUDED.config THEN EXCLUDED.body ELSE d.body END
$$;

-- Existing corpus items, before the indexes (built once rather than row by row).
SELECT corpus_search_refresh(ARRAY(SELECT corpus_item_id FROM corpus_items), true);

CREATE INDEX corpus_search_documents_doc_idx ON corpus_search_documents
  USING gin (search_document(head, body));
CREATE INDEX corpus_search_documents_title_idx ON corpus_search_documents USING gin (title_vec);

-- A new corpus item (its page may already be parsed: a popular save, a curator's URL); a curator's
-- title or excerpt; a language set by classification. Statement-level: the feed sweep proposes
-- hundreds of items in one INSERT.
CREATE FUNCTION corpus_search_items_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM corpus_search_refresh(ARRAY(SELECT corpus_item_id FROM new_rows), true);
  RETURN NULL;
END $$;
CREATE TRIGGER corpus_items_search_insert AFTER INSERT ON corpus_items
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION corpus_search_items_inserted();

CREATE FUNCTION corpus_search_items_edited() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM corpus_search_refresh(ARRAY(
    SELECT n.corpus_item_id FROM new_rows n JOIN old_rows o ON o.corpus_item_id = n.corpus_item_id
     WHERE (n.title, n.excerpt, n.language) IS DISTINCT FROM (o.title, o.excerpt, o.language)), false);
  RETURN NULL;
END $$;
CREATE TRIGGER corpus_items_search_update AFTER UPDATE ON corpus_items
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION corpus_search_items_edited();
