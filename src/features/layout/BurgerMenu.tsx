import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router';
import styled from 'styled-components';
import type { MenuItem } from '../../api/types';
import { CloseIcon, PanelBackdrop, PanelCloseButton, PanelHeader, PanelLayer, panelKeyDown } from '../../components/SidePanel';
import { media } from '../../styles/theme';
import { menuItemPath } from '../menu';
import { BurgerAccount } from './BurgerAccount';
import { messages } from './messages';
import { useNavigationItems } from './useNavigationItems';

/** Three levels in total (SPEC §2). */
const MAX_DEPTH = 3;

const Layer = styled(PanelLayer)`
  ${media.lg} {
    display: none;
  }
`;

const Drawer = styled.div`
  position: absolute;
  top: 0;
  bottom: 0;
  left: 0;
  display: flex;
  flex-direction: column;
  width: min(360px, 88vw);
  background: ${({ theme }) => theme.colors.white};
  box-shadow: ${({ theme }) => theme.shadow};
  overflow-y: auto;
`;

const Level = styled.ul<{ $depth: number }>`
  margin: 0;
  padding: 0;
  list-style: none;
  background: ${({ $depth, theme }) => ($depth > 0 ? theme.colors.surface : 'transparent')};
`;

const Row = styled.div<{ $depth: number }>`
  display: flex;
  align-items: stretch;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  a {
    flex: 1;
    padding: 12px 16px 12px ${({ $depth }) => 16 + $depth * 16}px;
    color: ${({ theme }) => theme.colors.text};
    font-weight: ${({ $depth }) => ($depth === 0 ? 600 : 400)};
    text-decoration: none;
  }
`;

const ExpandButton = styled.button`
  width: 48px;
  border: 0;
  border-left: 1px solid ${({ theme }) => theme.colors.border};
  background: none;
  color: ${({ theme }) => theme.colors.primary};
  cursor: pointer;
  svg {
    transition: transform 0.15s;
  }
  &[aria-expanded='true'] svg {
    transform: rotate(180deg);
  }
`;

function Chevron() {
  return (
    <svg width="14" height="14" viewBox="0 0 12 12" aria-hidden="true" focusable="false">
      <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.8" />
    </svg>
  );
}

function BurgerItem({ item, depth }: { item: MenuItem; depth: number }) {
  const intl = useIntl();
  const [expanded, setExpanded] = useState(false);
  const childrenId = useId();
  const expandable = item.children.length > 0 && depth + 1 < MAX_DEPTH;
  return (
    <li>
      <Row $depth={depth}>
        <Link to={menuItemPath(item)}>{item.name}</Link>
        {expandable && (
          <ExpandButton
            type="button"
            aria-expanded={expanded}
            aria-controls={childrenId}
            aria-label={intl.formatMessage(messages.expand, { name: item.name })}
            onClick={() => setExpanded((value) => !value)}
          >
            <Chevron />
          </ExpandButton>
        )}
      </Row>
      {expandable && expanded && (
        <Level id={childrenId} $depth={depth + 1}>
          {item.children.map((child) => (
            <BurgerItem key={child.id} item={child} depth={depth + 1} />
          ))}
        </Level>
      )}
    </li>
  );
}

export interface BurgerMenuProps {
  open: boolean;
  onClose: () => void;
  /** Id of the dialog, for the burger button's aria-controls. */
  id?: string;
  /** Replaces the price-list download of the account part (phones). */
  onDownloadPriceList?: () => Promise<unknown> | void;
}

/**
 * SPEC §2 burger menu (below 992 px): an off-canvas modal dialog with the primary menu (or categories) as
 * expandable levels; on phones (below 768 px) the account part first (BurgerAccount: languages, VAT, login or the
 * user with logout, customer centre). Escape, the close button, the backdrop and a route change close it; focus
 * stays inside while it is open and the page behind does not scroll. Its own chunk: the main bar loads it on use.
 */
export default function BurgerMenu({ open, onClose, id, onDownloadPriceList }: BurgerMenuProps) {
  const intl = useIntl();
  const location = useLocation();
  const items = useNavigationItems();
  const titleId = useId();
  const closeRef = useRef<HTMLButtonElement>(null);
  const lastLocation = useRef(location.key);

  // Close on route change.
  useEffect(() => {
    if (lastLocation.current !== location.key) {
      lastLocation.current = location.key;
      if (open) onClose();
    }
  }, [location.key, open, onClose]);

  useEffect(() => {
    if (!open) return undefined;
    closeRef.current?.focus();
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = previousOverflow;
    };
  }, [open]);

  if (!open) return null;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => panelKeyDown(event, onClose);

  return (
    <Layer>
      <PanelBackdrop onClick={onClose} />
      <Drawer id={id} role="dialog" aria-modal="true" aria-labelledby={titleId} onKeyDown={onKeyDown}>
        <PanelHeader>
          <h2 id={titleId}>{intl.formatMessage(messages.burgerTitle)}</h2>
          <PanelCloseButton ref={closeRef} type="button" aria-label={intl.formatMessage(messages.closeMenu)} onClick={onClose}>
            <CloseIcon />
          </PanelCloseButton>
        </PanelHeader>
        <BurgerAccount onDownloadPriceList={onDownloadPriceList} />
        <nav aria-label={intl.formatMessage(messages.mainNavigation)}>
          <Level $depth={0}>
            {items.map((item) => (
              <BurgerItem key={item.id} item={item} depth={0} />
            ))}
          </Level>
        </nav>
      </Drawer>
    </Layer>
  );
}
