import { lazy, Suspense, useCallback, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router';
import styled, { css } from 'styled-components';
import { useAppSelector } from '../../app/hooks';
import { withMessages } from '../../app/i18n';
import { useRoutePath } from '../../app/routePaths';
import { media } from '../../styles/theme';
import { selectCartLineCount } from '../cart';
import { selectIsImpostor, selectIsLoggedIn } from '../user';
import { selectSiteName } from '../website';
import CustomerCenterMenu from './CustomerCenterMenu';
import { iconButton } from './iconButton';
import { messages } from './messages';
import { PHONE, phoneSearchRow, SearchSlot, SearchToggle, usePhoneSearch } from './PhoneSearch';
import SearchField from './SearchField';
import { useLoginHref } from './useLoginHref';
import { Container, Tooltip } from '../../components';

const Bar = styled.div`
  background: ${({ theme }) => theme.colors.white};
`;

/** One row; on phones (below 768 px) a compact one: burger, logo, search icon, cart (62 px high). */
const Inner = styled(Container)`
  display: flex;
  flex-wrap: nowrap;
  align-items: center;
  gap: 8px;
  padding-top: 10px;
  padding-bottom: 10px;
  ${media.md} {
    gap: 24px;
    padding-top: 12px;
    padding-bottom: 12px;
  }
  ${phoneSearchRow}
`;

const BurgerButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 42px;
  height: 42px;
  padding: 0;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.white};
  color: ${({ theme }) => theme.colors.primary};
  cursor: pointer;
  ${media.lg} {
    display: none;
  }
`;

const LogoLink = styled(Link)`
  display: inline-flex;
  flex: 0 1 auto;
  align-items: center;
  min-width: 0;
  color: ${({ theme }) => theme.colors.primary};
  text-decoration: none;
  svg {
    display: block;
    flex: none;
    height: 36px;
    width: auto;
  }
`;

const Actions = styled.div`
  display: flex;
  flex: none;
  align-items: center;
  gap: 4px;
  margin-left: auto;
  ${media.md} {
    gap: 12px;
    margin-left: 0;
  }
`;

/** The login button or the customer-centre menu: on phones they are in the burger menu. */
const AccountSlot = styled.div`
  display: flex;
  ${PHONE} {
    display: none;
  }
`;

const LoginLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  height: 42px;
  padding: 0 18px;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.white};
  font-weight: 600;
  text-decoration: none;
  white-space: nowrap;
  &:hover,
  &:focus-visible {
    background: ${({ theme }) => theme.colors.primaryDark};
  }
`;

const cartControl = css`
  position: relative;
  ${iconButton}
`;

/**
 * The quick order page's link (logged-in buyers): the cart's control with a bolt icon, and its text from 992 px (with
 * the burger, the customer centre's label and the search field a tablet's row has no room for it); below, the icon.
 */
const QuickOrderLink = styled(Link)`
  ${cartControl}
  width: auto;
  min-width: 42px;
  gap: 6px;
  font-weight: 600;
  text-decoration: none;
  &[aria-current] {
    background: ${({ theme }) => theme.colors.primaryLight};
  }
  span {
    display: none;
  }
  ${media.lg} {
    padding: 0 10px;
    span {
      display: inline;
    }
  }
`;

/** An empty cart's button goes to the cart page. */
const CartLink = styled(Link)`
  ${cartControl}
`;

/** A cart that is not empty: the button opens the mini-cart. */
const CartButton = styled.button`
  ${cartControl}
`;

const Badge = styled.span`
  position: absolute;
  top: 0;
  right: -4px;
  min-width: 20px;
  height: 20px;
  padding: 0 5px;
  border-radius: 10px;
  background: ${({ theme }) => theme.colors.accent};
  color: ${({ theme }) => theme.colors.text};
  font-size: 0.75rem;
  font-weight: 700;
  line-height: 20px;
  text-align: center;
`;

/** The burger menu is its own chunk, fetched when the pointer or focus comes to the burger button. */
const loadBurgerMenu = () => import(/* webpackChunkName: "burger" */ './BurgerMenu');
const BurgerMenu = lazy(loadBurgerMenu);
const preloadBurgerMenu = () => {
  loadBurgerMenu().catch(() => undefined); // a failed preload is retried by the lazy component
};

/** The mini-cart panel is its own chunk: the header's first load stays small. */
const loadMiniCart = withMessages('minicart', () => import(/* webpackChunkName: "minicart" */ '../cart/MiniCart'));
const MiniCart = lazy(loadMiniCart);
/** Fetches the chunk while the pointer or focus is on the cart button, so the panel opens at once. */
const preloadMiniCart = () => {
  loadMiniCart().catch(() => undefined); // a failed preload is retried by the lazy component
};

function BurgerIcon() {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
    </svg>
  );
}

function BoltIcon() {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M13 2 4 14h7l-1 8 9-12h-7z" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
    </svg>
  );
}

function CartIcon() {
  return (
    <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M2 3h3l2.4 11.2a2 2 0 0 0 2 1.6h8.2a2 2 0 0 0 2-1.5L21 7H6"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
      />
      <circle cx="10" cy="20" r="1.6" fill="currentColor" />
      <circle cx="17" cy="20" r="1.6" fill="currentColor" />
    </svg>
  );
}

/** A text logo (inline SVG), so it needs no media file. */
const LogoMark = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 10px;
  min-width: 0;
  font-size: 1.125rem;
  font-weight: 700;
  white-space: nowrap;
  span {
    overflow: hidden;
    text-overflow: ellipsis;
  }
  ${PHONE} {
    font-size: 1rem;
  }
`;

function Logo({ text }: { text: string }) {
  return (
    <LogoMark>
      <svg viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" focusable="false">
        <rect x="0" y="0" width="32" height="32" rx="6" fill="currentColor" />
        <path d="M9 23V9h7a4 4 0 0 1 0 7h-7m7 0a4 4 0 0 1 0 7h-7" fill="none" stroke="#fff" strokeWidth="2.6" />
      </svg>
      <span>{text}</span>
    </LogoMark>
  );
}

interface CartControlProps {
  /** Products (lines) in the cart. */
  count: number;
  miniCartOpen: boolean;
  cartRef: (element: HTMLElement | null) => void;
  onOpen: () => void;
}

/** SPEC §2: a cart that is not empty opens the mini-cart (a dialog); an empty one goes to the cart page. */
function CartControl({ count, miniCartOpen, cartRef, onOpen }: CartControlProps) {
  const intl = useIntl();
  const path = useRoutePath();
  return count > 0 ? (
    <CartButton
      ref={cartRef}
      type="button"
      aria-label={intl.formatMessage(messages.cartWithItems, { count, countText: String(count) })}
      aria-haspopup="dialog"
      aria-expanded={miniCartOpen}
      onMouseEnter={preloadMiniCart}
      onFocus={preloadMiniCart}
      onClick={onOpen}
    >
      <CartIcon />
      <Badge aria-hidden="true">{count > 99 ? '99+' : count}</Badge>
    </CartButton>
  ) : (
    <CartLink ref={cartRef} to={path('cart')} aria-label={intl.formatMessage(messages.cart)}>
      <CartIcon />
    </CartLink>
  );
}

export interface MainBarProps {
  /** Downloads the customer's price list (customer-centre menu); without it the entry is disabled. */
  onDownloadPriceList?: () => void;
}

/**
 * SPEC §2 main bar: burger (below 992 px), logo, search field, the customer-centre menu when logged in or
 * a login button with a tooltip, and the cart button (logged in, or a visitor whose cart is not empty) with its
 * badge counting the products (lines) when the cart is not empty; before them the quick order link (logged in,
 * issue 16).
 * On phones (below 768 px) one compact row: burger, logo, a search icon that opens the field over the row, cart;
 * login and customer centre are in the burger menu.
 */
export default function MainBar({ onDownloadPriceList }: MainBarProps) {
  const intl = useIntl();
  const path = useRoutePath();
  const loginHref = useLoginHref();
  const search = usePhoneSearch();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  // A sales rep who has not chosen a customer yet has no customer centre and no cart (SPEC §2 guards).
  const impostor = useAppSelector(selectIsImpostor);
  const siteName = useAppSelector(selectSiteName);
  const { pathname } = useLocation();
  const quickOrderPath = path('quickOrder');
  // The badge counts products (lines): 12.5 m of cable and 8 screws are 2, not '20.5' (issue 16).
  const count = useAppSelector(selectCartLineCount);
  // SPEC §6 shows the cart to logged-in users; a visitor who has put something in it gets it too (issue 16), so the
  // lines can be seen and taken to the login that keeps them.
  const showCart = loggedIn ? !impostor : count > 0;
  const [burgerOpen, setBurgerOpen] = useState(false);
  const burgerRef = useRef<HTMLButtonElement>(null);
  const burgerId = useId();
  const [miniCartOpen, setMiniCartOpen] = useState(false);
  /** The cart control (button or link, as the cart's state makes it): focus returns here from the mini-cart. */
  const cartRef = useRef<HTMLElement | null>(null);
  const setCartRef = useCallback((element: HTMLElement | null) => {
    cartRef.current = element;
  }, []);

  const closeBurger = useCallback(() => {
    setBurgerOpen(false);
    burgerRef.current?.focus();
  }, []);

  const closeMiniCart = useCallback(() => {
    setMiniCartOpen(false);
    cartRef.current?.focus();
  }, []);

  return (
    <Bar>
      <Inner data-search-open={search.open || undefined}>
        <BurgerButton
          ref={burgerRef}
          type="button"
          aria-label={intl.formatMessage(messages.openMenu)}
          aria-expanded={burgerOpen}
          aria-controls={burgerId}
          onClick={() => setBurgerOpen(true)}
          onPointerEnter={preloadBurgerMenu}
          onFocus={preloadBurgerMenu}
        >
          <BurgerIcon />
        </BurgerButton>
        <LogoLink to={path('home')} aria-label={intl.formatMessage(messages.logoAlt, { siteName })}>
          <Logo text={siteName} />
        </LogoLink>
        <SearchSlot search={search}>
          <SearchField />
        </SearchSlot>
        <Actions>
          <SearchToggle search={search} />
          {/* Issue 16: the quick order from every page — for buyers, as the cart (a visitor has no cart to order from). */}
          {loggedIn && !impostor && (
            <QuickOrderLink
              to={quickOrderPath}
              aria-label={intl.formatMessage(messages.quickOrder)}
              aria-current={pathname === quickOrderPath ? 'page' : undefined}
            >
              <BoltIcon />
              <span aria-hidden="true">{intl.formatMessage(messages.quickOrder)}</span>
            </QuickOrderLink>
          )}
          <AccountSlot>
            {loggedIn ? (
              !impostor && <CustomerCenterMenu onDownloadPriceList={onDownloadPriceList} />
            ) : (
              <Tooltip content={intl.formatMessage(messages.loginTooltip)}>
                <LoginLink to={loginHref}>{intl.formatMessage(messages.login)}</LoginLink>
              </Tooltip>
            )}
          </AccountSlot>
          {showCart && (
            <CartControl count={count} miniCartOpen={miniCartOpen} cartRef={setCartRef} onOpen={() => setMiniCartOpen(true)} />
          )}
        </Actions>
      </Inner>
      {burgerOpen && (
        <Suspense fallback={null}>
          <BurgerMenu open onClose={closeBurger} id={burgerId} onDownloadPriceList={onDownloadPriceList} />
        </Suspense>
      )}
      {showCart && miniCartOpen && (
        <Suspense fallback={null}>
          <MiniCart onClose={closeMiniCart} />
        </Suspense>
      )}
    </Bar>
  );
}
