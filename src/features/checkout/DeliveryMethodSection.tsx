import { useId, type RefObject } from 'react';
import { useIntl } from 'react-intl';
import type { Cart, ShippingMethod } from '../../api/commerceTypes';
import { Spinner } from '../../components/Spinner';
import { formatShortDate } from '../../../common/format';
import { chooseShippingMethod, setDeliveryOption } from './checkoutRules';
import { Choice, Field, FieldError, Hint, Section } from './checkoutStyles';
import { checkoutMessages as m } from './messages';
import { CartStockNotes } from '../cart';

/** What the section needs of GetShippingMethods' query. */
export interface ShippingMethodsQuery {
  data?: ShippingMethod[];
  isFetching: boolean;
  isError: boolean;
}

export interface DeliveryMethodSectionProps {
  cart: Cart;
  shippingMethods: ShippingMethodsQuery;
  /** The server's messages per field. */
  fields: Record<string, string>;
  /** The earliest possible delivery date (YYYY-MM-DD), when known. */
  earliest: string | null;
  /** Set when the customer picks a date (it then no longer follows the earliest one). */
  dateTouched: RefObject<boolean>;
  money: (amount: number) => string;
  feeShown: (fee: number) => number;
  /** Writes a patch into the cart and clears the server's message of `field`. */
  update: (patch: Partial<Cart>, field: string) => void;
}

const OPTIONS = ['collectOrder', 'freightOffer', 'privateAddress'] as const;

/** SPEC §2 checkout, delivery: the delivery method, its options and the expected delivery date. */
export function DeliveryMethodSection(props: DeliveryMethodSectionProps) {
  const intl = useIntl();
  const id = useId();
  const error = props.fields.shippingMethod;
  return (
    <Section aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined}>
      <legend>{intl.formatMessage(m.deliveryMethod)}</legend>
      {error && <FieldError id={`${id}-error`}>{intl.formatMessage(m.chooseDeliveryMethod)}</FieldError>}
      <DeliveryMethodChoice {...props} errorId={error ? `${id}-error` : undefined} />
      <DeliveryOptions cart={props.cart} update={props.update} />
      <ExpectedDeliveryDate {...props} />
    </Section>
  );
}

/** The delivery methods for the cart's address, as radio buttons with their fees (and free-freight thresholds). */
function DeliveryMethodChoice({ cart, shippingMethods, money, feeShown, update, errorId }: DeliveryMethodSectionProps & { errorId: string | undefined }) {
  const intl = useIntl();
  const name = useId();
  const method = cart.shippingMethod;
  const choose = (listed: ShippingMethod) => update({ shippingMethod: chooseShippingMethod(listed) }, 'shippingMethod');
  return (
    <>
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
        aria-invalid={errorId ? true : undefined}
        aria-describedby={errorId}
      >
        {(shippingMethods.data ?? []).map((listed) => (
          <Choice key={listed.internalId}>
            <input
              type="radio"
              name={`${name}-method`}
              value={listed.internalId}
              checked={method?.internalId === listed.internalId}
              onChange={() => choose(listed)}
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
    </>
  );
}

/** The chosen method's options (collect, freight offer, private address): check boxes, off until a method is chosen. */
function DeliveryOptions({ cart, update }: Pick<DeliveryMethodSectionProps, 'cart' | 'update'>) {
  const intl = useIntl();
  const id = useId();
  const method = cart.shippingMethod;
  const options = method?.extraInfo ?? {};
  return (
    <fieldset aria-describedby={`${id}-hint`} style={{ border: 0, padding: 0, margin: '12px 0 0' }}>
      <legend style={{ fontSize: '1rem', padding: 0 }}>{intl.formatMessage(m.deliveryOptions)}</legend>
      <Hint id={`${id}-hint`}>{intl.formatMessage(m.deliveryOptionsHint)}</Hint>
      {OPTIONS.map((option) => (
        <Choice key={option}>
          <input
            type="checkbox"
            checked={options[option] === true}
            disabled={!method}
            onChange={(event) => update({ shippingMethod: setDeliveryOption(method, option, event.target.checked) }, 'shippingMethod')}
          />
          <span>{intl.formatMessage(m[option])}</span>
        </Choice>
      ))}
    </fieldset>
  );
}

/** The expected delivery date: not before the earliest possible one (the hint says which; too early is marked). */
function ExpectedDeliveryDate({ cart, fields, earliest, dateTouched, update }: DeliveryMethodSectionProps) {
  const intl = useIntl();
  const id = useId();
  const tooEarlyNow = Boolean(fields.expectedDeliveryDate) || cart.hasExpextedDeliveryDateError;
  return (
    <Field>
      <label htmlFor={id}>{intl.formatMessage(m.expectedDeliveryDate)}</label>
      {earliest && (
        <Hint id={`${id}-hint`}>{intl.formatMessage(m.earliestDelivery, { date: formatShortDate(`${earliest}T12:00:00`, intl.locale) })}</Hint>
      )}
      <CartStockNotes lines={cart.lines} />
      <input
        id={id}
        type="date"
        value={cart.expectedDeliveryDate}
        min={earliest ?? undefined}
        aria-invalid={tooEarlyNow || undefined}
        aria-describedby={[tooEarlyNow ? `${id}-error` : '', earliest ? `${id}-hint` : ''].join(' ').trim() || undefined}
        onChange={(event) => {
          dateTouched.current = true;
          const date = event.target.value;
          // Until the recalculation answers, the earliest date known decides whether the date is too early.
          const tooEarly = earliest ? date < earliest : cart.hasExpextedDeliveryDateError;
          if (date) update({ expectedDeliveryDate: date, hasExpextedDeliveryDateError: tooEarly }, 'expectedDeliveryDate');
        }}
      />
      {tooEarlyNow && (
        <FieldError id={`${id}-error`}>
          {intl.formatMessage(m.deliveryDateTooEarly, { date: earliest ? formatShortDate(`${earliest}T12:00:00`, intl.locale) : '' })}
        </FieldError>
      )}
    </Field>
  );
}
