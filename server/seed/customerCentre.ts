/**
 * Demo invoices and credit memos (docs/customer-centre-api.md) for the seeded order history, made by the
 * customer-centre service: every delivered (Transferred) order is invoiced on its delivery day — now and then two
 * orders within two weeks on one collective invoice — card orders as paid by card, the rest on the customer's
 * net terms; older invoices paid (some a little late), the newest open, and two of 10001's past their due date
 * (overdue). A few credit memos per customer reference invoices: returned goods and price corrections.
 */
import type { Db } from '../db';
import { shopToday } from '../services/cart/delivery';
import { createCreditMemo, createInvoices, indexOrders, type CreditInput, type InvoiceInput } from '../services/customerCenter';
import { nextDate } from '../services/customerCenter/dates';
import type { SeededOrder } from './commerce';
import { Rng } from './prng';

/** Invoices of 10001 left unpaid past their due date. */
const OVERDUE_OF_10001 = 2;

interface Planned {
  customerNumber: string;
  orderIds: string[];
  date: string;
  card: boolean;
}

const DAY_MS = 86_400_000;

export async function seedCustomerCentre(db: Db, orders: readonly SeededOrder[], now: Date): Promise<{ invoices: number; creditMemos: number }> {
  const rng = new Rng(8_100_003);
  const today = shopToday(now);
  // Net payment days per customer (customers.payment_days; card orders are paid at once). The invoices take the
  // terms their orders were placed on, which are these.
  const netDays = new Map(
    (await db.selectFrom('customers').select(['customer_number', 'payment_days']).execute()).map((c) => [c.customer_number, Number(c.payment_days)]),
  );
  const delivery = new Map(
    (
      await db
        .selectFrom('orders')
        .select(['id', 'expected_delivery_date'])
        .where('id', 'in', orders.length > 0 ? orders.map((o) => o.id) : [''])
        .execute()
    ).map((o) => [o.id, o.expected_delivery_date]),
  );
  const invoiceDateOf = (o: SeededOrder): string => {
    const date = delivery.get(o.id) ?? shopToday(o.at);
    return date > today ? today : date;
  };

  // Plan the invoices: delivered orders, in date order; sometimes two orders of one week on one invoice.
  const plans: Planned[] = [];
  const customers = [...new Set(orders.map((o) => o.customerNumber))];
  for (const customerNumber of customers) {
    const delivered = orders.filter((o) => o.customerNumber === customerNumber && o.status === 'Transferred');
    for (let i = 0; i < delivered.length; i++) {
      const order = delivered[i]!;
      const next = delivered[i + 1];
      const together =
        next && !order.card && !next.card && next.at.getTime() - order.at.getTime() < 14 * DAY_MS && rng.chance(0.4);
      if (together) {
        plans.push({ customerNumber, orderIds: [order.id, next.id], date: invoiceDateOf(next), card: false });
        i++;
      } else {
        plans.push({ customerNumber, orderIds: [order.id], date: invoiceDateOf(order), card: order.card });
      }
    }
  }
  plans.sort((a, b) => a.date.localeCompare(b.date));

  // Which invoices stay unpaid although due: the newest past-due ones of 10001.
  const pastDue10001 = plans
    .filter((p) => p.customerNumber === '10001' && !p.card && nextDate(p.date, netDays.get('10001') ?? 30) < today)
    .slice(-OVERDUE_OF_10001);

  const inputs: InvoiceInput[] = plans.map((plan) => {
    const days = plan.card ? 0 : (netDays.get(plan.customerNumber) ?? 30);
    const due = nextDate(plan.date, days);
    let status: 'open' | 'paid' = 'open';
    let paidAt: string | null = null;
    if (plan.card) {
      status = 'paid';
      paidAt = `${plan.date}T10:00:00.000Z`;
    } else if (due < today && !pastDue10001.includes(plan)) {
      status = 'paid';
      // Mostly a few days before the due date, sometimes a few days after; never in the future.
      const paidDate = nextDate(due, rng.int(-6, 4));
      paidAt = `${paidDate < today ? paidDate : today}T${String(rng.int(7, 14)).padStart(2, '0')}:${String(rng.int(0, 59)).padStart(2, '0')}:00.000Z`;
    }
    return {
      customerNumber: plan.customerNumber,
      orderIds: plan.orderIds,
      invoiceDate: plan.date,
      status,
      paidAt,
      now: new Date(`${plan.date}T05:30:00.000Z`),
      reindexOrders: false,
    };
  });
  const invoices = (await createInvoices(db, inputs)).map((created, i) => ({
    id: created.id,
    customerNumber: plans[i]!.customerNumber,
    date: plans[i]!.date,
  }));

  // Credit memos: per customer a return and a price correction on older invoices, 10001 and 10002 one more return.
  let creditMemos = 0;
  for (const customerNumber of customers) {
    const own = invoices.filter((i) => i.customerNumber === customerNumber);
    if (own.length < 6) continue;
    const picks: { invoice: (typeof own)[number]; reason: 'return' | 'priceCorrection' }[] = [
      { invoice: own[Math.floor(own.length * 0.3)]!, reason: 'return' },
      { invoice: own[Math.floor(own.length * 0.6)]!, reason: 'priceCorrection' },
    ];
    if (customerNumber === '10001' || customerNumber === '10002') picks.push({ invoice: own[own.length - 4]!, reason: 'return' });
    for (const { invoice, reason } of picks) {
      const lines = await db
        .selectFrom('invoice_lines')
        .select(['line_no', 'quantity', 'amount'])
        .where('invoice_id', '=', invoice.id)
        .where('type', '=', 'product')
        .orderBy('line_no')
        .execute();
      if (lines.length === 0) continue;
      const credit: CreditInput[] =
        reason === 'return'
          ? rng.subset(lines, Math.min(lines.length, rng.int(1, 2))).map((l) => ({
              kind: 'return' as const,
              invoiceLineNo: Number(l.line_no),
              quantity: Math.max(1, Math.floor(Number(l.quantity) / 2)),
            }))
          : [
              {
                kind: 'priceCorrection' as const,
                invoiceLineNo: Number(lines[0]!.line_no),
                // 10 % of the line, in whole minor units
                amount: Math.max(1, Math.round(Number(lines[0]!.amount) / 10)),
              },
            ];
      const date = nextDate(invoice.date, rng.int(5, 18));
      await createCreditMemo(db, {
        customerNumber,
        invoiceId: invoice.id,
        reason,
        lines: credit,
        date: date < today ? date : today,
        comment: reason === 'return' ? 'RMA ' + String(rng.int(4100, 4999)) : '',
        now: new Date(`${date < today ? date : today}T09:00:00.000Z`),
        reindexOrders: false,
      });
      creditMemos++;
    }
  }

  // The free-text rows of every seeded order, with the numbers of their invoices and credit memos.
  await indexOrders(db, orders.map((o) => o.id));
  return { invoices: invoices.length, creditMemos };
}
