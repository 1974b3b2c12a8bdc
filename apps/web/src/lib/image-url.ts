/** Widths the image service writes for every upload (the API's `picture` is the 640 one). */
export const IMAGE_WIDTHS = [320, 640, 1024] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

const VARIANT = /-(320|640|1024)\.webp$/;

/** The same picture at another width: '/api/images/<hash>-640.webp' → '/api/images/<hash>-320.webp'. */
export function imageVariant(url: string, width: ImageWidth): string {
  return VARIANT.test(url) ? url.replace(VARIANT, `-${width}.webp`) : url;
}

/** A `srcset` of every width, or undefined for a URL that is not one of ours (then only `src` is used). */
export function imageSrcSet(url: string): string | undefined {
  if (!VARIANT.test(url)) return undefined;
  return IMAGE_WIDTHS.map((width) => `${imageVariant(url, width)} ${width}w`).join(', ');
}
