-- Item-to-item similarity over the corpus (issue 18; docs/RECOMMENDATIONS.md "Related stories"):
-- a sparse TF-IDF vector per corpus item, per-language document frequencies, and each item's
-- nearest neighbours stored so that the reader's related stories are one query. All of it is
-- derived from the corpus and rebuilt nightly by the job recommendations.similarity.

-- One row per classified corpus item. `all_terms`/`counts`: every distinct term of its text (capped)
-- and how often it occurs, so document frequencies and vectors can be recomputed without the
-- articles. `terms`/`weights`: its top terms by TF-IDF, weights L2-normalised (cosine = dot product).
CREATE TABLE corpus_item_vectors (
  corpus_item_id  bigint PRIMARY KEY REFERENCES corpus_items (corpus_item_id) ON DELETE CASCADE,
  -- ISO 639-1 code, or 'und' when unknown: terms are weighted and compared within one language.
  language        text NOT NULL CHECK (length(language) BETWEEN 2 AND 8),
  all_terms       text[] NOT NULL,
  counts          integer[] NOT NULL CHECK (cardinality(counts) = cardinality(all_terms)),
  terms           text[] NOT NULL,
  weights         real[] NOT NULL CHECK (cardinality(weights) = cardinality(terms)),
  computed_at     timestamptz NOT NULL DEFAULT now()
);
-- Candidates of an arriving item: those sharing one of its top terms.
CREATE INDEX corpus_item_vectors_terms_idx ON corpus_item_vectors USING gin (terms);
CREATE INDEX corpus_item_vectors_language_idx ON corpus_item_vectors (language);

-- In how many corpus items of a language each term occurs (the IDF's df). Kept up to date as items
-- arrive; recounted from corpus_item_vectors.all_terms nightly (deleted items leave then).
CREATE TABLE corpus_term_stats (
  language        text NOT NULL,
  term            text NOT NULL,
  df              integer NOT NULL CHECK (df >= 0),
  PRIMARY KEY (language, term)
);

-- Each corpus item's most similar items, best first (rank 1). Stored unfiltered: what may be shown
-- (recommendable, not saved, not dismissed) is decided when read, since it changes.
CREATE TABLE corpus_item_neighbours (
  corpus_item_id  bigint NOT NULL REFERENCES corpus_items (corpus_item_id) ON DELETE CASCADE,
  rank            smallint NOT NULL CHECK (rank >= 1),
  neighbour_id    bigint NOT NULL REFERENCES corpus_items (corpus_item_id) ON DELETE CASCADE,
  score           real NOT NULL,
  PRIMARY KEY (corpus_item_id, rank),
  CHECK (neighbour_id <> corpus_item_id)
);
-- Deleting a corpus item removes it from others' lists through this index.
CREATE INDEX corpus_item_neighbours_neighbour_idx ON corpus_item_neighbours (neighbour_id);

-- Related stories' first fallback, "more from this publisher": public items by their site (the
-- host without "www.", exactly recommendations/corpus-item-views.repo.ts siteSql, so the planner
-- matches the expression).
CREATE INDEX items_public_site_idx ON items ((regexp_replace(lower(substring(coalesce(resolved_url, given_url) from '^[A-Za-z][A-Za-z0-9+.-]*://(?:[^@/]*@)?([^/:?#]+)')), '^www\.', '')))
  WHERE owner_user_id IS NULL;
