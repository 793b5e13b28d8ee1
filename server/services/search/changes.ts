/** Catalogue changes of single products, for the search index (see productsChanged). */
import type { Db } from '../../db';
import type { Cache } from '../cache';
import { invalidateCatalogue } from './service';

/**
 * Call after committing changes to these products (created, updated or deleted); an empty list means the whole
 * catalogue changed.
 */
export async function productsChanged(app: { db: Db; cache: Cache }, productIds: readonly string[]): Promise<void> {
  void productIds;
  await invalidateCatalogue(app);
}
