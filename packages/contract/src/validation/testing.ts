import type { z } from 'zod';

/** The messages a schema reports for one field (dotted path) of an input; empty when that field is valid. */
export function messagesAt(schema: z.ZodType, input: unknown, path: string): string[] {
  const result = schema.safeParse(input);
  if (result.success) return [];
  return result.error.issues.filter((issue) => issue.path.join('.') === path).map((issue) => issue.message);
}

/** The first message for a field, as react-hook-form shows it. */
export function firstMessageAt(schema: z.ZodType, input: unknown, path: string): string | undefined {
  return messagesAt(schema, input, path)[0];
}
