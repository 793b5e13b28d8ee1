import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Product, ProductSearchResponse } from '../../src/api/types';
import { customerOf } from '../plugins/auth';
import { priceServiceFor } from '../services/prices';
import { MAX_IDS, MAX_TAKE, searchService } from '../services/search/service';

/** SPEC §3 Area info in a body. Fields are checked in the service so an empty value also answers '<name> must be defined'. */
const AreaBody = Type.Object({
  areaId: Type.Optional(Type.String({ maxLength: 100 })),
  languageCode: Type.Optional(Type.String({ maxLength: 20 })),
  currencyCode: Type.Optional(Type.String({ maxLength: 10 })),
});

const FacetBody = Type.Object({
  type: Type.Union([Type.Literal('CheckboxAnd'), Type.Literal('CheckboxOr'), Type.Literal('Slider')]),
  field: Type.String({ minLength: 1, maxLength: 200 }),
  queryField: Type.Optional(Type.String({ maxLength: 200 })),
  label: Type.Optional(Type.String({ maxLength: 200 })),
});

const SortingBody = Type.Object({
  field: Type.String({ minLength: 1, maxLength: 200 }),
  direction: Type.Union([Type.Literal('Ascending'), Type.Literal('Descending')]),
});

const SearchBody = Type.Object({
  freeText: Type.Optional(Type.String({ maxLength: 500 })),
  filter: Type.Optional(
    Type.Object({
      categoryId: Type.Optional(Type.String({ maxLength: 100 })),
      brandId: Type.Optional(Type.Integer()),
      productIds: Type.Optional(Type.Array(Type.String({ maxLength: 100 }), { maxItems: 5000 })),
      onOffer: Type.Optional(Type.Boolean()),
      relatedTo: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
    }),
  ),
  // field → string[] or { min?, max? }; checked in the service (precise 400s, no union coercion surprises).
  facets: Type.Optional(Type.Record(Type.String(), Type.Unknown())),
});

/**
 * SPEC §7 "Prices and products":
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
    {
      schema: {
        body: Type.Object({
          area: AreaBody,
          facets: Type.Optional(Type.Array(FacetBody, { maxItems: 50 })),
          skip: Type.Optional(Type.Integer({ minimum: 0 })),
          take: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_TAKE })),
          search: Type.Optional(SearchBody),
          lookupTemplate: Type.Optional(Type.String({ maxLength: 100 })),
          sorting: Type.Optional(Type.Array(SortingBody, { maxItems: 10 })),
        }),
      },
    },
    async (request): Promise<ProductSearchResponse> =>
      searchService(app).search(request.body, { customerNumber: customerOf(request), prices: priceServiceFor(app).internal }),
  );

  app.post(
    '/GetProductsByIds',
    {
      schema: {
        body: Type.Object({
          area: AreaBody,
          lookupTemplate: Type.Optional(Type.String({ maxLength: 100 })),
          ids: Type.Array(Type.String({ maxLength: 100 }), { maxItems: MAX_IDS }),
        }),
      },
    },
    async (request): Promise<{ items: Record<string, Product> }> => searchService(app).byIds(request.body),
  );

  // A listening server builds the index right away (in the background); injected test apps stay lazy.
  app.addHook('onListen', async () => {
    void searchService(app)
      .warmUp()
      .catch((err: unknown) => app.log.error({ err }, 'search index warm-up failed'));
  });
  app.addHook('onClose', async () => {
    await searchService(app).settled();
  });
};

export default productRoutes;
