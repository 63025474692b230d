/* Uploaded images: checked by their bytes, re-encoded and stored under a name the server chooses. */
import { messages } from '@constelaciones/contract';
import { badRequest } from '../lib/errors';
import {
  detectImageKind,
  encodeImage,
  newImageName,
  putImageVariants,
  removeImageVariants,
  type EncodedImage,
  type ImageStore,
} from '../integrations/images';

const invalidImage = () =>
  badRequest(messages.validation.imageInvalid, { img: messages.validation.imageInvalid });

/** The image of a create: the form's file part is optional for edits only. */
export function requireImage(upload: Buffer | undefined): Buffer {
  if (!upload)
    throw badRequest(messages.validation.imageRequired, { img: messages.validation.imageRequired });
  return upload;
}

/**
 * Accepts an uploaded image only if its bytes are JPEG, PNG, WebP or GIF and sharp can decode it;
 * stores it re-encoded under a name the server chooses, and returns that name. Only a file that cannot be
 * read is the user's fault (400); a store that cannot write is the server's (a 500, logged by the handler).
 */
export async function acceptImageUpload(store: ImageStore, bytes: Buffer): Promise<string> {
  if (!detectImageKind(bytes)) throw invalidImage();
  let image: EncodedImage;
  try {
    image = await encodeImage(bytes);
  } catch {
    throw invalidImage();
  }
  const name = newImageName();
  try {
    return await putImageVariants(store, image, name);
  } catch (error) {
    // The variants written before the fault go; if the store cannot do that either, its first fault is the news.
    await removeImageVariants(store, name).catch(() => undefined);
    throw error;
  }
}
