/**
 * Order files for the quick order (issue 16): a CSV/text file or an Excel workbook (.xlsx) becomes the text the
 * paste box parses (parseQuickOrder), one line per spreadsheet row — so a row's line number in that text is its row
 * number in the spreadsheet (the header row and blank rows count), and 'Row 5' in a message is row 5 of the file.
 *
 * - CSV and text files are decoded as they are: UTF-8 (a byte-order mark is dropped), UTF-16 with a byte-order mark
 *   (Excel's 'Unicode text'), else Windows-1252 (Excel's 'CSV' on Windows in the Nordic languages). The paste parser
 *   reads them: TAB, ';' or ',' per row, quoted fields ("2,5"), CRLF/LF/CR.
 * - An .xlsx workbook is read by exceljs in a chunk of its own ('xlsx', ~240 kB gzip), loaded only when one is chosen
 *   (xlsxText.ts): never part of the first load or the quick order's chunk.
 * - An old Excel file (.xls) or anything else is refused with a reason; so is a file over MAX_ORDER_FILE_BYTES.
 */

/** The largest order file read (a 500-row workbook is some 20 kB; this leaves room for styles and pictures). */
export const MAX_ORDER_FILE_BYTES = 5 * 1024 * 1024;

export type OrderFileKind = 'text' | 'xlsx' | 'xls';

/** What the file input offers to choose (the extension decides: CSV files from Excel often say application/vnd.ms-excel). */
export const ORDER_FILE_ACCEPT = '.csv,.txt,.tsv,.xlsx,text/csv,text/plain,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The kind of an order file by its name's extension; null when it is none the quick order reads. */
export function orderFileKind(name: string): OrderFileKind | null {
  const extension = /\.([a-z0-9]+)$/i.exec(name.trim())?.[1]?.toLowerCase();
  switch (extension) {
    case 'csv':
    case 'txt':
    case 'tsv':
      return 'text';
    case 'xlsx':
      return 'xlsx';
    case 'xls':
      return 'xls';
    default:
      return null;
  }
}

/** A text file's characters: by its byte-order mark, else UTF-8 when the bytes are valid UTF-8, else Windows-1252. */
export function decodeText(bytes: Uint8Array): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes);
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes);
  try {
    // The UTF-8 decoder drops a leading byte-order mark.
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

export type OrderFileResult =
  | { ok: true; text: string }
  | { ok: false; reason: 'unsupported' | 'oldExcel' | 'tooLarge' | 'unreadable' };

/** Loads the xlsx reader (its chunk with exceljs) — only called for an .xlsx file. */
const loadXlsxReader = () => import(/* webpackChunkName: "xlsx" */ './xlsxText');

/**
 * Reads an order file into paste-box text, one line per spreadsheet row. `decimalSeparator`: the shop language's
 * (',' in Danish), used for the numbers of a workbook's cells (12.5 → '12,5') so the text reads as typed.
 */
export async function readOrderFile(file: Blob & { name: string }, decimalSeparator: string): Promise<OrderFileResult> {
  const kind = orderFileKind(file.name);
  if (kind === null) return { ok: false, reason: 'unsupported' };
  if (kind === 'xls') return { ok: false, reason: 'oldExcel' };
  if (file.size > MAX_ORDER_FILE_BYTES) return { ok: false, reason: 'tooLarge' };
  try {
    const bytes = new Uint8Array(await file.arrayBuffer());
    if (kind === 'text') return { ok: true, text: decodeText(bytes) };
    const { xlsxText } = await loadXlsxReader();
    return { ok: true, text: await xlsxText(bytes, decimalSeparator) };
  } catch {
    // Not a workbook (a renamed or damaged file), or the reader's chunk could not be loaded.
    return { ok: false, reason: 'unreadable' };
  }
}
