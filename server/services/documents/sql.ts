/** Small helpers the document handlers share. */

/** The words of a free-text filter: lower-cased, split on white space, empty ones dropped. */
export function wordsOf(text: string | undefined): string[] {
  return (text ?? '').toLowerCase().split(/\s+/).filter(Boolean);
}

/** Whether every word occurs in one of the texts (case-insensitive). */
export function wordsMatch(words: readonly string[], ...texts: (string | null | undefined)[]): boolean {
  if (words.length === 0) return true;
  const haystack = texts.filter(Boolean).join('\n').toLowerCase();
  return words.every((w) => haystack.includes(w));
}

/** A LIKE pattern for keys starting with `prefix` (%, _ and \ escaped; use with `escape '\'`). */
export function likePrefix(prefix: string): string {
  return `${prefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** JSON with object keys sorted and undefined dropped: two documents are the same when these strings are. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) => {
    if (v && typeof v === 'object' && !Array.isArray(v)) {
      return Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
    }
    return v;
  });
}
