/**
 * The checkout's calls (SPEC §7 'Customer centre and customer' GetAddresses and 'Cart, order, shipping, payment';
 * shapes in docs/commerce-api.md). The cart's own calls (calculate, save, empty, get by id) and those of a card payment left unfinished are the cart
 * feature's.
 */
import { baseApi } from '../../api/baseApi';
import type {
  Address,
  Order,
  PaymentIntentResponse,
  PaymentMethod,
  ShippingMethod,
} from '../../api/commerceTypes';
import type { AreaInfo } from '../../api/types';

export interface ShippingMethodsRequest {
  area: AreaInfo;
  address: Address;
}

export interface PaymentIntentRequest {
  areaInfo: AreaInfo;
  cartId: string;
  /** The storefront origin the customer returns to (window.location.origin). */
  domain: string;
}

export const checkoutApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** POST /api/Customer/GetAddresses: the customer's addresses, billing first, then shipping. */
    getAddresses: build.query<Address[], { areaInfo: AreaInfo }>({
      query: (body) => ({ url: '/api/Customer/GetAddresses', method: 'POST', body }),
      transformResponse: (response: { addresses?: Address[] } | null) => response?.addresses ?? [],
      providesTags: ['Addresses'],
    }),
    /** POST /api/Shipping/GetShippingMethods for one address (SPEC §5: see shippingMethodsAddress). */
    getShippingMethods: build.query<ShippingMethod[], ShippingMethodsRequest>({
      query: (body) => ({ url: '/api/Shipping/GetShippingMethods', method: 'POST', body }),
      transformResponse: (response: { shippingMethods?: ShippingMethod[] } | null) => response?.shippingMethods ?? [],
    }),
    /** POST /api/Payment/GetPaymentMethods: the reply is a `data` list. */
    getPaymentMethods: build.query<PaymentMethod[], { area: AreaInfo }>({
      query: (body) => ({ url: '/api/Payment/GetPaymentMethods', method: 'POST', body }),
      transformResponse: (response: { data?: PaymentMethod[] } | null) => response?.data ?? [],
    }),
    /** POST /api/Order/CreateOrderByCartId → the order id ('' when the server sends none). */
    createOrderByCartId: build.mutation<string, { area: AreaInfo; cartId: string }>({
      query: (body) => ({ url: '/api/Order/CreateOrderByCartId', method: 'POST', body }),
      transformResponse: (response: { orderId?: string } | null) => response?.orderId ?? '',
      invalidatesTags: ['Orders'],
    }),
    /** POST /api/Order/GetOrderByCartId → order.item. */
    getOrderByCartId: build.query<Order, { areaInfo: AreaInfo; cartId: string; orderId?: string }>({
      query: (body) => ({ url: '/api/Order/GetOrderByCartId', method: 'POST', body }),
      transformResponse: (response: { order: { item: Order } }) => response.order.item,
      providesTags: ['Orders'],
    }),
    /** POST /api/Payment/CreatePaymentIntent → where the card payment continues. */
    createPaymentIntent: build.mutation<PaymentIntentResponse, PaymentIntentRequest>({
      query: (body) => ({ url: '/api/Payment/CreatePaymentIntent', method: 'POST', body }),
      invalidatesTags: ['Orders'],
    }),
  }),
});

export const {
  useGetAddressesQuery,
  useGetShippingMethodsQuery,
  useGetPaymentMethodsQuery,
} = checkoutApi;
