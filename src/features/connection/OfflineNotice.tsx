import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { connectionMessages as m } from './messages';

const Region = styled.div`
  position: fixed;
  left: 50%;
  bottom: 16px;
  transform: translateX(-50%);
  z-index: ${({ theme }) => theme.zIndex.toast};
  width: max-content;
  max-width: calc(100vw - 24px);
  /* Non-blocking: what it covers stays usable. */
  pointer-events: none;
`;

const Notice = styled.p`
  margin: 0;
  padding: 10px 14px;
  border-left: 4px solid ${({ theme }) => theme.colors.accent};
  border-radius: 4px;
  background: ${({ theme }) => theme.colors.text};
  color: ${({ theme }) => theme.colors.white};
  box-shadow: 0 2px 10px rgba(0, 0, 0, 0.25);
  font-size: 0.9375rem;
  line-height: 1.4;
`;

/**
 * Issue 19: one polite, non-blocking notice while the API cannot be reached ('No connection to the shop. Your
 * changes are saved when it returns.'), inside the layout's live region (connectionSlice.ts noticeSlot). What it
 * covers stays usable (pointer-events: none).
 */
export function OfflineNotice() {
  const intl = useIntl();
  return (
    <Region data-notice="connection">
      <Notice>{intl.formatMessage(m.offline)}</Notice>
    </Region>
  );
}
