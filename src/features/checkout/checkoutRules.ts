/**
 * The checkout rules of SPEC §4 'Cart lifecycle' and §5, as pure functions over the cart's data. The cart slice's
 * checkout reducers apply them; the page and the tests use them directly.
 */
import type { Address, Cart, ShippingMethod, ShippingMethodExtraInfo } from '../../api/commerceTypes';

/** SPEC §5: shipping methods are requested for the shipping address if it has address1, else the billing address. */
export function shippingMethodsAddress(cart: Pick<Cart, 'billingAddress' | 'shippingAddress'>): Address {
  return cart.shippingAddress.address1.trim() ? cart.shippingAddress : cart.billingAddress;
}

/** The delivery options of a chosen method, all off (what choosing a method resets them to). */
export const NO_DELIVERY_OPTIONS: Required<Omit<ShippingMethodExtraInfo, 'freeAbove' | 'usual'>> = {
  privateAddress: false,
  freightOffer: false,
  collectOrder: false,
};

/**
 * SPEC §4: choosing a shipping method resets country code, extra info and track-and-trace; fee, id and name are
 * taken from the list.
 */
export function chooseShippingMethod(listed: ShippingMethod): ShippingMethod {
  return {
    name: listed.name,
    internalId: listed.internalId,
    fee: listed.fee,
    countryCode: '',
    trackAndTrace: '',
    extraInfo: { ...NO_DELIVERY_OPTIONS },
  };
}

export type DeliveryOption = 'collectOrder' | 'freightOffer' | 'privateAddress';

/**
 * SPEC §4: collect-order switches off the freight offer (and the use of the shipping address: a collected order
 * has no delivery address — see usesShippingAddress); freight offer switches off collect-order. Private-address
 * delivery is independent (PRIV_DELIVERY in the calculation). Without a chosen method there is nothing to set.
 */
export function setDeliveryOption(method: ShippingMethod | null, option: DeliveryOption, on: boolean): ShippingMethod | null {
  if (!method) return null;
  const extraInfo: ShippingMethodExtraInfo = { ...method.extraInfo, [option]: on };
  if (on && option === 'collectOrder') extraInfo.freightOffer = false;
  if (on && option === 'freightOffer') extraInfo.collectOrder = false;
  return { ...method, extraInfo };
}

/** Whether the order is delivered to the shipping address (not when the customer collects it). */
export const usesShippingAddress = (method: ShippingMethod | null): boolean => !method?.extraInfo.collectOrder;

/** The id a stored address carries in extraInfo (GetAddresses), or null for a typed address. */
export function addressId(address: Address): string | null {
  const id = address.extraInfo.id;
  return typeof id === 'string' && id ? id : null;
}

/** A copy of an address (extraInfo included) — cart addresses never share objects with the address list. */
export const copyAddress = (address: Address): Address => ({ ...address, extraInfo: { ...address.extraInfo } });

/** The same place: street, postcode, city and country (names and contact details aside). */
export const samePlace = (a: Address, b: Address): boolean =>
  (['address1', 'address2', 'zip', 'city', 'country'] as const).every((key) => a[key].trim() === b[key].trim());
