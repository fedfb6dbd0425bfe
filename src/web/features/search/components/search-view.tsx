/**
 * The search page body (/saves/search?query=…&status=…&sort=…): the query field (search as you
 * type: a key searches at once unless a search is already on its way, in which case the field's
 * latest text follows when that one lands; Enter searches at once and records a recent search), tabs
 * All / Unread / Archive / Favorites, sort Relevance / Newest / Oldest, the filters the query
 * contains, then the results with loading, error, empty and end-of-list states (docs/PRODUCT.md §4
 * "Search"). It is the page's only search field: the navigation box is not drawn here, and `g s`
 * focuses it.
 */
import { useQueryClient } from '@tanstack/react-query';
import { SearchX } from 'lucide-react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { FormEvent, ReactNode, RefObject } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { QueryErrorState } from '../../../components/ui/error-state';
import { isUnauthenticated } from '../../../lib/graphql-client';
import { loginRedirectPath } from '../../../lib/paths';
import { SEARCH_COUNT_CAP } from '../../../../common/search-query';
import { SavedItemSkeleton } from '../../saves';
import { useSaveSearch } from '../api/recent-searches';
import { useSearchesFullText } from '../api/search-scope';
import { searchQueryOptions, useSearchSavedItems } from '../api/search-saved-items';
import { collapseNavSearch, useNavSearch } from '../state/nav-search-store';
import { queryChips } from '../state/query-chips';
import {
  normalizeQuery,
  SEARCH_SORTS,
  SEARCH_TABS,
  searchPath,
  searchStateFrom,
} from '../state/search-url';
import type { SearchSort } from '../state/search-url';
import { SearchResults } from './search-results';
import { SearchScopeSwitch } from './search-scope-switch';
import { SearchTipsList, SearchTipsPopover } from './search-tips';
import styles from './search-view.module.css';

export function SearchView() {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => searchStateFrom(params), [params]);
  const query = normalizeQuery(state.query);
  const [draft, setDraft] = useState(state.query);
  const pushed = useRef(query);
  /** The field holds text typed since the last search (not text the URL put there). */
  const typed = useRef(false);
  const saveSearch = useSaveSearch();
  const queryClient = useQueryClient();
  const field = useRef<HTMLInputElement>(null);
  useFocusOnSearchShortcut(field);

  // A query arriving from elsewhere (the navigation box, back / forward) replaces the field.
  useEffect(() => {
    if (query !== pushed.current) {
      pushed.current = query;
      typed.current = false;
      setDraft(query);
    }
  }, [query]);

  const commit = useCallback(
    (raw: string) => {
      const next = normalizeQuery(raw);
      if (next === pushed.current) return;
      pushed.current = next;
      // The start of the request (bench/search-typing.bench.ts).
      performance.mark('satchel:search-request', { detail: { query: next } });
      // The fetch starts now, not after React has rendered the new URL (~20 ms with a page of
      // results on screen): the page's query below picks up this request in flight.
      if (next)
        void queryClient.prefetchInfiniteQuery(searchQueryOptions({ ...state, query: next }));
      setParams(new URL(searchPath({ ...state, query: next }), 'http://x').searchParams, {
        replace: true,
      });
    },
    [setParams, state, queryClient],
  );

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    typed.current = false;
    commit(draft);
    const term = normalizeQuery(draft);
    if (term) saveSearch(term);
  };

  const request = useMemo(
    () => ({ query, tab: state.tab, sort: state.sort }),
    [query, state.tab, state.sort],
  );
  const search = useSearchSavedItems(request);
  const results = useMemo(
    () => search.data?.pages.flatMap((page) => page.results) ?? [],
    [search.data],
  );
  const totalCount = search.data?.pages[0]?.totalCount ?? 0;
  const settled = search.data !== undefined && !search.isPlaceholderData;
  const unauthenticated = isUnauthenticated(search.error);

  // Search as you type without a fixed delay: a key searches at once; while a search is on its
  // way, keys only change the field, and its latest text is searched as soon as that one lands.
  // At most one search is in flight, and an idle keystroke waits for nothing but the server.
  const inFlight = search.isFetching;
  useEffect(() => {
    if (inFlight || !typed.current) return;
    typed.current = false;
    commit(draft);
  }, [draft, inFlight, commit]);

  useEffect(() => {
    if (!unauthenticated) return;
    const here = `${window.location.pathname}${window.location.search}`;
    window.location.assign(loginRedirectPath('web-reauth', here));
  }, [unauthenticated]);

  // The end of "keystroke → results on screen" for bench/search-typing.bench.ts.
  useEffect(() => {
    if (settled) performance.mark('satchel:search-results', { detail: { query: request.query } });
  }, [settled, search.data, request.query]);

  const { hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = search;
  const onEndReached = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage && !isFetchNextPageError) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage]);

  const { chips, notes } = useMemo(() => queryChips(query), [query]);
  const fullText = useSearchesFullText();

  let body: ReactNode;
  if (!query) {
    body = (
      <EmptyState title="Search your saves">
        <p>Type words to find, or narrow it down:</p>
        <SearchTipsList />
      </EmptyState>
    );
  } else if (search.isPending || unauthenticated) {
    body = (
      <div className={styles.skeletons} aria-busy="true" aria-label="Loading results">
        {Array.from({ length: 4 }, (_, i) => (
          <SavedItemSkeleton key={i} mode="list" />
        ))}
      </div>
    );
  } else if (!search.data) {
    body = <QueryErrorState title="We couldn't search your saves" query={search} />;
  } else if (results.length === 0) {
    body = (
      <EmptyState icon={<SearchX size={28} aria-hidden />} title={`No results for “${query}”`}>
        <p>Check the spelling, use fewer words, or try another tab. Tips:</p>
        <SearchTipsList />
      </EmptyState>
    );
  } else {
    body = (
      <div className={search.isPlaceholderData ? styles.stale : undefined}>
        <SearchResults results={results} query={query} onEndReached={onEndReached} />
        {isFetchingNextPage ? (
          <p className={styles.more} role="status">
            Loading more…
          </p>
        ) : null}
        {isFetchNextPageError ? (
          <div className={styles.more} role="alert">
            <p>Could not load more results.</p>
            <Button variant="secondary" onClick={() => void fetchNextPage()}>
              Retry
            </Button>
          </div>
        ) : hasNextPage && !isFetchingNextPage ? (
          <div className={styles.more}>
            <Button variant="secondary" onClick={() => void fetchNextPage()}>
              Load more results
            </Button>
          </div>
        ) : !hasNextPage ? (
          <p className={styles.end}>That’s every result.</p>
        ) : null}
      </div>
    );
  }

  return (
    <div className={styles.view}>
      <header className={styles.header}>
        <h1 className={styles.title}>Search</h1>
        <SearchTipsPopover />
      </header>
      <form role="search" className={styles.form} onSubmit={onSubmit}>
        <input
          ref={field}
          type="search"
          className={styles.input}
          aria-label="Search query"
          placeholder="Search your saves"
          autoComplete="off"
          enterKeyHint="search"
          value={draft}
          onChange={(event) => {
            typed.current = true;
            setDraft(event.target.value);
          }}
        />
      </form>
      <SearchScopeSwitch scope="saves" query={query} />
      <div className={styles.toolbar}>
        <nav className={styles.tabs} aria-label="Filter results">
          {SEARCH_TABS.map((tab) => (
            <Link
              key={tab.id}
              to={searchPath({ ...state, query, tab: tab.id })}
              replace
              aria-current={tab.id === state.tab ? 'page' : undefined}
              className={[styles.tab, tab.id === state.tab ? styles.activeTab : ''].join(' ')}
            >
              {tab.label}
            </Link>
          ))}
        </nav>
        <div className={styles.segmented} role="group" aria-label="Sort results">
          {SEARCH_SORTS.map((sort) => (
            <SortButton key={sort.id} id={sort.id} label={sort.label} current={state.sort} />
          ))}
        </div>
      </div>
      {query && settled && totalCount > 0 ? (
        <p className={styles.count} role="status">
          {resultCount(totalCount)} for “{query}”
        </p>
      ) : null}
      {fullText === false ? (
        <p className={styles.scope}>
          Searching titles, URLs and tags. <Link to="/premium">Premium</Link> searches the text of
          your articles, your highlights and your notes too.
        </p>
      ) : null}
      {chips.length > 0 || notes.length > 0 ? (
        <div className={styles.chips} aria-label="Filters in this search">
          {chips.map((chip) => (
            <span key={chip} className={styles.chip}>
              {chip}
            </span>
          ))}
          {notes.map((note) => (
            <span key={note} className={styles.note}>
              {note}
            </span>
          ))}
        </div>
      ) : null}
      {body}
    </div>
  );
}

/** `g s` (a focus request for the navigation box, which this page hides) focuses this field. */
function useFocusOnSearchShortcut(field: RefObject<HTMLInputElement | null>) {
  const focusRequest = useNavSearch((state) => state.focusRequest);
  const seen = useRef(focusRequest);
  useEffect(() => {
    if (focusRequest === seen.current) return;
    seen.current = focusRequest;
    collapseNavSearch();
    field.current?.focus();
    field.current?.select();
  }, [focusRequest, field]);
}

function resultCount(total: number): string {
  if (total === 1) return '1 result';
  return `${total.toLocaleString()}${total >= SEARCH_COUNT_CAP ? '+' : ''} results`;
}

function SortButton({
  id,
  label,
  current,
}: {
  id: SearchSort;
  label: string;
  current: SearchSort;
}) {
  const [params, setParams] = useSearchParams();
  return (
    <button
      type="button"
      className={styles.segment}
      aria-pressed={id === current}
      onClick={() => {
        const state = searchStateFrom(params);
        setParams(new URL(searchPath({ ...state, sort: id }), 'http://x').searchParams, {
          replace: true,
        });
      }}
    >
      {label}
    </button>
  );
}
