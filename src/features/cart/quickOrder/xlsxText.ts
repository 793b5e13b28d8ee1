/**
 * The .xlsx reader of the quick order's file upload — a chunk of its own ('xlsx', with exceljs), loaded by
 * orderFile.ts only when the buyer chooses a workbook. The browser build takes exceljs's prebuilt browser bundle
 * without polyfills (webpack.config.ts alias); tests and the server use its Node build.
 */
import ExcelJS from 'exceljs';
import type { CellValue } from 'exceljs';

/** A number as typed in the shop's language: 12.5 → '12,5' with ',' (no thousands separators). */
function numberText(value: number, decimalSeparator: string): string {
  return String(value).replace('.', decimalSeparator);
}

/** A cell's value as text: numbers in the language's format, formulas by their result, rich text as its text. */
export function cellText(value: CellValue | { richText: { text: string }[] }, decimalSeparator: string): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return numberText(value, decimalSeparator);
  if (typeof value === 'string') return value;
  if (typeof value === 'boolean') return String(value);
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if ('richText' in value) return value.richText.map((part) => part.text).join('');
  if ('formula' in value || 'sharedFormula' in value) return cellText(value.result, decimalSeparator);
  // A hyperlink's text may itself be rich text.
  if ('hyperlink' in value) return cellText(value.text as CellValue, decimalSeparator);
  if ('error' in value) return value.error;
  return '';
}

/**
 * A cell for a TAB-separated line the paste parser reads back exactly: line breaks and TABs become spaces, and a
 * cell with a double quote is quoted ("" inside), as in CSV.
 */
function field(text: string): string {
  const flat = text.replace(/[\t\r\n]+/g, ' ');
  return flat.includes('"') ? `"${flat.replace(/"/g, '""')}"` : flat;
}

/**
 * The rows of a workbook's first visible worksheet as paste-box text: line N is row N of the sheet (empty rows are
 * empty lines), cells separated by TAB; nothing after the last row with a value. A row with one cell gets a TAB after it,
 * so its separator is TAB too (never a comma or semicolon inside the cell).
 */
export async function xlsxText(data: Uint8Array, decimalSeparator: string): Promise<string> {
  const workbook = new ExcelJS.Workbook();
  // exceljs's types name Node's Buffer; it reads any ArrayBuffer view (JSZip underneath).
  await workbook.xlsx.load(data as unknown as ArrayBuffer);
  const sheet = workbook.worksheets.find((worksheet) => worksheet.state === 'visible') ?? workbook.worksheets[0];
  if (!sheet) return '';
  const lines: string[] = [];
  // Rows with a value only (eachRow skips empty ones); the rows between them become empty lines.
  sheet.eachRow((row, number) => {
    // row.values is 1-based (index 0 is empty) and sparse.
    const values = Array.isArray(row.values) ? row.values.slice(1) : [];
    const cells = Array.from(values, (value) => cellText(value, decimalSeparator).trim());
    while (cells.length > 0 && cells[cells.length - 1] === '') cells.pop();
    if (cells.length === 0) return;
    if (cells.length === 1) cells.push('');
    while (lines.length < number - 1) lines.push('');
    lines.push(cells.map(field).join('\t'));
  });
  return lines.join('\n');
}
