-- Per-user app settings (Pocket's v3 getAppSettings / putAppSettings): pinned tags, home setup, …
-- One JSON object per user; the settings service validates its known keys and caps its size.
CREATE TABLE user_settings (
  user_id    bigint PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  settings   jsonb NOT NULL DEFAULT '{}'::jsonb,
  updated_at timestamptz NOT NULL DEFAULT now()
);
