import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { Address } from '../../api/commerceTypes';

/** The country's name in the active language ('DK' → 'Danmark'); the code itself when unknown. */
export function countryName(code: string, locale: string): string {
  if (!code) return '';
  try {
    return new Intl.DisplayNames([locale], { type: 'region' }).of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}

/** The lines of an address as printed on a letter (empty parts left out). */
export function addressLines(address: Address, locale: string): string[] {
  const zipCity = [address.zip, address.city].filter(Boolean).join(' ');
  return [
    address.company,
    address.name,
    address.address1,
    address.address2,
    zipCity,
    countryName(address.country, locale),
  ].filter((line) => line.trim() !== '');
}

/** One line summary, for choices: 'Company, Street 1, 8000 Aarhus'. */
export function addressSummary(address: Address): string {
  return [address.company || address.name, address.address1, [address.zip, address.city].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
}

/**
 * Where an order is delivered (as the server keeps it on the invoice): the shipping address when one was typed or
 * chosen, else the billing address — the goods go there when no other address is given (SPEC §5). The caller shows
 * 'collected' instead when the customer collects the order.
 */
export function deliveryAddress(order: { shippingAddress: Address; billingAddress: Address }): Address {
  return order.shippingAddress.address1.trim() ? order.shippingAddress : order.billingAddress;
}

/** Whether an address has anything to show (a document's delivery address is empty when the goods were collected). */
export const hasAddress = (address: Address): boolean => address.address1.trim() !== '';

const Lines = styled.address`
  font-style: normal;
  line-height: 1.5;
`;

export function AddressView({ address }: { address: Address }) {
  const intl = useIntl();
  return (
    <Lines>
      {addressLines(address, intl.locale).map((line, index) => (
        <div key={index}>{line}</div>
      ))}
      {address.phone && <div>{address.phone}</div>}
      {address.email && <div>{address.email}</div>}
    </Lines>
  );
}
