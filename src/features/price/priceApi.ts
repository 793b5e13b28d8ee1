import { baseApi } from '../../api/baseApi';
import type { PriceRequest, PriceResponse } from '../../api/types';

export const priceApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** SPEC §7 POST /api/Price/GetPrices — called in batches by the price saga, not from components. */
    getPrices: build.mutation<PriceResponse, PriceRequest>({
      query: (body) => ({ url: '/api/Price/GetPrices', method: 'POST', body }),
    }),
  }),
});
