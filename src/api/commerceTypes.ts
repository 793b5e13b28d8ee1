/** Wire types of the commerce calls (SPEC §3: Address, Cart, Order, Payment, Shipping). */

export interface Address {
  address1: string;
  address2: string;
  city: string;
  company: string;
  country: string;
  customerNumber: string;
  email: string;
  name: string;
  phone: string;
  zip: string;
  extraInfo: Record<string, unknown>;
}

export interface Price {
  priceWithVat: number;
  priceWithoutVat: number;
  vat: number;
  vatPercentage: number;
}

export interface ProductKey {
  productId: string;
  unitOfMeasure: string;
  variantId: string | null;
}

export interface CartLine {
  id: string;
  parentId: string | null;
  text: string;
  quantity: number;
  productKey: ProductKey;
  type: 'product' | 'generated';
  /**
   * Product lines: the unit's catalogue rule — true when the quantity may have decimals (sold by measure: 12.5 m),
   * else whole numbers. Given by the server on the lines it answers and by the storefront from the product's units
   * when it adds a line; never read from a request (the server checks every quantity against its catalogue).
   */
  allowsDecimals?: boolean;
  unitPrice?: Price;
  linePrice?: Price;
  netLinePrice?: Price;
  netUnitPrice?: Price;
}

export interface ShippingMethodExtraInfo {
  privateAddress?: boolean;
  freightOffer?: boolean;
  collectOrder?: boolean;
  /** Goods total (major units, excl. VAT) from which the freight is free; null = never. */
  freeAbove?: number | null;
  /** GetShippingMethods: the method the customer usually chooses (the checkout preselects it). */
  usual?: boolean;
}

export interface ShippingMethod {
  name: string;
  internalId: string;
  countryCode: string;
  /** Major units, excl. VAT. */
  fee: number;
  trackAndTrace: string;
  extraInfo: ShippingMethodExtraInfo;
}

export interface PaymentMethod {
  name: string;
  internalId: string;
  gatewayUniqueId: string;
  fee: number;
  extraInfo: Record<string, unknown>;
}

export interface Cart {
  cartId: string;
  billingAddress: Address;
  shippingAddress: Address;
  comment: string;
  reference: string;
  createdAt: string;
  expectedDeliveryDate: string;
  /** Spelling as in SPEC §3. */
  hasExpextedDeliveryDateError: boolean;
  currencyCode: string;
  lines: CartLine[];
  paymentMethod: PaymentMethod | null;
  shippingMethod: ShippingMethod | null;
}

export interface CalculatedCart {
  lines: CartLine[];
  discount: Price;
  totalNetPrice: Price;
  totalPrice: Price;
  shippingMethod: ShippingMethod | null;
}

/** The calculation the server adds to a cart (docs/commerce-api.md). */
export interface CalculatedCartResponse extends Cart, CalculatedCart {
  /** Major units, excl. VAT. */
  paymentFee: number;
  /** 'YYYY-MM-DD': the earliest possible expected delivery date. */
  earliestDeliveryDate: string;
}

/** POST /api/Cart/CalculateCart and CalculateCartWithoutSaving. */
export interface CalculateCartResponse {
  cart: CalculatedCartResponse;
  usingFallbackStrategy: boolean;
}

export type PaymentStatus = 'pending' | 'succeeded' | 'declined' | 'failed' | 'canceled';

export type OrderTransferStatus =
  | 'PendingPayment'
  | 'PendingApproval'
  | 'PendingTransfer'
  | 'Transferred'
  | 'ErrorInTransfer'
  | 'Rejected';

export interface OrderLine {
  id: string;
  type: 'product' | 'generated';
  parentId: string | null;
  text: string;
  quantity: number;
  productKey: ProductKey;
  unitPrice: Price;
  linePrice: Price;
  netUnitPrice: Price;
  netLinePrice: Price;
}

export interface Order {
  id: string;
  orderNumber: string;
  cartId: string;
  createdAt: string;
  status: OrderTransferStatus;
  currencyCode: string;
  lines: OrderLine[];
  discount: Price;
  totalNetPrice: Price;
  totalPrice: Price;
  freight: Price;
  paymentFee: Price;
  billingAddress: Address;
  shippingAddress: Address;
  shippingMethod: ShippingMethod | null;
  paymentMethod: PaymentMethod | null;
  paymentStatus: PaymentStatus | null;
  comment: string;
  reference: string;
  expectedDeliveryDate: string;
  /**
   * The user's name; 'rep on behalf of user' (English) when a sales rep placed it. Kept for older readers: show
   * `placedBy` in the page's language instead.
   */
  createdBy: string;
  /** Who placed the order, as data: the user's name, and the sales rep who placed it for the user (else null). */
  placedBy: OrderPlacedBy;
  /**
   * The payment terms the order was placed on: on invoice `{ code: 'net14', days: 14 }` (the customer's net days),
   * by card `{ code: 'card', days: 0 }`; null for orders placed before the terms were kept.
   */
  paymentTerms: { code: string; days: number } | null;
  /** What the order's state means to a buyer (derived on the server from the transfer status and its documents). */
  customerStatus: CustomerOrderStatus;
}

export interface OrderPlacedBy {
  name: string;
  repName: string | null;
}

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
export type CustomerOrderStatus =
  | 'received'
  | 'awaitingApproval'
  | 'awaitingPayment'
  | 'inProgress'
  | 'shipped'
  | 'invoiced'
  | 'rejected';

/** POST /api/Cart/GetCartsBySearch reply (SPEC §7: items[].item.item). */
export interface CartSearchResponse {
  itemsTotal: number;
  items: { item: { item: Cart }; score: number }[];
}

export interface PaymentIntentResponse {
  paymentIntentResponse: { redirectLink: string; paymentId: string } | null;
}

export interface VerifyPaymentResponse {
  paymentId: string;
  status: PaymentStatus;
  orderId: string;
  cartId: string;
}

/** A card payment the caller started and left unfinished (its order waits as PendingPayment, its cart is ordered). */
export interface PendingPayment {
  paymentId: string;
  orderId: string;
  orderNumber: string;
  cartId: string;
  /** Major units incl. VAT (the order's total). */
  amount: number;
  currencyCode: string;
  /** The provider's hosted page: where the customer continues the payment. */
  redirectLink: string;
  createdAt: string;
}

/** POST /api/Payment/GetPendingPayment reply. */
export interface GetPendingPaymentResponse {
  pendingPayment: PendingPayment | null;
}

/** POST /api/Payment/CancelPayment reply: the cart that is open again. */
export interface CancelPaymentResponse {
  cartId: string;
}

/** SPEC §3 Search options for orders (invoices and credit memos use the same without linkId). */
export interface SearchOptions {
  includeLinesInResult: boolean;
  from: string | null;
  to: string | null;
  search: string;
  linkId?: string | null;
}
