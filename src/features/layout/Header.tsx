import { useEffect, useState, type ComponentType } from 'react';
import styled from 'styled-components';
import { useMediaQuery } from '../../lib/useMediaQuery';
import { theme } from '../../styles/theme';
import MainBar from './MainBar';
import TopBar from './TopBar';

const HeaderElement = styled.header`
  position: relative;
  z-index: ${({ theme }) => theme.zIndex.header};
  background: ${({ theme }) => theme.colors.white};
  box-shadow: 0 1px 0 ${({ theme }) => theme.colors.border};
`;

/** Below the desktop breakpoint the burger menu navigates; the mega menu is not shown there (MegaMenu's CSS). */
export const BELOW_DESKTOP = `(max-width: ${theme.breakpoints.lg - 0.02}px)`;

let megaMenu: ComponentType | null = null;
let megaMenuLoading: Promise<ComponentType> | null = null;

/**
 * The desktop navigation's module, a chunk of its own: a phone never downloads it. On a desktop src/index.tsx loads
 * it before the first render, so the menu is in the first screen (no shift); after a resize it loads on demand.
 */
export function loadMegaMenu(): Promise<ComponentType> {
  megaMenuLoading ??= import(/* webpackChunkName: "megaMenu" */ './MegaMenu').then((module) => (megaMenu = module.default));
  return megaMenuLoading;
}

function DesktopNavigation() {
  const [Menu, setMenu] = useState<ComponentType | null>(() => megaMenu);
  useEffect(() => {
    if (Menu) return undefined;
    let live = true;
    loadMegaMenu()
      .then((loaded) => live && setMenu(() => loaded))
      .catch(() => undefined); // without its chunk the burger menu still navigates
    return () => {
      live = false;
    };
  }, [Menu]);
  return Menu ? <Menu /> : null;
}

export interface HeaderProps {
  /** Downloads the customer's price list (customer-centre menu). Without it the entry is shown disabled. */
  onDownloadPriceList?: () => void;
}

/**
 * The site header (SPEC §2 Header): top bar (languages, user, impersonation notice), main bar (burger, logo,
 * search, customer centre or login, cart) and the desktop navigation (mega menu). It is the page's banner
 * landmark; render it once, inside the router, store, intl and theme providers. On a phone the mega menu is neither
 * downloaded nor rendered: it would be hidden, and it would delay the first screen.
 */
export default function Header({ onDownloadPriceList }: HeaderProps) {
  const phone = useMediaQuery(BELOW_DESKTOP);
  return (
    <HeaderElement>
      <TopBar />
      <MainBar onDownloadPriceList={onDownloadPriceList} />
      {!phone && <DesktopNavigation />}
    </HeaderElement>
  );
}
