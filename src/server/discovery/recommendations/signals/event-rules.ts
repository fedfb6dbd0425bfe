/**
 * What POST /api/recommendations/events accepts (docs/API.md, docs/RECOMMENDATIONS.md "Signals,
 * preferences and privacy"): a batch of impressions and opens of recommendations, each with the
 * slate it was shown in, its place there and when it happened.
 */
import { z } from 'zod';

export const MAX_EVENTS_PER_REQUEST = 100;
export const MAX_EVENTS_BODY_BYTES = 64 * 1024;
/** The web client sends a batch every 10 s and when a page is hidden: 6 or so a minute. */
export const MAX_EVENT_REQUESTS_PER_MINUTE = 60;
export const MAX_EVENT_POSITION = 200;
export const MAX_SLATE_ID_LENGTH = 100;
/** Events older than this are refused: a client keeps them a day at most. */
export const MAX_EVENT_AGE_MS = 24 * 3_600_000;
/** A client's clock may run this far ahead of the server's. */
export const CLOCK_SKEW_MS = 5 * 60_000;

const event = (now: Date) =>
  z.object({
    corpusItemId: z.string({ error: 'corpusItemId must be a corpus item id.' }).max(100),
    kind: z.enum(['IMPRESSION', 'OPEN'], { error: 'kind must be IMPRESSION or OPEN.' }),
    slateId: z
      .string({ error: 'slateId must be the id of the slate the item was shown in.' })
      .min(1, 'slateId must be the id of the slate the item was shown in.')
      .max(MAX_SLATE_ID_LENGTH, `slateId is limited to ${MAX_SLATE_ID_LENGTH} characters.`),
    position: z
      .number({ error: 'position must be a whole number.' })
      .int('position must be a whole number.')
      .min(0, 'position counts from 0.')
      .max(MAX_EVENT_POSITION, `position is at most ${MAX_EVENT_POSITION}.`),
    occurredAt: z
      .number({ error: 'occurredAt must be a time in milliseconds since 1970.' })
      .int('occurredAt must be a time in milliseconds since 1970.')
      .min(now.getTime() - MAX_EVENT_AGE_MS, 'occurredAt is more than a day ago.')
      .max(now.getTime() + CLOCK_SKEW_MS, 'occurredAt is in the future.'),
  });

export const RecommendationEvents = (now: Date) =>
  z.object(
    {
      events: z
        .array(event(now), { error: 'events must be a list of events.' })
        .max(MAX_EVENTS_PER_REQUEST, `At most ${MAX_EVENTS_PER_REQUEST} events per request.`),
    },
    { error: 'Send {events: [...]}.' },
  );

export type RecommendationEventInput = z.output<ReturnType<typeof event>>;
