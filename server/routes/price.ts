/**
 * SPEC §7 POST /api/Price/GetPrices (prefix /api/Price) and the back-office view of the price source,
 * POST /backoffice/api/Perfion/GetPrices (prefix /backoffice/api/Perfion, role admin).
 */
import { Type, type FastifyPluginAsyncTypebox, type Static } from '@fastify/type-provider-typebox';
import type { PriceResponse } from '../../src/api/types';
import { ADMIN_ROLE, customerOf, requireRole } from '../plugins/auth';
import { HttpError } from '../errors';
import { PriceSourceError, priceServiceFor, resolvePrices, type PriceQuery, type SourceViewResult } from '../services/prices';

/** Most keys in one GetPrices call (the storefront sends 10). */
export const MAX_PRICE_KEYS = 200;

const PriceKeySchema = Type.Object({
  productId: Type.String({ minLength: 1, maxLength: 100 }),
  // ['string', 'null'] rather than anyOf: with coerceTypes, ajv would turn null into '' in an anyOf.
  variantId: Type.Optional(Type.Unsafe<string | null>({ type: ['string', 'null'], maxLength: 100 })),
  unitOfMeasure: Type.String({ minLength: 1, maxLength: 20 }),
});

const AreaInfoSchema = Type.Object({
  areaId: Type.String({ minLength: 1, maxLength: 50 }),
  currencyCode: Type.String({ pattern: '^[A-Za-z]{3}$' }),
  languageCode: Type.String({ minLength: 1, maxLength: 10 }),
});

const priceBodyProperties = {
  areaInfo: AreaInfoSchema,
  products: Type.Array(PriceKeySchema, { maxItems: MAX_PRICE_KEYS }),
  date: Type.Optional(Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}([T ][0-9:.+\\-Z]*)?$', maxLength: 40 })),
};

export const PriceRequestSchema = Type.Object(priceBodyProperties);
const PerfionRequestSchema = Type.Object({
  ...priceBodyProperties,
  customerNumber: Type.Optional(Type.Unsafe<string | null>({ type: ['string', 'null'], maxLength: 50 })),
});

function query(body: Static<typeof PriceRequestSchema>, customerNumber: string | null): PriceQuery {
  return {
    customerNumber,
    currencyCode: body.areaInfo.currencyCode.toUpperCase(),
    areaId: body.areaInfo.areaId.trim(),
    keys: body.products.map((k) => ({ productId: k.productId, variantId: k.variantId || null, unitOfMeasure: k.unitOfMeasure })),
    date: body.date,
  };
}

const priceRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/GetPrices', { schema: { body: PriceRequestSchema } }, async (request): Promise<PriceResponse> => {
    const result = await resolvePrices(app, query(request.body, customerOf(request)));
    return { prices: result.prices, currencyCode: result.currencyCode };
  });
};

/** Back office: the prices as the price source (Perfion/ERP) answers them for a customer. */
export const perfionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/GetPrices', { schema: { body: PerfionRequestSchema } }, async (request): Promise<SourceViewResult> => {
    requireRole(request, ADMIN_ROLE);
    const customerNumber = request.body.customerNumber?.trim() || null;
    try {
      return await priceServiceFor(app).sourceView(query(request.body, customerNumber));
    } catch (err) {
      if (err instanceof PriceSourceError) throw new HttpError(502, `Price source failed: ${err.message}`);
      throw err;
    }
  });
};

export default priceRoutes;
