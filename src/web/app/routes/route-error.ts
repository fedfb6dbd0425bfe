/** The words of the route error page (route-error-page.tsx), chosen from the error and the network. */

// Chromium, Firefox and Safari's messages for a lazily loaded chunk (or its CSS) that failed.
const CHUNK_FAILURE =
  /dynamically imported module|Importing a module script failed|Unable to preload CSS|error loading dynamically imported module/i;

export interface RouteErrorWords {
  title: string;
  message: string;
}

export function describeRouteError(error: unknown, online: boolean): RouteErrorWords {
  const text = error instanceof Error ? error.message : String(error);
  if (!online) {
    return {
      title: "You're offline",
      message:
        "This page isn't kept on this device for offline use. It opens when you're back online; your saves kept for offline reading open from Saves.",
    };
  }
  if (CHUNK_FAILURE.test(text)) {
    return {
      title: 'This page could not load',
      message:
        'Satchel may have been updated since this tab was opened, or the connection dropped. Reload to get the latest version.',
    };
  }
  return {
    title: 'Something went wrong',
    message: 'This page ran into an error. Reload to try again; your saves are safe.',
  };
}
