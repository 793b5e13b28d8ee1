/**
 * SPEC §7 'Image URLs': built from a public API base, a mode (default fit), width, height, a size (default sm)
 * and the base64 of the source path.
 *
 *   GET {base}/images/{mode}/{width}/{height}/{gravity}/{b64Path}   resized
 *   GET {base}/images/raw/{b64Path}                                 original file
 *
 * b64Path is the base64url (RFC 4648 §5, no padding) of the UTF-8 path under the media root.
 */

export type ImageMode = 'fit' | 'fill' | 'crop';
export type ImageSize = 'xs' | 'sm' | 'md' | 'lg';

export interface ImageUrlOptions {
  width?: number;
  height?: number;
  /** default 'fit' */
  mode?: ImageMode;
  /** default 'center' */
  gravity?: string;
  /** Default width/height when none is given; default 'sm'. */
  size?: ImageSize;
  /** Public API base URL; '' (same origin) by default. */
  base?: string;
}

/** Pixel box of each size (used for both width and height when they are not given). */
export const IMAGE_SIZES: Readonly<Record<ImageSize, number>> = { xs: 80, sm: 300, md: 600, lg: 1200 };
export const DEFAULT_IMAGE_MODE: ImageMode = 'fit';
export const DEFAULT_IMAGE_SIZE: ImageSize = 'sm';
export const DEFAULT_GRAVITY = 'center';

/** base64url of the UTF-8 bytes of `text`, without padding. */
export function b64url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

const trimBase = (base: string | undefined) => (base ?? '').replace(/\/+$/, '');
/** Media paths are relative to the media root: leading slashes are dropped. */
const mediaPath = (path: string) => path.replace(/^\/+/, '');

const dimension = (value: number | undefined): number | undefined =>
  typeof value === 'number' && Number.isFinite(value) && value > 0 ? Math.round(value) : undefined;

/**
 * Resized image URL. A missing width or height takes the other given dimension, else the size's box
 * (xs 80, sm 300, md 600, lg 1200).
 */
export function imageUrl(path: string, opts: ImageUrlOptions = {}): string {
  const box = IMAGE_SIZES[opts.size ?? DEFAULT_IMAGE_SIZE] ?? IMAGE_SIZES[DEFAULT_IMAGE_SIZE];
  const w = dimension(opts.width);
  const h = dimension(opts.height);
  const width = w ?? h ?? box;
  const height = h ?? w ?? box;
  const mode = opts.mode ?? DEFAULT_IMAGE_MODE;
  const gravity = encodeURIComponent(opts.gravity || DEFAULT_GRAVITY);
  return `${trimBase(opts.base)}/images/${mode}/${width}/${height}/${gravity}/${b64url(mediaPath(path))}`;
}

/** The original file: `${base}/images/raw/${b64url(path)}`. */
export function rawImageUrl(path: string, base?: string): string {
  return `${trimBase(base)}/images/raw/${b64url(mediaPath(path))}`;
}

const isAbsoluteUrl = (path: string) => /^https?:\/\//i.test(path);
const isSvg = (path: string) => /\.svg$/i.test(path.split(/[?#]/)[0] ?? '');

/**
 * URL of a CMS content image: SVGs (which need no resizing) use the raw route, raster images the resize
 * route. Absolute http(s) URLs are used as they are; an empty or missing path gives ''.
 */
export function contentImageUrl(path: string | null | undefined, opts: ImageUrlOptions = {}): string {
  if (typeof path !== 'string' || path.trim() === '') return '';
  const clean = path.trim();
  if (isAbsoluteUrl(clean)) return clean;
  return isSvg(clean) ? rawImageUrl(clean, opts.base) : imageUrl(clean, opts);
}
