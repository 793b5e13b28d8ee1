import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ProductSearchRequest,
  ProductSearchResponse,
  ProductsByIdsRequest,
  ProductsByIdsResponse,
} from '../../contract/products';
import { customerOf } from '../plugins/auth';
import { STOCK_TTL_SECONDS, type Answer } from '../services/answerCache';
import { priceServiceFor } from '../services/prices';
import { searchService } from '../services/search/service';
import { replies } from './_params';

/**
 * SPEC §7 "Prices and products" (shapes: contract/products.ts):
 * - POST /api/Product/GetProductsBySearch — body: area, facets, skip, take, search (query tree), lookupTemplate,
 *   sorting → { itemsTotal, items: [{ item, score }], facetOptions }.
 * - POST /api/Product/GetProductsByIds — body: area, lookupTemplate, ids → { items: { [id]: Product } }; 404
 *   'Not Found' when none of the ids exists.
 * lookupTemplate is accepted and currently does not change the reply (every item is a full Product).
 *
 * The search sorts by price and filters the price slider by what the caller pays: a logged-in customer's net
 * prices (their currency, their price group's discounts — the internal calculation, also when a price source
 * prices the pages), list prices for anonymous visitors. filter.onOffer: products with a campaign (before)
 * price; filter.relatedTo: products related to that product, ranked by relatedness.
 */
const productRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/GetProductsBySearch',
    { schema: { body: ProductSearchRequest, response: replies(ProductSearchResponse) } },
    async (request, reply): Promise<ProductSearchResponse | void> => {
      const load = () => searchService(app).search(request.body, { customerNumber: customerOf(request), prices: priceServiceFor(app).internal });
      // Anonymous searches come from the answer cache (docs/caches.md 'answers'); related lists (order history, cached
      // apart as 'related') are always searched.
      const bodyKey = request.body.search?.filter?.relatedTo ? null : app.answers.keyOfBody(request);
      if (bodyKey === null) return load();
      // A change this instance's index took in (the feed of other instances included) makes a new key: the next
      // search is searched.
      const key = `${bodyKey} @${searchService(app).answersVersion()}`;
      if (await app.answers.tryServe(request, reply, key)) return;
      // The products hold availability (stock moves no generation): kept STOCK_TTL_SECONDS.
      await app.answers.fillAndServe(request, reply, key, async (): Promise<Answer> => {
        const body = reply.serialize(await load());
        return { kind: 'json', body: typeof body === 'string' || Buffer.isBuffer(body) ? body : Buffer.from(body), ttlSeconds: STOCK_TTL_SECONDS };
      });
    },
  );

  app.post(
    '/GetProductsByIds',
    { schema: { body: ProductsByIdsRequest, response: replies(ProductsByIdsResponse) } },
    async (request): Promise<ProductsByIdsResponse> => searchService(app).byIds(request.body),
  );

  // A listening server builds the index right away (in the background); injected test apps stay lazy.
  app.addHook('onListen', async () => {
    // The index is read from (and kept in) SEARCH_SNAPSHOT_DIR when it is there and of this catalogue.
    searchService(app).useSnapshots(app.config.searchSnapshotDir);
    void searchService(app)
      .warmUp()
      .catch((err: unknown) => app.log.error({ err }, 'search index warm-up failed'));
  });
  app.addHook('onClose', async () => {
    await searchService(app).stop();
    await searchService(app).settled();
  });
};

export default productRoutes;
