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

/**
 * Runs a write that may switch an entity's image. An uploaded file is stored first and handed to `write`
 * (without one, `current` is kept); afterwards whichever file is no longer used is removed: the old one
 * when the write succeeded, the new one when it failed.
 */
export async function writeWithImage<T>(
  store: ImageStore,
  upload: Buffer | undefined,
  current: string,
  write: (img: string) => Promise<T>,
): Promise<T> {
  const img = upload ? await acceptImageUpload(store, upload) : current;
  try {
    const result = await write(img);
    if (img !== current) await removeImageVariants(store, current);
    return result;
  } catch (error) {
    if (img !== current) await removeImageVariants(store, img);
    throw error;
  }
}
