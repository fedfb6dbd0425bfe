/** Parses input with a zod schema, turning the first problem into a BAD_USER_INPUT DomainError. */
import type { z } from 'zod';
import { badInput } from './errors.js';

export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = issue?.path[0];
  throw badInput(issue?.message ?? 'Invalid input.', typeof field === 'string' ? field : undefined);
}
