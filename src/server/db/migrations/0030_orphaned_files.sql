-- Stored files whose rows are gone. An item's audio rows go with the item by cascade (a private
-- item is deleted with its last save, migration 0025), and a trigger cannot delete from
-- FileStorage, so it records the keys here; the hourly maintenance deletes the files and then the
-- rows (audio/audio.service.ts purgeOrphanedFiles).
CREATE TABLE orphaned_files (
  key          text PRIMARY KEY,
  orphaned_at  timestamptz NOT NULL DEFAULT now()
);

CREATE FUNCTION item_audio_record_orphans() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO orphaned_files (key)
  SELECT DISTINCT key FROM old_rows WHERE key IS NOT NULL
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
CREATE TRIGGER item_audio_orphan_files AFTER DELETE ON item_audio
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION item_audio_record_orphans();
