-- Worker processes and the jobs they hold (queue/workers.repo.ts). Each worker registers itself
-- and beats every few seconds; a claimed job records its worker, so when a worker dies its jobs
-- are released within seconds instead of when their lock expires (docs/ARCHITECTURE.md, queue).

CREATE TABLE job_workers (
  id            text PRIMARY KEY,
  host          text NOT NULL,
  pid           integer NOT NULL,
  -- The boot and pid namespace `pid` belongs to: a worker with the same scope can tell whether
  -- this one is alive with kill(pid, 0). NULL when unknown (not Linux).
  pid_scope     text,
  started_at    timestamptz NOT NULL DEFAULT now(),
  heartbeat_at  timestamptz NOT NULL DEFAULT now()
);

ALTER TABLE jobs ADD COLUMN locked_by text;
-- Runs lost with their worker; for resumable kinds they are not counted as attempts (up to a cap).
ALTER TABLE jobs ADD COLUMN interruptions integer NOT NULL DEFAULT 0;
CREATE INDEX jobs_running_idx ON jobs (locked_by) WHERE status = 'running';
