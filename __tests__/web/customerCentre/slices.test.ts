import { makeStore } from '../../../src/app/store';
import { creditMemosActions, selectCreditMemos } from '../../../src/features/creditMemos/creditMemosSlice';
import { invoicesActions, selectInvoices } from '../../../src/features/invoices/invoicesSlice';
import { ordersActions, selectOrders } from '../../../src/features/orders/ordersSlice';
import { loggedOut, sessionEnded } from '../../../src/features/user/actions';
import { tokenReceived } from '../../../src/features/user/userSlice';
import { NOT_FOUND } from '../../../src/lib/listState';
import { ccOrder, creditMemo, invoice } from './fixtures';

describe('customer-centre list slices (SPEC §4 Customer-centre lists)', () => {
  it('orders: idle → loading → loaded with items, totals and pages', () => {
    const store = makeStore();
    expect(selectOrders(store.getState())).toMatchObject({ status: 'idle', items: [], totalItems: 0, current: null });
    store.dispatch(ordersActions.listRequested({ query: 'p1' }));
    expect(selectOrders(store.getState())).toMatchObject({ status: 'loading', error: null, query: 'p1' });
    store.dispatch(ordersActions.listLoaded({ query: 'p1', items: [ccOrder()], totalItems: 26 }));
    expect(selectOrders(store.getState())).toMatchObject({ status: 'loaded', totalItems: 26 });
    expect(selectOrders(store.getState()).items.map((o) => o.orderNumber)).toEqual(['100042']);
  });

  it('orders are emptied on error', () => {
    const store = makeStore();
    store.dispatch(ordersActions.listRequested({ query: 'p1' }));
    store.dispatch(ordersActions.listLoaded({ query: 'p1', items: [ccOrder()], totalItems: 1 }));
    store.dispatch(ordersActions.listRequested({ query: 'p2' }));
    // While the next page loads the last list stays on screen.
    expect(selectOrders(store.getState()).items).toHaveLength(1);
    store.dispatch(ordersActions.listFailed({ query: 'p2', error: 'An unexpected server error occurred.' }));
    expect(selectOrders(store.getState())).toMatchObject({
      status: 'error',
      error: 'An unexpected server error occurred.',
      items: [],
      totalItems: 0,
    });
  });

  it('invoices and credit memos keep their last list under an error', () => {
    const store = makeStore();
    store.dispatch(invoicesActions.listRequested({ query: 'p1' }));
    store.dispatch(invoicesActions.listLoaded({ query: 'p1', items: [invoice()], totalItems: 1 }));
    store.dispatch(invoicesActions.listRequested({ query: 'p2' }));
    store.dispatch(invoicesActions.listFailed({ query: 'p2', error: 'boom' }));
    expect(selectInvoices(store.getState())).toMatchObject({ status: 'error', error: 'boom', totalItems: 1 });
    expect(selectInvoices(store.getState()).items).toHaveLength(1);

    store.dispatch(creditMemosActions.listRequested({ query: 'p1' }));
    store.dispatch(creditMemosActions.listLoaded({ query: 'p1', items: [creditMemo()], totalItems: 1 }));
    store.dispatch(creditMemosActions.listRequested({ query: 'p1' }));
    store.dispatch(creditMemosActions.listFailed({ query: 'p1', error: 'boom' }));
    expect(selectCreditMemos(store.getState()).items).toHaveLength(1);
  });

  it('an answer to an older request than the latest is dropped (fast paging)', () => {
    const store = makeStore();
    store.dispatch(ordersActions.listRequested({ query: 'p1' }));
    store.dispatch(ordersActions.listRequested({ query: 'p2' }));
    store.dispatch(ordersActions.listLoaded({ query: 'p2', items: [ccOrder({ orderNumber: '2' })], totalItems: 30 }));
    store.dispatch(ordersActions.listLoaded({ query: 'p1', items: [ccOrder({ orderNumber: '1' })], totalItems: 30 }));
    store.dispatch(ordersActions.listFailed({ query: 'p1', error: 'late' }));
    expect(selectOrders(store.getState())).toMatchObject({ status: 'loaded', query: 'p2', error: null });
    expect(selectOrders(store.getState()).items.map((o) => o.orderNumber)).toEqual(['2']);
  });

  it('a single document: loading → loaded; an empty answer is the error not-found', () => {
    const store = makeStore();
    store.dispatch(ordersActions.itemRequested({ id: 'order-1' }));
    expect(selectOrders(store.getState())).toMatchObject({ currentId: 'order-1', currentStatus: 'loading', currentError: null });
    store.dispatch(ordersActions.itemLoaded({ id: 'order-1', item: ccOrder() }));
    expect(selectOrders(store.getState())).toMatchObject({ currentStatus: 'loaded' });
    expect(selectOrders(store.getState()).current?.orderNumber).toBe('100042');

    store.dispatch(ordersActions.itemRequested({ id: 'nope' }));
    // Another document: the previous one is not shown while this one loads.
    expect(selectOrders(store.getState()).current).toBeNull();
    store.dispatch(ordersActions.itemLoaded({ id: 'nope', item: null }));
    expect(selectOrders(store.getState())).toMatchObject({ currentStatus: 'error', currentError: NOT_FOUND, current: null });
    expect(NOT_FOUND).toBe('not-found');
  });

  it('a single document failing keeps the error; a late answer for another id is dropped', () => {
    const store = makeStore();
    store.dispatch(invoicesActions.itemRequested({ id: 'inv-1' }));
    store.dispatch(invoicesActions.itemRequested({ id: 'inv-2' }));
    store.dispatch(invoicesActions.itemLoaded({ id: 'inv-1', item: invoice() }));
    expect(selectInvoices(store.getState())).toMatchObject({ currentId: 'inv-2', currentStatus: 'loading', current: null });
    store.dispatch(invoicesActions.itemFailed({ id: 'inv-2', error: 'boom' }));
    expect(selectInvoices(store.getState())).toMatchObject({ currentStatus: 'error', currentError: 'boom' });
    store.dispatch(creditMemosActions.itemRequested({ id: 'cm-1' }));
    store.dispatch(creditMemosActions.itemLoaded({ id: 'cm-1', item: null }));
    expect(selectCreditMemos(store.getState()).currentError).toBe(NOT_FOUND);
  });

  it('logout, an ended session and another login clear every list and document', () => {
    const store = makeStore();
    store.dispatch(ordersActions.listRequested({ query: 'p1' }));
    store.dispatch(ordersActions.listLoaded({ query: 'p1', items: [ccOrder()], totalItems: 1 }));
    store.dispatch(invoicesActions.itemRequested({ id: 'inv-1' }));
    store.dispatch(invoicesActions.itemLoaded({ id: 'inv-1', item: invoice() }));
    store.dispatch(creditMemosActions.listRequested({ query: 'p1' }));
    store.dispatch(creditMemosActions.listLoaded({ query: 'p1', items: [creditMemo()], totalItems: 1 }));
    store.dispatch(loggedOut());
    expect(selectOrders(store.getState())).toMatchObject({ status: 'idle', items: [], query: null });
    expect(selectInvoices(store.getState())).toMatchObject({ current: null, currentStatus: 'idle' });
    expect(selectCreditMemos(store.getState()).items).toEqual([]);

    store.dispatch(ordersActions.listRequested({ query: 'p1' }));
    store.dispatch(ordersActions.listLoaded({ query: 'p1', items: [ccOrder()], totalItems: 1 }));
    store.dispatch(sessionEnded());
    expect(selectOrders(store.getState()).items).toEqual([]);

    store.dispatch(ordersActions.listRequested({ query: 'p1' }));
    store.dispatch(ordersActions.listLoaded({ query: 'p1', items: [ccOrder()], totalItems: 1 }));
    store.dispatch(tokenReceived({ response: { token: 't', tokenType: 'Bearer', expiresAt: '2999-01-01T00:00:00Z' }, anonymous: false }));
    expect(selectOrders(store.getState())).toMatchObject({ status: 'idle', items: [], query: null });
  });
});
