/**
 * Resized images (SPEC §7 GET /images/{resize}/{width}/{height}/{gravity}/{b64Path}).
 *
 * - The source is a file under DATA_DIR/media addressed by a base64 path, decoded and confined by
 *   resolveMediaPath (traversal, absolute paths, symlinks out of the root, bad base64 → null → 404).
 * - resize: fit = inside the box, never enlarged; fill = cover the box (centred); crop = cover with the gravity.
 * - width/height: integers 1..IMAGE_MAX_DIMENSION, 0 = auto for one of them (not both).
 * - Output: WebP when the Accept header allows it, else PNG for sources with alpha and JPEG otherwise.
 * - Disk cache: DATA_DIR/cache/images/<sha1(path, mtime, size, params, format)>.<ext>, written to a temporary
 *   file and renamed, so concurrent requests (and instances sharing the folder) never see half a file.
 */
import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, type Stats } from 'node:fs';
import { readFile, rename, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { badRequest, HttpError } from '../errors';
import { mediaContentType, resolveMediaPath } from './media';

export const RESIZE_MODES = ['fit', 'fill', 'crop'] as const;
export type ResizeMode = (typeof RESIZE_MODES)[number];

export const GRAVITIES = ['center', 'north', 'northeast', 'east', 'southeast', 'south', 'southwest', 'west', 'northwest'] as const;
export type Gravity = (typeof GRAVITIES)[number];

export type ImageFormat = 'webp' | 'png' | 'jpeg';

export const IMAGE_CONTENT_TYPES: Readonly<Record<ImageFormat, string>> = {
  webp: 'image/webp',
  png: 'image/png',
  jpeg: 'image/jpeg',
};
const EXTENSIONS: Readonly<Record<ImageFormat, string>> = { webp: 'webp', png: 'png', jpeg: 'jpg' };

/** Browsers may cache a resized image for a week; the URL changes when the source does not, the ETag does. */
export const IMAGE_CACHE_CONTROL = 'public, max-age=604800';
/** Decoded sources larger than this are refused (decompression bombs); also bounds SVG rasterisation. */
export const MAX_INPUT_PIXELS = 40_000_000;
/** Bump to invalidate every cached rendition after a change of the pipeline. */
const PIPELINE_VERSION = 1;

export interface ImageParams {
  resize: ResizeMode;
  /** null = auto (from the other dimension and the aspect ratio) */
  width: number | null;
  height: number | null;
  gravity: Gravity;
}

export interface RawImageParams {
  resize: string;
  width: string;
  height: string;
  gravity: string;
}

function dimension(value: string, name: 'width' | 'height', max: number): number | null {
  const text = value.trim();
  const n = /^\d{1,6}$/.test(text) ? Number(text) : NaN;
  if (!Number.isInteger(n) || n > max) {
    const message = `must be an integer from 1 to ${max} (0 = auto)`;
    throw badRequest(`${name} ${message}`, { [name]: message });
  }
  return n === 0 ? null : n;
}

/** Validates the route parameters; 400 naming the parameter otherwise. */
export function parseImageParams(raw: RawImageParams, maxDimension: number): ImageParams {
  const resize = raw.resize.trim().toLowerCase();
  if (!(RESIZE_MODES as readonly string[]).includes(resize)) {
    const message = `must be one of ${RESIZE_MODES.join(', ')}`;
    throw badRequest(`resize ${message}`, { resize: message });
  }
  const width = dimension(raw.width, 'width', maxDimension);
  const height = dimension(raw.height, 'height', maxDimension);
  if (width === null && height === null) {
    throw badRequest('width and height must not both be 0', { width: 'must not be 0', height: 'must not be 0' });
  }
  const gravity = raw.gravity.trim().toLowerCase();
  if (!(GRAVITIES as readonly string[]).includes(gravity)) {
    const message = `must be one of ${GRAVITIES.join(', ')}`;
    throw badRequest(`gravity ${message}`, { gravity: message });
  }
  return { resize: resize as ResizeMode, width, height, gravity: gravity as Gravity };
}

/** True when the Accept header lists image/webp (or image/*) with a q above 0. '*\/*' alone does not count. */
export function acceptsWebp(accept: string | undefined): boolean {
  if (!accept) return false;
  for (const part of accept.toLowerCase().split(',')) {
    const [type = '', ...params] = part.split(';').map((s) => s.trim());
    if (type !== 'image/webp' && type !== 'image/*') continue;
    const q = params.find((p) => p.startsWith('q='));
    if (!q || Number(q.slice(2)) > 0) return true;
  }
  return false;
}

/** The absolute path of a servable image under the media root, or null (→ 404). */
export function resolveImageSource(mediaRoot: string, b64Path: string): string | null {
  const file = resolveMediaPath(mediaRoot, b64Path);
  return file && mediaContentType(file) ? file : null;
}

export interface RenderedImage {
  /** The cached file. */
  file: string;
  /** The rendition when it was just made (so the reply need not read it back). */
  data: Buffer | null;
  size: number;
  format: ImageFormat;
  contentType: string;
  /** Quoted strong ETag. */
  etag: string;
  cacheHit: boolean;
}

interface SourceInfo {
  hasAlpha: boolean;
  format: string;
  width: number;
  height: number;
}

const sha1 = (text: string) => createHash('sha1').update(text).digest('hex');

export class ImageRenderer {
  private readonly inFlight = new Map<string, Promise<{ data: Buffer }>>();
  /** Source metadata by path + mtime + size (bounded). */
  private readonly sourceInfos = new Map<string, SourceInfo>();

  constructor(
    readonly cacheDir: string,
    private readonly maxInputPixels = MAX_INPUT_PIXELS,
  ) {
    mkdirSync(cacheDir, { recursive: true });
  }

  private async sourceInfo(file: string, st: Stats): Promise<SourceInfo> {
    const id = `${file}\u0000${st.mtimeMs}\u0000${st.size}`;
    const known = this.sourceInfos.get(id);
    if (known) return known;
    let meta: sharp.Metadata;
    try {
      // SVG: the declared size is only read here; rendering scales it into the pixel limit (see pipeline).
      const svg = path.extname(file).toLowerCase() === '.svg';
      meta = await sharp(svg ? await readFile(file) : file, { limitInputPixels: svg ? false : this.maxInputPixels }).metadata();
    } catch {
      throw new HttpError(422, 'The image cannot be processed');
    }
    const info: SourceInfo = {
      hasAlpha: meta.hasAlpha === true || meta.format === 'svg',
      format: meta.format ?? '',
      width: meta.width ?? 0,
      height: meta.height ?? 0,
    };
    if (this.sourceInfos.size >= 2000) {
      const oldest = this.sourceInfos.keys().next();
      if (!oldest.done) this.sourceInfos.delete(oldest.value);
    }
    this.sourceInfos.set(id, info);
    return info;
  }

  /** The cache file name of a rendition (also its ETag). */
  cacheKey(file: string, st: Stats, params: ImageParams, format: ImageFormat): string {
    // The gravity only matters for crop; fit and fill share one rendition.
    const gravity = params.resize === 'crop' ? params.gravity : 'center';
    return sha1(
      JSON.stringify([PIPELINE_VERSION, file, st.mtimeMs, st.size, params.resize, params.width, params.height, gravity, format]),
    );
  }

  async render(file: string, params: ImageParams, webp: boolean): Promise<RenderedImage> {
    const st = await stat(file);
    const info = await this.sourceInfo(file, st);
    const format: ImageFormat = webp ? 'webp' : info.hasAlpha ? 'png' : 'jpeg';
    const key = this.cacheKey(file, st, params, format);
    const target = path.join(this.cacheDir, `${key}.${EXTENSIONS[format]}`);
    const common = { file: target, format, contentType: IMAGE_CONTENT_TYPES[format], etag: `"${key}"` };
    try {
      const cached = await stat(target);
      if (cached.isFile() && cached.size > 0) return { ...common, data: null, size: cached.size, cacheHit: true };
    } catch {
      // not cached yet
    }
    let job = this.inFlight.get(key);
    if (!job) {
      job = this.produce(file, info, params, format, target).finally(() => this.inFlight.delete(key));
      this.inFlight.set(key, job);
    }
    const { data } = await job;
    return { ...common, data, size: data.length, cacheHit: false };
  }

  private async produce(
    file: string,
    info: SourceInfo,
    params: ImageParams,
    format: ImageFormat,
    target: string,
  ): Promise<{ data: Buffer }> {
    let data: Buffer;
    try {
      data = await (await this.pipeline(file, info, params, format)).toBuffer();
    } catch {
      throw new HttpError(422, 'The image cannot be processed');
    }
    const tmp = `${target}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
    try {
      await writeFile(tmp, data);
      await rename(tmp, target);
    } catch {
      // A full or read-only disk must not fail the request: serve the rendition uncached.
      await unlink(tmp).catch(() => undefined);
    }
    return { data };
  }

  private async pipeline(file: string, info: SourceInfo, params: ImageParams, format: ImageFormat): Promise<sharp.Sharp> {
    const options: sharp.SharpOptions = { limitInputPixels: this.maxInputPixels, failOn: 'error' };
    let input: string | Buffer = file;
    if (info.format === 'svg') {
      // From a buffer librsvg has no base location, so the SVG cannot pull in other files.
      input = await readFile(file);
      if (info.width > 0 && info.height > 0) {
        // Rasterise vectors at the resolution of the requested box rather than enlarging a 72 dpi bitmap, and
        // huge declared sizes at a lower one, so the bitmap stays within the pixel limit.
        const wanted = Math.max(
          params.width === null ? 0 : params.width / info.width,
          params.height === null ? 0 : params.height / info.height,
        );
        const most = Math.sqrt(this.maxInputPixels / (info.width * info.height));
        const scale = Math.min(Math.max(wanted * 1.02, 1), most);
        if (scale !== 1) options.density = Math.min(Math.max(72 * scale, 1), 100_000);
      }
    }
    const resize: sharp.ResizeOptions =
      params.resize === 'fit'
        ? { fit: 'inside', withoutEnlargement: true }
        : { fit: 'cover', position: params.resize === 'crop' ? params.gravity : 'center' };
    let image = sharp(input, options)
      .rotate()
      .resize({ ...resize, ...(params.width === null ? {} : { width: params.width }), ...(params.height === null ? {} : { height: params.height }) });
    if (format === 'webp') image = image.webp({ quality: 82 });
    else if (format === 'png') image = image.png({ compressionLevel: 8, adaptiveFiltering: true });
    else image = image.flatten({ background: '#ffffff' }).jpeg({ quality: 82, mozjpeg: true });
    return image;
  }
}

/** The renderer of an app: cache folder DATA_DIR/cache/images. */
export function createImageRenderer(dataDir: string): ImageRenderer {
  return new ImageRenderer(path.join(dataDir, 'cache', 'images'));
}

/** 'W/"x"' or '"x"' lists against an ETag (weak comparison, as If-None-Match asks). */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}
