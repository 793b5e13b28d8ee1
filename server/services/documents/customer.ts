/**
 * The `customer` document: key = the customer number. The customers row and its addresses (billing, then delivery
 * addresses in order, the first the default). Deleting a customer with history (orders, invoices, credit memos)
 * deactivates it instead: its users can no longer log in, its records stay readable.
 */
import type { AccountAddress, CustomerDocument } from '../../../contract/documents/accounts';
import type { DocumentProblem } from '../../../contract/documents';
import type { AddressTable } from '../../db/schema';
import { AUTH_CACHE } from '../../plugins/auth';
import { COMMERCE_CACHE_NAMESPACE } from '../cart/methods';
import { PRICE_CACHE_NAMESPACE } from '../prices/internal';
import { areaProblem, byText, CODE_KEY, DEFAULT_DOCUMENT_AREA, recordDeactivation } from './accounts';
import { wordsMatch } from './sql';
import type { DocumentHandler, Tx } from './types';

type Address = Required<AccountAddress>;
type Customer = Required<Omit<CustomerDocument, 'billingAddress' | 'deliveryAddresses'>> & {
  billingAddress: Address;
  deliveryAddresses: Address[];
};

function normaliseAddress(a: AccountAddress): Address {
  return {
    company: a.company,
    name: a.name ?? '',
    address1: a.address1,
    address2: a.address2 ?? '',
    zip: a.zip,
    city: a.city,
    country: a.country,
    email: a.email ?? '',
    phone: a.phone ?? '',
  };
}

function normaliseCustomer(data: CustomerDocument): Customer {
  return {
    name: data.name,
    areaId: data.areaId ?? DEFAULT_DOCUMENT_AREA,
    currency: data.currency,
    language: data.language ?? 'da',
    vatNumber: data.vatNumber ?? '',
    email: data.email ?? '',
    phone: data.phone ?? '',
    priceGroup: data.priceGroup ?? '',
    paymentTerms: data.paymentTerms ?? 'invoice',
    paymentDays: data.paymentDays ?? 30,
    active: data.active ?? true,
    billingAddress: normaliseAddress(data.billingAddress),
    deliveryAddresses: (data.deliveryAddresses ?? []).map(normaliseAddress),
  };
}

const addressOf = (row: AddressTable): Address => ({
  company: row.company,
  name: row.name,
  address1: row.address1,
  address2: row.address2,
  zip: row.zip,
  city: row.city,
  country: row.country,
  email: row.email,
  phone: row.phone,
});

/** Billing first, then the delivery addresses: the default one, then by their number (addr-<n>-s<i>). */
const addressOrder = (a: AddressTable, b: AddressTable) =>
  b.is_default - a.is_default || Number(/\d+$/.exec(a.id)?.[0] ?? 0) - Number(/\d+$/.exec(b.id)?.[0] ?? 0) || byText(a.id, b.id);

/** Whether orders, invoices or credit memos name the customer: then it is deactivated, never deleted. */
export async function customerHasHistory(db: Tx, customerNumber: string): Promise<boolean> {
  const found = await Promise.all([
    db.selectFrom('orders').select('id').where('customer_number', '=', customerNumber).limit(1).executeTakeFirst(),
    db.selectFrom('invoices').select('id').where('customer_number', '=', customerNumber).limit(1).executeTakeFirst(),
    db.selectFrom('credit_memos').select('id').where('customer_number', '=', customerNumber).limit(1).executeTakeFirst(),
  ]);
  return found.some(Boolean);
}

async function writeAddresses(trx: Tx, key: string, data: Customer): Promise<void> {
  await trx.deleteFrom('addresses').where('customer_number', '=', key).execute();
  const row = (id: string, type: 'billing' | 'shipping', a: Address, isDefault: boolean) => ({
    id,
    customer_number: key,
    type,
    ...a,
    is_default: isDefault ? 1 : 0,
    extra_info: '{}',
  });
  await trx
    .insertInto('addresses')
    .values([
      row(`addr-${key}-b`, 'billing', data.billingAddress, true),
      ...data.deliveryAddresses.map((a, i) => row(`addr-${key}-s${i + 1}`, 'shipping', a, i === 0)),
    ])
    .execute();
}

export const customerHandler: DocumentHandler<Customer> = {
  type: 'customer',
  normalise: (data) => normaliseCustomer(data),
  async check(ctx, key, data) {
    const problems: DocumentProblem[] = [];
    if (!CODE_KEY.test(key)) problems.push({ path: '/key', reason: 'a customer number is 1–50 letters, digits, ".", "_" or "-"' });
    problems.push(...(await areaProblem(ctx.db, data.areaId)));
    if (data.priceGroup !== '') {
      // A group is a priceGroup document; groups only named by discounts or customers (data from before migration 021) count too.
      const [group, rule, user] = await Promise.all([
        ctx.db.selectFrom('price_groups').select('id').where('id', '=', data.priceGroup).executeTakeFirst(),
        ctx.db.selectFrom('price_group_discounts').select('price_group').where('price_group', '=', data.priceGroup).limit(1).executeTakeFirst(),
        ctx.db.selectFrom('customers').select('price_group').where('price_group', '=', data.priceGroup).limit(1).executeTakeFirst(),
      ]);
      if (!group && !rule && !user) problems.push({ path: '/data/priceGroup', reason: `there is no price group ${data.priceGroup} (send its priceGroup document first)` });
    }
    return problems;
  },
  async read(db, key) {
    const row = await db.selectFrom('customers').selectAll().where('customer_number', '=', key).executeTakeFirst();
    if (!row) return null;
    const addresses = await db.selectFrom('addresses').selectAll().where('customer_number', '=', key).execute();
    const billing = addresses.filter((a) => a.type === 'billing').sort(addressOrder)[0];
    return {
      name: row.name,
      areaId: row.area_id,
      currency: row.currency_code,
      language: row.language as Customer['language'],
      vatNumber: row.vat_number,
      email: row.email,
      phone: row.phone,
      priceGroup: row.price_group,
      paymentTerms: row.payment_terms === 'card_only' ? 'card_only' : 'invoice',
      paymentDays: Number(row.payment_days),
      active: Number(row.active) === 1,
      billingAddress: billing
        ? addressOf(billing)
        : { company: row.name, name: '', address1: '', address2: '', zip: '', city: '', country: '', email: '', phone: '' },
      deliveryAddresses: addresses.filter((a) => a.type === 'shipping').sort(addressOrder).map(addressOf),
    };
  },
  async write(trx, key, data, existing) {
    const values = {
      area_id: data.areaId,
      name: data.name,
      currency_code: data.currency,
      price_group: data.priceGroup,
      vat_number: data.vatNumber,
      email: data.email,
      phone: data.phone,
      language: data.language,
      payment_terms: data.paymentTerms,
      payment_days: data.paymentDays,
      active: data.active ? 1 : 0,
    };
    if (existing) await trx.updateTable('customers').set(values).where('customer_number', '=', key).execute();
    else await trx.insertInto('customers').values({ customer_number: key, created_at: new Date().toISOString(), ...values }).execute();
    await writeAddresses(trx, key, data);
  },
  async remove(trx, key) {
    const row = await trx.selectFrom('customers').select('active').where('customer_number', '=', key).executeTakeFirst();
    if (!row) return 'notFound';
    if (await customerHasHistory(trx, key)) {
      if (Number(row.active) === 1) {
        await trx.updateTable('customers').set({ active: 0 }).where('customer_number', '=', key).execute();
        await recordDeactivation(trx, 'customer', key);
      }
      return { refused: 'the customer has orders or invoices, so it was deactivated instead of deleted (its users can no longer log in)' };
    }
    const user = await trx.selectFrom('users').select('username').where('customer_number', '=', key).limit(1).executeTakeFirst();
    if (user) return { refused: `users still belong to this customer (${user.username}); delete them or move them first` };
    await trx.deleteFrom('sales_rep_customers').where('customer_number', '=', key).execute();
    await trx.deleteFrom('carts').where('customer_number', '=', key).execute();
    await trx.deleteFrom('addresses').where('customer_number', '=', key).execute();
    await trx.deleteFrom('customers').where('customer_number', '=', key).execute();
    return 'deleted';
  },
  async search(db, query) {
    const rows = await db.selectFrom('customers').select(['customer_number', 'name']).execute();
    const keys = rows
      .filter((r) => (query.keyPrefix ? r.customer_number.startsWith(query.keyPrefix) : true))
      .filter((r) => wordsMatch(query.words, r.customer_number, r.name))
      .map((r) => r.customer_number)
      .sort(byText);
    return { total: keys.length, keys: keys.slice(query.skip, query.skip + query.take) };
  },
  async afterChange(ctx) {
    // Currency and price group feed prices; the active flag feeds every token check of the customer's users; payment
    // terms and the default billing address feed the checkout's methods and terms (cart/methods.ts).
    await ctx.cache.invalidate(PRICE_CACHE_NAMESPACE);
    await ctx.cache.invalidate(AUTH_CACHE);
    await ctx.cache.invalidate(COMMERCE_CACHE_NAMESPACE);
  },
};
