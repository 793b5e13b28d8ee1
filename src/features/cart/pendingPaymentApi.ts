/**
 * The calls about a card payment the customer left unfinished (SPEC §7 'Cart, order, shipping, payment'): its order
 * waits and its cart is ordered, so the cart page and the checkout offer to continue or cancel it (PendingPaymentNotice).
 */
import { baseApi } from '../../api/baseApi';
import type {
  CancelPaymentRequest,
  CancelPaymentResponse,
  GetPendingPaymentRequest,
  GetPendingPaymentResponse,
  PendingPayment,
} from '../../api/commerceTypes';

export const pendingPaymentApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
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

export const { useGetPendingPaymentQuery, useCancelPaymentMutation } = pendingPaymentApi;
