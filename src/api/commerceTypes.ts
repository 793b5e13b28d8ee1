/**
 * Wire types of the commerce calls (SPEC §3: Address, Cart, Order, Payment, Shipping), taken from the one contract
 * (contract/cart.ts, order.ts, shipping.ts, payment.ts, customer.ts) as types only: no TypeBox code reaches the
 * browser bundle. The values (empty address, generated line ids) come from contract/values.ts, which has no code
 * but them.
 */
import type { CalculatedCartResponse } from '../../contract/cart';

export type {
  CalculateCartResponse,
  CalculatedCartResponse,
  Cart,
  CartLine,
  CartSearchResponse,
  Price,
  ProductKeyReply as ProductKey,
} from '../../contract/cart';
export type { AddressReply as Address, GetAddressesRequest, GetAddressesResponse } from '../../contract/customer';
export type {
  CreateOrderRequest,
  CreateOrderResponse,
  CustomerOrderStatus,
  GetOrderByCartIdRequest,
  GetOrderByCartIdResponse,
  Order,
  OrderLine,
  OrderPlacedBy,
  OrderTransferStatus,
} from '../../contract/order';
export type {
  CancelPaymentRequest,
  CancelPaymentResponse,
  CreatePaymentIntentRequest,
  GetPaymentMethodsRequest,
  GetPaymentMethodsResponse,
  GetPendingPaymentRequest,
  GetPendingPaymentResponse,
  PaymentIntentResponse,
  PaymentMethod,
  PaymentStatus,
  PendingPayment,
  VerifyPaymentResponse,
} from '../../contract/payment';
export type {
  GetShippingMethodsRequest,
  GetShippingMethodsResponse,
  ShippingMethod,
  ShippingMethodExtraInfo,
} from '../../contract/shipping';
export { emptyAddress, GENERATED_LINE_IDS, PRIV_DELIVERY } from '../../contract/values';

/** The calculation part of a calculated cart (what the cart summary keeps). */
export type CalculatedCart = Pick<CalculatedCartResponse, 'lines' | 'discount' | 'totalNetPrice' | 'totalPrice' | 'shippingMethod'>;
