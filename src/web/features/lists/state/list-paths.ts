/** Routes of the lists feature and the public address of a published list. */
export const LISTS_PATH = '/lists';

export function listPath(externalId: string): string {
  return `${LISTS_PATH}/${encodeURIComponent(externalId)}`;
}

/** `{origin}/sharedlists/{externalId}/{slug}` (docs/POCKET-COMPATIBILITY.md §4.2). */
export function publicListUrl(origin: string, externalId: string, slug: string): string {
  return `${origin}/sharedlists/${encodeURIComponent(externalId)}/${encodeURIComponent(slug)}`;
}
