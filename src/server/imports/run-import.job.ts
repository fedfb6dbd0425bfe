/** The import job: writes an uploaded file's records in batches (imports.service.ts run()). */
import { z } from 'zod';
import { defineJob, defineJobKind } from '../jobs/job.js';
import type { ImportsService } from './imports.service.js';

export const runImportKind = defineJobKind({
  queue: 'import.run',
  payload: z.object({
    importId: z.number().int().positive(),
    /** The checkpoint (records processed) a continuation was queued at; absent for the first run. */
    from: z.number().int().nonnegative().optional(),
  }),
  maxAttempts: 3,
  // One run per checkpoint: a run queues its continuation while it is still running itself.
  idempotencyKey: ({ importId, from }) => `import:${importId}:${from ?? 0}`,
  // A run writes batches from the import's `processed` checkpoint.
  resumable: true,
  backoffMs: (attempt) => 10_000 * attempt,
});

export function runImportJob(imports: ImportsService) {
  return defineJob(runImportKind, async ({ importId }, { attempt, maxAttempts }) => {
    await imports.run(importId, attempt >= maxAttempts);
  });
}
