/**
 * Whether the signed-in user already has a URL saved, and since when: read before the /save page
 * saves it, since saving again moves the save to the top as unread and so rewrites its date
 * (docs/PRODUCT.md §4). `itemByUrl` is Pocket's name; it answers only about the caller's saves,
 * and null for a save in the trash.
 */
import { graphql } from '../../../gql';
import type { SavedItemSummaryFragment } from '../../../gql/graphql';
import { graphqlRequest } from '../../../lib/graphql-client';

const SaveLinkLookupDocument = graphql(`
  query SaveLinkLookup($url: String!) {
    itemByUrl(url: $url) {
      savedItem {
        ...SavedItemSummary
      }
    }
  }
`);

/** The caller's live (not deleted) save of `url`, or null. */
export async function lookupSave(url: string): Promise<SavedItemSummaryFragment | null> {
  const saved = (await graphqlRequest(SaveLinkLookupDocument, { url })).itemByUrl?.savedItem;
  return saved && saved.status !== 'DELETED' ? saved : null;
}
