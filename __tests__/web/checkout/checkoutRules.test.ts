import type { Address, ShippingMethod } from '../../../src/api/commerceTypes';
import {
  chooseShippingMethod,
  NO_DELIVERY_OPTIONS,
  setDeliveryOption,
  shippingMethodsAddress,
  usesShippingAddress,
} from '../../../src/features/checkout/checkoutRules';
import { emptyAddress } from '../../../src/api/commerceTypes';
import { savedBilling, savedShipping, shippingMethods } from './fixtures';

const method = (extraInfo: ShippingMethod['extraInfo']): ShippingMethod => ({
  ...shippingMethods[0]!,
  extraInfo: { ...NO_DELIVERY_OPTIONS, ...extraInfo },
});

describe('SPEC §5: shipping methods are requested for the shipping address if it has address1, else the billing address', () => {
  it('uses the shipping address when it has address1', () => {
    expect(shippingMethodsAddress({ billingAddress: savedBilling, shippingAddress: savedShipping })).toBe(savedShipping);
  });
  it.each([
    ['empty', emptyAddress()],
    ['only spaces in address1', { ...savedShipping, address1: '   ' }],
    ['a city and country but no address1', { ...emptyAddress(), city: 'Oslo', country: 'NO' } as Address],
  ])('uses the billing address when the shipping address is %s', (_name, shippingAddress) => {
    expect(shippingMethodsAddress({ billingAddress: savedBilling, shippingAddress })).toBe(savedBilling);
  });
});

describe('SPEC §4: choosing a shipping method', () => {
  it('resets country code, extra info and track-and-trace; fee, id and name come from the list', () => {
    const listed: ShippingMethod = {
      name: 'Pallet', internalId: 'pallet', countryCode: 'SE', fee: 450, trackAndTrace: 'TT-9',
      extraInfo: { privateAddress: true, freightOffer: true, collectOrder: true, freeAbove: 10000 },
    };
    expect(chooseShippingMethod(listed)).toEqual({
      name: 'Pallet', internalId: 'pallet', fee: 450, countryCode: '', trackAndTrace: '', extraInfo: NO_DELIVERY_OPTIONS,
    });
    expect(chooseShippingMethod(listed).extraInfo).not.toBe(NO_DELIVERY_OPTIONS);
  });
});

describe('SPEC §4: collect order and freight offer', () => {
  it('collect order switches off the freight offer and the use of the shipping address', () => {
    const next = setDeliveryOption(method({ freightOffer: true, privateAddress: true }), 'collectOrder', true);
    expect(next?.extraInfo).toMatchObject({ collectOrder: true, freightOffer: false, privateAddress: true });
    expect(usesShippingAddress(next)).toBe(false);
  });
  it('freight offer switches off collect order (the shipping address is used again)', () => {
    const next = setDeliveryOption(method({ collectOrder: true }), 'freightOffer', true);
    expect(next?.extraInfo).toMatchObject({ collectOrder: false, freightOffer: true });
    expect(usesShippingAddress(next)).toBe(true);
  });
  it('switching one off leaves the other as it is; private delivery is independent', () => {
    expect(setDeliveryOption(method({ collectOrder: true }), 'collectOrder', false)?.extraInfo).toMatchObject({ collectOrder: false, freightOffer: false });
    expect(setDeliveryOption(method({ freightOffer: true }), 'privateAddress', true)?.extraInfo).toMatchObject({ freightOffer: true, privateAddress: true });
  });
  it('without a chosen method there is nothing to set', () => {
    expect(setDeliveryOption(null, 'collectOrder', true)).toBeNull();
    expect(usesShippingAddress(null)).toBe(true);
  });
});
