/**
 * Document data of what the ERP reports back about orders (docs/erp-orders.md): shipment, invoice, creditMemo.
 * Imports nothing but TypeBox.
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

/**
 * A line of an invoice or credit memo: integer minor units excl. VAT after discounts (`amount` = the line's amount,
 * `unitPrice` the price of one unit). Product lines name the product; fee, freight and other lines are 'generated'.
 * `orderNumber`: the order the line belongs to (one of the document's orders).
 */
export const AccountingLineDocument = Type.Object(
  {
    type: Type.Optional(Type.Union([Type.Literal('product'), Type.Literal('generated')])),
    productId: Type.Optional(Type.String({ maxLength: 100 })),
    variantId: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
    unitOfMeasure: Type.Optional(Type.String({ maxLength: 20 })),
    text: Type.String({ minLength: 1, maxLength: 300 }),
    quantity: Type.Number({ minimum: 0, maximum: 1_000_000 }),
    unitPrice: Type.Integer({ minimum: -1_000_000_000, maximum: 1_000_000_000 }),
    amount: Type.Integer({ minimum: -1_000_000_000, maximum: 1_000_000_000 }),
    orderNumber: Type.Optional(Type.String({ minLength: 1, maxLength: 50 })),
  },
  { additionalProperties: false },
);
export type AccountingLineDocument = Static<typeof AccountingLineDocument>;

const text = (maxLength: number) => Type.Optional(Type.String({ maxLength }));
/** An address on an invoice (SPEC §3 Address without extraInfo). */
export const DocumentAddress = Type.Object(
  {
    address1: text(200),
    address2: text(200),
    city: text(100),
    company: text(200),
    country: text(2),
    customerNumber: text(50),
    email: text(254),
    name: text(200),
    phone: text(50),
    zip: text(20),
  },
  { additionalProperties: false },
);

const Languages = Type.Union(['da', 'en', 'sv', 'nb', 'fi'].map((l) => Type.Literal(l)));

/**
 * `invoice`: key = the invoice number. The customer, dates, status, currency, VAT rate (percent, e.g. 25 or 25.5),
 * the language its texts and PDF are in, payment terms (default: net days from the dates), the orders it bills (by
 * order number: they show it at once in the customer centre), addresses (default: those of its first order),
 * reference, comment and lines. Totals are the sums of the lines; the VAT is computed per line as for orders.
 */
export const InvoiceDocument = Type.Object(
  {
    customerNumber: Type.String({ minLength: 1, maxLength: 50 }),
    invoiceDate: Type.String({ pattern: DATE, description: "'YYYY-MM-DD'" }),
    dueDate: Type.String({ pattern: DATE, description: "'YYYY-MM-DD'" }),
    status: Type.Optional(Type.Union([Type.Literal('open'), Type.Literal('paid')])),
    paidDate: Type.Optional(Type.String({ pattern: DATE, description: "'YYYY-MM-DD'" })),
    currencyCode: Type.String({ pattern: '^[A-Z]{3}$' }),
    languageCode: Languages,
    vatPercent: Type.Number({ minimum: 0, maximum: 100 }),
    paymentTerms: Type.Optional(
      Type.Object({ code: Type.String({ minLength: 1, maxLength: 20 }), days: Type.Integer({ minimum: 0, maximum: 365 }) }, { additionalProperties: false }),
    ),
    orderNumbers: Type.Array(Type.String({ minLength: 1, maxLength: 50 }), { maxItems: 100 }),
    billingAddress: Type.Optional(DocumentAddress),
    shippingAddress: Type.Optional(DocumentAddress),
    reference: Type.Optional(Type.String({ maxLength: 200 })),
    comment: Type.Optional(Type.String({ maxLength: 1000 })),
    lines: Type.Array(AccountingLineDocument, { minItems: 1, maxItems: 1000 }),
  },
  { additionalProperties: false },
);
export type InvoiceDocument = Static<typeof InvoiceDocument>;

/**
 * `creditMemo`: key = the credit memo number. The invoice it corrects (by invoice number, of the same customer:
 * currency, VAT rate, language, address and orders come from it), date, reason, comment and lines (amounts positive:
 * what is credited). All credit memos of an invoice together credit at most its total.
 */
export const CreditMemoDocument = Type.Object(
  {
    customerNumber: Type.String({ minLength: 1, maxLength: 50 }),
    invoiceNumber: Type.String({ minLength: 1, maxLength: 50 }),
    creditMemoDate: Type.String({ pattern: DATE, description: "'YYYY-MM-DD'" }),
    reason: Type.Union([Type.Literal('return'), Type.Literal('priceCorrection'), Type.Literal('other')]),
    comment: Type.Optional(Type.String({ maxLength: 1000 })),
    lines: Type.Array(AccountingLineDocument, { minItems: 1, maxItems: 1000 }),
  },
  { additionalProperties: false },
);
export type CreditMemoDocument = Static<typeof CreditMemoDocument>;
