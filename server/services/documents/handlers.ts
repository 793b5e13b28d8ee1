/** The document types the back office takes, by type (a type without a handler is rejected with a reason). */
import type { DocumentType } from '../../../contract/documents';
import { brandHandler } from './brand';
import { categoryHandler } from './category';
import { productHandler } from './product';
import type { DocumentHandler } from './types';

/**
 * Held by type only: each handler is typed by its own data, and apply.ts hands it only data that passed that type's
 * schema (contract/documents.ts DOCUMENT_SCHEMAS), so the data is the handler's own type when it arrives.
 */
const erase = <T>(handler: DocumentHandler<T>) => handler as unknown as DocumentHandler<unknown>;

export const DOCUMENT_HANDLERS: Partial<Record<DocumentType, DocumentHandler<unknown>>> = {
  brand: erase(brandHandler),
  product: erase(productHandler),
  category: erase(categoryHandler),
};

export function handlerOf(type: DocumentType): DocumentHandler<unknown> | null {
  return DOCUMENT_HANDLERS[type] ?? null;
}
