/**
 * Resized images (SPEC §7 GET /images/{resize}/{width}/{height}/{gravity}/{b64Path}).
 *
 * - The source is a file under DATA_DIR/media addressed by a base64 path, decoded and confined by
 *   resolveMediaPath (traversal, absolute paths, symlinks out of the root, bad base64 → null → 404).
 * - resize: fit = inside the box, never enlarged; fill = cover the box (centred); crop = cover with the gravity.
 * - width/height: integers 1..IMAGE_MAX_DIMENSION, 0 = auto for one of them (not both).
 * - Output: WebP when the Accept header allows it, else PNG for sources with alpha and JPEG otherwise.
 * - Disk cache: DATA_DIR/cache/images/<sha1(path, mtime, size, params, format)>.<ext>, written to a temporary
 *   file and renamed, so concurrent requests (and instances sharing the folder) never see half a file; bounded
 *   to IMAGE_CACHE_MAX_MB by evicting the least recently used renditions (RenditionCache).
 * - Renders: at most IMAGE_RENDER_CONCURRENCY at once, IMAGE_RENDER_QUEUE more waiting, beyond that 503 with
 *   Retry-After (RenderLimiter). Cache hits and conditional requests with a matching ETag never wait.
 */
import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, readdirSync, rmSync, statSync, type Stats } from 'node:fs';
import { open, readFile, rename, stat, unlink, utimes, writeFile, type FileHandle } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import type { Config } from '../config';
import { badRequest, HttpError } from '../errors';
import { registerLocalCache } from './localCaches';
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

/** A rendition to serve: what the URL asks for, resolved against the source (no pixels touched yet). */
export interface RenditionPlan {
  source: string;
  info: SourceInfo;
  params: ImageParams;
  format: ImageFormat;
  /** The cache file name (`<key>.<ext>`). */
  name: string;
  contentType: string;
  /** Quoted strong ETag (the cache key). */
  etag: string;
}

export interface RenderedImage {
  /** The rendition just made, or the cached file held open (the caller streams it, which closes it). */
  body: Buffer | FileHandle;
  size: number;
  format: ImageFormat;
  contentType: string;
  etag: string;
  cacheHit: boolean;
}

export interface SourceInfo {
  hasAlpha: boolean;
  format: string;
  width: number;
  height: number;
}

const sha1 = (text: string) => createHash('sha1').update(text).digest('hex');
const ignore = () => undefined;

/** The answer when every render slot and queue place is taken: the client is asked to come back shortly. */
export const RENDER_BUSY_MESSAGE = 'Too many images are being rendered; try again shortly';

/**
 * Runs at most `concurrency` tasks at a time; up to `queueLimit` more wait in arrival order, and a task arriving
 * beyond that is refused at once with 503 + Retry-After, so a flood of distinct sizes cannot pile up work.
 * (p-limit and p-queue queue without bound and are ESM-only in their maintained versions; the admission check is
 * the part that matters here, so this is a small semaphore of our own.)
 */
export class RenderLimiter {
  private active = 0;
  private readonly waiting: (() => void)[] = [];
  /** The most tasks seen running at once (instrumentation for tests and the bench). */
  maxActive = 0;
  /** Tasks refused because the queue was full. */
  rejected = 0;

  constructor(
    readonly concurrency: number,
    readonly queueLimit: number,
  ) {
    if (!Number.isInteger(concurrency) || concurrency < 1) throw new Error('concurrency must be an integer of at least 1');
  }

  get activeCount(): number {
    return this.active;
  }

  get queuedCount(): number {
    return this.waiting.length;
  }

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.active < this.concurrency) {
      this.active++;
    } else if (this.waiting.length < this.queueLimit) {
      // release() hands its slot straight to us (active stays counted), so no later arrival can overtake.
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.rejected++;
      throw new HttpError(503, RENDER_BUSY_MESSAGE, undefined, { 'Retry-After': '1' });
    }
    this.maxActive = Math.max(this.maxActive, this.active);
    try {
      return await task();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.active--;
    }
  }
}

interface CacheEntry {
  size: number;
  /** Last use (ms since epoch). */
  usedMs: number;
}

/** Temporary files older than this found at start are leftovers of a crash (live ones take milliseconds). */
const STALE_TMP_MS = 10 * 60_000;
/** A hit refreshes the file's mtime at most this often, so the order survives a restart without a write per hit. */
const TOUCH_INTERVAL_MS = 60_000;

/**
 * The size-bounded disk cache of renditions. An in-memory index (file name → size, last use) in least-recently-used
 * order is built from the folder at start (ordered by the later of atime and mtime); storing a rendition first
 * evicts the least recently used ones until it fits, so the folder stays within maxBytes. A rendition larger than
 * the whole bound is served but not kept (maxBytes 0 = no disk cache). Files are written to a temporary name and
 * renamed, so readers (and instances sharing the folder) never see half a file; a hit opens the file before it is
 * served, so an eviction at that moment cannot pull it away mid-reply. Instances sharing the folder each keep
 * their own index (files written by another are adopted when first hit).
 */
export class RenditionCache {
  private readonly entries = new Map<string, CacheEntry>();
  private total = 0;
  /** Renditions evicted since start. */
  evictions = 0;
  /** Opens answered from the folder / not (Debug/GetCacheUsage, kind 'images'). */
  private hits = 0;
  private misses = 0;

  constructor(
    readonly dir: string,
    readonly maxBytes: number,
  ) {
    mkdirSync(dir, { recursive: true });
    this.scan();
    registerLocalCache('images', this);
  }

  /** Files in the index, their bytes on disk, and the opens since start (kind 'images' of docs/caches.md). */
  usage(): { entries: number; bytes: number; hits: number; misses: number } {
    return { entries: this.entries.size, bytes: this.total, hits: this.hits, misses: this.misses };
  }

  /**
   * Removes every rendition in the index from the folder (InvalidateCacheByType 'images'): they are rendered anew on
   * their next request. Other instances sharing the folder forget theirs when they next miss them.
   */
  clear(): void {
    for (const name of [...this.entries.keys()]) {
      rmSync(path.join(this.dir, name), { force: true });
      this.forget(name);
    }
  }

  /** Bytes of the renditions in the index. */
  get totalBytes(): number {
    return this.total;
  }

  get fileCount(): number {
    return this.entries.size;
  }

  /** Cached names, least recently used first. */
  names(): string[] {
    return [...this.entries.keys()];
  }

  private scan(): void {
    const found: (CacheEntry & { name: string })[] = [];
    const now = Date.now();
    for (const name of readdirSync(this.dir)) {
      const full = path.join(this.dir, name);
      let st: Stats;
      try {
        st = statSync(full);
      } catch {
        continue;
      }
      if (!st.isFile()) continue;
      if (name.endsWith('.tmp')) {
        if (now - st.mtimeMs > STALE_TMP_MS) rmSync(full, { force: true });
        continue;
      }
      found.push({ name, size: st.size, usedMs: Math.max(st.atimeMs, st.mtimeMs) });
    }
    found.sort((a, b) => a.usedMs - b.usedMs);
    for (const { name, size, usedMs } of found) {
      this.entries.set(name, { size, usedMs });
      this.total += size;
    }
    // A bound lowered since the last run.
    for (const name of this.evictFor(0)) rmSync(path.join(this.dir, name), { force: true });
  }

  /** Opens a cached rendition and marks it used; null when it is not cached. */
  async open(name: string): Promise<{ handle: FileHandle; size: number } | null> {
    const file = path.join(this.dir, name);
    let handle: FileHandle;
    try {
      handle = await open(file, 'r');
    } catch (err) {
      // Gone (evicted by another instance, or removed by hand): no longer counted. Other errors: render anew.
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') this.forget(name);
      this.misses++;
      return null;
    }
    try {
      const st = await handle.stat();
      if (!st.isFile() || st.size === 0) throw new Error('not a rendition');
      this.used(name, file, st.size);
      this.hits++;
      return { handle, size: st.size };
    } catch {
      await handle.close().catch(ignore);
      this.misses++;
      return null;
    }
  }

  /** Keeps a rendition (evicting older ones to make room); false when it is not kept (too large, disk refused). */
  async store(name: string, data: Buffer): Promise<boolean> {
    if (data.length > this.maxBytes) return false;
    const target = path.join(this.dir, name);
    const tmp = `${target}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
    try {
      await writeFile(tmp, data);
    } catch {
      // A full or read-only disk must not fail the request: the rendition is served uncached.
      await unlink(tmp).catch(ignore);
      return false;
    }
    this.forget(name);
    const victims = this.evictFor(data.length);
    this.entries.set(name, { size: data.length, usedMs: Date.now() });
    this.total += data.length;
    let kept = true;
    try {
      await rename(tmp, target);
    } catch {
      this.forget(name);
      await unlink(tmp).catch(ignore);
      kept = false;
    }
    await Promise.all(victims.map((victim) => unlink(path.join(this.dir, victim)).catch(ignore)));
    return kept;
  }

  private used(name: string, file: string, size: number): void {
    const now = Date.now();
    const entry = this.entries.get(name);
    this.forget(name);
    this.entries.set(name, { size, usedMs: now });
    this.total += size;
    if (!entry || now - entry.usedMs > TOUCH_INTERVAL_MS) {
      const seconds = now / 1000;
      void utimes(file, seconds, seconds).catch(ignore);
    }
    if (!entry && this.total > this.maxBytes) {
      // Adopted from another instance: make room again, sparing the file being served.
      const victims = this.evictFor(0, name);
      for (const victim of victims) void unlink(path.join(this.dir, victim)).catch(ignore);
    }
  }

  private forget(name: string): void {
    const entry = this.entries.get(name);
    if (!entry) return;
    this.entries.delete(name);
    this.total -= entry.size;
  }

  /** Takes least recently used entries (never `keep`) out of the index until `incoming` more bytes fit. */
  private evictFor(incoming: number, keep?: string): string[] {
    const victims: string[] = [];
    for (const [name, entry] of this.entries) {
      if (this.total + incoming <= this.maxBytes) break;
      if (name === keep) continue;
      this.entries.delete(name);
      this.total -= entry.size;
      victims.push(name);
    }
    this.evictions += victims.length;
    return victims;
  }
}

export interface ImageRendererOptions {
  /** Disk cache bound in bytes (default 512 MB). */
  maxCacheBytes?: number;
  /** Renders at the same time (default 2). */
  concurrency?: number;
  /** Renders waiting for a slot before 503 (default 50). */
  queue?: number;
  maxInputPixels?: number;
}

export interface RendererStats {
  activeRenders: number;
  queuedRenders: number;
  maxActiveRenders: number;
  rejectedRenders: number;
  renders: number;
  cachedFiles: number;
  cachedBytes: number;
  evictions: number;
}

export class ImageRenderer {
  private readonly inFlight = new Map<string, Promise<Buffer>>();
  /** Source metadata by path + mtime + size (bounded). */
  private readonly sourceInfos = new Map<string, SourceInfo>();
  private readonly maxInputPixels: number;
  readonly cache: RenditionCache;
  readonly limiter: RenderLimiter;
  /** Renders finished since start. */
  private renders = 0;

  constructor(
    readonly cacheDir: string,
    options: ImageRendererOptions = {},
  ) {
    this.maxInputPixels = options.maxInputPixels ?? MAX_INPUT_PIXELS;
    this.cache = new RenditionCache(cacheDir, options.maxCacheBytes ?? 512 * 1024 * 1024);
    this.limiter = new RenderLimiter(options.concurrency ?? 2, options.queue ?? 50);
  }

  stats(): RendererStats {
    return {
      activeRenders: this.limiter.activeCount,
      queuedRenders: this.limiter.queuedCount,
      maxActiveRenders: this.limiter.maxActive,
      rejectedRenders: this.limiter.rejected,
      renders: this.renders,
      cachedFiles: this.cache.fileCount,
      cachedBytes: this.cache.totalBytes,
      evictions: this.cache.evictions,
    };
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

  /** The cache key of a rendition (its file name and ETag). */
  cacheKey(file: string, st: Stats, params: ImageParams, format: ImageFormat): string {
    // The gravity only matters for crop; fit and fill share one rendition.
    const gravity = params.resize === 'crop' ? params.gravity : 'center';
    return sha1(
      JSON.stringify([PIPELINE_VERSION, file, st.mtimeMs, st.size, params.resize, params.width, params.height, gravity, format]),
    );
  }

  /** Resolves what a request asks for (format, cache name, ETag) from the source's metadata; no rendering. */
  async plan(source: string, params: ImageParams, webp: boolean): Promise<RenditionPlan> {
    const st = await stat(source);
    const info = await this.sourceInfo(source, st);
    const format: ImageFormat = webp ? 'webp' : info.hasAlpha ? 'png' : 'jpeg';
    const key = this.cacheKey(source, st, params, format);
    return {
      source,
      info,
      params,
      format,
      name: `${key}.${EXTENSIONS[format]}`,
      contentType: IMAGE_CONTENT_TYPES[format],
      etag: `"${key}"`,
    };
  }

  /**
   * The rendition from the cache, else rendered under the limiter (at most `concurrency` at once; 503 when the
   * queue is full). Cache hits never wait for a render slot; identical concurrent requests share one render.
   */
  async render(plan: RenditionPlan): Promise<RenderedImage> {
    const common = { format: plan.format, contentType: plan.contentType, etag: plan.etag };
    let job = this.inFlight.get(plan.name);
    if (!job) {
      const cached = await this.cache.open(plan.name);
      if (cached) return { ...common, body: cached.handle, size: cached.size, cacheHit: true };
      job = this.inFlight.get(plan.name);
    }
    if (!job) {
      job = this.limiter.run(() => this.produce(plan)).finally(() => this.inFlight.delete(plan.name));
      this.inFlight.set(plan.name, job);
    }
    const data = await job;
    return { ...common, body: data, size: data.length, cacheHit: false };
  }

  private async produce(plan: RenditionPlan): Promise<Buffer> {
    const data = await this.encode(plan);
    this.renders++;
    await this.cache.store(plan.name, data);
    return data;
  }

  /** The CPU-heavy part: decode, resize and encode (runs under the limiter). */
  async encode(plan: RenditionPlan): Promise<Buffer> {
    try {
      return await (await this.pipeline(plan.source, plan.info, plan.params, plan.format)).toBuffer();
    } catch {
      throw new HttpError(422, 'The image cannot be processed');
    }
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

/** The renderer of an app: cache folder DATA_DIR/cache/images, bounds from the configuration. */
export function createImageRenderer(config: Pick<Config, 'dataDir' | 'imageCacheMaxBytes' | 'imageRenderConcurrency' | 'imageRenderQueue'>): ImageRenderer {
  return new ImageRenderer(path.join(config.dataDir, 'cache', 'images'), {
    maxCacheBytes: config.imageCacheMaxBytes,
    concurrency: config.imageRenderConcurrency,
    queue: config.imageRenderQueue,
  });
}

/** 'W/"x"' or '"x"' lists against an ETag (weak comparison, as If-None-Match asks). */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}
