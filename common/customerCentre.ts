/** The customer centre's list limits and paging (docs/customer-centre-api.md), the same for the server and the storefront. */

/** The unpaged lists (GetOrders, GetInvoices) return at most this many documents (the newest). */
export const LIST_LIMIT = 1000;
/** Largest pageSize of the paged lists. */
export const MAX_PAGE_SIZE = 100;
/** Longest free-text search. */
export const MAX_SEARCH_LENGTH = 200;

/** SPEC §9: total pages = the item total divided by the page size, rounded down, plus 1. */
export function totalPagesOf(totalItems: number, pageSize: number): number {
  return Math.floor(totalItems / pageSize) + 1;
}
