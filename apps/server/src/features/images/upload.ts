import { messages } from '@constelaciones/contract';
import { badRequest } from '../../lib/errors';
import {
  detectImageKind,
  newImageName,
  removeImageVariants,
  storeImageVariants,
  type ImageStore,
} from '../../integrations/images';

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
 * stores it re-encoded under a name the server chooses, and returns that name.
 */
export async function acceptImageUpload(store: ImageStore, bytes: Buffer): Promise<string> {
  if (!detectImageKind(bytes)) throw invalidImage();
  const name = newImageName();
  try {
    return await storeImageVariants(store, bytes, name);
  } catch {
    await removeImageVariants(store, name);
    throw invalidImage();
  }
}
