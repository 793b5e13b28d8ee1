/**
 * SPEC §7 analytics: events pushed to the page's data layer (`window.dataLayer`, GA4 conventions; a tag manager
 * reads it). This module is the schema of every event; README 'Analytics data layer' shows a payload of each and where it fires.
 *
 * No personal data: events never carry names, e-mail addresses, usernames, customer or user numbers, addresses or
 * tokens. Page paths lose the query parameters that can hold such values (PRIVATE_QUERY_PARAMS, e.g. the password
 * reset link's `token` and `username`).
 */

/** A product in an ecommerce event: product number, name in the shop's language, brand, variant, unit price excl. VAT. */
export interface AnalyticsItem {
  item_id: string;
  item_name: string;
  item_brand?: string;
  item_variant?: string;
  /** Unit price excl. VAT in major units of `currency`. */
  price?: number;
  quantity?: number;
}

/** Amounts in major units of `currency`, excl. VAT. */
export interface EcommerceData {
  currency: string;
  value: number;
  items: AnalyticsItem[];
}

/** SPEC §4: once per distinct full path (pathname + query) in a visit. */
export interface PageViewEvent {
  event: 'page_view';
  page_path: string;
  page_title: string;
  language: string;
}

/** A product page was seen (once per product shown). */
export interface ViewItemEvent {
  event: 'view_item';
  ecommerce: EcommerceData;
}

/** Quantities added to / taken from the cart: one event per action with every line it changed. */
export interface CartChangeEvent {
  event: 'add_to_cart' | 'remove_from_cart';
  ecommerce: EcommerceData;
}

/** An order was placed (once per order, on the receipt). */
export interface PurchaseEvent {
  event: 'purchase';
  ecommerce: EcommerceData & {
    transaction_id: string;
    tax: number;
    shipping: number;
    discount: number;
  };
}

/** A successful login with username and password. */
export interface LoginEvent {
  event: 'login';
  method: 'username and password';
}

/** A click on a dealer link (a content link marked with data-dealer). */
export interface DealerClickEvent {
  event: 'dealer-click';
  dealer: string;
  link_url: string;
}

export type AnalyticsEvent = PageViewEvent | ViewItemEvent | CartChangeEvent | PurchaseEvent | LoginEvent | DealerClickEvent;

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

export function pushEvent(event: AnalyticsEvent): void {
  if (typeof window === 'undefined') return;
  window.dataLayer = window.dataLayer ?? [];
  // GA4 convention: clear the previous ecommerce object before pushing a new one.
  if ('ecommerce' in event) window.dataLayer.push({ ecommerce: null });
  window.dataLayer.push(event);
}

/** Query parameters (compared case-insensitively) that may hold personal data or secrets: left out of page paths. */
export const PRIVATE_QUERY_PARAMS: readonly string[] = [
  'token',
  'username',
  'user',
  'email',
  'e-mail',
  'mail',
  'password',
  'name',
  'phone',
  'customernumber',
  'cartid',
];

/** The path a page view is tracked under: pathname and query without PRIVATE_QUERY_PARAMS. */
export function trackedPagePath(pathname: string, search: string): string {
  const params = new URLSearchParams(search);
  for (const key of [...new Set(params.keys())]) {
    if (PRIVATE_QUERY_PARAMS.includes(key.toLowerCase())) params.delete(key);
  }
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}

/** The dealer link an event target is in: `<a data-dealer="Name" href="…">`, or null. */
export function dealerLinkOf(target: EventTarget | null): { dealer: string; url: string } | null {
  const element = target instanceof Element ? target : target instanceof Node ? target.parentElement : null;
  const anchor = element?.closest('a[data-dealer][href]');
  if (!(anchor instanceof HTMLAnchorElement)) return null;
  const dealer = (anchor.dataset.dealer ?? '').trim().slice(0, 100);
  return dealer ? { dealer, url: anchor.href } : null;
}

/**
 * Pushes 'dealer-click' for every click (also a middle click opening a tab) on a dealer link inside `root`.
 * One listener for the whole page, so links in any content — rich text included — count. Returns the cleanup.
 */
export function trackDealerClicks(root: Document | HTMLElement): () => void {
  const onClick = (event: Event) => {
    if (event.type === 'auxclick' && (event as MouseEvent).button !== 1) return;
    const link = dealerLinkOf(event.target);
    if (link) pushEvent({ event: 'dealer-click', dealer: link.dealer, link_url: link.url });
  };
  root.addEventListener('click', onClick);
  root.addEventListener('auxclick', onClick);
  return () => {
    root.removeEventListener('click', onClick);
    root.removeEventListener('auxclick', onClick);
  };
}
