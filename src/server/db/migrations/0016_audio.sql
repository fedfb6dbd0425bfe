-- Listen (spec: "Audio file per item"): one spoken rendering per item and voice, shared by every
-- user who saved the item. The file lives in FileStorage under `key`
-- (audio/<item_id>/<sha256 of text + voice + engine>.opus); this row says whether it is ready.
CREATE TABLE item_audio (
  item_id          bigint NOT NULL REFERENCES items (item_id) ON DELETE CASCADE,
  voice            text NOT NULL,
  status           text NOT NULL DEFAULT 'PENDING' CHECK (status IN ('PENDING', 'READY', 'FAILED')),
  key              text,
  duration_seconds double precision,
  size_bytes       integer,
  word_count       integer,
  truncated        boolean NOT NULL DEFAULT false,
  error            text,
  -- The item's parsed_at the audio was made from: a re-parsed article is read again.
  source_parsed_at timestamptz,
  created_at       timestamptz NOT NULL DEFAULT now(),
  updated_at       timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (item_id, voice),
  CHECK (status <> 'READY' OR (key IS NOT NULL AND duration_seconds IS NOT NULL AND size_bytes IS NOT NULL))
);
