/**
 * The values of the commerce and customer-centre contract that both sides read at run time: bounds a request is
 * checked against, the special line ids, the paging rule, the empty address. This module imports no code — not even
 * TypeBox (types only) — so the storefront may import its values without any schema code reaching the browser
 * bundle; the schemas (contract/cart.ts, customerCentre.ts, favoriteLists.ts) use the same constants.
 */
import type { AddressReply } from './customer';

/** An address with every field empty (a new cart's addresses before the customer's are filled in). */
export const emptyAddress = (): AddressReply => ({
  address1: '',
  address2: '',
  city: '',
  company: '',
  country: '',
  customerNumber: '',
  email: '',
  name: '',
  phone: '',
  zip: '',
  extraInfo: {},
});

// ---------------------------------------------------------------- cart (docs/commerce-api.md 'Cart')

/** Most lines a request may carry (product lines plus the generated lines a client echoes back). */
export const MAX_REQUEST_LINES = 1000;
/** Most product lines in a cart. */
export const MAX_CART_LINES = 500;
/** Largest quantity of a cart line. */
export const MAX_QUANTITY = 1_000_000;
/** Largest `take` of GetCartsBySearch. */
export const MAX_CART_SEARCH_TAKE = 100;

/** Special generated line ids (SPEC §3). */
export const GENERATED_LINE_IDS = ['weefee', 'packagingFee', 'chemicalsFee', 'PRIV_DELIVERY'] as const;
/** The private-delivery line: not part of the subtotal (SPEC §9). */
export const PRIV_DELIVERY = 'PRIV_DELIVERY';

// ---------------------------------------------------------------- customer centre (docs/customer-centre-api.md)

/** The unpaged lists (GetOrders, GetInvoices) return at most this many documents (the newest). */
export const LIST_LIMIT = 1000;
/** Largest pageSize of the paged lists. */
export const MAX_PAGE_SIZE = 100;
/** Longest free-text search. */
export const MAX_SEARCH_LENGTH = 200;

/** SPEC §9: total pages = the item total divided by the page size, rounded down, plus 1 (PageInfo.totalPages). */
export function totalPagesOf(totalItems: number, pageSize: number): number {
  return Math.floor(totalItems / pageSize) + 1;
}

// ---------------------------------------------------------------- favourite lists (docs/account-api.md)

export const FAVORITE_LIST_LIMITS = {
  /** Lists per user. */
  maxLists: 50,
  /** Lines per list. */
  maxLines: 500,
  /** Characters of a list name (trimmed; names are unique per user, ignoring case). */
  maxNameLength: 100,
  /** Largest quantity of a line. */
  maxQuantity: 100_000,
} as const;
