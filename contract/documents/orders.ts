/**
 * Document data of what the ERP reports back about orders (docs/erp-orders.md): shipment (more follow: invoice,
 * creditMemo). Imports nothing but TypeBox.
 */
import { Type, type Static } from '@sinclair/typebox';

const DATE = '^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$';

/** One shipped line: a product of the order and how much of it went (in the order line's unit). */
export const ShipmentLineDocument = Type.Object(
  {
    productId: Type.String({ minLength: 1, maxLength: 100 }),
    variantId: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
    quantity: Type.Number({ exclusiveMinimum: 0, maximum: 1_000_000 }),
  },
  { additionalProperties: false },
);
export type ShipmentLineDocument = Static<typeof ShipmentLineDocument>;

/**
 * `shipment`: key = the shipment number (the ERP's delivery note number). The order it ships (by order number), the
 * shipping method (internalId: its trackAndTrace template makes the tracking link), the carrier as the ERP names it,
 * the tracking number, an own tracking link when the method has no template, the date it left and its lines.
 */
export const ShipmentDocument = Type.Object(
  {
    orderNumber: Type.String({ minLength: 1, maxLength: 50 }),
    shippedDate: Type.String({ pattern: DATE, description: "'YYYY-MM-DD'" }),
    shippingMethod: Type.Optional(Type.String({ minLength: 1, maxLength: 100, description: 'internalId of a shipping method' })),
    carrier: Type.Optional(Type.String({ maxLength: 100 })),
    trackingNumber: Type.Optional(Type.String({ maxLength: 100, pattern: '^[A-Za-z0-9._/ -]*$' })),
    trackingUrl: Type.Optional(Type.String({ maxLength: 500, pattern: '^https?://[^\\s]+$' })),
    lines: Type.Array(ShipmentLineDocument, { minItems: 1, maxItems: 1000 }),
  },
  { additionalProperties: false },
);
export type ShipmentDocument = Static<typeof ShipmentDocument>;
