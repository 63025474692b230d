import { imageSources } from '@constelaciones/contract/image-sources';

interface Props {
  file: string;
  alt: string;
  /** CSS sizes hint, e.g. '(min-width: 768px) 33vw, 100vw'. */
  sizes: string;
  width: number;
  height: number;
  /**
   * The page's largest image above the fold on a phone (its LCP element): fetched first, never lazily.
   * React's server renderer turns each image that is not lazy into a `<link rel="preload" imageSrcSet
   * imageSizes>` at the top of the head, with this fetchPriority: that is its preload (a route's `links`
   * cannot see the loader data that names the file).
   */
  priority?: boolean;
  /** Above the fold but not the main image: fetched at once at the normal priority, never after layout. */
  eager?: boolean;
  className?: string;
}

/** A WebP image from /img at the width the screen needs. Lazy unless `priority` or `eager`. */
export function ResponsiveImage({
  file,
  alt,
  sizes,
  width,
  height,
  priority = false,
  eager = false,
  className,
}: Props) {
  const { src, srcSet } = imageSources(file);
  return (
    <img
      src={src}
      srcSet={srcSet}
      sizes={sizes}
      alt={alt}
      width={width}
      height={height}
      loading={priority || eager ? 'eager' : 'lazy'}
      decoding={priority ? 'sync' : 'async'}
      fetchPriority={priority ? 'high' : 'auto'}
      className={className}
    />
  );
}
