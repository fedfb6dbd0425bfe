/**
 * SQL shared by the corpus's statements: what an instance feed (corpus_feeds) says about an item
 * whose page could not be read. Only the instance's own feeds speak for a corpus item; a feed
 * users subscribe to never does (docs/CORPUS.md "Fallback content").
 */

/**
 * A `LEFT JOIN LATERAL` giving `<alias>.title` and `<alias>.excerpt` (plain text) of the newest
 * instance-feed entry for the item aliased `itemAlias`, only while its parse FAILED.
 */
export const instanceFeedEntryJoin = (itemAlias: string, alias: string) =>
  `LEFT JOIN LATERAL (
     SELECT e.title, e.excerpt
       FROM feed_entries e JOIN corpus_feeds cf ON cf.feed_id = e.feed_id
      WHERE e.item_id = ${itemAlias}.item_id AND ${itemAlias}.parse_status = 'FAILED'
      ORDER BY e.entry_id DESC LIMIT 1) ${alias} ON true`;
