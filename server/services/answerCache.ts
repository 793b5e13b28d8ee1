/**
 * The answer cache (issue 19, docs/caches.md 'answers'): whole answers to anonymous reads kept in this instance's
 * memory, already serialised and compressed, so a repeated read costs no query, no serialisation and no compression:
 *
 * - GetContentByUrl and the translations calls (server/routes/content.ts): the JSON body as the route serialises it,
 *   with its brotli and gzip forms made on first demand, and a weak ETag (If-None-Match → 304);
 * - anonymous product searches (GetProductsBySearch, server/routes/product.ts; not those by relatedTo): keyed by the
 *   parsed body as JSON, kept STOCK_TTL_SECONDS (the products carry availability);
 * - the storefront's HTML of a page that exists (server/app.ts): the page with its first screen answered, gzip
 *   compressed once around the gap where each answer's own CSP style nonce goes (htmlCompression.ts splicedGzip).
 *
 * Only for callers whose answer does not depend on who they are: a GET without an Authorization header (no user, no
 * impersonation, no anonymous token: those go the normal way). Keyed by the request's URL (path and query: all
 * these routes read) and, for pages, the host name (the host picks area and language).
 *
 * Fresh on every instance at once: each entry carries the generations (cache_generations, server/services/
 * cacheSync.ts) of the kinds its answers are made of, read before it was made; a hit is served only when a read of
 * those generations made after the request arrived still shows them (the reads of requests arriving together are
 * one query). So a page, translation, area, catalogue or price change through any instance, the CLI or the back
 * office is seen by the next read here. Stock levels move no generation: answers holding availability (product
 * pages, pages with product lists) live at most STOCK_TTL_SECONDS.
 *
 * Bounded by entries and bytes (least recently used go first); Debug/GetCacheUsage shows it as the local kind
 * 'answers'; invalidating 'answers' or any kind it depends on clears it on this instance at once.
 */
import { randomBytes, createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import negotiate from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CacheKind } from '../../contract/backofficeDebug';
import type { Db } from '../db';
import { spliceableGzip, splicedGzip, type SplicedGzip } from './htmlCompression';
import { registerLocalCache, type LocalCache } from './localCaches';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export const ANSWERS_KIND: CacheKind = 'answers';

/** The kinds whose invalidation can change an anonymous answer (content, pages, area, catalogue, prices …). */
export const ANSWER_DEPENDENCIES: readonly CacheKind[] = [
  'answers',
  'area',
  'site',
  'translations',
  'pageStatus',
  'sitemap',
  'catalogue',
  'prices',
];

/** Seconds an answer without stock data is kept (a safety net: generations make it fresh). */
export const ANSWER_TTL_SECONDS = 300;
/** Seconds an answer holding stock levels (availability) is kept: stock changes move no generation. */
export const STOCK_TTL_SECONDS = 10;
/** Default bounds of one instance's answer cache. */
export const ANSWER_CACHE_MAX_ENTRIES = 2000;
export const ANSWER_CACHE_MAX_BYTES = 64 * 1024 * 1024;
/** Bodies of POST reads longer than this (as JSON) are not keys of the cache (a search's body is 1–3 KB). */
export const MAX_BODY_KEY_CHARS = 8192;
/** Below this many bytes an answer is sent uncompressed (@fastify/compress's threshold too). */
const COMPRESS_THRESHOLD = 1024;
/** Brotli quality for a cached answer: compressed once, sent many times. */
const BROTLI_QUALITY = 9;
/**
 * Brotli quality for an answer kept only STOCK_TTL_SECONDS (searches, product content): made anew every few seconds,
 * so quality 9's cost is not amortised. A 73 KB search answer (2026-11-27): quality 9 22 ms of CPU → 3,665 bytes,
 * quality 5 ≈ 1–2 ms → 3,736 bytes; on a server with one core the thread pool's compression takes that time from
 * the requests.
 */
const SHORT_LIVED_BROTLI_QUALITY = 5;

type Encoding = 'br' | 'gzip' | 'identity';

/** Brotli of a page made for one answer (quality 5, as server/services/htmlCompression.ts). */
const PAGE_BROTLI = { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } };

/** A JSON answer as the route serialised it. */
export interface JsonAnswer {
  kind: 'json';
  body: string | Buffer;
  /** Seconds it may be kept (STOCK_TTL_SECONDS when it holds availability). */
  ttlSeconds: number;
}

/** A page whose bytes at `gap` (a marker in `html`) are filled per answer (the CSP style nonce). */
export interface PageAnswer {
  kind: 'page';
  html: string;
  /** The marker in `html` to replace per answer (its first occurrence). */
  gap: string;
  ttlSeconds: number;
}

export type Answer = JsonAnswer | PageAnswer;

interface JsonEntry {
  kind: 'json';
  body: Buffer;
  /** BROTLI_QUALITY, or SHORT_LIVED_BROTLI_QUALITY for an answer kept STOCK_TTL_SECONDS or less. */
  brotliQuality: number;
  etag: string;
  encoded: Partial<Record<'br' | 'gzip', Promise<Buffer>>>;
  encodedBytes: number;
}

interface PageEntry {
  kind: 'page';
  head: Buffer;
  tail: Buffer;
  /** False when the page has no gap (a template without a head): then nothing is put between head and tail. */
  gapped: boolean;
  gzip: SplicedGzip;
}

type Entry = (JsonEntry | PageEntry) & {
  key: string;
  /** The dependency generations the answer was made from. */
  stamp: string;
  expires: number;
  bytes: number;
};

/** What a page answer needs from its sender per answer: the value for its gap, and the headers that name it. */
export type GapFiller = () => { gap: string; headers: Record<string, string> };

/**
 * Runs of an async step that callers share: a caller gets the result of a run that starts after its call, and every
 * caller before that run starts (the rest of this turn of the event loop) gets the same run.
 */
class SharedRun<T> {
  private next: Promise<T> | null = null;
  constructor(private readonly run: () => Promise<T>) {}

  after(): Promise<T> {
    if (this.next) return this.next;
    const next = new Promise<T>((resolve, reject) => {
      setImmediate(() => {
        this.next = null;
        this.run().then(resolve, reject);
      });
    });
    this.next = next;
    return next;
  }
}

/** The stamp of the dependency kinds' generations (0 for a kind never invalidated). */
const stampOf = (generations: ReadonlyMap<string, number>): string => ANSWER_DEPENDENCIES.map((k) => generations.get(k) ?? 0).join('.');

/** The encoding to send for an Accept-Encoding header (answers per header value kept: browsers send few). */
class Negotiator {
  private readonly known = new Map<string, Encoding>();
  of(accepted: string | undefined, offered: readonly ('br' | 'gzip')[]): Encoding {
    if (typeof accepted !== 'string') return 'identity';
    const key = `${offered.join(',')}|${accepted}`;
    let encoding = this.known.get(key);
    if (encoding === undefined) {
      encoding = (negotiate(accepted, [...offered]) as 'br' | 'gzip' | undefined) ?? 'identity';
      if (this.known.size >= 256) this.known.clear();
      this.known.set(key, encoding);
    }
    return encoding;
  }
}

export interface AnswerCacheOptions {
  maxEntries?: number;
  maxBytes?: number;
  /**
   * Brings this instance's own caches up to date with the invalidations recorded so far and answers the generations
   * it read (SyncedCache.sync, seenGenerations): run before an answer is made, so it is never made from a copy
   * another instance's change has outdated. Without it (a cache of its own, tests) the generations are only read.
   */
  sync?: () => Promise<ReadonlyMap<string, number>>;
}

export class AnswerCache implements LocalCache {
  private readonly entries = new Map<string, Entry>();
  private readonly filling = new Map<string, { read: Promise<string>; entry: Promise<Entry | null> }>();
  /** Held strongly here: the registry of local caches holds weak references, which must live as long as this cache. */
  private readonly clearers: LocalCache[] = [];
  /** The generations in the database, read for a hit. */
  private readonly generations: SharedRun<string>;
  /** This instance's caches synchronised, and the generations read for it: before an answer is made. */
  private readonly synced: SharedRun<string>;
  private readonly negotiator = new Negotiator();
  private readonly maxEntries: number;
  private readonly maxBytes: number;
  private bytes = 0;
  private hits = 0;
  private misses = 0;
  /** Moves on every clear: an answer made before a clear is not stored after it. */
  private epoch = 0;

  constructor(db: Db, options: AnswerCacheOptions = {}) {
    // Compiled once: a hit costs the query, not building it.
    const query = db.selectFrom('cache_generations').select(['kind', 'generation']).where('kind', 'in', [...ANSWER_DEPENDENCIES]).compile();
    const read = async () => {
      const { rows } = await db.executeQuery(query);
      return stampOf(new Map(rows.map((r) => [r.kind, Number(r.generation)])));
    };
    const sync = options.sync;
    this.generations = new SharedRun(read);
    this.synced = new SharedRun(sync ? async () => stampOf(await sync()) : read);
    this.maxEntries = options.maxEntries ?? ANSWER_CACHE_MAX_ENTRIES;
    this.maxBytes = options.maxBytes ?? ANSWER_CACHE_MAX_BYTES;
    registerLocalCache(ANSWERS_KIND, this);
    // Invalidating a kind it is made of clears it here at once (the other instances: through the generations).
    const clearer: LocalCache = { usage: () => ({ entries: 0, bytes: 0, hits: 0, misses: 0 }), clear: () => this.clear() };
    this.clearers.push(clearer);
    for (const kind of ANSWER_DEPENDENCIES) if (kind !== ANSWERS_KIND) registerLocalCache(kind, clearer);
  }

  /** The key of a request that may be answered from this cache, or null (not a GET, or the caller sent a token). */
  keyOf(request: FastifyRequest, scope: 'api' | 'page'): string | null {
    if (request.method !== 'GET' || request.headers.authorization !== undefined) return null;
    return scope === 'api' ? `api ${request.url}` : `page ${request.hostname.toLowerCase()} ${request.url}`;
  }

  /**
   * The key of an anonymous POST read whose answer depends on its body only (GetProductsBySearch), or null: the
   * caller sent a token, or the body is over MAX_BODY_KEY_CHARS as JSON (not kept). Call it after the body is parsed.
   */
  keyOfBody(request: FastifyRequest): string | null {
    if (request.method !== 'POST' || request.headers.authorization !== undefined) return null;
    const body = JSON.stringify(request.body);
    if (body === undefined || body.length > MAX_BODY_KEY_CHARS) return null;
    return `post ${request.url} ${body}`;
  }

  /** Whether an answer is held for the key (fresh or not: tryServe checks). */
  has(key: string): boolean {
    return this.entries.has(key);
  }

  /**
   * Sends the cached answer of the request when there is a fresh one (a hit), and tells whether it did. `fillGap`
   * makes a page answer's nonce and headers. A failed generations read is no hit (the route answers as usual).
   */
  async tryServe(request: FastifyRequest, reply: FastifyReply, key: string, fillGap?: GapFiller): Promise<boolean> {
    const entry = this.entries.get(key);
    if (!entry) return false;
    let stamp: string;
    try {
      stamp = await this.generations.after();
    } catch {
      return false;
    }
    if (entry.stamp !== stamp || entry.expires <= Date.now() || this.entries.get(key) !== entry) {
      this.drop(entry);
      return false;
    }
    if (entry.kind === 'page' && !fillGap) return false;
    this.hits++;
    // Least recently used first out: a hit moves the entry to the end.
    this.entries.delete(key);
    this.entries.set(key, entry);
    await this.send(request, reply, entry, fillGap);
    return true;
  }

  /**
   * The answer of `key`: from `load` (made after a generations read, so a change committed meanwhile is never
   * stored as fresh), stored when `load` says it may be kept (a non-null answer), and sent. Requests of one key
   * waiting at the same time share one load. Answers false when `load` gave nothing to keep (the caller answers).
   */
  async fillAndServe(
    request: FastifyRequest,
    reply: FastifyReply,
    key: string,
    load: () => Promise<Answer | null>,
    fillGap?: GapFiller,
  ): Promise<boolean> {
    this.misses++;
    // A synchronisation that starts after this request arrived; a load waiting for the very same one is shared.
    const read = this.synced.after();
    let pending = this.filling.get(key);
    if (!pending || pending.read !== read) {
      const filling = { read, entry: this.fill(key, read, load) };
      void filling.entry.finally(() => {
        if (this.filling.get(key) === filling) this.filling.delete(key);
      }).catch(() => undefined);
      this.filling.set(key, filling);
      pending = filling;
    }
    const entry = await pending.entry;
    if (!entry) return false;
    await this.send(request, reply, entry, fillGap);
    return true;
  }

  private async fill(key: string, read: Promise<string>, load: () => Promise<Answer | null>): Promise<Entry | null> {
    // This instance's caches hold nothing older than the generations of the stamp: an invalidation after that read
    // moves a generation past the stamp, so what is made now is at worst refused at the next read, never stale as fresh.
    const stamp = await read;
    const epoch = this.epoch;
    const answer = await load();
    if (!answer) return null;
    const entry = await this.entryOf(key, answer, stamp);
    if (epoch === this.epoch) this.store(entry);
    return entry;
  }

  private async entryOf(key: string, answer: Answer, stamp: string): Promise<Entry> {
    const expires = Date.now() + answer.ttlSeconds * 1000;
    if (answer.kind === 'json') {
      const body = typeof answer.body === 'string' ? Buffer.from(answer.body, 'utf8') : answer.body;
      const etag = `W/"${createHash('sha1').update(body).digest('base64url')}"`;
      const brotliQuality = answer.ttlSeconds <= STOCK_TTL_SECONDS ? SHORT_LIVED_BROTLI_QUALITY : BROTLI_QUALITY;
      return { kind: 'json', key, stamp, expires, body, brotliQuality, etag, encoded: {}, encodedBytes: 0, bytes: body.length + key.length };
    }
    const at = answer.html.indexOf(answer.gap);
    const head = Buffer.from(at < 0 ? answer.html : answer.html.slice(0, at), 'utf8');
    const tail = Buffer.from(at < 0 ? '' : answer.html.slice(at + answer.gap.length), 'utf8');
    const gzipped = await spliceableGzip(head, tail);
    const bytes = head.length + tail.length + gzipped.head.length + gzipped.tail.length + key.length;
    return { kind: 'page', key, stamp, expires, head, tail, gapped: at >= 0, gzip: gzipped, bytes };
  }

  private store(entry: Entry): void {
    if (entry.bytes > this.maxBytes) return;
    const old = this.entries.get(entry.key);
    if (old) this.drop(old);
    this.entries.set(entry.key, entry);
    this.bytes += entry.bytes;
    this.evict();
  }

  private evict(): void {
    for (const oldest of this.entries.values()) {
      if (this.entries.size <= this.maxEntries && this.bytes <= this.maxBytes) return;
      this.drop(oldest);
    }
  }

  private drop(entry: Entry): void {
    if (this.entries.get(entry.key) !== entry) return;
    this.entries.delete(entry.key);
    this.bytes -= entry.bytes + (entry.kind === 'json' ? entry.encodedBytes : 0);
  }

  private async send(request: FastifyRequest, reply: FastifyReply, entry: Entry, fillGap?: GapFiller): Promise<void> {
    if (entry.kind === 'page') {
      const { gap, headers } = fillGap!();
      const value = Buffer.from(entry.gapped ? gap : '', 'utf8');
      // The gap (a per-answer nonce) cannot be in a cached brotli stream: gzip around it; brotli made for this answer
      // only for a client that takes no gzip (none of today's browsers).
      const encoding = this.negotiator.of(request.headers['accept-encoding'], ['gzip', 'br']);
      void reply.headers(headers).header('Vary', 'Accept-Encoding').type('text/html; charset=utf-8');
      if (encoding === 'gzip') {
        void reply.header('Content-Encoding', 'gzip').send(splicedGzip(entry.gzip, value));
        return;
      }
      const page = Buffer.concat([entry.head, value, entry.tail]);
      if (encoding === 'br') void reply.header('Content-Encoding', 'br').send(await brotli(page, PAGE_BROTLI));
      else void reply.send(page);
      return;
    }
    void reply.header('ETag', entry.etag).header('Vary', 'Accept-Encoding').type('application/json; charset=utf-8');
    const match = request.headers['if-none-match'];
    if (match !== undefined && match.split(',').some((tag) => tag.trim() === entry.etag || tag.trim() === '*')) {
      void reply.code(304).send();
      return;
    }
    const encoding = entry.body.length < COMPRESS_THRESHOLD ? 'identity' : this.negotiator.of(request.headers['accept-encoding'], ['br', 'gzip']);
    if (encoding === 'identity') {
      void reply.send(entry.body);
      return;
    }
    void reply.header('Content-Encoding', encoding).send(await this.encoded(entry, encoding));
  }

  /** The entry's body in `encoding`, compressed on first demand (one compression per entry and encoding). */
  private encoded(entry: JsonEntry & Entry, encoding: 'br' | 'gzip'): Promise<Buffer> {
    let done = entry.encoded[encoding];
    if (!done) {
      done = (
        encoding === 'br'
          ? brotli(entry.body, { params: { [constants.BROTLI_PARAM_QUALITY]: entry.brotliQuality, [constants.BROTLI_PARAM_SIZE_HINT]: entry.body.length } })
          : gzipAsync(entry.body, { level: 9 })
      ).then((buffer) => {
        if (this.entries.get(entry.key) === entry) {
          entry.encodedBytes += buffer.length;
          this.bytes += buffer.length;
          this.evict();
        }
        return buffer;
      });
      entry.encoded[encoding] = done;
    }
    return done;
  }

  usage(): { entries: number; bytes: number; hits: number; misses: number } {
    return { entries: this.entries.size, bytes: this.bytes, hits: this.hits, misses: this.misses };
  }

  clear(): void {
    this.epoch++;
    this.entries.clear();
    this.bytes = 0;
  }
}

/** A fresh CSP nonce (128 random bits, hex: what helmet made). */
export function cspNonce(): string {
  return randomBytes(16).toString('hex');
}
