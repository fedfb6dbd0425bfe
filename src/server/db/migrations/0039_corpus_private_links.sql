-- The corpus never shows a fragment one reader saved (docs/CORPUS.md "Privacy"). An item is shared
-- by everyone who saves its page, and its given_url (and, after a redirect, its resolved_url) may
-- keep the first saver's fragment ("#:~:text=…", "#access_token=…"). corpus_url is the one
-- statement of a corpus item's address: the item's URL without its fragment, unless the fragment
-- is a client-side route ("#!", "#/"), which names the page for every saver (items/normalize-url.ts).
CREATE FUNCTION corpus_url(resolved_url text, given_url text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT regexp_replace(coalesce(resolved_url, given_url), '#([^!/].*)?$', '')
$$;

-- Search documents fall back to the address for a title and publisher: the same address.
CREATE OR REPLACE FUNCTION corpus_search_refresh(ids bigint[], with_body boolean) RETURNS void
LANGUAGE sql AS $$
  INSERT INTO corpus_search_documents AS d (corpus_item_id, config, language, title, title_vec, head, body)
  SELECT v.corpus_item_id, v.cfg, v.lang, v.title,
         setweight(to_tsvector(v.cfg, v.title), 'A') || search_language_mark(v.cfg),
         setweight(to_tsvector(v.cfg, v.title), 'A')
           || setweight(to_tsvector(v.cfg, v.publisher || ' ' || v.excerpt || ' ' || v.authors), 'B')
           || search_language_mark(v.cfg),
         CASE WHEN with_body OR x.config IS NULL OR x.config <> v.cfg
              THEN setweight(to_tsvector(v.cfg, search_html_text(v.article, 200000)), 'C')
              ELSE ''::tsvector END
    FROM (SELECT ci.corpus_item_id,
                 search_config(corpus_search_language(ci.language, i.language)) AS cfg,
                 corpus_search_language(ci.language, i.language) AS lang,
                 coalesce(nullif(btrim(ci.title), ''), nullif(btrim(i.title), ''),
                          corpus_url(i.resolved_url, i.given_url)) AS title,
                 coalesce(nullif(btrim(i.site_name), ''),
                          search_url_host(corpus_url(i.resolved_url, i.given_url)), '') AS publisher,
                 coalesce(nullif(btrim(ci.excerpt), ''), i.excerpt, '') AS excerpt,
                 coalesce((SELECT string_agg(a ->> 'name', ' ')
                             FROM jsonb_array_elements(CASE jsonb_typeof(i.authors) WHEN 'array'
                                                       THEN i.authors ELSE '[]'::jsonb END) a), '') AS authors,
                 i.article
            -- A join, not `= ANY(ids)`: the trigger passes every row of a bulk insert.
            FROM (SELECT DISTINCT unnest(ids) AS id) u
            JOIN corpus_items ci ON ci.corpus_item_id = u.id
            JOIN items i ON i.item_id = ci.item_id) v
    LEFT JOIN corpus_search_documents x ON x.corpus_item_id = v.corpus_item_id
  ON CONFLICT (corpus_item_id) DO UPDATE
    SET config = EXCLUDED.config, language = EXCLUDED.language, title = EXCLUDED.title,
        title_vec = EXCLUDED.title_vec, head = EXCLUDED.head,
        body = CASE WHEN with_body OR d.config <> EXCLUDED.config THEN EXCLUDED.body ELSE d.body END
$$;

-- Unreviewed prospects that only readers' data proposed (saves, public lists, followed feeds) and
-- whose page is named by a fragment: the corpus never proposes those any more. Prospects with a
-- credential in their address are removed by the hourly sweep (corpus-intake.ts
-- dropPrivateProspects), which applies src/common/credential-urls.ts, the one rule for those.
-- Approved and rejected items were reviewed by a curator and stay.
DELETE FROM corpus_items ci
 WHERE ci.state = 'PROSPECT' AND strpos(ci.normal_url, '#') > 0
   AND NOT EXISTS (SELECT 1 FROM corpus_item_sources s
                    WHERE s.corpus_item_id = ci.corpus_item_id
                      AND s.source_kind IN ('INSTANCE_FEED', 'CURATOR'));

-- Documents whose title or publisher came from an address with a fragment.
SELECT corpus_search_refresh(ARRAY(
  SELECT ci.corpus_item_id FROM corpus_items ci JOIN items i ON i.item_id = ci.item_id
   WHERE corpus_url(i.resolved_url, i.given_url) <> coalesce(i.resolved_url, i.given_url)), false);
