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

/** An absolute URL the server hands out (Pocket's Url scalar); never taken as input. */
builder.scalarType('Url', {
  description: 'An absolute URL.',
  serialize: (value) => String(value),
  parseValue: (value) => {
    if (typeof value !== 'string') throw new GraphQLError('Url must be a string.');
    return value;
  },
});
