/**
 * The one way a service refuses a caller (docs/ARCHITECTURE.md, "Authorisation"): the domain's
 * policy (<domain>/<domain>.policy.ts) answers whether the actor may, and this turns a "no" into
 * the FORBIDDEN DomainError with the words the caller sees.
 */
import { forbidden } from './errors.js';

export function authorize(allowed: boolean, message: string): asserts allowed {
  if (!allowed) throw forbidden(message);
}
