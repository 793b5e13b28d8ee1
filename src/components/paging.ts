/** SPEC §9 total pages (floor(total / pageSize) + 1) counts an empty last page when the total divides evenly. */
export function pageCount(totalItems: number, pageSize: number): number {
  return Math.max(1, Math.ceil(totalItems / Math.max(1, pageSize)));
}

export type PageItem = number | 'gap';

/**
 * The page numbers a pager shows, always the first and the last, in at most 7 slots:
 * near the start 1 2 3 4 5 … 20, in the middle 1 … 9 10 11 … 20, near the end 1 … 16 17 18 19 20.
 * A run of left-out pages is one 'gap'.
 */
export function pageItems(current: number, total: number): PageItem[] {
  const last = Math.max(1, Math.floor(total));
  const page = Math.min(Math.max(1, Math.floor(current)), last);
  const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
  if (last <= 7) return range(1, last);
  if (page <= 4) return [...range(1, 5), 'gap', last];
  if (page >= last - 3) return [1, 'gap', ...range(last - 4, last)];
  return [1, 'gap', page - 1, page, page + 1, 'gap', last];
}
