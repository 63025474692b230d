/**
 * Where a published image and its smaller copies are served: free of messages and zod, so that a page showing
 * pictures loads nothing else of the contract.
 */

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
