/**
 * POST /api/recommendations/events: the web client's batched impressions and opens of
 * recommendations (docs/API.md, docs/RECOMMENDATIONS.md "Signals, preferences and privacy").
 * Session cookie (CSRF-checked like every cookie write) or access token; body
 * {events: [{corpusItemId, kind, slateId, position, occurredAt}]}, limits in
 * recommendations/signals/event-rules.ts; answers 204 whether or not the user's events are kept
 * (a user who turned analytics off gets the same answer, and nothing is stored).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { badInput, DomainError } from '../../core/errors.js';
import {
  MAX_EVENTS_BODY_BYTES,
  MAX_EVENT_REQUESTS_PER_MINUTE,
} from '../../discovery/recommendations/signals/event-rules.js';
import type { Services } from '../../services.js';
import { requireActor } from '../auth.js';

/**
 * The body as JSON: application/json arrives parsed; a page that is closing may send it with
 * navigator.sendBeacon as text/plain (no preflight), which arrives as a string.
 */
function jsonBody(body: unknown): unknown {
  if (typeof body !== 'string') return body;
  try {
    return JSON.parse(body) as unknown;
  } catch {
    throw badInput('Send {events: [...]} as JSON.');
  }
}

export function recommendationEventsRoutes(services: Services) {
  return async (app: FastifyInstance) => {
    app.post(
      '/api/recommendations/events',
      {
        bodyLimit: MAX_EVENTS_BODY_BYTES,
        config: {
          // Per user (per address for visitors, who are refused anyway).
          rateLimit: {
            max: MAX_EVENT_REQUESTS_PER_MINUTE,
            timeWindow: '1 minute',
            keyGenerator: (request: FastifyRequest) =>
              request.actor ? `user:${request.actor.userId}` : request.ip,
            errorResponseBuilder: (_request: FastifyRequest, context: { after: string }) =>
              new DomainError(
                'RATE_LIMITED',
                `Too many batches of recommendation events. Try again in ${context.after}.`,
              ),
          },
        },
      },
      async (request, reply) => {
        const actor = requireActor(request);
        await services.recommendationSignals.recordEvents(actor, jsonBody(request.body));
        return reply.status(204).send();
      },
    );
  };
}
