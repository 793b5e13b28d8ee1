/** The document types the back office takes, by type (a type without a handler is rejected with a reason). */
import type { DocumentType } from '../../../contract/documents';
import { brandHandler } from './brand';
import { customerHandler } from './customer';
import { priceGroupHandler } from './priceGroup';
import { priceListHandler } from './priceList';
import { userHandler } from './user';
import { areaSettingsHandler } from './areaSettings';
import { formHandler } from './form';
import { menuHandler } from './menu';
import { pageHandler } from './page';
import { translationsHandler } from './translations';
import { stockHandler } from './stock';
import { shipmentHandler } from './shipment';
import { invoiceHandler } from './invoice';
import { creditMemoHandler } from './creditMemo';
import { categoryHandler } from './category';
import { productHandler } from './product';
import { shippingMethodHandler } from './shippingMethod';
import { paymentMethodHandler } from './paymentMethod';
import type { DocumentHandler } from './types';

/**
 * Held by type only: each handler is typed by its own data, and apply.ts hands it only data that passed that type's
 * schema (contract/documents.ts DOCUMENT_SCHEMAS), so the data is the handler's own type when it arrives.
 */
const erase = <T>(handler: DocumentHandler<T>) => handler as unknown as DocumentHandler<unknown>;

export const DOCUMENT_HANDLERS: Partial<Record<DocumentType, DocumentHandler<unknown>>> = {
  brand: erase(brandHandler),
  customer: erase(customerHandler),
  user: erase(userHandler),
  priceList: erase(priceListHandler),
  priceGroup: erase(priceGroupHandler),
  page: erase(pageHandler),
  menu: erase(menuHandler),
  translations: erase(translationsHandler),
  areaSettings: erase(areaSettingsHandler),
  form: erase(formHandler),
  stock: erase(stockHandler),
  shipment: erase(shipmentHandler),
  invoice: erase(invoiceHandler),
  creditMemo: erase(creditMemoHandler),
  product: erase(productHandler),
  category: erase(categoryHandler),
  shippingMethod: erase(shippingMethodHandler),
  paymentMethod: erase(paymentMethodHandler),
};

export function handlerOf(type: DocumentType): DocumentHandler<unknown> | null {
  return DOCUMENT_HANDLERS[type] ?? null;
}
