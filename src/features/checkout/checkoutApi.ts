/**
 * The checkout's calls (SPEC §7 'Customer centre and customer' GetAddresses and 'Cart, order, shipping, payment';
 * shapes in docs/commerce-api.md). The cart's own calls (calculate, save, empty, get by id) and those of a card payment left unfinished are the cart
 * feature's.
 */
import { baseApi } from '../../api/baseApi';
import type {
  Address,
  CreateOrderRequest,
  CreateOrderResponse,
  CreatePaymentIntentRequest,
  GetAddressesRequest,
  GetAddressesResponse,
  GetOrderByCartIdRequest,
  GetOrderByCartIdResponse,
  GetPaymentMethodsRequest,
  GetPaymentMethodsResponse,
  GetShippingMethodsRequest,
  GetShippingMethodsResponse,
  Order,
  PaymentIntentResponse,
  PaymentMethod,
  ShippingMethod,
} from '../../api/commerceTypes';

export const checkoutApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** POST /api/Customer/GetAddresses: the customer's addresses, billing first, then shipping. */
    getAddresses: build.query<Address[], GetAddressesRequest>({
      query: (body) => ({ url: '/api/Customer/GetAddresses', method: 'POST', body }),
      transformResponse: (response: GetAddressesResponse | null) => response?.addresses ?? [],
      providesTags: ['Addresses'],
    }),
    /** POST /api/Shipping/GetShippingMethods for one address (SPEC §5: see shippingMethodsAddress). */
    getShippingMethods: build.query<ShippingMethod[], GetShippingMethodsRequest>({
      query: (body) => ({ url: '/api/Shipping/GetShippingMethods', method: 'POST', body }),
      transformResponse: (response: GetShippingMethodsResponse | null) => response?.shippingMethods ?? [],
    }),
    /** POST /api/Payment/GetPaymentMethods: the reply is a `data` list. */
    getPaymentMethods: build.query<PaymentMethod[], GetPaymentMethodsRequest>({
      query: (body) => ({ url: '/api/Payment/GetPaymentMethods', method: 'POST', body }),
      transformResponse: (response: GetPaymentMethodsResponse | null) => response?.data ?? [],
    }),
    /** POST /api/Order/CreateOrderByCartId → the order id ('' when the server sends none). */
    createOrderByCartId: build.mutation<string, CreateOrderRequest>({
      query: (body) => ({ url: '/api/Order/CreateOrderByCartId', method: 'POST', body }),
      transformResponse: (response: CreateOrderResponse | null) => response?.orderId ?? '',
      invalidatesTags: ['Orders'],
    }),
    /** POST /api/Order/GetOrderByCartId → order.item. */
    getOrderByCartId: build.query<Order, GetOrderByCartIdRequest>({
      query: (body) => ({ url: '/api/Order/GetOrderByCartId', method: 'POST', body }),
      transformResponse: (response: GetOrderByCartIdResponse) => response.order.item,
      providesTags: ['Orders'],
    }),
    /** POST /api/Payment/CreatePaymentIntent → where the card payment continues. */
    createPaymentIntent: build.mutation<PaymentIntentResponse, CreatePaymentIntentRequest>({
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
