/**
 * Commerce values both sides use (docs/commerce-api.md): the generated lines' ids and an empty address. The rules of
 * quantities and VAT: common/quantity.ts and common/vat.ts.
 */
import type { Address } from '../src/api/commerceTypes';

/** Special generated line ids (SPEC §3). */
export const GENERATED_LINE_IDS = ['weefee', 'packagingFee', 'chemicalsFee', 'PRIV_DELIVERY'] as const;
export const PRIV_DELIVERY = 'PRIV_DELIVERY';

/** An address with every field empty (a new cart's addresses before the customer's are filled in). */
export const emptyAddress = (): Address => ({
  address1: '',
  address2: '',
  city: '',
  company: '',
  country: '',
  customerNumber: '',
  email: '',
  name: '',
  phone: '',
  zip: '',
  extraInfo: {},
});
