import styled from 'styled-components';
import MainBar from './MainBar';
import MegaMenu from './MegaMenu';
import TopBar from './TopBar';

const HeaderElement = styled.header`
  position: relative;
  z-index: ${({ theme }) => theme.zIndex.header};
  background: ${({ theme }) => theme.colors.white};
  box-shadow: 0 1px 0 ${({ theme }) => theme.colors.border};
`;

export interface HeaderProps {
  /** Downloads the customer's price list (customer-centre menu). Without it the entry is shown disabled. */
  onDownloadPriceList?: () => void;
}

/**
 * The site header (SPEC §2 Header): top bar (languages, user, impersonation notice), main bar (burger, logo,
 * search, customer centre or login, cart) and the desktop navigation (mega menu). It is the page's banner
 * landmark; render it once, inside the router, store, intl and theme providers.
 */
export default function Header({ onDownloadPriceList }: HeaderProps) {
  return (
    <HeaderElement>
      <TopBar />
      <MainBar onDownloadPriceList={onDownloadPriceList} />
      <MegaMenu />
    </HeaderElement>
  );
}
