import fp from 'fastify-plugin';
import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { IMAGE_UPLOAD_MAX_BYTES, TEXT_MAX, messages } from '@constelaciones/contract';
import { HttpError, badRequest } from './errors';

/**
 * The bytes of the longest text any form takes, each character at UTF-8's widest: every text the contract
 * accepts fits, and a longer field is refused whole, never cut.
 */
const FIELD_MAX_BYTES = 4 * Math.max(...Object.values(TEXT_MAX));

/** Registers multipart parsing once for the whole app, with limits. */
export const multipartPlugin = fp(async (app) => {
  await app.register(multipart, {
    limits: { fileSize: IMAGE_UPLOAD_MAX_BYTES, files: 1, fields: 30, fieldSize: FIELD_MAX_BYTES, parts: 32 },
  });
});

export interface MultipartForm {
  fields: Record<string, string>;
  /** The bytes of the one file part named `fileField`, if the client sent one. */
  file: Buffer | undefined;
}

/**
 * Reads a multipart form: text fields, and at most one file under `fileField`. The client's file name and
 * content type are ignored; the bytes are checked by the caller.
 */
export async function readMultipartForm(request: FastifyRequest, fileField: string): Promise<MultipartForm> {
  if (!request.isMultipart()) throw badRequest(messages.server.invalidInput);
  const fields: Record<string, string> = {};
  let file: Buffer | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (part.fieldname === fileField && bytes.length > 0) file = bytes;
      } else if (part.valueTruncated) {
        throw badRequest(messages.validation.textTooLarge, {
          [part.fieldname]: messages.validation.textTooLarge,
        });
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new HttpError(413, messages.validation.imageTooLarge);
    }
    const status = (error as { statusCode?: number }).statusCode;
    if (error instanceof HttpError || (status && status < 500)) throw error;
    // Nothing here touches the disk or the database: what fails is the parser reading the client's bytes
    // (no boundary, another boundary, a body cut short).
    throw badRequest(messages.server.formUnreadable);
  }
  return { fields, file };
}
