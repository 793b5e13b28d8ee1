/** Small helpers of the catalogue documents (product.ts, category.ts): chunked queries and shared lookups. */
import type { DocumentProblem } from '../../../contract/documents';
import type { Tx } from './types';

/** Rows per multi-row INSERT and keys per IN list (well under SQLite's and PostgreSQL's bound parameter limits). */
export const CHUNK = 400;

export function chunksOf<T>(items: readonly T[], size = CHUNK): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** Runs `insert` for each chunk of rows (nothing for none). */
export async function insertChunked<T>(rows: readonly T[], insert: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (const chunk of chunksOf(rows)) await insert(chunk);
}

/** The language codes of the shop (every area's). */
export async function shopLanguages(db: Tx): Promise<Set<string>> {
  const rows = await db.selectFrom('languages').select('code').distinct().execute();
  return new Set(rows.map((r) => r.code));
}

/** Which of `ids` exist in `table`.`column` (looked up in chunks). */
export async function existing(
  db: Tx,
  table: 'brands' | 'categories' | 'products',
  values: readonly (string | number)[],
): Promise<Set<string>> {
  const found = new Set<string>();
  const unique = [...new Set(values)];
  for (const chunk of chunksOf(unique)) {
    if (table === 'brands') {
      const rows = await db.selectFrom('brands').select('id').where('id', 'in', chunk.map(Number)).execute();
      for (const r of rows) found.add(String(r.id));
    } else {
      const rows = await db.selectFrom(table).select('id').where('id', 'in', chunk.map(String)).execute();
      for (const r of rows) found.add(r.id);
    }
  }
  return found;
}

/** Problems for text languages that are not the shop's. */
export function languageProblems(texts: Record<string, unknown>, languages: ReadonlySet<string>, path: string): DocumentProblem[] {
  return Object.keys(texts)
    .filter((language) => !languages.has(language))
    .map((language) => ({ path: `${path}/${language}`, reason: `the shop has no language '${language}' (it has ${[...languages].sort().join(', ')})` }));
}

/** Sorts by the given string/number parts, in order. */
export function byParts<T>(parts: (item: T) => (string | number)[]): (a: T, b: T) => number {
  return (a, b) => {
    const pa = parts(a);
    const pb = parts(b);
    for (let i = 0; i < pa.length; i++) {
      const x = pa[i]!;
      const y = pb[i]!;
      if (x < y) return -1;
      if (x > y) return 1;
    }
    return 0;
  };
}
