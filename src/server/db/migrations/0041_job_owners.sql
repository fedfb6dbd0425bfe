-- Who a job is for, so one user's backlog never delays another's first job (queue/queue.repo.ts,
-- docs/DECISIONS.md "Fairness between users"): 'user:42' (their save, capture or import),
-- 'feed:17' (a page its poll queued), or NULL (the instance's own work: maintenance, sweeps).
ALTER TABLE jobs ADD COLUMN owner text CHECK (owner ~ '^(user|feed):[0-9]+$');
-- The job's place in its owner's line (start-time fair queuing): an owner's first job is tagged
-- where the running jobs are, each further one after the owner's last queued job, so due jobs of
-- equal priority are claimed by tag: owners alternate, whatever the size of one's backlog.
ALTER TABLE jobs ADD COLUMN fair_tag bigint NOT NULL DEFAULT 0;

-- The general claim (jobs without a host): best priority, then tag.
CREATE INDEX jobs_fair_idx ON jobs (priority DESC, fair_tag) WHERE status = 'queued' AND host IS NULL;
-- An owner's queued jobs: the last tag at enqueue, and their deletion with the owner.
CREATE INDEX jobs_owner_idx ON jobs (owner, fair_tag) WHERE status = 'queued';
-- Running jobs per owner, counted at each claim (no owner holds every general slot).
CREATE INDEX jobs_owner_running_idx ON jobs (owner) WHERE status = 'running' AND host IS NULL;
-- The running jobs' highest tag, read at every enqueue (job_fair_start): an index read, not a
-- scan of every finished job kept until the housekeeping.
CREATE INDEX jobs_running_tag_idx ON jobs (fair_tag) WHERE status = 'running';

-- The first tag of `n` new jobs of `job_owner`: after the owner's last queued job, and never
-- before the running jobs' tags (a newcomer joins the line where it is served now).
CREATE FUNCTION job_fair_start(job_owner text) RETURNS bigint LANGUAGE sql STABLE AS $$
  SELECT greatest(
    (SELECT coalesce(max(fair_tag), 0) FROM jobs WHERE status = 'running'),
    -- Two branches, so each reads jobs_owner_idx (IS NOT DISTINCT FROM would scan the table).
    CASE WHEN job_owner IS NULL
      THEN (SELECT coalesce(max(fair_tag), 0) + 1 FROM jobs WHERE status = 'queued' AND owner IS NULL)
      ELSE (SELECT coalesce(max(fair_tag), 0) + 1 FROM jobs WHERE status = 'queued' AND owner = job_owner)
    END
  )
$$;

-- The owner of a job asked for again by someone else: a user's request takes a job over from a
-- feed, and keeps it when a feed asks (the user waits for it; unsubscribing must not drop it);
-- any other two owners share it and it is nobody's (deleting either keeps it).
CREATE FUNCTION job_owner_merge(current_owner text, asking text) RETURNS text
LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE
    WHEN current_owner IS NOT DISTINCT FROM asking THEN current_owner
    WHEN current_owner LIKE 'feed:%' AND asking LIKE 'user:%' THEN asking
    WHEN current_owner LIKE 'user:%' AND asking LIKE 'feed:%' THEN current_owner
    ELSE NULL
  END
$$;

-- A deleted account's queued jobs go with it (its running import stops at its next batch:
-- the import row is gone).
CREATE FUNCTION jobs_drop_deleted_users() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM jobs
   WHERE status = 'queued' AND owner IN (SELECT 'user:' || id FROM old_rows);
  RETURN NULL;
END
$$;
CREATE TRIGGER users_drop_queued_jobs AFTER DELETE ON users
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION jobs_drop_deleted_users();

-- A feed nobody follows any more (its last subscription gone, by unsubscribing or with an
-- account, and not a corpus feed): the page fetches its polls queued are dropped. A page a user
-- asked for too belongs to that user (job_owner_merge) and stays.
CREATE FUNCTION jobs_drop_unfollowed_feeds() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM jobs
   WHERE status = 'queued'
     AND owner IN (
       SELECT 'feed:' || o.feed_id FROM (SELECT DISTINCT feed_id FROM old_rows) o
        WHERE NOT EXISTS (SELECT 1 FROM feed_subscriptions s WHERE s.feed_id = o.feed_id)
          AND NOT EXISTS (SELECT 1 FROM corpus_feeds c WHERE c.feed_id = o.feed_id));
  RETURN NULL;
END
$$;
CREATE TRIGGER feed_subscriptions_drop_queued_jobs AFTER DELETE ON feed_subscriptions
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION jobs_drop_unfollowed_feeds();
CREATE TRIGGER corpus_feeds_drop_queued_jobs AFTER DELETE ON corpus_feeds
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION jobs_drop_unfollowed_feeds();
