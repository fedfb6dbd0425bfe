/** The audio.render job: speaks one item's article in one voice and stores the file. */
import { z } from 'zod';
import { defineJob } from '../jobs/job.js';
import { AUDIO_QUEUE, type AudioService } from './audio.service.js';

export function renderAudioJob(audio: AudioService) {
  return defineJob({
    queue: AUDIO_QUEUE,
    payload: z.object({
      itemId: z.number().int().positive(),
      voice: z.string().regex(/^[a-z0-9-]{2,12}$/),
    }),
    async handle({ itemId, voice }, { attempt, maxAttempts }) {
      await audio.render(itemId, voice, attempt >= maxAttempts);
    },
    backoffMs: () => 10_000,
  });
}
