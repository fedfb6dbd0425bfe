/**
 * Client analytics (docs/PRODUCT.md §4 "Other", §5, §7; docs/POCKET-COMPATIBILITY.md §6.1):
 * `track(name, data)` records a named event after checking its data against the event's schema
 * (events.ts). Invalid events are dropped; the reason is shown with console.warn in development
 * builds only.
 *
 * There is no collector yet: events wait in a bounded in-memory queue (the oldest are dropped
 * past the capacity) until one is attached with `setAnalyticsSink(sink)`, which drains the queue
 * into it and then hands it each new event as it happens. A sink that throws is ignored, so
 * analytics can never break the app.
 */
import { ANALYTICS_EVENTS } from './events';
import type {
  AnalyticsEntityKind,
  AnalyticsEventData,
  AnalyticsEventName,
  AnalyticsEventType,
  EventSchema,
} from './events';
import { validateEventData } from './validate';

/** A validated event, as a collector receives it. */
export interface AnalyticsEvent {
  name: AnalyticsEventName;
  eventType: AnalyticsEventType;
  entities: readonly AnalyticsEntityKind[];
  data: Readonly<Record<string, unknown>>;
  /** When it happened (ms since the epoch). */
  at: number;
}

export type AnalyticsSink = (event: AnalyticsEvent) => void;

export const DEFAULT_QUEUE_CAPACITY = 100;

export interface AnalyticsOptions {
  /** Warn about invalid events (development builds). */
  dev: boolean;
  /** Events kept while no sink is attached. */
  capacity?: number;
  warn?: (...args: unknown[]) => void;
  now?: () => number;
}

export interface Analytics {
  track: <N extends AnalyticsEventName>(name: N, data: AnalyticsEventData<N>) => boolean;
  setSink: (sink: AnalyticsSink | null) => void;
  /** Events waiting for a sink (oldest first); a copy. */
  pending: () => AnalyticsEvent[];
}

function isEventName(name: string): name is AnalyticsEventName {
  return Object.prototype.hasOwnProperty.call(ANALYTICS_EVENTS, name);
}

export function createAnalytics(options: AnalyticsOptions): Analytics {
  const capacity = Math.max(1, options.capacity ?? DEFAULT_QUEUE_CAPACITY);
  const warn = options.warn ?? ((...args: unknown[]) => console.warn(...args));
  const now = options.now ?? Date.now;
  const queue: AnalyticsEvent[] = [];
  let sink: AnalyticsSink | null = null;

  const deliver = (target: AnalyticsSink, event: AnalyticsEvent) => {
    try {
      target(event);
    } catch (error) {
      if (options.dev) warn(`[analytics] the sink failed on ${event.name}; event dropped`, error);
    }
  };

  return {
    track(name, data) {
      const schema: EventSchema | undefined = isEventName(name)
        ? ANALYTICS_EVENTS[name]
        : undefined;
      if (!schema) {
        if (options.dev) warn(`[analytics] unknown event ${String(name)}; dropped`);
        return false;
      }
      const errors = validateEventData(schema, data);
      if (errors.length > 0) {
        if (options.dev) {
          for (const error of errors) {
            warn(
              `[analytics] ${error.kind} in ${name}: field "${error.field}" expects ${error.expected}; event dropped`,
              error.received,
            );
          }
        }
        return false;
      }
      const event: AnalyticsEvent = {
        name,
        eventType: schema.eventType,
        entities: schema.entities,
        data: { ...data },
        at: now(),
      };
      if (sink) {
        deliver(sink, event);
      } else {
        queue.push(event);
        if (queue.length > capacity) queue.splice(0, queue.length - capacity);
      }
      return true;
    },
    setSink(next) {
      sink = next;
      if (!next) return;
      const waiting = queue.splice(0, queue.length);
      for (const event of waiting) deliver(next, event);
    },
    pending: () => queue.slice(),
  };
}

const analytics = createAnalytics({ dev: import.meta.env.DEV });

/**
 * Records a named analytics event; returns whether it was accepted (false: invalid, dropped).
 * Never throws.
 */
export function track<N extends AnalyticsEventName>(name: N, data: AnalyticsEventData<N>): boolean {
  return analytics.track(name, data);
}

/** Attaches the collector (drains the queue into it), or detaches it with null. */
export function setAnalyticsSink(sink: AnalyticsSink | null): void {
  analytics.setSink(sink);
}
