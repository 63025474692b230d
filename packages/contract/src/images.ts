import { messages } from './messages';

/** Widths, besides the full 1600 px file, at which every image is published as WebP. */
export const IMAGE_VARIANT_WIDTHS = [480, 960] as const;

/** 'abc.webp' at 480 px is 'abc-480.webp'. */
export function imageVariantName(file: string, width: number): string {
  return file.replace(/\.webp$/, `-${width}.webp`);
}

/** src and srcset for an image served from /img. */
export function imageSources(file: string): { src: string; srcSet: string } {
  const src = `/img/${file}`;
  const variants = IMAGE_VARIANT_WIDTHS.map((w) => `/img/${imageVariantName(file, w)} ${w}w`);
  return { src, srcSet: [...variants, `${src} 1600w`].join(', ') };
}

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
