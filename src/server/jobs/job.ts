/** A job kind: its queue name, payload schema, handler and retry policy, declared in one place. */
import type { z } from 'zod';

export interface JobDefinition<S extends z.ZodType = z.ZodType> {
  queue: string;
  payload: S;
  /** Runs the job; `attempt` counts from 1, so `attempt === maxAttempts` is the last try. */
  handle(payload: z.infer<S>, run: { attempt: number; maxAttempts: number }): Promise<void>;
  /**
   * The handler continues from a checkpoint, so a run lost with its worker process (killed,
   * crashed) is an interruption, not a failed attempt (queue/workers.repo.ts).
   */
  resumable?: boolean;
  /** Delay before retry number `attempt` (1-based); the default backs off exponentially from 5 s. */
  backoffMs?(attempt: number): number;
}

export const defaultBackoffMs = (attempt: number): number =>
  Math.min(5_000 * 2 ** (attempt - 1), 3_600_000);

/** Helps TypeScript infer the payload type from the schema. */
export function defineJob<S extends z.ZodType>(definition: JobDefinition<S>): JobDefinition<S> {
  return definition;
}
