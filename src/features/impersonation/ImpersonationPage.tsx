import { useDeferredValue, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { isApiError } from '../../api/apiError';
import { loadCurrentUser } from '../../app/bootstrap';
import { useAppDispatch, useAppSelector, useAppStore } from '../../app/hooks';
import { routePath } from '../../app/routePaths';
import { useDocumentTitle } from '../../app/useDocumentTitle';
import { Container } from '../../components/Container';
import { FormField } from '../../components/FormField';
import { NavigationButton } from '../../components/NavigationButton';
import { Spinner } from '../../components/Spinner';
import { VisuallyHidden, visuallyHidden } from '../../components/VisuallyHidden';
import { navigation } from '../../app/navigation';
import { switchIdentity } from '../../app/switchIdentity';
import { QuoteRequestsLink } from '../quotes';
import { selectUser } from '../user';
import { selectLocale } from '../website';
import { impersonationApi, useGetAllowedUsersToImpersonateQuery } from './impersonationApi';
import { messages } from './messages';

const Page = styled(Container)`
  padding-top: 32px;
  padding-bottom: 64px;
  h1 {
    color: ${({ theme }) => theme.colors.primary};
  }
`;

const Notice = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 16px;
  margin: 16px 0 24px;
  padding: 12px 16px;
  border-left: 4px solid ${({ theme }) => theme.colors.accent};
  background: ${({ theme }) => theme.colors.surface};
`;

const Search = styled(FormField)`
  max-width: 480px;
  margin-bottom: 24px;
`;

/**
 * The users to act for. Below 768 px one card per user, each cell with its column's name (data-label) and 'Act as'
 * across the card: a row of five columns did not fit, and the page scrolled sideways with the buttons off-screen
 * (issue 16). One DOM for every width, so screen readers meet the same table.
 */
const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  th,
  td {
    padding: 10px 8px;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
    vertical-align: middle;
  }
  th {
    font-size: 0.875rem;
    color: ${({ theme }) => theme.colors.muted};
  }
  tr[aria-current='true'] td {
    background: ${({ theme }) => theme.colors.primaryLight};
  }
  tr[aria-current='true'] td:first-child {
    box-shadow: inset 4px 0 0 ${({ theme }) => theme.colors.primary};
  }
  @media (max-width: ${({ theme }) => theme.breakpoints.md - 0.02}px) {
    thead {
      ${visuallyHidden}
    }
    tr {
      display: block;
      margin-bottom: 12px;
      padding: 10px 12px;
      border: 1px solid ${({ theme }) => theme.colors.border};
      border-radius: ${({ theme }) => theme.radius};
    }
    tr[aria-current='true'] {
      border-color: ${({ theme }) => theme.colors.primary};
      box-shadow: inset 4px 0 0 ${({ theme }) => theme.colors.primary};
    }
    td {
      display: flex;
      justify-content: space-between;
      gap: 12px;
      padding: 4px 0;
      border: 0;
      text-align: right;
      overflow-wrap: anywhere;
    }
    tr[aria-current='true'] td {
      background: none;
      box-shadow: none;
    }
    td[data-label]::before {
      content: attr(data-label);
      flex: none;
      color: ${({ theme }) => theme.colors.muted};
      font-size: 0.875rem;
      text-align: left;
    }
    td:first-child {
      display: block;
      text-align: left;
      font-size: 1.05rem;
      font-weight: 600;
    }
    td:last-child {
      display: block;
      padding-top: 8px;
    }
    td:last-child button {
      width: 100%;
    }
  }
`;

/** Marks the user the rep acts for now. */
const Current = styled.span`
  display: inline-block;
  margin-left: 8px;
  padding: 1px 8px;
  border-radius: 10px;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.white};
  font-size: 0.75rem;
  font-weight: 700;
`;

/**
 * SPEC §2/§6 impersonation: a sales rep picks one of their customers' users and acts as them. The new
 * token changes user, customer, prices and cart, so the shop is reloaded on the home page afterwards.
 */
export default function ImpersonationPage() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const locale = useAppSelector(selectLocale);
  const user = useAppSelector(selectUser);
  const searchId = useId();
  const [search, setSearch] = useState('');
  const deferred = useDeferredValue(search.trim());
  const { data, error, isFetching } = useGetAllowedUsersToImpersonateQuery({ search: deferred });
  useDocumentTitle(intl.formatMessage(messages.title));

  async function switchTo(userId: string | null, next: string) {
    const response = await dispatch(impersonationApi.endpoints.impersonate.initiate({ userId })).unwrap();
    // Nothing of the customer acted for before (cart, prices, comparison, cached lists) carries over.
    dispatch(switchIdentity(response));
    await loadCurrentUser(store);
    navigation.navigateTo(next);
  }

  const impersonating = user?.extraInfo.impersonatorName ? user : null;
  const forbidden = isApiError(error) && error.status === 403;

  return (
    <Page>
      <h1>{intl.formatMessage(messages.title)}</h1>
      {forbidden ? (
        <p role="alert">{intl.formatMessage(messages.forbidden)}</p>
      ) : (
        <>
          <p>{intl.formatMessage(messages.intro)}</p>
          <QuoteRequestsLink />
          {impersonating && (
            <Notice>
              <span>
                {intl.formatMessage(messages.current, {
                  name: impersonating.name,
                  customer: impersonating.extraInfo.customerName ?? impersonating.customerNumber ?? '',
                })}
              </span>
              <NavigationButton variant="secondary" onClick={() => switchTo(null, routePath(locale, 'impersonation'))}>
                {intl.formatMessage(messages.stop)}
              </NavigationButton>
            </Notice>
          )}
          <Search>
            <label htmlFor={searchId}>{intl.formatMessage(messages.searchLabel)}</label>
            <input
              id={searchId}
              type="search"
              value={search}
              placeholder={intl.formatMessage(messages.searchPlaceholder)}
              onChange={(event) => setSearch(event.target.value)}
            />
          </Search>
          {error && !forbidden && <p role="alert">{isApiError(error) ? error.message : String(error)}</p>}
          {!data && isFetching && <Spinner label={intl.formatMessage(messages.loading)} />}
          {data && data.users.length === 0 && <p>{intl.formatMessage(messages.none)}</p>}
          {data && data.users.length > 0 && (
            <Table aria-busy={isFetching}>
              <thead>
                <tr>
                  <th scope="col">{intl.formatMessage(messages.name)}</th>
                  <th scope="col">{intl.formatMessage(messages.email)}</th>
                  <th scope="col">{intl.formatMessage(messages.customer)}</th>
                  <th scope="col">{intl.formatMessage(messages.city)}</th>
                  <th scope="col">
                    <VisuallyHidden>{intl.formatMessage(messages.actAs)}</VisuallyHidden>
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.users.map((candidate) => {
                  // The user the rep acts for now (the token's user while impersonating).
                  const acting = impersonating !== null && impersonating.extraInfo.username === candidate.username;
                  return (
                    <tr key={candidate.userId} aria-current={acting ? 'true' : undefined}>
                      <td>
                        {candidate.name}
                        {acting && <Current>{intl.formatMessage(messages.actingNow)}</Current>}
                      </td>
                      <td data-label={intl.formatMessage(messages.email)}>{candidate.username}</td>
                      <td data-label={intl.formatMessage(messages.customer)}>
                        {candidate.customerName} ({candidate.customerNumber})
                      </td>
                      <td data-label={intl.formatMessage(messages.city)}>{candidate.city}</td>
                      <td>
                        <NavigationButton
                          aria-label={intl.formatMessage(messages.actAsLabel, { name: candidate.name })}
                          onClick={() => switchTo(candidate.userId, routePath(locale, 'home'))}
                        >
                          {intl.formatMessage(messages.actAs)}
                        </NavigationButton>
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </Table>
          )}
        </>
      )}
    </Page>
  );
}
