import { lazy, Suspense, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router';
import styled from 'styled-components';
import { media } from '../../styles/theme';
import { messages } from './messages';

export { useCustomerCenterLinks } from './customerCenterLinks';

const loadMenuList = () => import(/* webpackChunkName: "customerCenterMenu" */ './CustomerCenterMenuList');
const CustomerCenterMenuList = lazy(loadMenuList);

const Wrapper = styled.div`
  position: relative;
`;

const MenuButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  height: 42px;
  padding: 0 12px;
  border: 1px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.white};
  color: ${({ theme }) => theme.colors.primary};
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  &[aria-expanded='true'] {
    background: ${({ theme }) => theme.colors.primaryLight};
  }
  .label {
    display: none;
    ${media.md} {
      display: inline;
    }
  }
`;

function PersonIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="12" cy="8" r="4" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7" fill="none" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}

export interface CustomerCenterMenuProps {
  /** Replaces the price-list download (by default the logged-in customer's spreadsheet, src/features/customerCentre). */
  onDownloadPriceList?: () => Promise<unknown> | void;
}

/**
 * SPEC §2: the customer-centre dropdown of a logged-in user — a WAI-ARIA menu button with profile, invoices,
 * orders, credit memos and the price list download (CustomerCenterMenuList, its own chunk: fetched when the
 * pointer or focus reaches the button, shown on open). ArrowDown/ArrowUp on the button open it at the first/last
 * item; Escape closes and returns focus to the button; Tab, a click outside and a route change close it.
 */
export default function CustomerCenterMenu({ onDownloadPriceList }: CustomerCenterMenuProps) {
  const intl = useIntl();
  const location = useLocation();
  const buttonId = useId();
  const menuId = useId();
  const wrapperRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  /** Which item gets focus once the menu is shown: 'first', 'last', or none (opened by a click). */
  const [initialFocus, setInitialFocus] = useState<'first' | 'last' | null>(null);

  useEffect(() => {
    setOpen(false);
  }, [location.key]);

  useEffect(() => {
    if (!open) return undefined;
    const onPointerDown = (event: MouseEvent) => {
      if (!wrapperRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', onPointerDown);
    return () => document.removeEventListener('mousedown', onPointerDown);
  }, [open]);

  const openMenu = (target: 'first' | 'last' | null) => {
    setInitialFocus(target);
    setOpen(true);
  };
  const closeMenu = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  };

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      openMenu('first');
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      openMenu('last');
    }
  };
  /** Fetches the menu's chunk ahead of the click (a failed fetch is retried by the open itself). */
  const prefetch = () => {
    loadMenuList().catch(() => undefined);
  };

  const label = intl.formatMessage(messages.customerCenter);

  return (
    <Wrapper ref={wrapperRef}>
      <MenuButton
        ref={buttonRef}
        id={buttonId}
        type="button"
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => (open ? closeMenu(false) : openMenu('first'))}
        onKeyDown={onButtonKeyDown}
        onPointerEnter={prefetch}
        onFocus={prefetch}
      >
        <PersonIcon />
        <span className="label" aria-hidden="true">
          {label}
        </span>
      </MenuButton>
      {open && (
        <Suspense fallback={null}>
          <CustomerCenterMenuList
            id={menuId}
            labelledBy={buttonId}
            initialFocus={initialFocus}
            onClose={closeMenu}
            onDownloadPriceList={onDownloadPriceList}
          />
        </Suspense>
      )}
    </Wrapper>
  );
}
