import { useId } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import styled from 'styled-components';
import { useAppSelector, useAppStore } from '../../app/hooks';
import { useRoutePath } from '../../app/routePaths';
import { NavigationButton } from '../../components/NavigationButton';
import { media } from '../../styles/theme';
import { accountStartMessages, downloadPriceList } from '../customerCentre';
import { VatToggle } from '../price';
import { selectIsImpostor, selectUser } from '../user';
import { useCustomerCenterLinks } from './CustomerCenterMenu';
import LocaleChanger from './LocaleChanger';
import { messages } from './messages';
import { useAccount } from './TopBar';
import { useLoginHref } from './useLoginHref';

/** Only on phones: from 768 px the top bar and the main bar show all of this. */
const Section = styled.section`
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  h3 {
    margin: 0;
    padding: 12px 16px 4px;
    color: ${({ theme }) => theme.colors.muted};
    font-size: 0.8125rem;
    text-transform: uppercase;
    letter-spacing: 0.04em;
  }
  ${media.md} {
    display: none;
  }
`;

/** Languages and the VAT switch on the theme colour, as in the top bar. */
const Settings = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 8px 16px;
  padding: 8px 16px;
  background: ${({ theme }) => theme.colors.primaryDark};
  color: ${({ theme }) => theme.colors.white};
`;

const Block = styled.div`
  display: flex;
  flex-direction: column;
  gap: 8px;
  padding: 12px 16px;
  p {
    margin: 0;
  }
`;

const Notice = styled(Link)`
  padding: 6px 10px;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.accent};
  color: ${({ theme }) => theme.colors.text};
  font-weight: 600;
  text-decoration: none;
`;

const UserLine = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
`;

const LogoutButton = styled.button`
  padding: 8px 0;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.primary};
  font: inherit;
  font-weight: 600;
  text-decoration: underline;
  cursor: pointer;
`;

const LoginLink = styled(Link)`
  display: flex;
  align-items: center;
  justify-content: center;
  height: 44px;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.white};
  font-weight: 600;
  text-decoration: none;
`;

const Hint = styled.p`
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.875rem;
`;

const Links = styled.ul`
  margin: 0;
  padding: 0 0 8px;
  list-style: none;
  a,
  button {
    display: block;
    width: 100%;
    padding: 10px 16px;
    text-align: left;
  }
  a {
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
  }
`;

const PriceListButton = styled(NavigationButton)`
  && {
    justify-content: flex-start;
    min-height: 0;
    border: 0;
    border-radius: 0;
    font-weight: 400;
  }
  &&[data-state='idle'],
  &&[data-state='loading'] {
    background: none;
    color: ${({ theme }) => theme.colors.text};
  }
`;

export interface BurgerAccountProps {
  /** Replaces the price-list download (as in the customer-centre menu). */
  onDownloadPriceList?: () => Promise<unknown> | void;
}

/**
 * The phone header's account part of the burger menu (below 768 px, where the top bar and the main bar's login
 * button and customer-centre menu are hidden): languages and the VAT switch, the on-behalf-of notice, the user
 * with logout or the login link, the quick order page, and the customer-centre pages with the price list download.
 */
export function BurgerAccount({ onDownloadPriceList }: BurgerAccountProps) {
  const intl = useIntl();
  const path = useRoutePath();
  const loginHref = useLoginHref();
  const store = useAppStore();
  const headingId = useId();
  const centreId = useId();
  const { loggedIn, impersonating, actingFor, shownName, logOut } = useAccount();
  const customerNumber = useAppSelector(selectUser)?.customerNumber ?? null;
  // A sales rep who has not chosen a customer yet has no customer centre.
  const impostor = useAppSelector(selectIsImpostor);
  const links = useCustomerCenterLinks();

  const downloadOwnPriceList = () =>
    onDownloadPriceList
      ? onDownloadPriceList()
      : customerNumber
        ? downloadPriceList(store, customerNumber)
        : Promise.reject(new Error(intl.formatMessage(accountStartMessages.priceListNoCustomer)));

  return (
    <Section aria-labelledby={headingId}>
      <h3 id={headingId}>{intl.formatMessage(messages.account)}</h3>
      <Block>
        {impersonating && <Notice to={path('impersonation')}>{intl.formatMessage(messages.onBehalfOf, { name: actingFor })}</Notice>}
        {loggedIn ? (
          <UserLine>
            <p>{intl.formatMessage(messages.loggedInAs, { name: shownName })}</p>
            <LogoutButton type="button" onClick={logOut}>
              {intl.formatMessage(messages.logout)}
            </LogoutButton>
          </UserLine>
        ) : (
          <>
            <LoginLink to={loginHref}>{intl.formatMessage(messages.login)}</LoginLink>
            <Hint>{intl.formatMessage(messages.loginTooltip)}</Hint>
          </>
        )}
      </Block>
      {loggedIn && !impostor && (
        // Issue 16: the quick order page, as in the main bar.
        <Links>
          <li>
            <Link to={path('quickOrder')}>{intl.formatMessage(messages.quickOrder)}</Link>
          </li>
        </Links>
      )}
      {loggedIn && !impostor && (
        <nav aria-labelledby={centreId}>
          <h3 id={centreId}>{intl.formatMessage(messages.customerCenter)}</h3>
          <Links>
            {links.map((link) => (
              <li key={link.key}>
                <Link to={link.to}>{intl.formatMessage(link.label)}</Link>
              </li>
            ))}
            {(customerNumber || onDownloadPriceList) && (
              <li>
                <PriceListButton
                  variant="secondary"
                  onClick={downloadOwnPriceList}
                  addedLabel={intl.formatMessage(accountStartMessages.priceListDownloaded)}
                  failedLabel={intl.formatMessage(accountStartMessages.priceListFailed)}
                >
                  {intl.formatMessage(messages.downloadPriceList)}
                </PriceListButton>
              </li>
            )}
          </Links>
        </nav>
      )}
      <Settings>
        <LocaleChanger />
        <VatToggle />
      </Settings>
    </Section>
  );
}
