/**
 * Search tips: a short form of docs/SEARCH.md (the query language of src/common/search-query.ts),
 * shown in the empty states and in the "Search tips" popover of the search page.
 */
import * as Popover from '@radix-ui/react-popover';
import { CircleHelp, X } from 'lucide-react';
import styles from './search-tips.module.css';

const TIPS: ReadonlyArray<[string, string]> = [
  ['climate policy', 'all the words (the last one also as a prefix)'],
  ['"climate policy"', 'the exact phrase'],
  ['-opinion', 'leave out a word or "phrase"'],
  ['python OR rust', 'either word'],
  ['tag:recipes  -tag:"to try"', 'with / without a tag'],
  ['is:favorite  is:archived  is:unread  is:highlighted', 'by status'],
  ['has:note', 'with notes on highlights'],
  ['domain:nytimes.com  title:budget  author:smith', 'in one field'],
  ['type:article  type:video  type:image', 'by kind'],
  ['saved:<7d  saved:2024-05  published:2020..2022', 'by date (d w m y for relative)'],
  ['ttr:<5  ttr:10..20', 'by time to read, in minutes'],
];

/** The tips as a definition list. */
export function SearchTipsList() {
  return (
    <dl className={styles.list}>
      {TIPS.map(([example, meaning]) => (
        <div key={example} className={styles.row}>
          <dt>
            <code>{example}</code>
          </dt>
          <dd>{meaning}</dd>
        </div>
      ))}
    </dl>
  );
}

/** "Search tips" button opening the tips in a popover. */
export function SearchTipsPopover() {
  return (
    <Popover.Root>
      <Popover.Trigger className={styles.trigger}>
        <CircleHelp size={16} aria-hidden />
        <span>Search tips</span>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          className={styles.panel}
          sideOffset={8}
          align="end"
          aria-label="Search tips"
        >
          <div className={styles.header}>
            <h2 className={styles.title}>Search tips</h2>
            <Popover.Close className={styles.close} aria-label="Close search tips">
              <X size={16} aria-hidden />
            </Popover.Close>
          </div>
          <SearchTipsList />
          <p className={styles.note}>
            Operators combine: <code>tag:work is:unread saved:&lt;30d report</code>. Free search
            covers titles, URLs and tags; full-text search also covers article text, highlights and
            notes.
          </p>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
