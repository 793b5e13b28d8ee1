/**
 * The `paymentMethod` document: key = `<areaId>:<id>` (the internalId the checkout and orders name, `b2b:invoice`),
 * data = kind, names per language, the gateway id, sort, active and its fee per currency. Table payment_methods keeps
 * one row per (area, currency, id). How the checkout offers them (cart/methods.ts paymentMethodsFor): an invoice
 * method to customers on invoice terms (not 'card_only'), '{days}' in its name becoming their net days; a card
 * method only while a card payment provider is registered (app.paymentProviders.cardPayments(); the sandbox unless
 * PAYMENT_PROVIDER says otherwise) — without one it is stored but never listed. The gateway id is told to the
 * storefront as gatewayUniqueId; it does not choose the provider.
 *
 * Delete: an order keeps its own copy of the method (name, fee, terms), so history stays readable; still, a method
 * orders name is deactivated instead of deleted (answer 'refused' saying so) so that its id stays taken and the
 * ERP's feed keeps it; one no order names is deleted. Open carts naming it lose it at their next calculation.
 */
import type { DocumentProblem } from '../../../contract/documents';
import type { PaymentMethodDocument } from '../../../contract/documents/commerce';
import { byText, recordDeactivation } from './accounts';
import { currencyProblem, invalidateMethods, methodKey, methodProblems, parseNames, searchMethods } from './commerceMethods';
import type { DocumentHandler } from './types';

interface PaymentMethod {
  kind: 'invoice' | 'card';
  names: Record<string, string>;
  gateway: string;
  sort: number;
  active: boolean;
  fees: { currency: string; fee: number }[];
}

const sortFees = (fees: PaymentMethod['fees']) => fees.sort((a, b) => byText(a.currency, b.currency));

function feeProblems(data: PaymentMethod, currencies: readonly string[]): DocumentProblem[] {
  const problems: DocumentProblem[] = [];
  const seen = new Set<string>();
  data.fees.forEach((f, i) => {
    problems.push(...currencyProblem(`/data/fees/${i}/currency`, f.currency, currencies));
    if (seen.has(f.currency)) problems.push({ path: `/data/fees/${i}/currency`, reason: `${f.currency} is listed twice` });
    seen.add(f.currency);
  });
  return problems;
}

export const paymentMethodHandler: DocumentHandler<PaymentMethod> = {
  type: 'paymentMethod',
  normalise: (data: PaymentMethodDocument) => ({
    kind: data.kind,
    names: data.names,
    gateway: data.gateway,
    sort: data.sort ?? 0,
    active: data.active ?? true,
    fees: sortFees(data.fees.map((f) => ({ currency: f.currency, fee: f.fee }))),
  }),
  async check(ctx, key, data) {
    const { problems, lists } = await methodProblems(ctx.db, key, data.names);
    if (lists) problems.push(...feeProblems(data, lists.currencies));
    return problems;
  },
  async read(db, key) {
    const parts = methodKey(key);
    if (!parts) return null;
    const rows = await db.selectFrom('payment_methods').selectAll().where('area_id', '=', parts.areaId).where('id', '=', parts.id).execute();
    const first = rows[0];
    if (!first) return null;
    return {
      kind: first.kind === 'card' ? 'card' : 'invoice',
      names: parseNames(first.names),
      gateway: first.gateway_unique_id,
      sort: Number(first.sort),
      active: Number(first.active) === 1,
      fees: sortFees(rows.map((r) => ({ currency: r.currency_code, fee: Number(r.fee) }))),
    };
  },
  async write(trx, key, data) {
    const { areaId, id } = methodKey(key)!;
    await trx.deleteFrom('payment_methods').where('area_id', '=', areaId).where('id', '=', id).execute();
    const shared = { area_id: areaId, id, kind: data.kind, gateway_unique_id: data.gateway, names: JSON.stringify(data.names), sort: data.sort, active: data.active ? 1 : 0 };
    await trx
      .insertInto('payment_methods')
      .values(data.fees.map((f) => ({ ...shared, currency_code: f.currency, fee: f.fee })))
      .execute();
  },
  async remove(trx, key) {
    const parts = methodKey(key);
    if (!parts) return 'notFound';
    const row = await trx.selectFrom('payment_methods').select('active').where('area_id', '=', parts.areaId).where('id', '=', parts.id).executeTakeFirst();
    if (!row) return 'notFound';
    const ordered = await trx
      .selectFrom('orders')
      .select('order_number')
      .where('area_id', '=', parts.areaId)
      .where('payment_method_id', '=', parts.id)
      .limit(1)
      .executeTakeFirst();
    if (ordered) {
      if (Number(row.active) === 1) {
        await trx.updateTable('payment_methods').set({ active: 0 }).where('area_id', '=', parts.areaId).where('id', '=', parts.id).execute();
        await recordDeactivation(trx, 'paymentMethod', key);
      }
      return { refused: `orders name this method (${ordered.order_number}), so it was deactivated instead of deleted` };
    }
    await trx.deleteFrom('payment_methods').where('area_id', '=', parts.areaId).where('id', '=', parts.id).execute();
    return 'deleted';
  },
  async search(db, query) {
    return searchMethods(await db.selectFrom('payment_methods').select(['area_id', 'id', 'names']).execute(), query);
  },
  async afterChange(ctx) {
    await invalidateMethods(ctx);
  },
};
