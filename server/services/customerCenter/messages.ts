/**
 * Server-made texts of the customer-centre documents in the shop's five languages: payment terms, credit memo
 * reasons, generated line texts and the PDF labels.
 */
import type { CreditMemoReason, InvoiceStatus } from '../../../contract/customerCentre';

export const DOCUMENT_LANGUAGES = ['da', 'en', 'sv', 'nb', 'fi'] as const;
export type DocumentLanguage = (typeof DOCUMENT_LANGUAGES)[number];

/** 'da', 'da-DK', 'EN' → the language, else null. */
export function documentLanguage(code: string | null | undefined): DocumentLanguage | null {
  const short = (code ?? '').trim().slice(0, 2).toLowerCase();
  return (DOCUMENT_LANGUAGES as readonly string[]).includes(short) ? (short as DocumentLanguage) : null;
}

export interface DocumentMessages {
  /** BCP 47 locale for dates and numbers */
  locale: string;
  netDays: (days: number) => string;
  paidByCard: string;
  reasons: Record<CreditMemoReason, string>;
  status: Record<InvoiceStatus, string>;
  freight: string;
  paymentFee: string;
  invoice: string;
  creditMemo: string;
  invoiceNumber: string;
  creditMemoNumber: string;
  date: string;
  dueDate: string;
  paymentTerms: string;
  customerNumber: string;
  vatNumber: string;
  orders: string;
  /** who placed the orders: the label, and a sales rep's order for a user */
  placedBy: string;
  onBehalfOf: (rep: string, user: string) => string;
  reference: string;
  billTo: string;
  shipTo: string;
  itemNo: string;
  description: string;
  quantity: string;
  unit: string;
  unitPrice: string;
  amount: string;
  subtotal: string;
  vat: string;
  total: string;
  totalCredited: string;
  vatSummary: string;
  vatRate: string;
  basis: string;
  creditsInvoice: string;
  reason: string;
  statusLabel: string;
  page: (n: number, of: number) => string;
  paymentNote: string;
  creditNote: string;
  /** The order confirmation (issue 18): its title, the order number's label and the note under the totals. */
  orderConfirmation: string;
  orderNumber: string;
  orderNote: string;
}

export const MESSAGES: Record<DocumentLanguage, DocumentMessages> = {
  da: {
    locale: 'da-DK',
    netDays: (d) => `Netto ${d} dage`,
    paidByCard: 'Betalt med kort',
    reasons: { return: 'Returvarer', priceCorrection: 'Prisregulering', other: 'Øvrigt' },
    status: { open: 'Åben', paid: 'Betalt', overdue: 'Forfalden' },
    freight: 'Fragt',
    paymentFee: 'Betalingsgebyr',
    invoice: 'Faktura',
    creditMemo: 'Kreditnota',
    invoiceNumber: 'Fakturanr.',
    creditMemoNumber: 'Kreditnotanr.',
    date: 'Dato',
    dueDate: 'Forfaldsdato',
    paymentTerms: 'Betalingsbetingelser',
    customerNumber: 'Kundenr.',
    vatNumber: 'CVR-nr.',
    orders: 'Ordrer',
    placedBy: 'Bestilt af',
    onBehalfOf: (rep, user) => `${rep} på vegne af ${user}`,
    reference: 'Reference',
    billTo: 'Faktureringsadresse',
    shipTo: 'Leveringsadresse',
    itemNo: 'Varenr.',
    description: 'Beskrivelse',
    quantity: 'Antal',
    unit: 'Enhed',
    unitPrice: 'Stk.-pris',
    amount: 'Beløb',
    subtotal: 'Beløb ekskl. moms',
    vat: 'Moms',
    total: 'Total inkl. moms',
    totalCredited: 'Krediteret i alt inkl. moms',
    vatSummary: 'Momsspecifikation',
    vatRate: 'Momssats',
    basis: 'Grundlag',
    creditsInvoice: 'Krediterer faktura',
    reason: 'Årsag',
    statusLabel: 'Status',
    page: (n, of) => `Side ${n} af ${of}`,
    paymentNote: 'Angiv venligst fakturanummeret ved betaling.',
    creditNote: 'Beløbet modregnes i din næste betaling eller udbetales.',
    orderConfirmation: 'Ordrebekræftelse',
    orderNumber: 'Ordrenummer',
    orderNote: 'Tak for jeres ordre. Fakturaen følger, når varerne er afsendt.',
  },
  en: {
    locale: 'en-GB',
    netDays: (d) => `Net ${d} days`,
    paidByCard: 'Paid by card',
    reasons: { return: 'Returned goods', priceCorrection: 'Price correction', other: 'Other' },
    status: { open: 'Open', paid: 'Paid', overdue: 'Overdue' },
    freight: 'Freight',
    paymentFee: 'Payment fee',
    invoice: 'Invoice',
    creditMemo: 'Credit memo',
    invoiceNumber: 'Invoice no.',
    creditMemoNumber: 'Credit memo no.',
    date: 'Date',
    dueDate: 'Due date',
    paymentTerms: 'Payment terms',
    customerNumber: 'Customer no.',
    vatNumber: 'VAT no.',
    orders: 'Orders',
    placedBy: 'Ordered by',
    onBehalfOf: (rep, user) => `${rep} on behalf of ${user}`,
    reference: 'Reference',
    billTo: 'Bill to',
    shipTo: 'Deliver to',
    itemNo: 'Item no.',
    description: 'Description',
    quantity: 'Qty',
    unit: 'Unit',
    unitPrice: 'Unit price',
    amount: 'Amount',
    subtotal: 'Total excl. VAT',
    vat: 'VAT',
    total: 'Total incl. VAT',
    totalCredited: 'Total credited incl. VAT',
    vatSummary: 'VAT summary',
    vatRate: 'VAT rate',
    basis: 'Basis',
    creditsInvoice: 'Credits invoice',
    reason: 'Reason',
    statusLabel: 'Status',
    page: (n, of) => `Page ${n} of ${of}`,
    paymentNote: 'Please quote the invoice number with your payment.',
    creditNote: 'The amount is set off against your next payment or refunded.',
    orderConfirmation: 'Order confirmation',
    orderNumber: 'Order number',
    orderNote: 'Thank you for your order. The invoice follows when the goods have been shipped.',
  },
  sv: {
    locale: 'sv-SE',
    netDays: (d) => `Netto ${d} dagar`,
    paidByCard: 'Betald med kort',
    reasons: { return: 'Returvaror', priceCorrection: 'Priskorrigering', other: 'Övrigt' },
    status: { open: 'Öppen', paid: 'Betald', overdue: 'Förfallen' },
    freight: 'Frakt',
    paymentFee: 'Betalningsavgift',
    invoice: 'Faktura',
    creditMemo: 'Kreditnota',
    invoiceNumber: 'Fakturanr',
    creditMemoNumber: 'Kreditnotanr',
    date: 'Datum',
    dueDate: 'Förfallodatum',
    paymentTerms: 'Betalningsvillkor',
    customerNumber: 'Kundnr',
    vatNumber: 'Momsreg.nr',
    orders: 'Order',
    placedBy: 'Beställd av',
    onBehalfOf: (rep, user) => `${rep} på uppdrag av ${user}`,
    reference: 'Referens',
    billTo: 'Fakturaadress',
    shipTo: 'Leveransadress',
    itemNo: 'Artikelnr',
    description: 'Beskrivning',
    quantity: 'Antal',
    unit: 'Enhet',
    unitPrice: 'À-pris',
    amount: 'Belopp',
    subtotal: 'Summa exkl. moms',
    vat: 'Moms',
    total: 'Totalt inkl. moms',
    totalCredited: 'Totalt krediterat inkl. moms',
    vatSummary: 'Momsspecifikation',
    vatRate: 'Momssats',
    basis: 'Underlag',
    creditsInvoice: 'Krediterar faktura',
    reason: 'Orsak',
    statusLabel: 'Status',
    page: (n, of) => `Sida ${n} av ${of}`,
    paymentNote: 'Ange fakturanumret vid betalning.',
    creditNote: 'Beloppet kvittas mot din nästa betalning eller betalas tillbaka.',
    orderConfirmation: 'Orderbekräftelse',
    orderNumber: 'Ordernummer',
    orderNote: 'Tack för er order. Fakturan följer när varorna har skickats.',
  },
  nb: {
    locale: 'nb-NO',
    netDays: (d) => `Netto ${d} dager`,
    paidByCard: 'Betalt med kort',
    reasons: { return: 'Returvarer', priceCorrection: 'Priskorrigering', other: 'Annet' },
    status: { open: 'Åpen', paid: 'Betalt', overdue: 'Forfalt' },
    freight: 'Frakt',
    paymentFee: 'Betalingsgebyr',
    invoice: 'Faktura',
    creditMemo: 'Kreditnota',
    invoiceNumber: 'Fakturanr.',
    creditMemoNumber: 'Kreditnotanr.',
    date: 'Dato',
    dueDate: 'Forfallsdato',
    paymentTerms: 'Betalingsbetingelser',
    customerNumber: 'Kundenr.',
    vatNumber: 'Org.nr. MVA',
    orders: 'Ordrer',
    placedBy: 'Bestilt av',
    onBehalfOf: (rep, user) => `${rep} på vegne av ${user}`,
    reference: 'Referanse',
    billTo: 'Fakturaadresse',
    shipTo: 'Leveringsadresse',
    itemNo: 'Varenr.',
    description: 'Beskrivelse',
    quantity: 'Antall',
    unit: 'Enhet',
    unitPrice: 'Enhetspris',
    amount: 'Beløp',
    subtotal: 'Sum eks. mva.',
    vat: 'MVA',
    total: 'Totalt inkl. mva.',
    totalCredited: 'Totalt kreditert inkl. mva.',
    vatSummary: 'MVA-spesifikasjon',
    vatRate: 'MVA-sats',
    basis: 'Grunnlag',
    creditsInvoice: 'Krediterer faktura',
    reason: 'Årsak',
    statusLabel: 'Status',
    page: (n, of) => `Side ${n} av ${of}`,
    paymentNote: 'Vennligst oppgi fakturanummeret ved betaling.',
    creditNote: 'Beløpet motregnes i din neste betaling eller utbetales.',
    orderConfirmation: 'Ordrebekreftelse',
    orderNumber: 'Ordrenummer',
    orderNote: 'Takk for bestillingen. Fakturaen følger når varene er sendt.',
  },
  fi: {
    locale: 'fi-FI',
    netDays: (d) => `${d} päivää netto`,
    paidByCard: 'Maksettu kortilla',
    reasons: { return: 'Palautetut tuotteet', priceCorrection: 'Hinnan korjaus', other: 'Muu' },
    status: { open: 'Avoin', paid: 'Maksettu', overdue: 'Erääntynyt' },
    freight: 'Rahti',
    paymentFee: 'Maksukulu',
    invoice: 'Lasku',
    creditMemo: 'Hyvityslasku',
    invoiceNumber: 'Laskun nro',
    creditMemoNumber: 'Hyvityslaskun nro',
    date: 'Päivämäärä',
    dueDate: 'Eräpäivä',
    paymentTerms: 'Maksuehdot',
    customerNumber: 'Asiakasnro',
    vatNumber: 'ALV-tunniste',
    orders: 'Tilaukset',
    placedBy: 'Tilaaja',
    onBehalfOf: (rep, user) => `${rep} käyttäjän ${user} puolesta`,
    reference: 'Viite',
    billTo: 'Laskutusosoite',
    shipTo: 'Toimitusosoite',
    itemNo: 'Tuotenro',
    description: 'Kuvaus',
    quantity: 'Määrä',
    unit: 'Yksikkö',
    unitPrice: 'Yksikköhinta',
    amount: 'Summa',
    subtotal: 'Yhteensä ilman ALV:tä',
    vat: 'ALV',
    total: 'Yhteensä sis. ALV',
    totalCredited: 'Hyvitys yhteensä sis. ALV',
    vatSummary: 'ALV-erittely',
    vatRate: 'ALV-kanta',
    basis: 'Veron peruste',
    creditsInvoice: 'Hyvittää laskun',
    reason: 'Syy',
    statusLabel: 'Tila',
    page: (n, of) => `Sivu ${n}/${of}`,
    paymentNote: 'Mainitse laskun numero maksaessasi.',
    creditNote: 'Summa vähennetään seuraavasta maksustasi tai palautetaan.',
    orderConfirmation: 'Tilausvahvistus',
    orderNumber: 'Tilausnumero',
    orderNote: 'Kiitos tilauksestanne. Lasku seuraa, kun tavarat on lähetetty.',
  },
};

export function messagesFor(language: string | null | undefined): DocumentMessages {
  return MESSAGES[documentLanguage(language) ?? 'da'];
}

/** The payment terms text: 'card' → paid by card, else net days. */
export function paymentTermsText(m: DocumentMessages, code: string, days: number): string {
  return code === 'card' ? m.paidByCard : m.netDays(days);
}
