-- Imports of other services' export files (imports/, docs/IMPORT.md). The upload is parsed once to
-- check it and count its records; the file is kept until the import job has written every record.
-- The job writes in batches, each one transaction that also moves `processed` and the counts, so a
-- crashed job resumes where the last batch ended and never counts a record twice.
CREATE TABLE imports (
  id             bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id        bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  -- What the user said the file is (Pocket's ImportType, lower case); `format` is what we found.
  import_type    text NOT NULL,
  format         text NOT NULL,
  file_name      text,
  -- The uploaded file in FileStorage while the import is not finished.
  file_key       text,
  status         text NOT NULL DEFAULT 'QUEUED' CHECK (status IN ('QUEUED', 'RUNNING', 'DONE', 'FAILED')),
  total          integer NOT NULL,
  -- Records handled so far, in file order: the next batch starts here.
  processed      integer NOT NULL DEFAULT 0,
  created        integer NOT NULL DEFAULT 0,
  existing       integer NOT NULL DEFAULT 0,
  failed         integer NOT NULL DEFAULT 0,
  -- Lists rebuilt from the file (Pocket's collections, Karakeep's lists), once the saves are in.
  lists_created  integer NOT NULL DEFAULT 0,
  -- The first problems ({row, url, reason}); problem_count counts them all.
  problems       jsonb NOT NULL DEFAULT '[]'::jsonb,
  problem_count  integer NOT NULL DEFAULT 0,
  error          text,
  created_at     timestamptz NOT NULL DEFAULT now(),
  started_at     timestamptz,
  finished_at    timestamptz
);
CREATE INDEX imports_user_created_idx ON imports (user_id, created_at DESC);

-- Jobs get a priority: the parse jobs of an import's thousands of saves wait behind the page a
-- user has just saved (higher runs first; 0 is the default).
ALTER TABLE jobs ADD COLUMN priority smallint NOT NULL DEFAULT 0;
DROP INDEX jobs_due_idx;
CREATE INDEX jobs_due_idx ON jobs (queue, priority DESC, run_at) WHERE status = 'queued';
