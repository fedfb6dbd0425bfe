-- Search relevance across languages (issue 14; docs/DECISIONS.md "Search relevance across
-- languages"). A query word used to be read in every language at once and matched any document:
-- a German or Hungarian stem of an English name could match a Czech article, and a stop word of a
-- document's language (English "with", German "für"), dropped from its index, made every query
-- containing it find nothing. Now each document carries its configuration as a marker lexeme
-- ('~english'; none for simple), so a query can say "this stem, in English documents only" and
-- "this stop word is optional in German documents" within one tsquery the GIN index evaluates
-- exactly (src/server/search/search-terms.ts builds them).

-- The marker lexeme of a configuration's documents: '~' cannot come out of a parser, so no word
-- typed by a user ever matches it.
CREATE FUNCTION search_language_mark(cfg regconfig) RETURNS tsvector LANGUAGE sql IMMUTABLE AS $$
  SELECT coalesce(
    (SELECT array_to_tsvector(ARRAY['~' || c.cfgname::text])
       FROM pg_ts_config c WHERE c.oid = cfg AND c.cfgname <> 'simple'),
    ''::tsvector)
$$;

-- The A-weighted part of a document (migration 0010), now with the marker; search_head includes
-- it, so the whole document has it too.
CREATE OR REPLACE FUNCTION search_title_vec(cfg regconfig, title text, url text, tag_text text) RETURNS tsvector
LANGUAGE sql IMMUTABLE AS $$
  SELECT setweight(to_tsvector(cfg, coalesce(title, '')), 'A')
      || setweight(to_tsvector(cfg, coalesce(tag_text, '')), 'A')
      || setweight(to_tsvector('simple', coalesce(tag_text, '')), 'A')
      || setweight(to_tsvector('simple', coalesce(search_url_host(url), '')), 'A')
      || setweight(to_tsvector('simple', regexp_replace(coalesce(url, ''), '[^[:alnum:]]+', ' ', 'g')), 'A')
      || search_language_mark(cfg)
$$;

-- Query words are compiled in the library's own languages only; this index finds them with one
-- probe per language (a skip scan), whatever the library's size.
CREATE INDEX search_documents_user_config_idx ON search_documents (user_id, config);

-- Replaced by search-terms.ts, which compiles every word per configuration.
DROP FUNCTION search_term_query(text, text);

-- Existing documents get their marker; the GIN indexes are rebuilt once rather than updated row
-- by row (each row's whole document would be re-inserted).
DROP INDEX search_documents_doc_idx;
DROP INDEX search_documents_title_idx;
UPDATE search_documents
   SET head = head || search_language_mark(config),
       title_vec = title_vec || search_language_mark(config)
 WHERE config <> 'simple'::regconfig;
CREATE INDEX search_documents_doc_idx ON search_documents USING gin (search_document(head, body));
CREATE INDEX search_documents_title_idx ON search_documents USING gin (title_vec);
