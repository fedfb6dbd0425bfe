-- A feed's own copy of an entry's page (docs/FEEDS.md "Fallback content"): the entry's
-- content_html read through the article pipeline's extraction and sanitising, kept per entry so
-- a reader sees it without a parse on every view. It is the feed's word, never the page's: it is
-- shown to the feed's followers (and, for instance feeds, by the corpus) only while the page
-- itself cannot be read, labelled with the feed, and it is never written into `items`.
CREATE TABLE feed_entry_copies (
  entry_id      bigint PRIMARY KEY REFERENCES feed_entries (entry_id) ON DELETE CASCADE,
  -- Null when the content is not an article the reader can show (kept, so it is not re-read).
  article       text,
  title         text,
  excerpt       text,
  word_count    integer NOT NULL DEFAULT 0,
  time_to_read  integer NOT NULL DEFAULT 0,
  language      text,
  direction     text CHECK (direction IN ('ltr', 'rtl')),
  parsed_at     timestamptz NOT NULL DEFAULT now()
);
