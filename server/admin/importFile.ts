/**
 * Reads a document file for `npm run admin -- import` (docs/going-live.md 'File formats'):
 *
 * - NDJSON (.ndjson, .jsonl): one `{ "type", "key", "data" }` per line, streamed (any size); `type` may be left out
 *   with --type.
 * - JSON (.json): an array of such documents (or one).
 * - CSV (.csv; ',' or ';' between fields, found from the header line; "quoted" fields) and XLSX (.xlsx, the first
 *   worksheet): a header row, then one document per row. Columns: `key`, `type` (or --type for the whole file), and
 *   the data's fields as dotted paths: `name`, `billingAddress.city`, `deliveryAddresses.0.zip`,
 *   `prices.1.tiers.0.minQuantity`. An empty cell leaves the field out. Cells take the type the document schema has
 *   at that path: numbers ('12,5' too), booleans (true/false, yes/no, ja/nej, 1/0), and lists of texts written with
 *   '|' between them (`customers` = `10001|10002`).
 *
 * Each document carries its line number (the row number in the sheet, the position in a JSON array) for the summary.
 */
import { createReadStream, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { createInterface } from 'node:readline';
import ExcelJS from 'exceljs';
import { DOCUMENT_SCHEMAS, DOCUMENT_TYPES, type DocumentType } from '../../contract/documents';
import type { IncomingDocument } from '../services/documents/apply';

export const IMPORT_FORMATS = ['ndjson', 'json', 'csv', 'xlsx'] as const;
export type ImportFormat = (typeof IMPORT_FORMATS)[number];

/** A document read from the file, or a line that is not one (rejected with the reason, the others go on). */
export type SourceItem = { doc: IncomingDocument } | { bad: { index: number; type: string; key: string; reason: string } };

export interface ImportSource {
  items: AsyncIterable<SourceItem>;
  /** Documents in the file when known up front (all formats but NDJSON). */
  total: number | null;
  /** How much of the file has been read, 0–1. */
  done(): number;
}

export class ImportFileError extends Error {}

export function formatOf(file: string, format?: string): ImportFormat {
  const chosen = (format ?? path.extname(file).slice(1)).toLowerCase();
  if (chosen === 'jsonl') return 'ndjson';
  if ((IMPORT_FORMATS as readonly string[]).includes(chosen)) return chosen as ImportFormat;
  throw new ImportFileError(`Cannot tell the format of ${file}: name it .ndjson, .json, .csv or .xlsx, or give --format`);
}

const isType = (t: unknown): t is DocumentType => typeof t === 'string' && (DOCUMENT_TYPES as readonly string[]).includes(t);

function envelope(value: unknown, index: number, type: DocumentType | undefined): SourceItem {
  if (!value || typeof value !== 'object' || Array.isArray(value)) {
    return { bad: { index, type: type ?? '', key: '', reason: 'not a document: an object { "type", "key", "data" } is expected' } };
  }
  const v = value as Record<string, unknown>;
  return { doc: { type: typeof v.type === 'string' ? v.type : (type ?? ''), key: typeof v.key === 'string' ? v.key : String(v.key ?? ''), data: v.data, index } };
}

async function* ndjsonItems(file: string, type: DocumentType | undefined, read: { bytes: number }): AsyncGenerator<SourceItem> {
  const stream = createReadStream(file, { encoding: 'utf8' });
  stream.on('data', (chunk) => (read.bytes += Buffer.byteLength(chunk as string)));
  const lines = createInterface({ input: stream, crlfDelay: Infinity });
  let line = 0;
  for await (const text of lines) {
    line++;
    if (text.trim() === '') continue;
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch (error) {
      yield { bad: { index: line, type: type ?? '', key: '', reason: `not JSON: ${error instanceof Error ? error.message : String(error)}` } };
      continue;
    }
    yield envelope(value, line, type);
  }
}

/** RFC 4180 CSV: quoted fields may hold the separator, quotes ("") and line breaks. */
export function parseCsv(text: string): string[][] {
  const body = text.replace(/^\uFEFF/, '');
  const firstLine = body.slice(0, body.search(/\r?\n|$/));
  const separator = (firstLine.match(/;/g)?.length ?? 0) > (firstLine.match(/,/g)?.length ?? 0) ? ';' : ',';
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < body.length; i++) {
    const c = body[i]!;
    if (quoted) {
      if (c === '"' && body[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"' && field === '') quoted = true;
    else if (c === separator) {
      row.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && body[i + 1] === '\n') i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += c;
  }
  if (field !== '' || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows;
}

/** The text of an XLSX cell value (numbers as written, rich text joined, formulas by their result). */
function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (value instanceof Date) return value.toISOString();
  if ('richText' in value) return value.richText.map((r) => r.text).join('');
  if ('text' in value && typeof value.text === 'string') return value.text;
  if ('result' in value) return cellText(value.result as ExcelJS.CellValue);
  return '';
}

async function xlsxRows(file: string): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(file);
  const sheet = workbook.worksheets[0];
  if (!sheet) return [];
  const rows: string[][] = [];
  for (let r = 1; r <= sheet.rowCount; r++) {
    const row = sheet.getRow(r);
    const cells: string[] = [];
    for (let c = 1; c <= Math.max(row.cellCount, sheet.columnCount); c++) cells.push(cellText(row.getCell(c).value).trim());
    rows.push(cells);
  }
  return rows;
}

/** A JSON schema node as far as the column convention needs it (TypeBox schemas are JSON schemas). */
interface SchemaNode {
  type?: string;
  properties?: Record<string, SchemaNode>;
  items?: SchemaNode;
  anyOf?: SchemaNode[];
}

function schemaAt(schema: SchemaNode | undefined, segments: readonly string[]): SchemaNode | undefined {
  if (!schema || segments.length === 0) return schema;
  if (schema.anyOf) {
    for (const member of schema.anyOf) {
      const found = schemaAt(member, segments);
      if (found) return found;
    }
    return undefined;
  }
  const [head, ...rest] = segments;
  if (schema.type === 'object') return schemaAt(schema.properties?.[head!], rest);
  if (schema.type === 'array' && /^\d+$/.test(head!)) return schemaAt(schema.items, rest);
  return undefined;
}

const typesOf = (node: SchemaNode | undefined): Set<string> =>
  new Set(node?.anyOf ? node.anyOf.flatMap((m) => [...typesOf(m)]) : node?.type ? [node.type] : []);

const TRUE = new Set(['true', 'yes', 'ja', 'y', '1']);
const FALSE = new Set(['false', 'no', 'nej', 'n', '0']);

/** A cell's text as the value the schema expects there (left as text when it does not fit: the schema says why). */
export function coerceCell(text: string, node: SchemaNode | undefined): unknown {
  const types = typesOf(node);
  if (types.has('array') && !types.has('string')) {
    const items = node?.anyOf ? node.anyOf.find((m) => m.type === 'array')?.items : node?.items;
    return text.split('|').map((part) => coerceCell(part.trim(), items));
  }
  if ((types.has('integer') || types.has('number')) && !types.has('string')) {
    const normal = /^-?\d+,\d+$/.test(text) ? text.replace(',', '.') : text;
    const n = Number(normal);
    if (normal !== '' && Number.isFinite(n)) return n;
  }
  if (types.has('boolean')) {
    if (TRUE.has(text.toLowerCase())) return true;
    if (FALSE.has(text.toLowerCase())) return false;
  }
  if (types.has('null') && text.toLowerCase() === 'null') return null;
  return text;
}

/** Sets a dotted path in an object; numeric segments make arrays. */
function setPath(target: Record<string, unknown>, segments: readonly string[], value: unknown): void {
  let node: Record<string, unknown> | unknown[] = target;
  segments.forEach((segment, i) => {
    const last = i === segments.length - 1;
    const key: string | number = Array.isArray(node) ? Number(segment) : segment;
    const container = node as Record<string | number, unknown>;
    if (last) container[key] = value;
    else {
      container[key] ??= /^\d+$/.test(segments[i + 1]!) ? [] : {};
      node = container[key] as Record<string, unknown> | unknown[];
    }
  });
}

/** Rows (header first) as documents: the column convention above; `firstLine` is the header's line number. */
export function rowsToItems(rows: string[][], type: DocumentType | undefined): SourceItem[] {
  const [header, ...data] = rows;
  if (!header) return [];
  const columns = header.map((h) => h.trim());
  if (!columns.includes('key')) throw new ImportFileError('The header row has no "key" column');
  if (!type && !columns.includes('type')) throw new ImportFileError('Name the type: a "type" column, or --type for the whole file');
  const items: SourceItem[] = [];
  data.forEach((cells, i) => {
    const line = i + 2;
    if (cells.every((c) => c.trim() === '')) return;
    const cell = (name: string) => (cells[columns.indexOf(name)] ?? '').trim();
    const rowType = columns.includes('type') && cell('type') !== '' ? cell('type') : (type ?? '');
    const schema = isType(rowType) ? (DOCUMENT_SCHEMAS[rowType] as SchemaNode | undefined) : undefined;
    const dataObject: Record<string, unknown> = {};
    columns.forEach((column, c) => {
      if (column === 'key' || column === 'type' || column === '') return;
      const text = (cells[c] ?? '').trim();
      if (text === '') return;
      const segments = column.split('.');
      setPath(dataObject, segments, coerceCell(text, schemaAt(schema, segments)));
    });
    items.push({ doc: { type: rowType, key: cell('key'), data: dataObject, index: line } });
  });
  return items;
}

async function* fromArray(items: SourceItem[], read: { count: number }): AsyncGenerator<SourceItem> {
  for (const item of items) {
    read.count++;
    yield item;
  }
}

/** Opens a document file of any of the formats. */
export async function openImportSource(file: string, options: { type?: DocumentType; format?: string }): Promise<ImportSource> {
  const format = formatOf(file, options.format);
  let size: number;
  try {
    size = statSync(file).size;
  } catch {
    throw new ImportFileError(`Cannot read ${file}`);
  }
  if (format === 'ndjson') {
    const read = { bytes: 0 };
    return { items: ndjsonItems(file, options.type, read), total: null, done: () => (size === 0 ? 1 : Math.min(1, read.bytes / size)) };
  }
  let items: SourceItem[];
  if (format === 'json') {
    let value: unknown;
    try {
      value = JSON.parse(await readFile(file, 'utf8'));
    } catch (error) {
      throw new ImportFileError(`${file} is not JSON: ${error instanceof Error ? error.message : String(error)}`);
    }
    items = (Array.isArray(value) ? value : [value]).map((v, i) => envelope(v, i + 1, options.type));
  } else {
    items = rowsToItems(format === 'csv' ? parseCsv(await readFile(file, 'utf8')) : await xlsxRows(file), options.type);
  }
  const read = { count: 0 };
  return { items: fromArray(items, read), total: items.length, done: () => (items.length === 0 ? 1 : read.count / items.length) };
}
