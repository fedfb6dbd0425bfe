-- A small job queue: workers claim due jobs with FOR UPDATE SKIP LOCKED (jobs/pg-queue.ts).

CREATE TABLE jobs (
  id               bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  queue            text NOT NULL,
  payload          jsonb NOT NULL DEFAULT '{}'::jsonb,
  -- While a job with this key is queued or running, enqueueing the same key again is a no-op.
  idempotency_key  text,
  status           text NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'running', 'done', 'failed')),
  attempts         integer NOT NULL DEFAULT 0,
  max_attempts     integer NOT NULL DEFAULT 5,
  run_at           timestamptz NOT NULL DEFAULT now(),
  locked_until     timestamptz,
  last_error       text,
  created_at       timestamptz NOT NULL DEFAULT now(),
  updated_at       timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX jobs_due_idx ON jobs (queue, run_at) WHERE status = 'queued';
CREATE UNIQUE INDEX jobs_idempotency_key ON jobs (queue, idempotency_key)
  WHERE idempotency_key IS NOT NULL AND status IN ('queued', 'running');
