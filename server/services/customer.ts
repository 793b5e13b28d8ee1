/**
 * The customer's own data (SPEC §7 'Customer centre and customer'): the addresses of the `addresses` table.
 * Always queried with the caller's customer number — another customer's addresses are never read.
 */
import type { AddressReply as Address } from '../../contract/customer';
import type { Db } from '../db';
import type { AddressTable } from '../db/schema';
import { flatMap } from './cart/normalise';

/** What `extraInfo` of a stored address carries besides its own JSON (docs/commerce-api.md GetAddresses). */
export interface AddressExtraInfo {
  /** The address row id (stable; the storefront selects delivery addresses by it). */
  id: string;
  type: AddressTable['type'];
  isDefault: boolean;
}

function parseExtraInfo(json: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(json);
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

function toAddress(row: AddressTable): Address {
  const extra: AddressExtraInfo = { id: row.id, type: row.type, isDefault: row.is_default === 1 };
  return {
    address1: row.address1,
    address2: row.address2,
    city: row.city,
    company: row.company,
    country: row.country,
    customerNumber: row.customer_number,
    email: row.email,
    name: row.name,
    phone: row.phone,
    zip: row.zip,
    // Flat, as the contract's AddressReply says (a nested value in a stored row would fail the reply's serialiser).
    extraInfo: { ...flatMap(parseExtraInfo(row.extra_info)), ...extra },
  };
}

/**
 * The customer's addresses: billing addresses first, then shipping addresses; within a type the default one
 * first, then by id (seed order).
 */
export async function customerAddresses(db: Db, customerNumber: string): Promise<Address[]> {
  const rows = await db.selectFrom('addresses').selectAll().where('customer_number', '=', customerNumber).execute();
  const typeRank = (type: string) => (type === 'billing' ? 0 : 1);
  return rows
    .sort(
      (a, b) =>
        typeRank(a.type) - typeRank(b.type) ||
        b.is_default - a.is_default ||
        (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
    )
    .map(toAddress);
}
