/**
 * The Relay page information every paged query reads (docs/POCKET-COMPATIBILITY.md §2.3): spread
 * `...PageInfoFields` inside `pageInfo { }`; codegen adds the fragment to each document that uses it.
 */
import { graphql } from '../gql';

export const PageInfoFieldsDocument = graphql(`
  fragment PageInfoFields on PageInfo {
    hasNextPage
    hasPreviousPage
    startCursor
    endCursor
  }
`);
