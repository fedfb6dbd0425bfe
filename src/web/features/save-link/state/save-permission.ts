/**
 * Whether the /save page may save its link at once or must ask first (docs/PRODUCT.md §10.9
 * "/save links"). Another site can send the browser here without the user doing anything; the
 * server tells from the navigation's Fetch Metadata and writes its answer into the page it
 * served: `<meta name="satchel-save" content="at-once|confirm">`. That answer holds for the
 * address the document was loaded at (also when the sign-in guard went to /login and came back
 * to it). An address reached inside the app saves at once only when the user asked for it there
 * (the "Paste a link" form marks its navigation with SAVE_REQUESTED); any other, such as a login
 * page's return address chosen by another site, asks first.
 */

/** The meta tag the server writes (src/server/http/save-page.ts). */
export const SAVE_PERMISSION_META = 'satchel-save';

/** History state of a /save navigation the user asked for on Satchel's own page. */
export const SAVE_REQUESTED = { saveRequested: true } as const;

export interface SavePermissionFacts {
  /** The meta tag's content, or null when the page has none (served by the service worker). */
  served: string | null;
  /** The path and query the document was loaded at. */
  documentAddress: string | null;
  /** The path and query the page shows now. */
  address: string;
  /** The router's history state for this address. */
  state: unknown;
}

export function savesAtOnce(facts: SavePermissionFacts): boolean {
  const state = facts.state as { saveRequested?: unknown } | null | undefined;
  if (state?.saveRequested === true) return true;
  return facts.served === 'at-once' && facts.documentAddress === facts.address;
}

/** The path and query of the document's own navigation (not changed by in-app navigations). */
function documentAddress(): string | null {
  const [entry] = performance.getEntriesByType('navigation');
  if (!entry) return null;
  try {
    const url = new URL(entry.name);
    return `${url.pathname}${url.search}`;
  } catch {
    return null;
  }
}

/** The facts of this page, read from the document. */
export function savePermissionFacts(
  location: { pathname: string; search: string },
  state: unknown,
): SavePermissionFacts {
  const meta = document.querySelector<HTMLMetaElement>(`meta[name="${SAVE_PERMISSION_META}"]`);
  return {
    served: meta?.content ?? null,
    documentAddress: documentAddress(),
    address: `${location.pathname}${location.search}`,
    state,
  };
}
