import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import styled from 'styled-components';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { useRoutePath } from '../../app/routePaths';
import { logout } from '../../app/logout';
import { selectIsImpersonating, selectIsLoggedIn, selectUser } from '../user';
import { selectLocale } from '../website';
import { VatToggle } from '../price';
import LocaleChanger from './LocaleChanger';
import { messages } from './messages';
import { PHONE } from './PhoneSearch';
import { Container } from '../../components';

/**
 * On phones the top bar's contents move into the burger menu (BurgerAccount) — but for the on-behalf-of notice: while
 * a sales rep acts for a customer, the bar stays with the notice alone, so whom she acts for is always in sight
 * (issue 16).
 */
const Bar = styled.div`
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.white};
  font-size: 0.875rem;
  ${PHONE} {
    display: none;
    &[data-acting] {
      display: block;
      padding: 6px 0;
    }
    &[data-acting] > * {
      min-height: 0;
    }
    &[data-acting] > * > :not([data-account]),
    &[data-acting] [data-account] > :not([data-notice]) {
      display: none;
    }
  }
`;

const Inner = styled(Container)`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 8px 16px;
  min-height: 40px;
`;

const Account = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 16px;
`;

const Notice = styled(Link)`
  padding: 2px 10px;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.accent};
  color: ${({ theme }) => theme.colors.text};
  font-weight: 600;
  text-decoration: none;
  &:hover,
  &:focus-visible {
    text-decoration: underline;
  }
`;

const UserName = styled.span`
  font-weight: 600;
`;

const LogoutButton = styled.button`
  padding: 0;
  border: 0;
  background: none;
  color: inherit;
  font: inherit;
  text-decoration: underline;
  cursor: pointer;
`;

/**
 * The account line of the header (top bar, and the burger menu on phones): whether a user is logged in, the name
 * shown (while impersonating the sales rep's, who is at the keyboard), whom a rep acts for, and logout.
 */
export function useAccount() {
  const dispatch = useAppDispatch();
  const locale = useAppSelector(selectLocale);
  const user = useAppSelector(selectUser);
  const loggedIn = useAppSelector(selectIsLoggedIn) && !!user;
  const impersonating = useAppSelector(selectIsImpersonating);
  const customerName = user?.extraInfo.customerName;
  const actingFor = user ? (customerName && customerName !== user.name ? `${user.name} (${customerName})` : user.name) : '';
  const shownName = (impersonating ? user?.extraInfo.impersonatorName : null) ?? user?.name ?? '';
  const logOut = () => dispatch(logout(locale));
  return { loggedIn, impersonating, actingFor, shownName, logOut };
}

/**
 * SPEC §2 top bar: the locale changer; when logged in the user's name and logout; when impersonating a
 * notice with the impersonated name, linking to the impersonation page. Hidden on phones (the burger menu has it).
 */
export default function TopBar() {
  const intl = useIntl();
  const path = useRoutePath();
  const { loggedIn, impersonating, actingFor, shownName, logOut } = useAccount();

  return (
    <Bar data-acting={(loggedIn && impersonating) || undefined}>
      <Inner>
        <LocaleChanger />
        <VatToggle />
        {loggedIn && (
          <Account data-account="">
            {impersonating && (
              <Notice data-notice="" to={path('impersonation')}>
                {intl.formatMessage(messages.onBehalfOf, { name: actingFor })}
              </Notice>
            )}
            <UserName title={intl.formatMessage(messages.loggedInAs, { name: shownName })}>{shownName}</UserName>
            <LogoutButton type="button" onClick={logOut}>
              {intl.formatMessage(messages.logout)}
            </LogoutButton>
          </Account>
        )}
      </Inner>
    </Bar>
  );
}
