/**
 * The order confirmation (docs/erp-orders.md 'Order confirmation mail'): a mail to the buyer in the order's language
 * (five languages) with the order as a PDF (the customer centre's PDF code, kind 'order'), queued in the mail
 * outbox. Queued once per order when it is placed (invoice orders at once, card orders once paid: dedupe key
 * 'order-confirmation:<orderId>'), and again on Order/SendReceiptCopy (to the buyer or another address).
 */
import { randomUUID } from 'node:crypto';
import type { AddressReply as Address } from '../../../contract/customer';
import type { Db } from '../../db';
import { loadLetterhead, renderDocumentPdf, unitNames, type PdfDocumentData, type PdfLine } from '../customerCenter/pdf';
import { documentLanguage, messagesFor, paymentTermsText, type DocumentLanguage } from '../customerCenter/messages';
import { enqueueMail } from '../mailOutbox';
import { deliveryAddressOf, placedByOf, type OrderData } from './read';

export const ORDER_CONFIRMATION_KIND = 'order-confirmation';

interface MailTexts {
  subject: (number: string) => string;
  greeting: (name: string) => string;
  body: (number: string) => string;
  attached: string;
  copy: string;
  signOff: (shop: string) => string;
}

const TEXTS: Record<DocumentLanguage, MailTexts> = {
  da: {
    subject: (n) => `Ordrebekræftelse ${n}`,
    greeting: (name) => `Kære ${name}`,
    body: (n) => `Tak for jeres ordre ${n}. Vi har modtaget den og giver besked, når varerne er afsendt.`,
    attached: 'Ordren er vedhæftet som PDF.',
    copy: 'Dette er en kopi af ordrebekræftelsen.',
    signOff: (shop) => `Med venlig hilsen\n${shop}`,
  },
  en: {
    subject: (n) => `Order confirmation ${n}`,
    greeting: (name) => `Dear ${name}`,
    body: (n) => `Thank you for your order ${n}. We have received it and will let you know when the goods have been shipped.`,
    attached: 'The order is attached as a PDF.',
    copy: 'This is a copy of the order confirmation.',
    signOff: (shop) => `Kind regards\n${shop}`,
  },
  sv: {
    subject: (n) => `Orderbekräftelse ${n}`,
    greeting: (name) => `Hej ${name}`,
    body: (n) => `Tack för er order ${n}. Vi har tagit emot den och meddelar er när varorna har skickats.`,
    attached: 'Ordern bifogas som PDF.',
    copy: 'Detta är en kopia av orderbekräftelsen.',
    signOff: (shop) => `Med vänliga hälsningar\n${shop}`,
  },
  nb: {
    subject: (n) => `Ordrebekreftelse ${n}`,
    greeting: (name) => `Hei ${name}`,
    body: (n) => `Takk for bestillingen ${n}. Vi har mottatt den og gir beskjed når varene er sendt.`,
    attached: 'Ordren er vedlagt som PDF.',
    copy: 'Dette er en kopi av ordrebekreftelsen.',
    signOff: (shop) => `Med vennlig hilsen\n${shop}`,
  },
  fi: {
    subject: (n) => `Tilausvahvistus ${n}`,
    greeting: (name) => `Hyvä ${name}`,
    body: (n) => `Kiitos tilauksestanne ${n}. Olemme vastaanottaneet sen ja ilmoitamme, kun tavarat on lähetetty.`,
    attached: 'Tilaus on liitteenä PDF-tiedostona.',
    copy: 'Tämä on kopio tilausvahvistuksesta.',
    signOff: (shop) => `Ystävällisin terveisin\n${shop}`,
  },
};

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The order's confirmation as PDF data (null for an unknown order). Lines at net prices, then freight and fee. */
export async function orderPdfData(db: Db, orderId: string): Promise<PdfDocumentData | null> {
  const order = await db.selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirst();
  if (!order) return null;
  const language = documentLanguage(order.language_code) ?? 'da';
  const m = messagesFor(language);
  const [lines, customer, letterhead, units] = await Promise.all([
    db.selectFrom('order_lines').selectAll().where('order_id', '=', orderId).orderBy('line_no').execute(),
    db.selectFrom('customers').select(['name', 'vat_number']).where('customer_number', '=', order.customer_number).executeTakeFirst(),
    loadLetterhead(db, order.area_id),
    unitNames(db, order.area_id, language),
  ]);
  const data = JSON.parse(order.data) as OrderData;
  const pdfLines: PdfLine[] = lines
    .filter((l) => Number(l.net_line_price) !== 0)
    .map((l) => ({
      productId: l.product_id,
      text: l.text,
      quantity: Number(l.quantity),
      unit: units.get(l.unit_id) ?? l.unit_id,
      unitPrice: Number(l.net_unit_price),
      amount: Number(l.net_line_price),
    }));
  for (const [amount, text] of [
    [Number(order.freight), m.freight],
    [Number(order.payment_fee), m.paymentFee],
  ] as const) {
    if (amount !== 0) pdfLines.push({ productId: '', text, quantity: 1, unit: '', unitPrice: amount, amount });
  }
  const placed = placedByOf(order);
  return {
    kind: 'order',
    language,
    letterhead,
    number: order.order_number,
    date: order.created_at.slice(0, 10),
    dueDate: null,
    status: null,
    paymentTerms: order.payment_terms && order.payment_days !== null ? paymentTermsText(m, order.payment_terms, Number(order.payment_days)) : null,
    invoiceNumber: null,
    reason: null,
    customer: { number: order.customer_number, name: customer?.name ?? '', vatNumber: customer?.vat_number ?? '' },
    billingAddress: data.billingAddress,
    shippingAddress: deliveryAddressOf(data) as Address | null,
    reference: order.reference,
    comment: order.comment,
    orderNumbers: [],
    placedBy: [placed.repName ? m.onBehalfOf(placed.repName, placed.name) : placed.name],
    currency: order.currency_code,
    vatRateBp: Number(order.vat_rate_bp),
    lines: pdfLines,
    totalNet: Number(order.total_net),
    totalVat: Number(order.total_net_vat),
  };
}

export interface QueuedConfirmation {
  /** The outbox row's id; null when this order's confirmation was queued before (nothing new queued). */
  mailId: string | null;
  to: string;
}

/**
 * Queues the confirmation of an order. Without `copyTo` it goes to the buyer once per order (the placement);
 * with `copyTo` (the buyer's address or another) a copy is queued every time. Null for an unknown order.
 */
export async function queueOrderConfirmation(
  app: { db: Db },
  orderId: string,
  options: { copyTo?: string; outbox?: { kick(): void } } = {},
): Promise<QueuedConfirmation | null> {
  const order = await app.db
    .selectFrom('orders as o')
    .innerJoin('users as u', 'u.id', 'o.user_id')
    .select(['o.id', 'o.order_number', 'o.language_code', 'u.username', 'u.name'])
    .where('o.id', '=', orderId)
    .executeTakeFirst();
  const data = order ? await orderPdfData(app.db, orderId) : null;
  if (!order || !data) return null;
  const texts = TEXTS[data.language];
  const copy = options.copyTo !== undefined;
  const to = options.copyTo ?? order.username;
  const paragraphs = [texts.greeting(order.name), ...(copy ? [texts.copy] : []), texts.body(order.order_number), texts.attached, texts.signOff(data.letterhead.name)];
  const pdf = await renderDocumentPdf(data);
  const mailId = await enqueueMail(app.db, {
    kind: ORDER_CONFIRMATION_KIND,
    dedupeKey: copy ? `${ORDER_CONFIRMATION_KIND}-copy:${order.id}:${randomUUID()}` : `${ORDER_CONFIRMATION_KIND}:${order.id}`,
    ref: order.id,
    to,
    subject: texts.subject(order.order_number),
    text: `${paragraphs.join('\n\n')}\n`,
    html: paragraphs.map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`).join('\n'),
    attachments: [{ filename: `order-${order.order_number}.pdf`, contentType: 'application/pdf', content: pdf }],
  });
  // Sent at once by this instance's outbox when given, else by the next pass of any instance's mail worker.
  options.outbox?.kick();
  return { mailId, to };
}
