import { photoSrcSet } from '@second-gear/contract';
import type { CSSProperties } from 'react';

interface StoredPhotoProps {
  /** A photo URL from the API; its other stored widths are offered through `srcset`. */
  src: string;
  /** Which width the photo is shown at, for the browser to pick a file (`sizes`). */
  sizes: string;
  width?: number;
  height?: number;
  className?: string;
  style?: CSSProperties;
  /** In the first screenful: fetched at once (not lazily), so the page's largest paint does not wait for it. */
  priority?: boolean;
}

/** A stored car or model photo: decorative next to its name, lazy, with explicit size so nothing shifts. */
export function StoredPhoto({
  src,
  sizes,
  width = 640,
  height = 400,
  className,
  style,
  priority = false,
}: StoredPhotoProps) {
  return (
    <img
      src={src}
      srcSet={photoSrcSet(src)}
      sizes={sizes}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      alt=""
      className={className}
      style={style}
    />
  );
}
