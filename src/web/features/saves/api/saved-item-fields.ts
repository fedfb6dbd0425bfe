import { graphql } from '../../../gql';

/** The SavedItem fields the saves list shows (a subset of Pocket's SavedItemDetails). */
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
  }
`);
