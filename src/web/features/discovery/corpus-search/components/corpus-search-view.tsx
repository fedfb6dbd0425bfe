/**
 * Corpus search (/search?q=…&st=all[&lang=de]; docs/RECOMMENDATIONS.md "Corpus search"): the
 * stories Discover draws from, searched in one language, 30 at a time. The query field searches
 * as you type (a key searches at once unless a search is on its way; the field's latest text
 * follows when it lands), the switch moves the same words to the reader's own saves. Loading,
 * error, no-match and empty-corpus states; an empty corpus says what an administrator can do.
 */
import { SearchX } from 'lucide-react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { FormEvent, ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { SEARCH_COUNT_CAP } from '../../../../../common/search-query';
import { Button } from '../../../../components/ui/button';
import { EmptyState } from '../../../../components/ui/empty-state';
import { ErrorState } from '../../../../components/ui/error-state';
import { isNetworkFailure } from '../../../../lib/graphql-client';
import { useViewerRoles } from '../../../admin';
import { SearchScopeSwitch } from '../../../search';
import { useCorpusSearch } from '../api/search-corpus';
import {
  CORPUS_LANGUAGES,
  corpusSearchPath,
  corpusSearchStateFrom,
  defaultCorpusLanguage,
  type CorpusLanguageCode,
} from '../state/corpus-search-url';
import { CorpusSearchResults } from './corpus-search-results';
import styles from './corpus-search-view.module.css';

/** Where an administrator fills the corpus (docs/CORPUS.md). */
const CORPUS_ADMIN_PATH = '/admin/corpus';

const normalize = (query: string) => query.trim().replace(/\s+/g, ' ');

function browserLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  return navigator.languages?.length ? navigator.languages : [navigator.language];
}

export function CorpusSearchView() {
  const [params, setParams] = useSearchParams();
  const fallback = useMemo(() => defaultCorpusLanguage(browserLanguages()), []);
  const state = useMemo(() => corpusSearchStateFrom(params, fallback), [params, fallback]);
  const query = normalize(state.query);
  const [draft, setDraft] = useState(state.query);
  const pushed = useRef(query);
  const typed = useRef(false);

  // A query arriving from elsewhere (the switch, back / forward) replaces the field.
  useEffect(() => {
    if (query !== pushed.current) {
      pushed.current = query;
      typed.current = false;
      setDraft(query);
    }
  }, [query]);

  const go = useCallback(
    (next: { query: string; language: CorpusLanguageCode }) => {
      setParams(new URL(corpusSearchPath(next, fallback), 'http://x').searchParams, {
        replace: true,
      });
    },
    [setParams, fallback],
  );

  const commit = useCallback(
    (raw: string) => {
      const next = normalize(raw);
      if (next === pushed.current) return;
      pushed.current = next;
      go({ query: next, language: state.language });
    },
    [go, state.language],
  );

  const request = useMemo(() => ({ query, language: state.language }), [query, state.language]);
  const search = useCorpusSearch(request);
  const pages = search.data?.pages;
  const results = useMemo(() => pages?.flatMap((page) => page.results) ?? [], [pages]);
  const firstPage = pages?.[0];
  const settled = search.data !== undefined && !search.isPlaceholderData;

  const inFlight = search.isFetching;
  useEffect(() => {
    if (inFlight || !typed.current) return;
    typed.current = false;
    commit(draft);
  }, [draft, inFlight, commit]);

  const { hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = search;
  const onEndReached = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage && !isFetchNextPageError) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    typed.current = false;
    commit(draft);
  };

  let body: ReactNode;
  if (!query) {
    body = (
      <EmptyState title="Search the stories of Satchel">
        <p>
          Find articles in the collection Home and Discover recommend from. Words, “exact phrases”,
          -left-out words and OR work as in the search of your saves.
        </p>
      </EmptyState>
    );
  } else if (search.isPending) {
    body = (
      <div className={styles.skeletons} role="status" aria-label="Loading stories">
        {Array.from({ length: 4 }, (_, index) => (
          <div key={index} className={styles.skeleton} aria-hidden="true">
            <div className={styles.skeletonText}>
              <div className={styles.skeletonLine} />
              <div className={styles.skeletonLine} />
              <div className={styles.skeletonLine} />
            </div>
            <div className={styles.skeletonPicture} />
          </div>
        ))}
      </div>
    );
  } else if (!search.data) {
    body = (
      <ErrorState
        title="We couldn't search the stories"
        message={
          isNetworkFailure(search.error)
            ? 'Satchel could not be reached. Check your connection and try again.'
            : (search.error?.message ?? 'Please try again.')
        }
        onRetry={() => void search.refetch()}
        retrying={search.isRefetching}
      />
    );
  } else if (results.length === 0 && firstPage && !firstPage.corpusHasItems) {
    body = <NothingToSearch languageLabel={languageLabel(state.language)} />;
  } else if (results.length === 0) {
    body = (
      <EmptyState icon={<SearchX size={28} aria-hidden />} title={`No stories for “${query}”`}>
        <p>
          Check the spelling, use fewer words, or search in another language. Articles you saved
          yourself are under{' '}
          <Link to={`/saves/search?query=${encodeURIComponent(query)}`}>My Saves</Link>.
        </p>
      </EmptyState>
    );
  } else {
    body = (
      <div className={search.isPlaceholderData ? styles.stale : undefined}>
        <CorpusSearchResults results={results} query={query} onEndReached={onEndReached} />
        {isFetchingNextPage ? (
          <p className={styles.more} role="status">
            Loading more…
          </p>
        ) : isFetchNextPageError ? (
          <div className={styles.more} role="alert">
            <p>Could not load more stories.</p>
            <Button variant="secondary" onClick={() => void fetchNextPage()}>
              Retry
            </Button>
          </div>
        ) : hasNextPage ? (
          <div className={styles.more}>
            <Button variant="secondary" onClick={() => void fetchNextPage()}>
              Load more stories
            </Button>
          </div>
        ) : (
          <p className={styles.end}>That’s every story.</p>
        )}
      </div>
    );
  }

  return (
    <div className={styles.view}>
      <header className={styles.header}>
        <h1 className={styles.title}>Search</h1>
      </header>
      <form role="search" className={styles.form} onSubmit={onSubmit}>
        <input
          type="search"
          className={styles.input}
          aria-label="Search query"
          placeholder="Search stories on Satchel"
          autoComplete="off"
          enterKeyHint="search"
          maxLength={500}
          value={draft}
          onChange={(event) => {
            typed.current = true;
            setDraft(event.target.value);
          }}
        />
      </form>
      <div className={styles.toolbar}>
        <SearchScopeSwitch scope="corpus" query={query} />
        <label className={styles.language}>
          <span>Language</span>
          <select
            value={state.language}
            onChange={(event) => go({ query, language: event.target.value as CorpusLanguageCode })}
          >
            {CORPUS_LANGUAGES.map((language) => (
              <option key={language.code} value={language.code}>
                {language.label}
              </option>
            ))}
          </select>
        </label>
      </div>
      {query && settled && firstPage && firstPage.totalCount > 0 ? (
        <p className={styles.count} role="status">
          {storyCount(firstPage.totalCount)} for “{query}”
        </p>
      ) : null}
      {body}
    </div>
  );
}

const languageLabel = (code: CorpusLanguageCode) =>
  CORPUS_LANGUAGES.find((language) => language.code === code)?.label ?? code;

function storyCount(total: number): string {
  if (total === 1) return '1 story';
  return `${total.toLocaleString()}${total >= SEARCH_COUNT_CAP ? '+' : ''} stories`;
}

/** The corpus has nothing in this language yet: what an administrator can do about it. */
function NothingToSearch({ languageLabel }: { languageLabel: string }) {
  const roles = useViewerRoles().data;
  const curates = roles?.isAdmin === true || roles?.isCurator === true;
  return (
    <EmptyState icon={<SearchX size={28} aria-hidden />} title="No stories to search yet">
      <p>
        This instance’s corpus has no stories in {languageLabel} yet. Its articles come from the
        feeds an administrator chooses: loading the starter feeds in corpus administration (
        {CORPUS_ADMIN_PATH}) fills it within the hour.
      </p>
      {curates ? (
        <p>
          <Link to={CORPUS_ADMIN_PATH}>Open corpus administration</Link>
        </p>
      ) : null}
    </EmptyState>
  );
}
