import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Spinner } from '../components/Spinner';
import { appMessages } from './messages';

const Centre = styled.div`
  display: grid;
  place-items: center;
  min-height: 60vh;
`;

/** Shown while the first page's data (auth, website, page content) loads. */
export function StartupFallback() {
  const intl = useIntl();
  return (
    <Centre>
      <Spinner label={intl.formatMessage(appMessages.loading)} />
    </Centre>
  );
}
