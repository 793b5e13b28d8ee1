/** SPEC §7 analytics: events are pushed to the page's data layer (window.dataLayer). */
export type AnalyticsEvent =
  | { event: 'page_view'; page_path: string; page_title: string; language: string }
  | { event: 'view_item'; ecommerce: { currency: string; value: number; items: AnalyticsItem[] } }
  | { event: 'add_to_cart' | 'remove_from_cart'; ecommerce: { currency: string; value: number; items: AnalyticsItem[] } }
  | {
      event: 'purchase';
      ecommerce: {
        transaction_id: string;
        currency: string;
        value: number;
        tax: number;
        shipping: number;
        discount: number;
        items: AnalyticsItem[];
      };
    }
  | { event: 'login'; method: 'username and password' }
  | { event: 'dealer-click'; dealer: string };

export interface AnalyticsItem {
  item_id: string;
  item_name: string;
  item_brand?: string;
  item_variant?: string;
  price?: number;
  quantity?: number;
}

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
