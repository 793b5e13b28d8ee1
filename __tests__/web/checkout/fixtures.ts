import type { Address, Order, OrderLine, PaymentMethod, ShippingMethod } from '../../../src/api/commerceTypes';
import { price } from '../cart/fixtures';

export { cartWith, line, price } from '../cart/fixtures';
export { billingAddress, customer, json, mockServer, shopStore } from '../product/fixtures';

export const savedBilling: Address = {
  address1: 'Industrivej 4', address2: '', city: 'Vejle', company: 'Hansen Byg ApS', country: 'DK',
  customerNumber: 'C-1001', email: 'bogholderi@example.com', name: 'Bogholderi', phone: '', zip: '7100',
  extraInfo: { id: 'addr-b', type: 'billing', isDefault: true },
};
export const savedShipping: Address = {
  address1: 'Lagervej 9', address2: '', city: 'Esbjerg', company: 'Hansen Byg ApS', country: 'SE',
  customerNumber: 'C-1001', email: '', name: 'Lager Vest', phone: '', zip: '6700',
  extraInfo: { id: 'addr-s1', type: 'shipping', isDefault: true },
};

export const shippingMethods: ShippingMethod[] = [
  { name: 'GLS standard', internalId: 'gls', countryCode: 'DK', fee: 95, trackAndTrace: '', extraInfo: { privateAddress: false, freightOffer: false, collectOrder: false, freeAbove: 2500 } },
  { name: 'Express next day', internalId: 'express', countryCode: 'DK', fee: 195, trackAndTrace: '', extraInfo: { privateAddress: false, freightOffer: false, collectOrder: false, freeAbove: null } },
];

export const paymentMethods: PaymentMethod[] = [
  { name: 'Invoice (on account)', internalId: 'invoice', gatewayUniqueId: 'invoice', fee: 0, extraInfo: { kind: 'invoice' } },
  { name: 'Card', internalId: 'card', gatewayUniqueId: 'sandbox', fee: 0, extraInfo: { kind: 'card' } },
];

function orderLine(id: string, quantity: number, unit: number, extra: Partial<OrderLine> = {}): OrderLine {
  return {
    id, type: 'product', parentId: null, text: `Product ${id}`, quantity,
    productKey: { productId: `P-${id}`, unitOfMeasure: 'STK', variantId: null },
    unitPrice: price(unit), linePrice: price(unit * quantity), netUnitPrice: price(unit), netLinePrice: price(unit * quantity),
    ...extra,
  };
}

/** An order of two product lines (3 × 100 with 10 % off, 2 × 50), a WEEE fee, freight 95 and a payment status. */
export function order(extra: Partial<Order> = {}): Order {
  const lines: OrderLine[] = [
    orderLine('LINE0', 3, 100, { netUnitPrice: price(90), netLinePrice: price(270) }),
    orderLine('LINE1', 2, 50),
    { ...orderLine('weefee', 1, 12.5, { type: 'generated', text: 'Environmental fee (WEEE)' }), productKey: { productId: '', unitOfMeasure: '', variantId: null } },
  ];
  // 270 + 100 + 12.50 + 95 freight = 477.50 excl. VAT
  return {
    id: 'order-1', orderNumber: '100042', cartId: 'cart-1', createdAt: '2025-03-04T09:15:00.000Z', status: 'PendingTransfer',
    currencyCode: 'DKK', lines, discount: price(30), totalNetPrice: price(477.5), totalPrice: price(507.5),
    freight: price(95), paymentFee: price(0),
    billingAddress: savedBilling, shippingAddress: savedShipping,
    shippingMethod: { name: 'GLS standard', internalId: 'gls', countryCode: '', fee: 95, trackAndTrace: '', extraInfo: { privateAddress: true, freightOffer: false, collectOrder: false } },
    paymentMethod: paymentMethods[0]!, paymentStatus: null,
    comment: 'Ring før levering', reference: 'PO-7781', expectedDeliveryDate: '2025-03-06', createdBy: 'Mette Hansen',
    placedBy: { name: 'Mette Hansen', repName: null }, paymentTerms: { code: 'net30', days: 30 }, customerStatus: 'received',
    ...extra,
  };
}
