import { afterEach, describe, expect, test, vi } from 'vitest';
import {
  EVENTS_ENDPOINT,
  MAX_EVENTS_PER_REQUEST,
  createRecommendationTracker,
  sendToServer,
} from './recommendation-events';
import type { RecommendationEvent } from './recommendation-events';

function setup() {
  const batches: Array<{ events: RecommendationEvent[]; leavingPage: boolean }> = [];
  let clock = 1_800_000_000_000;
  const tracker = createRecommendationTracker({
    send: (events, { leavingPage }) => batches.push({ events: [...events], leavingPage }),
    now: () => clock++,
  });
  return { tracker, batches };
}

const impression = (corpusItemId: string, position = 0) => ({
  corpusItemId,
  kind: 'IMPRESSION' as const,
  slateId: 'topic:technology',
  position,
});

describe('recommendation event tracker', () => {
  test('sends queued events in one batch once analytics are known to be on', () => {
    const { tracker, batches } = setup();
    tracker.record('/home', impression('a', 0));
    tracker.record('/home', { ...impression('a', 0), kind: 'OPEN' });
    tracker.record('/home', impression('b', 1));
    tracker.flush();
    expect(batches).toEqual([]); // consent still unknown: events wait
    tracker.setConsent('on');
    tracker.flush();
    expect(batches).toHaveLength(1);
    expect(batches[0]!.events.map((e) => `${e.kind}:${e.corpusItemId}@${e.position}`)).toEqual([
      'IMPRESSION:a@0',
      'OPEN:a@0',
      'IMPRESSION:b@1',
    ]);
    expect(batches[0]!.events[0]).toMatchObject({ slateId: 'topic:technology' });
    expect(typeof batches[0]!.events[0]!.occurredAt).toBe('number');
    tracker.flush();
    expect(batches).toHaveLength(1); // nothing new, nothing sent
  });

  test('records an item once per kind per page view, again on the next page view', () => {
    const { tracker, batches } = setup();
    tracker.setConsent('on');
    tracker.record('/home', impression('a', 0));
    tracker.record('/home', impression('a', 3)); // the same article in another slate
    tracker.record('/discover', impression('a', 2));
    tracker.record('/discover', impression('a', 2));
    tracker.flush({ leavingPage: true });
    expect(batches).toEqual([
      {
        leavingPage: true,
        events: [
          expect.objectContaining({ corpusItemId: 'a', position: 0 }),
          expect.objectContaining({ corpusItemId: 'a', position: 2 }),
        ],
      },
    ]);
  });

  test('splits a long queue into requests of at most 100 events', () => {
    const { tracker, batches } = setup();
    tracker.setConsent('on');
    for (let i = 0; i < 230; i += 1) tracker.record('/home', impression(`item-${i}`, i % 12));
    tracker.flush();
    expect(batches.map((batch) => batch.events.length)).toEqual([
      MAX_EVENTS_PER_REQUEST,
      MAX_EVENTS_PER_REQUEST,
      30,
    ]);
    expect(new Set(batches.flatMap((b) => b.events.map((e) => e.corpusItemId))).size).toBe(230);
  });

  test('opted out (or logged out): the waiting queue is dropped and nothing is ever sent', () => {
    const { tracker, batches } = setup();
    tracker.record('/home', impression('a'));
    tracker.setConsent('off');
    expect(tracker.pending()).toEqual([]);
    tracker.record('/home', impression('b'));
    tracker.record('/home', { ...impression('c'), kind: 'OPEN' });
    tracker.flush();
    tracker.flush({ leavingPage: true });
    expect(batches).toEqual([]);
    expect(tracker.pending()).toEqual([]);
  });

  test('a sender that throws loses its batch but not the tracker', () => {
    let calls = 0;
    const tracker = createRecommendationTracker({
      send: () => {
        calls += 1;
        throw new Error('offline');
      },
    });
    tracker.setConsent('on');
    tracker.record('/home', impression('a'));
    expect(() => tracker.flush()).not.toThrow();
    tracker.record('/home', impression('b'));
    tracker.flush();
    expect(calls).toBe(2);
    expect(tracker.pending()).toEqual([]);
  });
});

describe('sendToServer', () => {
  afterEach(() => vi.unstubAllGlobals());

  test('uses a beacon when the page is going away, a keepalive fetch otherwise', async () => {
    const beacons: Array<{ url: string; body: string }> = [];
    const fetches: Array<{ url: string; init: RequestInit }> = [];
    vi.stubGlobal('navigator', {
      sendBeacon: (url: string, data: Blob) => {
        void data.text().then((body) => beacons.push({ url, body }));
        return true;
      },
    });
    vi.stubGlobal('fetch', (url: string, init: RequestInit) => {
      fetches.push({ url, init });
      return Promise.resolve(new Response(null, { status: 204 }));
    });
    const events: RecommendationEvent[] = [{ ...impression('a'), occurredAt: 1_800_000_000_000 }];
    sendToServer(events, { leavingPage: true });
    sendToServer(events, { leavingPage: false });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(beacons).toEqual([{ url: EVENTS_ENDPOINT, body: JSON.stringify({ events }) }]);
    expect(fetches).toHaveLength(1);
    expect(fetches[0]!.url).toBe(EVENTS_ENDPOINT);
    expect(fetches[0]!.init).toMatchObject({ method: 'POST', keepalive: true });
    expect(JSON.parse(fetches[0]!.init.body as string)).toEqual({ events });
  });
});
