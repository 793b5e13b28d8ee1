/**
 * Demo quotes (issue 20; docs/quotes.md): at Hansen El-service (10001) one quote in every state, answered or declined
 * by the demo's sales rep Sofie Sælger — requested (waiting for her), answered (valid three more weeks), accepted
 * (Henrik Bro's cart is made from it, at the quoted prices), declined, expired, and ordered (one of the seeded orders
 * of 10001 placed at it). Numbers Q-1001… by date. The answers are entries of the company's sales-rep ledger.
 */
import { randomUUID } from 'node:crypto';
import type { Insertable } from 'kysely';
import type { Db } from '../db';
import type { QuoteLineTable, QuoteTable } from '../db/schema';
import { shopToday } from '../services/cart/delivery';
import { FIRST_QUOTE_NUMBER } from '../services/quotes';

const CUSTOMER = '10001';
const REP = { id: 'u-salg', name: 'Sofie Sælger' };

interface Product {
  product_id: string;
  unit_id: string;
  name: string;
  price: number;
}

const dayOffset = (today: string, days: number): string => {
  const d = new Date(`${today}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

/** A quoted price: the list price less `percent`, whole kroner. */
const less = (price: number, percent: number): number => Math.max(100, Math.round((price * (100 - percent)) / 10_000) * 100);

interface Plan {
  status: QuoteTable['status'];
  by: { id: string; name: string };
  daysAgo: number;
  message: string;
  rep?: { message: string; validDays: number; percent: number };
  lines: [number, number][];
}

const PLANS: readonly Plan[] = [
  {
    status: 'ordered',
    by: { id: 'u-kunde', name: 'Mette Hansen' },
    daysAgo: 40,
    message: 'Samlet pris på varerne til renoveringen i Odder?',
    rep: { message: 'Projektpris ved samlet levering.', validDays: 30, percent: 12 },
    lines: [],
  },
  {
    status: 'declined',
    by: { id: 'u-kunde', name: 'Mette Hansen' },
    daysAgo: 30,
    message: 'Kan vi få 40 % på hele linjen?',
    rep: { message: 'Desværre – det er under vores indkøbspris. Ring gerne, så finder vi en anden løsning.', validDays: 0, percent: 0 },
    lines: [[4, 3], [5, 2]],
  },
  {
    status: 'expired',
    by: { id: 'u-indkob', name: 'Jonas Holm' },
    daysAgo: 25,
    message: 'Pris på lagerbestykning, levering i januar.',
    rep: { message: 'Gælder ved bestilling inden for 14 dage.', validDays: -11, percent: 8 },
    lines: [[0, 20], [3, 10]],
  },
  {
    status: 'accepted',
    by: { id: 'u-projekt', name: 'Henrik Bro' },
    daysAgo: 6,
    message: 'Tilbud på materialer til tavleprojekt Vesterbro, 40 lejligheder.',
    rep: { message: 'Skarp projektpris – god fornøjelse med projektet.', validDays: 24, percent: 15 },
    lines: [[1, 40], [2, 40]],
  },
  {
    status: 'answered',
    by: { id: 'u-kunde', name: 'Mette Hansen' },
    daysAgo: 3,
    message: 'Større antal til skolen i Skanderborg – hvad kan I gøre?',
    rep: { message: 'Prisen gælder ved samlet levering.', validDays: 21, percent: 10 },
    lines: [[0, 50], [6, 25], [7, 12]],
  },
  {
    status: 'requested',
    by: { id: 'u-kunde', name: 'Mette Hansen' },
    daysAgo: 1,
    message: 'Vi skal bruge det her til et nyt byggeri i Aarhus N. Kan I give en pris?',
    lines: [[3, 30], [4, 10]],
  },
];

async function pickProducts(db: Db): Promise<Product[]> {
  return db
    .selectFrom('product_units as u')
    .innerJoin('prices as p', (join) => join.onRef('p.product_id', '=', 'u.product_id').onRef('p.unit_id', '=', 'u.unit_id').on('p.variant_id', '=', ''))
    .innerJoin('product_texts as t', (join) => join.onRef('t.product_id', '=', 'u.product_id').on('t.language', '=', 'da'))
    .select(['u.product_id', 'u.unit_id', 't.name', 'p.price'])
    .where('u.is_default', '=', 1)
    .where('u.allows_decimals', '=', 0)
    .where('p.currency_code', '=', 'DKK')
    .where('p.min_quantity', '=', 1)
    .orderBy('u.product_id')
    .offset(8)
    .limit(8)
    .execute();
}

/** The product lines of a seeded order of 10001 (the ordered quote's lines), with its id. */
async function orderedLines(db: Db): Promise<{ orderId: string; at: Date; lines: Product[]; quantities: number[] } | null> {
  const order = await db
    .selectFrom('orders')
    .select(['id', 'created_at'])
    .where('customer_number', '=', CUSTOMER)
    .where('status', 'in', ['Transferred', 'PendingTransfer'])
    .orderBy('created_at', 'desc')
    .executeTakeFirst();
  if (!order) return null;
  const rows = await db
    .selectFrom('order_lines')
    .select(['product_id', 'unit_id', 'text', 'quantity', 'net_unit_price'])
    .where('order_id', '=', order.id)
    .where('type', '=', 'product')
    .where('parent_id', 'is', null)
    .orderBy('line_no')
    .limit(6)
    .execute();
  if (rows.length === 0) return null;
  return {
    orderId: order.id,
    at: new Date(order.created_at),
    // The quoted price is what the order was placed at; the list price a little above it.
    lines: rows.map((r) => ({ product_id: r.product_id ?? '', unit_id: r.unit_id ?? '', name: r.text, price: Math.round(Number(r.net_unit_price) * 1.12) })),
    quantities: rows.map((r) => Number(r.quantity)),
  };
}

/** Seeds the quotes above (nothing when the catalogue is too small); returns how many. */
export async function seedQuotes(db: Db, now: Date): Promise<number> {
  const products = await pickProducts(db);
  if (products.length < 8) return 0;
  const users = new Set((await db.selectFrom('users').select('id').execute()).map((u) => u.id));
  const ordered = await orderedLines(db);
  const today = shopToday(now);
  let number = FIRST_QUOTE_NUMBER;
  let count = 0;
  // Numbered by the day they were requested (the ordered one three days before its seeded order).
  const planned = PLANS.filter((plan) => users.has(plan.by.id) && (plan.status !== 'ordered' || ordered))
    .map((plan) => {
      const fromOrder = plan.status === 'ordered' ? ordered : null;
      const at = fromOrder ? new Date(fromOrder.at.getTime() - 3 * 86_400_000) : new Date(now.getTime() - plan.daysAgo * 86_400_000 - 3 * 3_600_000);
      return { plan, fromOrder, at };
    })
    .sort((a, b) => a.at.getTime() - b.at.getTime());
  await db.transaction().execute(async (trx) => {
    for (const { plan, fromOrder, at } of planned) {
      const id = randomUUID();
      const answeredAt = plan.rep ? new Date(at.getTime() + 5 * 3_600_000).toISOString() : null;
      const lines: Insertable<QuoteLineTable>[] = (
        fromOrder ? fromOrder.lines.map((p, i) => [p, fromOrder.quantities[i] ?? 1] as const) : plan.lines.map(([p, q]) => [products[p]!, q] as const)
      ).map(([p, quantity], i) => ({
        quote_id: id,
        line_no: i + 1,
        product_id: p.product_id,
        unit_id: p.unit_id,
        variant_id: '',
        text: p.name,
        quantity,
        list_unit_price: Number(p.price),
        quoted_unit_price:
          plan.rep && plan.status !== 'declined' ? (fromOrder ? Math.round(Number(p.price) / 1.12) : less(Number(p.price), plan.rep.percent)) : null,
      }));
      const cartId = plan.status === 'accepted' ? `seed-quote-cart-${id.slice(0, 8)}` : null;
      const quote: Insertable<QuoteTable> = {
        id,
        quote_number: number++,
        customer_number: CUSTOMER,
        area_id: 'b2b',
        requested_by: plan.by.id,
        requested_by_name: plan.by.name,
        status: plan.status === 'expired' ? 'answered' : plan.status,
        message: plan.message,
        currency_code: 'DKK',
        requested_at: at.toISOString(),
        answered_at: answeredAt,
        answered_by: plan.rep ? REP.id : null,
        answered_by_name: plan.rep ? REP.name : null,
        rep_message: plan.rep?.message ?? null,
        valid_until: plan.rep && plan.status !== 'declined' ? dayOffset(today, plan.rep.validDays) : null,
        accepted_at: plan.status === 'accepted' || plan.status === 'ordered' ? new Date(at.getTime() + 26 * 3_600_000).toISOString() : null,
        cart_id: cartId,
        order_id: fromOrder?.orderId ?? null,
      };
      await trx.insertInto('quotes').values(quote).execute();
      await trx.insertInto('quote_lines').values(lines).execute();
      if (fromOrder) await trx.updateTable('orders').set({ quote_id: id }).where('id', '=', fromOrder.orderId).execute();
      if (cartId) {
        const cartLines = lines.map((l) => ({
          id: `Q${l.line_no}`,
          parentId: null,
          text: l.text,
          quantity: l.quantity,
          productKey: { productId: l.product_id, unitOfMeasure: l.unit_id, variantId: null },
        }));
        const iso = (quote.accepted_at as string | null) ?? at.toISOString();
        await trx
          .insertInto('carts')
          .values({
            id: cartId,
            area_id: 'b2b',
            customer_number: CUSTOMER,
            user_id: plan.by.id,
            status: 'open',
            currency_code: 'DKK',
            language_code: 'da',
            lines: JSON.stringify(cartLines),
            data: '{}',
            created_at: iso,
            updated_at: iso,
            quote_id: id,
          })
          .execute();
      }
      count++;
    }
  });
  return count;
}
