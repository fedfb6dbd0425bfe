-- Pocket v3's rate limits (api-limits/): calls per user (or address) and per consumer key in
-- fixed hourly windows, counted here so that every process of an instance shares them. One row
-- per bucket: a call in a newer window starts the count again, so rows do not pile up by hour;
-- buckets idle for a day are deleted by the hourly maintenance. Not user-owned: a bucket names a
-- user, an address or an app's consumer key.
CREATE TABLE api_call_counts (
  bucket text PRIMARY KEY,
  window_start timestamptz NOT NULL,
  calls integer NOT NULL
);
CREATE INDEX api_call_counts_window_idx ON api_call_counts (window_start);
