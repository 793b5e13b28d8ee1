/**
 * The checkout's calls (SPEC §7 'Customer centre and customer' GetAddresses and 'Cart, order, shipping, payment';
 * shapes in docs/commerce-api.md). The cart's own calls (calculate, save, empty, get by id) are the cart feature's.
 */
import { baseApi } from '../../api/baseApi';
import type {
  Address,
  CancelPaymentRequest,
  CancelPaymentResponse,
  CreateOrderRequest,
  CreateOrderResponse,
  CreatePaymentIntentRequest,
  GetAddressesRequest,
  GetAddressesResponse,
  GetOrderByCartIdRequest,
  GetOrderByCartIdResponse,
  GetPaymentMethodsRequest,
  GetPaymentMethodsResponse,
  GetPendingPaymentRequest,
  GetPendingPaymentResponse,
  GetShippingMethodsRequest,
  GetShippingMethodsResponse,
  Order,
  PaymentIntentResponse,
  PaymentMethod,
  PendingPayment,
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
    /** POST /api/Payment/GetPendingPayment → the caller's card payment left unfinished, or null. */
    getPendingPayment: build.query<PendingPayment | null, GetPendingPaymentRequest>({
      query: (body) => ({ url: '/api/Payment/GetPendingPayment', method: 'POST', body }),
      transformResponse: (response: GetPendingPaymentResponse | null) => response?.pendingPayment ?? null,
    }),
    /** POST /api/Payment/CancelPayment → the id of the cart that is open again (its order is rejected). */
    cancelPayment: build.mutation<string, CancelPaymentRequest>({
      query: (body) => ({ url: '/api/Payment/CancelPayment', method: 'POST', body }),
      transformResponse: (response: CancelPaymentResponse | null) => response?.cartId ?? '',
      invalidatesTags: ['Orders'],
    }),
  }),
});

export const {
  useGetAddressesQuery,
  useGetShippingMethodsQuery,
  useGetPaymentMethodsQuery,
  useGetPendingPaymentQuery,
  useCancelPaymentMutation,
} = checkoutApi;
