import { useId } from 'react';
import { useIntl } from 'react-intl';
import type { Address } from '../../api/commerceTypes';
import { AddressView } from './AddressView';
import { addressId } from './checkoutRules';
import { Field, FieldError, Hint, Section } from './checkoutStyles';
import { checkoutMessages as m } from './messages';

export interface BillingAddressSectionProps {
  /** The cart's billing address. */
  billingAddress: Address;
  /** The customer's billing addresses (GetAddresses): a choice when there are several. */
  billingAddresses: readonly Address[];
  /** The server named a field of the billing address. */
  invalid: boolean;
  /** GetAddresses failed. */
  addressesFailed: boolean;
  onChoose: (address: Address) => void;
}

/** SPEC §2 checkout, billing address: the cart's, shown; one of the customer's to choose when there are several. */
export function BillingAddressSection({ billingAddress, billingAddresses, invalid, addressesFailed, onChoose }: BillingAddressSectionProps) {
  const intl = useIntl();
  const id = useId();
  return (
    <Section aria-invalid={invalid || undefined}>
      <legend>{intl.formatMessage(m.billingAddress)}</legend>
      {billingAddresses.length > 1 && (
        <Field>
          <label htmlFor={`${id}-billing`}>{intl.formatMessage(m.billingAddressChoice)}</label>
          <select
            id={`${id}-billing`}
            value={addressId(billingAddress) ?? ''}
            onChange={(event) => {
              const chosen = billingAddresses.find((a) => addressId(a) === event.target.value);
              if (chosen) onChoose(chosen);
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
      <AddressView address={billingAddress} />
      {invalid && <FieldError role="alert">{intl.formatMessage(m.billingAddressInvalid)}</FieldError>}
      {addressesFailed && <Hint role="status">{intl.formatMessage(m.addressesFailed)}</Hint>}
    </Section>
  );
}
