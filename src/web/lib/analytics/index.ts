/** Client analytics: named, schema-checked events queued for a collector (see analytics.ts). */
export { setAnalyticsSink, pendingAnalyticsEvents, track, createAnalytics } from './analytics';
export type { Analytics, AnalyticsEvent, AnalyticsSink } from './analytics';
export { ANALYTICS_EVENTS } from './events';
export type { AnalyticsEventData, AnalyticsEventName } from './events';
export type { AnalyticsValidationError } from './validate';
