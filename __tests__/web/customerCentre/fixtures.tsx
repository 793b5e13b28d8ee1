import type { ReactElement } from 'react';
import { Route, Routes } from 'react-router';
import type { OrderLine } from '../../../src/api/commerceTypes';
import type { CreditMemo, CustomerCentreOrder, DocumentLine, Invoice } from '../../../src/api/customerCentreTypes';
import { makeStore } from '../../../src/app/store';
import { shopState } from '../cart/fixtures';
import { order } from '../checkout/fixtures';
import { renderWithProviders } from '../renderWithProviders';

import { mockServer } from '../product/fixtures';

export { json, mockServer } from '../product/fixtures';
export { makeProduct } from '../product/fixtures';
export { savedBilling, savedShipping } from '../checkout/fixtures';

export const price = (net: number, vatPercentage = 25) => ({
  priceWithoutVat: net,
  vat: Math.round(net * vatPercentage) / 100,
  priceWithVat: Math.round(net * (100 + vatPercentage)) / 100,
  vatPercentage,
});

/** A customer-centre order: the checkout fixture's order (two product lines, a WEEE fee) plus links. */
export function ccOrder(extra: Partial<CustomerCentreOrder> = {}): CustomerCentreOrder {
  return {
    ...order(),
    lineCount: 3,
    orderDate: '2025-03-04',
    invoices: [{ id: 'inv-1', number: '300001', date: '2025-03-10' }],
    creditMemos: [],
    shipments: [],
    deliveryStatus: 'notShipped',
    ...extra,
  };
}

export function productLine(id: string, productId: string, quantity: number, unit: number, extra: Partial<OrderLine> = {}): OrderLine {
  return {
    id,
    type: 'product',
    parentId: null,
    text: `Item ${productId}`,
    quantity,
    productKey: { productId, unitOfMeasure: 'STK', variantId: null },
    unitPrice: price(unit),
    linePrice: price(unit * quantity),
    netUnitPrice: price(unit),
    netLinePrice: price(unit * quantity),
    ...extra,
  };
}

export function documentLine(lineNo: number, extra: Partial<DocumentLine> = {}): DocumentLine {
  return {
    lineNo,
    type: 'product',
    productKey: { productId: `P-${lineNo}`, unitOfMeasure: 'STK', variantId: null },
    text: `Product ${lineNo}`,
    quantity: 2,
    unitPrice: price(50),
    linePrice: price(100),
    orderId: 'order-1',
    orderNumber: '100042',
    ...extra,
  };
}

export function invoice(extra: Partial<Invoice> = {}): Invoice {
  return {
    id: 'inv-1',
    invoiceNumber: '300001',
    invoiceDate: '2025-03-10',
    dueDate: '2025-04-09',
    status: 'open',
    paidAt: null,
    currencyCode: 'DKK',
    customerNumber: 'C-1001',
    billingAddress: order().billingAddress,
    shippingAddress: order().shippingAddress,
    reference: 'PO-7781',
    comment: '',
    paymentTerms: { code: 'net30', days: 30, text: 'Net 30 days' },
    lineCount: 2,
    lines: [documentLine(1), documentLine(2, { type: 'generated', productKey: { productId: '', unitOfMeasure: '', variantId: null }, text: 'Freight', quantity: 1, unitPrice: price(95), linePrice: price(95) })],
    total: price(195),
    vatSummary: [{ vatPercentage: 25, basis: 195, vat: 48.75 }],
    creditedAmount: 0,
    orders: [{ id: 'order-1', number: '100042', date: '2025-03-04' }],
    creditMemos: [],
    createdAt: '2025-03-10T08:00:00.000Z',
    ...extra,
  };
}

export function creditMemo(extra: Partial<CreditMemo> = {}): CreditMemo {
  return {
    id: 'cm-1',
    creditMemoNumber: '900001',
    creditMemoDate: '2025-03-20',
    reason: 'return',
    reasonText: 'Return of goods',
    currencyCode: 'DKK',
    customerNumber: 'C-1001',
    billingAddress: order().billingAddress,
    reference: '',
    comment: '',
    lineCount: 1,
    lines: [documentLine(1, { quantity: 1, linePrice: price(50) })],
    total: price(50),
    vatSummary: [{ vatPercentage: 25, basis: 50, vat: 12.5 }],
    invoice: { id: 'inv-1', number: '300001', date: '2025-03-10' },
    orders: [{ id: 'order-1', number: '100042', date: '2025-03-04' }],
    createdAt: '2025-03-20T08:00:00.000Z',
    ...extra,
  };
}

/** A paged reply as the server sends it (SPEC §9 total pages). */
export function page<K extends string, T>(key: K, items: T[], totalItems: number, pageNr = 1, pageSize = 25) {
  return { [key]: items, totalItems, totalPages: Math.floor(totalItems / pageSize) + 1, pageNr, pageSize } as Record<K, T[]> & {
    totalItems: number;
    totalPages: number;
    pageNr: number;
    pageSize: number;
  };
}

/** Renders a customer-centre screen at `path` (English) for a logged-in customer, with a stand-in cart page. */
export function renderScreen(
  element: ReactElement,
  routePattern: string,
  path: string,
  store = makeStore(shopState({ loggedIn: true })),
  intl: { locale?: string; messages?: Record<string, string> } = {},
) {
  return renderWithProviders(
    <Routes>
      <Route path={routePattern} element={element} />
      <Route path="/en/cart" element={<h1>Cart page</h1>} />
      <Route path="*" element={<h1>Elsewhere</h1>} />
    </Routes>,
    { store, initialEntries: [path], ...intl },
  );
}

/** The CMS unit labels of the seed (GetTranslations 'unit.<code>'), the names the cart shows. */
export const UNIT_LABELS = {
  en: { 'unit.STK': 'Piece', 'unit.PK': 'Pack', 'unit.RL': 'Roll', 'unit.M': 'Metre' },
  da: { 'unit.STK': 'Stk.', 'unit.PK': 'Pakke', 'unit.RL': 'Rulle', 'unit.M': 'Meter' },
} as const;

/** A logged-in customer's store whose CMS translations hold these labels (the site's texts of the page's language). */
export function storeWithTranslations(translations: Record<string, string>) {
  const state = shopState({ loggedIn: true });
  return makeStore({ ...state, website: { ...state.website, translations } });
}

export interface Seen {
  path: string;
  query: Record<string, string>;
  body: unknown;
}

type Handler = (request: Request, body: unknown) => Response | Promise<Response>;

/** A fetch mock answering by path that records every request (path, query, JSON body) in `seen`. */
export function recordingServer(handlers: Record<string, Handler>) {
  const seen: Seen[] = [];
  const wrapped = Object.fromEntries(
    Object.entries(handlers).map(([path, handler]) => [
      path,
      async (request: Request) => {
        const url = new URL(request.url);
        const text = request.method === 'GET' ? '' : await request.text();
        const body = text ? (JSON.parse(text) as unknown) : null;
        seen.push({ path: url.pathname, query: Object.fromEntries(url.searchParams), body });
        return handler(request, body);
      },
    ]),
  );
  const fetchMock = mockServer(wrapped);
  return { seen, fetchMock };
}
