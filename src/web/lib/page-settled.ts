/**
 * When work that the first page does not show can start (docs/DECISIONS.md §24.5.1: /saves' first
 * load): once the page has loaded, no query is fetching and the browser is idle. Code downloaded
 * from then on is not on the first render's path, and does not compete with the page's own code and
 * data.
 */
import type { QueryClient } from '@tanstack/react-query';

const IDLE_TIMEOUT_MS = 5_000;

function loaded(): Promise<void> {
  return new Promise((resolve) => {
    if (document.readyState === 'complete') resolve();
    else window.addEventListener('load', () => resolve(), { once: true });
  });
}

function idle(): Promise<void> {
  return new Promise((resolve) => {
    if (globalThis.requestIdleCallback) {
      globalThis.requestIdleCallback(() => resolve(), { timeout: IDLE_TIMEOUT_MS });
    } else {
      setTimeout(resolve, 1_000);
    }
  });
}

function noQueryFetching(client: QueryClient): Promise<void> {
  return new Promise((resolve) => {
    if (client.isFetching() === 0) {
      resolve();
      return;
    }
    const unsubscribe = client.getQueryCache().subscribe(() => {
      if (client.isFetching() > 0) return;
      unsubscribe();
      resolve();
    });
  });
}

/**
 * Resolves once the page has settled: loaded, then idle with no query fetching. Idle comes first,
 * so that the queries of what was just rendered have started. Call it once the page knows what
 * it shows (the visitor is known): before that, nothing fetches through queries yet.
 */
export async function whenPageSettled(client: QueryClient): Promise<void> {
  await loaded();
  for (;;) {
    await idle();
    if (client.isFetching() === 0) return;
    await noQueryFetching(client);
  }
}

/** Runs `run` once the browser has painted the current frame; returns a cancel function. */
export function afterNextPaint(run: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(run, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    if (timer !== undefined) clearTimeout(timer);
  };
}
