-- Page fetches per host with politeness (queue/host-claim.repo.ts): a fetch job records the host
-- it will contact, so the queue can claim many hosts in parallel while keeping each one to a
-- few requests in flight and a pause between them, across every worker process.
ALTER TABLE jobs ADD COLUMN host text;
-- The running fetches of each host, counted at every claim.
CREATE INDEX jobs_host_running_idx ON jobs (host) WHERE status = 'running' AND host IS NOT NULL;

-- When each host may next be asked: set at each claim (the spacing), pushed later by a 429 or
-- 503 answer's Retry-After. Rows of hosts not asked for a day are purged with finished jobs.
CREATE TABLE fetch_hosts (
  host     text PRIMARY KEY,
  next_at  timestamptz NOT NULL
);

-- An import follows its page fetches ("7,210 of 10,000 pages fetched"): the parse jobs it
-- queued, and how many of them have ended, read or not (a page that could not be read keeps its
-- save, with the reason on the item).
ALTER TABLE imports ADD COLUMN pages_total integer NOT NULL DEFAULT 0;
ALTER TABLE imports ADD COLUMN pages_fetched integer NOT NULL DEFAULT 0;
ALTER TABLE imports ADD COLUMN pages_failed integer NOT NULL DEFAULT 0;
