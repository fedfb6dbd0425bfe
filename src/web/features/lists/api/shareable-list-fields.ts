/**
 * What Pocket's list-making mutations (CreateShareableList, CreateAndAddToShareableList,
 * BulkCreateShareableListItems, docs/POCKET-COMPATIBILITY.md §1.7) read back: the list and the
 * first page of its items (`$pagination` is each operation's variable). One mapping for the new
 * list.
 */
import { graphql } from '../../../gql';
import type { NewShareableListFragment } from '../../../gql/graphql';

export const ShareableListItemsPreviewDocument = graphql(`
  fragment ShareableListItemsPreview on ListItemConnection {
    edges {
      cursor
      node {
        title
        imageUrl
        externalId
      }
    }
    pageInfo {
      ...PageInfoFields
    }
    totalCount
  }
`);

export const NewShareableListDocument = graphql(`
  fragment NewShareableList on ShareableList {
    title
    status
    slug
    moderationStatus
    description
    externalId
    createdAt
    updatedAt
    items(pagination: $pagination) {
      ...ShareableListItemsPreview
    }
  }
`);

/** The new list's externalId and title; a missing list (null answer) is a failed creation. */
export function newListOf(list: NewShareableListFragment | null | undefined): {
  externalId: string;
  title: string;
} {
  if (!list) throw new Error('The list could not be created.');
  return { externalId: list.externalId, title: list.title };
}
