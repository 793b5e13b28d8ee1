import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { SubmitButton } from '../../components/FormCard';
import { CloseIcon, PanelBackdrop, PanelCloseButton, PanelHeader, PanelLayer, panelKeyDown } from '../../components/SidePanel';
import { listMessages, showResults } from './messages';
import { TextButton } from './styles';

const Drawer = styled.div`
  position: absolute;
  top: 0;
  right: 0;
  bottom: 0;
  display: flex;
  flex-direction: column;
  width: min(420px, 100vw);
  background: ${({ theme }) => theme.colors.white};
  box-shadow: ${({ theme }) => theme.shadow};
`;

/** The facets scroll between the fixed title bar and the footer. */
const Body = styled.div`
  flex: 1 1 auto;
  min-height: 0;
  padding: 16px;
  overflow-y: auto;
  overscroll-behavior: contain;
`;

const Footer = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  padding: 12px 16px;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.white};
`;

const ShowButton = styled(SubmitButton)`
  flex: 1 1 auto;
  width: auto;
`;

export interface FilterDrawerProps {
  /** The facets (the list's FacetPanel). */
  children: ReactNode;
  /** The number of results with the filters chosen; null while that search is under way. */
  count: number | null;
  /** How many facets have a selection: 'Clear filters' is offered from one. */
  selectedCount: number;
  onClear: () => void;
  /** Closes the drawer (close button, Escape, backdrop, 'Show N products'); the list returns the focus. */
  onClose: () => void;
}

/**
 * The product list's filters on phones (below 768 px): a modal dialog from the right with the facets, 'Clear
 * filters' and 'Show N products' (N: the results with the filters chosen, which apply at once). The focus moves to
 * the close button when it opens and stays inside; the page behind does not scroll. Its own chunk: the list loads
 * it when the 'Filters' button is used, so the home route's first load does not carry it.
 */
export default function FilterDrawer({ children, count, selectedCount, onClear, onClose }: FilterDrawerProps) {
  const intl = useIntl();
  const titleId = useId();
  const closeRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    closeRef.current?.focus();
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = previousOverflow;
    };
  }, []);

  return createPortal(
    <PanelLayer>
      <PanelBackdrop onClick={onClose} />
      <Drawer role="dialog" aria-modal="true" aria-labelledby={titleId} onKeyDown={(event) => panelKeyDown(event, onClose)}>
        <PanelHeader>
          <h2 id={titleId}>{intl.formatMessage(listMessages.filters)}</h2>
          <PanelCloseButton ref={closeRef} type="button" aria-label={intl.formatMessage(listMessages.closeFilters)} onClick={onClose}>
            <CloseIcon />
          </PanelCloseButton>
        </PanelHeader>
        <Body>{children}</Body>
        <Footer>
          {selectedCount > 0 && (
            <TextButton type="button" onClick={onClear}>
              {intl.formatMessage(listMessages.clearFilters)}
            </TextButton>
          )}
          <ShowButton type="button" aria-busy={count === null} onClick={onClose}>
            {count === null ? intl.formatMessage(listMessages.showResultsLoading) : intl.formatMessage(showResults, { count })}
          </ShowButton>
        </Footer>
      </Drawer>
    </PanelLayer>,
    document.body,
  );
}
