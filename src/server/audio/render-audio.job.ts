/** The audio.render job: speaks one item's article in one voice and stores the file. */
import { z } from 'zod';
import { defineJob, defineJobKind } from '../jobs/job.js';
import type { AudioService } from './audio.service.js';

export const renderAudioKind = defineJobKind({
  queue: 'audio.render',
  payload: z.object({
    itemId: z.number().int().positive(),
    voice: z.string().regex(/^[a-z0-9-]{2,12}$/),
  }),
  maxAttempts: 2,
  // One rendering per item and voice at a time.
  idempotencyKey: ({ itemId, voice }) => `audio:${itemId}:${voice}`,
  backoffMs: () => 10_000,
});

export function renderAudioJob(audio: AudioService) {
  return defineJob(renderAudioKind, async ({ itemId, voice }, { attempt, maxAttempts }) => {
    await audio.render(itemId, voice, attempt >= maxAttempts);
  });
}
