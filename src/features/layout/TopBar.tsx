import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import styled from 'styled-components';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { useRoutePath } from '../../app/routePaths';
import { logout } from '../user/logout';
import { selectIsImpersonating, selectIsLoggedIn, selectUser } from '../user/userSlice';
import { selectLocale } from '../website/websiteSlice';
import { VatToggle } from '../price/VatToggle';
import LocaleChanger from './LocaleChanger';
import { messages } from './messages';
import { Container } from '../../components';

const Bar = styled.div`
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.white};
  font-size: 0.875rem;
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
 * SPEC §2 top bar: the locale changer; when logged in the user's name and logout; when impersonating a
 * notice with the impersonated name, linking to the impersonation page.
 */
export default function TopBar() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const path = useRoutePath();
  const locale = useAppSelector(selectLocale);
  const user = useAppSelector(selectUser);
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const impersonating = useAppSelector(selectIsImpersonating);
  const customerName = user?.extraInfo.customerName;
  const actingFor = user ? (customerName && customerName !== user.name ? `${user.name} (${customerName})` : user.name) : '';
  // While impersonating, the person at the keyboard is the sales rep (the impersonator).
  const shownName = (impersonating ? user?.extraInfo.impersonatorName : null) ?? user?.name ?? '';

  return (
    <Bar>
      <Inner>
        <LocaleChanger />
        <VatToggle />
        {loggedIn && user && (
          <Account>
            {impersonating && (
              <Notice to={path('impersonation')}>
                {intl.formatMessage(messages.onBehalfOf, { name: actingFor })}
              </Notice>
            )}
            <UserName title={intl.formatMessage(messages.loggedInAs, { name: shownName })}>{shownName}</UserName>
            <LogoutButton type="button" onClick={() => dispatch(logout(locale))}>
              {intl.formatMessage(messages.logout)}
            </LogoutButton>
          </Account>
        )}
      </Inner>
    </Bar>
  );
}
