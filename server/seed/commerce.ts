/**
 * Demo commerce data: shipping methods (GLS parcel with free freight above a threshold, express next day,
 * pallet/freight by forwarder) for DK/SE/NO/FI in every shop currency, payment methods (invoice, card), product
 * fees by category (WEEE on electrical products, chemicals fee on sealants and glues, packaging fee on some), and
 * an order history for the demo customers made by the real cart calculation and order service.
 */
import { PostgresAdapter, sql, type Insertable, type Kysely } from 'kysely';
import type { AddressReply as Address } from '../../contract/customer';
import type { Database, PaymentMethodTable, ProductFeeTable, ShippingMethodTable } from '../db/schema';
import type { Db } from '../db';
import { MemoryCache } from '../services/cache';
import { PriceService } from '../services/prices';
import { saveCart } from '../services/cart/store';
import { earliestDeliveryDate } from '../services/cart/delivery';
import { emptyAddress } from '../../contract/values';
import type { CartDeps, StoredLine } from '../services/cart/types';
import { createOrderWith, type OrderContext } from '../services/orders/create';
import { lockOrder, rejectOrder } from '../services/orders/reject';
import type { OrderActor } from '../services/orders/types';
import { AREA_ID } from './content';
import type { L } from './i18n';
import { CURRENCY_RATES } from './products';
import { Rng } from './prng';

type Currency = keyof typeof CURRENCY_RATES;
const CURRENCIES = Object.keys(CURRENCY_RATES) as Currency[];
const COUNTRIES = ['DK', 'SE', 'NO', 'FI'] as const;
type Country = (typeof COUNTRIES)[number];

/** DKK major units → minor units of a currency (fees in whole units, e.g. EUR 12, SEK 135). */
const wholeUnits = (dkk: number, currency: Currency): number => Math.round(dkk * CURRENCY_RATES[currency]) * 100;
/** DKK major units → minor units of a currency, thresholds rounded to hundreds. */
const roundHundreds = (dkk: number, currency: Currency): number => Math.round((dkk * CURRENCY_RATES[currency]) / 100) * 10_000;

interface ShippingDef {
  id: string;
  names: L;
  /** DKK excl. VAT per destination country. */
  fee: Record<Country, number>;
  /** DKK goods total from which the freight is free. */
  freeAbove: Record<Country, number> | null;
  /** The carrier's tracking page (SPEC §3 trackAndTrace): `{trackingNumber}` is replaced by a shipment's number. */
  trackAndTrace: string;
}

export const SHIPPING_METHODS: readonly ShippingDef[] = [
  {
    id: 'gls',
    names: {
      da: 'GLS pakke (1–2 hverdage)',
      en: 'GLS parcel (1–2 working days)',
      sv: 'GLS paket (1–2 vardagar)',
      nb: 'GLS pakke (1–2 virkedager)',
      fi: 'GLS-paketti (1–2 arkipäivää)',
    },
    fee: { DK: 89, SE: 149, NO: 189, FI: 169 },
    freeAbove: { DK: 2500, SE: 4000, NO: 5000, FI: 4000 },
    trackAndTrace: 'https://gls-group.com/DK/da/find-pakke?match={trackingNumber}',
  },
  {
    id: 'express',
    names: {
      da: 'Ekspres – levering næste hverdag',
      en: 'Express – next working day',
      sv: 'Express – leverans nästa vardag',
      nb: 'Ekspress – levering neste virkedag',
      fi: 'Pikatoimitus – seuraavana arkipäivänä',
    },
    fee: { DK: 195, SE: 295, NO: 345, FI: 325 },
    freeAbove: null,
    trackAndTrace: 'https://tracking.postnord.com/dk/?id={trackingNumber}',
  },
  {
    id: 'pallet',
    names: {
      da: 'Palle/gods med vognmand',
      en: 'Pallet/freight by forwarder',
      sv: 'Pall/gods med åkeri',
      nb: 'Pall/gods med transportør',
      fi: 'Lava/rahti huolitsijalla',
    },
    fee: { DK: 650, SE: 1150, NO: 1450, FI: 1250 },
    freeAbove: null,
    trackAndTrace: 'https://www.dsv.com/en/tools/track-and-trace?reference={trackingNumber}',
  },
];

export function shippingMethodRows(): Insertable<ShippingMethodTable>[] {
  const rows: Insertable<ShippingMethodTable>[] = [];
  SHIPPING_METHODS.forEach((m, i) => {
    for (const country of COUNTRIES) {
      for (const currency of CURRENCIES) {
        rows.push({
          area_id: AREA_ID,
          id: m.id,
          country_code: country,
          currency_code: currency,
          fee: wholeUnits(m.fee[country], currency),
          free_above: m.freeAbove ? roundHundreds(m.freeAbove[country], currency) : null,
          names: JSON.stringify(m.names),
          sort: i + 1,
          active: 1,
          track_and_trace: m.trackAndTrace,
        });
      }
    }
  });
  return rows;
}

const PAYMENT_METHODS: readonly { id: string; kind: 'invoice' | 'card'; gateway: string; names: L }[] = [
  {
    id: 'invoice',
    kind: 'invoice',
    gateway: 'invoice',
    // {days}: the customer's net days (customers.payment_days), filled in by paymentMethodToWire.
    names: {
      da: 'Faktura ({days} dage netto)',
      en: 'Invoice ({days} days net)',
      sv: 'Faktura ({days} dagar netto)',
      nb: 'Faktura ({days} dager netto)',
      fi: 'Lasku ({days} päivää netto)',
    },
  },
  {
    id: 'card',
    kind: 'card',
    gateway: 'sandbox',
    names: { da: 'Betalingskort', en: 'Payment card', sv: 'Betalkort', nb: 'Betalingskort', fi: 'Maksukortti' },
  },
];

export function paymentMethodRows(): Insertable<PaymentMethodTable>[] {
  return PAYMENT_METHODS.flatMap((m, i) =>
    CURRENCIES.map((currency) => ({
      area_id: AREA_ID,
      id: m.id,
      currency_code: currency,
      kind: m.kind,
      gateway_unique_id: m.gateway,
      fee: 0,
      names: JSON.stringify(m.names),
      sort: i + 1,
      active: 1,
    })),
  );
}

/** Product fees by leaf category: DKK øre per base unit (a piece, a metre, a roll). */
export const CATEGORY_FEES: readonly { category: string; type: ProductFeeTable['fee_type']; dkkMinor: number }[] = [
  // WEEE (electrical and electronic equipment)
  { category: '202010', type: 'weefee', dkkMinor: 35 }, // sockets
  { category: '202020', type: 'weefee', dkkMinor: 35 }, // switches
  { category: '204010', type: 'weefee', dkkMinor: 450 }, // LED fittings
  { category: '204020', type: 'weefee', dkkMinor: 50 }, // LED bulbs
  { category: '302010', type: 'weefee', dkkMinor: 1200 }, // circulation pumps
  { category: '302020', type: 'weefee', dkkMinor: 1500 }, // submersible pumps
  { category: '401010', type: 'weefee', dkkMinor: 600 }, // drills
  { category: '401020', type: 'weefee', dkkMinor: 600 }, // impact drivers
  { category: '401030', type: 'weefee', dkkMinor: 600 }, // angle grinders
  // chemicals (sealants, adhesives)
  { category: '601010', type: 'chemicalsFee', dkkMinor: 125 },
  { category: '601020', type: 'chemicalsFee', dkkMinor: 125 },
  // packaging
  { category: '204020', type: 'packagingFee', dkkMinor: 15 },
  { category: '301020', type: 'packagingFee', dkkMinor: 10 },
  { category: '303010', type: 'packagingFee', dkkMinor: 25 },
  { category: '602010', type: 'packagingFee', dkkMinor: 20 },
  { category: '602020', type: 'packagingFee', dkkMinor: 10 },
];

/** One INSERT … SELECT per category, fee and currency (works for 100 000 products too). */
export async function insertProductFees(db: Kysely<Database>): Promise<void> {
  for (const fee of CATEGORY_FEES) {
    for (const currency of CURRENCIES) {
      const amount = Math.max(1, Math.round(fee.dkkMinor * CURRENCY_RATES[currency]));
      await db
        .insertInto('product_fees')
        .columns(['product_id', 'fee_type', 'currency_code', 'amount'])
        .expression(
          db
            .selectFrom('products')
            .select([
              'id',
              sql.lit(fee.type).as('fee_type'),
              sql.lit(currency).as('currency_code'),
              sql.lit(amount).as('amount'),
            ])
            .where('category_id', '=', fee.category),
        )
        .execute();
    }
  }
}

// ---------------------------------------------------------------- order history

export interface HistoryBuyer {
  userId: string;
  userName: string;
}

export interface HistoryCustomer {
  customerNumber: string;
  language: string;
  /** the main buyer first, then colleagues who order now and then */
  buyers: readonly HistoryBuyer[];
  orders: number;
  /** may the sales rep (salg@demo.dk) order on the customer's behalf */
  rep: boolean;
}

/**
 * The demo customers' order history over the last two years (customer 10006 is deliberately without one). Every
 * customer's newest orders cover every transfer status (SPEC §3): PendingTransfer (the newest, due now: the
 * transfer worker hands it to the ERP at start), PendingApproval, PendingPayment (a card order whose payment
 * was never finished), ErrorInTransfer, Rejected (a declined card payment; the reopened cart was then ordered on
 * invoice) and Transferred for the rest.
 */
export const HISTORY: readonly HistoryCustomer[] = [
  {
    customerNumber: '10001',
    language: 'da',
    buyers: [
      { userId: 'u-kunde', userName: 'Mette Hansen' },
      { userId: 'u-indkob', userName: 'Jonas Holm' },
    ],
    orders: 44,
    rep: true,
  },
  {
    customerNumber: '10002',
    language: 'da',
    buyers: [
      { userId: 'u-kunde2', userName: 'Lars Nielsen' },
      { userId: 'u-lager', userName: 'Karin Lund' },
    ],
    orders: 30,
    rep: true,
  },
  { customerNumber: '10003', language: 'sv', buyers: [{ userId: 'u-kunde-se', userName: 'Erik Svensson' }], orders: 24, rep: true },
  { customerNumber: '10004', language: 'nb', buyers: [{ userId: 'u-kunde-no', userName: 'Ingrid Berg' }], orders: 24, rep: true },
  { customerNumber: '10005', language: 'fi', buyers: [{ userId: 'u-kunde-fi', userName: 'Mikko Virtanen' }], orders: 24, rep: false },
];
const REP = { userId: 'u-salg', name: 'Sofie Sælger' };

/** The history covers this many days before today. */
export const HISTORY_DAYS = 720;

/** Orders of the last three weeks per customer (ranks 0…5 below). */
const RECENT_ORDERS = 6;

/** Status of the r-th newest planned order of a customer (r = 0 is the newest). */
const STATUS_BY_RANK: Readonly<Record<number, 'PendingTransfer' | 'PendingApproval' | 'PendingPayment' | 'ErrorInTransfer' | 'Rejected'>> = {
  0: 'PendingTransfer',
  1: 'PendingApproval',
  2: 'PendingPayment',
  3: 'ErrorInTransfer',
  5: 'Rejected',
};

const REFERENCES = [
  'Sag 2291 Lyngby',
  'Projekt Fabriksvej',
  'Lager',
  'Service bil 3',
  'Kunde: Brdr. Holm',
  'Renovering skole',
  '',
  'Tilbud 2025-118',
  '',
  'Sag 3104 Aarhus Ø',
  'Etape 2',
];
const COMMENTS = ['', '', 'Ring 30 min før levering', '', 'Levering ved port 2', '', 'Bestilt efter telefonaftale', ''];

const DAY_MS = 86_400_000;

function addressOf(row: {
  company: string;
  name: string;
  address1: string;
  address2: string;
  zip: string;
  city: string;
  country: string;
  email: string;
  phone: string;
  customer_number: string;
}): Address {
  return {
    ...emptyAddress(),
    company: row.company,
    name: row.name,
    address1: row.address1,
    address2: row.address2,
    zip: row.zip,
    city: row.city,
    country: row.country,
    email: row.email,
    phone: row.phone,
    customerNumber: row.customer_number,
  };
}

/** A believable quantity for a trade customer: cable by the metre, few pumps and machines, more small parts. */
function quantityFor(rng: Rng, unit: string, priceMinor: number): number {
  if (unit === 'M') return rng.pick([10, 25, 50, 100]);
  if (priceMinor >= 100_000) return rng.pick([1, 1, 2]);
  if (priceMinor >= 20_000) return rng.pick([1, 2, 3, 5]);
  return rng.pick([2, 3, 5, 10, 12, 20]);
}

/**
 * A finished session of the rep acting for the actor's user around `at` (from 12 minutes before to 9 after, the rep
 * then stopped), as the ledger records it (server/services/impersonationLedger.ts); returns its id.
 */
async function seedRepSession(db: Db, actor: OrderActor, at: Date): Promise<string> {
  const id = `seed-session-${actor.customerNumber}-${at.getTime()}`;
  const rep = actor.impersonator ?? REP;
  await db
    .insertInto('impersonation_sessions')
    .values({
      id,
      rep_user_id: rep.userId,
      rep_name: rep.name,
      user_id: actor.userId,
      user_name: actor.name,
      customer_number: actor.customerNumber,
      ip: '10.20.0.15',
      started_at: new Date(at.getTime() - 12 * 60_000).toISOString(),
      last_seen_at: new Date(at.getTime() + 9 * 60_000).toISOString(),
      ended_at: new Date(at.getTime() + 9 * 60_000).toISOString(),
      end_reason: 'stopped',
    })
    .execute();
  return id;
}

function dialectOf(db: Db): OrderContext['dialect'] {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
}

/** An order of the seeded history, as the invoice seed needs it. */
export interface SeededOrder {
  id: string;
  customerNumber: string;
  at: Date;
  status: string;
  card: boolean;
}

/**
 * Gives the seeded orders (all orders of the fresh demo database) the numbers 100001… in the order given (by
 * date), so numbers follow dates although the lanes placed them side by side. Two steps: numbers are unique.
 */
async function numberByDate(db: Db, orderIds: readonly string[]): Promise<void> {
  const first = Number((await db.selectFrom('orders').select((eb) => eb.fn.min('order_number').as('n')).executeTakeFirst())?.n ?? 0);
  if (!first) return;
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('orders').set({ order_number: sql<string>`'#' || order_number` }).where('id', 'in', [...orderIds]).execute();
    for (const [i, id] of orderIds.entries()) {
      await trx.updateTable('orders').set({ order_number: String(first + i) }).where('id', '=', id).execute();
    }
  });
}

/**
 * Orders for the demo customers over the two years before `now`, oldest first (so the order numbers follow the
 * dates), priced by the cart calculation and placed through the order service; then given their transfer history.
 */
export async function seedOrderHistory(db: Db, now: Date): Promise<SeededOrder[]> {
  const cache = new MemoryCache();
  const prices = new PriceService({ db, cache, mode: 'InternallyCalculateAll', source: null });
  const deps: CartDeps = {
    db,
    cache,
    prices: (query) => prices.getPrices(query),
    currency: async (query) => (await prices.getPrices({ ...query, keys: [] })).currencyCode,
    // The history has card orders whatever provider this start runs with (PAYMENT_PROVIDER): they were placed then.
    cardPayments: () => ({ testMode: false }),
  };
  const dialect = dialectOf(db);
  const ctx: OrderContext = { db, dialect, deps };

  const candidates = await db
    .selectFrom('product_units as u')
    .innerJoin('prices as p', (join) =>
      join.onRef('p.product_id', '=', 'u.product_id').onRef('p.unit_id', '=', 'u.unit_id').on('p.variant_id', '=', ''),
    )
    .select(['u.product_id', 'u.unit_id', 'p.price'])
    .where('u.is_default', '=', 1)
    .where('p.currency_code', '=', 'DKK')
    .where('p.min_quantity', '=', 1)
    .orderBy('u.product_id')
    .limit(400)
    .execute();
  if (candidates.length < 10) return [];

  const rng = new Rng(7_000_007);
  type Planned = { customer: HistoryCustomer; at: Date; index: number; rank: number };
  const planned: Planned[] = [];
  for (const customer of HISTORY) {
    const older = customer.orders - RECENT_ORDERS;
    for (let i = 0; i < customer.orders; i++) {
      // The newest RECENT_ORDERS within the last three weeks (the statuses above), the rest spread over the two
      // years before that, a little denser lately; working hours in Danish time.
      const rank = customer.orders - 1 - i;
      const daysAgo =
        rank < RECENT_ORDERS
          ? 1 + rank * 4 + rng.int(0, 2)
          : 26 + Math.round(((rank - RECENT_ORDERS) / Math.max(1, older - 1)) ** 1.15 * (HISTORY_DAYS - 30)) + rng.int(0, 3);
      const day = new Date(now.getTime() - daysAgo * DAY_MS);
      const at = new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), rng.int(6, 13), rng.int(0, 59)));
      planned.push({ customer, at, index: i, rank });
    }
  }
  planned.sort((a, b) => a.at.getTime() - b.at.getTime());

  const [addresses, customers] = await Promise.all([
    db
      .selectFrom('addresses')
      .select(['customer_number', 'type', 'company', 'name', 'address1', 'address2', 'zip', 'city', 'country', 'email', 'phone', 'is_default'])
      .where('customer_number', 'in', HISTORY.map((h) => h.customerNumber))
      .orderBy('id')
      .execute(),
    db.selectFrom('customers').select(['customer_number', 'currency_code']).execute(),
  ]);
  const currencyOf = new Map(customers.map((c) => [c.customer_number, c.currency_code]));

  // Every random choice is made here, in date order, so the history is the same however the placing below
  // interleaves.
  const prepared = planned.flatMap((plan) => {
    const { customer, at } = plan;
    const own = addresses.filter((a) => a.customer_number === customer.customerNumber);
    const billing = own.find((a) => a.type === 'billing');
    if (!billing) return [];
    const shippingRows = own.filter((a) => a.type === 'shipping');
    const useShipping = shippingRows.length > 0 && rng.chance(0.65);
    const lines: StoredLine[] = rng.subset(candidates, rng.int(2, 7)).map((c, n) => ({
      id: `LINE${n + 1}`,
      parentId: null,
      text: '',
      quantity: quantityFor(rng, c.unit_id, Number(c.price)),
      productKey: { productId: c.product_id, unitOfMeasure: c.unit_id, variantId: null },
    }));
    const method = rng.weighted([['gls', 75], ['express', 15], ['pallet', 10]] as const);
    const target = STATUS_BY_RANK[plan.rank] ?? 'Transferred';
    const card = target === 'PendingPayment' || target === 'Rejected' || (target === 'Transferred' && plan.index % 9 === 4);
    const expected = new Date(`${earliestDeliveryDate(at)}T00:00:00Z`);
    expected.setUTCDate(expected.getUTCDate() + rng.int(0, 3));
    const buyer = customer.buyers[plan.index % 3 === 2 && customer.buyers.length > 1 ? 1 : 0]!;
    const data = {
      billingAddress: addressOf(billing),
      shippingAddress: useShipping ? addressOf(rng.pick(shippingRows)) : emptyAddress(),
      comment: rng.pick(COMMENTS),
      reference: rng.pick(REFERENCES),
      expectedDeliveryDate: expected.toISOString().slice(0, 10),
      shippingMethod: {
        name: '',
        internalId: method,
        countryCode: '',
        fee: 0,
        trackAndTrace: '',
        extraInfo: { privateAddress: false, freightOffer: false, collectOrder: false },
      },
      paymentMethod: { name: '', internalId: card ? 'card' : 'invoice', gatewayUniqueId: '', fee: 0, extraInfo: {} },
      createdAt: at.toISOString(),
    };
    const cart = {
      cartId: `seed-${customer.customerNumber}-${String(plan.index + 1).padStart(3, '0')}`,
      areaId: AREA_ID,
      currencyCode: currencyOf.get(customer.customerNumber) ?? 'DKK',
      languageCode: customer.language,
      lines,
    };
    const actor: OrderActor = {
      userId: buyer.userId,
      customerNumber: customer.customerNumber,
      name: buyer.userName,
      impersonator: customer.rep && plan.index === 9 ? { ...REP } : null,
    };
    return [{ plan, target, card, data, cart, actor }];
  });

  async function place(p: (typeof prepared)[number]): Promise<SeededOrder[]> {
    const { plan, target, card, data, cart, actor } = p;
    const owner = { customerNumber: actor.customerNumber, userId: actor.userId };
    const input = { areaId: AREA_ID, languageCode: cart.languageCode, cartId: cart.cartId };
    await saveCart(db, owner, { ...cart, data, now: plan.at });
    // The rep's order was placed in an impersonation session of the customer's ledger (issue 20).
    if (actor.impersonator) actor.impersonator.sessionId = await seedRepSession(db, actor, plan.at);
    const { orderId } = await createOrderWith(ctx, actor, input, { now: plan.at });
    const placed: SeededOrder[] = [{ id: orderId, customerNumber: actor.customerNumber, at: plan.at, status: target, card }];
    if (target === 'Rejected') {
      // The card was declined a few minutes later: the order is rejected and the cart reopened (the real rule) …
      const rejectedAt = new Date(plan.at.getTime() + 6 * 60_000);
      await db.transaction().execute(async (trx) => {
        const locked = await lockOrder(trx, dialect, orderId);
        if (locked) await rejectOrder(trx, locked, { paymentStatus: 'declined', now: rejectedAt });
      });
      // … and the buyer ordered the same cart on invoice instead: a new order.
      const againAt = new Date(plan.at.getTime() + 15 * 60_000);
      await saveCart(db, owner, {
        ...cart,
        data: { ...data, paymentMethod: { ...data.paymentMethod, internalId: 'invoice' } },
        now: againAt,
      });
      const again = await createOrderWith(ctx, actor, input, { now: againAt });
      placed.push({ id: again.orderId, customerNumber: actor.customerNumber, at: againAt, status: 'Transferred', card: false });
    }
    return placed;
  }

  // One lane per customer, in date order within the lane; the lanes run side by side (the order service is safe
  // for concurrent orders), which keeps the seed quick on PostgreSQL. Numbers are then given by date.
  const lanes = HISTORY.map((h) => prepared.filter((p) => p.actor.customerNumber === h.customerNumber));
  const placedLanes = await Promise.all(
    lanes.map(async (lane) => {
      const out: SeededOrder[] = [];
      for (const p of lane) out.push(...(await place(p)));
      return out;
    }),
  );
  const created = placedLanes.flat().sort((a, b) => a.at.getTime() - b.at.getTime() || a.id.localeCompare(b.id));
  await numberByDate(db, created.map((o) => o.id));

  // Transfer history: orders reached the ERP a minute and a half after they were placed, except as planned above.
  for (const order of created) {
    const placed = order.at.getTime();
    if (order.status === 'PendingTransfer' || order.status === 'PendingPayment' || order.status === 'Rejected') continue;
    if (order.status === 'PendingApproval') {
      await db
        .updateTable('orders')
        .set({ status: 'PendingApproval', next_transfer_at: null, updated_at: new Date(placed + 60_000).toISOString() })
        .where('id', '=', order.id)
        .execute();
      continue;
    }
    if (order.status === 'ErrorInTransfer') {
      await db
        .updateTable('orders')
        .set({
          status: 'ErrorInTransfer',
          transfer_attempts: 4,
          transfer_error: `ERP rejected the order: delivery address not known for customer ${order.customerNumber} (ERP-4127)`,
          next_transfer_at: new Date(now.getTime() + 3600_000).toISOString(),
          updated_at: new Date(placed + 240_000).toISOString(),
        })
        .where('id', '=', order.id)
        .execute();
      continue;
    }
    await db
      .updateTable('orders')
      .set({
        status: 'Transferred',
        payment_status: order.card ? 'succeeded' : null,
        transfer_attempts: 1,
        next_transfer_at: null,
        transferred_at: new Date(placed + 90_000).toISOString(),
        updated_at: new Date(placed + 90_000).toISOString(),
      })
      .where('id', '=', order.id)
      .execute();
  }
  return created;
}

/** Methods, fees and the order history (after the catalogue and customers are in). */
export async function seedCommerce(db: Db, now: Date): Promise<{ orders: SeededOrder[] }> {
  await db.insertInto('shipping_methods').values(shippingMethodRows()).execute();
  await db.insertInto('payment_methods').values(paymentMethodRows()).execute();
  await insertProductFees(db);
  return { orders: await seedOrderHistory(db, now) };
}
