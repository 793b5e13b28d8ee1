import {
  decodeText,
  MAX_ORDER_FILE_BYTES,
  orderFileKind,
  readOrderFile,
} from '../../../../src/features/cart/quickOrder/orderFile';
import { quantityDecimalSeparator } from '../../../../common/quantity';
import { parseQuickOrder, type ParsedRow } from '../../../../src/features/cart/quickOrder/parseQuickOrder';
import { cellText, xlsxText } from '../../../../src/features/cart/quickOrder/xlsxText';
import { csvFile, workbookBytes, xlsxFile } from './orderFiles';

/** The parsed rows of a text as [row number, item, quantity text, unit, problem]. */
function rows(text: string): [number, string, string, string | null, string | null][] {
  const result = parseQuickOrder(text);
  if (!result.ok) throw new Error(`not parsed: ${result.reason}`);
  return result.rows.map((r: ParsedRow) => [r.line, r.itemNumber, r.quantityText, r.unit, r.problem]);
}

async function readText(file: File, decimalSeparator = ','): Promise<string> {
  const result = await readOrderFile(file, decimalSeparator);
  if (!result.ok) throw new Error(`not read: ${result.reason}`);
  return result.text;
}

describe('orderFileKind', () => {
  it.each([
    ['order.csv', 'text'],
    ['ORDER.CSV', 'text'],
    ['rows.txt', 'text'],
    ['rows.tsv', 'text'],
    ['order.xlsx', 'xlsx'],
    ['Order.XLSX', 'xlsx'],
    ['old.xls', 'xls'],
    ['order.pdf', null],
    ['order', null],
    ['order.xlsx.zip', null],
  ])('%s → %s', (name, kind) => {
    expect(orderFileKind(name)).toBe(kind);
  });
});

describe('decodeText', () => {
  it('UTF-8, dropping a byte-order mark', () => {
    expect(decodeText(new TextEncoder().encode('\uFEFFMäärä;1'))).toBe('Määrä;1');
  });
  it('UTF-16 with a byte-order mark (Excel: Unicode text)', () => {
    const le = new Uint8Array([0xff, 0xfe, ...Array.from('Mä\t2', (c) => [c.charCodeAt(0), 0]).flat()]);
    expect(decodeText(le)).toBe('Mä\t2');
  });
  it('Windows-1252 when the bytes are no UTF-8 (Excel: CSV on a Nordic Windows)', () => {
    // 'Määrä;Enhed' in Windows-1252: ä is 0xE4.
    expect(decodeText(new Uint8Array([0x4d, 0xe4, 0xe4, 0x72, 0xe4, 0x3b, 0x31]))).toBe('Määrä;1');
  });
});

describe('quantityDecimalSeparator', () => {
  it.each([
    ['da', ','],
    ['sv', ','],
    ['nb', ','],
    ['fi', ','],
    ['en', '.'],
  ])('%s → %s', (locale, separator) => {
    expect(quantityDecimalSeparator(locale)).toBe(separator);
    // What the language's number format says (CLDR).
    expect(new Intl.NumberFormat(locale).formatToParts(1.5).find((part) => part.type === 'decimal')?.value).toBe(separator);
  });
});

describe('readOrderFile: CSV', () => {
  it('keeps the spreadsheet row numbers: the header row and blank rows count', async () => {
    const text = await readText(csvFile('order.csv', '\uFEFFVarenr.;Antal;Enhed\r\n100200;5;STK\r\n\r\n;;\r\n999999;1\r\n300100;"12,5";M\r\n'));
    expect(rows(text)).toEqual([
      [2, '100200', '5', 'STK', null],
      [5, '999999', '1', null, null],
      [6, '300100', '12,5', 'M', null],
    ]);
  });

  it('reads comma-separated CSV with quoted decimals and a Windows-1252 header', async () => {
    const header = new Uint8Array([...Array.from('Tuotenumero,M', (c) => c.charCodeAt(0)), 0xe4, 0xe4, 0x72, 0xe4, 0x0d, 0x0a]);
    const body = new TextEncoder().encode('100200,"2,5"\r\n100201,3\r\n');
    const text = await readText(csvFile('tilaus.csv', new Uint8Array([...header, ...body])));
    expect(text.split(/\r?\n/)[0]).toBe('Tuotenumero,Määrä');
    expect(rows(text)).toEqual([
      [2, '100200', '2,5', null, null],
      [3, '100201', '3', null, null],
    ]);
  });
});

describe('readOrderFile: XLSX', () => {
  it('one line per sheet row: row N of the sheet is line N (empty rows too), numbers in the language format', async () => {
    const file = await xlsxFile('order.xlsx', {
      1: ['Item number', 'Quantity', 'Unit'],
      2: [100200, 5, 'STK'],
      // row 3 empty
      4: ['300100', 12.5, 'M'],
      5: ['999999', 1],
      7: [{ richText: [{ text: '2004' }, { text: '00' }] }, { formula: 'A2-100197', result: 3 }],
    });
    const text = await readText(file, ',');
    expect(text).toBe('Item number\tQuantity\tUnit\n100200\t5\tSTK\n\n300100\t12,5\tM\n999999\t1\n\n200400\t3');
    expect(rows(text)).toEqual([
      [2, '100200', '5', 'STK', null],
      [4, '300100', '12,5', 'M', null],
      [5, '999999', '1', null, null],
      [7, '200400', '3', null, null],
    ]);
    // English: a dot.
    expect(await readText(file, '.')).toContain('300100\t12.5\tM');
  });

  it('a row with one cell keeps TAB as its separator (a comma in the cell is no separator)', async () => {
    const text = await readText(await xlsxFile('order.xlsx', { 1: ['100200,5'], 2: ['100201', '"2"'] }));
    expect(text).toBe('100200,5\t\n100201\t"""2"""');
    expect(rows(text)).toEqual([
      [1, '100200,5', '', null, 'missingQuantity'],
      [2, '100201', '"2"', null, 'quantityInvalid'],
    ]);
  });

  it('reads the first visible sheet', async () => {
    const bytes = await workbookBytes({ 1: ['100200', 2] }, { hiddenFirstSheet: true });
    expect(await readText(new File([bytes], 'order.xlsx'))).toBe('100200\t2');
  });

  it('a workbook without rows is empty text', async () => {
    expect(await readText(await xlsxFile('empty.xlsx', {}))).toBe('');
  });

  it('cellText: formulas by their result, errors and dates as text', () => {
    expect(cellText({ formula: 'A1*2', result: 2.5 }, ',')).toBe('2,5');
    expect(cellText({ error: '#REF!' }, ',')).toBe('#REF!');
    expect(cellText(new Date('2026-03-01T00:00:00Z'), ',')).toBe('2026-03-01');
    expect(cellText({ text: 'link', hyperlink: 'https://example.com' }, ',')).toBe('link');
    expect(cellText(true, ',')).toBe('true');
    expect(cellText(null, ',')).toBe('');
  });

  it('xlsxText rejects bytes that are no workbook', async () => {
    await expect(xlsxText(new TextEncoder().encode('not a zip'), ',')).rejects.toThrow();
  });
});

describe('readOrderFile: refused files', () => {
  it.each([
    ['order.pdf', 'unsupported'],
    ['order.xls', 'oldExcel'],
  ])('%s → %s', async (name, reason) => {
    expect(await readOrderFile(new File(['x'], name), ',')).toEqual({ ok: false, reason });
  });

  it('a file over the size limit', async () => {
    const big = new File([new Uint8Array(MAX_ORDER_FILE_BYTES + 1)], 'big.csv');
    expect(await readOrderFile(big, ',')).toEqual({ ok: false, reason: 'tooLarge' });
  });

  it('an .xlsx that is no workbook', async () => {
    expect(await readOrderFile(new File(['item;qty\n1;2'], 'renamed.xlsx'), ',')).toEqual({ ok: false, reason: 'unreadable' });
  });
});
