/**
 * SPEC §7 'Customer centre and customer': POST /api/Customer/GetAddresses, and the address as every reply carries it
 * (carts, orders, invoices, credit memos, the address book). Behaviour: docs/commerce-api.md 'GetAddresses'.
 */
import { Type, type Static } from '@sinclair/typebox';
import { AreaInfo, FlatMap } from './common';

/**
 * SPEC §3 Address as the server answers it: every field there ('' when empty), the free-form `extraInfo` a flat map
 * ({} when empty; the address book's carry { id, type, isDefault }). What a request may send is common.ts Address
 * (every field optional).
 */
export const AddressReply = Type.Object({
  address1: Type.String(),
  address2: Type.String(),
  city: Type.String(),
  company: Type.String(),
  country: Type.String(),
  customerNumber: Type.String(),
  email: Type.String(),
  name: Type.String(),
  phone: Type.String(),
  zip: Type.String(),
  extraInfo: FlatMap,
});
export type AddressReply = Static<typeof AddressReply>;

/** POST /api/Customer/GetAddresses body. */
export const GetAddressesRequest = Type.Object({ areaInfo: AreaInfo });
export type GetAddressesRequest = Static<typeof GetAddressesRequest>;

/** The caller's customer's addresses: billing first, then shipping. */
export const GetAddressesResponse = Type.Object({ addresses: Type.Array(AddressReply) });
export type GetAddressesResponse = Static<typeof GetAddressesResponse>;
