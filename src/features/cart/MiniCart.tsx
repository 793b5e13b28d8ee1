import { useEffect, useId, useRef } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router';
import styled from 'styled-components';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { useRoutePath } from '../../app/routePaths';
import { CloseIcon, PanelBackdrop, PanelCloseButton, PanelHeader, PanelLayer, panelKeyDown } from '../../components/SidePanel';
import { cartViewClosed, cartViewOpened, selectCartIsEmpty, selectCartQuantity } from './cartSlice';
import { CartSummary } from './CartSummary';
import { cartMessages as m } from './messages';
import { PrimaryLink } from './styles';

/** The right-hand side panel (SPEC §2 mini-cart): full width on phones, 400 px from 576 px up. */
const Panel = styled.div`
  position: absolute;
  top: 0;
  right: 0;
  bottom: 0;
  display: flex;
  flex-direction: column;
  width: 100%;
  background: ${({ theme }) => theme.colors.white};
  box-shadow: ${({ theme }) => theme.shadow};
  overflow-y: auto;
  @media (min-width: ${({ theme }) => theme.breakpoints.sm}px) {
    width: 400px;
  }
`;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: 16px;
  padding: 16px;
  p {
    margin: 0;
  }
`;

export interface MiniCartProps {
  onClose: () => void;
}

/**
 * SPEC §2 mini-cart: a right-hand modal side panel with the order title, the cart summary and 'Show cart'. Opening
 * it calculates the cart when it is not calculated yet (cartViewOpened). It closes on Escape, the close button,
 * the backdrop, a route change — and when the cart becomes empty (it exists only for a cart that is not).
 * Loaded lazily by the header's cart button.
 */
export default function MiniCart({ onClose }: MiniCartProps) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const path = useRoutePath();
  const location = useLocation();
  const titleId = useId();
  const closeRef = useRef<HTMLButtonElement>(null);
  const empty = useAppSelector(selectCartIsEmpty);
  const quantity = useAppSelector(selectCartQuantity);
  const openedAt = useRef(location.key);

  useEffect(() => {
    dispatch(cartViewOpened());
    closeRef.current?.focus();
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = previousOverflow;
      dispatch(cartViewClosed());
    };
  }, [dispatch]);

  useEffect(() => {
    if (empty || location.key !== openedAt.current) onClose();
  }, [empty, location.key, onClose]);

  return (
    <PanelLayer>
      <PanelBackdrop onClick={onClose} />
      <Panel role="dialog" aria-modal="true" aria-labelledby={titleId} onKeyDown={(event) => panelKeyDown(event, onClose)}>
        <PanelHeader>
          <h2 id={titleId}>{intl.formatMessage(m.miniCartTitle)}</h2>
          <PanelCloseButton ref={closeRef} type="button" aria-label={intl.formatMessage(m.miniCartClose)} onClick={onClose}>
            <CloseIcon />
          </PanelCloseButton>
        </PanelHeader>
        <Body>
          <p>{intl.formatMessage(m.itemCount, { count: quantity })}</p>
          <CartSummary />
          <PrimaryLink to={path('cart')}>{intl.formatMessage(m.showCart)}</PrimaryLink>
        </Body>
      </Panel>
    </PanelLayer>
  );
}
