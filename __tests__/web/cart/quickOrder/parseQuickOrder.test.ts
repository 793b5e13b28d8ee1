import {
  MAX_QUICK_ORDER_ROWS,
  parseQuantityText,
  parseQuickOrder,
  type ParsedRow,
} from '../../../../src/features/cart/quickOrder/parseQuickOrder';

/** The parsed rows of a text, as [line, item, quantity, unit, problem]. */
function rows(text: string): [number, string, number | null, string | null, string | null][] {
  const result = parseQuickOrder(text);
  if (!result.ok) throw new Error(`not parsed: ${result.reason}`);
  return result.rows.map((r: ParsedRow) => [r.line, r.itemNumber, r.quantity, r.unit, r.problem]);
}

describe('parseQuickOrder: separators', () => {
  it.each([
    ['TAB', '100200\t5\tSTK', [[1, '100200', 5, 'STK', null]]],
    ['semicolon', '100200;5;STK', [[1, '100200', 5, 'STK', null]]],
    ['comma', '100200,5,STK', [[1, '100200', 5, 'STK', null]]],
    ['spaces (typed by hand)', '100200   5  PK', [[1, '100200', 5, 'PK', null]]],
    ['no unit', '100200;12', [[1, '100200', 12, null, null]]],
    ['spaces around fields', '  100200 ;  7 ; pk ', [[1, '100200', 7, 'pk', null]]],
    ['TAB wins over a comma inside a field', '100200\t2,5\tM', [[1, '100200', 2.5, 'M', null]]],
    ['semicolon wins over a decimal comma', '100200;2,5;M', [[1, '100200', 2.5, 'M', null]]],
    ['quoted CSV field keeps its comma', '100200,"2,5",M', [[1, '100200', 2.5, 'M', null]]],
    ['comma separated decimal comma without unit', '100200,2,5', [[1, '100200', 2.5, null, null]]],
    ['comma separated decimal comma with unit', '100200,2,5,M', [[1, '100200', 2.5, 'M', null]]],
    ['a copied empty trailing column', '100200\t5\t\t', [[1, '100200', 5, null, null]]],
    ['variant id with dashes', '100231-XL;3', [[1, '100231-XL', 3, null, null]]],
  ])('%s', (_name, text, expected) => {
    expect(rows(text)).toEqual(expected);
  });

  it('mixes separators row by row', () => {
    expect(rows('100200\t1\n100201;2;PK\n100202,3')).toEqual([
      [1, '100200', 1, null, null],
      [2, '100201', 2, 'PK', null],
      [3, '100202', 3, null, null],
    ]);
  });
});

describe('parseQuickOrder: line endings, blank and header rows', () => {
  it.each([
    ['Windows CRLF', '100200\t1\r\n100201\t2\r\n'],
    ['Unix LF', '100200\t1\n100201\t2\n'],
    ['old Mac CR', '100200\t1\r100201\t2'],
  ])('%s', (_name, text) => {
    expect(rows(text)).toEqual([
      [1, '100200', 1, null, null],
      [2, '100201', 2, null, null],
    ]);
  });

  it('skips blank rows (also rows of only separators) and keeps the real line numbers', () => {
    expect(rows('\n100200;1\n   \n\t\t\n;;\n100201;2\n\n')).toEqual([
      [2, '100200', 1, null, null],
      [6, '100201', 2, null, null],
    ]);
  });

  it.each([
    ['English header', 'Item number\tQuantity\tUnit\n100200\t4'],
    ['Danish header', 'Varenr.;Antal;Enhed\n100200;4'],
    ['header after blank rows', '\n\nItem;Qty\n100200;4'],
  ])('skips a header row: %s', (_name, text) => {
    const result = parseQuickOrder(text);
    expect(result.ok && result.headerSkipped).toBe(true);
    expect(rows(text).map((r) => r.slice(1))).toEqual([['100200', 4, null, null]]);
  });

  it('only the first row can be a header: a later text row is an error row', () => {
    const result = parseQuickOrder('100200;4\nItem;Qty');
    expect(result.ok && result.headerSkipped).toBe(false);
    expect(rows('100200;4\nItem;Qty')).toEqual([
      [1, '100200', 4, null, null],
      [2, 'Item', null, null, 'quantityInvalid'],
    ]);
  });

  it('a first row with an item number is not a header even when its quantity is text', () => {
    expect(rows('100200;many')).toEqual([[1, '100200', null, null, 'quantityInvalid']]);
  });

  it('nothing but blanks → no rows', () => {
    expect(parseQuickOrder('\r\n \n\t\n')).toEqual({ ok: true, rows: [], headerSkipped: false });
  });
});

describe('parseQuickOrder: quantities', () => {
  it.each([
    ['5', 5, false],
    ['2,5', 2.5, true],
    ['2.5', 2.5, true],
    ['0', 0, false],
    ['10,125', 10.125, true],
    ['3,0', 3, true],
  ])('%s → %p (decimals written: %p)', (text, value, hasDecimals) => {
    expect(parseQuantityText(text)).toEqual({ value, hasDecimals });
  });

  it.each(['-1', '+2', 'abc', '1 000', '1.000,5', '2,', ',5', '1e3', '0x10', ''])('%p is not a quantity', (text) => {
    expect(parseQuantityText(text)).toBeNull();
  });

  it('marks rows whose quantity is missing, not a number or that have too many columns', () => {
    expect(rows('100200\n100201;\n100202;-3\n100203;2;STK;extra\n100204;abc;PK')).toEqual([
      [1, '100200', null, null, 'missingQuantity'],
      [2, '100201', null, null, 'missingQuantity'],
      [3, '100202', null, null, 'quantityInvalid'],
      [4, '100203', 2, 'STK', 'tooManyColumns'],
      [5, '100204', null, 'PK', 'quantityInvalid'],
    ]);
  });

  it('keeps each row as pasted (for the box) and whether decimals were written', () => {
    const result = parseQuickOrder('100200;3,0;STK\r\n');
    expect(result.ok && result.rows[0]).toMatchObject({ source: '100200;3,0;STK', quantityText: '3,0', quantity: 3, quantityHasDecimals: true });
  });
});

describe('parseQuickOrder: the row limit', () => {
  const pasted = (n: number) => Array.from({ length: n }, (_, i) => `${100000 + i}\t1`).join('\r\n');

  it(`accepts ${MAX_QUICK_ORDER_ROWS} rows`, () => {
    const result = parseQuickOrder(pasted(MAX_QUICK_ORDER_ROWS));
    expect(result.ok && result.rows).toHaveLength(500);
  });

  it('refuses 501 rows as a whole (nothing parsed), with the count and the limit', () => {
    expect(parseQuickOrder(pasted(501))).toEqual({ ok: false, reason: 'tooManyRows', rowCount: 501, limit: 500 });
  });

  it('counts neither blank rows nor the header row', () => {
    const text = `Item\tQty\n\n${pasted(500)}\n\n\n`;
    const result = parseQuickOrder(text);
    expect(result.ok && result.rows).toHaveLength(500);
  });
});
