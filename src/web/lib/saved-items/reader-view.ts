/**
 * A save as the reader shows it (`/read/{x}`): the document, its types, the reader's query keys
 * (other features' mutations update the open article through them) and the fetch the reader and
 * the offline copies both use.
 */
import { graphql } from '../../gql';
import type { GetReaderItemBySlugQuery, ReaderItemFragment } from '../../gql/graphql';
import { graphqlRequest } from '../graphql-client';

/**
 * The Item fields the reader shows (a superset of Pocket's ItemDetails, plus `article` and where
 * it comes from: the page, or a followed feed's copy when the page could not be read).
 * @public Spread by name into the reader's documents (codegen.ts); nothing imports the constant.
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

export const readerKeys = {
  all: ['reader'] as const,
  item: (id: string) => ['reader', id] as const,
};

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
