/**
 * Quick order paste format (issue 7): one row per line, `item number<sep>quantity[<sep>unit]`, as copied from a
 * spreadsheet. Pure functions, no store.
 *
 * Decisions:
 * - Separator per row: TAB when the row has one (spreadsheet copy), else ';', else ',', else runs of spaces.
 *   Fields may be wrapped in double quotes (CSV), so `100200,"2,5",M` keeps its decimal comma. With ',' as the
 *   separator, `100200,2,5` / `100200,2,5,M` (a third field of digits only — never a unit) is the decimal 2,5.
 * - Empty trailing fields (a copied empty column) are ignored; more than three fields is an error.
 * - Blank rows are skipped (they never count). Windows (CRLF), old Mac (CR) and Unix line endings.
 * - The first non-blank row is a header and skipped when neither its item nor its quantity field has a digit
 *   ('Item no;Qty;Unit', 'Varenr.\tAntal').
 * - Quantity: digits with at most one decimal separator ('.' or ','); no signs, spaces or thousands separators.
 *   Whether decimals are allowed depends on the unit (see validateRow), known only once the product is.
 * - At most MAX_QUICK_ORDER_ROWS non-blank rows; more → `tooManyRows` and no rows (the text stays in the box).
 */

export const MAX_QUICK_ORDER_ROWS = 500;

export type RowProblem = 'missingQuantity' | 'tooManyColumns' | 'quantityInvalid';

export interface ParsedRow {
  /** 1-based line number in the pasted text. */
  line: number;
  /** The row as pasted (without its line ending), kept for the box when the row needs correction. */
  source: string;
  itemNumber: string;
  /** The quantity field as typed ('' when missing). */
  quantityText: string;
  /** The parsed quantity (a positive or zero number), or null when the field is not a number. */
  quantity: number | null;
  /** True when the quantity was written with a decimal separator ('2,5', '3.0'). */
  quantityHasDecimals: boolean;
  /** The unit field, null when not given. */
  unit: string | null;
  /** A problem found without knowing the product. */
  problem: RowProblem | null;
}

export type ParseResult =
  | { ok: true; rows: ParsedRow[]; headerSkipped: boolean }
  | { ok: false; reason: 'tooManyRows'; rowCount: number; limit: number };

/** Splits text into lines on CRLF, CR or LF. */
export function splitLines(text: string): string[] {
  return text.split(/\r\n|\r|\n/);
}

/** One row's fields: quoted fields keep separators inside them ("2,5"); "" inside quotes is a quote. */
function splitFields(row: string, separator: string | RegExp): string[] {
  if (separator instanceof RegExp) return row.trim().split(separator);
  const fields: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < row.length; i += 1) {
    const ch = row[i];
    if (quoted) {
      if (ch === '"' && row[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"' && field.trim() === '') {
      quoted = true;
      field = '';
    } else if (ch === separator) {
      fields.push(field);
      field = '';
    } else field += ch;
  }
  fields.push(field);
  return fields;
}

/** The separator of one row: TAB, ';', ',' (outside quotes), or else whitespace. */
function separatorOf(row: string): string | RegExp {
  const unquoted = row.replace(/"[^"]*"/g, '');
  if (unquoted.includes('\t')) return '\t';
  if (unquoted.includes(';')) return ';';
  if (unquoted.includes(',')) return ',';
  return /\s+/;
}

const QUANTITY = /^(\d+)(?:[.,](\d+))?$/;

/** A quantity field as a number: digits with at most one decimal separator ('.' or ','); else null. */
export function parseQuantityText(text: string): { value: number; hasDecimals: boolean } | null {
  const match = QUANTITY.exec(text.trim());
  if (!match) return null;
  const [, whole, decimals] = match;
  const value = Number(decimals === undefined ? whole : `${whole}.${decimals}`);
  return Number.isFinite(value) ? { value, hasDecimals: decimals !== undefined } : null;
}

const hasDigit = (text: string) => /\d/.test(text);

/** The fields of one non-blank row: trimmed, trailing empty ones dropped, comma decimals rejoined. */
function rowFields(source: string): string[] {
  const separator = separatorOf(source);
  const fields = splitFields(source, separator).map((field) => field.trim());
  while (fields.length > 0 && fields[fields.length - 1] === '') fields.pop();
  // `100200,2,5[,M]`: with ',' as the separator a digits-only third field is the decimals of the quantity.
  if (separator === ',' && (fields.length === 3 || fields.length === 4) && /^\d+$/.test(fields[1] ?? '') && /^\d+$/.test(fields[2] ?? '')) {
    return [fields[0] ?? '', `${fields[1]},${fields[2]}`, ...fields.slice(3)];
  }
  return fields;
}

function parseRow(source: string, line: number): ParsedRow {
  const [itemNumber = '', quantityText = '', unit, ...extra] = rowFields(source);
  const quantity = parseQuantityText(quantityText);
  let problem: RowProblem | null = null;
  if (extra.length > 0) problem = 'tooManyColumns';
  else if (quantityText === '') problem = 'missingQuantity';
  else if (quantity === null) problem = 'quantityInvalid';
  return {
    line,
    source,
    itemNumber,
    quantityText,
    quantity: quantity?.value ?? null,
    quantityHasDecimals: quantity?.hasDecimals ?? false,
    unit: unit === undefined || unit === '' ? null : unit,
    problem,
  };
}

/** Parses pasted rows (see the decisions above). */
export function parseQuickOrder(text: string): ParseResult {
  const lines = splitLines(text);
  const nonBlank: { source: string; line: number }[] = [];
  lines.forEach((source, i) => {
    if (source.replace(/[\t;,"\s]/g, '') !== '') nonBlank.push({ source, line: i + 1 });
  });
  const first = nonBlank[0];
  let headerSkipped = false;
  if (first) {
    const [itemNumber = '', quantityText = ''] = rowFields(first.source);
    if (!hasDigit(itemNumber) && !hasDigit(quantityText)) {
      nonBlank.shift();
      headerSkipped = true;
    }
  }
  if (nonBlank.length > MAX_QUICK_ORDER_ROWS) {
    return { ok: false, reason: 'tooManyRows', rowCount: nonBlank.length, limit: MAX_QUICK_ORDER_ROWS };
  }
  return { ok: true, rows: nonBlank.map(({ source, line }) => parseRow(source, line)), headerSkipped };
}
