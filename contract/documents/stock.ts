/**
 * The `stock` document (issue 18, docs/stock.md): what the ERP has of one product (or one variant of it) per
 * warehouse. Key = the product number ("100123"), or product number + '/' + variant number ("100123/100123-RED")
 * for a variant's own stock. Quantities are in the product's base unit (the unit with factor 1). Imports nothing
 * but TypeBox.
 */
import { Type, type Static } from '@sinclair/typebox';

/** Most warehouses in one stock document. */
export const MAX_WAREHOUSES = 100;

/** A quantity in base units: 0 or more, at most 3 decimals (checked by the handler), below a billion. */
const Quantity = Type.Number({ minimum: 0, maximum: 999_999_999 });

export const StockWarehouse = Type.Object(
  {
    /** The ERP's warehouse code ("DK-ODENSE"). */
    warehouse: Type.String({ minLength: 1, maxLength: 50, pattern: '^\\S(.*\\S)?$' }),
    /** Available to sell now (on hand less reserved), base units. */
    available: Quantity,
    /** The next delivery into this warehouse, when one is planned. */
    nextInbound: Type.Optional(
      Type.Object(
        {
          /** 'YYYY-MM-DD': the day the goods arrive in the warehouse. */
          date: Type.String({ pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' }),
          quantity: Type.Number({ exclusiveMinimum: 0, maximum: 999_999_999 }),
        },
        { additionalProperties: false },
      ),
    ),
  },
  { additionalProperties: false },
);
export type StockWarehouse = Static<typeof StockWarehouse>;

export const StockDocument = Type.Object(
  { warehouses: Type.Array(StockWarehouse, { minItems: 1, maxItems: MAX_WAREHOUSES }) },
  { additionalProperties: false },
);
export type StockDocument = Static<typeof StockDocument>;
