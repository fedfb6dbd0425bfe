-- Search snippets cut around the match, prefixes of words being typed, and what matching a whole
-- document costs (issue 6; docs/DECISIONS.md "Search index").
-- ts_headline parses all the text it is given, ~65 µs per KB: snippets from the first 6,000
-- characters of 30 long articles cost more than the search itself, and a match further in got
-- no snippet at all. Now the snippet source is ~1,200 characters of text around the first place
-- a query word starts in the article's first 12,000 characters of HTML (`pattern`: a
-- case-insensitive regular expression of the query's lexemes and phrases, made by the search
-- repository), or the article's start when no word is found there (a stem such as 'studi'
-- need not appear as written; ts_headline then still marks what it finds). 12,000 is what the
-- old snippets read too: reading a long article's TOASTed HTML costs ~1 ms per 4,000 characters
-- per 30 results, so reading further in would cost more than the search.
CREATE FUNCTION search_snippet_source(html text, pattern text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  -- One expression without FROM, so that the planner inlines it: a function with a FROM runs
  -- as a statement of its own for each row (~0.07 ms each on PGlite, 2 ms a page of snippets).
  SELECT search_html_text(
           -- A window that starts inside a tag loses the tag's rest.
           regexp_replace(
             substr(html, greatest(1, CASE WHEN pattern IS NULL OR pattern = '' THEN 1
                                           ELSE regexp_instr(substr(html, 1, 12000), pattern, 1, 1, 0, 'i') END - 600),
                    2400),
             '^[^<]*>', ''),
           1200)
$$;

-- A word being typed (kind 'prefix') used to be every language's stem of it, each as a prefix:
-- Hungarian stems "work" to 'wor', so typing "remote work" matched "remote world" and had the
-- index merge every lexeme starting with "wor". Now it is every language's stem as a whole word
-- (the word may be complete: "running" finds 'run') or the word as typed as a prefix ("datab"
-- finds 'databas', "work" finds 'worker').
CREATE OR REPLACE FUNCTION search_term_query(kind text, term text) RETURNS tsquery LANGUAGE plpgsql STABLE AS $$
DECLARE
  q tsquery;  -- NULL until a part is found (an empty tsquery literal raises a notice)
  part tsquery;
  seen text[] := '{}';
  cfg regconfig;
  is_prefix boolean := kind = 'prefix' AND term ~ '^[[:alnum:]]+$';
BEGIN
  FOR cfg IN SELECT search_query_configs() LOOP
    IF kind = 'phrase' THEN
      part := phraseto_tsquery(cfg, term);
    ELSE
      part := plainto_tsquery(cfg, term);
    END IF;
    IF numnode(part) > 0 AND NOT part::text = ANY(seen) THEN
      q := CASE WHEN q IS NULL THEN part ELSE q || part END;
      seen := seen || part::text;
    END IF;
  END LOOP;
  IF is_prefix THEN
    part := to_tsquery('simple', term || ':*');
    q := CASE WHEN q IS NULL THEN part ELSE q || part END;
  END IF;
  RETURN q;  -- NULL when the term has no searchable word
END $$;

-- A save's whole document, for the GIN index and for matching. A function of its own so that
-- the planner knows what matching a row costs: the article's vector is stored out of line, and
-- `(head || body) @@ query` on a row reads it. Priced like an ordinary operator, that looked free,
-- so for a user holding most of the documents (a single-user instance) the planner walked the
-- user's rows through the primary key and matched each one: 8 ms for 1,000 saves on PGlite
-- instead of 1.5 ms through the index. (Forcing the index instead, with `user_id + 0`, made a
-- small user on a shared server read every user's matches: 40 ms instead of 2.) PL/pgSQL, so that
-- it is never inlined and keeps its cost; IMMUTABLE, so that it can be indexed.
CREATE FUNCTION search_document(head tsvector, body tsvector) RETURNS tsvector
LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE COST 1000 AS $$
BEGIN
  RETURN head || body;
END $$;
DROP INDEX search_documents_doc_idx;
CREATE INDEX search_documents_doc_idx ON search_documents USING gin (search_document(head, body));
