/**
 * SPEC §7 POST /api/Price/GetPrices (prefix /api/Price) and the back-office view of the price source,
 * POST /backoffice/api/Perfion/GetPrices (prefix /backoffice/api/Perfion, role admin).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { PerfionPriceRequest, PriceRequest, PriceResponse, SourceViewResponse } from '../../contract/prices';
import { customerOf } from '../plugins/auth';
import { HttpError } from '../errors';
import { PriceSourceError, priceServiceFor, resolvePrices, type PriceQuery } from '../services/prices';
import { replies } from './_params';

function query(body: PriceRequest, customerNumber: string | null): PriceQuery {
  return {
    customerNumber,
    currencyCode: body.areaInfo.currencyCode.toUpperCase(),
    areaId: body.areaInfo.areaId.trim(),
    keys: body.products.map((k) => ({ productId: k.productId, variantId: k.variantId || null, unitOfMeasure: k.unitOfMeasure })),
    date: body.date,
  };
}

const priceRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/GetPrices', { schema: { body: PriceRequest, response: replies(PriceResponse) } }, async (request): Promise<PriceResponse> => {
    const result = await resolvePrices(app, query(request.body, customerOf(request)));
    return { prices: result.prices, currencyCode: result.currencyCode };
  });
};

/** Back office: the prices as the price source (Perfion/ERP) answers them for a customer. */
export const perfionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const options = { config: { backoffice: 'documents:read' as const }, schema: { body: PerfionPriceRequest, response: replies(SourceViewResponse) } };
  app.post('/GetPrices', options, async (request): Promise<SourceViewResponse> => {
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
