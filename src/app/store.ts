import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { FLUSH, PAUSE, PERSIST, PURGE, REGISTER, REHYDRATE, persistReducer } from 'redux-persist';
import createSagaMiddleware from 'redux-saga';
import { baseApi } from '../api/baseApi';
import { cartReducer } from '../features/cart';
import { connectionReducer } from '../features/connection';
import { COMPARE_STORAGE_KEY, compareReducer, compareStorage } from '../features/compare';
import { contentReducer } from '../features/content';
import { creditMemosReducer } from '../features/creditMemos';
import { customerReducer } from '../features/customer';
import { formReducer } from '../features/form';
import { invoicesReducer } from '../features/invoices';
import { menuReducer } from '../features/menu';
import { ordersReducer } from '../features/orders';
import { paymentReducer } from '../features/payment';
import { priceReducer } from '../features/price';
import { productReducer } from '../features/product';
import { receiptReducer } from '../features/receipt';
import { searchReducer } from '../features/search';
import { plainUserReducer, userReducer } from '../features/user';
import { websiteReducer } from '../features/website';
import { rootSaga } from './rootSaga';

/** One slice per data area of SPEC §3, plus the RTK Query cache. */
function buildReducer(persist: boolean) {
  return combineReducers({
    cart: cartReducer,
    compare: persist
      ? (persistReducer({ key: COMPARE_STORAGE_KEY, keyPrefix: '', storage: compareStorage }, compareReducer) as unknown as typeof compareReducer)
      : compareReducer,
    connection: connectionReducer,
    content: contentReducer,
    creditMemos: creditMemosReducer,
    customer: customerReducer,
    form: formReducer,
    invoices: invoicesReducer,
    menu: menuReducer,
    orders: ordersReducer,
    payment: paymentReducer,
    price: priceReducer,
    product: productReducer,
    receipt: receiptReducer,
    search: searchReducer,
    // Both have the same state; persistReducer's typing adds only the _persist marker.
    user: (persist ? userReducer : plainUserReducer) as unknown as typeof plainUserReducer,
    website: websiteReducer,
    [baseApi.reducerPath]: baseApi.reducer,
  });
}

export const rootReducer = buildReducer(false);
const plainReducer = rootReducer;
export type RootState = ReturnType<typeof plainReducer>;

export interface StoreOptions {
  /** Persist session and comparison to localStorage (redux-persist). Off in unit tests. */
  persist?: boolean;
}

export function makeStore(preloadedState?: Partial<RootState>, options: StoreOptions = {}) {
  const sagaMiddleware = createSagaMiddleware();
  const store = configureStore({
    reducer: (options.persist ? buildReducer(true) : plainReducer) as typeof plainReducer,
    preloadedState,
    middleware: (getDefault) =>
      getDefault({
        // redux-persist's own actions carry functions (SPEC-independent library caveat).
        serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] },
      }).concat(baseApi.middleware, sagaMiddleware),
    devTools: process.env.NODE_ENV !== 'production',
  });
  sagaMiddleware.run(rootSaga);
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
