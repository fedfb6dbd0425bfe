import { graphql } from '../../gql';

/**
 * The SavedItem fields a saves card shows: Pocket's SavedItemDetails (without the highlight
 * bodies) plus the ItemDetails fields the display model reads, and Satchel's
 * parseStatus / parseError for pending and failed pages.
 */
export const SavedItemSummaryFragment = graphql(`
  fragment SavedItemSummary on SavedItem {
    id
    url
    title
    status
    isFavorite
    favoritedAt
    isArchived
    archivedAt
    _createdAt
    _updatedAt
    tags {
      id
      name
    }
    annotations {
      highlights {
        id
      }
    }
    item {
      __typename
      ... on Item {
        id
        itemId
        readerSlug
        givenUrl
        resolvedUrl
        title
        domain
        domainMetadata {
          name
          logo
        }
        excerpt
        language
        direction
        isArticle
        hasImage
        hasVideo
        timeToRead
        topImageUrl
        images {
          src
          url
        }
        syndicatedArticle {
          slug
          publisher {
            name
          }
        }
        parseStatus
        parseError
      }
      ... on PendingItem {
        itemId
        url
      }
    }
  }
`);
