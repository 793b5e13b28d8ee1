/**
 * The zip of POST /files/DownloadAllFilesAndImages (docs/files-api.md): per product its data sheet (generated, in the
 * requested language), its stored files and its images, streamed with yazl.
 *
 * Layout, per product number:
 *   <product>/<product>-datasheet.pdf
 *   <product>/files/<feature>/<file>      DATA_DIR/files/products/<product>/<feature>/[<language>/]<file>; a file of the
 *                                         language folder wins over the language-neutral one of the same name, other
 *                                         languages' folders are left out
 *   <product>/images/<nn>-<file>          the product's images (product_media, DATA_DIR/media), in their order
 *
 * Every path is confined like the single-file routes: names must be plain segments, files are resolved under their
 * root with resolveUnderRoot/resolveMediaPath (no '..', no absolute paths, no symlinks out of the root), symlinked
 * folders are not entered. Limits are checked on the plan, before anything is sent.
 */
import { readdirSync, statSync, type Dirent } from 'node:fs';
import path from 'node:path';
import { ZipFile } from 'yazl';
import type { Db } from '../db';
import { HttpError, notFound } from '../errors';
import { datasheetFile, isSafeSegment, resolveUnderRoot } from './files';
import { resolveMediaPath } from './media';

/** Entries in one archive. */
export const ARCHIVE_MAX_ENTRIES = 500;
/** Uncompressed bytes in one archive. */
export const ARCHIVE_MAX_BYTES = 256 * 1024 * 1024;

/** Formats that are compressed already: stored as they are. */
const STORED_EXTENSIONS = new Set(['.png', '.jpg', '.jpeg', '.webp', '.gif', '.zip', '.gz', '.xlsx', '.docx', '.mp4']);

export interface ArchiveEntry {
  /** Absolute path of the file to read. */
  file: string;
  /** Name in the zip ('<product>/files/manual/guide.pdf'). */
  name: string;
  size: number;
}

export interface ArchiveRoots {
  filesRoot: string;
  mediaRoot: string;
  cacheDir: string;
}

function entries(dir: string): Dirent[] {
  try {
    return readdirSync(dir, { withFileTypes: true });
  } catch {
    return [];
  }
}

/** Stored files of a product: language folder first, then language-neutral files of other names. */
function productFiles(filesRoot: string, productNumber: string, language: string): ArchiveEntry[] {
  const base = `products/${productNumber}`;
  const found: ArchiveEntry[] = [];
  // Dirent of a symlink is neither a file nor a directory here, so linked folders and files are never followed.
  for (const feature of entries(path.join(filesRoot, base)).filter((d) => d.isDirectory() && isSafeSegment(d.name))) {
    const featureDir = `${base}/${feature.name}`;
    const names = new Map<string, string>();
    const languageDir = entries(path.join(filesRoot, featureDir)).find((d) => d.isDirectory() && d.name === language);
    if (languageDir) {
      for (const f of entries(path.join(filesRoot, featureDir, language))) {
        if (f.isFile() && isSafeSegment(f.name)) names.set(f.name, `${featureDir}/${language}/${f.name}`);
      }
    }
    for (const f of entries(path.join(filesRoot, featureDir))) {
      if (f.isFile() && isSafeSegment(f.name) && !names.has(f.name)) names.set(f.name, `${featureDir}/${f.name}`);
    }
    for (const [name, relative] of names) {
      const file = resolveUnderRoot(filesRoot, relative);
      if (file) found.push({ file, name: `${productNumber}/files/${feature.name}/${name}`, size: statSync(file).size });
    }
  }
  return found.sort((a, b) => a.name.localeCompare(b.name));
}

/** The product's images in their order, named '<nn>-<file name>'. */
async function productImages(db: Db, mediaRoot: string, productNumber: string): Promise<ArchiveEntry[]> {
  const rows = await db
    .selectFrom('product_media')
    .select(['path', 'sort'])
    .where('product_id', '=', productNumber)
    .where('type', '=', 'image')
    .orderBy('sort')
    .execute();
  const found: ArchiveEntry[] = [];
  rows.forEach((row, i) => {
    const file = resolveMediaPath(mediaRoot, Buffer.from(row.path, 'utf8').toString('base64url'));
    const name = path.basename(row.path);
    if (!file || !isSafeSegment(name)) return;
    found.push({ file, name: `${productNumber}/images/${String(i + 1).padStart(2, '0')}-${name}`, size: statSync(file).size });
  });
  return found;
}

/**
 * What the archive of `productNumbers` will hold. 404 when a product does not exist (an id that is not a plain
 * segment included); 413 beyond the entry or size limit.
 */
export async function planProductArchive(
  db: Db,
  roots: ArchiveRoots,
  productNumbers: readonly string[],
  language: string,
): Promise<ArchiveEntry[]> {
  const unique = [...new Set(productNumbers.map((id) => id.trim()))];
  for (const id of unique) if (!isSafeSegment(id)) throw notFound(`Product not found: ${id}`);
  const known = await db.selectFrom('products').select('id').where('id', 'in', unique).execute();
  const missing = unique.find((id) => !known.some((k) => k.id === id));
  if (missing !== undefined) throw notFound(`Product not found: ${missing}`);

  const plan: ArchiveEntry[] = [];
  for (const id of unique) {
    const sheet = await datasheetFile(db, roots.cacheDir, id, language);
    if (sheet) plan.push({ file: sheet.file, name: `${id}/${id}-datasheet.pdf`, size: sheet.size });
    plan.push(...productFiles(roots.filesRoot, id, language), ...(await productImages(db, roots.mediaRoot, id)));
  }
  if (plan.length > ARCHIVE_MAX_ENTRIES) {
    throw new HttpError(413, `The download would hold more than ${ARCHIVE_MAX_ENTRIES} files; ask for fewer products`);
  }
  const bytes = plan.reduce((sum, e) => sum + e.size, 0);
  if (bytes > ARCHIVE_MAX_BYTES) {
    throw new HttpError(413, `The download would be larger than ${ARCHIVE_MAX_BYTES / 1024 / 1024} MB; ask for fewer products`);
  }
  return plan;
}

/** Streams the planned entries as a zip; errors (a file removed meanwhile) go to `onError` and end the stream. */
export function zipStream(plan: readonly ArchiveEntry[], onError: (err: Error) => void): NodeJS.ReadableStream {
  const zip = new ZipFile();
  zip.on('error', (err: Error) => {
    onError(err);
    const out = zip.outputStream as NodeJS.ReadableStream & { destroy?: (e?: Error) => void };
    out.destroy?.(err);
  });
  for (const entry of plan) {
    zip.addFile(entry.file, entry.name, { compress: !STORED_EXTENSIONS.has(path.extname(entry.name).toLowerCase()) });
  }
  zip.end();
  return zip.outputStream;
}
