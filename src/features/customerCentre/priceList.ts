import { PRICE_LIST_CONTENT_TYPE, PRICE_LIST_FILE_NAME } from '../../../contract/accountRules';
import type { DownloadStore } from '../../lib/download';

/** SPEC §7 'Files': GET /files/DownloadCustomerPriceList/{customerNumber}. */
export const priceListUrl = (customerNumber: string) =>
  `/files/DownloadCustomerPriceList/${encodeURIComponent(customerNumber)}`;

/**
 * Downloads the customer's price list and saves it under the fixed file name (SPEC §9, docs/account-api.md
 * PRICE_LIST_FILE_NAME) whatever the answer's Content-Disposition says. The download code loads on the first click
 * (it is not part of the first load).
 */
export async function downloadPriceList(store: DownloadStore, customerNumber: string): Promise<void> {
  const { downloadFile } = await import(/* webpackChunkName: "download" */ '../../lib/download');
  return downloadFile(store, {
    url: priceListUrl(customerNumber),
    fileName: PRICE_LIST_FILE_NAME,
    accept: PRICE_LIST_CONTENT_TYPE,
  });
}
