-- A feed's own <ttl> (RSS: minutes it may be cached), known only from a 200 answer: kept so that
-- the polls answered 304 after it keep to it (feeds/feed-schedule.ts).
ALTER TABLE feeds ADD COLUMN ttl_minutes integer CHECK (ttl_minutes > 0);
