import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { graphql } from '../../../gql';
import type { GetReaderItemBySlugQuery, ReaderItemFragment } from '../../../gql/graphql';
import { graphqlRequest } from '../../../lib/graphql-client';
import { offlineReaderView, retryUnlessOfflineMiss } from '../../offline/data';

/**
 * The Item fields the reader shows (a superset of Pocket's ItemDetails, plus `article` and where
 * it comes from: the page, or a followed feed's copy when the page could not be read).
 */
export const ReaderItemFragmentDocument = graphql(`
  fragment ReaderItem on Item {
    id
    itemId
    readerSlug
    givenUrl
    resolvedUrl
    title
    excerpt
    domain
    domainMetadata {
      name
      logo
    }
    authors {
      id
      name
      url
    }
    datePublished
    timeToRead
    language
    direction
    hasImage
    hasVideo
    isArticle
    topImageUrl
    images {
      imageId
      url
      caption
      credit
      width
      height
    }
    videos {
      videoId
      src
      type
    }
    parseStatus
    parseError
    article
    articleSource {
      kind
      feedTitle
      title
      language
      direction
    }
  }
`);

/**
 * `/read/{x}`: Pocket's GetSavedItemBySlug (docs/POCKET-COMPATIBILITY.md §1.4). Satchel's
 * readerSlug accepts numeric item ids as well as slugs, so one document serves both shapes of the
 * route, and answers an unsaved entry of the reader's feed inbox as `feedEntry`.
 */
const GetReaderItemBySlugDocument = graphql(`
  query GetReaderItemBySlug($id: ID!) {
    readerSlug(slug: $id) {
      slug
      savedItem {
        id
        url
        title
        status
        isArchived
        isFavorite
        _createdAt
        tags {
          id
          name
        }
        annotations {
          highlights {
            ...HighlightFields
          }
        }
        item {
          __typename
          ... on Item {
            ...ReaderItem
          }
          ... on PendingItem {
            itemId
            url
          }
        }
      }
      feedEntry {
        ...FeedEntryFields
        item {
          ...ReaderItem
        }
      }
      fallbackPage {
        __typename
        ... on ReaderInterstitial {
          itemCard {
            id
            title
            excerpt
            url
            datePublished
            image {
              url
            }
            domain {
              name
            }
            authors {
              name
            }
          }
        }
        ... on ItemNotFound {
          message
        }
      }
    }
  }
`);

export type ReaderItem = ReaderItemFragment;
export type ReaderView = GetReaderItemBySlugQuery['readerSlug'];
export type ReaderSavedItem = NonNullable<ReaderView['savedItem']>;
export type ReaderFallbackPage = NonNullable<ReaderView['fallbackPage']>;
export type ReaderFeedEntry = NonNullable<ReaderView['feedEntry']>;

export const readerKeys = {
  all: ['reader'] as const,
  item: (id: string) => ['reader', id] as const,
};

/** How often a save whose article is still being fetched is asked again, and for how long. */
export const PENDING_POLL_MS = 1_000;
export const PENDING_POLL_LIMIT_MS = 30_000;

/** The item of a save when the server has it as an Item (not a bare PendingItem). */
export function readerItemOf(saved: ReaderSavedItem | null | undefined): ReaderItem | null {
  const item = saved?.item;
  return item && item.__typename === 'Item' ? item : null;
}

/** True while the article of the save (or of the unsaved feed entry) is being fetched and parsed. */
export function isPending(view: ReaderView | undefined): boolean {
  const saved = view?.savedItem;
  if (!saved) return view?.feedEntry?.item?.parseStatus === 'PENDING';
  const item = readerItemOf(saved);
  return item === null || item.parseStatus === 'PENDING';
}

/** The reader view of `/read/{id}` from the server (the offline copies are made from it too). */
export async function fetchReaderView(id: string): Promise<ReaderView> {
  return (await graphqlRequest(GetReaderItemBySlugDocument, { id })).readerSlug;
}

/**
 * The reader asks the server again each time it opens (staleTime 0), except the first time in a
 * page load: the answer then in the cache is the start page's boot prefetch (src/web/app), sent
 * beside the sign-in check for this reader, and is used as it is if it is this recent.
 */
const BOOT_ANSWER_FRESH_MS = 10_000;
let openedBefore = false;

/**
 * The reader view query of one save. The one definition of it: the reader's hook and the start
 * page's boot prefetch both use it, so the reader finds the prefetched answer under the same key.
 * Without a network it opens the offline copy (docs/OFFLINE.md), or says the article is not kept
 * on this device.
 */
export function readerItemQuery(id: string) {
  return queryOptions({
    queryKey: readerKeys.item(id),
    queryFn: () => fetchReaderView(id).catch((error: unknown) => offlineReaderView(id, error)),
    networkMode: 'always',
    retry: retryUnlessOfflineMiss,
    staleTime: () => (openedBefore ? 0 : BOOT_ANSWER_FRESH_MS),
  });
}

/**
 * Loads the reader view of one save (readerItemQuery); while its article is PENDING, polls every
 * second for up to 30 seconds (`pollExpired` then turns true).
 */
export function useReaderItem(id: string) {
  const pendingSince = useRef<{ id: string; at: number } | null>(null);
  const query = useQuery({
    ...readerItemQuery(id),
    refetchInterval: (q) => {
      if (!isPending(q.state.data)) {
        pendingSince.current = null;
        return false;
      }
      const now = Date.now();
      if (pendingSince.current?.id !== id) pendingSince.current = { id, at: now };
      return now - pendingSince.current.at < PENDING_POLL_LIMIT_MS ? PENDING_POLL_MS : false;
    },
  });
  // Declared after useQuery, so it runs after the query subscribed (and used a boot answer):
  // every later opening asks the server again.
  useEffect(() => {
    openedBefore = true;
  }, []);
  const since = pendingSince.current;
  const pollExpired =
    isPending(query.data) &&
    since !== null &&
    since.id === id &&
    query.dataUpdatedAt - since.at >= PENDING_POLL_LIMIT_MS;
  /** Starts a fresh 30-second polling window (after "Check again" or a refresh request). */
  const restartPolling = () => {
    pendingSince.current = null;
    void query.refetch();
  };
  return { ...query, pollExpired, restartPolling };
}
