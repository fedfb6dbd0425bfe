-- Import upload links are single-use (imports/, docs/IMPORT.md): the first upload that reaches the
-- server with a link spends it, whatever becomes of the file, so a leaked or replayed link cannot
-- start a second import or make the server read a second file. One row per spent link, keyed by
-- the random nonce the signed link carries; rows past their link's expiry are useless and are
-- deleted by the user's next upload.
CREATE TABLE import_upload_links (
  user_id     bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  nonce       text NOT NULL,
  expires_at  timestamptz NOT NULL,
  used_at     timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, nonce)
);
