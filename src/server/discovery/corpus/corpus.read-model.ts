/**
 * The corpus as the other discovery domains read it (docs/ARCHITECTURE.md, "Dependency rules"):
 * SQL fragments over corpus_items and its sources that recommendations, related stories and corpus
 * search build their statements with, so that each rule is stated once.
 */

/**
 * A corpus item is recommendable (docs/CORPUS.md "States and recommendability") when approved, or a
 * prospect from an instance feed whose tier is HIGH or STANDARD. Rejected never.
 */
export const recommendableSql = (alias: string) =>
  `(${alias}.state = 'APPROVED' OR (${alias}.state = 'PROSPECT' AND EXISTS (
     SELECT 1 FROM corpus_item_sources rs JOIN corpus_feeds rf ON rf.feed_id = rs.feed_id
      WHERE rs.corpus_item_id = ${alias}.corpus_item_id AND rs.source_kind = 'INSTANCE_FEED'
        AND rf.quality_tier IN ('HIGH', 'STANDARD'))))`;

/**
 * A corpus item's address, as SQL over its item `alias`: the item's URL without a fragment one
 * reader saved (migration 0039 corpus_url; docs/CORPUS.md "Privacy"). Every place that shows a
 * corpus item's address shows this one.
 */
export const corpusUrlSql = (alias: string) =>
  `corpus_url(${alias}.resolved_url, ${alias}.given_url)`;

/**
 * What an instance feed (corpus_feeds) says about an item whose page could not be read. Only the
 * instance's own feeds speak for a corpus item; a feed users subscribe to never does
 * (docs/CORPUS.md "Fallback content").
 *
 * A `LEFT JOIN LATERAL` giving `<alias>.title` and `<alias>.excerpt` (plain text) of the newest
 * instance-feed entry for the item aliased `itemAlias`, only while its parse FAILED.
 */
export const instanceFeedEntryJoin = (itemAlias: string, alias: string) =>
  `LEFT JOIN LATERAL (
     SELECT e.title, e.excerpt
       FROM feed_entries e JOIN corpus_feeds cf ON cf.feed_id = e.feed_id
      WHERE e.item_id = ${itemAlias}.item_id AND ${itemAlias}.parse_status = 'FAILED'
      ORDER BY e.entry_id DESC LIMIT 1) ${alias} ON true`;
