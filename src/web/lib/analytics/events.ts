/**
 * The analytics events the client knows (docs/PRODUCT.md §3 "Other", §4 "Other";
 * docs/POCKET-COMPATIBILITY.md §6.1): for each named event, its event type, the entity kinds it
 * attaches to and the fields it expects, with their types. `track()` checks data against these
 * schemas before anything is queued. Add an event here first; its data type follows from the
 * schema.
 */

/** Snowplow event types Pocket used (docs/POCKET-COMPATIBILITY.md §6.1). */
export type AnalyticsEventType = 'engagement' | 'content_open' | 'impression' | 'object_update';

/** docs/PRODUCT.md §3 "Other": the entity kinds an event can attach to. */
export type AnalyticsEntityKind =
  | 'ui'
  | 'content'
  | 'newsletter_subscriber'
  | 'recommendation'
  | 'corpus_recommendation'
  | 'report'
  | 'shareable_list'
  | 'shareable_list_item'
  | 'slate'
  | 'slate_lineup';

/** The type a field must have: a primitive, or one of a fixed set of strings. */
export type FieldSpec =
  | { type: 'string'; optional?: boolean }
  | { type: 'number'; optional?: boolean }
  | { type: 'boolean'; optional?: boolean }
  | { type: 'enum'; values: readonly string[]; optional?: boolean };

export interface EventSchema {
  eventType: AnalyticsEventType;
  entities: readonly AnalyticsEntityKind[];
  fields: Readonly<Record<string, FieldSpec>>;
}

const oneOf = <const T extends readonly string[]>(values: T) => ({ type: 'enum', values }) as const;

export const ANALYTICS_EVENTS = {
  /** The colour mode was changed (account menu, reader settings, `c l` / `c d` / `c s`). */
  'saves.theme': {
    eventType: 'engagement',
    entities: ['ui'],
    fields: { value: oneOf(['light', 'dark', 'sepia', 'system'] as const) },
  },
  /** The saves layout was changed (header buttons, `v g` / `v l` / `v d`). */
  'saves.display.view': {
    eventType: 'engagement',
    entities: ['ui'],
    fields: { value: oneOf(['grid', 'list', 'detail'] as const) },
  },
  /** The sort order of a saves section was changed (header buttons, `s n` / `s o`). */
  'saves.sort': {
    eventType: 'engagement',
    entities: ['ui'],
    fields: { value: oneOf(['ASC', 'DESC'] as const), section: { type: 'string' } },
  },
} as const satisfies Record<string, EventSchema>;

export type AnalyticsEventName = keyof typeof ANALYTICS_EVENTS;

type FieldValue<F> = F extends { type: 'enum'; values: readonly (infer V)[] }
  ? V
  : F extends { type: 'number' }
    ? number
    : F extends { type: 'boolean' }
      ? boolean
      : string;

type Fields<S extends EventSchema> = S['fields'];
type OptionalKeys<F> = { [K in keyof F]: F[K] extends { optional: true } ? K : never }[keyof F];

/** The data an event takes, derived from its schema. */
export type AnalyticsEventData<N extends AnalyticsEventName> = {
  -readonly [
    K in Exclude<
      keyof Fields<(typeof ANALYTICS_EVENTS)[N]>,
      OptionalKeys<Fields<(typeof ANALYTICS_EVENTS)[N]>>
    >
  ]: FieldValue<Fields<(typeof ANALYTICS_EVENTS)[N]>[K]>;
} & {
  -readonly [K in OptionalKeys<Fields<(typeof ANALYTICS_EVENTS)[N]>>]?: FieldValue<
    Fields<(typeof ANALYTICS_EVENTS)[N]>[K]
  >;
};
