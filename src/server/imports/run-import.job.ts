/** The import job: writes an uploaded file's records in batches (imports.service.ts run()). */
import { z } from 'zod';
import { defineJob } from '../jobs/job.js';
import { IMPORT_QUEUE, type ImportsService } from './imports.service.js';

export function runImportJob(imports: ImportsService) {
  return defineJob({
    queue: IMPORT_QUEUE,
    payload: z.object({ importId: z.number().int().positive() }),
    async handle({ importId }, { attempt, maxAttempts }) {
      await imports.run(importId, attempt >= maxAttempts);
    },
    // A run writes batches from the import's `processed` checkpoint.
    resumable: true,
    backoffMs: (attempt) => 10_000 * attempt,
  });
}
