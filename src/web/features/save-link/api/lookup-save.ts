/**
 * Whether the signed-in user already has a URL saved, and since when: read before the /save page
 * saves it, since saving again moves the save to the top as unread and so rewrites its date
 * (docs/PRODUCT.md §4). `itemByUrl` is Pocket's name; it answers only about the caller's saves.
 */
import { SavedItemSummaryFragmentDoc, TypedDocumentString } from '../../../gql/graphql';
import type { SavedItemSummaryFragment } from '../../../gql/graphql';
import { graphqlRequest } from '../../../lib/graphql-client';

interface SaveLinkLookupResult {
  itemByUrl: { savedItem: SavedItemSummaryFragment | null } | null;
}

// Written out rather than generated: `itemByUrl` is not in schema.graphql yet. Once it is, this
// becomes a graphql(`…`) document like the others (npm run gen).
const SaveLinkLookupDocument = new TypedDocumentString<SaveLinkLookupResult, { url: string }>(`
  query SaveLinkLookup($url: String!) {
    itemByUrl(url: $url) {
      savedItem {
        ...SavedItemSummary
      }
    }
  }
${SavedItemSummaryFragmentDoc.toString()}`);

/** The caller's live (not deleted) save of `url`, or null. */
export async function lookupSave(url: string): Promise<SavedItemSummaryFragment | null> {
  const saved = (await graphqlRequest(SaveLinkLookupDocument, { url })).itemByUrl?.savedItem;
  return saved && saved.status !== 'DELETED' ? saved : null;
}
