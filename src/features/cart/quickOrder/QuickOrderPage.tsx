import { useId } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import styled from 'styled-components';
import { useRoutePath } from '../../../app/routePaths';
import { useDocumentTitle } from '../../../app/useDocumentTitle';
import { Container } from '../../../components/Container';
import { quickOrderMessages as m } from './messages';
import QuickOrderPanel from './QuickOrderPanel';

const Page = styled(Container)`
  padding-top: 24px;
  padding-bottom: 48px;
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: 8px 24px;
  margin-bottom: 20px;
  h1 {
    margin: 0;
    color: ${({ theme }) => theme.colors.primary};
  }
`;

/**
 * The quick order page (issue 16; route 'quickOrder', /hurtigordre, /en/quick-order), reached from the header: the
 * cart page's quick order panel (paste box, file upload, order-entry grid) as a page of its own, with a way on to
 * the cart. Logged-in users only (route guard 'auth'), like the header link.
 */
export default function QuickOrderPage() {
  const intl = useIntl();
  const path = useRoutePath();
  const titleId = useId();
  const title = intl.formatMessage(m.title);
  useDocumentTitle(title);
  return (
    <Page>
      <Head>
        <h1 id={titleId}>{title}</h1>
        <Link to={path('cart')}>{intl.formatMessage(m.pageToCart)}</Link>
      </Head>
      <QuickOrderPanel titleId={titleId} />
    </Page>
  );
}
