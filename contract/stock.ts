/**
 * Availability as buyers see it (issue 18, docs/stock.md): on products and variants (GetProductsBySearch,
 * GetProductsByIds, product pages) and on calculated cart lines. Absent when the ERP sent no stock for the product:
 * the storefront then shows nothing (never 'out of stock'). Imports TypeBox and ./common.
 */
import { Type, type Static } from '@sinclair/typebox';
import { StringEnum } from './common';

/**
 * From this many base units available a product shows 'In stock'; from 1 to one less it shows 'N in stock'
 * (docs/stock.md 'Availability rules').
 */
export const LOW_STOCK_THRESHOLD = 10;

export const AVAILABILITY_STATUSES = ['inStock', 'low', 'expected', 'onOrder'] as const;
export type AvailabilityStatus = (typeof AVAILABILITY_STATUSES)[number];

export const Inbound = Type.Object({
  /** 'YYYY-MM-DD'. */
  date: Type.String(),
  quantity: Type.Number(),
});
export type Inbound = Static<typeof Inbound>;

export const Availability = Type.Object({
  /**
   * inStock: quantity ≥ LOW_STOCK_THRESHOLD; low: 1 to LOW_STOCK_THRESHOLD − 1; expected: 0 now and an inbound date
   * (today or later); onOrder: 0 now and no inbound date.
   */
  status: StringEnum(AVAILABILITY_STATUSES),
  /** Base units available now, all warehouses together. */
  quantity: Type.Number(),
  /** The earliest inbound delivery of today or later (its quantity: all warehouses receiving that day). */
  nextInbound: Type.Optional(Inbound),
});
export type Availability = Static<typeof Availability>;

/** A calculated cart line's shipping, for lines of products with stock data. */
export const LineStock = Type.Object({
  /** True when the stock now covers the line (after the cart's earlier lines of the same product). */
  shipsNow: Type.Boolean(),
  /**
   * When it cannot ship now: the day inbound deliveries cover it ('YYYY-MM-DD'), or null when no planned delivery
   * does (on order, date not known). Absent when shipsNow.
   */
  availableFrom: Type.Optional(Type.Union([Type.String(), Type.Null()])),
});
export type LineStock = Static<typeof LineStock>;
