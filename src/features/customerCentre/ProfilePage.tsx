import { useIntl } from 'react-intl';
import { shallowEqual } from 'react-redux';
import styled from 'styled-components';
import type { Address } from '../../api/commerceTypes';
import { useAppSelector } from '../../app/hooks';
import { useRoutePath } from '../../app/routePaths';
import { Spinner } from '../../components/Spinner';
import { media } from '../../styles/theme';
import { AddressView, useGetAddressesQuery } from '../checkout';
import { selectCustomer } from '../customer';
import { selectUser } from '../user';
import { selectAreaInfo } from '../website';
import { CustomerCentreLayout } from './CustomerCentreLayout';
import { messageOf } from './loaders';
import { m, mv } from './messages';
import { Badge, Facts, Muted, Notice, Section, TextLink, TwoColumns } from './styles';

const AddressList = styled.ul`
  display: grid;
  gap: 12px;
  margin: 0;
  padding: 0;
  list-style: none;
  ${media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  li {
    padding: 12px 16px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius};
  }
`;

const addressType = (address: Address) => address.extraInfo.type;
const isDefault = (address: Address) => address.extraInfo.isDefault === true;
const addressKey = (address: Address, index: number) => {
  const id = address.extraInfo.id;
  return typeof id === 'string' || typeof id === 'number' ? String(id) : String(index);
};

/**
 * The customer-centre profile (issue 8): customer number, company, billing address and the delivery addresses
 * (Customer/GetAddresses: billing first, then shipping, each with extraInfo { id, type, isDefault }), the user's
 * name and e-mail, and the way to change the password.
 */
export default function ProfilePage() {
  const intl = useIntl();
  const path = useRoutePath();
  const user = useAppSelector(selectUser);
  const customer = useAppSelector(selectCustomer);
  const areaInfo = useAppSelector(selectAreaInfo, shallowEqual);
  const addresses = useGetAddressesQuery({ areaInfo });
  const all = addresses.data ?? [];
  const billing = all.find((address) => addressType(address) === 'billing') ?? customer?.billingAddress ?? null;
  const delivery = all.filter((address) => addressType(address) === 'shipping');
  const company = customer?.name || billing?.company || user?.extraInfo.customerName || '';
  const customerNumber = customer?.customerNumber || user?.customerNumber || '';
  const title = intl.formatMessage(m.profileTitle);

  return (
    <CustomerCentreLayout title={title} section="profile">
      <TwoColumns>
        <Section aria-labelledby="cc-company">
          <h2 id="cc-company">{intl.formatMessage(m.companySection)}</h2>
          <Facts>
            <dt>{intl.formatMessage(m.company)}</dt>
            <dd>{company || '–'}</dd>
            <dt>{intl.formatMessage(m.customerNumber)}</dt>
            <dd>{customerNumber || '–'}</dd>
            {customer?.currencyCode && (
              <>
                <dt>{intl.formatMessage(m.currency)}</dt>
                <dd>{customer.currencyCode}</dd>
              </>
            )}
          </Facts>
          <h3>{intl.formatMessage(m.billingAddress)}</h3>
          {billing ? <AddressView address={billing} /> : addresses.isLoading ? null : <Muted>–</Muted>}
        </Section>
        <Section aria-labelledby="cc-login">
          <h2 id="cc-login">{intl.formatMessage(m.yourLogin)}</h2>
          <Facts>
            <dt>{intl.formatMessage(m.name)}</dt>
            <dd>{user?.name ?? '–'}</dd>
            <dt>{intl.formatMessage(m.email)}</dt>
            <dd>{user?.extraInfo.username ?? '–'}</dd>
          </Facts>
          {user?.extraInfo.impersonatorName && <Muted>{intl.formatMessage(m.actingFor)}</Muted>}
          <TextLink to={path('changePassword')}>{intl.formatMessage(m.changePassword)}</TextLink>
        </Section>
      </TwoColumns>
      <Section aria-labelledby="cc-delivery-addresses">
        <h2 id="cc-delivery-addresses">{intl.formatMessage(m.deliveryAddresses)}</h2>
        {addresses.isLoading ? (
          <p role="status">
            <Spinner size={16} decorative /> {intl.formatMessage(m.loading)}
          </p>
        ) : addresses.error ? (
          <Notice role="alert" $tone="danger">
            <p>{intl.formatMessage(m.addressesFailed)}</p>
            <p>{intl.formatMessage(mv.errorDetail, { message: messageOf(addresses.error) })}</p>
          </Notice>
        ) : delivery.length === 0 ? (
          <Muted>{intl.formatMessage(m.noDeliveryAddresses)}</Muted>
        ) : (
          <AddressList>
            {delivery.map((address, index) => (
              <li key={addressKey(address, index)}>
                {isDefault(address) && <Badge $tone="info">{intl.formatMessage(m.defaultAddress)}</Badge>}
                <AddressView address={address} />
              </li>
            ))}
          </AddressList>
        )}
      </Section>
    </CustomerCentreLayout>
  );
}
