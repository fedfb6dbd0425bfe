/**
 * When a new service worker version is applied: only at an in-app navigation, never while the
 * page stays where it is (the worker itself runs in e2e/pwa.e2e.ts against the built server).
 */
import { beforeEach, expect, test, vi } from 'vitest';

type Listener = () => void;
const workboxes: FakeWorkbox[] = [];

class FakeWorkbox {
  listeners = new Map<string, Listener[]>();
  skipWaitingMessages = 0;
  registered = false;
  constructor(
    readonly url: string,
    readonly options: { scope: string },
  ) {
    workboxes.push(this);
  }
  addEventListener(type: string, listener: Listener) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  emit(type: string) {
    for (const listener of this.listeners.get(type) ?? []) listener();
  }
  messageSkipWaiting() {
    this.skipWaitingMessages += 1;
  }
  register() {
    this.registered = true;
    return Promise.resolve(undefined);
  }
}

vi.mock('workbox-window', () => ({ Workbox: FakeWorkbox }));
const { registerServiceWorker } = await import('./register-service-worker');

/** A router whose location changes when the test navigates. */
function fakeRouter() {
  const listeners: Array<(state: { location: { key: string } }) => void> = [];
  const router = {
    state: { location: { key: 'first' } },
    subscribe: (listener: (state: { location: { key: string } }) => void) => {
      listeners.push(listener);
      return () => undefined;
    },
  };
  const update = (key: string) => {
    router.state = { location: { key } };
    for (const listener of listeners) listener(router.state);
  };
  return { router, update };
}

beforeEach(() => {
  workboxes.length = 0;
});

function setUp() {
  const { router, update } = fakeRouter();
  const reload = vi.fn();
  registerServiceWorker(router, reload);
  const workbox = workboxes[0]!;
  return { workbox, update, reload };
}

test('registers /sw.js for the whole origin', () => {
  const { workbox } = setUp();
  expect(workbox.url).toBe('/sw.js');
  expect(workbox.options.scope).toBe('/');
  expect(workbox.registered).toBe(true);
});

test('a waiting version is not applied while the reader stays on the page', () => {
  const { workbox, update, reload } = setUp();
  workbox.emit('waiting');
  update('first'); // A state change on the same page (data loading), not a navigation.
  expect(workbox.skipWaitingMessages).toBe(0);
  workbox.emit('controlling');
  expect(reload).not.toHaveBeenCalled();
});

test('at the next navigation the waiting version takes over and the page reloads there', () => {
  const { workbox, update, reload } = setUp();
  workbox.emit('waiting');
  update('second');
  expect(workbox.skipWaitingMessages).toBe(1);
  expect(reload).not.toHaveBeenCalled();
  workbox.emit('controlling');
  expect(reload).toHaveBeenCalledTimes(1);
  update('third');
  expect(workbox.skipWaitingMessages).toBe(1);
});

test('navigations without a waiting version change nothing', () => {
  const { workbox, update, reload } = setUp();
  update('second');
  update('third');
  expect(workbox.skipWaitingMessages).toBe(0);
  expect(reload).not.toHaveBeenCalled();
});
