-- Items are shared by everyone who saves the same page (one row per normalised URL), but before
-- items were fetched by that normal URL their resolved_url kept the fragment of whoever saved the
-- page first: "page#access_token=…" was shown to every later saver. Drop such fragments, except
-- client-side routes ("#!", "#/"), as items/normalize-url.ts does (docs/API.md "Who may read an item").
UPDATE items
   SET resolved_url = left(resolved_url, strpos(resolved_url, '#') - 1)
 WHERE strpos(resolved_url, '#') > 0
   AND substr(resolved_url, strpos(resolved_url, '#') + 1, 1) NOT IN ('!', '/');
