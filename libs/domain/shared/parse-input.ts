import type { z } from 'zod';
import { badInput } from '#access';

/** Validates operation input; the error names the first bad field and nothing has been written yet. */
export function parseInput<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = issue.path.join('.');
  throw badInput(field ? `${field}: ${issue.message}` : issue.message, field || undefined);
}
