import type { PriceKey, Product } from '../../../api/types';
import type { AppDispatch, RootState } from '../../../app/store';
import { errorMessage } from '../../../components';
import { addLinesToCart } from '../cartRules';
import { listPrice, priceForQuantity, priceNeeded, selectPrice } from '../../price';
import { selectIsLoggedIn } from '../../user';
import { selectCurrencyCode } from '../../website';
import { selectCartLines } from '../cartSlice';
import { lookupItems } from './items';
import { parseQuickOrder } from './parseQuickOrder';
import { planQuickOrder, type InvalidRow } from './validate';

/** How long adding waits for customer prices still unknown (for the add_to_cart value); then adds without them. */
export const PRICE_WAIT_MS = 2000;
const PRICE_POLL_MS = 20;

export type QuickOrderOutcome =
  | { kind: 'empty' }
  | { kind: 'tooManyRows'; rowCount: number; limit: number }
  | { kind: 'lookupFailed'; message: string }
  | {
      kind: 'done';
      /** Lines added to the cart. */
      added: number;
      /**
       * The rows left for correction, with their row numbers in the text or file they came from: the header row and
       * blank rows count, as a spreadsheet numbers its rows ('Row 5' is row 5 of the sheet the rows were copied from).
       */
      invalid: InvalidRow[];
      /** The new text of the box: exactly the rows left, as they were pasted. */
      remainingText: string;
    };

export interface KnownPriceArgs {
  product: Product;
  unitId: string;
  variantId: string | null;
  quantity: number;
}

/**
 * The unit price the buyer sees, without the VAT display factor, when it is known now (usePrice's rules without
 * the hook): logged in, the customer's price from the price store at the quantity's tier; anonymous, the list
 * price that came with the product. null when unknown.
 */
export function knownUnitPrice(state: RootState, { product, unitId, variantId, quantity }: KnownPriceArgs): number | null {
  const key: PriceKey = { productId: product.id, variantId, unitOfMeasure: unitId };
  const currency = selectCurrencyCode(state);
  if (selectIsLoggedIn(state)) {
    const entry = selectPrice(state, key, currency);
    return entry?.status === 'success' && entry.price !== null ? priceForQuantity(entry.price, entry.tiers ?? [], quantity) : null;
  }
  const list = listPrice(product, key, currency);
  return list ? priceForQuantity(list.price, list.tiers, quantity) : null;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Logged in: asks the price saga for the keys and waits (at most PRICE_WAIT_MS) until none is pending. */
async function awaitCustomerPrices(dispatch: AppDispatch, getState: () => RootState, keys: PriceKey[]): Promise<void> {
  if (keys.length === 0 || !selectIsLoggedIn(getState())) return;
  dispatch(priceNeeded(keys));
  const currency = selectCurrencyCode(getState());
  const waiting = () =>
    keys.some((key) => {
      const entry = selectPrice(getState(), key, currency);
      return entry === undefined || entry.status === 'pending';
    });
  const deadline = Date.now() + PRICE_WAIT_MS;
  while (waiting() && Date.now() < deadline) await sleep(PRICE_POLL_MS);
}

/**
 * The paste box's 'Add to cart': parses the text, looks the item numbers up, validates every row, adds all valid
 * rows in one action (one add_to_cart event with all items) and answers which rows are left for correction.
 * Nothing is added when the text has too many rows or the lookup fails (the text stays as it is).
 */
export const submitQuickOrder =
  (text: string, unitLabels: Readonly<Record<string, string>>) =>
  async (dispatch: AppDispatch, getState: () => RootState): Promise<QuickOrderOutcome> => {
    const parsed = parseQuickOrder(text);
    if (!parsed.ok) return { kind: 'tooManyRows', rowCount: parsed.rowCount, limit: parsed.limit };
    if (parsed.rows.length === 0) return { kind: 'empty' };

    let items;
    try {
      items = await dispatch(lookupItems(parsed.rows.filter((row) => row.problem === null).map((row) => row.itemNumber)));
    } catch (error) {
      return { kind: 'lookupFailed', message: errorMessage(error) ?? String(error) };
    }

    const plan = planQuickOrder(parsed.rows, items, selectCartLines(getState()), unitLabels);
    await awaitCustomerPrices(
      dispatch,
      getState,
      plan.valid.map((row) => ({ productId: row.product.id, variantId: row.variantId, unitOfMeasure: row.unitId })),
    );
    const state = getState();
    dispatch(
      addLinesToCart(
        plan.valid.map(({ product, unitId, variantId, quantity }) => ({
          product,
          unitId,
          variantId,
          quantity,
          unitPrice: knownUnitPrice(state, { product, unitId, variantId, quantity }),
        })),
      ),
    );

    return {
      kind: 'done',
      added: plan.valid.length,
      invalid: plan.invalid,
      remainingText: plan.invalid.map((entry) => entry.row.source).join('\n'),
    };
  };
