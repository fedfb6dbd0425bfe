/**
 * Domain errors: what went wrong in words a user can act on. Transports map them to
 * HTTP statuses, GraphQL error codes and v3 X-Error headers (http/errors.ts, graphql/errors.ts).
 */
export type ErrorKind =
  | 'BAD_USER_INPUT'
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'RATE_LIMITED'
  /** A dependency cannot do it right now; trying again later may work. */
  | 'UNAVAILABLE';

export class DomainError extends Error {
  constructor(
    readonly kind: ErrorKind,
    message: string,
    /** The input field at fault, when there is one. */
    readonly field?: string,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

export const badInput = (message: string, field?: string) =>
  new DomainError('BAD_USER_INPUT', message, field);
export const unauthenticated = (message = 'You need to log in to do that.') =>
  new DomainError('UNAUTHENTICATED', message);
export const forbidden = (message = 'You do not have permission to do that.') =>
  new DomainError('FORBIDDEN', message);
export const notFound = (message: string) => new DomainError('NOT_FOUND', message);
export const unavailable = (message: string) => new DomainError('UNAVAILABLE', message);
export const conflict = (message: string, field?: string) =>
  new DomainError('CONFLICT', message, field);
