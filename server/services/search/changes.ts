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
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Transaction } from 'kysely';
import type { Db } from '../../db';
import type { Database } from '../../db/schema';
import type { Cache } from '../cache';
import { invalidateSitemaps } from '../sitemap';
import { invalidateCatalogue, searchService } from './service';

/** Feed rows per INSERT. */
const ROWS = 400;

/** Writes the feed rows of these products (empty: the whole catalogue) in the caller's transaction. */
export async function noteProductChanges(trx: Transaction<Database> | Db, productIds: readonly string[]): Promise<void> {
  const changedAt = new Date().toISOString();
  const ids = productIds.length === 0 ? ['*'] : [...new Set(productIds)];
  for (let i = 0; i < ids.length; i += ROWS) {
    const rows = ids.slice(i, i + ROWS).map((productId) => ({ id: randomUUID(), product_id: productId, changed_at: changedAt }));
    await trx.insertInto('catalogue_changes').values(rows).execute();
  }
}

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
