import { useEffect, useMemo, useRef, useState } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { useNavigate } from 'react-router';
import styled from 'styled-components';
import type { CustomerCentreOrder } from '../../api/customerCentreTypes';
import type { PriceKey, Product } from '../../api/types';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { useRoutePath } from '../../app/routePaths';
import { NavigationButton } from '../../components/NavigationButton';
import { Spinner } from '../../components/Spinner';
import { formatMoney } from '../../../common/format';
import { addLinesToCart, lookupItems } from '../cart';
import { priceKey, priceNeeded } from '../price';
import { selectCurrencyCode, useCmsText } from '../website';
import { ColumnHeads, LineItemCells } from './DocumentParts';
import { messageOf } from './loaders';
import { m, mv } from './messages';
import { cartLinesOf, planReorder, priceChangeCents, priceKeyOf, productProblem, reorderableLines, type ReorderLine } from './reorderPlan';
import { Actions, Badge, DataTable, Notice, Section } from './styles';

const Panel = styled(Section)`
  padding: 16px;
  border: 2px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radius};
  h2:focus {
    outline: none;
  }
  tr.unavailable th,
  tr.unavailable td {
    color: ${({ theme }) => theme.colors.muted};
  }
`;

/** The unit's name as the cart shows it ('unit.PK' → 'Pakke'), its code when there is none. */
type UnitName = (unitId: string) => string;

function verdictText(intl: IntlShape, unitName: UnitName, { line, verdict }: ReorderLine): string {
  if (verdict.kind === 'available') return intl.formatMessage(m.canBeOrdered);
  if (verdict.kind === 'pending') return intl.formatMessage(m.reasonPending);
  switch (verdict.reason) {
    case 'productGone':
      return intl.formatMessage(m.reasonProductGone);
    case 'variantGone':
      return intl.formatMessage(m.reasonVariantGone);
    case 'unitGone':
      return intl.formatMessage(mv.reasonUnitGone, { unit: unitName(line.productKey.unitOfMeasure) });
    case 'quantity':
      return intl.formatMessage(mv.reasonQuantity, { quantity: intl.formatNumber(line.quantity), unit: unitName(line.productKey.unitOfMeasure) });
    default:
      return intl.formatMessage(m.reasonNoPrice);
  }
}

function ChangeCell({ paid, entry, intl }: { paid: number; entry: ReorderLine; intl: IntlShape }) {
  if (entry.verdict.kind !== 'available') return null;
  const cents = priceChangeCents(paid, entry.verdict.unitPrice);
  if (cents === 0) return <>{intl.formatMessage(m.priceSame)}</>;
  const amount = formatMoney(Math.abs(cents) / 100, entry.verdict.currencyCode);
  return (
    <Badge $tone={cents > 0 ? 'warning' : 'success'}>
      {intl.formatMessage(cents > 0 ? mv.priceUp : mv.priceDown, { amount })}
    </Badge>
  );
}

export interface ReorderPreviewProps {
  order: CustomerCentreOrder;
  onClose: () => void;
}

/** The products of the lines (LookupItems, again on each attempt), or the lookup's error. */
function useReorderProducts(lines: ReturnType<typeof reorderableLines>, attempt: number) {
  const dispatch = useAppDispatch();
  const [products, setProducts] = useState<Map<string, Product> | null>(null);
  const [lookupError, setLookupError] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    setLookupError(null);
    const ids = [...new Set(lines.map((line) => line.productKey.productId))];
    dispatch(lookupItems(ids)).then(
      (found) => {
        if (!live) return;
        const byId = new Map<string, Product>();
        // Only a product's own id counts: an order line names its product, never a variant by its id.
        for (const [id, item] of found) if (item.variantId === null) byId.set(id, item.product);
        setProducts(byId);
      },
      (error: unknown) => {
        if (live) setLookupError(messageOf(error));
      },
    );
    return () => {
      live = false;
    };
  }, [dispatch, lines, attempt]);
  return { products, lookupError };
}

/**
 * Reorder with a preview (issue 8): each product line of the order with the price paid next to today's price
 * (the customer's price from the price store, asked through the price saga's batching), and the lines that can no
 * longer be bought with the reason. 'Add the available lines' puts the rest into the cart in one action (one
 * add_to_cart event) and goes to the cart. Nothing is added before that.
 */
export function ReorderPreview({ order, onClose }: ReorderPreviewProps) {
  const intl = useIntl();
  const cms = useCmsText();
  const unitName: UnitName = (unitId) => cms(`unit.${unitId}`, unitId);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const path = useRoutePath();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const lines = useMemo(() => reorderableLines(order.lines), [order.lines]);
  const [attempt, setAttempt] = useState(0);
  const currency = useAppSelector(selectCurrencyCode);
  const prices = useAppSelector((state) => state.price.entries);

  useEffect(() => {
    headingRef.current?.focus();
  }, []);
  const { products, lookupError } = useReorderProducts(lines, attempt);

  // Today's prices of the lines that can still be bought (the price saga batches them, 10 a call).
  useEffect(() => {
    if (!products) return;
    const keys = lines.filter((line) => productProblem(line, products.get(line.productKey.productId)) === null).map(priceKeyOf);
    if (keys.length > 0) dispatch(priceNeeded(keys));
  }, [dispatch, lines, products]);

  const plan = useMemo(
    () => (products ? planReorder(lines, products, (key: PriceKey) => prices[priceKey(key, currency)]) : null),
    [lines, products, prices, currency],
  );
  const available = plan?.filter((entry) => entry.verdict.kind === 'available').length ?? 0;
  const pending = !plan || plan.some((entry) => entry.verdict.kind === 'pending');

  const addAvailable = () => {
    if (!plan) return;
    dispatch(addLinesToCart(cartLinesOf(plan)));
    void navigate(path('cart'));
  };

  const labels = [m.item, m.quantity, m.pricePaid, m.priceToday, m.priceChange, m.availability].map((label) => intl.formatMessage(label));
  return (
    <Panel aria-labelledby="cc-reorder">
      <h2 id="cc-reorder" ref={headingRef} tabIndex={-1}>
        {intl.formatMessage(m.reorderTitle)}
      </h2>
      <p>{intl.formatMessage(m.reorderIntro)}</p>
      {lines.length === 0 && <p>{intl.formatMessage(m.reorderNothingToOrder)}</p>}
      {lookupError && (
        <Notice role="alert" $tone="danger">
          <p>{intl.formatMessage(m.reorderFailed)}</p>
          <p>{intl.formatMessage(mv.errorDetail, { message: lookupError })}</p>
          <NavigationButton variant="secondary" onClick={() => setAttempt((n) => n + 1)}>
            {intl.formatMessage(m.retry)}
          </NavigationButton>
        </Notice>
      )}
      {lines.length > 0 && !lookupError && (
        <DataTable aria-busy={pending || undefined}>
          <caption>{intl.formatMessage(mv.reorderCaption, { number: order.orderNumber })}</caption>
          <ColumnHeads labels={labels} numeric={[1, 2, 3]} />
          <tbody>
            {lines.map((line, index) => {
              const entry = plan?.[index];
              const verdict = entry?.verdict;
              return (
                <tr key={line.id || index} className={verdict?.kind === 'unavailable' ? 'unavailable' : undefined}>
                  <LineItemCells line={line} quantityLabel={labels[1]!} />
                  <td data-label={labels[2]} className="num">
                    {formatMoney(line.netUnitPrice.priceWithoutVat, order.currencyCode)}
                  </td>
                  <td data-label={labels[3]} className="num">
                    {verdict?.kind === 'available' ? formatMoney(verdict.unitPrice, verdict.currencyCode) : '–'}
                  </td>
                  <td data-label={labels[4]}>{entry && <ChangeCell paid={line.netUnitPrice.priceWithoutVat} entry={entry} intl={intl} />}</td>
                  <td data-label={labels[5]}>{entry ? verdictText(intl, unitName, entry) : intl.formatMessage(m.reasonPending)}</td>
                </tr>
              );
            })}
          </tbody>
        </DataTable>
      )}
      <p role="status">
        {pending && lines.length > 0 && !lookupError ? (
          <>
            <Spinner size={16} decorative /> {intl.formatMessage(m.reorderChecking)}
          </>
        ) : plan && lines.length > 0 ? (
          available === 0 ? (
            intl.formatMessage(m.noneAvailable)
          ) : (
            intl.formatMessage(mv.reorderSummary, { available, total: lines.length })
          )
        ) : null}
      </p>
      <Actions>
        <NavigationButton onClick={addAvailable} disabled={pending || available === 0}>
          {intl.formatMessage(mv.addAvailable, { count: available })}
        </NavigationButton>
        <NavigationButton variant="secondary" onClick={onClose}>
          {intl.formatMessage(m.closeReorder)}
        </NavigationButton>
      </Actions>
    </Panel>
  );
}
