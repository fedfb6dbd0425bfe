/**
 * Code that loads when it is first needed (docs/DECISIONS.md §24.5: /saves' first load under 150 KB
 * gzip): a dialog's or menu's component and its libraries (Radix, the share sheet, the tag editor…)
 * are downloaded when it first opens, or earlier on a hint (hover, focus, idle), not with the page.
 */
import { useIsFetching } from '@tanstack/react-query';
import { Component, lazy, Suspense, useEffect, useState } from 'react';
import type { ComponentType, LazyExoticComponent, ReactNode } from 'react';

export type PreloadableComponent<P> = LazyExoticComponent<ComponentType<P>> & {
  /** Starts the download (once); the first render then does not wait. */
  preload: () => Promise<unknown>;
};

/** React.lazy over one export of a module, with `preload()`. A failed download is tried again. */
export function lazyComponent<M, P extends object>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType<P>,
): PreloadableComponent<P> {
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const preload = () => {
    loading ??= load().then(
      (module) => ({ default: pick(module) }),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  return Object.assign(lazy(preload), { preload });
}

/** True from the first render where `value` is true on (a dialog stays mounted to animate out). */
export function useOnceTrue(value: boolean): boolean {
  const [seen, setSeen] = useState(value);
  if (value && !seen) setSeen(true);
  return seen || value;
}

interface LoadBoundaryProps {
  /** Shown while the code downloads, and instead of it if the download fails. */
  fallback: ReactNode;
  children: ReactNode;
}

/**
 * Suspense for on-demand code, plus what to show when it cannot download (offline, or a release
 * that replaced the chunk): the fallback stays, and the page around it keeps working instead of
 * falling to the route's error page.
 */
export class LoadBoundary extends Component<LoadBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    const { fallback, children } = this.props;
    if (this.state.failed) return fallback;
    return <Suspense fallback={fallback}>{children}</Suspense>;
  }
}

/**
 * Renders `children` (lazy components) from the first time `when` is true: nothing before, and
 * nothing while the code downloads (the dialog appears when it is ready).
 */
export function MountWhenOpened({ when, children }: { when: boolean; children: ReactNode }) {
  const opened = useOnceTrue(when);
  return opened ? <LoadBoundary fallback={null}>{children}</LoadBoundary> : null;
}

/**
 * Downloads these components once the page has loaded, its data has arrived (no query fetching)
 * and the browser is idle, so that a first click does not wait for them either — and so that they
 * never compete with the page's own code and data for the network. The list is read once, at mount.
 */
export function usePreloadWhenIdle(components: ReadonlyArray<{ preload: () => Promise<unknown> }>) {
  const [list] = useState(components);
  const fetching = useIsFetching() > 0;
  const [done, setDone] = useState(false);
  useEffect(() => {
    if (fetching || done) return;
    let handle: number | undefined;
    const preload = () => {
      setDone(true);
      for (const component of list) void component.preload().catch(() => undefined);
    };
    const whenIdle = () => {
      handle = globalThis.requestIdleCallback
        ? globalThis.requestIdleCallback(preload, { timeout: 5_000 })
        : window.setTimeout(preload, 1_000);
    };
    if (document.readyState === 'complete') whenIdle();
    else window.addEventListener('load', whenIdle, { once: true });
    return () => {
      window.removeEventListener('load', whenIdle);
      if (handle === undefined) return;
      if (globalThis.cancelIdleCallback) globalThis.cancelIdleCallback(handle);
      else window.clearTimeout(handle);
    };
  }, [list, fetching, done]);
}
