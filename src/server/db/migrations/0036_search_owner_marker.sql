-- Search budgets on shared instances (issue 19; docs/DECISIONS.md "Search index: one user's
-- index entries"). The GIN indexes of search_documents hold every user's documents, and
-- `user_id = $1` could only be checked on each row they point at: for a common word on an instance
-- of 10 users with 100,000 saves each, the other nine users' matches were read and thrown away.
-- Now each document carries its owner as a marker lexeme ('~u42', like the language markers of
-- migration 0022: '~' cannot come out of a parser, so no typed word matches it), and a search ANDs
-- it into its tsquery, so the index itself returns the user's documents only. No extension is
-- needed (btree_gin would do it too, but PGlite loads contrib extensions only when asked at start).

CREATE FUNCTION search_owner_mark(uid bigint) RETURNS tsvector LANGUAGE sql IMMUTABLE AS $$
  SELECT array_to_tsvector(ARRAY['~u' || uid::text])
$$;

-- Every writer of head or title_vec (search_refresh, search_refresh_heads, …) gets the marker
-- here, in one place; concatenating a lexeme a vector already holds leaves it unchanged.
CREATE FUNCTION search_documents_mark_owner() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.head := NEW.head || search_owner_mark(NEW.user_id);
  NEW.title_vec := NEW.title_vec || search_owner_mark(NEW.user_id);
  RETURN NEW;
END $$;
CREATE TRIGGER search_documents_owner BEFORE INSERT OR UPDATE OF head, title_vec ON search_documents
  FOR EACH ROW EXECUTE FUNCTION search_documents_mark_owner();

-- Existing documents get their marker; the GIN indexes are rebuilt once rather than updated row
-- by row (each row's whole document would be re-inserted).
DROP INDEX search_documents_doc_idx;
DROP INDEX search_documents_title_idx;
UPDATE search_documents SET head = head, title_vec = title_vec;
CREATE INDEX search_documents_doc_idx ON search_documents USING gin (search_document(head, body));
CREATE INDEX search_documents_title_idx ON search_documents USING gin (title_vec);

-- Favorites among the matches of a common word: the index said which documents hold the word, and
-- each one's row was read to test its favorite flag (11,000 rows for `is:favorite design` among
-- 100,000 saves). These smaller indexes hold favorites only (5 % of saves in the bench).
CREATE INDEX search_documents_favorite_doc_idx ON search_documents
  USING gin (search_document(head, body)) WHERE is_favorite;
CREATE INDEX search_documents_favorite_title_idx ON search_documents
  USING gin (title_vec) WHERE is_favorite;
