/**
 * Checks an event's data against its schema (docs/PRODUCT.md §5 "Analytics events check that
 * expected fields are present and of the expected type"; §8: a value-missing and a value-type
 * error). Pure, so the rules are tested without a queue or a console.
 */
import type { EventSchema, FieldSpec } from './events';

export type AnalyticsErrorKind = 'value-missing' | 'value-type';

export interface AnalyticsValidationError {
  kind: AnalyticsErrorKind;
  field: string;
  /** What the schema expects, e.g. "string" or "one of light, dark, sepia, system". */
  expected: string;
  /** What was given, for the developer reading the warning. */
  received: unknown;
}

function describe(spec: FieldSpec): string {
  return spec.type === 'enum' ? `one of ${spec.values.join(', ')}` : spec.type;
}

function matches(spec: FieldSpec, value: unknown): boolean {
  switch (spec.type) {
    case 'string':
      return typeof value === 'string';
    case 'number':
      return typeof value === 'number' && Number.isFinite(value);
    case 'boolean':
      return typeof value === 'boolean';
    case 'enum':
      return typeof value === 'string' && spec.values.includes(value);
  }
}

/** Every problem with `data` for `schema`; an empty list means the event may be sent. */
export function validateEventData(schema: EventSchema, data: unknown): AnalyticsValidationError[] {
  const record: Record<string, unknown> =
    typeof data === 'object' && data !== null && !Array.isArray(data)
      ? (data as Record<string, unknown>)
      : {};
  const errors: AnalyticsValidationError[] = [];
  for (const [field, spec] of Object.entries(schema.fields)) {
    const value = record[field];
    if (value === undefined || value === null) {
      if (!spec.optional) {
        errors.push({ kind: 'value-missing', field, expected: describe(spec), received: value });
      }
      continue;
    }
    if (!matches(spec, value)) {
      errors.push({ kind: 'value-type', field, expected: describe(spec), received: value });
    }
  }
  return errors;
}
