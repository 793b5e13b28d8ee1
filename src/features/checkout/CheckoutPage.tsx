import type { FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { shallowEqual } from 'react-redux';
import { Link, useNavigate } from 'react-router';
import type { Address, Cart, PaymentMethod } from '../../api/commerceTypes';
import { useAppDispatch, useAppSelector, useAppStore } from '../../app/hooks';
import { useRoutePath } from '../../app/routePaths';
import { useDocumentTitle } from '../../app/useDocumentTitle';
import { Spinner } from '../../components/Spinner';
import { formatMoney } from '../../../common/format';
import { cartFieldsChanged, selectCart, selectCartIsEmpty, selectCartLineCount, selectEarliestDeliveryDate } from '../cart';
import { fieldErrorCleared, placementFailed, selectPayment } from '../payment';
import { selectAreaInfo } from '../website';
import { BillingAddressSection } from './BillingAddressSection';
import { useGetAddressesQuery, useGetPaymentMethodsQuery } from './checkoutApi';
import { addressErrors, missingChoices, summaryOf } from './checkoutErrors';
import { addressId, copyAddress, usesShippingAddress } from './checkoutRules';
import { Layout, Page, Section } from './checkoutStyles';
import { DeliveryAddress } from './DeliveryAddress';
import { DeliveryMethodSection } from './DeliveryMethodSection';
import { ErrorSummary } from './ErrorSummary';
import { checkoutMessages as m } from './messages';
import { OrderDetailsSection } from './OrderDetailsSection';
import { OrderSummaryBox, useCompanyRoleRefusal, useOrderBlocked } from './OrderSummaryBox';
import { convertCartToOrder, paymentKind, startCardPayment } from './orderConversion';
import { PaymentMethodSection } from './PaymentMethodSection';
import { PaymentReturnNotice } from './PaymentReturnNotice';
import { PendingPaymentNotice } from '../cart';
import {
  useAddressLists,
  useCheckoutOpen,
  useFeeShown,
  useFocusOnRefusal,
  useShippingMethods,
  useStartAddresses,
  useStartDeliveryDate,
} from './useCheckoutEffects';

/**
 * 'Place order' (the form's submit): the focused field is left first (it writes its text into the cart); nothing is
 * sent while a choice is missing (the message shows at its field); a card payment goes to the provider's page, an
 * invoice order to the receipt.
 */
function usePlaceOrder(): (event: FormEvent, busy: boolean) => Promise<void> {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const navigate = useNavigate();
  const path = useRoutePath();
  return async (event, busy) => {
    event.preventDefault();
    if (busy) return;
    if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
    const current = selectCart(store.getState());
    if (!current) return;
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
}

/** On the way to the card payment page: where the customer is going, and a link in case the browser stays. */
function RedirectingToPayment({ redirectLink }: { redirectLink: string | null }) {
  const intl = useIntl();
  return (
    <>
      <p role="status" aria-live="polite">
        <Spinner size={16} decorative /> {intl.formatMessage(m.redirecting)}
      </p>
      {redirectLink && (
        <p>
          <a href={redirectLink}>{intl.formatMessage(m.redirectLink)}</a>
        </p>
      )}
    </>
  );
}

/** An empty cart: nothing to check out, and the way back to the shop. */
function NothingToCheckOut() {
  const intl = useIntl();
  const path = useRoutePath();
  return (
    <>
      <p>{intl.formatMessage(m.emptyCart)}</p>
      <p>
        <Link to={path('home')}>{intl.formatMessage(m.continueShopping)}</Link>
      </p>
    </>
  );
}

interface AddressSectionsProps {
  cart: Cart;
  fields: Record<string, string>;
  /** Collected by the customer: no delivery address. */
  collecting: boolean;
  billingAddresses: Address[];
  shippingAddresses: Address[];
  addressesFailed: boolean;
  update: (patch: Partial<Cart>, field: string) => void;
}

/** The billing address, then the delivery address (or, when the customer collects, that none is needed). */
function AddressSections(props: AddressSectionsProps) {
  const { cart, fields, collecting, billingAddresses, shippingAddresses, addressesFailed, update } = props;
  const intl = useIntl();
  const dispatch = useAppDispatch();

  /** The new delivery address; the server's messages of the parts that changed go (all of them for another address). */
  const changeShippingAddress = (address: Address) => {
    const before = cart.shippingAddress;
    dispatch(cartFieldsChanged({ shippingAddress: address }));
    const other = addressId(address) !== addressId(before);
    for (const key of Object.keys(address) as (keyof Address)[]) {
      if (other || address[key] !== before[key]) dispatch(fieldErrorCleared(`shippingAddress.${key}`));
    }
  };

  return (
    <>
      <BillingAddressSection
        billingAddress={cart.billingAddress}
        billingAddresses={billingAddresses}
        invalid={Object.keys(addressErrors(fields, 'billingAddress')).length > 0}
        addressesFailed={addressesFailed}
        onChoose={(chosen) => update({ billingAddress: copyAddress(chosen) }, 'billingAddress')}
      />
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
          errors={addressErrors(fields, 'shippingAddress')}
          onChange={changeShippingAddress}
        />
      )}
    </>
  );
}

/**
 * SPEC §2 Checkout (/checkout, logged-in users): addresses, delivery method and options, expected delivery date,
 * payment method, comment and reference, the cart summary, and 'Place order'. Every choice is written into the
 * cart (saved locally at once, to the server after the debounce, recalculated while the page is open), so nothing
 * is lost when the server says no; its messages are shown at the fields. The sections are components of their own;
 * what the page does besides showing them is in useCheckoutEffects.ts.
 */
export default function CheckoutPage() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const cart = useAppSelector(selectCart);
  const isEmpty = useAppSelector(selectCartIsEmpty);
  // Products (lines), as the header badge counts them: metres and pieces do not add up (issue 16).
  const lineCount = useAppSelector(selectCartLineCount);
  const earliest = useAppSelector(selectEarliestDeliveryDate);
  const areaInfo = useAppSelector(selectAreaInfo, shallowEqual);
  const payment = useAppSelector(selectPayment);
  const feeShown = useFeeShown();
  useDocumentTitle(intl.formatMessage(m.title));
  useCheckoutOpen();

  const addresses = useGetAddressesQuery({ areaInfo });
  const paymentMethods = useGetPaymentMethodsQuery({ area: areaInfo });
  const { billingAddresses, shippingAddresses } = useAddressLists(addresses.data);
  useStartAddresses(billingAddresses, cart?.cartId);
  const dateTouched = useStartDeliveryDate(cart, earliest);
  const shippingMethods = useShippingMethods(cart, areaInfo);
  const placeOrder = usePlaceOrder();
  const blocked = useOrderBlocked();
  const refused = useCompanyRoleRefusal() !== null;
  const { errorRef, formRef, summaryShown } = useFocusOnRefusal(payment);

  const update = (patch: Partial<Cart>, field: string) => {
    dispatch(cartFieldsChanged(patch));
    dispatch(fieldErrorCleared(field));
  };

  // The same first child in both states below, so the notice keeps what it shows when the cart comes back.
  const pageHead = (
    <>
      <h1>{intl.formatMessage(m.title)}</h1>
      <PaymentReturnNotice />
      <PendingPaymentNotice />
    </>
  );

  // On the way to the card payment: the order is made and the local cart is a fresh one (orderConversion.ts), so
  // the form would show an empty cart — the page says where the customer is going instead.
  // The same Page with the same head in every state, so the notices keep what they show when the state changes.
  if (payment.status === 'redirecting') {
    return (
      <Page>
        {pageHead}
        <RedirectingToPayment redirectLink={payment.redirectLink} />
      </Page>
    );
  }
  if (!cart || (isEmpty && payment.status !== 'placed' && payment.status !== 'placing')) {
    return (
      <Page>
        {pageHead}
        <NothingToCheckOut />
      </Page>
    );
  }

  const fields = payment.error?.fields ?? {};
  const collecting = !usesShippingAddress(cart.shippingMethod);
  const money = (amount: number) => formatMoney(amount, cart.currencyCode);
  const busy = payment.status === 'placing' || payment.status === 'placed';
  const summary = payment.status === 'failed' && payment.error ? summaryOf(payment.error, intl, collecting) : null;
  summaryShown.current = summary !== null;

  return (
    <Page>
      {pageHead}
      {summary && <ErrorSummary summary={summary} ref={errorRef} />}
      <form ref={formRef} onSubmit={(event) => void placeOrder(event, busy || blocked || refused)} noValidate aria-busy={busy}>
        <Layout>
          <div>
            <AddressSections
              cart={cart}
              fields={fields}
              collecting={collecting}
              billingAddresses={billingAddresses}
              shippingAddresses={shippingAddresses}
              addressesFailed={addresses.isError}
              update={update}
            />
            <DeliveryMethodSection
              cart={cart}
              shippingMethods={shippingMethods}
              fields={fields}
              earliest={earliest}
              dateTouched={dateTouched}
              money={money}
              feeShown={feeShown}
              update={update}
            />
            <PaymentMethodSection
              chosen={cart.paymentMethod}
              paymentMethods={paymentMethods}
              error={fields.paymentMethod}
              money={money}
              feeShown={feeShown}
              onChoose={(listed: PaymentMethod) => update({ paymentMethod: listed }, 'paymentMethod')}
            />
            <OrderDetailsSection reference={cart.reference} comment={cart.comment} fields={fields} update={update} />
          </div>
          <OrderSummaryBox lineCount={lineCount} busy={busy} />
        </Layout>
      </form>
    </Page>
  );
}
