import type { Cart, CartLine } from '../../../src/api/commerceTypes';
import { makeStore, type AppStore } from '../../../src/app/store';
import {
  cartCalculated,
  cartCreated,
  cartFieldsChanged,
  cartLoaded,
  lineAdded,
  linesMerged,
  lineQuantityChanged,
  lineRemoved,
  nextLineId,
  selectCart,
  selectCartIsEmpty,
  selectCartLineCount,
  selectCartLines,
  selectCartQuantity,
  selectLineById,
  selectProductLineTree,
} from '../../../src/features/cart/cartSlice';
import { billingAddress } from '../product/fixtures';

const key = (productId: string, unitOfMeasure = 'STK', variantId: string | null = null) => ({
  productId,
  unitOfMeasure,
  variantId,
});

function line(id: string, quantity: number, extra: Partial<CartLine> = {}): CartLine {
  return { id, parentId: null, text: id, quantity, productKey: key(`P-${id}`), type: 'product', ...extra };
}

const calculated = {
  lines: [],
  discount: { priceWithVat: 0, priceWithoutVat: 0, vat: 0, vatPercentage: 25 },
  totalNetPrice: { priceWithVat: 125, priceWithoutVat: 100, vat: 25, vatPercentage: 25 },
  totalPrice: { priceWithVat: 125, priceWithoutVat: 100, vat: 25, vatPercentage: 25 },
  shippingMethod: null,
  paymentFee: 0,
};

function storeWithCart(lines: CartLine[] = []): AppStore {
  const store = makeStore();
  store.dispatch(cartCreated({ currencyCode: 'DKK' }));
  const cart = selectCart(store.getState()) as Cart;
  store.dispatch(cartLoaded({ ...cart, lines }));
  return store;
}

/** Marks the cart calculated (as the cart issue's calculation will). */
function calculate(store: AppStore) {
  const state = store.getState();
  // The preloaded calculated cart stands in for a calculation result.
  const next = makeStore({ ...state, cart: { ...state.cart, calculated } });
  return next;
}

const lines = (store: AppStore) => selectCartLines(store.getState());

describe('cartCreated (SPEC §4: a new empty cart)', () => {
  it('has a random id, no lines, expected delivery today, the currency and the billing address for both', () => {
    const store = makeStore();
    store.dispatch(cartCreated({ currencyCode: 'SEK', billingAddress }));
    const cart = selectCart(store.getState())!;
    const today = new Date();
    const pad = (n: number) => String(n).padStart(2, '0');
    expect(cart.cartId).toMatch(/^[\w-]{16,}$/);
    expect(cart.lines).toEqual([]);
    expect(cart.currencyCode).toBe('SEK');
    expect(cart.expectedDeliveryDate).toBe(`${today.getFullYear()}-${pad(today.getMonth() + 1)}-${pad(today.getDate())}`);
    expect(cart.billingAddress).toEqual(billingAddress);
    expect(cart.shippingAddress).toEqual(billingAddress);
    expect(cart.hasExpextedDeliveryDateError).toBe(false);
    expect(cart.paymentMethod).toBeNull();
    expect(cart.shippingMethod).toBeNull();

    store.dispatch(cartCreated({ currencyCode: 'SEK' }));
    const second = selectCart(store.getState())!;
    expect(second.cartId).not.toBe(cart.cartId);
    expect(second.billingAddress.address1).toBe('');
  });
});

describe('lineAdded (SPEC §4 adding a line, §5 line identity)', () => {
  it('gives a new line without an id the id LINE plus the line count', () => {
    const store = storeWithCart();
    store.dispatch(lineAdded({ productKey: key('A'), quantity: 2, text: 'Screw A' }));
    store.dispatch(lineAdded({ productKey: key('B'), quantity: 1, text: 'Screw B' }));
    expect(lines(store)).toEqual([
      { id: 'LINE0', parentId: null, text: 'Screw A', quantity: 2, productKey: key('A'), type: 'product' },
      { id: 'LINE1', parentId: null, text: 'Screw B', quantity: 1, productKey: key('B'), type: 'product' },
    ]);
  });

  it('keeps new ids unique after deletions', () => {
    expect(nextLineId([line('LINE1', 1)])).toBe('LINE2');
    const store = storeWithCart([line('LINE0', 1), line('LINE1', 1)]);
    store.dispatch(lineRemoved('LINE0'));
    store.dispatch(lineAdded({ productKey: key('C'), quantity: 1, text: 'C' }));
    expect(lines(store).map((l) => l.id)).toEqual(['LINE1', 'LINE2']);
  });

  it('merges into the line with the same product, unit and variant: quantities add up', () => {
    const store = storeWithCart();
    store.dispatch(lineAdded({ productKey: key('A'), quantity: 2, text: 'A' }));
    store.dispatch(lineAdded({ productKey: key('A'), quantity: 3, text: 'A' }));
    expect(lines(store)).toHaveLength(1);
    expect(lines(store)[0]).toMatchObject({ id: 'LINE0', quantity: 5 });
  });

  it('keeps lines apart when unit or variant differ', () => {
    const store = storeWithCart();
    store.dispatch(lineAdded({ productKey: key('A'), quantity: 1, text: 'A' }));
    store.dispatch(lineAdded({ productKey: key('A', 'PK'), quantity: 1, text: 'A pack' }));
    store.dispatch(lineAdded({ productKey: key('A', 'STK', 'V1'), quantity: 1, text: 'A V1' }));
    store.dispatch(lineAdded({ productKey: key('A', 'STK', 'V1'), quantity: 4, text: 'A V1' }));
    expect(lines(store).map((l) => [l.id, l.productKey.unitOfMeasure, l.productKey.variantId, l.quantity])).toEqual([
      ['LINE0', 'STK', null, 1],
      ['LINE1', 'PK', null, 1],
      ['LINE2', 'STK', 'V1', 5],
    ]);
  });

  it('merges into the line with the same id', () => {
    const store = storeWithCart([line('L-7', 2)]);
    store.dispatch(lineAdded({ id: 'L-7', productKey: key('P-L-7'), quantity: 3, text: 'L-7' }));
    expect(lines(store)).toEqual([line('L-7', 5)]);
  });

  it('keeps a given id on a new line', () => {
    const store = storeWithCart([line('LINE0', 1)]);
    store.dispatch(lineAdded({ id: 'ACC-1', productKey: key('Z'), quantity: 1, text: 'Z' }));
    expect(lines(store).map((l) => l.id)).toEqual(['LINE0', 'ACC-1']);
  });

  it('ignores invalid quantities and a missing cart', () => {
    const store = storeWithCart();
    store.dispatch(lineAdded({ productKey: key('A'), quantity: Number.NaN, text: 'A' }));
    store.dispatch(lineAdded({ productKey: key('A'), quantity: 0, text: 'A' }));
    expect(lines(store)).toEqual([]);
    localStorage.clear(); // the first store's cart was saved locally; a new store would load it
    const empty = makeStore();
    empty.dispatch(lineAdded({ productKey: key('A'), quantity: 1, text: 'A' }));
    expect(selectCart(empty.getState())).toBeNull();
  });
});

describe('lineQuantityChanged and lineRemoved (SPEC §4)', () => {
  const withSubLines = () =>
    storeWithCart([
      line('LINE0', 2),
      line('LINE1', 1),
      line('SUB1', 2, { parentId: 'LINE0' }),
      line('SUB2', 1, { parentId: 'SUB1' }),
      line('SUB3', 1, { parentId: 'LINE1' }),
    ]);

  it('sets the quantity', () => {
    const store = withSubLines();
    store.dispatch(lineQuantityChanged({ id: 'LINE1', quantity: 7 }));
    expect(lines(store).find((l) => l.id === 'LINE1')?.quantity).toBe(7);
  });

  it.each([0, -1])('deletes the line and its sub-lines at quantity %s', (quantity) => {
    const store = withSubLines();
    store.dispatch(lineQuantityChanged({ id: 'LINE0', quantity }));
    expect(lines(store).map((l) => l.id)).toEqual(['LINE1', 'SUB3']);
  });

  it('removing a line also removes its sub-lines', () => {
    const store = withSubLines();
    store.dispatch(lineRemoved('LINE1'));
    expect(lines(store).map((l) => l.id)).toEqual(['LINE0', 'SUB1', 'SUB2']);
  });

  it('a merge that brings the quantity to 0 or less deletes the line', () => {
    const store = withSubLines();
    store.dispatch(lineAdded({ productKey: key('P-LINE0'), quantity: -2, text: '' }));
    expect(lines(store).map((l) => l.id)).toEqual(['LINE1', 'SUB3']);
  });
});

describe('any line change clears the calculated cart (SPEC §4)', () => {
  it.each([
    ['lineAdded', lineAdded({ productKey: key('A'), quantity: 1, text: 'A' })],
    ['lineQuantityChanged', lineQuantityChanged({ id: 'LINE0', quantity: 4 })],
    ['lineQuantityChanged to 0', lineQuantityChanged({ id: 'LINE0', quantity: 0 })],
    ['lineRemoved', lineRemoved('LINE0')],
  ])('%s', (_name, action) => {
    const store = calculate(storeWithCart([line('LINE0', 1)]));
    expect(store.getState().cart.calculated).not.toBeNull();
    store.dispatch(action);
    expect(store.getState().cart.calculated).toBeNull();
  });

  it('a change of an unknown line leaves the calculation alone', () => {
    const store = calculate(storeWithCart([line('LINE0', 1)]));
    store.dispatch(lineRemoved('NOPE'));
    store.dispatch(lineQuantityChanged({ id: 'NOPE', quantity: 3 }));
    expect(store.getState().cart.calculated).not.toBeNull();
  });
});

describe('total quantity (SPEC §5)', () => {
  it('counts only top-level product lines; the cart is empty at 0', () => {
    const store = storeWithCart([
      line('LINE0', 2),
      line('LINE1', 3),
      line('SUB1', 10, { parentId: 'LINE0' }),
      line('weefee', 1, { type: 'generated' }),
    ]);
    expect(selectCartQuantity(store.getState())).toBe(5);
    expect(selectCartIsEmpty(store.getState())).toBe(false);
    store.dispatch(lineRemoved('LINE0'));
    store.dispatch(lineQuantityChanged({ id: 'LINE1', quantity: 0 }));
    expect(selectCartQuantity(store.getState())).toBe(0);
    expect(selectCartIsEmpty(store.getState())).toBe(true);
  });
});

describe('the header badge counts lines (issue 16 item 6)', () => {
  it('12.5 m of cable and 8 screws are 2 products, not 20.5', () => {
    const store = storeWithCart([
      line('LINE0', 12.5, { productKey: key('CABLE', 'M'), allowsDecimals: true }),
      line('LINE1', 8),
      line('SUB1', 10, { parentId: 'LINE0' }),
      line('weefee', 1, { type: 'generated' }),
    ]);
    expect(selectCartQuantity(store.getState())).toBe(20.5);
    expect(selectCartLineCount(store.getState())).toBe(2);
    store.dispatch(lineAdded({ productKey: key('CABLE', 'M'), quantity: 2, text: 'Cable' }));
    expect(selectCartLineCount(store.getState())).toBe(2);
    store.dispatch(lineRemoved('LINE1'));
    expect(selectCartLineCount(store.getState())).toBe(1);
  });
});

describe('merging a visitor’s lines (linesMerged, issue 16 item 4)', () => {
  it('adds up the same product, unit and variant; appends the rest with new ids; keeps the unit flag; only top-level product lines', () => {
    const store = calculate(
      storeWithCart([line('LINE0', 1, { productKey: key('A') }), line('LINE1', 2, { productKey: key('B', 'STK', 'red') })]),
    );
    const revision = store.getState().cart.revision;
    store.dispatch(
      linesMerged([
        line('LINE0', 5, { productKey: key('CABLE', 'M'), allowsDecimals: true, text: 'Cable' }), // same id, other product
        line('LINE1', 2, { productKey: key('A') }),
        line('LINE2', 1, { productKey: key('B', 'STK', 'blue') }),
        line('LINE3', 1, { productKey: key('B', 'STK', 'red') }),
        // A visitor adds no sub-lines; generated lines belong to a calculation.
        line('LINE4', 3, { productKey: key('SUB'), parentId: 'LINE0' }),
        line('weefee', 1, { type: 'generated' }),
      ]),
    );
    const lines = selectCartLines(store.getState());
    expect(lines.map((l) => [l.id, l.productKey.productId, l.productKey.variantId, l.quantity, l.parentId])).toEqual([
      ['LINE0', 'A', null, 3, null],
      ['LINE1', 'B', 'red', 3, null],
      ['LINE2', 'CABLE', null, 5, null],
      ['LINE3', 'B', 'blue', 1, null],
    ]);
    expect(lines[2]!.allowsDecimals).toBe(true);
    expect(lines[2]!.text).toBe('Cable');
    expect(store.getState().cart.calculated).toBeNull();
    expect(store.getState().cart.revision).toBeGreaterThan(revision);
  });
});

describe('calculation results in the slice (SPEC §4)', () => {
  const priced = (id: string, quantity: number, extra: Partial<CartLine> = {}): CartLine => ({
    ...line(id, quantity, extra),
    unitPrice: { priceWithVat: 12.5, priceWithoutVat: 10, vat: 2.5, vatPercentage: 25 },
    linePrice: { priceWithVat: 12.5 * quantity, priceWithoutVat: 10 * quantity, vat: 2.5 * quantity, vatPercentage: 25 },
  });
  const reply = (cart: Cart, replyLines: CartLine[]) => ({
    usingFallbackStrategy: false,
    cart: { ...cart, ...calculated, lines: replyLines, paymentFee: 0, earliestDeliveryDate: '2025-01-03' },
  });

  function calculatedStore(replyLines: CartLine[]) {
    const store = storeWithCart([line('LINE0', 1), line('LINE1', 2)]);
    const state = store.getState().cart;
    store.dispatch(cartCalculated({ response: reply(state.cart!, replyLines), revision: state.revision }));
    return store;
  }

  it('names generated lines without id generated + index and keeps line objects that did not change', () => {
    const store = calculatedStore([
      priced('LINE0', 1),
      priced('LINE1', 2),
      { ...line('', 1), type: 'generated', text: 'Small order fee' },
      { ...line('weefee', 1), type: 'generated' },
    ]);
    expect(lines(store).map((l) => l.id)).toEqual(['LINE0', 'LINE1', 'generated2', 'weefee']);
    const before = lines(store);
    const state = store.getState().cart;
    store.dispatch(
      cartCalculated({
        response: reply(state.cart!, [priced('LINE0', 1), priced('LINE1', 2, { text: 'Renamed' }), { ...line('weefee', 1), type: 'generated' }]),
        revision: state.revision,
      }),
    );
    expect(lines(store)[0]).toBe(before[0]); // same content → same object (its row does not re-render)
    expect(lines(store)[1]).not.toBe(before[1]);
  });

  it('a line change drops the generated lines and the changed line’s amounts; the other lines keep theirs', () => {
    const store = calculatedStore([priced('LINE0', 1), priced('LINE1', 2), { ...line('weefee', 1), type: 'generated' }]);
    const other = lines(store)[1];
    store.dispatch(lineQuantityChanged({ id: 'LINE0', quantity: 5 }));
    expect(lines(store).map((l) => l.id)).toEqual(['LINE0', 'LINE1']);
    expect(lines(store)[0]!.linePrice).toBeUndefined();
    expect(lines(store)[0]!.unitPrice?.priceWithoutVat).toBe(10); // the last known unit price
    expect(lines(store)[1]).toBe(other);
  });

  it('cartLoaded keeps only product lines, without prices', () => {
    const store = makeStore();
    store.dispatch(cartCreated({ currencyCode: 'DKK' }));
    const cart = selectCart(store.getState())!;
    store.dispatch(cartLoaded({ ...cart, lines: [priced('A', 1), { ...line('weefee', 1), type: 'generated' }] }));
    expect(lines(store)).toEqual([line('A', 1)]);
  });

  it('cartFieldsChanged updates checkout data and clears the calculation', () => {
    const store = calculatedStore([priced('LINE0', 1), priced('LINE1', 2)]);
    expect(store.getState().cart.calculated).not.toBeNull();
    store.dispatch(cartFieldsChanged({ comment: 'Ring first', reference: 'PO-7' }));
    expect(selectCart(store.getState())).toMatchObject({ comment: 'Ring first', reference: 'PO-7' });
    expect(store.getState().cart.calculated).toBeNull();
  });
});

describe('selectProductLineTree (the cart page’s rows)', () => {
  it('puts sub-lines under their parent and keeps its identity when only quantities change', () => {
    const store = storeWithCart([
      line('A', 1),
      line('A1', 1, { parentId: 'A' }),
      line('B', 1),
      line('A1x', 1, { parentId: 'A1' }),
      line('orphan', 1, { parentId: 'gone' }),
      line('weefee', 1, { type: 'generated' }),
    ]);
    const tree = selectProductLineTree(store.getState());
    expect(tree).toEqual([
      { id: 'A', children: [{ id: 'A1', children: [{ id: 'A1x', children: [] }] }] },
      { id: 'B', children: [] },
      { id: 'orphan', children: [] },
    ]);
    store.dispatch(lineQuantityChanged({ id: 'B', quantity: 3 }));
    expect(selectProductLineTree(store.getState())).toBe(tree);
    expect(selectLineById(store.getState(), 'B')?.quantity).toBe(3);
    store.dispatch(lineRemoved('A1'));
    expect(selectProductLineTree(store.getState()).map((n) => n.children.length)).toEqual([0, 0, 0]);
  });

  it('a parent cycle does not hide lines', () => {
    const store = storeWithCart([line('X', 1, { parentId: 'Y' }), line('Y', 1, { parentId: 'X' })]);
    expect(selectProductLineTree(store.getState()).map((n) => n.id)).toEqual(['X', 'Y']);
  });
});
