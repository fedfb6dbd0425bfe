-- Language and topic assignment (issue 17; docs/CORPUS.md "Topics").

-- What a page says about its own subject, kept by the extractor: article:section, JSON-LD
-- articleSection, keywords (meta and JSON-LD). The metadata step maps them to a topic through the
-- reviewable table in src/server/topics/.
ALTER TABLE items
  ADD COLUMN meta_sections text[] NOT NULL DEFAULT '{}',
  ADD COLUMN meta_keywords text[] NOT NULL DEFAULT '{}';

-- One trained topic classifier per language, retrained nightly from the instance's own labelled
-- corpus items; metrics are per-topic precision and recall on the held-back part.
CREATE TABLE topic_models (
  language        text PRIMARY KEY,
  model           jsonb NOT NULL,
  metrics         jsonb NOT NULL,
  training_size   integer NOT NULL,
  held_back_size  integer NOT NULL,
  trained_at      timestamptz NOT NULL DEFAULT now()
);
