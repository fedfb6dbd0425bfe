-- What an app's access token may do (src/common/token-scopes.ts, docs/API.md "Scopes"), fixed
-- when it is granted, and the consumer key it was granted to (null for a personal token made by
-- the operator's CLI).
ALTER TABLE access_tokens ADD COLUMN scopes text[];
ALTER TABLE access_tokens ADD COLUMN consumer_key text;

-- Existing tokens get what their name implies: Satchel's own extension (named after its
-- consumer key by the OAuth exchange) also captures pages; an OAuth grant "App <key>" and a
-- personal token get the Pocket apps' scopes.
UPDATE access_tokens
   SET consumer_key = CASE name
         WHEN 'Satchel for Chromium' THEN '1601-5a7c4e1e0b3d2f6a8c9e0d1f'
         WHEN 'Satchel for Firefox' THEN '1602-5a7c4e1e0b3d2f6a8c9e0d1f'
         ELSE substring(name FROM '^App (\S+)$')
       END;
UPDATE access_tokens
   SET scopes = CASE
         WHEN name IN ('Satchel for Chromium', 'Satchel for Firefox')
           THEN ARRAY['saves', 'tags', 'highlights', 'lists', 'captures']
         ELSE ARRAY['saves', 'tags', 'highlights', 'lists']
       END;

ALTER TABLE access_tokens ALTER COLUMN scopes SET NOT NULL;
