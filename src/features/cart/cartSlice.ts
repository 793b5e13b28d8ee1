import { createSelector, createSlice, nanoid, type PayloadAction } from '@reduxjs/toolkit';
import {
  emptyAddress,
  type Address,
  type CalculateCartResponse,
  type CalculatedCart,
  type Cart,
  type CartLine,
  type ProductKey,
} from '../../api/commerceTypes';
import { loggedOut } from '../user';

/** The calculation of the cart as the summary shows it (docs/commerce-api.md CalculatedCartResponse). */
export interface CalculatedCartState extends CalculatedCart {
  /** Major units, excl. VAT. */
  paymentFee: number;
  /** The quote the cart was made from and what its prices did (issue 20; src/features/quotes CartQuoteNotice). */
  quote?: CalculateCartResponse['cart']['quote'];
}

export interface CartState {
  cart: Cart | null;
  /** The server's calculation of the current lines; null after any line change (SPEC §4). */
  calculated: CalculatedCartState | null;
  calculating: boolean;
  usingFallbackStrategy: boolean;
  /** The last calculation (or save) error; 'Unauthorized' after a 401 (SPEC §8). */
  error: string | null;
  /** 'YYYY-MM-DD', the earliest possible expected delivery date of the last calculation. */
  earliestDeliveryDate: string | null;
  /**
   * Counts every change of the cart's content (lines, checkout fields, a new or loaded cart). A calculation
   * is applied only when the revision it was started at is still the current one.
   */
  revision: number;
  /** Mounted views that show the calculation (cart page, mini-cart); they get it recalculated after edits. */
  openViews: number;
  /**
   * A logged-in customer's cart is being loaded from the server (cartSagas' loadServerCart), which calculates it
   * when it is in: a view opening meanwhile waits for that calculation instead of starting one of its own.
   */
  loadingFromServer: boolean;
}

const initialState: CartState = {
  cart: null,
  calculated: null,
  calculating: false,
  usingFallbackStrategy: false,
  error: null,
  earliestDeliveryDate: null,
  revision: 0,
  openViews: 0,
  loadingFromServer: false,
};

/** The special generated line that is not part of the subtotal (SPEC §2, §9). */
export { PRIV_DELIVERY, GENERATED_LINE_IDS } from '../../../contract/values';

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
  /** The unit's catalogue rule (the product's units): the quantity may have decimals. */
  allowsDecimals?: boolean;
}

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

// stock: the calculation's shipping note of the line (docs/stock.md), as old as its prices.
const PRICE_FIELDS = ['unitPrice', 'linePrice', 'netUnitPrice', 'netLinePrice', 'stock'] as const;

/** A line without the prices of a calculation. */
function withoutPrices(line: CartLine): CartLine {
  const copy = { ...line };
  for (const field of PRICE_FIELDS) delete copy[field];
  return copy;
}

/** The amounts of a line that depend on its quantity. */
const LINE_AMOUNT_FIELDS = ['linePrice', 'netLinePrice', 'stock'] as const;

/**
 * SPEC §4: any line change clears the calculated cart. The generated lines and the changed line's amounts
 * belonged to that calculation and go with it (its unit price stays as the last known one); the other lines keep
 * theirs until the next calculation.
 */
function linesChanged(state: CartState, changedId?: string) {
  state.calculated = null;
  state.revision += 1;
  const cart = state.cart;
  if (!cart) return;
  cart.lines = cart.lines.filter((line) => line.type !== 'generated');
  const changed = changedId === undefined ? undefined : cart.lines.find((line) => line.id === changedId);
  if (changed) for (const field of LINE_AMOUNT_FIELDS) delete changed[field];
}

/** SPEC §4: generated lines without an id are named 'generated' plus their index. */
export function nameGeneratedLines(lines: readonly CartLine[]): CartLine[] {
  return lines.map((line, index) => (line.type === 'generated' && !line.id ? { ...line, id: `generated${index}` } : line));
}

/** Deep equality of JSON values (the lines of two calculations), whatever the order of their keys. */
function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const ak = Object.keys(a);
  const bk = Object.keys(b);
  return (
    ak.length === bk.length &&
    ak.every((k) => sameJson((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]))
  );
}

/** The lines of a reply, reusing the current line objects that did not change (so their rows do not re-render). */
function mergeLines(current: CartLine[], next: CartLine[]): CartLine[] {
  const byId = new Map(current.map((line) => [line.id, line]));
  return next.map((line) => {
    const old = byId.get(line.id);
    return old && sameJson(old, line) ? old : line;
  });
}

function createdPayload(args: { currencyCode: string; billingAddress?: Address | null }): CartCreatedPayload {
  const now = new Date();
  return {
    cartId: randomCartId(),
    createdAt: now.toISOString(),
    expectedDeliveryDate: localDate(now),
    currencyCode: args.currencyCode,
    billingAddress: args.billingAddress ?? null,
  };
}

/**
 * SPEC §4 adding a line (lineAdded, linesMerged): merges into the line with the same id, or else the product line with
 * the same product, unit and variant under the same parent — the quantities add up (a sum of 0 or less deletes the
 * line). A new line without an id gets 'LINE' plus the line count.
 */
function addLine(state: CartState, payload: LineAddedPayload) {
  const cart = state.cart;
  const { productKey, quantity, text, id, parentId = null, allowsDecimals } = payload;
  if (!cart || !validQuantity(quantity)) return;
  const existing =
    (id !== undefined ? cart.lines.find((line) => line.id === id) : undefined) ??
    cart.lines.find(
      (line) => line.type === 'product' && (line.parentId ?? null) === parentId && sameProductKey(line.productKey, productKey),
    );
  if (existing) {
    existing.quantity += quantity;
    const changedId = existing.id;
    if (existing.quantity <= 0) deleteLine(cart, changedId);
    linesChanged(state, changedId);
  } else {
    if (quantity <= 0) return;
    cart.lines.push({
      id: id ?? nextLineId(cart.lines),
      parentId,
      text,
      quantity,
      productKey: { productId: productKey.productId, unitOfMeasure: productKey.unitOfMeasure, variantId: productKey.variantId ?? null },
      type: 'product',
      allowsDecimals,
    });
    linesChanged(state);
  }
}

/** The checkout data of a cart (everything but its id, lines and creation time). */
export type CartFields = Partial<Omit<Cart, 'cartId' | 'lines' | 'createdAt'>>;

const cartSlice = createSlice({
  name: 'cart',
  initialState,
  reducers: {
    /** A stored cart (local storage or the server's latest): its product lines, without a calculation. */
    cartLoaded(state, action: PayloadAction<Cart>) {
      state.cart = {
        ...action.payload,
        lines: action.payload.lines.filter((line) => line.type !== 'generated').map(withoutPrices),
      };
      state.calculated = null;
      state.error = null;
      state.earliestDeliveryDate = null;
      state.revision += 1;
    },
    /** SPEC §4: a new empty cart (random id, expected delivery today, currency, billing address for both). */
    cartCreated: {
      reducer(state, action: PayloadAction<CartCreatedPayload>) {
        state.cart = emptyCart(action.payload);
        state.calculated = null;
        state.error = null;
        state.earliestDeliveryDate = null;
        state.revision += 1;
      },
      prepare: (args: { currencyCode: string; billingAddress?: Address | null }) => ({ payload: createdPayload(args) }),
    },
    /**
     * SPEC §8, 401 on calculate or save: the local cart is reset to an empty cart for the customer and the
     * calculation error ('Unauthorized') is recorded. (The storage saga saves it locally.)
     */
    cartReset: {
      reducer(state, action: PayloadAction<CartCreatedPayload & { error: string }>) {
        const { error, ...created } = action.payload;
        state.cart = emptyCart(created);
        state.calculated = null;
        state.calculating = false;
        state.usingFallbackStrategy = false;
        state.earliestDeliveryDate = null;
        state.error = error;
        state.revision += 1;
      },
      prepare: (args: { currencyCode: string; billingAddress?: Address | null; error?: string }) => ({
        payload: { ...createdPayload(args), error: args.error ?? 'Unauthorized' },
      }),
    },
    /** The cart id is taken by someone else (404 on save): the same lines under a new random id. */
    cartIdRenewed: {
      reducer(state, action: PayloadAction<string>) {
        if (!state.cart) return;
        state.cart.cartId = action.payload;
        state.calculated = null;
        state.revision += 1;
      },
      prepare: () => ({ payload: randomCartId() }),
    },
    /** Checkout data changed (addresses, methods, dates, comment, reference): the calculation is outdated. */
    cartFieldsChanged(state, action: PayloadAction<CartFields>) {
      if (!state.cart) return;
      Object.assign(state.cart, action.payload);
      state.calculated = null;
      state.revision += 1;
    },
    calculationStarted(state) {
      state.calculating = true;
      state.error = null;
    },
    /**
     * SPEC §4 calculation result: updates the lines (generated lines without an id get 'generated' + index),
     * the calculated cart, the fallback flag and the server's delivery-date check. A reply for an outdated
     * revision (the cart changed meanwhile) or another cart only ends the calculating state.
     */
    cartCalculated(state, action: PayloadAction<{ response: CalculateCartResponse; revision: number }>) {
      state.calculating = false;
      const { response, revision } = action.payload;
      const cart = state.cart;
      if (!cart || revision !== state.revision || response.cart.cartId !== cart.cartId) return;
      const reply = response.cart;
      const lines = nameGeneratedLines(reply.lines);
      cart.lines = mergeLines(cart.lines, lines);
      cart.hasExpextedDeliveryDateError = reply.hasExpextedDeliveryDateError;
      state.calculated = {
        lines,
        discount: reply.discount,
        totalNetPrice: reply.totalNetPrice,
        totalPrice: reply.totalPrice,
        shippingMethod: reply.shippingMethod,
        paymentFee: reply.paymentFee ?? 0,
        ...(reply.quote ? { quote: reply.quote } : {}),
      };
      state.usingFallbackStrategy = response.usingFallbackStrategy;
      state.earliestDeliveryDate = reply.earliestDeliveryDate ?? null;
      state.error = null;
    },
    calculationFailed(state, action: PayloadAction<string>) {
      state.calculating = false;
      state.error = action.payload;
    },
    /** A view showing the calculation mounted (cart page, mini-cart). */
    cartViewOpened(state) {
      state.openViews += 1;
    },
    cartViewClosed(state) {
      state.openViews = Math.max(0, state.openViews - 1);
    },
    /** loadServerCart started (true) or ended (false: after the loaded cart's calculation, or a failure). */
    serverCartLoading(state, action: PayloadAction<boolean>) {
      state.loadingFromServer = action.payload;
    },
    /**
     * SPEC §4 adding a line: merges into the line with the same id, or else the top-level product line with the
     * same product, unit and variant — the quantities add up (a sum of 0 or less deletes the line). A new line
     * without an id gets 'LINE' plus the line count. Needs a cart (cartCreated / cartLoaded first).
     */
    lineAdded(state, action: PayloadAction<LineAddedPayload>) {
      addLine(state, action.payload);
    },
    /**
     * The lines a visitor put in the cart before logging in, merged into the customer's cart (cartSagas'
     * loadServerCart) by the rule of adding a line: a line of the same product, unit and variant gets the quantity
     * added, any other line is appended with the next 'LINE' id. Line ids are not matched: they are per cart ('LINE0'
     * of the visitor's cart is not the customer's 'LINE0'). Only top-level product lines: a visitor adds no sub-lines
     * (product page, product lists, quick order). One action: one local save, one debounced server save.
     */
    linesMerged(state, action: PayloadAction<CartLine[]>) {
      for (const { type, parentId, productKey, quantity, text, allowsDecimals } of action.payload) {
        if (type === 'product' && !parentId) addLine(state, { productKey, quantity, text, allowsDecimals });
      }
    },
    /** SPEC §4: a quantity of 0 or less deletes the line and its sub-lines. */
    lineQuantityChanged(state, action: PayloadAction<{ id: string; quantity: number }>) {
      const cart = state.cart;
      const { id, quantity } = action.payload;
      const line = cart?.lines.find((l) => l.id === id);
      if (!cart || !line || !validQuantity(quantity)) return;
      if (quantity <= 0) deleteLine(cart, id);
      else line.quantity = quantity;
      linesChanged(state, id);
    },
    /** Deleting a line also deletes its sub-lines (SPEC §4). */
    lineRemoved(state, action: PayloadAction<string>) {
      const cart = state.cart;
      if (!cart || !cart.lines.some((line) => line.id === action.payload)) return;
      deleteLine(cart, action.payload);
      linesChanged(state);
    },
  },
  extraReducers: (builder) => {
    // Logout leaves no cart of the previous customer behind (issue 6: shared computers).
    builder.addCase(loggedOut, () => initialState);
  },
});

export const {
  cartLoaded,
  cartCreated,
  cartReset,
  cartIdRenewed,
  cartFieldsChanged,
  lineAdded,
  linesMerged,
  lineQuantityChanged,
  lineRemoved,
  calculationStarted,
  cartCalculated,
  calculationFailed,
  cartViewOpened,
  cartViewClosed,
  serverCartLoading,
} = cartSlice.actions;
export const cartReducer = cartSlice.reducer;

interface WithCart {
  cart: CartState;
}

const NO_LINES: CartLine[] = [];

export const selectCart = (state: WithCart) => state.cart.cart;
export const selectCartLines = (state: WithCart): CartLine[] => state.cart.cart?.lines ?? NO_LINES;
export const selectCalculatedCart = (state: WithCart) => state.cart.calculated;
export const selectCartCalculating = (state: WithCart) => state.cart.calculating;
export const selectCartError = (state: WithCart) => state.cart.error;
export const selectUsingFallbackStrategy = (state: WithCart) => state.cart.usingFallbackStrategy;
export const selectEarliestDeliveryDate = (state: WithCart) => state.cart.earliestDeliveryDate;
export const selectCartCurrency = (state: WithCart) => state.cart.cart?.currencyCode ?? null;

/** One line by id (the cart page's rows select only their own line). */
export const selectLineById = (state: WithCart, id: string): CartLine | undefined =>
  state.cart.cart?.lines.find((line) => line.id === id);

export interface LineNode {
  id: string;
  children: LineNode[];
}

const sameTree = (a: readonly LineNode[], b: readonly LineNode[]): boolean =>
  a.length === b.length && a.every((node, i) => node.id === b[i]!.id && sameTree(node.children, b[i]!.children));

/**
 * The product lines as a tree (sub-lines under their parent, in cart order). The result keeps its identity while
 * only quantities or prices change, so the list does not re-render for a quantity edit.
 */
export const selectProductLineTree = createSelector(
  [selectCartLines],
  (lines): LineNode[] => {
    const products = lines.filter((line) => line.type === 'product');
    const parentOf = new Map(products.map((line) => [line.id, line.parentId]));
    const nodes = new Map(products.map((line) => [line.id, { id: line.id, children: [] as LineNode[] }]));
    /** A parent that is in the cart and not (through its own parents) the line itself. */
    const validParent = (id: string): string | null => {
      const parentId = parentOf.get(id);
      if (!parentId || !nodes.has(parentId)) return null;
      for (let up: string | null | undefined = parentId, steps = 0; up; up = parentOf.get(up), steps++) {
        if (up === id || steps > products.length) return null;
      }
      return parentId;
    };
    const roots: LineNode[] = [];
    for (const line of products) {
      const parentId = validParent(line.id);
      (parentId ? nodes.get(parentId)!.children : roots).push(nodes.get(line.id)!);
    }
    return roots;
  },
  { memoizeOptions: { resultEqualityCheck: sameTree } },
);

/** The top-level product lines (SPEC §5). */
const topProductLines = (state: WithCart) => selectCartLines(state).filter((line) => line.type === 'product' && !line.parentId);
/** SPEC §5: the total quantity counts only top-level product lines; the cart is empty when it is 0. */
export const selectCartQuantity = (state: WithCart) => topProductLines(state).reduce((sum, line) => sum + line.quantity, 0);
export const selectCartIsEmpty = (state: WithCart) => selectCartQuantity(state) === 0;
/**
 * The header badge's count (issue 16): the top-level product lines — what a buyer counts ('2 products'), as metres
 * of cable and boxes of screws do not add up to one number (12.5 m + 8 pcs is not '20.5'). A line's quantity is
 * always above 0 (0 or less deletes it).
 */
export const selectCartLineCount = (state: WithCart) => topProductLines(state).length;
