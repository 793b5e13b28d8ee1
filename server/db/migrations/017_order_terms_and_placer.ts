import type { Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are written against an untyped schema (Kysely's advice) */
/**
 * Issue 16 items 2 and 10:
 * - customers.payment_days: the customer's net days on invoice (30 unless agreed otherwise). The invoice payment
 *   method names them ('Invoice (14 days net)': a `{days}` placeholder in the method's names), and orders and
 *   invoices carry them.
 * - orders.payment_terms / payment_days: the terms the order was placed on ('net14' and 14; 'card' and 0 for a card
 *   order); null on orders placed before this migration (their invoice then takes the customer's terms).
 * - orders.placed_by_name, rep_user_id, rep_name: who placed the order as data — the user's display name, and the
 *   sales rep acting for the user (null when the user placed it). `created_by` keeps its English text for older
 *   readers; orders from before this migration have only that (read.ts parses it).
 * - The invoice method of the demo seed named a fixed '30 days' in every language: those exact names become the
 *   template with `{days}`. Any other name (a shop's own) is left as it is.
 */
const SEEDED_INVOICE_NAMES: Readonly<Record<string, [string, string]>> = {
  da: ['Faktura (30 dage netto)', 'Faktura ({days} dage netto)'],
  en: ['Invoice (30 days net)', 'Invoice ({days} days net)'],
  sv: ['Faktura (30 dagar netto)', 'Faktura ({days} dagar netto)'],
  nb: ['Faktura (30 dager netto)', 'Faktura ({days} dager netto)'],
  fi: ['Lasku (30 päivää netto)', 'Lasku ({days} päivää netto)'],
};

/** Rewrites the invoice methods' names: per language, the text `from` becomes `to` (pick: seeded → template or back). */
async function renameInvoiceMethods(db: Kysely<any>, pick: (pair: [string, string]) => [string, string]): Promise<void> {
  const methods: { area_id: string; id: string; currency_code: string; names: string }[] = await db
    .selectFrom('payment_methods')
    .select(['area_id', 'id', 'currency_code', 'names'])
    .where('kind', '=', 'invoice')
    .execute();
  for (const m of methods) {
    let names: Record<string, unknown>;
    try {
      names = JSON.parse(m.names) as Record<string, unknown>;
    } catch {
      continue; // not ours to repair
    }
    let changed = false;
    for (const [lang, pair] of Object.entries(SEEDED_INVOICE_NAMES)) {
      const [from, to] = pick(pair);
      if (names[lang] === from) {
        names[lang] = to;
        changed = true;
      }
    }
    if (!changed) continue;
    await db
      .updateTable('payment_methods')
      .set({ names: JSON.stringify(names) })
      .where('area_id', '=', m.area_id)
      .where('id', '=', m.id)
      .where('currency_code', '=', m.currency_code)
      .execute();
  }
}

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('customers')
    .addColumn('payment_days', 'integer', (c) => c.notNull().defaultTo(30))
    .execute();
  await db.schema.alterTable('orders').addColumn('payment_terms', 'text').execute();
  await db.schema.alterTable('orders').addColumn('payment_days', 'integer').execute();
  await db.schema.alterTable('orders').addColumn('placed_by_name', 'text').execute();
  await db.schema.alterTable('orders').addColumn('rep_user_id', 'text').execute();
  await db.schema.alterTable('orders').addColumn('rep_name', 'text').execute();
  await renameInvoiceMethods(db, (pair) => pair);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const column of ['rep_name', 'rep_user_id', 'placed_by_name', 'payment_days', 'payment_terms']) {
    await db.schema.alterTable('orders').dropColumn(column).execute();
  }
  await db.schema.alterTable('customers').dropColumn('payment_days').execute();
  await renameInvoiceMethods(db, ([seeded, template]) => [template, seeded]);
}
