import type { CartLine } from '../../../../src/api/commerceTypes';
import type { Product } from '../../../../src/api/types';
import { candidateIds, matchUnit, resolveItem, type ResolvedItem } from '../../../../src/features/cart/quickOrder/items';
import { parseQuickOrder, type ParsedRow } from '../../../../src/features/cart/quickOrder/parseQuickOrder';
import { CART_MAX_LINES, planQuickOrder, quantityReason, validateRow } from '../../../../src/features/cart/quickOrder/validate';
import { quantityProblem } from '../../../../src/features/cart/cartRules';
import { cable, glove, screw } from './fixtures';

const products = new Map<string, Product>([screw, cable, glove].map((p) => [p.id, p]));
const LABELS = { STK: 'pcs', PK: 'Pack', M: 'm' };

function row(text: string): ParsedRow {
  const result = parseQuickOrder(text);
  if (!result.ok || !result.rows[0]) throw new Error('no row');
  return result.rows[0];
}

function check(text: string) {
  const r = row(text);
  const result = validateRow(r, resolveItem(r.itemNumber, products) ?? undefined, LABELS);
  return result.ok
    ? { ok: true, product: result.value.product.id, variantId: result.value.variantId, unitId: result.value.unitId, quantity: result.value.quantity }
    : { ok: false, reason: result.value.reason, options: result.value.options, unitId: result.value.unitId };
}

describe('item numbers and variant ids', () => {
  it('asks for the item number and, for variant-like numbers, the ids before each dash', () => {
    expect(candidateIds(' 100200 ')).toEqual(['100200']);
    expect(candidateIds('500300-XL')).toEqual(['500300-XL', '500300']);
    expect(candidateIds('A-B-C')).toEqual(['A-B-C', 'A', 'A-B']);
    expect(candidateIds('-5')).toEqual(['-5']);
    expect(candidateIds('  ')).toEqual([]);
  });

  it('resolves a product id, a variant id (any case) only when the product lists it, else nothing', () => {
    expect(resolveItem('100200', products)).toEqual<ResolvedItem>({ product: screw, variantId: null });
    expect(resolveItem('500300-XL', products)).toEqual<ResolvedItem>({ product: glove, variantId: '500300-XL' });
    expect(resolveItem('500300-xl', products)).toEqual<ResolvedItem>({ product: glove, variantId: '500300-XL' });
    expect(resolveItem('500300-XXL', products)).toBeNull();
    expect(resolveItem('100200-5', products)).toBeNull();
    expect(resolveItem('999999', products)).toBeNull();
  });

  it('matches units by id in any case, with a trailing dot, or by the shop label', () => {
    expect(matchUnit(screw, 'stk', LABELS)).toBe('STK');
    expect(matchUnit(screw, 'Stk.', LABELS)).toBe('STK');
    expect(matchUnit(screw, 'pack', LABELS)).toBe('PK');
    expect(matchUnit(screw, 'KRT', LABELS)).toBeNull();
    expect(matchUnit(cable, 'Pack', LABELS)).toBeNull();
  });
});

describe('validateRow', () => {
  it.each([
    ['no unit → the default unit', '100200;5', { ok: true, product: '100200', variantId: null, unitId: 'STK', quantity: 5 }],
    ['a sold unit', '100200;2;pk', { ok: true, product: '100200', variantId: null, unitId: 'PK', quantity: 2 }],
    ['a variant id', '500300-XL;4', { ok: true, product: '500300', variantId: '500300-XL', unitId: 'PAR', quantity: 4 }],
    ['decimal comma for metres', '300100;2,5;M', { ok: true, product: '300100', variantId: null, unitId: 'M', quantity: 2.5 }],
    ['decimals for the default unit M', '300100;12.125', { ok: true, product: '300100', variantId: null, unitId: 'M', quantity: 12.125 }],
    ['unknown item', '999999;1', { ok: false, reason: 'unknownItem' }],
    ['unit not sold', '100200;1;KRT', { ok: false, reason: 'unitNotSold', options: ['pcs', 'Pack'] }],
    ['product with variants named without one', '500300;1', { ok: false, reason: 'variantRequired', options: ['500300-M', '500300-XL'] }],
    ['zero', '100200;0', { ok: false, reason: 'quantityInvalid', unitId: 'STK' }],
    ['negative', '100200;-2', { ok: false, reason: 'quantityInvalid' }],
    ['text', '100200;two', { ok: false, reason: 'quantityInvalid' }],
    ['missing quantity', '100200', { ok: false, reason: 'missingQuantity' }],
    ['decimal pieces', '100200;2,5', { ok: false, reason: 'quantityNotWhole', unitId: 'STK' }],
    ['"3,0" pieces (a decimal separator is not a whole number)', '100200;3,0', { ok: false, reason: 'quantityNotWhole', unitId: 'STK' }],
    ['decimals for a roll (RL is counted)', '300100;1,5;RL', { ok: false, reason: 'quantityNotWhole', unitId: 'RL' }],
    ['four decimals for metres', '300100;1,2345;M', { ok: false, reason: 'tooManyDecimals', unitId: 'M' }],
    ['too large', '100200;100000', { ok: false, reason: 'quantityTooLarge', unitId: 'STK' }],
  ])('%s', (_name, text, expected) => {
    expect(check(text)).toEqual(expect.objectContaining(expected));
  });

  it('the quantity rule is the one addToCart enforces, by the unit flag of the catalogue', () => {
    expect(quantityReason(2.5, true, true)).toBeNull();
    expect(quantityReason(2.5, true, false)).toBe('quantityNotWhole');
    expect(quantityReason(2, false, false)).toBeNull();
    expect(quantityProblem(2.5, false)).toBe('notWhole');
    expect(quantityProblem(2.5, true)).toBeNull();
    expect(quantityProblem(0, true)).toBe('notPositive');
    expect(quantityProblem(Number.NaN, false)).toBe('notPositive');
    expect(quantityProblem('2', false)).toBe('notPositive');
  });

  it('reads the rule from the product, never from the unit id: metres without the flag are whole numbers', () => {
    const plain: Product = { ...cable, units: cable.units.map((u) => ({ ...u, allowsDecimals: false })) };
    expect(validateRow(row('300100;2,5;M'), { product: plain, variantId: null }, LABELS)).toEqual(
      expect.objectContaining({ ok: false, value: expect.objectContaining({ reason: 'quantityNotWhole' }) }),
    );
    // A unit sold by measure whatever its id: the flag decides.
    const bulk: Product = { ...screw, units: [{ unitId: 'PK', factor: 1, isDefault: true, allowsDecimals: true }] };
    expect(validateRow(row('100200;0,25'), { product: bulk, variantId: null }, LABELS).ok).toBe(true);
  });
});

describe('planQuickOrder', () => {
  const cartLine = (i: number, productId = `P${i}`): CartLine => ({
    id: `LINE${i}`,
    parentId: null,
    text: productId,
    quantity: 1,
    productKey: { productId, unitOfMeasure: 'STK', variantId: null },
    type: 'product',
  });

  const plan = (text: string, cartLines: CartLine[] = []) => {
    const parsed = parseQuickOrder(text);
    if (!parsed.ok) throw new Error('not parsed');
    const items = new Map(parsed.rows.flatMap((r) => {
      const item = resolveItem(r.itemNumber, products);
      return item ? [[r.itemNumber, item] as const] : [];
    }));
    return planQuickOrder(parsed.rows, items, cartLines, LABELS);
  };

  it('splits rows into valid and invalid, each in pasted order', () => {
    const result = plan('100200;1\n999;1\n300100;2,5;M\n100200;1;KRT');
    expect(result.valid.map((v) => v.row.line)).toEqual([1, 3]);
    expect(result.invalid.map((v) => [v.row.line, v.reason])).toEqual([
      [2, 'unknownItem'],
      [4, 'unitNotSold'],
    ]);
  });

  it('keeps the cart within 500 lines: new lines beyond are cartFull, merging rows still go', () => {
    const full = Array.from({ length: CART_MAX_LINES - 1 }, (_, i) => cartLine(i));
    full.push(cartLine(CART_MAX_LINES - 1, '100200'));
    const result = plan('100200;3\n300100;1\n100200;2;PK', full);
    expect(result.valid.map((v) => v.row.line)).toEqual([1]);
    expect(result.invalid.map((v) => [v.row.line, v.reason])).toEqual([
      [2, 'cartFull'],
      [3, 'cartFull'],
    ]);

    const almost = full.slice(1); // 499 lines: room for one new line
    const next = plan('300100;1\n100200;2;PK\n300100;4', almost);
    expect(next.valid.map((v) => v.row.line)).toEqual([1, 3]);
    expect(next.invalid.map((v) => [v.row.line, v.reason])).toEqual([[2, 'cartFull']]);
  });
});
