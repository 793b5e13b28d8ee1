/**
 * Invoice and credit memo PDFs (docs/customer-centre-api.md 'PDFs'), generated on request with pdfkit: A4, text
 * (never images, so it can be selected and searched), labels in the chosen language, amounts in the document's
 * currency formatted by SPEC §9.
 */
import PDFDocument from 'pdfkit';
import type { AddressReply as Address } from '../../../contract/customer';
import type { InvoiceStatus } from '../../../contract/customerCentre';
import type { Db } from '../../db';
import { parseJson } from '../area';
import { placedByOf, deliveryAddressOf, type OrderData } from '../orders/read';
import { invoiceDeliveryAddress, invoiceStatus, type Caller } from './lists';
import { shopToday } from '../cart/delivery';
import { messagesFor, paymentTermsText, type DocumentLanguage, type DocumentMessages } from './messages';

export interface Letterhead {
  name: string;
  /** address and contact lines under the name */
  lines: string[];
}

export interface PdfLine {
  productId: string;
  text: string;
  quantity: number;
  /** the unit's name in the document's language (the cart's CMS label 'unit.PK' → 'Pakke'), else its code */
  unit: string;
  /** minor units excl. VAT */
  unitPrice: number;
  amount: number;
}

export interface PdfDocumentData {
  /** 'order': the order confirmation (issue 18) — no due date or status, the order's own number. */
  kind: 'invoice' | 'creditMemo' | 'order';
  language: DocumentLanguage;
  letterhead: Letterhead;
  number: string;
  /** 'YYYY-MM-DD' */
  date: string;
  dueDate: string | null;
  status: InvoiceStatus | null;
  paymentTerms: string | null;
  /** credit memo: the invoice it credits, and why */
  invoiceNumber: string | null;
  reason: string | null;
  customer: { number: string; name: string; vatNumber: string };
  billingAddress: Address;
  shippingAddress: Address | null;
  reference: string;
  comment: string;
  orderNumbers: string[];
  /** who placed the orders, in the document's language ('Sofie Sælger på vegne af Mette Hansen') */
  placedBy: string[];
  currency: string;
  vatRateBp: number;
  lines: PdfLine[];
  totalNet: number;
  totalVat: number;
}

// ---------------------------------------------------------------- formatting

/** The standard PDF fonts encode WinAnsi: keep Latin-1 and its extras, replace the rest. */
export function winAnsi(text: string): string {
  return text
    .normalize('NFC')
    .replace(/[\u2264]/g, '<=')
    .replace(/[\u2265]/g, '>=')
    .replace(/[^\n\x20-\x7e\xa0-\xff€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ]/g, '?');
}

/** SPEC §9: code prefix, 2 decimals; DKK/SEK '1.234,50', NOK '1 234,50', others '1,234.50'. From minor units. */
export function formatMoney(minor: number, currency: string): string {
  const [thousands, decimal] = currency === 'DKK' || currency === 'SEK' ? ['.', ','] : currency === 'NOK' ? [' ', ','] : [',', '.'];
  const abs = Math.abs(Math.round(minor));
  const whole = String(Math.floor(abs / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, thousands);
  const cents = String(abs % 100).padStart(2, '0');
  return `${currency} ${minor < 0 ? '-' : ''}${whole}${decimal}${cents}`;
}

function formatDate(date: string, m: DocumentMessages): string {
  return new Intl.DateTimeFormat(m.locale, { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );
}

function formatQuantity(quantity: number, m: DocumentMessages): string {
  return new Intl.NumberFormat(m.locale, { maximumFractionDigits: 3 }).format(quantity);
}

function formatPercent(bp: number, m: DocumentMessages): string {
  return `${new Intl.NumberFormat(m.locale, { maximumFractionDigits: 2 }).format(bp / 100)} %`;
}

function addressLines(a: Address): string[] {
  return [a.company, a.name, a.address1, a.address2, [a.zip, a.city].filter(Boolean).join(' '), a.country].filter(
    (l): l is string => typeof l === 'string' && l.trim() !== '',
  );
}

// ---------------------------------------------------------------- rendering

const BRAND = '#254F64';
const INK = '#111111';
const MUTED = '#555555';
const RULE = '#C9D3D8';

/** What the parts of a document's PDF share: the document, its text frame, the messages and the data. */
interface Sheet {
  doc: PDFKit.PDFDocument;
  data: PdfDocumentData;
  m: DocumentMessages;
  /** 'Invoice' or 'Credit memo' in the document's language. */
  title: string;
  left: number;
  width: number;
  right: number;
  /** The lowest y a line of the body may start at (above the page number). */
  bottom(): number;
  money(minor: number): string;
}

const t = winAnsi;

/** Renders the document; resolves with the PDF bytes. `compress: false` is for inspecting the output. */
export function renderDocumentPdf(data: PdfDocumentData, options: { compress?: boolean } = {}): Promise<Buffer> {
  const m = messagesFor(data.language);
  const title = data.kind === 'invoice' ? m.invoice : data.kind === 'order' ? m.orderConfirmation : m.creditMemo;
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    bufferPages: true,
    compress: options.compress ?? true,
    info: {
      Title: winAnsi(`${title} ${data.number}`),
      Author: winAnsi(data.letterhead.name),
      Subject: winAnsi(`${title} ${data.number} – ${data.customer.name}`),
      Creator: 'b2b-webshop',
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const sheet: Sheet = {
    doc,
    data,
    m,
    title,
    left,
    width,
    right: left + width,
    bottom: () => doc.page.height - doc.page.margins.bottom - 20,
    money: (minor) => formatMoney(minor, data.currency),
  };
  const headBottom = drawLetterhead(sheet);
  // Title
  doc.font('Helvetica-Bold').fontSize(16).fillColor(INK).text(t(`${title} ${data.number}`), left, headBottom + 20, { width });
  let y = drawAddressesAndFacts(sheet);
  y = drawLines(sheet, y);
  y = drawTotals(sheet, y);
  y = drawVatSummary(sheet, y);
  drawNotes(sheet, y);
  drawPageNumbers(sheet);
  doc.end();
  return done;
}

/** The shop's name and address lines over a rule; returns the y of the rule. */
function drawLetterhead({ doc, data, left, width, right }: Sheet): number {
  doc.font('Helvetica-Bold').fontSize(18).fillColor(BRAND).text(t(data.letterhead.name), left, 50, { width: width / 2 });
  doc.font('Helvetica').fontSize(8.5).fillColor(MUTED);
  doc.text(t(data.letterhead.lines.join('\n')), left + width / 2, 52, { width: width / 2, align: 'right' });
  const headBottom = Math.max(doc.y, 110);
  doc.moveTo(left, headBottom + 6).lineTo(right, headBottom + 6).lineWidth(1).strokeColor(BRAND).stroke();
  return headBottom;
}

/** The facts of the document beside the addresses: number, dates, terms, status, customer, orders, reference. */
function documentFacts(data: PdfDocumentData, m: DocumentMessages): [string, string][] {
  const facts: [string, string][] = [
    [data.kind === 'invoice' ? m.invoiceNumber : data.kind === 'order' ? m.orderNumber : m.creditMemoNumber, data.number],
    [m.date, formatDate(data.date, m)],
  ];
  if (data.dueDate) facts.push([m.dueDate, formatDate(data.dueDate, m)]);
  if (data.paymentTerms) facts.push([m.paymentTerms, data.paymentTerms]);
  if (data.status) facts.push([m.statusLabel, m.status[data.status]]);
  if (data.invoiceNumber) facts.push([m.creditsInvoice, data.invoiceNumber]);
  if (data.reason) facts.push([m.reason, data.reason]);
  facts.push([m.customerNumber, data.customer.number]);
  if (data.customer.vatNumber) facts.push([m.vatNumber, data.customer.vatNumber]);
  if (data.orderNumbers.length > 0) facts.push([m.orders, data.orderNumbers.join(', ')]);
  if (data.placedBy.length > 0) facts.push([m.placedBy, data.placedBy.join(', ')]);
  if (data.reference) facts.push([m.reference, data.reference]);
  return facts;
}

/** Billing (and delivery) address on the left, the document's facts on the right; returns the y below both. */
function drawAddressesAndFacts({ doc, data, m, left, width }: Sheet): number {
  const blockTop = doc.y + 10;
  doc.font('Helvetica-Bold').fontSize(9).fillColor(MUTED).text(t(m.billTo), left, blockTop, { width: width * 0.45 });
  doc.font('Helvetica').fontSize(10).fillColor(INK).text(t(addressLines(data.billingAddress).join('\n')), { width: width * 0.45 });
  if (data.shippingAddress && data.shippingAddress.address1.trim() !== '') {
    doc.moveDown(0.5);
    doc.font('Helvetica-Bold').fontSize(9).fillColor(MUTED).text(t(m.shipTo), { width: width * 0.45 });
    doc.font('Helvetica').fontSize(10).fillColor(INK).text(t(addressLines(data.shippingAddress).join('\n')), { width: width * 0.45 });
  }
  const leftBottom = doc.y;

  const factsLeft = left + width * 0.52;
  const labelWidth = width * 0.2;
  const valueWidth = width * 0.28;
  let y = blockTop;
  for (const [label, value] of documentFacts(data, m)) {
    doc.font('Helvetica-Bold').fontSize(9).fillColor(MUTED).text(t(label), factsLeft, y, { width: labelWidth });
    doc.font('Helvetica').fontSize(9.5).fillColor(INK).text(t(value), factsLeft + labelWidth, y, { width: valueWidth });
    y = Math.max(doc.y, y + 12) + 2;
  }
  return Math.max(leftBottom, y) + 18;
}

/** The lines as a table from `y`, its header repeated on every new page; returns the y below it. */
function drawLines({ doc, data, m, left, width, right, bottom, money }: Sheet, top: number): number {
  let y = top;
  const cols = [
    { key: 'item', label: m.itemNo, x: left, w: 70, align: 'left' as const },
    { key: 'text', label: m.description, x: left + 74, w: width - 74 - 276, align: 'left' as const },
    // The unit's name ('Förpackning', 'Pakkaus') needs more room than its code did.
    { key: 'qty', label: m.quantity, x: right - 272, w: 48, align: 'right' as const },
    { key: 'unit', label: m.unit, x: right - 218, w: 62, align: 'left' as const },
    { key: 'price', label: m.unitPrice, x: right - 152, w: 72, align: 'right' as const },
    { key: 'amount', label: m.amount, x: right - 76, w: 76, align: 'right' as const },
  ];
  const tableHeader = (): void => {
    doc.font('Helvetica-Bold').fontSize(8.5).fillColor(BRAND);
    for (const c of cols) doc.text(t(c.label), c.x, y, { width: c.w, align: c.align });
    y = doc.y + 3;
    doc.moveTo(left, y).lineTo(right, y).lineWidth(0.75).strokeColor(BRAND).stroke();
    y += 4;
  };
  tableHeader();
  doc.font('Helvetica').fontSize(9).fillColor(INK);
  for (const line of data.lines) {
    const cells: Record<string, string> = {
      item: line.productId,
      text: line.text,
      qty: formatQuantity(line.quantity, m),
      unit: line.unit,
      price: money(line.unitPrice),
      amount: money(line.amount),
    };
    doc.font('Helvetica').fontSize(9);
    const height = Math.max(...cols.map((c) => doc.heightOfString(t(cells[c.key] ?? ''), { width: c.w }))) + 4;
    if (y + height > bottom()) {
      doc.addPage();
      y = doc.page.margins.top;
      tableHeader();
      doc.font('Helvetica').fontSize(9).fillColor(INK);
    }
    for (const c of cols) doc.text(t(cells[c.key] ?? ''), c.x, y, { width: c.w, align: c.align });
    y += height;
    doc.moveTo(left, y - 2).lineTo(right, y - 2).lineWidth(0.4).strokeColor(RULE).stroke();
  }
  return y;
}

/** Subtotal, VAT and total (on a new page when they do not fit); returns the y below them. */
function drawTotals({ doc, data, m, right, bottom, money }: Sheet, top: number): number {
  let y = top;
  const totals: [string, string, boolean][] = [
    [m.subtotal, money(data.totalNet), false],
    [`${m.vat} ${formatPercent(data.vatRateBp, m)}`, money(data.totalVat), false],
    [data.kind === 'creditMemo' ? m.totalCredited : m.total, money(data.totalNet + data.totalVat), true],
  ];
  if (y + 60 > bottom()) {
    doc.addPage();
    y = doc.page.margins.top;
  }
  y += 8;
  for (const [label, value, strong] of totals) {
    doc.font(strong ? 'Helvetica-Bold' : 'Helvetica').fontSize(strong ? 11 : 9.5).fillColor(INK);
    doc.text(t(label), right - 330, y, { width: 240, align: 'right' });
    doc.text(t(value), right - 86, y, { width: 86, align: 'right' });
    y = doc.y + 3;
  }
  return y;
}

/** The VAT summary: rate, basis and VAT (on a new page when it does not fit); returns the y below it. */
function drawVatSummary({ doc, data, m, left, bottom, money }: Sheet, top: number): number {
  let y = top;
  if (y + 70 > bottom()) {
    doc.addPage();
    y = doc.page.margins.top;
  }
  y += 12;
  doc.font('Helvetica-Bold').fontSize(9.5).fillColor(BRAND).text(t(m.vatSummary), left, y);
  y = doc.y + 2;
  const vatCols: [string, number, 'left' | 'right'][] = [
    [m.vatRate, 80, 'left'],
    [m.basis, 110, 'right'],
    [m.vat, 110, 'right'],
  ];
  let x = left;
  doc.font('Helvetica-Bold').fontSize(8.5).fillColor(MUTED);
  for (const [label, w, align] of vatCols) {
    doc.text(t(label), x, y, { width: w, align });
    x += w + 6;
  }
  y = doc.y + 2;
  x = left;
  doc.font('Helvetica').fontSize(9).fillColor(INK);
  const vatRow = [formatPercent(data.vatRateBp, m), money(data.totalNet), money(data.totalVat)];
  vatCols.forEach(([, w, align], i) => {
    doc.text(t(vatRow[i] ?? ''), x, y, { width: w, align });
    x += w + 6;
  });
  return doc.y + 14;
}

/** The document's comment and the payment (or credit) note. */
function drawNotes({ doc, data, m, left, width }: Sheet, top: number): void {
  let y = top;
  doc.font('Helvetica').fontSize(9).fillColor(INK);
  if (data.comment) {
    doc.text(t(data.comment), left, y, { width });
    y = doc.y + 6;
  }
  doc.text(t(data.kind === 'invoice' ? m.paymentNote : data.kind === 'order' ? m.orderNote : m.creditNote), left, y, { width });
}

/** Every page's footer: the shop, the document, and 'Page i of n'. */
function drawPageNumbers({ doc, data, m, title, left, width }: Sheet): void {
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    const footerY = doc.page.height - doc.page.margins.bottom - 10;
    doc.font('Helvetica').fontSize(8).fillColor(MUTED);
    doc.text(t(`${data.letterhead.name} · ${title} ${data.number}`), left, footerY, { width: width / 2, lineBreak: false });
    doc.text(t(m.page(i - range.start + 1, range.count)), left + width / 2, footerY, { width: width / 2, align: 'right', lineBreak: false });
  }
}

// ---------------------------------------------------------------- data

/** The units' names in a language: the CMS labels the cart shows ('unit.PK' → 'Pakke'), by unit code. */
export async function unitNames(db: Db, areaId: string, language: string): Promise<Map<string, string>> {
  const rows = await db
    .selectFrom('translations')
    .select(['key', 'value'])
    .where('area_id', '=', areaId)
    .where('language', '=', language)
    .where('key', 'like', 'unit.%')
    .execute();
  return new Map(rows.map((r) => [r.key.slice('unit.'.length), r.value]));
}

interface LetterheadSettings {
  letterhead?: { name?: string; lines?: string[] };
}

/** The shop's letterhead: the area settings' `letterhead`, else the site title, else the area name. */
export async function loadLetterhead(db: Db, areaId: string): Promise<Letterhead> {
  const [area, site] = await Promise.all([
    db.selectFrom('areas').select(['name', 'settings']).where('id', '=', areaId).executeTakeFirst(),
    db.selectFrom('site_configs').select(['hostname', 'title_postfix']).where('area_id', '=', areaId).orderBy('hostname').execute(),
  ]);
  const settings = parseJson<LetterheadSettings>(area?.settings, {});
  const siteTitle = (site.find((s) => s.hostname === '*') ?? site[0])?.title_postfix.replace(/^\s*[|–—-]\s*/, '').trim();
  const lines = Array.isArray(settings.letterhead?.lines) ? settings.letterhead.lines.filter((l) => typeof l === 'string') : [];
  return { name: settings.letterhead?.name?.trim() || siteTitle || area?.name || areaId, lines };
}

/** The customer's invoice and, with `creditMemoId`, that credit memo of it; null when either is not theirs. */
async function loadOwnDocument(db: Db, cn: string, invoiceId: string, creditMemoId: string | null) {
  const invoice = await db
    .selectFrom('invoices')
    .selectAll()
    .where('id', '=', invoiceId)
    .where('customer_number', '=', cn)
    .executeTakeFirst();
  if (!invoice) return null;
  const memo = creditMemoId
    ? await db
        .selectFrom('credit_memos')
        .selectAll()
        .where('id', '=', creditMemoId)
        .where('invoice_id', '=', invoice.id)
        .where('customer_number', '=', cn)
        .executeTakeFirst()
    : undefined;
  if (creditMemoId && !memo) return null;
  return { invoice, memo };
}

/**
 * What the PDF of the caller's invoice — or, with `creditMemoId`, of that credit memo of the invoice — shows; null
 * when the invoice (or the credit memo of that invoice) is not the caller's.
 */
export async function loadPdfData(
  db: Db,
  caller: Caller,
  invoiceId: string,
  creditMemoId: string | null,
  language: DocumentLanguage,
): Promise<PdfDocumentData | null> {
  const cn = caller.customerNumber;
  const own = await loadOwnDocument(db, cn, invoiceId, creditMemoId);
  if (!own) return null;
  const { invoice, memo } = own;

  const m = messagesFor(language);
  const [customer, orders, lines, letterhead, units] = await Promise.all([
    db.selectFrom('customers').select(['name', 'vat_number']).where('customer_number', '=', cn).executeTakeFirst(),
    db
      .selectFrom('invoice_orders as io')
      .innerJoin('orders as o', 'o.id', 'io.order_id')
      .select(['o.order_number', 'o.placed_by_name', 'o.rep_name', 'o.created_by', 'o.data', 'o.created_at'])
      .where('io.invoice_id', '=', invoice.id)
      .where('o.customer_number', '=', cn)
      .orderBy('o.order_number')
      .execute(),
    memo
      ? db.selectFrom('credit_memo_lines').selectAll().where('credit_memo_id', '=', memo.id).orderBy('line_no').execute()
      : db.selectFrom('invoice_lines').selectAll().where('invoice_id', '=', invoice.id).orderBy('line_no').execute(),
    loadLetterhead(db, invoice.area_id),
    unitNames(db, invoice.area_id, language),
  ]);
  const placedBy = [
    ...new Set(
      orders.map((o) => {
        const placed = placedByOf(o);
        return placed.repName ? m.onBehalfOf(placed.repName, placed.name) : placed.name;
      }),
    ),
  ];
  const common = {
    language,
    letterhead,
    customer: { number: cn, name: customer?.name ?? '', vatNumber: customer?.vat_number ?? '' },
    billingAddress: JSON.parse((memo ?? invoice).billing_address) as Address,
    orderNumbers: orders.map((o) => o.order_number),
    placedBy,
    currency: invoice.currency_code,
    lines: lines.map((l) => ({
      productId: l.product_id,
      text: l.text,
      quantity: Number(l.quantity),
      unit: units.get(l.unit_id) ?? l.unit_id,
      unitPrice: Number(l.unit_price),
      amount: Number(l.amount),
    })),
  };
  // The delivery address of the invoice's first order, keyed as invoiceDeliveryAddress wants it.
  const firstOrder = [...orders].sort((a, b) => a.created_at.localeCompare(b.created_at))[0];
  const firstOrderDelivery = new Map<string, Address | null>(
    firstOrder ? [[invoice.id, deliveryAddressOf(JSON.parse(firstOrder.data) as OrderData)]] : [],
  );
  if (memo) {
    return {
      ...common,
      kind: 'creditMemo',
      number: memo.credit_memo_number,
      date: memo.credit_memo_date,
      dueDate: null,
      status: null,
      paymentTerms: null,
      invoiceNumber: invoice.invoice_number,
      reason: m.reasons[memo.reason as keyof DocumentMessages['reasons']] ?? m.reasons.other,
      shippingAddress: null,
      reference: memo.reference,
      comment: memo.comment,
      vatRateBp: Number(memo.vat_rate_bp),
      totalNet: Number(memo.total_net),
      totalVat: Number(memo.total_vat),
    };
  }
  return {
    ...common,
    kind: 'invoice',
    number: invoice.invoice_number,
    date: invoice.invoice_date,
    dueDate: invoice.due_date,
    status: invoiceStatus(invoice.status, invoice.due_date, shopToday(caller.now)),
    paymentTerms: paymentTermsText(m, invoice.payment_terms, Number(invoice.payment_days)),
    invoiceNumber: null,
    reason: null,
    // The invoice's delivery address; one stored empty (before it was kept) is its first order's.
    shippingAddress: invoiceDeliveryAddress(invoice.shipping_address, firstOrderDelivery, invoice.id),
    reference: invoice.reference,
    comment: invoice.comment,
    vatRateBp: Number(invoice.vat_rate_bp),
    totalNet: Number(invoice.total_net),
    totalVat: Number(invoice.total_vat),
  };
}
