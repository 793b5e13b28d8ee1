import { useId } from 'react';
import { useIntl } from 'react-intl';
import type { Address } from '../../api/commerceTypes';
import { addressSummary, countryName } from './AddressView';
import { addressId, copyAddress } from './checkoutRules';
import { Choice, Field, FieldError, Grid, Section } from './checkoutStyles';
import { CommitField } from './CommitField';
import { checkoutMessages as m } from './messages';

/** Countries the shop delivers to (ISO alpha-2); the customer's own country is added when missing. */
export const DELIVERY_COUNTRIES = ['DK', 'SE', 'NO', 'FI', 'IS', 'DE', 'NL', 'BE', 'PL', 'GB', 'FR'] as const;

type TextField = 'company' | 'name' | 'address1' | 'address2' | 'zip' | 'city' | 'phone' | 'email';
const REQUIRED: ReadonlySet<string> = new Set(['address1', 'zip', 'city', 'country']);

export interface DeliveryAddressProps {
  shippingAddress: Address;
  billingAddress: Address;
  /** The customer's saved shipping addresses (GetAddresses). */
  savedAddresses: readonly Address[];
  /** Messages per address field ('address1', 'zip', …) from the server. */
  errors: Record<string, string>;
  onChange: (address: Address) => void;
}

const OTHER = 'other';
const BILLING = 'billing';

/** The picker's value for the cart's shipping address: the billing address, a saved one, or a typed one. */
export function deliveryChoice(shipping: Address, billing: Address, saved: readonly Address[]): string {
  const id = addressId(shipping);
  if (id && id === addressId(billing)) return BILLING;
  if (id && saved.some((address) => addressId(address) === id)) return id;
  return OTHER;
}

interface AddressChoicesProps {
  /** The radio group's name. */
  name: string;
  choice: string;
  billingAddress: Address;
  savedAddresses: readonly Address[];
  choose: (value: string) => void;
}

/** The radio buttons: the billing address, each other saved shipping address, or another one typed here. */
function AddressChoices({ name, choice, billingAddress, savedAddresses, choose }: AddressChoicesProps) {
  const intl = useIntl();
  return (
  <div role="radiogroup" aria-label={intl.formatMessage(m.deliveryAddress)}>
    <Choice>
      <input type="radio" name={name} value={BILLING} checked={choice === BILLING} onChange={() => choose(BILLING)} />
      <span>
        {intl.formatMessage(m.deliverToBilling)}
        <small>{addressSummary(billingAddress)}</small>
      </span>
    </Choice>
    {savedAddresses.map((address) => {
      const id = addressId(address);
      if (!id || id === addressId(billingAddress)) return null;
      return (
        <Choice key={id}>
          <input type="radio" name={name} value={id} checked={choice === id} onChange={() => choose(id)} />
          <span>
            {address.name || address.company}
            <small>{addressSummary(address)}</small>
          </span>
        </Choice>
      );
    })}
    <Choice>
      <input type="radio" name={name} value={OTHER} checked={choice === OTHER} onChange={() => choose(OTHER)} />
      <span>{intl.formatMessage(m.deliverToOther)}</span>
    </Choice>
  </div>
  );
}

/**
 * SPEC §2 checkout, delivery address: the billing address, one of the customer's shipping addresses, or one typed
 * here (every field labelled; the server's messages at the fields).
 */
export function DeliveryAddress({ shippingAddress, billingAddress, savedAddresses, errors, onChange }: DeliveryAddressProps) {
  const intl = useIntl();
  const name = useId();
  const countryId = useId();
  const choice = deliveryChoice(shippingAddress, billingAddress, savedAddresses);

  const choose = (value: string) => {
    if (value === BILLING) onChange(copyAddress(billingAddress));
    else if (value === OTHER) {
      onChange({
        address1: '', address2: '', city: '', company: billingAddress.company, country: billingAddress.country || 'DK',
        customerNumber: billingAddress.customerNumber, email: '', name: '', phone: '', zip: '', extraInfo: {},
      });
    } else {
      const saved = savedAddresses.find((address) => addressId(address) === value);
      if (saved) onChange(copyAddress(saved));
    }
  };
  /** A typed change makes the address a typed one (no saved id any more). */
  const edit = (patch: Partial<Address>) => onChange({ ...shippingAddress, ...patch, extraInfo: {} });
  const label = (field: TextField | 'country') =>
    REQUIRED.has(field) ? intl.formatMessage(m[field]) : `${intl.formatMessage(m[field])} ${intl.formatMessage(m.optional)}`;
  const error = (field: TextField | 'country') =>
    errors[field] ? intl.formatMessage(m.fieldInvalid, { field: intl.formatMessage(m[field]).toLowerCase() }) : undefined;
  const text = (field: TextField, autoComplete: string, type: 'text' | 'tel' | 'email' = 'text', wide = false) => (
    <CommitField
      label={label(field)}
      value={shippingAddress[field]}
      onCommit={(value) => edit({ [field]: value })}
      error={error(field)}
      type={type}
      autoComplete={`shipping ${autoComplete}`}
      required={REQUIRED.has(field)}
      maxLength={200}
      className={wide ? 'wide' : undefined}
    />
  );
  const countries = [...new Set<string>([...DELIVERY_COUNTRIES, billingAddress.country, shippingAddress.country].filter(Boolean))];
  const countryError = error('country');
  const savedError = choice !== OTHER && Object.keys(errors).length > 0;

  return (
    <Section aria-invalid={savedError || undefined}>
      <legend>{intl.formatMessage(m.deliveryAddress)}</legend>
      <AddressChoices name={name} choice={choice} billingAddress={billingAddress} savedAddresses={savedAddresses} choose={choose} />
      {savedError && (
        <FieldError role="alert">
          {Object.keys(errors)
            .map((field) => intl.formatMessage(m.fieldInvalid, { field: field in m ? intl.formatMessage(m[field as TextField]).toLowerCase() : field }))
            .join(' ')}
        </FieldError>
      )}
      {choice === OTHER && (
        <Grid>
          {text('company', 'organization')}
          {text('name', 'name')}
          {text('address1', 'address-line1', 'text', true)}
          {text('address2', 'address-line2', 'text', true)}
          {text('zip', 'postal-code')}
          {text('city', 'address-level2')}
          <Field>
            <label htmlFor={countryId}>{label('country')}</label>
            <select
              id={countryId}
              value={shippingAddress.country}
              autoComplete="shipping country"
              aria-required
              aria-invalid={countryError ? true : undefined}
              aria-describedby={countryError ? `${countryId}-error` : undefined}
              onChange={(event) => edit({ country: event.target.value })}
            >
              {countries.map((code) => (
                <option key={code} value={code}>
                  {countryName(code, intl.locale)}
                </option>
              ))}
            </select>
            {countryError && <FieldError id={`${countryId}-error`}>{countryError}</FieldError>}
          </Field>
          {text('phone', 'tel', 'tel')}
          {text('email', 'email', 'email', true)}
        </Grid>
      )}
    </Section>
  );
}
