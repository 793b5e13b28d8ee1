import { useIntl, type MessageDescriptor } from 'react-intl';
import { Link, useLocation, useNavigate } from 'react-router';
import styled from 'styled-components';
import { UNEXPECTED_ERROR } from '../api/apiError';
import { selectIsLoggedIn } from '../features/user';
import { selectLocale } from '../features/website';
import { localizePath } from '../../common/locales';
import type { ErrorInfo } from './describeError';
import { useAppSelector } from './hooks';
import { routePath } from './routePaths';
import { appMessages } from './messages';
import { useDocumentTitle } from './useDocumentTitle';

/*
 * What an error page shows (SPEC §2 'Other screen details'): a chunk of its own, fetched when a page fails — the
 * first load carries only the error boundary around it (ErrorPage.tsx).
 */

const KNOWN: Record<string, MessageDescriptor> = {
  'This page could not be found': appMessages.notFound,
  'Unknown middleware': appMessages.unknownMiddleware,
  // SPEC §8: content by URL answering 403 (members' content for a visitor who is not logged in).
  Forbidden: appMessages.forbidden,
  [UNEXPECTED_ERROR]: appMessages.unexpected,
};

const Wrapper = styled.section`
  max-width: ${({ theme }) => theme.containerMaxWidth}px;
  margin: 0 auto;
  padding: 64px 24px;
  text-align: center;
  h1 {
    color: ${({ theme }) => theme.colors.primary};
    font-size: 2rem;
  }
`;

/** The ways on: home, back, and (403) the login. */
const Ways = styled.p`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: 12px 24px;
  button {
    padding: 0;
    border: 0;
    background: none;
    color: ${({ theme }) => theme.colors.primary};
    text-decoration: underline;
  }
`;

export default function ErrorView({ status, message }: ErrorInfo) {
  const intl = useIntl();
  const locale = useAppSelector(selectLocale);
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const location = useLocation();
  const navigate = useNavigate();
  const known = message ? KNOWN[message] : undefined;
  const text = known ? intl.formatMessage(known) : (message ?? intl.formatMessage(appMessages.errorTitle));
  // A page to go back to: one opened in the shop before this one ('default' is the first page of a load), or one
  // before the load (another site, or the page that sent the browser here).
  const canGoBack = location.key !== 'default' || window.history.length > 1;
  useDocumentTitle(text);
  // No error page is a dead end (issue 16): home and back on every one, as the 404 page had home.
  return (
    <Wrapper aria-labelledby="error-title">
      <p>{intl.formatMessage(appMessages.errorStatus, { status })}</p>
      <h1 id="error-title">{text}</h1>
      <Ways>
        {status === 403 && !loggedIn && (
          <Link to={routePath(locale, 'login', { returnUrl: `${location.pathname}${location.search}` })}>
            {intl.formatMessage(appMessages.loginToSee)}
          </Link>
        )}
        <Link to={localizePath(locale, '/')}>{intl.formatMessage(appMessages.backHome)}</Link>
        {canGoBack && (
          <button type="button" onClick={() => void navigate(-1)}>
            {intl.formatMessage(appMessages.goBack)}
          </button>
        )}
      </Ways>
    </Wrapper>
  );
}

