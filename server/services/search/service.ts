/**
 * Per-instance search service: owns the CatalogueIndex (built lazily on the first search and awaited by
 * concurrent requests), keeps it in step with the catalogue, and caches built Product objects.
 *
 * Catalogue changes: `invalidateCatalogue(app)` bumps the cache generation 'catalogue' (shared through Redis when
 * configured) and a local counter. Each instance notices a local bump at once and a shared one within a second,
 * rebuilds in the background and keeps answering from the previous index until the new one is ready.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { AreaInfo } from '../../../contract/common';
import type { Facet, FacetType, Product, ProductSearchResponse, SearchFilter, Sorting, SortingOption } from '../../../contract/products';
import { migrations, type Db } from '../../db';
import { isDatabaseUnavailable } from '../../db/availability';
import { MAX_IDS, MAX_TAKE } from '../../../contract/products';
import { badRequest, notFound, requireParam } from '../../errors';
import { normalizeLanguageCode, parseJson, resolveAreaLanguage } from '../area';
import type { Cache } from '../cache';
import type { InternalPriceCalculator } from '../prices/internal';
import { loadProducts } from '../products';
import { shopToday } from '../cart/delivery';
import { withAvailability } from '../stock';
import { invalidateSitemaps } from '../sitemap';
import { buildCatalogueIndex, snapshotParts } from './build';
import { mergedSearch } from './merge';
import { CatalogueIndex, type FacetRequest, type PriceGroup, type RelatedRequest, type SearchParams, type Selection } from './catalogueIndex';
import { Lru } from './lru';
import type { TextIndex } from './textIndex';
import { changesSince, readSnapshot, readSnapshotChanges, writeSnapshot, writeSnapshotChanges, SNAPSHOT_FORMAT, type SnapshotMeta } from './snapshot';
import { catalogueVersion, type CatalogueVersion } from './version';
import { prewarmDatabase } from './prewarm';

/** Cache namespace whose generation marks catalogue changes. */
export const CATALOGUE_NAMESPACE = 'catalogue';
/** The shared generation is checked at most this often. */
export const GENERATION_CHECK_MS = 1000;
/** Built products kept per instance (area × language × currency × id). */
export const PRODUCT_CACHE_SIZE = 5000;
/** Seconds the generation token lives in the cache (an expiry only causes one extra rebuild). */
const TOKEN_TTL_SECONDS = 7 * 24 * 3600;
/** The last migration this code knows (a snapshot is of the same schema). */
const LAST_MIGRATION = Object.keys(migrations).sort().at(-1) ?? '';

/** Products of the warm-up's free-text search (a page of the product list). */
const WARM_PAGE = 24;

/** What the warm-up reads of an area. */
interface WarmArea {
  id: string;
  default_language: string;
  currency_code: string;
  settings: string;
}

/** The dictionary's word (4+ letters) in most products: the warm-up's free text. */
function commonWord(text: TextIndex | undefined): string | null {
  if (!text) return null;
  let best: string | null = null;
  let most = 0;
  for (let t = 0; t < text.termCount; t++) {
    const df = text.df(t);
    if (df > most && /^\p{L}{4,}$/u.test(text.terms[t]!)) {
      most = df;
      best = text.terms[t]!;
    }
  }
  return best;
}

/** Area/language checks are remembered this long. */
const AREA_CHECK_TTL_MS = 60_000;
/** Searches replayed to warm a rebuilt index. */
const RECENT_SEARCHES = 32;
/** How often each instance looks for product changes of other instances (catalogue_changes). */
export const FEED_POLL_MS = 100;
/** Changes are looked for this far back on every poll (a writer's transaction may commit after its time stamp). */
const FEED_OVERLAP_MS = 2000;
/** A burst of many changes (an import on another instance) is folded in by a full rebuild after this much quiet. */
const FEED_QUIET_MS = 1000;
/** Feed rows read per poll. */
const FEED_BATCH = 5000;
/** Feed rows are deleted after this long. */
const FEED_KEEP_MS = 10 * 60_000;
/** Beyond this many changed products since the last full build, a full rebuild folds them into the main index. */
export const MAX_CHANGED_PRODUCTS = 2000;
/** Cache namespace and lifetime of the 'customers also bought' lists (order history changes slowly). */
export const RELATED_NAMESPACE = 'related';
export const ALSO_BOUGHT_TTL_SECONDS = 600;
/** Co-purchased products considered per product. */
const ALSO_BOUGHT_LIMIT = 50;
/** Orders that never became purchases do not count as bought together. */
const NOT_BOUGHT = ['Rejected', 'PendingPayment'];

/**
 * Who searches: the price sorting and the price slider use the prices this caller pays (SearchService.search).
 * `prices` is the internal price calculation (customer lookup and discount rules, cached in app.cache).
 */
export interface SearchCaller {
  customerNumber: string | null;
  prices: Pick<InternalPriceCalculator, 'customer' | 'discountRules' | 'anonymousCurrency'>;
}

const FACET_TYPES: readonly FacetType[] = ['CheckboxAnd', 'CheckboxOr', 'Slider'];

interface Generation {
  token: string;
  local: number;
}

/** Local generation per database (the decorated db is shared by every encapsulated Fastify context). */
const localGenerations = new WeakMap<object, number>();
const services = new WeakMap<object, SearchService>();

/** The index in use, the catalogue version it was built from (snapshots) and whether it is on disk. */
interface Current {
  index: CatalogueIndex;
  generation: Generation;
  buildMs: number;
  version: CatalogueVersion | null;
  builtAt: string;
  /** A write to disk was started (or it was read from there). */
  persisted: boolean;
  /** It is on disk (changes.json may list what changed since). */
  written: boolean;
}

interface AppLike {
  db: Db;
  cache: Cache;
  log: FastifyBaseLogger;
}

/** The body of GetProductsBySearch (src/api/types ProductSearchRequest) as it may arrive: fields checked here. */
export interface SearchInput {
  area?: Partial<AreaInfo>;
  facets?: { type: FacetType; field: string; queryField?: string }[];
  skip?: number;
  take?: number;
  search?: { freeText?: string; filter?: SearchFilter; facets?: Record<string, unknown> };
  lookupTemplate?: string;
  sorting?: Sorting[];
}

/** The body of GetProductsByIds. */
export interface ByIdsInput {
  area?: Partial<AreaInfo>;
  lookupTemplate?: string;
  ids?: string[];
}

export interface IndexStatus {
  ready: boolean;
  /** The first warm-up (default languages, currencies, sort orders) has finished: /integrity/ready. */
  warmed: boolean;
  building: boolean;
  products: number;
  buildMs: number | null;
  languages: string[];
  currencies: string[];
  bytes: number;
}

export class SearchService {
  private current: Current | null = null;
  /** Where the index is kept on disk (useSnapshots; null: never). */
  private snapshotDir: string | null = null;
  /** The catalogue's version read at the start of the last completed feed poll (changes.json stands for it). */
  private versionSeen: { version: CatalogueVersion; at: string } | null = null;
  /** changeSeq that changes.json was last written for (-1: none for the current snapshot yet). */
  private changesWritten = -1;
  /** A whole-catalogue or big change waits for a rebuild: the snapshot on disk is not brought forward meanwhile. */
  private snapshotStale = false;
  private changesFailed = false;
  private persisting: Promise<void> = Promise.resolve();
  private building: Promise<CatalogueIndex> | null = null;
  private checking: Promise<void> | null = null;
  private warming: Promise<void> | null = null;
  private warmed = false;
  private lastCheck = 0;
  private seen: Generation | null = null;
  private readonly products = new Lru<string, Product>(PRODUCT_CACHE_SIZE, 'searchProducts');
  /** Recent distinct searches, replayed on a new index before it replaces the old one (warms lazy sort orders). */
  private readonly recent = new Lru<string, SearchParams>(RECENT_SEARCHES);
  private readonly areaChecks = new Map<string, number>();
  /**
   * Products changed since the current index was built (id → sequence number of the change): tombstoned in the
   * current index, searched in `delta`, a partial index of their current version (merge.ts).
   */
  private readonly changedIds = new Map<string, number>();
  private changeSeq = 0;
  /** Moves whenever a search may answer differently (an index or a partial index goes live, products are dropped). */
  private answersSeq = 0;
  private delta: CatalogueIndex | null = null;
  private deltaBuild: Promise<void> | null = null;
  private deltaDirty = false;
  /** The change feed (catalogue_changes) of other instances. */
  private feedTimer: NodeJS.Timeout | null = null;
  private feedSince = new Date().toISOString();
  private feedPolling: Promise<void> | null = null;
  private readonly feedSeen = new Map<string, number>();
  /** Product id → time its change was applied here (its own feed rows are then skipped). */
  private readonly appliedHere = new Map<string, number>();
  private lastPrune = 0;
  /** The database file being read into the OS cache after the first warm-up (prewarm.ts). */
  private prewarming: Promise<void> | null = null;
  private stopping = false;
  /** When the feed last brought more changes than a partial index takes (a full rebuild follows when it is quiet). */
  private bigChangeAt = 0;

  constructor(private readonly app: AppLike) {}

  status(): IndexStatus {
    const c = this.current;
    return {
      ready: c !== null,
      warmed: this.warmed,
      building: this.building !== null,
      products: (c?.index.live ?? 0) + (this.delta?.n ?? 0),
      buildMs: c?.buildMs ?? null,
      languages: c?.index.loadedLanguages ?? [],
      currencies: c?.index.loadedCurrencies ?? [],
      bytes: c?.index.bytes ?? 0,
    };
  }

  private localGeneration(): number {
    return localGenerations.get(this.app.db) ?? 0;
  }

  /** The shared generation token; `fresh` when this call created it (after an invalidation, or the cache is down). */
  private async sharedToken(): Promise<{ token: string; fresh: boolean }> {
    let fresh = false;
    const token = await this.app.cache.wrap(CATALOGUE_NAMESPACE, 'generation', TOKEN_TTL_SECONDS, async () => {
      fresh = true;
      return randomUUID();
    });
    return { token, fresh };
  }

  private async currentGeneration(): Promise<Generation> {
    return { token: (await this.sharedToken()).token, local: this.localGeneration() };
  }

  /** Builds a new index (warming the languages and currencies of `warm`) and makes it current. */
  private rebuild(warm: CatalogueIndex | null): Promise<CatalogueIndex> {
    if (this.building) return this.building;
    const building = (async () => {
      if (warm === null) {
        const loaded = await this.loadSnapshot();
        if (loaded) return loaded;
      }
      const generation = await this.currentGeneration();
      const started = performance.now();
      const startSeq = this.changeSeq;
      this.snapshotStale = false;
      const version = this.snapshotDir ? await catalogueVersion(this.app.db).catch(() => null) : null;
      const builtAt = new Date().toISOString();
      const { index, stats } = await buildCatalogueIndex(this.app.db);
      // Keep the languages and currencies in use warm, so the swap causes no cold request.
      const languages = warm?.loadedLanguages ?? [];
      const currencies = warm?.loadedCurrencies ?? [];
      for (const language of languages) await index.ensure(language, currencies[0] ?? '');
      for (const currency of currencies) await index.ensure(languages[0] ?? index.data.defaultLanguage, currency);
      for (const params of [...this.recent.values()]) {
        await index.warm(params).catch(() => undefined);
        await new Promise((resolve) => setImmediate(resolve));
      }
      // A rebuild (an index is serving meanwhile) gets what the start's warm-up builds too, before its snapshot.
      if (warm !== null) await this.warmAreas(index).catch((err: unknown) => this.app.log.warn({ err }, 'search index: warming the rebuilt index failed'));
      const buildMs = Math.round(performance.now() - started);
      this.app.log.info(
        { products: stats.products, coreMs: stats.ms, buildMs, languages, currencies },
        `search index built: ${stats.products} products in ${buildMs} ms`,
      );
      // Changes noted since the build started may be missing from it: they stay in the index of changed products.
      for (const [id, seq] of this.changedIds) if (seq <= startSeq) this.changedIds.delete(id);
      index.tombstone(this.changedIds.keys());
      this.current = { index, generation, buildMs, version, builtAt, persisted: false, written: false };
      this.answersSeq++;
      this.seen = generation;
      if (this.warmed) this.persistIndex();
      if (this.changedIds.size === 0) this.delta = null;
      else await this.refreshDelta();
      this.startFeed();
      return index;
    })();
    this.building = building;
    building
      .catch((err: unknown) => this.app.log.error({ err }, 'search index build failed'))
      .finally(() => {
        if (this.building === building) this.building = null;
      });
    return building;
  }

  /**
   * Notices catalogue changes: a local bump at once, the shared token at most once per second.
   * On a change the product cache is cleared and, when an index exists, a background rebuild starts.
   */
  private checkGeneration(): void {
    const local = this.localGeneration();
    if (this.seen && this.seen.local !== local) {
      this.changed(this.seen.token);
      return;
    }
    const now = Date.now();
    if (this.checking || now - this.lastCheck < GENERATION_CHECK_MS) return;
    this.lastCheck = now;
    this.checking = (async () => {
      const { token, fresh } = await this.sharedToken();
      if (!this.seen) {
        this.seen = { token, local };
        return;
      }
      if (token === this.seen.token) return;
      // A token made by this very call is either a real invalidation or a cache that is down (then every
      // call makes a new one): only the first is a change.
      if (fresh && !(await this.app.cache.check()).ok) return;
      this.changed(token);
    })()
      // The database gone (stopped, restarting): server/index.ts logs that once.
      .catch((err: unknown) => {
        if (!isDatabaseUnavailable(err)) this.app.log.warn({ err }, 'catalogue generation check failed');
      })
      .finally(() => {
        this.checking = null;
      });
  }

  private changed(token: string): void {
    this.products.clear();
    this.answersSeq++;
    this.areaChecks.clear();
    this.seen = { token, local: this.localGeneration() };
    if (this.current) void this.rebuild(this.current.index).catch(() => undefined);
  }

  /**
   * Patches products into this instance's index without a full rebuild (productsChanged in changes.ts; the feed
   * of other instances): their entries in the current index are tombstoned and their current version (none for a
   * deleted product) is searched in a small partial index, merged into every search. Many changes at once (an
   * import) start a full rebuild in the background instead; the partial index serves until it is done.
   */
  async applyChanges(productIds: readonly string[]): Promise<void> {
    const now = Date.now();
    for (const id of productIds) {
      this.changedIds.set(id, ++this.changeSeq);
      this.appliedHere.set(id, now);
    }
    this.products.clear();
    this.answersSeq++;
    if (!this.current) return;
    this.current.index.tombstone(productIds);
    if (this.changedIds.size > MAX_CHANGED_PRODUCTS) void this.rebuild(this.current.index).catch(() => undefined);
    try {
      await this.refreshDelta();
    } catch (err) {
      // The change is committed: a full rebuild brings it in instead (the tombstones hold until then).
      this.app.log.error({ err }, 'search: index of changed products failed; rebuilding');
      void this.rebuild(this.current.index).catch(() => undefined);
    }
  }

  /** This instance is about to rebuild for a whole-catalogue change (its own feed row '*' is then skipped). */
  wholeCatalogueChanged(): void {
    this.appliedHere.set('*', Date.now());
    this.bigChangeAt = 0;
  }

  /** Rebuilds the partial index of changed products (one build at a time; a request meanwhile runs once more after). */
  private refreshDelta(): Promise<void> {
    if (this.deltaBuild) {
      this.deltaDirty = true;
      return this.deltaBuild.then(() => (this.deltaBuild ? this.deltaBuild : undefined));
    }
    const run = async (): Promise<void> => {
      do {
        this.deltaDirty = false;
        const ids = [...this.changedIds.keys()];
        const { index } = await buildCatalogueIndex(this.app.db, ids);
        const main = this.current?.index;
        for (const language of main?.loadedLanguages ?? []) await index.ensure(language, main?.loadedCurrencies[0] ?? '');
        for (const currency of main?.loadedCurrencies ?? []) await index.ensure(main?.data.defaultLanguage ?? '', currency);
        this.delta = index.n > 0 ? index : null;
        this.answersSeq++;
      } while (this.deltaDirty);
    };
    this.deltaBuild = run().finally(() => {
      this.deltaBuild = null;
    });
    return this.deltaBuild;
  }

  /** Starts polling the change feed (once an index exists; the timer does not keep the process alive). */
  private startFeed(): void {
    if (this.feedTimer) return;
    this.feedTimer = setInterval(() => {
      if (this.feedPolling) return;
      this.feedPolling = this.pollFeed()
        // The database gone (stopped, restarting): server/index.ts logs that once; the next poll tries again.
        .catch((err: unknown) => {
          if (!isDatabaseUnavailable(err)) this.app.log.warn({ err }, 'catalogue change feed poll failed');
        })
        .finally(() => {
          this.feedPolling = null;
        });
    }, FEED_POLL_MS);
    this.feedTimer.unref();
  }

  /** Stops the feed and the prewarm (the app closes). */
  async stop(): Promise<void> {
    if (this.feedTimer) clearInterval(this.feedTimer);
    this.feedTimer = null;
    this.stopping = true;
    await this.feedPolling;
    await this.prewarming;
  }

  /** Reads the SQLite file into the OS cache once, in the background (prewarm.ts). */
  private prewarmDatabase(): void {
    if (this.prewarming || this.stopping) return;
    this.prewarming = prewarmDatabase(this.app.db, () => this.stopping)
      .then((result) => {
        if (result) this.app.log.info(result, `search: database file ${result.skipped ? `not read into the OS cache (${result.skipped})` : `read into the OS cache: ${Math.round(result.bytes / 1e6)} MB in ${result.ms} ms`}`);
      })
      .catch((err: unknown) => this.app.log.warn({ err }, 'search: reading the database file into the OS cache failed'));
  }

  /** Applies the feed rows written since the last poll (by any instance; this instance's own ones are skipped). */
  async pollFeed(): Promise<void> {
    const now = Date.now();
    // Read before the feed: every change of this version is then in changedIds once the poll is done.
    const version = this.snapshotDir ? await catalogueVersion(this.app.db) : null;
    const rows = await this.app.db
      .selectFrom('catalogue_changes')
      .select(['id', 'product_id', 'changed_at'])
      .where('changed_at', '>=', this.feedSince)
      .orderBy('changed_at')
      .limit(FEED_BATCH)
      .execute();
    this.feedSince =
      rows.length === FEED_BATCH ? rows[rows.length - 1]!.changed_at : new Date(Math.max(Date.parse(this.feedSince), now - FEED_OVERLAP_MS)).toISOString();
    let whole = false;
    const fresh = new Set<string>();
    for (const row of rows) {
      if (this.feedSeen.has(row.id)) continue;
      this.feedSeen.set(row.id, now);
      if (row.product_id === '*') whole ||= (this.appliedHere.get('*') ?? 0) < Date.parse(row.changed_at);
      else if ((this.appliedHere.get(row.product_id) ?? 0) < Date.parse(row.changed_at)) fresh.add(row.product_id);
    }
    for (const [key, at] of this.feedSeen) if (at < now - 2 * FEED_OVERLAP_MS) this.feedSeen.delete(key);
    for (const [key, at] of this.appliedHere) if (at < now - 2 * FEED_OVERLAP_MS) this.appliedHere.delete(key);
    if (whole || (this.bigChangeAt > 0 && fresh.size === 0 && now - this.bigChangeAt > FEED_QUIET_MS)) {
      // The whole catalogue: rebuilt now, or once an import's stream of changes has gone quiet.
      this.bigChangeAt = 0;
      this.snapshotStale = true;
      this.changed(this.seen?.token ?? '');
    } else if (fresh.size > MAX_CHANGED_PRODUCTS || (this.bigChangeAt > 0 && fresh.size > 0)) {
      // The old versions stay searchable until then (an import on another instance is still running).
      this.bigChangeAt = now;
      this.snapshotStale = true;
      this.products.clear();
      this.answersSeq++;
    } else if (fresh.size > 0) {
      await this.applyChanges([...fresh]);
    }
    if (version) {
      this.versionSeen = { version, at: new Date(now).toISOString() };
      await this.persistChanges();
    }
    if (now - this.lastPrune > 60_000) {
      this.lastPrune = now;
      await this.app.db.deleteFrom('catalogue_changes').where('changed_at', '<', new Date(now - FEED_KEEP_MS).toISOString()).execute();
    }
  }

  // ------------------------------------------------------------------ the index on disk (snapshot.ts)

  /** Keeps the index on disk in `dir` (a listening server: server/routes/product.ts; null: never). */
  useSnapshots(dir: string | null): void {
    this.snapshotDir = dir;
  }

  /** The first index from the snapshot on disk when it is of this catalogue (null: build it). */
  private async loadSnapshot(): Promise<CatalogueIndex | null> {
    const dir = this.snapshotDir;
    if (!dir) return null;
    const started = performance.now();
    try {
      const version = await catalogueVersion(this.app.db);
      if (!version) return null;
      const snapshot = await readSnapshot(dir, (meta) => meta.epoch === version.epoch && meta.migration === LAST_MIGRATION);
      if (!snapshot) return null;
      const limits = { keepMs: FEED_KEEP_MS, overlapMs: FEED_OVERLAP_MS, max: MAX_CHANGED_PRODUCTS };
      const changed = await changesSince(this.app.db, snapshot.meta, await readSnapshotChanges(dir, snapshot.meta), version, limits);
      if (!changed) {
        this.app.log.info('search index snapshot is of an older catalogue: building the index');
        return null;
      }
      const generation = await this.currentGeneration();
      const index = new CatalogueIndex(snapshot.data, await snapshotParts(this.app.db, snapshot.data));
      index.restore(snapshot.extras);
      const { epoch, version: built, builtAt } = snapshot.meta;
      this.current = { index, generation, buildMs: 0, version: { epoch, version: built }, builtAt, persisted: true, written: true };
      this.answersSeq++;
      this.seen = generation;
      this.changesWritten = -1;
      if (changed.length > 0) await this.applyChanges(changed);
      this.current.buildMs = Math.round(performance.now() - started);
      this.startFeed();
      this.app.log.info(
        { products: index.n, changed: changed.length, ms: this.current.buildMs, languages: index.loadedLanguages, currencies: index.loadedCurrencies },
        `search index read from its snapshot: ${index.n} products (${changed.length} changed since) in ${this.current.buildMs} ms`,
      );
      return index;
    } catch (err) {
      this.app.log.warn({ err }, 'search index snapshot could not be read: building the index');
      return null;
    }
  }

  /** Writes the current index to disk in the background (one write at a time; a failure is logged, nothing else). */
  private persistIndex(): void {
    const dir = this.snapshotDir;
    const current = this.current;
    if (!dir || !current?.version || current.persisted) return;
    current.persisted = true;
    const version = current.version;
    this.persisting = this.persisting
      .then(async () => {
        if (this.current !== current) return; // a newer index is on its way
        const started = performance.now();
        const meta: SnapshotMeta = {
          format: SNAPSHOT_FORMAT,
          epoch: version.epoch,
          version: version.version,
          migration: LAST_MIGRATION,
          builtAt: current.builtAt,
          products: current.index.n,
        };
        const bytes = await writeSnapshot(dir, meta, current.index.data, await current.index.extras());
        current.written = true;
        this.changesWritten = -1;
        this.app.log.info(
          { bytes, ms: Math.round(performance.now() - started) },
          `search index snapshot written: ${Math.round(bytes / 1e6)} MB in ${Math.round(performance.now() - started)} ms`,
        );
        await this.persistChanges();
      })
      .catch((err: unknown) => this.app.log.warn({ err }, 'search index snapshot could not be written'));
  }

  /** Lists the products changed since the snapshot (changes.json) when they changed since the last list. */
  private async persistChanges(): Promise<void> {
    const dir = this.snapshotDir;
    const current = this.current;
    const seen = this.versionSeen;
    if (!dir || !current?.version || !current.written || !seen || this.snapshotStale || this.changesWritten === this.changeSeq) return;
    if (seen.version.epoch !== current.version.epoch) return;
    const seq = this.changeSeq;
    try {
      await writeSnapshotChanges(dir, {
        epoch: seen.version.epoch,
        builtAt: current.builtAt,
        version: seen.version.version,
        at: seen.at,
        ids: [...this.changedIds.keys()],
      });
      this.changesWritten = seq;
      this.changesFailed = false;
    } catch (err) {
      // Once per failure (the feed polls ten times a second); the snapshot then only serves with the feed's help.
      if (!this.changesFailed) this.app.log.warn({ err }, 'search index snapshot: the list of changed products could not be written');
      this.changesFailed = true;
    }
  }

  /** Runs the generation check now (after invalidateCatalogue); never starts a first build. */
  poke(): void {
    this.lastCheck = 0;
    this.checkGeneration();
  }

  /** The current index; the first call builds it (concurrent callers share the build). */
  async index(): Promise<CatalogueIndex> {
    if (this.current) {
      this.checkGeneration();
      return this.current.index;
    }
    return this.rebuild(null);
  }

  /**
   * Builds the index and loads the texts of the areas' default languages and the prices of their currencies (a
   * listening server calls it at start, so the first visitor does not wait for the build).
   */
  warmUp(): Promise<void> {
    this.warming ??= this.doWarmUp()
      .then(() => {
        this.warmed = true;
        this.persistIndex();
        this.prewarmDatabase();
      })
      .finally(() => {
        this.warming = null;
      });
    return this.warming;
  }

  private async doWarmUp(): Promise<void> {
    const index = await this.index();
    const areas = await this.warmAreas(index);
    await this.warmFreeText(index, areas);
  }

  /**
   * Loads the texts of the areas' default languages and the prices of their currencies, and builds what the product
   * lists' default facets and every sorting option need (sort orders, value bitsets, slider orders) — at start, and
   * on a rebuilt index before it is made current and written as the snapshot (so a start from that snapshot, and
   * the first list after the swap, find the name ranks ready instead of sorting every name again).
   */
  private async warmAreas(index: CatalogueIndex): Promise<WarmArea[]> {
    const areas: WarmArea[] = await this.app.db.selectFrom('areas').select(['id', 'default_language', 'currency_code', 'settings']).execute();
    const languages = [...new Set([index.data.defaultLanguage, ...areas.map((a) => normalizeLanguageCode(a.default_language))])];
    const currencies = [...new Set(areas.map((a) => a.currency_code.trim().toUpperCase()))];
    for (const language of languages) await index.ensure(language, currencies[0] ?? '');
    for (const currency of currencies) await index.ensure(index.data.defaultLanguage, currency);
    for (const area of areas) {
      const settings = parseJson<{ defaultFacets?: Facet[]; sortingOptions?: SortingOption[] }>(area.settings, {});
      const facets = (settings.defaultFacets ?? []).map((f) => ({ field: f.field, type: f.type }));
      for (const option of settings.sortingOptions ?? [{ name: '', queryValue: '', sortings: [] }]) {
        await index
          .warm({
            language: normalizeLanguageCode(area.default_language),
            currency: area.currency_code.trim().toUpperCase(),
            freeText: '',
            facets,
            selections: {},
            skip: 0,
            take: 1,
            sorting: option.sortings,
          })
          .catch(() => undefined);
        await new Promise((resolve) => setImmediate(resolve));
      }
    }
    return areas;
  }

  /**
   * A free-text search of each area through the whole path (text matching, its lazy structures, facets, the
   * products of the page from the database), so the first customer's search is as quick as the hundredth.
   */
  private async warmFreeText(index: CatalogueIndex, areas: readonly WarmArea[]): Promise<void> {
    for (const area of areas) {
      const languageCode = normalizeLanguageCode(area.default_language);
      const word = commonWord(index.textIndex(languageCode));
      if (!word) continue;
      const settings = parseJson<{ defaultFacets?: Facet[] }>(area.settings, {});
      await this.search({
        area: { areaId: area.id, languageCode, currencyCode: area.currency_code.trim().toUpperCase() },
        facets: settings.defaultFacets ?? [],
        search: { freeText: word },
        skip: 0,
        take: WARM_PAGE,
        sorting: [],
      }).catch(() => undefined);
    }
  }

  /** Resolves when no build is running (tests and the benchmark use it after invalidating). */
  async settled(): Promise<void> {
    while (this.building || this.checking || this.warming || this.deltaBuild) {
      await (this.building ?? this.checking ?? this.warming ?? this.deltaBuild)?.catch(() => undefined);
    }
  }

  /** 404 'Area id not found for language' for an unknown area or language (remembered for a minute). */
  private async checkArea(areaId: string, language: string): Promise<void> {
    const key = `${areaId}|${language}`;
    const until = this.areaChecks.get(key);
    if (until !== undefined && until > Date.now()) return;
    await resolveAreaLanguage(this.app.db, areaId, language);
    if (this.areaChecks.size > 1000) this.areaChecks.clear();
    this.areaChecks.set(key, Date.now() + AREA_CHECK_TTL_MS);
  }

  /** Products by id through the per-instance cache; the map has the found ids in the order given. */
  async loadProducts(ids: readonly string[], areaId: string, language: string, currency: string): Promise<Map<string, Product>> {
    this.checkGeneration();
    const prefix = `${areaId}\u0000${language}\u0000${currency}\u0000`;
    const found = new Map<string, Product>();
    const missing: string[] = [];
    for (const id of ids) {
      const hit = this.products.get(prefix + id);
      if (hit) found.set(id, hit);
      else missing.push(id);
    }
    if (missing.length > 0) {
      const loaded = await loadProducts(this.app.db, missing, language, currency, { areaId });
      for (const [id, product] of loaded) {
        this.products.set(prefix + id, product);
        found.set(id, product);
      }
    }
    const ordered = new Map<string, Product>();
    for (const id of ids) {
      const product = found.get(id);
      if (product) ordered.set(id, product);
    }
    // Stock is read fresh, outside the product cache (docs/stock.md).
    return withAvailability(this.app.db, ordered, shopToday(new Date()));
  }

  /**
   * The currency and price group whose prices sort and filter: a customer's own currency and price group (its
   * discount rules), else list prices in the requested currency when it has list prices, else the area's.
   */
  private async pricing(caller: SearchCaller | undefined, area: { areaId: string; currencyCode: string }): Promise<{ currency: string; priceGroup: PriceGroup | null }> {
    if (!caller) return { currency: area.currencyCode, priceGroup: null };
    const customer = caller.customerNumber ? await caller.prices.customer(caller.customerNumber) : null;
    if (customer) {
      const rules = await caller.prices.discountRules(customer.priceGroup);
      return { currency: customer.currencyCode, priceGroup: { group: customer.priceGroup, rules } };
    }
    return { currency: await caller.prices.anonymousCurrency(area.currencyCode, area.areaId), priceGroup: null };
  }

  /** Other products in the orders that hold this product (number of orders each), cached for a while. */
  private alsoBought(productId: string): Promise<[string, number][]> {
    return this.app.cache.wrap(RELATED_NAMESPACE, `bought:${productId}`, ALSO_BOUGHT_TTL_SECONDS, async () => {
      const rows = await this.app.db
        .selectFrom('order_lines as mine')
        .innerJoin('orders as o', 'o.id', 'mine.order_id')
        .innerJoin('order_lines as other', 'other.order_id', 'mine.order_id')
        .select(['other.product_id', (eb) => eb.fn.count<number>('other.order_id').distinct().as('orders')])
        .where('mine.product_id', '=', productId)
        .where('mine.type', '=', 'product')
        .where('other.type', '=', 'product')
        .where('other.product_id', '<>', productId)
        .where('o.status', 'not in', NOT_BOUGHT)
        .groupBy('other.product_id')
        .orderBy('orders', 'desc')
        .orderBy('other.product_id')
        .limit(ALSO_BOUGHT_LIMIT)
        .execute();
      return rows.map((r): [string, number] => [r.product_id, Number(r.orders)]);
    });
  }

  /**
   * The state of this instance's search as part of a cached answer's key (the answer cache: anonymous searches): a
   * search answered from another value of it is not served, so a change this instance's index has taken in (its own,
   * or another instance's through the feed) shows at its next search, as without the cache.
   */
  answersVersion(): number {
    return this.answersSeq;
  }

  async search(request: SearchInput, caller?: SearchCaller): Promise<ProductSearchResponse> {
    const area = checkedArea(request.area);
    const skip = request.skip ?? 0;
    const take = request.take ?? 20;
    if (!Number.isInteger(skip) || skip < 0) throw badRequest('skip must be an integer ≥ 0', { skip: 'is invalid' });
    if (!Number.isInteger(take) || take < 1 || take > MAX_TAKE) {
      throw badRequest(`take must be an integer from 1 to ${MAX_TAKE}`, { take: 'is invalid' });
    }
    const facets: FacetRequest[] = (request.facets ?? []).map((f, i) => {
      if (!f || typeof f.field !== 'string' || f.field === '') throw badRequest(`facets.${i}.field must be defined`, { [`facets.${i}.field`]: 'must be defined' });
      if (!FACET_TYPES.includes(f.type)) throw badRequest(`Unknown facet type '${String(f.type)}'`, { [`facets.${i}.type`]: 'is invalid' });
      return { field: f.field, type: f.type };
    });
    const search = request.search ?? {};
    const selections = checkedSelections(search.facets);
    // Selections are keyed by facet field; a facet's queryField (the URL name) is accepted too.
    for (const f of request.facets ?? []) {
      const alias = f.queryField;
      if (alias && alias !== f.field && selections[alias] !== undefined && selections[f.field] === undefined) {
        selections[f.field] = selections[alias];
        delete selections[alias];
      }
    }
    const sorting: Sorting[] = (request.sorting ?? []).map((s) => ({ field: s.field, direction: s.direction }));
    await this.checkArea(area.areaId, area.languageCode);
    const filter = search.filter ?? {};
    const relatedTo = filter.relatedTo?.trim();
    const index = await this.index();
    // Order history is only read for products of the catalogue (unknown ids cache nothing and cost no query).
    const [pricing, related] = await Promise.all([
      this.pricing(caller, area),
      relatedTo
        ? (index.idToDoc.has(relatedTo) ? this.alsoBought(relatedTo) : Promise.resolve([])).then(
            (alsoBought): RelatedRequest => ({ productId: relatedTo, alsoBought }),
          )
        : undefined,
    ]);

    const params: SearchParams = {
      language: area.languageCode,
      currency: pricing.currency,
      priceGroup: pricing.priceGroup,
      freeText: search.freeText ?? '',
      categoryId: filter.categoryId,
      brandId: filter.brandId,
      productIds: filter.productIds,
      onOffer: filter.onOffer === true,
      related,
      facets,
      selections,
      skip,
      take,
      sorting,
    };
    const delta = this.delta;
    const result = delta ? await mergedSearch(index, delta, params) : await index.search(params);
    // Remembered without the page: a rebuilt index replays it to build the same sort orders and columns.
    const warm = { ...params, skip: 0, take: 1, productIds: undefined, related: undefined };
    this.recent.set(JSON.stringify(warm), warm);
    const products = await this.loadProducts(
      result.hits.map((h) => h.id),
      area.areaId,
      area.languageCode,
      area.currencyCode,
    );
    const items: ProductSearchResponse['items'] = [];
    for (const hit of result.hits) {
      const item = products.get(hit.id);
      if (item) items.push({ item, score: hit.score });
    }
    return { itemsTotal: result.total, items, facetOptions: result.facetOptions };
  }

  async byIds(request: ByIdsInput): Promise<{ items: Record<string, Product> }> {
    const area = checkedArea(request.area);
    const ids = [...new Set((request.ids ?? []).map((id) => String(id).trim()).filter((id) => id !== ''))];
    if (ids.length > MAX_IDS) throw badRequest(`At most ${MAX_IDS} ids`, { ids: 'too many' });
    await this.checkArea(area.areaId, area.languageCode);
    const products = await this.loadProducts(ids, area.areaId, area.languageCode, area.currencyCode);
    if (products.size === 0) throw notFound();
    return { items: Object.fromEntries(products) };
  }
}

/** The area of a request with trimmed, required fields (400 naming the missing one), language normalised. */
function checkedArea(area: Partial<AreaInfo> | undefined): { areaId: string; languageCode: string; currencyCode: string } {
  requireParam(area, 'area');
  const areaId = requireParam(area?.areaId?.trim(), 'area.areaId');
  const languageCode = normalizeLanguageCode(requireParam(area?.languageCode?.trim(), 'area.languageCode'));
  const currencyCode = requireParam(area?.currencyCode?.trim(), 'area.currencyCode').toUpperCase();
  return { areaId, languageCode: requireParam(languageCode, 'area.languageCode'), currencyCode };
}

const MAX_SELECTED_VALUES = 200;

/** search.facets: field → string[] (checkbox values) or { min?, max? } (slider range). */
function checkedSelections(raw: unknown): Record<string, Selection> {
  if (raw === undefined || raw === null) return {};
  if (typeof raw !== 'object' || Array.isArray(raw)) throw badRequest('search.facets must be an object', { 'search.facets': 'is invalid' });
  const out: Record<string, Selection> = {};
  for (const [field, value] of Object.entries(raw as Record<string, unknown>)) {
    const name = `search.facets.${field}`;
    if (value === null || value === undefined) continue;
    if (Array.isArray(value)) {
      if (value.length > MAX_SELECTED_VALUES || !value.every((v) => typeof v === 'string' || typeof v === 'number')) {
        throw badRequest(`${name} must be a list of values`, { [name]: 'is invalid' });
      }
      out[field] = value.map(String);
      continue;
    }
    if (typeof value === 'object') {
      const range: { min?: number; max?: number } = {};
      for (const bound of ['min', 'max'] as const) {
        const v = (value as Record<string, unknown>)[bound];
        if (v === undefined || v === null || v === '') continue;
        const num = typeof v === 'number' ? v : typeof v === 'string' ? Number(v) : Number.NaN;
        if (!Number.isFinite(num)) throw badRequest(`${name}.${bound} must be a number`, { [`${name}.${bound}`]: 'is invalid' });
        range[bound] = num;
      }
      out[field] = range;
      continue;
    }
    throw badRequest(`${name} must be a list of values or { min, max }`, { [name]: 'is invalid' });
  }
  return out;
}

/** The search service of an app (one per database handle, shared by all encapsulated contexts). */
export function searchService(app: FastifyInstance | AppLike): SearchService {
  let service = services.get(app.db);
  if (!service) {
    service = new SearchService({ db: app.db, cache: app.cache, log: app.log });
    services.set(app.db, service);
  }
  return service;
}

/**
 * Marks the catalogue as changed (products, texts, specs, prices, categories, brands): every instance rebuilds
 * its search index in the background and drops its cached products. Call it after committing the change.
 */
export async function invalidateCatalogue(app: { db: Db; cache: Cache }): Promise<void> {
  localGenerations.set(app.db, (localGenerations.get(app.db) ?? 0) + 1);
  await app.cache.invalidate(CATALOGUE_NAMESPACE);
  // Product and category URLs and dates in the sitemaps follow the catalogue.
  await invalidateSitemaps(app);
  services.get(app.db)?.poke();
}
