/**
 * Photos are stored as WebP in a few widths named `<name>-<width>.webp`; the API hands out the URL of the
 * middle width and the web app derives the others for `srcset`.
 */
export const photoWidths = [320, 640, 1280] as const;
export const defaultPhotoWidth = 640;

const sized = /^(.*)-(\d+)\.webp$/;

export function photoUrl(base: string, width: number = defaultPhotoWidth): string {
  return `${base}-${width}.webp`;
}

/** `srcset` for a stored photo URL, or undefined for any other URL. */
export function photoSrcSet(url: string): string | undefined {
  const match = sized.exec(url);
  if (!match) return undefined;
  return photoWidths.map((width) => `${match[1]}-${width}.webp ${width}w`).join(', ');
}
