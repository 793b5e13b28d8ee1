/**
 * The URL state of the customer-centre lists: the page in `p` like the product lists (SPEC §9 query names, §5 page
 * rule), the free text in `q`, the date range in `from` / `to` ('YYYY-MM-DD') and a linked document in `link`
 * (SPEC §3 Search options linkId: the orders of an invoice, …) with its number in `linkNo` for the notice.
 */
import type { CustomerCentreSearchOptions } from '../../api/customerCentreTypes';
import { MAX_SEARCH_LENGTH } from '../../api/customerCentreTypes';
import { parsePage, QUERY_PAGE, QUERY_TEXT } from '../../../common/search/url';

/** Rows per page of the three lists. */
export const PAGE_SIZE = 25;

export const QUERY_FROM = 'from';
export const QUERY_TO = 'to';
export const QUERY_LINK = 'link';
export const QUERY_LINK_NUMBER = 'linkNo';

export interface ListFilters {
  page: number;
  search: string;
  /** 'YYYY-MM-DD' or '' */
  from: string;
  /** 'YYYY-MM-DD' or '' */
  to: string;
  /** Id of a linked document or ''. */
  linkId: string;
  /** The linked document's number, only to name it on the page. */
  linkNumber: string;
}

export const NO_FILTERS: ListFilters = { page: 1, search: '', from: '', to: '', linkId: '', linkNumber: '' };

/** A real calendar date written 'YYYY-MM-DD' (what a date input gives). */
export function isIsoDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

const dateParam = (value: string | null) => {
  const text = value?.trim() ?? '';
  return isIsoDate(text) ? text : '';
};

/**
 * The list state of a URL's query; anything malformed counts as not given. A from date after the to date (typed into
 * the address bar) is read as the range it means.
 */
export function parseListParams(params: URLSearchParams): ListFilters {
  const linkId = params.get(QUERY_LINK)?.trim() ?? '';
  const dates = [dateParam(params.get(QUERY_FROM)), dateParam(params.get(QUERY_TO))];
  const [from = '', to = ''] = dates[0] && dates[1] && dates[0] > dates[1] ? [dates[1], dates[0]] : dates;
  return {
    page: parsePage(params.get(QUERY_PAGE)),
    search: (params.get(QUERY_TEXT) ?? '').trim().slice(0, MAX_SEARCH_LENGTH),
    from,
    to,
    linkId,
    linkNumber: linkId ? (params.get(QUERY_LINK_NUMBER)?.trim() ?? '') : '',
  };
}

/** The query string of a list state (page 1 and empty filters left out). */
export function writeListParams(filters: ListFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.search) params.set(QUERY_TEXT, filters.search);
  if (filters.from) params.set(QUERY_FROM, filters.from);
  if (filters.to) params.set(QUERY_TO, filters.to);
  if (filters.linkId) {
    params.set(QUERY_LINK, filters.linkId);
    if (filters.linkNumber) params.set(QUERY_LINK_NUMBER, filters.linkNumber);
  }
  if (filters.page > 1) params.set(QUERY_PAGE, String(filters.page));
  return params;
}

/** `?…` of a list state, or '' without any. */
export function listSearch(filters: ListFilters): string {
  const query = writeListParams(filters).toString();
  return query ? `?${query}` : '';
}

/** SPEC §3 Search options of a list request: lines are not needed for a list. */
export function searchOptionsOf(filters: ListFilters): CustomerCentreSearchOptions {
  return {
    includeLinesInResult: false,
    from: filters.from || null,
    to: filters.to || null,
    search: filters.search,
    linkId: filters.linkId || null,
  };
}

/** Any filter beyond the page set. */
export const hasFilters = (filters: ListFilters) => !!(filters.search || filters.from || filters.to || filters.linkId);
