import { graphql } from '../../../gql';
import type { HighlightFieldsFragment } from '../../../gql/graphql';

/**
 * The Highlight fields the reader draws and lists (docs/POCKET-COMPATIBILITY.md §1.6 / §2.6):
 * Pocket's selection plus the times the sidebar shows. Read through
 * `savedItem.annotations.highlights`.
 */
export const HighlightFieldsFragmentDocument = graphql(`
  fragment HighlightFields on Highlight {
    id
    quote
    patch
    version
    _createdAt
    _updatedAt
    note {
      text
      _createdAt
      _updatedAt
    }
  }
`);

export type Highlight = HighlightFieldsFragment;
export type HighlightNote = NonNullable<Highlight['note']>;
