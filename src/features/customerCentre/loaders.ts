/**
 * Loading the customer-centre lists and documents into their slices (SPEC §4 Customer-centre lists): loading, then
 * loaded or error; a single document that comes back empty — or that the server does not know for this customer
 * (404) — is the error not-found. The calls are the RTK Query endpoints of customerCenterApi (the baseApi's header
 * and error rules); these thunks live in the customer-centre chunks, so the first load does not carry them.
 */
import type { ActionCreatorWithPayload } from '@reduxjs/toolkit';
import { isApiError } from '../../api/apiError';
import type {
  CreditMemo,
  CreditMemosPageResponse,
  CustomerCentreOrder,
  Invoice,
  InvoicesPageResponse,
  OrdersPageResponse,
} from '../../api/customerCentreTypes';
import type { AreaInfo } from '../../api/types';
import type { AppDispatch, RootState } from '../../app/store';
import { errorMessage } from '../../components/NavigationButton';
import { creditMemosActions } from '../creditMemos';
import { invoicesActions } from '../invoices';
import { ordersActions } from '../orders';
import { selectAreaInfo } from '../website';
import { customerCenterApi, type PagedListArgs } from './customerCenterApi';
import { PAGE_SIZE, searchOptionsOf, type ListFilters } from './listQuery';

export type DocumentKind = 'orders' | 'invoices' | 'creditMemos';

/** What the page shows for an error: the error's own message (SPEC §8 'Other errors in lists: shown as is'). */
export const messageOf = (error: unknown): string => errorMessage(error) ?? String(error);

/** The identity of a list request: which list, page and filters (an answer to an older one is dropped). */
export function listKey(kind: DocumentKind, filters: ListFilters): string {
  return JSON.stringify([kind, filters.page, PAGE_SIZE, searchOptionsOf(filters)]);
}

function pagedArgs(area: AreaInfo, filters: ListFilters): PagedListArgs {
  return { pageSize: PAGE_SIZE, pageNr: filters.page, body: { areaInfo: area, searchOptions: searchOptionsOf(filters) } };
}

interface ListActions<T> {
  listRequested: ActionCreatorWithPayload<{ query: string }>;
  listLoaded: ActionCreatorWithPayload<{ query: string; items: T[]; totalItems: number }>;
  listFailed: ActionCreatorWithPayload<{ query: string; error: string }>;
  itemRequested: ActionCreatorWithPayload<{ id: string }>;
  itemLoaded: ActionCreatorWithPayload<{ id: string; item: T | null }>;
  itemFailed: ActionCreatorWithPayload<{ id: string; error: string }>;
}

/** What dispatching an endpoint's initiate gives: a request whose unwrap() is the data or the ApiError. */
interface Request<R> {
  unwrap(): Promise<R>;
}

interface ListDef<T, Page extends { totalItems?: number } | null> {
  actions: ListActions<T>;
  page: (dispatch: AppDispatch, args: PagedListArgs) => Request<Page>;
  rows: (page: Page) => T[] | undefined;
  one: (dispatch: AppDispatch, areaInfo: AreaInfo, id: string) => Request<T | null>;
}

const options = { subscribe: false } as const;
/** A document page always shows the server's current state. */
const fresh = { subscribe: false, forceRefetch: true } as const;
const { endpoints } = customerCenterApi;

const ORDERS: ListDef<CustomerCentreOrder, OrdersPageResponse | null> = {
  actions: ordersActions,
  page: (dispatch, args) => dispatch(endpoints.getOrdersWithPagination.initiate(args, options)),
  rows: (page) => page?.orders,
  one: (dispatch, areaInfo, orderId) => dispatch(endpoints.getOrder.initiate({ areaInfo, orderId }, fresh)),
};
const INVOICES: ListDef<Invoice, InvoicesPageResponse | null> = {
  actions: invoicesActions,
  page: (dispatch, args) => dispatch(endpoints.getInvoicesWithPagination.initiate(args, options)),
  rows: (page) => page?.invoices,
  one: (dispatch, areaInfo, invoiceId) => dispatch(endpoints.getInvoice.initiate({ areaInfo, invoiceId }, fresh)),
};
const CREDIT_MEMOS: ListDef<CreditMemo, CreditMemosPageResponse | null> = {
  actions: creditMemosActions,
  page: (dispatch, args) => dispatch(endpoints.getCreditMemosWithPagination.initiate(args, options)),
  rows: (page) => page?.creditMemos,
  one: (dispatch, areaInfo, creditMemoId) => dispatch(endpoints.getCreditMemo.initiate({ areaInfo, creditMemoId }, fresh)),
};

function listLoader<T, Page extends { totalItems?: number } | null>(kind: DocumentKind, def: ListDef<T, Page>) {
  return (filters: ListFilters) =>
    async (dispatch: AppDispatch, getState: () => RootState): Promise<void> => {
      const query = listKey(kind, filters);
      dispatch(def.actions.listRequested({ query }));
      try {
        const page = await def.page(dispatch, pagedArgs(selectAreaInfo(getState()), filters)).unwrap();
        const items = def.rows(page) ?? [];
        dispatch(def.actions.listLoaded({ query, items, totalItems: page?.totalItems ?? items.length }));
      } catch (error) {
        dispatch(def.actions.listFailed({ query, error: messageOf(error) }));
      }
    };
}

const isNotFound = (error: unknown) => isApiError(error) && error.status === 404;

/** One document by id into its slice: an empty answer or a 404 is not-found (SPEC §4, §8). */
function documentLoader<T, Page extends { totalItems?: number } | null>(def: ListDef<T, Page>) {
  return (id: string) =>
    async (dispatch: AppDispatch, getState: () => RootState): Promise<void> => {
      dispatch(def.actions.itemRequested({ id }));
      try {
        const item = await def.one(dispatch, selectAreaInfo(getState()), id).unwrap();
        dispatch(def.actions.itemLoaded({ id, item: item ?? null }));
      } catch (error) {
        if (isNotFound(error)) dispatch(def.actions.itemLoaded({ id, item: null }));
        else dispatch(def.actions.itemFailed({ id, error: messageOf(error) }));
      }
    };
}

/** One page of a list with the URL's filters; an answer to an older request is dropped by the slice. */
export const loadOrders = listLoader('orders', ORDERS);
export const loadInvoices = listLoader('invoices', INVOICES);
export const loadCreditMemos = listLoader('creditMemos', CREDIT_MEMOS);

export const loadOrder = documentLoader(ORDERS);
export const loadInvoice = documentLoader(INVOICES);
export const loadCreditMemo = documentLoader(CREDIT_MEMOS);
