import { useEffect, useRef, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import styled from 'styled-components';
import { accountStartMessages, PriceListMenuItem, useCanDownloadPriceList } from '../customerCentre';
import { useCustomerCenterLinks } from './customerCenterLinks';
import { messages } from './messages';

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

export interface CustomerCenterMenuListProps {
  id: string;
  labelledBy: string;
  /** The item that gets focus when the list appears (opened from the keyboard); none when opened by a click. */
  initialFocus: 'first' | 'last' | null;
  /** Closes the menu; with returnFocus the focus goes back to the menu button. */
  onClose: (returnFocus: boolean) => void;
  onDownloadPriceList?: () => Promise<unknown> | void;
}

/**
 * The open customer-centre menu of the header (SPEC §2): profile, invoices, orders, credit memos and the price
 * list download. A chunk of its own (loaded when the menu first opens, fetched ahead on hover/focus of its button):
 * nobody needs it for the first screen. Arrow keys, Home/End move; Escape closes and returns focus; Tab closes.
 */
export default function CustomerCenterMenuList({
  id,
  labelledBy,
  initialFocus,
  onClose,
  onDownloadPriceList,
}: CustomerCenterMenuListProps) {
  const intl = useIntl();
  const menuRef = useRef<HTMLUListElement>(null);
  const links = useCustomerCenterLinks();
  const canDownloadPriceList = useCanDownloadPriceList();

  const items = (): HTMLElement[] =>
    Array.from(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);

  useEffect(() => {
    if (!initialFocus) return;
    const all = items();
    (initialFocus === 'first' ? all[0] : all[all.length - 1])?.focus();
  }, [initialFocus]);

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
        onClose(true);
        break;
      case 'Tab':
        onClose(false);
        break;
      default:
    }
  };

  return (
    <MenuList ref={menuRef} id={id} role="menu" aria-labelledby={labelledBy} onKeyDown={onMenuKeyDown}>
      {links.map((link) => (
        <li key={link.key} role="none">
          <ItemLink role="menuitem" tabIndex={-1} to={link.to} onClick={() => onClose(false)}>
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
  );
}
