import { expectSaga } from 'redux-saga-test-plan';
import type { Cart } from '../../../src/api/commerceTypes';
import { rootReducer, type RootState } from '../../../src/app/store';
import {
  cartCreated,
  cartLoaded,
  lineAdded,
  lineQuantityChanged,
  lineRemoved,
} from '../../../src/features/cart/cartSlice';
import {
  CART_STORAGE_KEY,
  readStoredCart,
  writeStoredCart,
} from '../../../src/features/cart/cartStorage';
import { cartStorageSaga } from '../../../src/features/cart/cartStorageSaga';

const initial = (): RootState => rootReducer(undefined, { type: '@@init' });
const stored = (): Cart | null => {
  const raw = window.localStorage.getItem(CART_STORAGE_KEY);
  return raw ? (JSON.parse(raw) as Cart) : null;
};
const productKey = { productId: 'A', unitOfMeasure: 'STK', variantId: null };

describe('local cart storage (SPEC §4: saved locally at once)', () => {
  beforeEach(() => window.localStorage.clear());

  it('reads back what it wrote, and ignores garbage', () => {
    expect(readStoredCart()).toBeNull();
    window.localStorage.setItem(CART_STORAGE_KEY, '{not json');
    expect(readStoredCart()).toBeNull();
    window.localStorage.setItem(CART_STORAGE_KEY, JSON.stringify({ cartId: 'x' }));
    expect(readStoredCart()).toBeNull();
    const cart = rootReducer(initial(), cartCreated({ currencyCode: 'DKK' })).cart.cart!;
    writeStoredCart(cart);
    expect(readStoredCart()).toEqual(cart);
    writeStoredCart(null);
    expect(window.localStorage.getItem(CART_STORAGE_KEY)).toBeNull();
  });

  it('saves the cart after creation and every line change', async () => {
    await expectSaga(cartStorageSaga)
      .withReducer(rootReducer, initial())
      .dispatch(cartCreated({ currencyCode: 'DKK' }))
      .dispatch(lineAdded({ productKey, quantity: 2, text: 'A' }))
      .dispatch(lineAdded({ productKey: { ...productKey, productId: 'B' }, quantity: 1, text: 'B' }))
      .dispatch(lineQuantityChanged({ id: 'LINE0', quantity: 5 }))
      .dispatch(lineRemoved('LINE1'))
      .silentRun(50);
    expect(stored()?.lines.map((l) => [l.id, l.quantity])).toEqual([['LINE0', 5]]);
  });

  it('loads the stored cart at start when the state has none', async () => {
    const cart = rootReducer(initial(), cartCreated({ currencyCode: 'NOK' })).cart.cart!;
    const withLine = { ...cart, lines: [{ id: 'LINE0', parentId: null, text: 'A', quantity: 1, productKey, type: 'product' as const }] };
    writeStoredCart(withLine);
    const { storeState } = await expectSaga(cartStorageSaga)
      .withReducer(rootReducer, initial())
      .put(cartLoaded(withLine))
      .silentRun(20);
    expect((storeState as RootState).cart.cart).toEqual(withLine);
  });

  it('keeps a cart already in the state', async () => {
    writeStoredCart(rootReducer(initial(), cartCreated({ currencyCode: 'NOK' })).cart.cart!);
    const state = rootReducer(initial(), cartCreated({ currencyCode: 'DKK' }));
    const { storeState } = await expectSaga(cartStorageSaga).withReducer(rootReducer, state).silentRun(20);
    expect((storeState as RootState).cart.cart?.currencyCode).toBe('DKK');
  });
});
