/**
 * Reading Pocket v3 parameters (docs/POCKET-COMPATIBILITY.md §3.1): the query string and the body
 * (JSON or form) as one parameter set, flags in Pocket's spellings, and `actions` lists.
 */
import type { FastifyRequest } from 'fastify';
import { badInput } from '../../core/errors.js';

export type V3Params = Record<string, unknown>;

/** At most this many actions in one v3/send. */
export const MAX_ACTIONS = 100;

/** Query string and body (JSON or form) as one parameter set; the body wins. */
export function paramsOf(request: FastifyRequest): V3Params {
  const query = (request.query ?? {}) as V3Params;
  const body = request.body && typeof request.body === 'object' ? (request.body as V3Params) : {};
  return { ...query, ...body };
}

/** `actions`: a JSON array, or its JSON text (a form field). */
export function actionsFrom(value: unknown): unknown[] {
  let actions = value;
  if (typeof actions === 'string') {
    try {
      actions = JSON.parse(actions);
    } catch {
      throw badInput('actions must be a JSON array.', 'actions');
    }
  }
  if (!Array.isArray(actions)) throw badInput('actions must be a JSON array.', 'actions');
  if (actions.length > MAX_ACTIONS) {
    throw badInput(`At most ${MAX_ACTIONS} actions at once.`, 'actions');
  }
  return actions;
}

/** Pocket's true: '1', 1, true or 'true'. */
export const flag = (value: unknown) =>
  value === '1' || value === 1 || value === true || value === 'true';
