import { combineSlices, configureStore, type Reducer } from '@reduxjs/toolkit';
import { FLUSH, PAUSE, PERSIST, PURGE, REGISTER, REHYDRATE, persistReducer } from 'redux-persist';
import createSagaMiddleware from 'redux-saga';
import { baseApi } from '../api/baseApi';
import { cartReducer } from '../features/cart';
import { connectionReducer } from '../features/connection';
import { COMPARE_STORAGE_KEY, compareReducer, compareStorage } from '../features/compare';
import { contentReducer } from '../features/content';
import { creditMemosReducer } from '../features/creditMemos';
import { customerReducer } from '../features/customer';
import { invoicesReducer } from '../features/invoices';
import { menuReducer } from '../features/menu';
import { ordersReducer } from '../features/orders';
import { priceReducer } from '../features/price';
import { productReducer } from '../features/product';
import { searchReducer } from '../features/search';
import { plainUserReducer, userReducer } from '../features/user';
import { websiteReducer } from '../features/website';
import { rootSaga } from './rootSaga';

/**
 * The slices of lazily loaded screens and blocks — form (the forms block), payment (checkout), receipt — each added
 * by its own module (`declare module` + injectSlice) when its chunk loads: the first load carries none of them.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by module augmentation (RTK's pattern)
export interface LazyLoadedSlices {}

/** One slice per data area of SPEC §3, plus the RTK Query cache; the lazily loaded ones join later (injectSlice). */
function buildReducer(persist: boolean) {
  return combineSlices({
    cart: cartReducer,
    compare: persist
      ? (persistReducer({ key: COMPARE_STORAGE_KEY, keyPrefix: '', storage: compareStorage }, compareReducer) as unknown as typeof compareReducer)
      : compareReducer,
    connection: connectionReducer,
    content: contentReducer,
    creditMemos: creditMemosReducer,
    customer: customerReducer,
    invoices: invoicesReducer,
    menu: menuReducer,
    orders: ordersReducer,
    price: priceReducer,
    product: productReducer,
    search: searchReducer,
    // Both have the same state; persistReducer's typing adds only the _persist marker.
    user: (persist ? userReducer : plainUserReducer) as unknown as typeof plainUserReducer,
    website: websiteReducer,
    [baseApi.reducerPath]: baseApi.reducer,
  }).withLazyLoadedSlices<LazyLoadedSlices>();
}

type AppReducer = ReturnType<typeof buildReducer>;
type LazySlice = { [Path in keyof LazyLoadedSlices]: { reducerPath: Path; reducer: Reducer<LazyLoadedSlices[Path]> } }[keyof LazyLoadedSlices];

/** The reducers of the stores made so far, and the lazy slices loaded so far (a store made later gets them too). */
const liveReducers = new Set<AppReducer>();
const lazySlices = new Set<LazySlice>();

function liveReducer(persist: boolean): AppReducer {
  const reducer = buildReducer(persist);
  for (const slice of lazySlices) reducer.inject(slice);
  liveReducers.add(reducer);
  return reducer;
}

/**
 * Adds a lazily loaded chunk's slice to every store: its state is there from the next action on (its selectors fall
 * back to the slice's initial state until then).
 */
export function injectSlice(slice: LazySlice): void {
  lazySlices.add(slice);
  for (const reducer of liveReducers) reducer.inject(slice);
}

export const rootReducer = liveReducer(false);
const plainReducer = rootReducer;
export type RootState = ReturnType<typeof plainReducer>;

export interface StoreOptions {
  /** Persist session and comparison to localStorage (redux-persist). Off in unit tests. */
  persist?: boolean;
}

export function makeStore(preloadedState?: Partial<RootState>, options: StoreOptions = {}) {
  const sagaMiddleware = createSagaMiddleware();
  const store = configureStore({
    reducer: (options.persist ? liveReducer(true) : plainReducer) as typeof plainReducer,
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
