/**
 * File downloads of the storefront (SPEC §7 'Files' price list, the customer centre's PDFs): GET a binary with the
 * bearer token and save it with file-saver.
 *
 * The call goes through the API's base query (src/api/baseApi.ts), so it carries the same Authorization header, the
 * same SPEC §8 error rules (any status but 200/204 → 'An unexpected server error occurred.' with status, body and
 * headers; a 429's server message; network errors passed on) and the same session recovery on a rejected token —
 * but not through an RTK Query endpoint: the Blob never enters the store (the cache holds serializable data only).
 * file-saver is imported on first use, so it is not part of the first load.
 */
import type { BaseQueryApi } from '@reduxjs/toolkit/query';
import type { ApiError } from '../api/apiError';
import { baseQuery } from '../api/baseApi';

/** What a download needs of the store: the token lives in its state (user.token). */
export interface DownloadStore {
  dispatch: BaseQueryApi['dispatch'];
  getState: () => unknown;
}

export interface DownloadOptions {
  /** Path under the API base, e.g. '/files/DownloadCustomerPriceList/10001'. */
  url: string;
  /** The saved file's name; with useServerFileName only when the answer's Content-Disposition names none. */
  fileName: string;
  /** Prefer the file name of the answer's Content-Disposition header (e.g. an invoice PDF named by the server). */
  useServerFileName?: boolean;
  /** The Accept header; any type by default. */
  accept?: string;
  /** Cancels the download (the base query passes it to fetch). */
  signal?: AbortSignal;
}

/** A name safe to save under: no path separators or control characters, not empty. */
function safeFileName(name: string): string | null {
  const cleaned = name
    .replace(/[\p{Cc}\p{Cf}]/gu, '')
    .replace(/[\\/]/g, '_')
    .trim();
  return cleaned && cleaned !== '.' && cleaned !== '..' ? cleaned : null;
}

/**
 * The file name of a Content-Disposition header (RFC 6266): `filename*=UTF-8''…` (percent-encoded) before
 * `filename="…"`; null when there is none or it is not usable.
 */
export function fileNameFromDisposition(header: string | null | undefined): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*([\w!#$%&+^`{}~-]+)'[^']*'([^;]+)/i.exec(header);
  if (extended) {
    try {
      const name = safeFileName(decodeURIComponent(extended[2]!.trim()));
      if (name) return name;
    } catch {
      // A malformed percent-encoding: fall back to the plain parameter.
    }
  }
  const plain = /(?:^|;)\s*filename\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;]+))/i.exec(header);
  const value = plain?.[1]?.replace(/\\(.)/g, '$1') ?? plain?.[2]?.trim();
  return value ? safeFileName(value) : null;
}

/** A success is the file; an error answer is parsed like every other API answer (its body goes into the error). */
async function blobOrBody(response: Response): Promise<unknown> {
  if (response.ok) return response.blob();
  const text = await response.text();
  if (!text) return null;
  return (response.headers.get('content-type') ?? '').includes('json') ? (JSON.parse(text) as unknown) : text;
}

function downloadError(message: string): ApiError {
  return { message, status: 'PARSING_ERROR', response: undefined, headers: {}, result: undefined };
}

/**
 * Fetches the file at `url` with the store's token and saves it. Resolves once the browser got the file; rejects
 * with the API error (SPEC §8) when the server does not deliver it — callers show it (e.g. a NavigationButton's
 * failed state with the error as title).
 */
export async function downloadFile(store: DownloadStore, options: DownloadOptions): Promise<void> {
  const controller = new AbortController();
  const abortOwn = () => controller.abort(options.signal?.reason);
  if (options.signal?.aborted) abortOwn();
  options.signal?.addEventListener('abort', abortOwn, { once: true });
  const api: BaseQueryApi = {
    signal: controller.signal,
    abort: (reason?: string) => controller.abort(reason),
    dispatch: store.dispatch,
    getState: store.getState,
    extra: undefined,
    endpoint: 'downloadFile',
    type: 'query',
  };
  try {
    const result = await baseQuery(
      { url: options.url, headers: { Accept: options.accept ?? '*/*' }, responseHandler: blobOrBody },
      api,
      {},
    );
    if (result.error) throw result.error;
    const file = result.data;
    if (!(file instanceof Blob)) throw downloadError('The server sent no file.');
    const served = options.useServerFileName
      ? fileNameFromDisposition(
          (result.meta as { response?: Response } | undefined)?.response?.headers.get('content-disposition'),
        )
      : null;
    const { saveAs } = await import(/* webpackChunkName: "file-saver" */ 'file-saver');
    saveAs(file, served ?? options.fileName);
  } finally {
    options.signal?.removeEventListener('abort', abortOwn);
  }
}
