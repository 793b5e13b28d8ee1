import { memo, useCallback, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { Price } from '../../api/commerceTypes';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { VisuallyHidden } from '../../components/VisuallyHidden';
import { formatMoney } from '../../../common/format';
import { formatQuantity, parseQuantityText } from '../../../common/quantity';
import { QuantityStepper } from '../product';
import { selectCurrencyCode, selectVatMode, useCmsText } from '../website';
import { changeLineQuantity, removeCartLine } from './cartActions';
import { selectCartCurrency, selectLineById } from './cartSlice';
import { cartMessages as m } from './messages';
import { LineStockNote } from './StockNote';
import { QuoteLineNote } from './QuoteLineNote';

/**
 * The line's layout follows the width the cart's list has (a container query on CartLines' list), not the window's:
 * stacked on a phone; quantity and prices side by side under the name from 480 px; one row from 760 px. Every part
 * takes the room its text needs — a fixed price column let 'Amount' and the struck-through price run over the unit
 * (issue 16).
 */
const Row = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  grid-template-areas:
    'info remove'
    'qty qty'
    'prices prices';
  gap: 10px 16px;
  padding: 14px 0;
  align-items: center;
  @container cart-lines (min-width: 480px) {
    grid-template-columns: auto minmax(0, 1fr) auto;
    grid-template-areas:
      'info info remove'
      'qty prices prices';
  }
  @container cart-lines (min-width: 760px) {
    /* The prices grow with their amounts (large amounts incl. VAT, a struck-through price) instead of running
       over the quantity. */
    grid-template-columns: minmax(0, 1fr) auto minmax(11rem, max-content) auto;
    grid-template-areas: 'info qty prices remove';
  }
`;

const Info = styled.div`
  grid-area: info;
  min-width: 0;
  display: flex;
  flex-direction: column;
  gap: 2px;
`;

const Name = styled.span`
  font-weight: 600;
  overflow-wrap: anywhere;
`;

const Meta = styled.span`
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.875rem;
`;

const Quantity = styled.div`
  grid-area: qty;
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: 8px;
`;

const UnitText = styled.span`
  padding-bottom: 10px;
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.875rem;
  white-space: nowrap;
`;

/** From 480 px the price before the discount stands above the amount: side by side they needed more room than the column had. */
const Prices = styled.dl`
  grid-area: prices;
  margin: 0;
  display: grid;
  grid-template-columns: auto auto;
  justify-content: space-between;
  gap: 2px 12px;
  font-size: 0.9375rem;
  @container cart-lines (min-width: 480px) {
    justify-self: end;
    text-align: right;
    dt {
      white-space: nowrap;
    }
    del {
      display: block;
      margin-right: 0;
    }
  }
  dt {
    color: ${({ theme }) => theme.colors.muted};
  }
  dd {
    margin: 0;
    white-space: nowrap;
    font-variant-numeric: tabular-nums;
  }
  del {
    display: block;
    color: ${({ theme }) => theme.colors.muted};
    font-weight: 400;
  }
`;

const Amount = styled.dd`
  font-weight: 700;
`;

const RemoveButton = styled.button`
  grid-area: remove;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 40px;
  height: 40px;
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radius};
  background: none;
  color: ${({ theme }) => theme.colors.muted};
  cursor: pointer;
  &:hover,
  &:focus-visible {
    border-color: ${({ theme }) => theme.colors.border};
    color: ${({ theme }) => theme.colors.danger};
  }
`;

function TrashIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M4 7h16M9 7V4h6v3M6 7l1 13h10l1-13M10 11v6M14 11v6"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/**
 * A typed quantity for the line's unit: whole numbers, or up to 3 decimals (comma or point) when the unit is sold by
 * measure (allowsDecimals: the catalogue's flag the line carries). The shop's one reading (src/lib/quantity.ts).
 */
export function parseLineQuantity(text: string, allowsDecimals: boolean): number | null {
  return parseQuantityText(text, allowsDecimals);
}

export interface CartLineRowProps {
  id: string;
  /** Called after the user removed the line (the list moves focus and announces it). Keep it stable. */
  onRemoved?: (name: string) => void;
}

/**
 * One cart line (SPEC §2 cart page): name, item number, unit of measure, quantity (stepper and typed input; a
 * valid quantity is applied at once — the server save is debounced), unit price and amount from the calculation
 * (with or without VAT as the VAT mode says) and removal. Memoised and selecting only its own line, so editing
 * another line does not render it.
 */
export const CartLineRow = memo(function CartLineRow({ id, onRemoved }: CartLineRowProps) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const cms = useCmsText();
  const line = useAppSelector((state) => selectLineById(state, id));
  const withVat = useAppSelector(selectVatMode);
  const currency = useAppSelector((state) => selectCartCurrency(state) ?? selectCurrencyCode(state));
  const quantity = line?.quantity ?? 0;
  // The quantity as the language writes it (12,5 m in Danish), the form the field reads back.
  const [text, setText] = useState(() => formatQuantity(quantity, intl.locale));
  const applied = useRef(quantity);

  // A change from elsewhere (a merge from the product page, a reset) shows in the field.
  useEffect(() => {
    if (quantity !== applied.current) {
      applied.current = quantity;
      setText(formatQuantity(quantity, intl.locale));
    }
  }, [quantity, intl.locale]);

  const unitId = line?.productKey.unitOfMeasure ?? '';
  // The unit's catalogue rule, as the server (or the product page, when adding) gave it with the line.
  const allowsDecimals = line?.allowsDecimals === true;
  const onQuantity = useCallback(
    (next: string) => {
      setText(next);
      const parsed = parseLineQuantity(next, allowsDecimals);
      if (parsed !== null && parsed !== applied.current) {
        applied.current = parsed;
        dispatch(changeLineQuantity(id, parsed));
      }
    },
    [dispatch, id, allowsDecimals],
  );

  if (!line) return null;
  const name = line.text || line.productKey.productId;
  const unitLabel = cms(`unit.${unitId}`) ?? unitId;
  const money = (price: Price | undefined) =>
    price ? formatMoney(withVat ? price.priceWithVat : price.priceWithoutVat, currency) : null;
  const unitPrice = money(line.netUnitPrice ?? line.unitPrice);
  const amount = money(line.netLinePrice ?? line.linePrice);
  const before =
    line.linePrice && line.netLinePrice && line.linePrice.priceWithoutVat > line.netLinePrice.priceWithoutVat
      ? money(line.linePrice)
      : null;
  const notCalculated = <VisuallyHidden>{intl.formatMessage(m.priceNotCalculated)}</VisuallyHidden>;

  return (
    <Row>
      <Info>
        <Name>{name}</Name>
        <Meta>{intl.formatMessage(m.itemNumber, { id: line.productKey.productId })}</Meta>
        <LineStockNote line={line} />
        {/* A line of a cart made from a quote (issue 20). */}
        <QuoteLineNote line={line} currency={currency} />
      </Info>
      <Quantity role="group" aria-label={intl.formatMessage(m.quantityFor, { name })}>
        <QuantityStepper value={text} onChange={onQuantity} allowsDecimals={allowsDecimals} />
        <UnitText>{intl.formatMessage(m.unit, { unit: unitLabel })}</UnitText>
      </Quantity>
      <Prices>
        <dt>{intl.formatMessage(m.unitPrice)}</dt>
        <dd>{unitPrice ?? <span aria-hidden="true">–</span>}{unitPrice ? null : notCalculated}</dd>
        <dt>{intl.formatMessage(m.lineTotal)}</dt>
        <Amount>
          {before && <del>{before}</del>}
          {amount ?? <span aria-hidden="true">–</span>}
          {amount ? null : notCalculated}
        </Amount>
      </Prices>
      <RemoveButton
        type="button"
        aria-label={intl.formatMessage(m.remove, { name })}
        onClick={() => {
          dispatch(removeCartLine(id));
          onRemoved?.(name);
        }}
      >
        <TrashIcon />
      </RemoveButton>
    </Row>
  );
});

