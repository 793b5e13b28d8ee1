/**
 * The customer price list as an .xlsx spreadsheet (docs/account-api.md 'Price list'), streamed with exceljs's
 * WorkbookWriter: the catalogue is read in pages of PAGE_PRODUCTS products (keyset on the product id), each page
 * priced in one call of the price service (the customer's net prices and tiers) and one of the internal list
 * prices, and its rows committed to the stream before the next page is read — memory stays bounded whatever
 * the catalogue's size. Between pages the writer waits while the output stream is over its high-water mark.
 *
 * Sheet 1: one row per product (per variant for products with variants) and unit that has a price in the
 * customer's currency. Sheet 2: customer name and number, currency, generation time.
 */
import { once } from 'node:events';
import type { Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import type { PriceEntry, PriceKey } from '../../contract/prices';
import { priceDate, priceServiceFor } from './prices';
import { keyId } from './prices/types';

/** Products read and priced per step. */
export const PAGE_PRODUCTS = 500;
/** Tier columns (min. quantity / price pairs); further tiers of a price are not listed. */
export const TIER_COLUMNS = 4;
export const MONEY_FORMAT = '#,##0.00';
export const DATE_FORMAT = 'yyyy-mm-dd';
const FALLBACK_LANGUAGE = 'da';
/** Shared (never changed) cell styles, see writePriceList. */
const PLAIN: Partial<ExcelJS.Style> = {};
const MONEY: Partial<ExcelJS.Style> = { numFmt: MONEY_FORMAT };
const DATE: Partial<ExcelJS.Style> = { numFmt: DATE_FORMAT };

type Lang = 'da' | 'en' | 'sv' | 'nb' | 'fi';

interface SheetTexts {
  sheet: string;
  itemNumber: string;
  name: string;
  brand: string;
  category: string;
  unit: string;
  netPrice: string;
  listPrice: string;
  currency: string;
  validFrom: string;
  tierQuantity: string; // '{n}'
  tierPrice: string; // '{n}'
  infoSheet: string;
  customerName: string;
  customerNumber: string;
  generatedAt: string;
  language: string;
  rows: string;
}

const TEXTS: Record<Lang, SheetTexts> = {
  da: {
    sheet: 'Prisliste',
    itemNumber: 'Varenummer',
    name: 'Navn',
    brand: 'Mærke',
    category: 'Kategori',
    unit: 'Enhed',
    netPrice: 'Nettopris',
    listPrice: 'Listepris',
    currency: 'Valuta',
    validFrom: 'Gyldig fra',
    tierQuantity: 'Trin {n} fra antal',
    tierPrice: 'Trin {n} pris',
    infoSheet: 'Kunde',
    customerName: 'Kundenavn',
    customerNumber: 'Kundenummer',
    generatedAt: 'Dannet (UTC)',
    language: 'Sprog',
    rows: 'Antal linjer',
  },
  en: {
    sheet: 'Price list',
    itemNumber: 'Item number',
    name: 'Name',
    brand: 'Brand',
    category: 'Category',
    unit: 'Unit',
    netPrice: 'Net price',
    listPrice: 'List price',
    currency: 'Currency',
    validFrom: 'Valid from',
    tierQuantity: 'Tier {n} min. quantity',
    tierPrice: 'Tier {n} price',
    infoSheet: 'Customer',
    customerName: 'Customer name',
    customerNumber: 'Customer number',
    generatedAt: 'Generated (UTC)',
    language: 'Language',
    rows: 'Rows',
  },
  sv: {
    sheet: 'Prislista',
    itemNumber: 'Artikelnummer',
    name: 'Namn',
    brand: 'Varumärke',
    category: 'Kategori',
    unit: 'Enhet',
    netPrice: 'Nettopris',
    listPrice: 'Listpris',
    currency: 'Valuta',
    validFrom: 'Giltig från',
    tierQuantity: 'Nivå {n} från antal',
    tierPrice: 'Nivå {n} pris',
    infoSheet: 'Kund',
    customerName: 'Kundnamn',
    customerNumber: 'Kundnummer',
    generatedAt: 'Skapad (UTC)',
    language: 'Språk',
    rows: 'Antal rader',
  },
  nb: {
    sheet: 'Prisliste',
    itemNumber: 'Varenummer',
    name: 'Navn',
    brand: 'Merke',
    category: 'Kategori',
    unit: 'Enhet',
    netPrice: 'Nettopris',
    listPrice: 'Listepris',
    currency: 'Valuta',
    validFrom: 'Gyldig fra',
    tierQuantity: 'Trinn {n} fra antall',
    tierPrice: 'Trinn {n} pris',
    infoSheet: 'Kunde',
    customerName: 'Kundenavn',
    customerNumber: 'Kundenummer',
    generatedAt: 'Laget (UTC)',
    language: 'Språk',
    rows: 'Antall linjer',
  },
  fi: {
    sheet: 'Hinnasto',
    itemNumber: 'Tuotenumero',
    name: 'Nimi',
    brand: 'Merkki',
    category: 'Tuoteryhmä',
    unit: 'Yksikkö',
    netPrice: 'Nettohinta',
    listPrice: 'Listahinta',
    currency: 'Valuutta',
    validFrom: 'Voimassa alkaen',
    tierQuantity: 'Porras {n} vähimmäismäärä',
    tierPrice: 'Porras {n} hinta',
    infoSheet: 'Asiakas',
    customerName: 'Asiakkaan nimi',
    customerNumber: 'Asiakasnumero',
    generatedAt: 'Luotu (UTC)',
    language: 'Kieli',
    rows: 'Rivejä',
  },
};

export function priceListLanguage(code: string | null | undefined): Lang {
  const short = (code ?? '').slice(0, 2).toLowerCase();
  return Object.hasOwn(TEXTS, short) ? (short as Lang) : FALLBACK_LANGUAGE;
}

export interface PriceListCustomer {
  customerNumber: string;
  name: string;
  areaId: string;
}

export interface PriceListResult {
  rows: number;
  currencyCode: string;
}

/** Names in the language, else Danish, else the id. */
async function categoryNames(app: FastifyInstance, language: string): Promise<Map<string, string>> {
  const rows = await app.db
    .selectFrom('category_texts')
    .select(['category_id', 'language', 'name'])
    .where('language', 'in', [...new Set([language, FALLBACK_LANGUAGE])])
    .execute();
  const names = new Map<string, string>();
  for (const row of rows) if (row.language === language || !names.has(row.category_id)) names.set(row.category_id, row.name);
  return names;
}

interface PageProduct {
  id: string;
  brand: string;
  category: string;
  name: string;
  variants: { id: string; name: string }[];
  units: string[];
}

/** The next page of products after `afterId`, with names, variants and units (four queries). */
async function loadPage(
  app: FastifyInstance,
  afterId: string | null,
  language: string,
  brands: ReadonlyMap<number, string>,
  categories: ReadonlyMap<string, string>,
): Promise<PageProduct[]> {
  let query = app.db.selectFrom('products').select(['id', 'brand_id', 'category_id']).orderBy('id').limit(PAGE_PRODUCTS);
  if (afterId !== null) query = query.where('id', '>', afterId);
  const products = await query.execute();
  if (products.length === 0) return [];
  const ids = products.map((p) => p.id);
  const [texts, variants, units] = await Promise.all([
    app.db
      .selectFrom('product_texts')
      .select(['product_id', 'language', 'name'])
      .where('product_id', 'in', ids)
      .where('language', 'in', [...new Set([language, FALLBACK_LANGUAGE])])
      .execute(),
    app.db
      .selectFrom('product_variants')
      .select(['id', 'product_id', 'name'])
      .where('product_id', 'in', ids)
      .orderBy('product_id')
      .orderBy('sort')
      .orderBy('id')
      .execute(),
    app.db
      .selectFrom('product_units')
      .select(['product_id', 'unit_id'])
      .where('product_id', 'in', ids)
      .orderBy('product_id')
      .orderBy('sort')
      .orderBy('unit_id')
      .execute(),
  ]);
  const byId = new Map<string, PageProduct>(
    products.map((p) => [
      p.id,
      {
        id: p.id,
        brand: brands.get(Number(p.brand_id)) ?? '',
        category: categories.get(p.category_id) ?? p.category_id,
        name: p.id,
        variants: [],
        units: [],
      },
    ]),
  );
  const named = new Set<string>();
  for (const t of texts) {
    const product = byId.get(t.product_id);
    if (!product || (named.has(t.product_id) && t.language !== language)) continue;
    product.name = t.name;
    if (t.language === language) named.add(t.product_id);
  }
  for (const v of variants) byId.get(v.product_id)?.variants.push({ id: v.id, name: v.name });
  for (const u of units) byId.get(u.product_id)?.units.push(u.unit_id);
  return [...byId.values()];
}

interface PlannedRow {
  itemNumber: string;
  name: string;
  brand: string;
  category: string;
  key: PriceKey;
}

/** Rows of a page in item-number order: per variant (or the product) and unit. */
function planRows(products: readonly PageProduct[]): PlannedRow[] {
  const rows: PlannedRow[] = [];
  for (const p of products) {
    const items = p.variants.length > 0 ? p.variants.map((v) => ({ id: v.id, name: `${p.name} – ${v.name}`, variantId: v.id as string | null })) : [{ id: p.id, name: p.name, variantId: null }];
    for (const item of items) {
      for (const unit of p.units) {
        rows.push({
          itemNumber: item.id,
          name: item.name,
          brand: p.brand,
          category: p.category,
          key: { productId: p.id, variantId: item.variantId, unitOfMeasure: unit },
        });
      }
    }
  }
  return rows;
}

/** Waits while the output holds more than its high-water mark (a slow client slows the generation down). */
async function drained(out: Writable): Promise<void> {
  if (out.writableNeedDrain && !out.destroyed) await Promise.race([once(out, 'drain'), once(out, 'close')]);
}

/** The price sheet's columns: item, prices, currency, validity, then a quantity and a price per tier. */
function sheetColumns(t: SheetTexts) {
  const tierColumns = Array.from({ length: TIER_COLUMNS }, (_, i) => [
    { header: t.tierQuantity.replace('{n}', String(i + 1)), key: `tierQty${i}`, width: 12, style: PLAIN },
    { header: t.tierPrice.replace('{n}', String(i + 1)), key: `tierPrice${i}`, width: 12, style: MONEY },
  ]).flat();
  return [
    { header: t.itemNumber, key: 'itemNumber', width: 18, style: PLAIN },
    { header: t.name, key: 'name', width: 48, style: PLAIN },
    { header: t.brand, key: 'brand', width: 16, style: PLAIN },
    { header: t.category, key: 'category', width: 24, style: PLAIN },
    { header: t.unit, key: 'unit', width: 8, style: PLAIN },
    { header: t.netPrice, key: 'netPrice', width: 12, style: MONEY },
    { header: t.listPrice, key: 'listPrice', width: 12, style: MONEY },
    { header: t.currency, key: 'currency', width: 8, style: PLAIN },
    { header: t.validFrom, key: 'validFrom', width: 12, style: DATE },
    ...tierColumns,
  ];
}

/** The information sheet: a bold label and its value per row (dates with the time). */
function writeInfoSheet(
  workbook: ExcelJS.stream.xlsx.WorkbookWriter,
  t: SheetTexts,
  infoRows: [string, string | number | Date][],
): void {
  const info = workbook.addWorksheet(t.infoSheet);
  info.columns = [
    { key: 'label', width: 20 },
    { key: 'value', width: 40 },
  ];
  for (const [label, value] of infoRows) {
    const row = info.addRow({ label, value });
    row.getCell(1).font = { bold: true };
    if (value instanceof Date) row.getCell(2).numFmt = 'yyyy-mm-dd hh:mm:ss';
    row.commit();
  }
  info.commit();
}

/**
 * Writes the workbook to `out` and ends it. Prices: the price service for the customer (net, tiers; the
 * configured calculation mode) and the internal list prices (undiscounted), both once per page.
 */
export async function writePriceList(
  app: FastifyInstance,
  customer: PriceListCustomer,
  languageCode: string,
  out: Writable,
  now: Date = new Date(),
): Promise<PriceListResult> {
  const lang = priceListLanguage(languageCode);
  const t = TEXTS[lang];
  const prices = priceServiceFor(app);
  const pricing = await prices.internal.customer(customer.customerNumber);
  const currency = pricing?.currencyCode ?? (await prices.internal.areaCurrency(customer.areaId));
  const date = priceDate(now);
  const validFrom = new Date(`${date}T00:00:00Z`);
  const [brandRows, categories] = await Promise.all([app.db.selectFrom('brands').select(['id', 'name']).execute(), categoryNames(app, lang)]);
  const brands = new Map(brandRows.map((b) => [Number(b.id), b.name]));

  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  workbook.creator = 'Nordlys Teknik';
  workbook.created = now;
  const columns = sheetColumns(t);
  // Each cell gets its column's style object itself: exceljs numbers a style object it has seen before from a
  // WeakMap, where the per-cell copies it makes otherwise cost a full style look-up per cell (2–3× the time).
  const cellStyles = columns.map((c) => c.style);
  const sheet = workbook.addWorksheet(t.sheet, {
    views: [{ state: 'frozen', xSplit: 0, ySplit: 1, topLeftCell: 'A2', activeCell: 'A2' }],
  });
  sheet.columns = columns.map(({ header, key, width }) => ({ header, key, width }));
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: columns.length } };
  const header = sheet.getRow(1);
  header.font = { bold: true };
  header.commit();

  let rows = 0;
  let afterId: string | null = null;
  for (;;) {
    const page = await loadPage(app, afterId, lang, brands, categories);
    if (page.length === 0) break;
    afterId = page[page.length - 1]!.id;
    const planned = planRows(page);
    const keys = planned.map((r) => r.key);
    const [net, list] = await Promise.all([
      prices.getPrices({ customerNumber: customer.customerNumber, currencyCode: currency, keys, areaId: customer.areaId, date }),
      prices.internal.calculate(keys, currency, { priceGroup: null }),
    ]);
    const netByKey = new Map<string, PriceEntry>(net.prices.map((e) => [keyId(e), e]));
    const listByKey = new Map<string, PriceEntry>(list.map((e) => [keyId(e), e]));
    for (const row of planned) {
      const entry = netByKey.get(keyId(row.key));
      if (!entry) continue; // not for sale to this customer (no price in the currency)
      const values: Record<string, string | number | Date | null> = {
        itemNumber: row.itemNumber,
        name: row.name,
        brand: row.brand,
        category: row.category,
        unit: row.key.unitOfMeasure,
        netPrice: entry.price,
        listPrice: listByKey.get(keyId(row.key))?.price ?? null,
        currency: net.currencyCode,
        validFrom,
      };
      (entry.tiers ?? []).slice(0, TIER_COLUMNS).forEach((tier, i) => {
        values[`tierQty${i}`] = tier.minQuantity;
        values[`tierPrice${i}`] = tier.price;
      });
      const line = sheet.addRow(values);
      line.eachCell((cell, column) => {
        cell.style = cellStyles[column - 1] ?? PLAIN;
      });
      line.commit();
      rows += 1;
    }
    await drained(out);
    if (out.destroyed) throw new Error('the client went away');
  }
  sheet.commit();

  writeInfoSheet(workbook, t, [
    [t.customerName, customer.name],
    [t.customerNumber, customer.customerNumber],
    [t.currency, currency],
    [t.generatedAt, now],
    [t.language, lang],
    [t.rows, rows],
  ]);
  await workbook.commit();
  return { rows, currencyCode: currency };
}
