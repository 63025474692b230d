import type { z } from 'zod';
import { fieldMessages, messages } from '@constelaciones/contract';
import { badRequest } from './errors';

/**
 * Parses input that Fastify's schema validation cannot see (multipart text fields), answering like it:
 * 400 with the first message and one message per field.
 */
export function parseOrThrow<Schema extends z.ZodType>(schema: Schema, input: unknown): z.output<Schema> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const fields = fieldMessages(result.error);
  throw badRequest(Object.values(fields)[0] ?? messages.server.invalidInput, fields);
}
