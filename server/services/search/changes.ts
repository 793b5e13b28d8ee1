/**
 * Product changes for the search index, incrementally (issue 18). Whoever changes products calls
 *
 *   await noteProductChanges(trx, productIds)   // inside the writing transaction: the feed row of every instance
 *   await productsChanged(app, productIds)      // after the commit: this instance at once
 *
 * and every instance's index follows without a full rebuild: this one at once, the others within about
 * FEED_POLL_MS (service.ts polls catalogue_changes). The ids may name created, updated and deleted products alike.
 * An empty list means the whole catalogue (a full rebuild everywhere), as invalidateCatalogue does.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db';
import type { Cache } from '../cache';
import { invalidateSitemaps } from '../sitemap';
import { invalidateCatalogue, searchService } from './service';
import { noteProductChanges } from './version';

export { catalogueVersion, noteProductChanges, type CatalogueVersion } from './version';

/**
 * After the commit: patches this instance's search index (the products leave or join search at once) and drops
 * what depends on them (built products, sitemaps). Other instances follow through the feed.
 */
export async function productsChanged(
  app: { db: Db; cache: Cache; log?: FastifyBaseLogger },
  productIds: readonly string[],
): Promise<void> {
  if (productIds.length === 0) {
    // The other instances through the feed (their cache may not be shared), this one through the generation.
    await noteProductChanges(app.db, []);
    searchService({ db: app.db, cache: app.cache, log: app.log ?? silentLog }).wholeCatalogueChanged();
    await invalidateCatalogue(app);
    return;
  }
  await invalidateSitemaps(app);
  await searchService({ db: app.db, cache: app.cache, log: app.log ?? silentLog }).applyChanges(productIds);
}

const noop = () => undefined;
/** A logger for callers without one (the CLI): the search service only logs failures of background work. */
const silentLog = { info: noop, warn: noop, error: noop, debug: noop, trace: noop, fatal: noop, child: () => silentLog, level: 'silent', silent: noop } as unknown as FastifyBaseLogger;
