/** Route paths and helpers for return addresses. */

export const paths = {
  home: '/',
  login: '/login',
  signup: '/signup',
  saves: '/saves',
  /** Where a signed-in person lands (after login, and at `/`): Home, recent saves first. */
  landing: '/home',
  learnMore: '/learn-more',
} as const;

/** Source markers sent with the login redirect (`src`). */
export type LoginSource = 'web-auth' | 'web-reauth';

/** True for a same-origin path: starts with `/` but not `//` (nor `/\`, which browsers treat alike). */
export function isSameOriginPath(value: string | null | undefined): value is string {
  return (
    typeof value === 'string' &&
    value.startsWith('/') &&
    !value.startsWith('//') &&
    !value.startsWith('/\\')
  );
}

/** Where to go after logging in: `utm_source` when it is a same-origin path, else /home. */
export function returnPathFrom(search: URLSearchParams): string {
  const target = search.get('utm_source');
  return isSameOriginPath(target) ? target : paths.landing;
}

/** `/login?src=<source>&utm_source=<encoded return path>` */
export function loginRedirectPath(source: LoginSource, returnTo: string): string {
  return `${paths.login}?src=${source}&utm_source=${encodeURIComponent(returnTo)}`;
}
