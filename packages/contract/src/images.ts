import { messages } from './messages';

export * from './image-sources';

/** The largest image an admin may upload (the server refuses bigger ones with 413). */
export const IMAGE_UPLOAD_MAX_BYTES = 8 * 1024 * 1024;

/** The kinds of image the server accepts, by their bytes: for a file input's `accept` and a first check. */
export const IMAGE_UPLOAD_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;

/**
 * What is wrong with a chosen file before it is uploaded ('The image must be an image file'), or undefined.
 * `required` when there is no image to keep (creating). The server checks the bytes again.
 */
export function imageFileProblem(
  file: Pick<File, 'type' | 'size'> | null | undefined,
  required: boolean,
): string | undefined {
  if (!file) return required ? messages.validation.imageRequired : undefined;
  if (!(IMAGE_UPLOAD_TYPES as readonly string[]).includes(file.type)) return messages.validation.imageInvalid;
  if (file.size > IMAGE_UPLOAD_MAX_BYTES) return messages.validation.imageTooLarge;
  return undefined;
}
