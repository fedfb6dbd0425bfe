/**
 * First-party impressions and opens of recommendations (docs/RECOMMENDATIONS.md "Impressions and
 * opens"; docs/PRODUCT.md §9 "impression requirement viewable", "content-open trigger click").
 *
 * Cards record events here; the tracker keeps each (kind, item) once per page view, queues them
 * and sends them in batches of at most 100 to `POST /api/recommendations/events` every 10 s and
 * when the page is hidden (sendBeacon, else a keepalive fetch). Nothing leaves the browser until
 * the tracker knows the visitor is signed in with analytics on (`User.analyticsEnabled`): while
 * that is unknown events wait, and once it is known to be off (or the visitor is logged out) the
 * queue is dropped and every later event is ignored.
 */

export type RecommendationEventKind = 'IMPRESSION' | 'OPEN';

export interface RecommendationEvent {
  /** The corpus item's GUID (CorpusItem.id). */
  corpusItemId: string;
  kind: RecommendationEventKind;
  slateId: string;
  /** Zero-based place in the slate. */
  position: number;
  /** ms since the epoch. */
  occurredAt: number;
}

/** 'unknown' until the account says; 'off' also for logged-out visitors. */
export type RecommendationConsent = 'unknown' | 'on' | 'off';

export const EVENTS_ENDPOINT = '/api/recommendations/events';
/** The endpoint takes at most this many events a request (docs/RECOMMENDATIONS.md). */
export const MAX_EVENTS_PER_REQUEST = 100;
export const FLUSH_INTERVAL_MS = 10_000;
/** Events kept while consent is unknown; the oldest go first beyond it. */
const MAX_PENDING = 500;

export type SendEvents = (
  events: readonly RecommendationEvent[],
  options: { leavingPage: boolean },
) => void;

export interface TrackerOptions {
  send: SendEvents;
  now?: () => number;
}

export interface RecommendationTracker {
  /** Records an event for the page view `page` (e.g. location.pathname + search). */
  record: (
    page: string,
    event: Omit<RecommendationEvent, 'occurredAt'> & { occurredAt?: number },
  ) => void;
  setConsent: (consent: RecommendationConsent) => void;
  /** Sends what is queued (when consent is on). */
  flush: (options?: { leavingPage?: boolean }) => void;
  pending: () => readonly RecommendationEvent[];
}

export function createRecommendationTracker(options: TrackerOptions): RecommendationTracker {
  const now = options.now ?? Date.now;
  let consent: RecommendationConsent = 'unknown';
  let queue: RecommendationEvent[] = [];
  let currentPage: string | null = null;
  let seen = new Set<string>();

  const flush = ({ leavingPage = false }: { leavingPage?: boolean } = {}) => {
    if (consent !== 'on' || queue.length === 0) return;
    const batch = queue;
    queue = [];
    for (let start = 0; start < batch.length; start += MAX_EVENTS_PER_REQUEST) {
      try {
        options.send(batch.slice(start, start + MAX_EVENTS_PER_REQUEST), { leavingPage });
      } catch {
        // Measurement must never break the page: a failed send loses its batch.
      }
    }
  };

  return {
    record(page, event) {
      if (consent === 'off') return;
      if (page !== currentPage) {
        currentPage = page;
        seen = new Set();
      }
      const key = `${event.kind}:${event.corpusItemId}`;
      if (seen.has(key)) return;
      seen.add(key);
      queue.push({ ...event, occurredAt: event.occurredAt ?? now() });
      if (queue.length > MAX_PENDING) queue = queue.slice(-MAX_PENDING);
    },
    setConsent(next) {
      consent = next;
      if (next === 'off') queue = [];
    },
    flush,
    pending: () => [...queue],
  };
}

/** The browser's sender: a beacon when the page is going away, else a keepalive fetch. */
export const sendToServer: SendEvents = (events, { leavingPage }) => {
  const body = JSON.stringify({ events });
  if (leavingPage && typeof navigator.sendBeacon === 'function') {
    const queued = navigator.sendBeacon(
      EVENTS_ENDPOINT,
      new Blob([body], { type: 'application/json' }),
    );
    if (queued) return;
  }
  void fetch(EVENTS_ENDPOINT, {
    method: 'POST',
    credentials: 'same-origin',
    keepalive: true,
    headers: { 'Content-Type': 'application/json' },
    body,
  }).catch(() => undefined);
};

let shared: RecommendationTracker | null = null;

/**
 * The page's tracker: created on first use, flushed every 10 s and when the page is hidden.
 */
export function recommendationTracker(): RecommendationTracker {
  if (shared) return shared;
  const tracker = createRecommendationTracker({ send: sendToServer });
  shared = tracker;
  if (typeof window !== 'undefined') {
    window.setInterval(() => tracker.flush(), FLUSH_INTERVAL_MS);
    window.addEventListener('pagehide', () => tracker.flush({ leavingPage: true }));
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'hidden') tracker.flush({ leavingPage: true });
    });
  }
  return tracker;
}
