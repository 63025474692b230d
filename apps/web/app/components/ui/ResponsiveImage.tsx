import { imageSources } from '@constelaciones/contract';

interface Props {
  file: string;
  alt: string;
  /** CSS sizes hint, e.g. '(min-width: 768px) 33vw, 100vw'. */
  sizes: string;
  width: number;
  height: number;
  /** The page's largest image above the fold: loaded first, never lazily. */
  priority?: boolean;
  className?: string;
}

/** A WebP image from /img at the width the screen needs. */
export function ResponsiveImage({ file, alt, sizes, width, height, priority = false, className }: Props) {
  const { src, srcSet } = imageSources(file);
  return (
    <img
      src={src}
      srcSet={srcSet}
      sizes={sizes}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? 'sync' : 'async'}
      fetchPriority={priority ? 'high' : 'auto'}
      className={className}
    />
  );
}
