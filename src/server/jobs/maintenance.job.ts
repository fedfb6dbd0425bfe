/**
 * Hourly housekeeping: expired sessions, old finished jobs, old app authorization requests and
 * idle API call counters are deleted.
 */
import { z } from 'zod';
import type { AuthService } from '../accounts/auth.service.js';
import type { ApiLimitsService } from '../api-limits/api-limits.service.js';
import type { OauthService } from '../oauth/oauth.service.js';
import type { PgQueue } from '../queue/pg-queue.js';
import { defineJob } from './job.js';

export const MAINTENANCE_QUEUE = 'maintenance.hourly';

export function maintenanceJob(deps: {
  auth: AuthService;
  queue: PgQueue;
  oauth: OauthService;
  apiLimits: ApiLimitsService;
}) {
  return defineJob({
    queue: MAINTENANCE_QUEUE,
    payload: z.object({ hour: z.string() }),
    async handle() {
      await deps.auth.purgeExpiredSessions();
      await deps.queue.purgeFinished();
      await deps.oauth.purgeOld();
      await deps.apiLimits.purgeIdle();
    },
  });
}

/** Enqueues this hour's maintenance; the idempotency key makes every process's call but one a no-op. */
export async function scheduleMaintenance(queue: PgQueue, now = new Date()): Promise<void> {
  const hour = now.toISOString().slice(0, 13);
  await queue.enqueue(MAINTENANCE_QUEUE, { hour }, { idempotencyKey: hour });
}
