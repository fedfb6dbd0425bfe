-- Accounts, browser sessions and personal access tokens.

CREATE TABLE users (
  id               bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  email            text NOT NULL,
  username         text NOT NULL,
  password_hash    text NOT NULL,
  first_name       text NOT NULL DEFAULT '',
  last_name        text NOT NULL DEFAULT '',
  description      text NOT NULL DEFAULT '',
  avatar_url       text,
  is_admin         boolean NOT NULL DEFAULT false,
  is_pilot         boolean NOT NULL DEFAULT false,
  -- Pocket's PremiumStatus: NEVER until first granted, then ACTIVE or EXPIRED.
  premium_status   text NOT NULL DEFAULT 'NEVER' CHECK (premium_status IN ('NEVER', 'ACTIVE', 'EXPIRED')),
  is_fxa           boolean NOT NULL DEFAULT false,
  created_at       timestamptz NOT NULL DEFAULT now(),
  updated_at       timestamptz NOT NULL DEFAULT now()
);

-- Email and username are unique without regard to case.
CREATE UNIQUE INDEX users_email_lower_key ON users (lower(email));
CREATE UNIQUE INDEX users_username_lower_key ON users (lower(username));

-- Browser sessions. The cookie holds "<user_id>.<secret>"; only an HMAC of the secret is stored.
CREATE TABLE sessions (
  user_id      bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  token_hash   text NOT NULL,
  created_at   timestamptz NOT NULL DEFAULT now(),
  last_seen_at timestamptz NOT NULL DEFAULT now(),
  expires_at   timestamptz NOT NULL,
  user_agent   text,
  ip           text,
  PRIMARY KEY (user_id, token_hash)
);
CREATE INDEX sessions_expires_at_idx ON sessions (expires_at);

-- Personal access tokens for `Authorization: Bearer`. Shown once; stored as a SHA-256 hash.
CREATE TABLE access_tokens (
  user_id      bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  id           bigint GENERATED ALWAYS AS IDENTITY,
  name         text NOT NULL,
  token_hash   text NOT NULL,
  created_at   timestamptz NOT NULL DEFAULT now(),
  last_used_at timestamptz,
  revoked_at   timestamptz,
  PRIMARY KEY (user_id, id)
);
CREATE UNIQUE INDEX access_tokens_token_hash_key ON access_tokens (user_id, token_hash);
