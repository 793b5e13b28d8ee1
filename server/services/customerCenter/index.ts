/**
 * Customer centre (docs/customer-centre-api.md): the caller's orders, invoices and credit memos, their links and
 * PDFs, and the making of invoices and credit memos (the ERP's seam; used by the demo seed).
 *
 *   listOrders / listInvoices / listCreditMemos(db, caller, filter, { limit, offset }) → { items, total }
 *   getOrder / getInvoice / getCreditMemo(db, caller, id) → document | null   (null also for another customer's id)
 *   loadPdfData(db, caller, invoiceId, creditMemoId | null, language) → PdfDocumentData | null; renderDocumentPdf(data)
 *   createInvoice(db, { customerNumber, orderIds, invoiceDate, paymentTerms, status?, paidAt?, now })
 *   createCreditMemo(db, { customerNumber, invoiceId, reason, lines, date, comment?, now })
 *   indexOrders(db, orderIds) / ensureOrdersIndexed(db, customerNumber): the orders' free-text rows
 */
export { createCreditMemo, createInvoice, createInvoices, DocumentError, FIRST_CREDIT_MEMO_NUMBER, FIRST_INVOICE_NUMBER } from './documents';
export type { CreditInput, CreditMemoInput, InvoiceInput } from './documents';
export { listFilter, pageOf, type ListFilter, type Page } from './filter';
export {
  getCreditMemo,
  getInvoice,
  getOrder,
  invoiceStatus,
  listCreditMemos,
  listInvoices,
  listOrders,
  type Caller,
  type ListResult,
  type Slice,
} from './lists';
export { DOCUMENT_LANGUAGES, documentLanguage, messagesFor, type DocumentLanguage } from './messages';
export { formatMoney, loadLetterhead, loadPdfData, renderDocumentPdf, type PdfDocumentData } from './pdf';
export { ensureOrdersIndexed, indexOrders, searchTextOf } from './searchText';
