/**
 * SPEC §7 'Cart, order, shipping, payment': POST /api/Order/CreateOrderByCartId and GetOrderByCartId, and the order
 * as every reply carries it (the customer centre adds its links: contract/customerCentre.ts). Behaviour:
 * docs/commerce-api.md 'Orders'.
 */
import { Type, type Static } from '@sinclair/typebox';
import { AreaInfo, Nullable, NullableString, StringEnum } from './common';
import { CartId, LineType, Price, ProductKeyReply } from './cart';
import { AddressReply } from './customer';
import { PaymentMethod, PaymentStatus } from './payment';
import { ShippingMethod } from './shipping';

/** SPEC §3 Order transfer status. */
export const ORDER_TRANSFER_STATUSES = [
  'PendingPayment',
  'PendingApproval',
  'PendingTransfer',
  'Transferred',
  'ErrorInTransfer',
  'Rejected',
] as const;
export const OrderTransferStatus = StringEnum(ORDER_TRANSFER_STATUSES);
export type OrderTransferStatus = Static<typeof OrderTransferStatus>;

/**
 * An order's state as a buyer understands it — one stable code the storefront translates (docs/commerce-api.md
 * 'Order status for the customer'), derived on the server (server/services/orders/status.ts) from the transfer
 * status and the documents linked to the order:
 * - received: placed, on its way to order handling (PendingTransfer, also ErrorInTransfer — retried by itself);
 * - awaitingApproval (PendingApproval); awaitingPayment (PendingPayment: the card payment is not finished);
 * - inProgress: with order handling (Transferred), nothing shipped or invoiced yet;
 * - shipped: a shipment of it is known (the ERP's shipments, when the shop gets them);
 * - invoiced: an invoice bills it;
 * - rejected (Rejected: the card payment did not go through).
 */
export const CustomerOrderStatus = StringEnum([
  'received',
  'awaitingApproval',
  'awaitingPayment',
  'inProgress',
  'shipped',
  'invoiced',
  'rejected',
] as const);
export type CustomerOrderStatus = Static<typeof CustomerOrderStatus>;

/** An order line: the cart line as ordered, with its prices. */
export const OrderLine = Type.Object({
  id: Type.String(),
  type: LineType,
  parentId: NullableString(),
  text: Type.String(),
  quantity: Type.Number(),
  productKey: ProductKeyReply,
  unitPrice: Price,
  linePrice: Price,
  netUnitPrice: Price,
  netLinePrice: Price,
});
export type OrderLine = Static<typeof OrderLine>;

/** Who placed the order, as data: the user's name, and the sales rep who placed it for the user (else null). */
export const OrderPlacedBy = Type.Object({ name: Type.String(), repName: NullableString() });
export type OrderPlacedBy = Static<typeof OrderPlacedBy>;

/** SPEC §3 Order. */
export const Order = Type.Object({
  id: Type.String(),
  orderNumber: Type.String(),
  cartId: Type.String(),
  createdAt: Type.String(),
  status: OrderTransferStatus,
  currencyCode: Type.String(),
  lines: Type.Array(OrderLine),
  discount: Price,
  totalNetPrice: Price,
  totalPrice: Price,
  freight: Price,
  paymentFee: Price,
  billingAddress: AddressReply,
  shippingAddress: AddressReply,
  shippingMethod: Nullable(ShippingMethod),
  paymentMethod: Nullable(PaymentMethod),
  paymentStatus: Nullable(PaymentStatus),
  comment: Type.String(),
  reference: Type.String(),
  expectedDeliveryDate: Type.String(),
  /**
   * The user's name; 'rep on behalf of user' (English) when a sales rep placed it. Kept for older readers: show
   * `placedBy` in the page's language instead.
   */
  createdBy: Type.String(),
  placedBy: OrderPlacedBy,
  /**
   * The payment terms the order was placed on: on invoice `{ code: 'net14', days: 14 }` (the customer's net days),
   * by card `{ code: 'card', days: 0 }`; null for orders placed before the terms were kept.
   */
  paymentTerms: Nullable(Type.Object({ code: Type.String(), days: Type.Number() })),
  /** What the order's state means to a buyer (derived on the server from the transfer status and its documents). */
  customerStatus: CustomerOrderStatus,
});
export type Order = Static<typeof Order>;

/** POST /api/Order/CreateOrderByCartId body and reply. */
export const CreateOrderRequest = Type.Object({ area: AreaInfo, cartId: CartId });
export type CreateOrderRequest = Static<typeof CreateOrderRequest>;
export const CreateOrderResponse = Type.Object({ orderId: Type.String() });
export type CreateOrderResponse = Static<typeof CreateOrderResponse>;

/** POST /api/Order/GetOrderByCartId body (orderId, when given, must be the cart's order) and reply (SPEC: order.item). */
export const GetOrderByCartIdRequest = Type.Object({
  areaInfo: AreaInfo,
  cartId: CartId,
  orderId: Type.Optional(NullableString(100)),
});
export type GetOrderByCartIdRequest = Static<typeof GetOrderByCartIdRequest>;
export const GetOrderByCartIdResponse = Type.Object({ order: Type.Object({ item: Order }) });
export type GetOrderByCartIdResponse = Static<typeof GetOrderByCartIdResponse>;
