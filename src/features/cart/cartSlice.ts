import { createSlice, nanoid, type PayloadAction } from '@reduxjs/toolkit';
import type { Address, CalculatedCart, Cart, CartLine, ProductKey } from '../../api/commerceTypes';
import { loggedOut } from '../user/actions';

export interface CartState {
  cart: Cart | null;
  calculated: CalculatedCart | null;
  calculating: boolean;
  usingFallbackStrategy: boolean;
  error: string | null;
}

const initialState: CartState = {
  cart: null,
  calculated: null,
  calculating: false,
  usingFallbackStrategy: false,
  error: null,
};

/** SPEC §4: a new line without an id gets 'LINE' plus the line count. */
export const LINE_ID_PREFIX = 'LINE';

export interface CartCreatedPayload {
  cartId: string;
  createdAt: string;
  /** 'YYYY-MM-DD' (local date). */
  expectedDeliveryDate: string;
  currencyCode: string;
  /** The customer's billing address; used for both addresses (SPEC §4 Cart lifecycle). */
  billingAddress: Address | null;
}

export interface LineAddedPayload {
  productKey: ProductKey;
  quantity: number;
  text: string;
  /** Merge target; a new line keeps it, otherwise 'LINE' + line count is given. */
  id?: string;
  /** Sub-lines (e.g. accessories of a line) name their parent line. */
  parentId?: string | null;
}

export const emptyAddress = (): Address => ({
  address1: '',
  address2: '',
  city: '',
  company: '',
  country: '',
  customerNumber: '',
  email: '',
  name: '',
  phone: '',
  zip: '',
  extraInfo: {},
});

/** Today as 'YYYY-MM-DD' in the local time zone. */
export function localDate(date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** A random cart id (SPEC §3: cartId is a random string). */
export function randomCartId(): string {
  const uuid = globalThis.crypto?.randomUUID?.();
  return uuid ?? `${nanoid()}${nanoid()}`;
}

/** SPEC §4 Cart lifecycle: an empty cart — no lines, expected delivery today, the billing address for both. */
export function emptyCart(payload: CartCreatedPayload): Cart {
  const address = payload.billingAddress ?? emptyAddress();
  return {
    cartId: payload.cartId,
    billingAddress: { ...address, extraInfo: { ...address.extraInfo } },
    shippingAddress: { ...address, extraInfo: { ...address.extraInfo } },
    comment: '',
    reference: '',
    createdAt: payload.createdAt,
    expectedDeliveryDate: payload.expectedDeliveryDate,
    hasExpextedDeliveryDateError: false,
    currencyCode: payload.currencyCode,
    lines: [],
    paymentMethod: null,
    shippingMethod: null,
  };
}

/** SPEC §5 cart line identity: same product id, unit of measure and variant. */
export function sameProductKey(a: ProductKey, b: ProductKey): boolean {
  return a.productId === b.productId && a.unitOfMeasure === b.unitOfMeasure && (a.variantId ?? null) === (b.variantId ?? null);
}

/** SPEC §4: 'LINE' plus the line count; counted on while that id is taken (after deletions). */
export function nextLineId(lines: readonly CartLine[]): string {
  const taken = new Set(lines.map((line) => line.id));
  let n = lines.length;
  while (taken.has(`${LINE_ID_PREFIX}${n}`)) n += 1;
  return `${LINE_ID_PREFIX}${n}`;
}

/** The line with this id and all its sub-lines (at any depth). */
function withSubLines(lines: readonly CartLine[], id: string): Set<string> {
  const ids = new Set([id]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const line of lines) {
      if (line.parentId && ids.has(line.parentId) && !ids.has(line.id)) {
        ids.add(line.id);
        grew = true;
      }
    }
  }
  return ids;
}

function deleteLine(cart: Cart, id: string) {
  const gone = withSubLines(cart.lines, id);
  cart.lines = cart.lines.filter((line) => !gone.has(line.id));
}

const validQuantity = (quantity: number) => typeof quantity === 'number' && Number.isFinite(quantity);

const cartSlice = createSlice({
  name: 'cart',
  initialState,
  reducers: {
    cartLoaded(state, action: PayloadAction<Cart>) {
      state.cart = action.payload;
      state.calculated = null;
    },
    /** SPEC §4: a new empty cart (random id, expected delivery today, currency, billing address for both). */
    cartCreated: {
      reducer(state, action: PayloadAction<CartCreatedPayload>) {
        state.cart = emptyCart(action.payload);
        state.calculated = null;
        state.error = null;
      },
      prepare(args: { currencyCode: string; billingAddress?: Address | null }) {
        const now = new Date();
        return {
          payload: {
            cartId: randomCartId(),
            createdAt: now.toISOString(),
            expectedDeliveryDate: localDate(now),
            currencyCode: args.currencyCode,
            billingAddress: args.billingAddress ?? null,
          },
        };
      },
    },
    /**
     * SPEC §4 adding a line: merges into the line with the same id, or else the top-level product line with the
     * same product, unit and variant — the quantities add up (a sum of 0 or less deletes the line). A new line
     * without an id gets 'LINE' plus the line count. Needs a cart (cartCreated / cartLoaded first).
     */
    lineAdded(state, action: PayloadAction<LineAddedPayload>) {
      const cart = state.cart;
      const { productKey, quantity, text, id, parentId = null } = action.payload;
      if (!cart || !validQuantity(quantity)) return;
      const existing =
        (id !== undefined ? cart.lines.find((line) => line.id === id) : undefined) ??
        cart.lines.find(
          (line) =>
            line.type === 'product' &&
            (line.parentId ?? null) === parentId &&
            sameProductKey(line.productKey, productKey),
        );
      if (existing) {
        existing.quantity += quantity;
        if (existing.quantity <= 0) deleteLine(cart, existing.id);
      } else {
        if (quantity <= 0) return;
        cart.lines.push({
          id: id ?? nextLineId(cart.lines),
          parentId,
          text,
          quantity,
          productKey: { productId: productKey.productId, unitOfMeasure: productKey.unitOfMeasure, variantId: productKey.variantId ?? null },
          type: 'product',
        });
      }
      state.calculated = null;
    },
    /** SPEC §4: a quantity of 0 or less deletes the line and its sub-lines. */
    lineQuantityChanged(state, action: PayloadAction<{ id: string; quantity: number }>) {
      const cart = state.cart;
      const { id, quantity } = action.payload;
      const line = cart?.lines.find((l) => l.id === id);
      if (!cart || !line || !validQuantity(quantity)) return;
      if (quantity <= 0) deleteLine(cart, id);
      else line.quantity = quantity;
      state.calculated = null;
    },
    /** Deleting a line also deletes its sub-lines (SPEC §4). */
    lineRemoved(state, action: PayloadAction<string>) {
      const cart = state.cart;
      if (!cart || !cart.lines.some((line) => line.id === action.payload)) return;
      deleteLine(cart, action.payload);
      state.calculated = null;
    },
  },
  extraReducers: (builder) => {
    // Logout leaves no cart of the previous customer behind (issue 6: shared computers).
    builder.addCase(loggedOut, () => initialState);
  },
});

export const { cartLoaded, cartCreated, lineAdded, lineQuantityChanged, lineRemoved } = cartSlice.actions;
export const cartReducer = cartSlice.reducer;

/** The actions that change the cart's lines (each clears the calculation and is saved locally at once). */
export const cartLineActions = [lineAdded, lineQuantityChanged, lineRemoved] as const;

export const selectCart = (state: { cart: CartState }) => state.cart.cart;
export const selectCartLines = (state: { cart: CartState }): CartLine[] => state.cart.cart?.lines ?? [];
export const selectCalculatedCart = (state: { cart: CartState }) => state.cart.calculated;

/** SPEC §5: the total quantity counts only top-level product lines; the cart is empty when it is 0. */
export const selectCartQuantity = (state: { cart: CartState }) =>
  (state.cart.cart?.lines ?? [])
    .filter((line) => line.type === 'product' && !line.parentId)
    .reduce((sum, line) => sum + line.quantity, 0);
export const selectCartIsEmpty = (state: { cart: CartState }) => selectCartQuantity(state) === 0;
