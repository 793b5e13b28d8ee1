import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router';
import styled from 'styled-components';
import { useRoutePath } from '../../app/routePaths';
import { media } from '../../styles/theme';
import { PriceListMenuItem, useCanDownloadPriceList } from '../account/PriceListMenuItem';
import { accountStartMessages } from '../account/startMessages';
import { messages } from './messages';

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

const MenuList = styled.ul`
  position: absolute;
  top: calc(100% + 6px);
  right: 0;
  z-index: ${({ theme }) => theme.zIndex.menu};
  min-width: 220px;
  margin: 0;
  padding: 6px 0;
  list-style: none;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.white};
  box-shadow: ${({ theme }) => theme.shadow};
  &[hidden] {
    display: none;
  }
`;

const itemStyle = `
  display: block;
  width: 100%;
  padding: 10px 16px;
  border: 0;
  background: none;
  font: inherit;
  text-align: left;
  text-decoration: none;
  cursor: pointer;
`;

const ItemLink = styled(Link)`
  ${itemStyle}
  color: ${({ theme }) => theme.colors.text};
  &:hover,
  &:focus {
    background: ${({ theme }) => theme.colors.primaryLight};
    outline: none;
  }
`;

const ItemButton = styled.button`
  ${itemStyle}
  color: ${({ theme }) => theme.colors.text};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  &:hover,
  &:focus {
    background: ${({ theme }) => theme.colors.primaryLight};
    outline: none;
  }
  &[aria-disabled='true'] {
    color: ${({ theme }) => theme.colors.muted};
    cursor: not-allowed;
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

/** The customer-centre pages of the header's menu (SPEC §2): profile, invoices, orders, credit memos. */
export function useCustomerCenterLinks() {
  const path = useRoutePath();
  return [
    { key: 'profile', to: path('profile'), label: messages.profile },
    { key: 'invoices', to: path('invoices'), label: messages.invoices },
    { key: 'orders', to: path('orders'), label: messages.orders },
    { key: 'creditMemos', to: path('creditMemos'), label: messages.creditMemos },
  ];
}

export interface CustomerCenterMenuProps {
  /** Replaces the price-list download (by default the logged-in customer's spreadsheet, src/features/account). */
  onDownloadPriceList?: () => Promise<unknown> | void;
}

/**
 * SPEC §2: the customer-centre dropdown of a logged-in user — a WAI-ARIA menu button with profile, invoices,
 * orders, credit memos and the price list download. Arrow keys, Home/End move; Escape closes and returns
 * focus to the button; Tab, a click outside and a route change close it.
 */
export default function CustomerCenterMenu({ onDownloadPriceList }: CustomerCenterMenuProps) {
  const intl = useIntl();
  const location = useLocation();
  const buttonId = useId();
  const menuId = useId();
  const wrapperRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);
  const [open, setOpen] = useState(false);
  /** Which item gets focus once the menu is shown: 'first' or 'last'. */
  const [focusTarget, setFocusTarget] = useState<'first' | 'last' | null>(null);

  const items = (): HTMLElement[] =>
    Array.from(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);

  useEffect(() => {
    if (!open || !focusTarget) return;
    const all = items();
    (focusTarget === 'first' ? all[0] : all[all.length - 1])?.focus();
    setFocusTarget(null);
  }, [open, focusTarget]);

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

  const openMenu = (target: 'first' | 'last') => {
    setOpen(true);
    setFocusTarget(target);
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

  const onMenuKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const all = items();
    const index = all.indexOf(document.activeElement as HTMLElement);
    const focusAt = (i: number) => all[(i + all.length) % all.length]?.focus();
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        focusAt(index + 1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        focusAt(index - 1);
        break;
      case 'Home':
        event.preventDefault();
        focusAt(0);
        break;
      case 'End':
        event.preventDefault();
        focusAt(all.length - 1);
        break;
      case 'Escape':
        event.preventDefault();
        event.stopPropagation();
        closeMenu(true);
        break;
      case 'Tab':
        closeMenu(false);
        break;
      default:
    }
  };

  const links = useCustomerCenterLinks();
  const label = intl.formatMessage(messages.customerCenter);
  const canDownloadPriceList = useCanDownloadPriceList();

  return (
    <Wrapper ref={wrapperRef}>
      <MenuButton
        ref={buttonRef}
        id={buttonId}
        type="button"
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => (open ? closeMenu(false) : openMenu('first'))}
        onKeyDown={onButtonKeyDown}
      >
        <PersonIcon />
        <span className="label" aria-hidden="true">
          {label}
        </span>
      </MenuButton>
      <MenuList ref={menuRef} id={menuId} role="menu" aria-labelledby={buttonId} hidden={!open} onKeyDown={onMenuKeyDown}>
        {links.map((link) => (
          <li key={link.key} role="none">
            <ItemLink role="menuitem" tabIndex={-1} to={link.to} onClick={() => setOpen(false)}>
              {intl.formatMessage(link.label)}
            </ItemLink>
          </li>
        ))}
        <li role="none">
          {canDownloadPriceList ? (
            // Stays open while the file comes: the item shows loading, then downloaded or failed (SPEC §2).
            <PriceListMenuItem onDownload={onDownloadPriceList}>
              {intl.formatMessage(messages.downloadPriceList)}
            </PriceListMenuItem>
          ) : (
            <ItemButton
              type="button"
              role="menuitem"
              tabIndex={-1}
              aria-disabled
              title={intl.formatMessage(accountStartMessages.priceListNoCustomer)}
            >
              {intl.formatMessage(messages.downloadPriceList)}
            </ItemButton>
          )}
        </li>
      </MenuList>
    </Wrapper>
  );
}
