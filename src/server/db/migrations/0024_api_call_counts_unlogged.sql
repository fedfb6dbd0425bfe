-- The API call counters (migration 0021) are unlogged: an app call then commits without waiting
-- for the write-ahead log to reach the disk (bench/v3-rate-limit.bench.ts: a v3 call on a
-- PostgreSQL server spent ~5 ms of its ~14 ms there). The price is that a crash of the database
-- server empties the table, so for the rest of that hour every caller starts counting again:
-- acceptable for rate limits, never for user data.
ALTER TABLE api_call_counts SET UNLOGGED;
