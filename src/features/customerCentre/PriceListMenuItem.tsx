import { useCallback, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { useAppSelector, useAppStore } from '../../app/hooks';
import { NavigationButton } from '../../components/NavigationButton';
import { selectUser } from '../user';
import { downloadPriceList } from './priceList';
import { accountStartMessages as m } from './startMessages';

/** The navigation button dressed as a menu item; the added and failed states keep their colours. */
const ItemButton = styled(NavigationButton)`
  && {
    justify-content: flex-start;
    width: 100%;
    min-height: 0;
    padding: 10px 16px;
    border: 0;
    border-top: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: 0;
    font-weight: 400;
    text-align: left;
  }
  &&[data-state='idle'],
  &&[data-state='loading'] {
    background: none;
    color: ${({ theme }) => theme.colors.text};
  }
  &&[data-state='idle']:hover,
  &&[data-state='idle']:focus {
    background: ${({ theme }) => theme.colors.primaryLight};
    outline: none;
  }
`;

export interface PriceListMenuItemProps {
  /** The item's label. */
  children: ReactNode;
  /** Replaces the download (the caller's own action); by default the logged-in customer's price list. */
  onDownload?: () => Promise<unknown> | void;
}

/**
 * The header dropdown's 'Download price list' (SPEC §2, §7 'Files'): a menu item with the navigation button's
 * states — loading while the spreadsheet comes, 'Downloaded', or 'Download failed' for 2 s with the error as its
 * title. Only for a user with a customer number (SPEC §6); the caller renders a disabled item otherwise.
 */
export function PriceListMenuItem({ children, onDownload }: PriceListMenuItemProps) {
  const intl = useIntl();
  const store = useAppStore();
  const customerNumber = useAppSelector(selectUser)?.customerNumber ?? null;
  const onClick = useCallback(() => {
    if (onDownload) return onDownload();
    if (!customerNumber) return Promise.reject(new Error(intl.formatMessage(m.priceListNoCustomer)));
    return downloadPriceList(store, customerNumber);
  }, [customerNumber, intl, onDownload, store]);
  return (
    <ItemButton
      role="menuitem"
      tabIndex={-1}
      // A menu holds only its items: the state's announcement lives outside it.
      announceInBody
      variant="secondary"
      onClick={onClick}
      addedLabel={intl.formatMessage(m.priceListDownloaded)}
      failedLabel={intl.formatMessage(m.priceListFailed)}
    >
      {children}
    </ItemButton>
  );
}

/** Whether the logged-in user can download a price list: a customer user (or a rep acting for one). */
export const useCanDownloadPriceList = () => !!useAppSelector(selectUser)?.customerNumber;
