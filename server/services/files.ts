/**
 * Downloadable files (SPEC §7 "Files, images"):
 * - GET /files/{b64Path}/{b64FileName}: a file under DATA_DIR/files, confined like media (resolveMediaPath);
 * - GET /api/PerfionFile/file/{productNumber}/{featureName}: product information files — a generated PDF
 *   datasheet (featureName 'datasheet', cached under DATA_DIR/cache/files) or files stored under
 *   DATA_DIR/files/products/<productNumber>/<featureName>/[<language>/]<fileName>.
 */
import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { rename, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import PDFDocument from 'pdfkit';
import type { Db } from '../db';
import { normalizeLanguageCode } from './area';
import { resolveMediaPath } from './media';
import { loadProducts } from './products';

export const DEFAULT_FILE_LANGUAGE = 'da';

/** Content types by extension; anything else is application/octet-stream (always as an attachment). */
const FILE_TYPES: Readonly<Record<string, string>> = {
  '.pdf': 'application/pdf',
  '.zip': 'application/zip',
  '.csv': 'text/csv; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xlsx': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  '.xls': 'application/vnd.ms-excel',
  '.docx': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  '.doc': 'application/msword',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.svg': 'image/svg+xml',
  '.dwg': 'application/acad',
  '.step': 'application/step',
  '.stp': 'application/step',
};

export function fileContentType(fileName: string): string {
  return FILE_TYPES[path.extname(fileName).toLowerCase()] ?? 'application/octet-stream';
}

/**
 * The absolute path of an existing file `relative` (slash-separated) under `root`, or null. Uses the same
 * confinement as media (resolveMediaPath: no absolute paths, no '..', no symlinks out of the root).
 */
export function resolveUnderRoot(root: string, relative: string): string | null {
  return resolveMediaPath(root, Buffer.from(relative, 'utf8').toString('base64url'));
}

/** A path segment from a URL that may be used as one folder or file name: no separators, dots-only or NULs. */
export function isSafeSegment(value: string): boolean {
  return value.length > 0 && value.length <= 200 && !/[/\\\0]/.test(value) && !/^\.+$/.test(value);
}

/**
 * A download name: the last path segment, without control characters or characters Windows forbids,
 * no leading dots, at most 180 characters (keeping the extension); `fallback` when nothing is left.
 */
export function sanitizeFileName(name: string, fallback = 'download'): string {
  let clean = (name.normalize('NFC').split(/[\\/]/).pop() ?? '')
    // eslint-disable-next-line no-control-regex -- control characters are what is removed
    .replace(/[\u0000-\u001f\u007f-\u009f]/g, '')
    .replace(/[<>:"|?*]/g, '_')
    .trim()
    .replace(/^\.+/, '')
    .trim();
  if (clean.length > 180) {
    const ext = path.extname(clean).slice(0, 20);
    clean = clean.slice(0, 180 - ext.length) + ext;
  }
  return clean || fallback;
}

/** RFC 6266 attachment header with an ASCII fallback and the RFC 5987 UTF-8 form of the name. */
export function contentDisposition(fileName: string, fallback = 'download'): string {
  const name = sanitizeFileName(fileName, fallback);
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\%]/g, '_');
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/**
 * A language code from 'da', 'da-DK', a locale code ('DAN') or a Perfion language id ('1'); null when the
 * shop has no such language.
 */
export async function resolveFileLanguage(db: Db, input: string | undefined): Promise<string | null> {
  const wanted = (input ?? DEFAULT_FILE_LANGUAGE).trim().toLowerCase();
  const rows = await db
    .selectFrom('languages')
    .select(['code', 'language_id', 'locale_code', 'perfion_language_id'])
    .execute();
  const row = rows.find(
    (r) =>
      r.code.toLowerCase() === wanted ||
      r.language_id.toLowerCase() === wanted ||
      r.locale_code.toLowerCase() === wanted ||
      String(r.perfion_language_id) === wanted,
  );
  if (row) return row.code;
  const code = normalizeLanguageCode(wanted);
  return rows.some((r) => r.code === code) ? code : null;
}

export async function productExists(db: Db, productNumber: string): Promise<boolean> {
  const row = await db.selectFrom('products').select('id').where('id', '=', productNumber).executeTakeFirst();
  return row !== undefined;
}

/** A stored product information file, trying the language folder first. */
export function resolveProductFile(
  filesRoot: string,
  productNumber: string,
  featureName: string,
  fileName: string,
  language: string,
): string | null {
  if (![productNumber, featureName, fileName].every(isSafeSegment)) return null;
  const base = `products/${productNumber}/${featureName}`;
  return resolveUnderRoot(filesRoot, `${base}/${language}/${fileName}`) ?? resolveUnderRoot(filesRoot, `${base}/${fileName}`);
}

// ---------------------------------------------------------------- datasheet

/** Bump to regenerate every cached datasheet after a layout change. */
const DATASHEET_VERSION = 1;

const LABELS: Record<string, { productNumber: string; ean: string; brand: string; specifications: string; datasheet: string }> = {
  da: { productNumber: 'Varenummer', ean: 'EAN', brand: 'Mærke', specifications: 'Specifikationer', datasheet: 'Datablad' },
  en: { productNumber: 'Product number', ean: 'EAN', brand: 'Brand', specifications: 'Specifications', datasheet: 'Datasheet' },
  sv: { productNumber: 'Artikelnummer', ean: 'EAN', brand: 'Varumärke', specifications: 'Specifikationer', datasheet: 'Datablad' },
  nb: { productNumber: 'Varenummer', ean: 'EAN', brand: 'Merke', specifications: 'Spesifikasjoner', datasheet: 'Datablad' },
  fi: { productNumber: 'Tuotenumero', ean: 'EAN', brand: 'Tuotemerkki', specifications: 'Tekniset tiedot', datasheet: 'Tuotekortti' },
};

export interface DatasheetData {
  productNumber: string;
  language: string;
  name: string;
  brand: string;
  shortDescription: string;
  ean: string | null;
  specs: { label: string; value: string }[];
}

/** The product's datasheet content in a language, or null for an unknown product. */
export async function loadDatasheetData(db: Db, productNumber: string, language: string): Promise<DatasheetData | null> {
  const product = (await loadProducts(db, [productNumber], language, 'DKK')).get(productNumber);
  if (!product) return null;
  const brand = product.specifications.brand;
  return {
    productNumber: product.id,
    language,
    name: product.name,
    brand,
    shortDescription: product.shortDescription,
    ean: product.ean ?? null,
    specs: product.specifications.$meta
      .filter((s) => s.key !== 'brand' && s.value !== '')
      .map((s) => ({ label: s.label, value: s.value })),
  };
}

/** The standard PDF fonts encode WinAnsi: keep Latin-1 and its extras, replace the rest. */
function pdfText(text: string): string {
  return text
    .replace(/[≤]/g, '<=')
    .replace(/[≥]/g, '>=')
    .replace(/[^\n\x20-\xff€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ]/g, '?');
}

/** Renders a one- or multi-page A4 datasheet with pdfkit. */
export function renderDatasheet(data: DatasheetData): Promise<Buffer> {
  const labels = LABELS[data.language] ?? LABELS.en!;
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    compress: true,
    info: { Title: pdfText(`${labels.datasheet} – ${data.name}`), Subject: data.productNumber, Creator: 'b2b-webshop' },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const bottom = () => doc.page.height - doc.page.margins.bottom;

  doc.fillColor('#254F64').font('Helvetica').fontSize(10).text(pdfText(labels.datasheet.toUpperCase()), { characterSpacing: 1 });
  doc.moveDown(0.3);
  doc.fillColor('#111111').font('Helvetica-Bold').fontSize(20).text(pdfText(data.name), { width });
  doc.moveDown(0.5);
  doc.font('Helvetica').fontSize(11).fillColor('#333333');
  const facts: [string, string][] = [[labels.productNumber, data.productNumber]];
  if (data.brand) facts.push([labels.brand, data.brand]);
  if (data.ean) facts.push([labels.ean, data.ean]);
  for (const [label, value] of facts) {
    doc.font('Helvetica-Bold').text(`${pdfText(label)}: `, { continued: true }).font('Helvetica').text(pdfText(value));
  }
  if (data.shortDescription) {
    doc.moveDown(0.8);
    doc.fontSize(11).fillColor('#111111').text(pdfText(data.shortDescription), { width, align: 'left' });
  }
  if (data.specs.length > 0) {
    doc.moveDown(1);
    doc.font('Helvetica-Bold').fontSize(13).fillColor('#254F64').text(pdfText(labels.specifications));
    doc.moveDown(0.4);
    doc.font('Helvetica').fontSize(10).fillColor('#111111');
    const labelWidth = Math.round(width * 0.38);
    const valueWidth = width - labelWidth - 10;
    for (const spec of data.specs) {
      const label = pdfText(spec.label);
      const value = pdfText(spec.value);
      const height = Math.max(doc.heightOfString(label, { width: labelWidth }), doc.heightOfString(value, { width: valueWidth })) + 6;
      if (doc.y + height > bottom()) doc.addPage();
      const y = doc.y;
      doc.moveTo(left, y).lineTo(left + width, y).lineWidth(0.5).strokeColor('#D0D7DB').stroke();
      doc.font('Helvetica-Bold').text(label, left, y + 3, { width: labelWidth });
      doc.font('Helvetica').text(value, left + labelWidth + 10, y + 3, { width: valueWidth });
      doc.x = left;
      doc.y = y + height;
    }
  }
  doc.end();
  return done;
}

/**
 * The datasheet PDF of a product, generated once per content and cached as
 * DATA_DIR/cache/files/datasheet-<sha1 of the content>.pdf (temp file + rename). Null for an unknown product.
 */
export async function datasheetFile(
  db: Db,
  cacheDir: string,
  productNumber: string,
  language: string,
): Promise<{ file: string; size: number; etag: string } | null> {
  const data = await loadDatasheetData(db, productNumber, language);
  if (!data) return null;
  const key = createHash('sha1').update(JSON.stringify([DATASHEET_VERSION, data])).digest('hex');
  const file = path.join(cacheDir, `datasheet-${key}.pdf`);
  try {
    const st = await stat(file);
    if (st.isFile() && st.size > 0) return { file, size: st.size, etag: `"${key}"` };
  } catch {
    // not cached yet
  }
  const pdf = await renderDatasheet(data);
  mkdirSync(cacheDir, { recursive: true });
  const tmp = `${file}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
  await writeFile(tmp, pdf);
  await rename(tmp, file).catch(async (err: unknown) => {
    await unlink(tmp).catch(() => undefined);
    throw err;
  });
  return { file, size: pdf.length, etag: `"${key}"` };
}
