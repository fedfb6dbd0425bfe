/**
 * Fair queueing and load shedding for the API. Requests that do database work (GraphQL, v3, the
 * JSON API, public pages) pass one bounded FIFO admission (admission-queue.ts): a few run at
 * once — PGlite runs one statement at a time, a PostgreSQL pool a few — and the rest wait in
 * arrival order, so none starves behind later ones. A request still waiting after
 * MAX_QUEUE_WAIT_MS, or arriving to a full queue, is answered 503 with Retry-After in its
 * transport's error shape.
 * Health checks, the web client's files, images, avatars and audio never wait here, nor do long
 * transfers (exports, import uploads), which would hold a place for their whole transfer.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.js';
import { AdmissionQueue, type AdmissionLimits } from './admission-queue.js';
import { sendError } from './errors.js';
import { sendV3Error, V3_ERROR_CODE } from './rest/v3-errors.js';

const ADMITTED_PREFIXES = [
  '/graphql',
  '/v3/',
  '/api/',
  '/web-client-api/',
  '/share/',
  '/sharedlists/',
];
const LONG_TRANSFERS = ['/api/export', '/api/imports/upload', '/web-client-api/import'];

/** PGlite serialises every statement: more than a few requests at once only interleave them. */
const PGLITE_CONCURRENCY = 4;

export const DEFAULT_ADMISSION = { maxQueued: 1000, maxWaitMs: 3000 };

/** The limits of a configuration: concurrency defaults to the pool size (PGlite: 4). */
export function admissionLimits(config: Config): AdmissionLimits {
  const given = config.requestAdmission;
  return {
    concurrency:
      given?.concurrency ?? (config.databaseUrl ? config.databasePoolSize : PGLITE_CONCURRENCY),
    maxQueued: given?.maxQueued ?? DEFAULT_ADMISSION.maxQueued,
    maxWaitMs: given?.maxWaitMs ?? DEFAULT_ADMISSION.maxWaitMs,
  };
}

function isAdmitted(url: string): boolean {
  return (
    ADMITTED_PREFIXES.some((prefix) => url.startsWith(prefix)) &&
    !LONG_TRANSFERS.some((prefix) => url.startsWith(prefix))
  );
}

function sendBusy(request: FastifyRequest, reply: FastifyReply, retryAfterMs: number) {
  const seconds = Math.min(60, Math.max(1, Math.ceil(retryAfterMs / 1000)));
  const message = `Satchel is busy right now. Please try again in ${seconds} second${seconds === 1 ? '' : 's'}.`;
  void reply.header('retry-after', String(seconds));
  if (request.url.startsWith('/graphql'))
    return reply
      .status(503)
      .type('application/json; charset=utf-8')
      .send({ errors: [{ message, extensions: { code: 'UNAVAILABLE', status: 503 } }] });
  if (request.url.startsWith('/v3/'))
    return sendV3Error(reply, 503, V3_ERROR_CODE.UNAVAILABLE, message);
  return sendError(reply, 503, 'UNAVAILABLE', message);
}

export function registerLoadShedding(app: FastifyInstance, config: Config): void {
  const queue = new AdmissionQueue(admissionLimits(config));
  let shedSince = 0;
  let lastWarning = 0;

  app.addHook('onRequest', async (request, reply) => {
    if (!isAdmitted(request.url)) return;
    const pending = queue.acquire();
    const admission = pending instanceof Promise ? await pending : pending;
    if (admission.admitted) {
      // 'close' comes once the answer is written or the client has gone: the place is free again.
      reply.raw.once('close', admission.release);
      if (reply.raw.closed) admission.release();
      // PGlite answers in microtasks: a request would run to its end before the event loop reads
      // the next socket, so requests would never meet in the queue and would be served in
      // whatever order the sockets are read, their waits unseen and unbounded. One turn of the
      // loop first lets the waiting sockets be read and queued in order, and their waits count.
      await new Promise((resume) => setImmediate(resume));
      return;
    }
    shedSince += 1;
    const now = Date.now();
    if (now - lastWarning > 10_000) {
      request.log.warn(
        { shed: shedSince, queued: queue.queued, inFlight: queue.inFlight },
        'overloaded: answering 503 to requests that would wait too long',
      );
      lastWarning = now;
      shedSince = 0;
    }
    return sendBusy(request, reply, admission.retryAfterMs);
  });
  app.addHook('onClose', async () => queue.close());
}
