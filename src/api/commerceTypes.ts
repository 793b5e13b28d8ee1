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
  unitPrice?: Price;
  linePrice?: Price;
  netLinePrice?: Price;
  netUnitPrice?: Price;
}

export interface ShippingMethod {
  name: string;
  internalId: string;
  countryCode: string;
  fee: number;
  trackAndTrace: string;
  extraInfo: { privateAddress?: boolean; freightOffer?: boolean; collectOrder?: boolean };
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
  netLinePrice: Price;
}

export interface Order {
  id: string;
  orderNumber: string;
  createdAt: string;
  status: OrderTransferStatus;
  currencyCode: string;
  lines: OrderLine[];
  discount: Price;
  totalNetPrice: Price;
  totalPrice: Price;
}

/** SPEC §3 Search options for orders (invoices and credit memos use the same without linkId). */
export interface SearchOptions {
  includeLinesInResult: boolean;
  from: string | null;
  to: string | null;
  search: string;
  linkId?: string | null;
}
