/**
 * Hourly housekeeping: expired sessions, old finished jobs, old app authorization requests,
 * idle API call counters and the audio files of deleted items are deleted, and imports the
 * queue abandoned are marked failed.
 */
import { z } from 'zod';
import type { AuthService } from '../accounts/auth.service.js';
import type { ApiLimitsService } from '../api-limits/api-limits.service.js';
import type { AudioService } from '../audio/audio.service.js';
import type { ImportsService } from '../imports/imports.service.js';
import type { OauthService } from '../oauth/oauth.service.js';
import type { PgQueue } from '../queue/pg-queue.js';
import { defineJob, defineJobKind } from './job.js';

export const maintenanceKind = defineJobKind({
  queue: 'maintenance.hourly',
  payload: z.object({ hour: z.string() }),
  maxAttempts: 5,
  // One run an hour: every process's call but one is a no-op.
  idempotencyKey: ({ hour }) => hour,
  schedule: (now) => ({ payload: { hour: now.toISOString().slice(0, 13) } }),
});

export function maintenanceJob(deps: {
  auth: AuthService;
  queue: PgQueue;
  oauth: OauthService;
  apiLimits: ApiLimitsService;
  audio: AudioService;
  imports: ImportsService;
}) {
  return defineJob(maintenanceKind, async () => {
    await deps.auth.purgeExpiredSessions();
    await deps.queue.purgeFinished();
    await deps.oauth.purgeOld();
    await deps.apiLimits.purgeIdle();
    await deps.audio.purgeOrphanedFiles();
    await deps.imports.failAbandoned();
  });
}
