import { useCallback, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { media } from '../../../styles/theme';
import { quickOrderMessages as m } from './messages';
import { OrderEntryGrid } from './OrderEntryGrid';
import { PasteBox } from './PasteBox';
import { useUnitLabels } from './useUnitLabels';

const Panel = styled.section`
  display: flex;
  flex-direction: column;
  gap: 16px;
  padding: 16px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};

  h2 {
    margin: 0;
    font-size: 1.25rem;
  }
  h3 {
    margin: 0 0 8px;
    font-size: 1rem;
  }
  > p {
    margin: 0;
  }
`;

const Parts = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 24px;

  ${media.lg} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1.4fr);
  }
`;

const Status = styled.p`
  margin: 0;
  min-height: 1.5em;
  font-weight: 600;
`;

export interface QuickOrderPanelProps {
  /**
   * The id of the heading that names the panel from outside (the quick order page's h1); the panel then has no
   * title of its own. Without it (the cart page) the panel's h2 names it.
   */
  titleId?: string;
}

/**
 * Quick order (issue 7) for the cart page — also when the cart is empty — and the quick order page (issue 16): a
 * paste box for rows copied from a spreadsheet (or read from a CSV/XLSX file) and an order-entry grid for
 * keyboard-only entry. Results are said (and shown) in one polite live region.
 */
export default function QuickOrderPanel({ titleId }: QuickOrderPanelProps) {
  const intl = useIntl();
  const id = useId();
  const labelId = titleId ?? `${id}-title`;
  const unitLabels = useUnitLabels();
  // A counter makes the same text said twice a new announcement.
  const [announcement, setAnnouncement] = useState({ text: '', n: 0 });
  const announce = useCallback((text: string) => setAnnouncement((a) => ({ text, n: a.n + 1 })), []);

  return (
    <Panel aria-labelledby={labelId}>
      {titleId === undefined && <h2 id={labelId}>{intl.formatMessage(m.title)}</h2>}
      <p>{intl.formatMessage(m.intro)}</p>
      <Status role="status" aria-live="polite" aria-atomic="true" aria-labelledby={labelId}>
        <span key={announcement.n}>{announcement.text}</span>
      </Status>
      <Parts>
        <section aria-labelledby={`${id}-paste`}>
          <h3 id={`${id}-paste`}>{intl.formatMessage(m.pasteHeading)}</h3>
          <PasteBox announce={announce} unitLabels={unitLabels} />
        </section>
        <section aria-labelledby={`${id}-grid`}>
          <h3 id={`${id}-grid`}>{intl.formatMessage(m.gridHeading)}</h3>
          <OrderEntryGrid announce={announce} unitLabels={unitLabels} />
        </section>
      </Parts>
    </Panel>
  );
}
