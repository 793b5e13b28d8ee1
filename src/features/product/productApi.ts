import { baseApi } from '../../api/baseApi';
import type { AreaInfo, Product } from '../../api/types';
import { productsReceived } from './productSlice';

/** SPEC §3 content lookup template used for product lists and the comparison. */
export const PRODUCT_LIST_LOOKUP_TEMPLATE = 'product-list';
/** SPEC §2 lookup template of products looked up for cart lines (quick order, favourite lines into the cart). */
export const PRODUCT_CART_LOOKUP_TEMPLATE = 'product-cart';

export interface ProductsByIdsArgs {
  area: AreaInfo;
  lookupTemplate?: string;
  ids: string[];
}

export interface ProductsByIdsResponse {
  items: Record<string, Product>;
}

export const productApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * SPEC §7 POST /api/Product/GetProductsByIds — body { area, lookupTemplate, ids } → { items: { [id]: Product } }.
     * A 404 (none of the ids exists) is the error 'Not Found' (baseApi error catalogue). The products also go
     * into the product slice.
     */
    getProductsByIds: build.query<ProductsByIdsResponse, ProductsByIdsArgs>({
      query: ({ area, lookupTemplate = PRODUCT_LIST_LOOKUP_TEMPLATE, ids }) => ({
        url: '/api/Product/GetProductsByIds',
        method: 'POST',
        body: { area, lookupTemplate, ids },
      }),
      transformResponse: (response: ProductsByIdsResponse | null): ProductsByIdsResponse => ({
        items: response?.items ?? {},
      }),
      providesTags: ['Products'],
      async onQueryStarted(_args, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          const products = Object.values(data.items);
          if (products.length > 0) dispatch(productsReceived(products));
        } catch {
          // The error is the query's own result; nothing to store.
        }
      },
    }),
  }),
});

export const { useGetProductsByIdsQuery } = productApi;
