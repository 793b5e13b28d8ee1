import { useEffect, useId, useMemo, useRef } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router';
import styled from 'styled-components';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { useRoutePath } from '../../app/routePaths';
import { CloseIcon, PanelBackdrop, PanelCloseButton, PanelHeader, PanelLayer, panelKeyDown } from '../../components/SidePanel';
import { VisuallyHidden } from '../../components/VisuallyHidden';
import { formatMoney } from '../../../common/format';
import { formatQuantity } from '../../../common/quantity';
import { selectCurrencyCode, selectVatMode, useCmsText } from '../website';
import { cartViewClosed, cartViewOpened, selectCartCurrency, selectCartIsEmpty, selectCartLineCount, selectCartLines } from './cartSlice';
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

const Lines = styled.ul`
  display: flex;
  flex-direction: column;
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: grid;
    grid-template-columns: minmax(0, 1fr) auto;
    gap: 2px 12px;
    padding: 10px 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  li:first-child {
    padding-top: 0;
  }
`;

const LineName = styled.span`
  grid-column: 1 / -1;
  font-weight: 600;
  overflow-wrap: anywhere;
`;

const LineQuantity = styled.span`
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.9375rem;
`;

const LineAmount = styled.span`
  font-weight: 600;
  white-space: nowrap;
  font-variant-numeric: tabular-nums;
`;

/** The lines the panel lists; the rest are on the cart page ('Show cart'). */
export const MINI_CART_LINES = 5;

/**
 * The cart's products, the latest first (a new line is added at the end of the cart): name, quantity with its unit
 * in the language's number format, and the line amount of the calculation (excl. or incl. VAT as the shop shows
 * prices) — so the buyer sees what was just added, not only totals (issue 16 item 8).
 */
function MiniCartLines() {
  const intl = useIntl();
  const cms = useCmsText();
  const lines = useAppSelector(selectCartLines);
  const withVat = useAppSelector(selectVatMode);
  const currency = useAppSelector((state) => selectCartCurrency(state) ?? selectCurrencyCode(state));
  const products = useMemo(() => lines.filter((line) => line.type === 'product' && !line.parentId).reverse(), [lines]);
  if (products.length === 0) return null;
  const shown = products.slice(0, MINI_CART_LINES);
  const more = products.length - shown.length;
  return (
    <>
      <Lines aria-label={intl.formatMessage(m.linesHeading)}>
        {shown.map((line) => {
          const unitId = line.productKey.unitOfMeasure;
          const price = line.netLinePrice ?? line.linePrice;
          return (
            <li key={line.id}>
              <LineName>{line.text || line.productKey.productId}</LineName>
              <LineQuantity>
                {intl.formatMessage(m.lineQuantity, {
                  quantity: formatQuantity(line.quantity, intl.locale),
                  unit: cms(`unit.${unitId}`) ?? unitId,
                })}
              </LineQuantity>
              <LineAmount>
                {price ? (
                  formatMoney(withVat ? price.priceWithVat : price.priceWithoutVat, currency)
                ) : (
                  <>
                    <span aria-hidden="true">–</span>
                    <VisuallyHidden>{intl.formatMessage(m.priceNotCalculated)}</VisuallyHidden>
                  </>
                )}
              </LineAmount>
            </li>
          );
        })}
      </Lines>
      {more > 0 && <p>{intl.formatMessage(m.moreLines, { count: more })}</p>}
    </>
  );
}

export interface MiniCartProps {
  onClose: () => void;
}

/**
 * SPEC §2 mini-cart: a right-hand modal side panel with the order title, the products (the latest first, up to
 * MINI_CART_LINES: name, quantity, amount), the cart summary and 'Show cart'. Opening
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
  const count = useAppSelector(selectCartLineCount);
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
          <p>{intl.formatMessage(m.itemCount, { count })}</p>
          <MiniCartLines />
          <CartSummary />
          <PrimaryLink to={path('cart')}>{intl.formatMessage(m.showCart)}</PrimaryLink>
        </Body>
      </Panel>
    </PanelLayer>
  );
}
