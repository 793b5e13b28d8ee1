/**
 * Search options and paging of the customer-centre lists (SPEC §3 Search options, §5 paging, §9 total pages),
 * checked and normalised; bad values are a 400 naming the field.
 */
import type { CustomerCentreSearchOptions } from '../../../src/api/customerCentreTypes';
import { MAX_PAGE_SIZE } from '../../../common/customerCentre';
import { badRequest } from '../../errors';
import { parseDate } from './dates';
import { searchWords } from './searchText';

export interface ListFilter {
  /** inclusive 'YYYY-MM-DD' bounds of the document date */
  from: string | null;
  to: string | null;
  /** folded words that must all occur */
  words: string[];
  linkId: string | null;
  includeLines: boolean;
}

export interface Page {
  pageNr: number;
  pageSize: number;
  limit: number;
  offset: number;
}

/** A date bound: '' / null → none; 'YYYY-MM-DD' or an ISO timestamp (its date part); else 400. */
function dateBound(value: string | null | undefined, field: string): string | null {
  const text = (value ?? '').trim();
  if (!text) return null;
  const date = parseDate(/^\d{4}-\d{2}-\d{2}T/.test(text) ? text.slice(0, 10) : text);
  if (!date) throw badRequest(`Invalid request: ${field} must be a date YYYY-MM-DD`, { [field]: 'must be a date YYYY-MM-DD' });
  return date;
}

export function listFilter(options: CustomerCentreSearchOptions | null | undefined): ListFilter {
  const o = options ?? {};
  const from = dateBound(o.from, 'searchOptions.from');
  const to = dateBound(o.to, 'searchOptions.to');
  if (from && to && from > to) {
    throw badRequest('Invalid request: searchOptions.to must not be before from', { 'searchOptions.to': 'must not be before from' });
  }
  const linkId = (o.linkId ?? '').trim();
  return { from, to, words: searchWords(o.search), linkId: linkId || null, includeLines: o.includeLinesInResult === true };
}

/** Largest page number accepted (beyond it the offset would not be a safe integer in every database). */
const MAX_PAGE_NR = 1_000_000_000;

/**
 * pageSize: an integer 1…MAX_PAGE_SIZE, else 400. pageNr: SPEC §5 'a page number below 1 or not numeric becomes 1'.
 * Both must be present (the route schema answers '<name> must be defined' before this).
 */
export function pageOf(pageSizeText: string, pageNrText: string): Page {
  const size = /^\s*\d{1,4}\s*$/.test(pageSizeText) ? Number(pageSizeText) : Number.NaN;
  if (!Number.isInteger(size) || size < 1 || size > MAX_PAGE_SIZE) {
    throw badRequest(`Invalid request: pageSize must be an integer from 1 to ${MAX_PAGE_SIZE}`, {
      pageSize: `must be an integer from 1 to ${MAX_PAGE_SIZE}`,
    });
  }
  const parsed = /^\s*-?\d+\s*$/.test(pageNrText) ? Number(pageNrText) : Number.NaN;
  if (parsed > MAX_PAGE_NR) {
    throw badRequest(`Invalid request: pageNr must be at most ${MAX_PAGE_NR}`, { pageNr: `must be at most ${MAX_PAGE_NR}` });
  }
  const pageNr = Number.isInteger(parsed) && parsed >= 1 ? parsed : 1;
  return { pageNr, pageSize: size, limit: size, offset: (pageNr - 1) * size };
}
