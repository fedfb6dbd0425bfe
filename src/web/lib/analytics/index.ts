/** Client analytics: named, schema-checked events queued for a collector (see analytics.ts). */
export { setAnalyticsSink, track } from './analytics';
export type { AnalyticsEvent } from './analytics';
