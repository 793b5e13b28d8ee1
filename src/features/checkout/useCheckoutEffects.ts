/**
 * What the checkout page does besides showing the form (SPEC §2, §4, §5): it keeps the cart calculated while open,
 * starts the cart's addresses, delivery date and delivery method, asks for the delivery methods of the right
 * address, and moves the focus to what the server refused.
 */
import { useEffect, useMemo, useRef, type RefObject } from 'react';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { emptyAddress, type Address, type Cart } from '../../api/commerceTypes';
import { useAppDispatch, useAppSelector, useAppStore } from '../../app/hooks';
import { toCents } from '../../../common/format';
import { cartFieldsChanged, cartViewClosed, cartViewOpened, selectCalculatedCart, selectCart } from '../cart';
import { fieldErrorCleared, placementReset, type PaymentState } from '../payment';
import { rateBpOf, withVat as withVatMinor } from '../../../common/vat';
import { selectVatMode, selectVatRateBp } from '../website';
import type { GetShippingMethodsRequest } from '../../api/commerceTypes';
import { useGetShippingMethodsQuery } from './checkoutApi';
import { addressId, chooseShippingMethod, copyAddress, samePlace, shippingMethodsAddress } from './checkoutRules';
import { firstInvalidControl } from './checkoutErrors';

/**
 * The page shows the calculation: the cart engine recalculates it after edits while the page is open. Back from
 * the card payment page the browser may restore this page from its back/forward cache as it was left ('Taking you
 * to the card payment…', the button busy): the placement starts over (the notice above offers the waiting payment;
 * placing the order again continues the same payment).
 */
export function useCheckoutOpen(): void {
  const dispatch = useAppDispatch();
  useEffect(() => {
    dispatch(cartViewOpened());
    return () => {
      dispatch(cartViewClosed());
      dispatch(placementReset());
    };
  }, [dispatch]);

  useEffect(() => {
    const onPageShow = (event: Event) => {
      if ((event as PageTransitionEvent).persisted) dispatch(placementReset());
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, [dispatch]);
}

/** The customer's addresses (GetAddresses) split into billing and shipping addresses. */
export function useAddressLists(addresses: readonly Address[] | undefined): { billingAddresses: Address[]; shippingAddresses: Address[] } {
  const billingAddresses = useMemo(() => (addresses ?? []).filter((a) => a.extraInfo.type === 'billing'), [addresses]);
  const shippingAddresses = useMemo(() => (addresses ?? []).filter((a) => a.extraInfo.type !== 'billing'), [addresses]);
  return { billingAddresses, shippingAddresses };
}

/**
 * A cart starts with the customer's billing address for both addresses (SPEC §4); the full address comes from
 * GetAddresses. A billing address that is not one of the customer's becomes the default one.
 */
export function useStartAddresses(billingAddresses: readonly Address[], cartId: string | undefined): void {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  useEffect(() => {
    const current = selectCart(store.getState());
    const billing = billingAddresses[0];
    if (!current || !billing) return;
    const patch: Partial<Cart> = {};
    const billingId = addressId(current.billingAddress);
    if (!billingId || !billingAddresses.some((a) => addressId(a) === billingId)) patch.billingAddress = copyAddress(billing);
    // A shipping address that is still the start value (empty, or the billing address the cart started with)
    // follows the billing address.
    const shipping = current.shippingAddress;
    const untouched = !addressId(shipping) && (samePlace(shipping, emptyAddress()) || samePlace(shipping, current.billingAddress));
    if (untouched) patch.shippingAddress = copyAddress(patch.billingAddress ?? current.billingAddress);
    if (Object.keys(patch).length > 0) dispatch(cartFieldsChanged(patch));
  }, [billingAddresses, dispatch, store, cartId]);
}

/**
 * The expected delivery date starts at the earliest possible one, and follows it when it moves later (stock), until
 * the customer picks a date: the returned flag is set by the date field when the customer does.
 */
export function useStartDeliveryDate(cart: Cart | null, earliest: string | null): RefObject<boolean> {
  const dispatch = useAppDispatch();
  const dateTouched = useRef(false);
  useEffect(() => {
    if (!cart || !earliest || dateTouched.current) return;
    if (!cart.expectedDeliveryDate || cart.expectedDeliveryDate < earliest) {
      dispatch(cartFieldsChanged({ expectedDeliveryDate: earliest, hasExpextedDeliveryDateError: false }));
      // A refusal of the date before it moved (stock moved the earliest date while the order was placed) is answered.
      dispatch(fieldErrorCleared('expectedDeliveryDate'));
    }
  }, [cart, earliest, dispatch]);
  return dateTouched;
}

/**
 * SPEC §5: the methods for the shipping address if it has address1, else for the billing address — asked again
 * when that address's country changes (not for every letter typed). With no delivery method chosen yet, the
 * customer's usual one (GetShippingMethods flags it) or the only one there is becomes the cart's.
 */
export function useShippingMethods(cart: Cart | null, areaInfo: GetShippingMethodsRequest['area']) {
  const dispatch = useAppDispatch();
  const target = cart ? shippingMethodsAddress(cart) : null;
  const targetKey = target ? `${target === cart?.shippingAddress ? 'shipping' : 'billing'}:${target.country}` : '';
  const targetRef = useRef<Address | null>(null);
  targetRef.current = target;
  // Deliberately keyed by targetKey, not by the address object: the request takes the address as it is when the
  // key changes and stays the same while other parts of it are typed.
  const shippingRequest = useMemo(
    () => (targetRef.current ? { area: areaInfo, address: targetRef.current } : null),
    [targetKey, areaInfo],
  );
  const shippingMethods = useGetShippingMethodsQuery(shippingRequest ?? skipToken);

  const hasShippingMethod = Boolean(cart?.shippingMethod);
  useEffect(() => {
    const listed = shippingMethods.data;
    if (hasShippingMethod || !listed || listed.length === 0) return;
    const pick = listed.find((method) => method.extraInfo.usual === true) ?? (listed.length === 1 ? listed[0] : undefined);
    if (pick) {
      dispatch(cartFieldsChanged({ shippingMethod: chooseShippingMethod(pick) }));
      dispatch(fieldErrorCleared('shippingMethod'));
    }
  }, [shippingMethods.data, hasShippingMethod, dispatch]);
  return shippingMethods;
}

/**
 * After a refusal the focus goes to the summary at the top when it has something of its own to say
 * (`summaryShown`, set while rendering), else to the first marked field of the form (its message is next to it).
 */
export function useFocusOnRefusal(payment: PaymentState) {
  const errorRef = useRef<HTMLDivElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const summaryShown = useRef(false);
  useEffect(() => {
    if (payment.status !== 'failed') return;
    if (summaryShown.current) errorRef.current?.focus();
    else (firstInvalidControl(formRef.current) ?? errorRef.current)?.focus();
  }, [payment.status, payment.error]);
  return { errorRef, formRef, summaryShown };
}

/**
 * A method's fee as shown: with prices shown incl. VAT the method fees are too, at the rate of the calculation (the
 * billing address's) or else the customer's — as the summary's freight and payment fee (the free-freight threshold
 * is a goods total excl. VAT and stays so).
 */
export function useFeeShown(): (fee: number) => number {
  const vatMode = useAppSelector(selectVatMode);
  const calculatedRate = useAppSelector((state) => rateBpOf(selectCalculatedCart(state)?.totalNetPrice.vatPercentage));
  const customerRate = useAppSelector(selectVatRateBp);
  return (fee: number) => (vatMode ? withVatMinor(toCents(fee), calculatedRate ?? customerRate) / 100 : fee);
}
