import { useEffect, useId, useMemo, useRef, type FormEvent } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { shallowEqual } from 'react-redux';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { emptyAddress, type Address, type Cart, type PaymentMethod, type ShippingMethod } from '../../api/commerceTypes';
import { useAppDispatch, useAppSelector, useAppStore } from '../../app/hooks';
import { useRoutePath } from '../../app/routePaths';
import { useDocumentTitle } from '../../app/useDocumentTitle';
import { NavigationButton } from '../../components/NavigationButton';
import { Spinner } from '../../components/Spinner';
import { formatMoney, formatShortDate, toCents } from '../../../common/format';
import {
  cartFieldsChanged,
  CartSummary,
  cartViewClosed,
  cartViewOpened,
  PendingPaymentNotice,
  selectCalculatedCart,
  selectCart,
  selectCartIsEmpty,
  selectCartLineCount,
  selectEarliestDeliveryDate,
} from '../cart';
import { fieldErrorCleared, placementFailed, placementReset, selectPayment } from '../payment';
import { rateBpOf, withVat as withVatMinor } from '../../../common/vat';
import { selectAreaInfo, selectVatMode, selectVatRateBp } from '../website';
import { AddressView } from './AddressView';
import { useGetAddressesQuery, useGetPaymentMethodsQuery, useGetShippingMethodsQuery } from './checkoutApi';
import {
  addressId,
  chooseShippingMethod,
  copyAddress,
  samePlace,
  setDeliveryOption,
  shippingMethodsAddress,
  usesShippingAddress,
  type DeliveryOption,
} from './checkoutRules';
import { Alert, Choice, Field, FieldError, Hint, Layout, Page, PlaceOrder, Section, SummaryBox, TestModeTag } from './checkoutStyles';
import { CommitField } from './CommitField';
import { DeliveryAddress } from './DeliveryAddress';
import { checkoutMessages as m } from './messages';
import { convertCartToOrder, paymentKind, startCardPayment, type PlacementError } from './orderConversion';

/** The server's field keys the page shows at a field of its own; the others go to the error summary. */
function fieldGroup(key: string): 'shippingMethod' | 'paymentMethod' | 'expectedDeliveryDate' | 'shippingAddress' | 'billingAddress' | 'comment' | 'reference' | null {
  const head = key.split(/[.[]/)[0] ?? '';
  switch (head) {
    case 'shippingMethod':
    case 'paymentMethod':
    case 'expectedDeliveryDate':
    case 'shippingAddress':
    case 'billingAddress':
    case 'comment':
    case 'reference':
      return head;
    default:
      return null;
  }
}

/** The sub-fields of an address the server named: { zip: '…' } from 'shippingAddress.zip'. */
function addressErrors(fields: Record<string, string>, prefix: 'shippingAddress' | 'billingAddress'): Record<string, string> {
  return Object.fromEntries(
    Object.entries(fields)
      .filter(([key]) => key.startsWith(`${prefix}.`))
      .map(([key, message]) => [key.slice(prefix.length + 1), message]),
  );
}

/**
 * What the error summary at the top says: why it failed, and the messages that have no field here — or null when
 * every message is shown at its field (the focus then goes to the first of them, not to a summary far away).
 */
function summaryOf(error: PlacementError, intl: IntlShape, collecting: boolean): { lead: string; rest: string[] } | null {
  const rest = Object.entries(error.fields)
    .filter(([key]) => {
      const group = fieldGroup(key);
      return group === null || (group === 'shippingAddress' && collecting);
    })
    .map(([key, message]) => (key === 'lines' ? intl.formatMessage(m.cartEmptyError) : message));
  if (Object.keys(error.fields).length > 0 && rest.length === 0) return null;
  let lead: string;
  if (Object.keys(error.fields).length > 0) lead = intl.formatMessage(m.fixFields);
  else if (error.status === 401) lead = intl.formatMessage(m.unauthorized);
  else if (error.status === 409) lead = intl.formatMessage(m.alreadyOrdered);
  else if (typeof error.status === 'string') lead = intl.formatMessage(m.networkError);
  else lead = intl.formatMessage(m.placeFailed);
  return { lead, rest };
}

/**
 * What the page can tell before asking the server: a delivery method and a payment method must be chosen. The
 * messages are the server's for the same fields, so they show at the same places.
 */
export function missingChoices(cart: Pick<Cart, 'shippingMethod' | 'paymentMethod'>): Record<string, string> {
  const fields: Record<string, string> = {};
  if (!cart.shippingMethod) fields.shippingMethod = 'Choose a delivery method';
  if (!cart.paymentMethod) fields.paymentMethod = 'Choose a payment method';
  return fields;
}

/** The first marked field of the form, as something that takes the focus (in a marked group: its chosen or first option). */
function firstInvalidControl(form: HTMLFormElement | null): HTMLElement | null {
  const marked = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
  if (!marked) return null;
  if (marked.matches('input, select, textarea, button')) return marked;
  return (
    marked.querySelector<HTMLElement>('[aria-invalid="true"]:is(input, select, textarea)') ??
    marked.querySelector<HTMLElement>('input:checked') ??
    marked.querySelector<HTMLElement>('input:not([disabled]), select:not([disabled]), textarea:not([disabled])')
  );
}

const PAYMENT_RETURNS = { declined: m.paymentDeclined, failed: m.paymentFailed, canceled: m.paymentCanceled } as const;

/**
 * Back from the card payment page without a payment (/checkout?payment=declined|failed|canceled). The server has
 * rejected that order and opened the cart again, and the cart engine loads the latest open cart at start: the page
 * shows the cart as it was, with every payment method to choose again (placing it makes a new order).
 */
function PaymentReturnNotice({ message }: { message: (typeof PAYMENT_RETURNS)[keyof typeof PAYMENT_RETURNS] }) {
  const intl = useIntl();
  return (
    <Alert role="alert" $tone="warning">
      <p>{intl.formatMessage(message)}</p>
    </Alert>
  );
}

/**
 * SPEC §2 Checkout (/checkout, logged-in users): addresses, delivery method and options, expected delivery date,
 * payment method, comment and reference, the cart summary, and 'Place order'. Every choice is written into the
 * cart (saved locally at once, to the server after the debounce, recalculated while the page is open), so nothing
 * is lost when the server says no; its messages are shown at the fields.
 */
export default function CheckoutPage() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const navigate = useNavigate();
  const path = useRoutePath();
  const [params] = useSearchParams();
  const cart = useAppSelector(selectCart);
  const isEmpty = useAppSelector(selectCartIsEmpty);
  // Products (lines), as the header badge counts them: metres and pieces do not add up (issue 16).
  const lineCount = useAppSelector(selectCartLineCount);
  const earliest = useAppSelector(selectEarliestDeliveryDate);
  const areaInfo = useAppSelector(selectAreaInfo, shallowEqual);
  const payment = useAppSelector(selectPayment);
  // With prices shown incl. VAT the method fees are too, at the rate of the calculation (the billing address's)
  // or else the customer's — as the summary's freight and payment fee (the free-freight threshold is a goods total
  // excl. VAT and stays so).
  const vatMode = useAppSelector(selectVatMode);
  const calculatedRate = useAppSelector((state) => rateBpOf(selectCalculatedCart(state)?.totalNetPrice.vatPercentage));
  const customerRate = useAppSelector(selectVatRateBp);
  const feeShown = (fee: number) => (vatMode ? withVatMinor(toCents(fee), calculatedRate ?? customerRate) / 100 : fee);
  const errorRef = useRef<HTMLDivElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const dateTouched = useRef(false);
  const ids = { date: useId(), shipping: useId(), paymentGroup: useId(), options: useId() };
  useDocumentTitle(intl.formatMessage(m.title));

  // The page shows the calculation: the cart engine recalculates it after edits while the page is open.
  useEffect(() => {
    dispatch(cartViewOpened());
    return () => {
      dispatch(cartViewClosed());
      dispatch(placementReset());
    };
  }, [dispatch]);

  // Back from the card payment page the browser may restore this page from its back/forward cache as it was left
  // ('Taking you to the card payment…', the button busy): the placement starts over (the notice above offers the
  // waiting payment; placing the order again continues the same payment).
  useEffect(() => {
    const onPageShow = (event: Event) => {
      if ((event as PageTransitionEvent).persisted) dispatch(placementReset());
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, [dispatch]);

  const addresses = useGetAddressesQuery({ areaInfo });
  const paymentMethods = useGetPaymentMethodsQuery({ area: areaInfo });
  const billingAddresses = useMemo(() => (addresses.data ?? []).filter((a) => a.extraInfo.type === 'billing'), [addresses.data]);
  const shippingAddresses = useMemo(() => (addresses.data ?? []).filter((a) => a.extraInfo.type !== 'billing'), [addresses.data]);

  // A cart starts with the customer's billing address for both addresses (SPEC §4); the full address comes from
  // GetAddresses. A billing address that is not one of the customer's becomes the default one.
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
  }, [billingAddresses, dispatch, store, cart?.cartId]);

  // The expected delivery date starts at the earliest possible one, until the customer picks a date.
  useEffect(() => {
    if (!cart || !earliest || dateTouched.current) return;
    if (!cart.expectedDeliveryDate || cart.expectedDeliveryDate < earliest) {
      dispatch(cartFieldsChanged({ expectedDeliveryDate: earliest, hasExpextedDeliveryDateError: false }));
    }
  }, [cart, earliest, dispatch]);

  // SPEC §5: the methods for the shipping address if it has address1, else for the billing address — asked again
  // when that address's country changes (not for every letter typed).
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

  // No delivery method chosen yet: the customer's usual one (GetShippingMethods flags it), or the only one there is.
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

  const paymentReturn = params.get('payment');
  const returnMessage = paymentReturn && paymentReturn in PAYMENT_RETURNS ? PAYMENT_RETURNS[paymentReturn as keyof typeof PAYMENT_RETURNS] : null;

  // After a refusal the focus goes to the summary at the top when it has something of its own to say, else to the
  // first marked field (its message is next to it) — scrolled into view.
  const summaryShown = useRef(false);
  useEffect(() => {
    if (payment.status !== 'failed') return;
    if (summaryShown.current) errorRef.current?.focus();
    else (firstInvalidControl(formRef.current) ?? errorRef.current)?.focus();
  }, [payment.status, payment.error]);

  const update = (patch: Partial<Cart>, field: string) => {
    dispatch(cartFieldsChanged(patch));
    dispatch(fieldErrorCleared(field));
  };

  // The same first child in both states below, so the notice keeps what it shows when the cart comes back.
  const pageHead = (
    <>
      <h1>{intl.formatMessage(m.title)}</h1>
      {returnMessage && <PaymentReturnNotice message={returnMessage} />}
      <PendingPaymentNotice />
    </>
  );

  // On the way to the card payment: the order is made and the local cart is a fresh one (orderConversion.ts), so
  // the form would show an empty cart — the page says where the customer is going instead.
  if (payment.status === 'redirecting') {
    return (
      <Page>
        {pageHead}
        <p role="status" aria-live="polite">
          <Spinner size={16} decorative /> {intl.formatMessage(m.redirecting)}
        </p>
        {payment.redirectLink && (
          <p>
            <a href={payment.redirectLink}>{intl.formatMessage(m.redirectLink)}</a>
          </p>
        )}
      </Page>
    );
  }

  if (!cart || (isEmpty && payment.status !== 'placed' && payment.status !== 'placing')) {
    return (
      <Page>
        {pageHead}
        <p>{intl.formatMessage(m.emptyCart)}</p>
        <p>
          <Link to={path('home')}>{intl.formatMessage(m.continueShopping)}</Link>
        </p>
      </Page>
    );
  }

  const fields = payment.error?.fields ?? {};
  const method = cart.shippingMethod;
  const options = method?.extraInfo ?? {};
  const collecting = !usesShippingAddress(method);
  const currency = cart.currencyCode;
  const money = (amount: number) => formatMoney(amount, currency);
  const billingErrors = addressErrors(fields, 'billingAddress');
  const shippingErrors = addressErrors(fields, 'shippingAddress');
  const dateTooEarly = Boolean(fields.expectedDeliveryDate) || cart.hasExpextedDeliveryDateError;
  const busy = payment.status === 'placing' || payment.status === 'placed';
  const kind = paymentKind(cart.paymentMethod);
  // The card method of the sandbox (the server's list says so): no money is moved, and the customer is told.
  const chosenTestMode = (paymentMethods.data ?? []).some(
    (listed) => listed.internalId === cart.paymentMethod?.internalId && listed.extraInfo.testMode === true,
  );
  const summary = payment.status === 'failed' && payment.error ? summaryOf(payment.error, intl, collecting) : null;
  summaryShown.current = summary !== null;

  /** The new delivery address; the server's messages of the parts that changed go (all of them for another address). */
  const changeShippingAddress = (address: Address) => {
    const before = cart.shippingAddress;
    dispatch(cartFieldsChanged({ shippingAddress: address }));
    const other = addressId(address) !== addressId(before);
    for (const key of Object.keys(address) as (keyof Address)[]) {
      if (other || address[key] !== before[key]) dispatch(fieldErrorCleared(`shippingAddress.${key}`));
    }
  };
  const chooseMethod = (listed: ShippingMethod) => update({ shippingMethod: chooseShippingMethod(listed) }, 'shippingMethod');
  const toggle = (option: DeliveryOption, on: boolean) => update({ shippingMethod: setDeliveryOption(method, option, on) }, 'shippingMethod');
  const choosePayment = (listed: PaymentMethod) => update({ paymentMethod: listed }, 'paymentMethod');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    // The focused field writes its text into the cart when it is left.
    if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
    const current = selectCart(store.getState());
    if (!current) return;
    // Nothing is sent while a choice is missing: the message shows at its field, which gets the focus.
    const missing = missingChoices(current);
    if (Object.keys(missing).length > 0) {
      dispatch(placementFailed({ message: 'The order is not complete', status: null, fields: missing }));
      return;
    }
    if (paymentKind(current.paymentMethod) === 'card') {
      await dispatch(startCardPayment(current.cartId));
      return;
    }
    const orderId = await dispatch(convertCartToOrder());
    if (orderId) navigate(path('receipt', { cartId: current.cartId }));
  };

  return (
    <Page>
      {pageHead}
      {summary && (
        <Alert role="alert" tabIndex={-1} ref={errorRef}>
          <p>{summary.lead}</p>
          {summary.rest.length > 0 && (
            <ul>
              {summary.rest.map((text, index) => (
                <li key={index}>{text}</li>
              ))}
            </ul>
          )}
        </Alert>
      )}
      <form ref={formRef} onSubmit={(event) => void submit(event)} noValidate aria-busy={busy}>
        <Layout>
          <div>
            <Section aria-invalid={Object.keys(billingErrors).length > 0 || undefined}>
              <legend>{intl.formatMessage(m.billingAddress)}</legend>
              {billingAddresses.length > 1 && (
                <Field>
                  <label htmlFor={`${ids.shipping}-billing`}>{intl.formatMessage(m.billingAddressChoice)}</label>
                  <select
                    id={`${ids.shipping}-billing`}
                    value={addressId(cart.billingAddress) ?? ''}
                    onChange={(event) => {
                      const chosen = billingAddresses.find((a) => addressId(a) === event.target.value);
                      if (chosen) update({ billingAddress: copyAddress(chosen) }, 'billingAddress');
                    }}
                  >
                    {billingAddresses.map((a) => (
                      <option key={addressId(a)} value={addressId(a) ?? ''}>
                        {[a.company, a.name, a.address1, a.city].filter(Boolean).join(', ')}
                      </option>
                    ))}
                  </select>
                </Field>
              )}
              <AddressView address={cart.billingAddress} />
              {Object.keys(billingErrors).length > 0 && <FieldError role="alert">{intl.formatMessage(m.billingAddressInvalid)}</FieldError>}
              {addresses.isError && <Hint role="status">{intl.formatMessage(m.addressesFailed)}</Hint>}
            </Section>

            {collecting ? (
              <Section>
                <legend>{intl.formatMessage(m.deliveryAddress)}</legend>
                <p>{intl.formatMessage(m.collectNoAddress)}</p>
              </Section>
            ) : (
              <DeliveryAddress
                shippingAddress={cart.shippingAddress}
                billingAddress={cart.billingAddress}
                savedAddresses={shippingAddresses}
                errors={shippingErrors}
                onChange={changeShippingAddress}
              />
            )}

            <Section aria-invalid={fields.shippingMethod ? true : undefined} aria-describedby={fields.shippingMethod ? `${ids.shipping}-error` : undefined}>
              <legend>{intl.formatMessage(m.deliveryMethod)}</legend>
              {fields.shippingMethod && (
                <FieldError id={`${ids.shipping}-error`}>{intl.formatMessage(m.chooseDeliveryMethod)}</FieldError>
              )}
              {shippingMethods.isFetching && !shippingMethods.data && (
                <p role="status">
                  <Spinner size={16} decorative /> {intl.formatMessage(m.deliveryMethodsLoading)}
                </p>
              )}
              {shippingMethods.isError && <FieldError role="alert">{intl.formatMessage(m.deliveryMethodsFailed)}</FieldError>}
              {shippingMethods.data?.length === 0 && <p>{intl.formatMessage(m.deliveryMethodsNone)}</p>}
              <div
                role="radiogroup"
                aria-label={intl.formatMessage(m.deliveryMethod)}
                aria-busy={shippingMethods.isFetching}
                aria-invalid={fields.shippingMethod ? true : undefined}
                aria-describedby={fields.shippingMethod ? `${ids.shipping}-error` : undefined}
              >
                {(shippingMethods.data ?? []).map((listed) => (
                  <Choice key={listed.internalId}>
                    <input
                      type="radio"
                      name={`${ids.shipping}-method`}
                      value={listed.internalId}
                      checked={method?.internalId === listed.internalId}
                      onChange={() => chooseMethod(listed)}
                    />
                    <span>
                      {listed.name} · {money(feeShown(listed.fee))}
                      {typeof listed.extraInfo.freeAbove === 'number' && (
                        <small>{intl.formatMessage(m.freeAbove, { amount: money(listed.extraInfo.freeAbove) })}</small>
                      )}
                    </span>
                  </Choice>
                ))}
              </div>
              <fieldset aria-describedby={`${ids.options}-hint`} style={{ border: 0, padding: 0, margin: '12px 0 0' }}>
                <legend style={{ fontSize: '1rem', padding: 0 }}>{intl.formatMessage(m.deliveryOptions)}</legend>
                <Hint id={`${ids.options}-hint`}>{intl.formatMessage(m.deliveryOptionsHint)}</Hint>
                {(['collectOrder', 'freightOffer', 'privateAddress'] as const).map((option) => (
                  <Choice key={option}>
                    <input
                      type="checkbox"
                      checked={options[option] === true}
                      disabled={!method}
                      onChange={(event) => toggle(option, event.target.checked)}
                    />
                    <span>{intl.formatMessage(m[option])}</span>
                  </Choice>
                ))}
              </fieldset>
              <Field>
                <label htmlFor={ids.date}>{intl.formatMessage(m.expectedDeliveryDate)}</label>
                {earliest && (
                  <Hint id={`${ids.date}-hint`}>
                    {intl.formatMessage(m.earliestDelivery, { date: formatShortDate(`${earliest}T12:00:00`, intl.locale) })}
                  </Hint>
                )}
                <input
                  id={ids.date}
                  type="date"
                  value={cart.expectedDeliveryDate}
                  min={earliest ?? undefined}
                  aria-invalid={dateTooEarly || undefined}
                  aria-describedby={[dateTooEarly ? `${ids.date}-error` : '', earliest ? `${ids.date}-hint` : ''].join(' ').trim() || undefined}
                  onChange={(event) => {
                    dateTouched.current = true;
                    const date = event.target.value;
                    // Until the recalculation answers, the earliest date known decides whether the date is too early.
                    const tooEarly = earliest ? date < earliest : cart.hasExpextedDeliveryDateError;
                    if (date) update({ expectedDeliveryDate: date, hasExpextedDeliveryDateError: tooEarly }, 'expectedDeliveryDate');
                  }}
                />
                {dateTooEarly && (
                  <FieldError id={`${ids.date}-error`}>
                    {intl.formatMessage(m.deliveryDateTooEarly, {
                      date: earliest ? formatShortDate(`${earliest}T12:00:00`, intl.locale) : '',
                    })}
                  </FieldError>
                )}
              </Field>
            </Section>

            <Section aria-invalid={fields.paymentMethod ? true : undefined} aria-describedby={fields.paymentMethod ? `${ids.paymentGroup}-error` : undefined}>
              <legend>{intl.formatMessage(m.paymentMethod)}</legend>
              {fields.paymentMethod && <FieldError id={`${ids.paymentGroup}-error`}>{intl.formatMessage(m.choosePaymentMethod)}</FieldError>}
              {paymentMethods.isLoading && (
                <p role="status">
                  <Spinner size={16} decorative /> {intl.formatMessage(m.paymentMethodsLoading)}
                </p>
              )}
              {paymentMethods.isError && <FieldError role="alert">{intl.formatMessage(m.paymentMethodsFailed)}</FieldError>}
              <div
                role="radiogroup"
                aria-label={intl.formatMessage(m.paymentMethod)}
                aria-invalid={fields.paymentMethod ? true : undefined}
                aria-describedby={fields.paymentMethod ? `${ids.paymentGroup}-error` : undefined}
              >
                {(paymentMethods.data ?? []).map((listed) => (
                  <Choice key={listed.internalId}>
                    <input
                      type="radio"
                      name={`${ids.paymentGroup}-method`}
                      value={listed.internalId}
                      checked={cart.paymentMethod?.internalId === listed.internalId}
                      onChange={() => choosePayment(listed)}
                    />
                    <span>
                      {listed.name}
                      {listed.extraInfo.testMode === true && (
                        <>
                          {' '}
                          <TestModeTag>{intl.formatMessage(m.testMode)}</TestModeTag>
                        </>
                      )}
                      {listed.fee > 0 && <small>{intl.formatMessage(m.fee, { amount: money(feeShown(listed.fee)) })}</small>}
                    </span>
                  </Choice>
                ))}
              </div>
              {kind === 'card' && <Hint>{intl.formatMessage(m.cardHint)}</Hint>}
              {kind === 'card' && chosenTestMode && <Hint>{intl.formatMessage(m.testModeHint)}</Hint>}
            </Section>

            <Section>
              <legend>{intl.formatMessage(m.orderDetails)}</legend>
              <CommitField
                label={intl.formatMessage(m.reference)}
                hint={intl.formatMessage(m.referenceHint)}
                value={cart.reference}
                maxLength={100}
                error={fields.reference}
                onCommit={(reference) => update({ reference }, 'reference')}
              />
              <CommitField
                label={intl.formatMessage(m.comment)}
                value={cart.comment}
                multiline
                maxLength={2000}
                error={fields.comment}
                onCommit={(comment) => update({ comment }, 'comment')}
              />
            </Section>
          </div>

          <SummaryBox aria-labelledby={`${ids.options}-summary`}>
            <h2 id={`${ids.options}-summary`}>{intl.formatMessage(m.summary)}</h2>
            <Hint>{intl.formatMessage(m.itemCount, { count: lineCount })}</Hint>
            <CartSummary />
            <p role="status" aria-live="polite">
              {payment.status === 'placing' || payment.status === 'placed' ? intl.formatMessage(m.placing) : null}
            </p>
            <PlaceOrder>
              <NavigationButton type="submit" disabled={busy} fullWidth>
                {busy && <Spinner size={16} decorative />}
                {intl.formatMessage(m.placeOrder)}
              </NavigationButton>
            </PlaceOrder>
            <p>
              <Link to={path('cart')}>{intl.formatMessage(m.backToCart)}</Link>
            </p>
          </SummaryBox>
        </Layout>
      </form>
    </Page>
  );
}
