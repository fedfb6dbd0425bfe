/** Custom scalars in Pocket's names. */
import { GraphQLError } from 'graphql';
import { builder } from './builder.js';

/** An ISO-8601 date-time string. */
builder.scalarType('ISOString', {
  description: 'An ISO-8601 date-time string, e.g. 2025-07-08T12:00:00.000Z',
  serialize: (value) => (value instanceof Date ? value.toISOString() : String(value)),
  parseValue: (value) => {
    if (typeof value !== 'string' || Number.isNaN(Date.parse(value))) {
      throw new GraphQLError('ISOString must be an ISO-8601 date-time string.');
    }
    return value;
  },
});
