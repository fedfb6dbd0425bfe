-- OAuth for third-party Pocket clients (pocket-api.md §3.2): an app asks for a request token
-- (the code), the signed-in user approves or denies it on /auth/authorize, and the app trades an
-- approved code for an access token once. A code lives 30 minutes (oauth.service.ts CODE_TTL).
-- Not user-owned until decided, so the code (a random UUID v4) is the key.
CREATE TABLE oauth_requests (
  code         uuid PRIMARY KEY,
  consumer_key text NOT NULL,
  redirect_uri text NOT NULL,
  state        text,
  -- Who answered, once someone has.
  user_id      bigint REFERENCES users (id) ON DELETE CASCADE,
  decision     text CHECK (decision IN ('approved', 'denied')),
  used_at      timestamptz,
  created_at   timestamptz NOT NULL DEFAULT now()
);
-- For purging old requests.
CREATE INDEX oauth_requests_created_idx ON oauth_requests (created_at);
-- For the ON DELETE CASCADE from users.
CREATE INDEX oauth_requests_user_idx ON oauth_requests (user_id) WHERE user_id IS NOT NULL;
