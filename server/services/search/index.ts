/**
 * Product search: an in-memory index per server instance (catalogueIndex.ts, built by build.ts, owned by service.ts).
 * Other features call invalidateCatalogue(app) after changing products, texts, specs, prices, categories or brands.
 */
export { invalidateCatalogue, searchService, type IndexStatus } from './service';
export type { SearchParams, SearchResult } from './catalogueIndex';
export { noteProductChanges, productsChanged } from './changes';
