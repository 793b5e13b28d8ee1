/**
 * GET /api/CustomerCenter/GetInvoicePdf (docs/customer-centre-api.md 'PDFs'): the invoice and credit memo PDFs
 * of the demo seed, read back as text. pdfkit compresses its content streams (FlateDecode) and writes text with
 * the standard fonts as hex strings in TJ operators; `pdfText` below inflates the streams with Node's zlib and
 * decodes those strings (WinAnsi = windows-1252), which is all these generated files contain — so the test needs
 * no PDF library, and finding the text there proves it is real, selectable text (not an image).
 */
import { inflateSync } from 'node:zlib';
import type { CreditMemosPageResponse, InvoicesPageResponse } from '../../src/api/customerCentreTypes';
import { formatMoney } from '../../server/services/customerCenter';
import { bearer, tokenForUsername } from './auth';
import { body, createTestApp, type TestApp } from './helpers';

let t: TestApp;
let mette: string;

beforeAll(async () => {
  t = await createTestApp({ seed: true, seedProducts: 120 });
  mette = await tokenForUsername(t.app, 'kunde@demo.dk');
});
afterAll(async () => {
  await t.close();
});

/** The text of a pdfkit PDF: one entry per text operator, in drawing order. */
function pdfText(pdf: Buffer): string[] {
  const raw = pdf.toString('latin1');
  const decoder = new TextDecoder('windows-1252');
  const texts: string[] = [];
  for (const match of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let content: string;
    try {
      content = inflateSync(Buffer.from(match[1]!, 'latin1')).toString('latin1');
    } catch {
      content = match[1]!;
    }
    for (const op of content.matchAll(/\[((?:<[0-9a-fA-F]*>|[-\d.\s])*)\]\s*TJ|<([0-9a-fA-F]*)>\s*Tj/g)) {
      const hex = op[1] !== undefined ? [...op[1].matchAll(/<([0-9a-fA-F]*)>/g)].map((h) => h[1]!).join('') : op[2]!;
      texts.push(decoder.decode(Buffer.from(hex, 'hex')));
    }
  }
  return texts;
}

const get = (query: string, token: string | null = mette) =>
  t.app.inject({ method: 'GET', url: `/api/CustomerCenter/GetInvoicePdf?${query}`, headers: token ? bearer(token) : {} });

async function firstInvoice(token: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/CustomerCenter/GetInvoicesWithPagination?pageSize=100&pageNr=1',
    headers: bearer(token),
    payload: { searchOptions: { includeLinesInResult: true } },
  });
  const list = body<InvoicesPageResponse>(res).invoices;
  return list.find((i) => i.creditMemos.length > 0 && i.paymentTerms.code.startsWith('net')) ?? list[0]!;
}

describe('invoice PDF', () => {
  it('is an A4 PDF attachment, not cached, whose text has the invoice number, lines, VAT and total', async () => {
    const invoice = await firstInvoice(mette);
    const res = await get(`InvoiceId=${invoice.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain(`attachment; filename="invoice-${invoice.invoiceNumber}.pdf"`);
    expect(res.headers['cache-control']).toBe('no-store');
    const pdf = res.rawPayload;
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const raw = pdf.toString('latin1');
    expect(raw).toContain('/MediaBox [0 0 595.28 841.89]'); // A4
    expect(raw).not.toContain('/Subtype /Image');

    const text = pdfText(pdf);
    const all = text.join('\n');
    expect(text).toContain(`Faktura ${invoice.invoiceNumber}`);
    expect(text).toContain('Nordlys Teknik A/S');
    expect(text).toContain('Hansen El-service ApS');
    expect(text).toContain('Netto 30 dage');
    expect(text).toContain('Total inkl. moms');
    const total = formatMoney(Math.round(invoice.total.priceWithVat * 100), 'DKK');
    expect(total).toMatch(/^DKK \d{1,3}(\.\d{3})*,\d{2}$/);
    expect(text).toContain(total);
    expect(text).toContain(formatMoney(Math.round(invoice.total.vat * 100), 'DKK'));
    expect(text).toContain('Momsspecifikation');
    for (const order of invoice.orders) expect(all).toContain(order.number);
    const line = invoice.lines.find((l) => l.type === 'product')!;
    expect(text).toContain(line.productKey.productId);
    expect(all).toContain(line.text.slice(0, 20));
    expect(text).toContain(formatMoney(Math.round(line.linePrice.priceWithoutVat * 100), 'DKK'));
  });

  it('speaks the requested language, else the user\'s', async () => {
    const invoice = await firstInvoice(mette);
    const cases: [string, string[]][] = [
      ['en', [`Invoice ${invoice.invoiceNumber}`, 'Total incl. VAT', 'Net 30 days', 'VAT summary']],
      ['sv', [`Faktura ${invoice.invoiceNumber}`, 'Totalt inkl. moms', 'Netto 30 dagar']],
      ['nb', [`Faktura ${invoice.invoiceNumber}`, 'Totalt inkl. mva.', 'Netto 30 dager']],
      ['fi', [`Lasku ${invoice.invoiceNumber}`, 'Yhteensä sis. ALV', '30 päivää netto']],
      ['da-DK', [`Faktura ${invoice.invoiceNumber}`, 'Forfaldsdato']],
    ];
    for (const [language, expected] of cases) {
      const res = await get(`InvoiceId=${invoice.id}&LanguageCode=${language}`);
      expect(res.statusCode).toBe(200);
      const text = pdfText(res.rawPayload);
      for (const e of expected) expect({ language, has: text.includes(e), e }).toEqual({ language, has: true, e });
    }
    // a Finnish user without LanguageCode: Finnish labels, euro amounts in the SPEC §9 format
    const fi = await tokenForUsername(t.app, 'kunde.fi@demo.fi');
    const fiInvoice = await firstInvoice(fi);
    const text = pdfText((await get(`InvoiceId=${fiInvoice.id}`, fi)).rawPayload);
    expect(text).toContain(`Lasku ${fiInvoice.invoiceNumber}`);
    expect(text).toContain(formatMoney(Math.round(fiInvoice.total.priceWithVat * 100), 'EUR'));
    expect(text).toContain('25,5 %');
  });

  it('LinkId = a credit memo of the invoice: that credit memo\'s PDF', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/CustomerCenter/GetCreditMemosWithPagination?pageSize=10&pageNr=1',
      headers: bearer(mette),
      payload: { searchOptions: {} },
    });
    const memo = body<CreditMemosPageResponse>(res).creditMemos[0]!;
    const pdf = await get(`InvoiceId=${memo.invoice.id}&LinkId=${memo.id}`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-disposition']).toContain(`filename="creditmemo-${memo.creditMemoNumber}.pdf"`);
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain(`Kreditnota ${memo.creditMemoNumber}`);
    expect(text).toContain(memo.invoice.number);
    expect(text).toContain('Krediteret i alt inkl. moms');
    expect(text).toContain(formatMoney(Math.round(memo.total.priceWithVat * 100), 'DKK'));
    expect(text).toContain(memo.reasonText);
  });

  it('the sales rep acting for the customer gets the same document', async () => {
    const invoice = await firstInvoice(mette);
    const rep = await tokenForUsername(t.app, 'kunde@demo.dk', { impersonatorId: 'u-salg' });
    const res = await get(`InvoiceId=${invoice.id}`, rep);
    expect(res.statusCode).toBe(200);
    expect(pdfText(res.rawPayload)).toContain(`Faktura ${invoice.invoiceNumber}`);
  });

  it('bad requests: no login 401, no InvoiceId 400, unknown language 400, unknown id 404', async () => {
    const invoice = await firstInvoice(mette);
    expect((await get(`InvoiceId=${invoice.id}`, null)).statusCode).toBe(401);
    for (const query of ['', 'InvoiceId=', 'LinkId=abc']) {
      const res = await get(query);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message: 'InvoiceId must be defined', fields: { InvoiceId: 'must be defined' } });
    }
    const xx = await get(`InvoiceId=${invoice.id}&LanguageCode=xx`);
    expect(xx.statusCode).toBe(400);
    expect(xx.json().fields).toEqual({ LanguageCode: 'must be da, en, sv, nb or fi' });
    const unknown = await get('InvoiceId=00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers['content-type']).toContain('application/json');
    expect((await get(`InvoiceId=${invoice.id}&LinkId=${invoice.id}`)).statusCode).toBe(404);
  });
});

describe('issue 16: what the documents say (items 10, 11, 12)', () => {
  const invoicesOf = async (token: string, language = 'da') => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/CustomerCenter/GetInvoicesWithPagination?pageSize=100&pageNr=1',
      headers: bearer(token),
      payload: { areaInfo: { areaId: 'b2b', currencyCode: 'DKK', languageCode: language }, searchOptions: { includeLinesInResult: true } },
    });
    return body<InvoicesPageResponse>(res).invoices;
  };

  it('names the units as the cart does, in the document\'s language — never the raw code', async () => {
    const invoice = (await invoicesOf(mette)).find((i) => i.lines.some((l) => l.productKey.unitOfMeasure === 'STK'))!;
    const cases: [string, string][] = [
      ['da', 'Stk.'],
      ['en', 'Piece'],
      ['sv', 'St.'],
      ['nb', 'Stk.'],
      ['fi', 'Kpl'],
    ];
    for (const [language, unit] of cases) {
      const text = pdfText((await get(`InvoiceId=${invoice.id}&LanguageCode=${language}`)).rawPayload);
      expect({ language, unit: text.includes(unit) }).toEqual({ language, unit: true });
      expect({ language, code: text.includes('STK') }).toEqual({ language, code: false });
    }
    // A credit memo too.
    const memo = (await invoicesOf(mette)).find((i) => i.creditMemos.length > 0)!;
    const memoText = pdfText((await get(`InvoiceId=${memo.id}&LinkId=${memo.creditMemos[0]!.id}&LanguageCode=en`)).rawPayload);
    expect(memoText.some((cell) => ['Piece', 'Pack', 'Roll', 'Metre', 'Carton'].includes(cell))).toBe(true);
    expect(memoText.some((cell) => ['STK', 'PK', 'RL', 'M', 'KRT'].includes(cell))).toBe(false);
  });

  it('says who placed the orders, a sales rep\'s order in the document\'s language', async () => {
    const byRep = await t.db
      .selectFrom('orders as o')
      .innerJoin('invoice_orders as io', 'io.order_id', 'o.id')
      .select(['io.invoice_id', 'o.placed_by_name', 'o.rep_name'])
      .where('o.customer_number', '=', '10001')
      .where('o.rep_name', 'is not', null)
      .executeTakeFirstOrThrow();
    expect(byRep).toMatchObject({ placed_by_name: 'Mette Hansen', rep_name: 'Sofie Sælger' });
    const cases: [string, string, string][] = [
      ['da', 'Bestilt af', 'Sofie Sælger på vegne af Mette Hansen'],
      ['en', 'Ordered by', 'Sofie Sælger on behalf of Mette Hansen'],
      ['sv', 'Beställd av', 'Sofie Sælger på uppdrag av Mette Hansen'],
      ['nb', 'Bestilt av', 'Sofie Sælger på vegne av Mette Hansen'],
      ['fi', 'Tilaaja', 'Sofie Sælger käyttäjän Mette Hansen puolesta'],
    ];
    for (const [language, label, placed] of cases) {
      // The value column wraps long names onto a second line (a text operator each).
      const all = pdfText((await get(`InvoiceId=${byRep.invoice_id}&LanguageCode=${language}`)).rawPayload).join(' ').replace(/\s+/g, ' ');
      expect({ language, label: all.includes(label), placed: all.includes(placed) }).toEqual({ language, label: true, placed: true });
    }
  });

  it('an invoice always shows where the goods went: the order\'s delivery address, else its billing address', async () => {
    // Seeded invoices keep the delivery address (the typed one, else the billing address): never an empty box.
    const list = await invoicesOf(mette);
    expect(list.every((i) => i.shippingAddress.address1.trim() !== '')).toBe(true);

    // An invoice stored before that, with an empty delivery address: the order's is shown instead.
    const invoice = list.find((i) => i.orders.length === 1)!;
    const order = await t.db.selectFrom('orders').select(['id', 'data']).where('id', '=', invoice.orders[0]!.id).executeTakeFirstOrThrow();
    const data = JSON.parse(order.data) as { billingAddress: { address1: string }; shippingAddress: { address1: string } };
    const expected = data.shippingAddress.address1.trim() ? data.shippingAddress.address1 : data.billingAddress.address1;
    const empty = { address1: '', address2: '', city: '', company: '', country: '', customerNumber: '', email: '', name: '', phone: '', zip: '', extraInfo: {} };
    await t.db.updateTable('invoices').set({ shipping_address: JSON.stringify(empty) }).where('id', '=', invoice.id).execute();
    const read = await t.app.inject({
      method: 'POST',
      url: '/api/CustomerCenter/GetInvoice',
      headers: bearer(mette),
      payload: { invoiceId: invoice.id },
    });
    expect(read.json().invoice.shippingAddress.address1).toBe(expected);
    const text = pdfText((await get(`InvoiceId=${invoice.id}`)).rawPayload).join('\n');
    expect(text).toContain('Leveringsadresse');
    expect(text).toContain(expected);
  });
});

describe('formatMoney (SPEC §9)', () => {
  it('formats minor units with the currency code as a prefix', () => {
    expect(formatMoney(123456789, 'DKK')).toBe('DKK 1.234.567,89');
    expect(formatMoney(123456, 'SEK')).toBe('SEK 1.234,56');
    expect(formatMoney(123456, 'NOK')).toBe('NOK 1 234,56');
    expect(formatMoney(123456, 'EUR')).toBe('EUR 1,234.56');
    expect(formatMoney(5, 'DKK')).toBe('DKK 0,05');
    expect(formatMoney(-150000, 'EUR')).toBe('EUR -1,500.00');
    expect(formatMoney(0, 'NOK')).toBe('NOK 0,00');
  });
});
