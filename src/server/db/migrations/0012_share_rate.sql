-- Share links are counted per creator over the last hour (shares.service.ts SHARE_LINKS_PER_HOUR):
-- public pages carrying a user's note are a spam vector, and each share makes the server fetch
-- its target.
CREATE INDEX shares_user_created_idx ON shares (user_id, created_at);
