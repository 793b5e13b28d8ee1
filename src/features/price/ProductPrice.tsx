import { useIntl } from 'react-intl';
import styled, { keyframes } from 'styled-components';
import type { Product } from '../../api/types';
import { useAppSelector } from '../../app/hooks';
import { VisuallyHidden } from '../../components/VisuallyHidden';
import { formatMoney } from '../../../common/format';
import { selectCmsText } from '../website';
import { priceMessages } from './messages';
import { normalQuantity, usePrice, type PriceInfo } from './usePrice';

export interface ProductPriceProps {
  product: Product;
  /** Unit of measure; the product's default unit when not given. */
  unitId?: string;
  variantId?: string | null;
  /** Quantity that picks the quantity tier; default 1. */
  quantity?: number;
  /** Shows the quantity price table. */
  showTiers?: boolean;
  /** 'lg' on the product page, 'md' in tiles and tables. */
  size?: 'md' | 'lg';
  className?: string;
}

const pulse = keyframes`
  0%, 100% { opacity: 1; }
  50% { opacity: 0.45; }
`;

const Box = styled.div`
  display: flex;
  flex-direction: column;
  gap: 4px;
  min-width: 0;
`;

const Line = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: 4px 8px;
`;

const Amount = styled.span<{ $size: 'md' | 'lg' }>`
  font-size: ${({ $size }) => ($size === 'lg' ? '1.75rem' : '1.125rem')};
  font-weight: 700;
  color: ${({ theme }) => theme.colors.text};
  white-space: nowrap;
`;

const Vat = styled.span`
  font-size: 0.8125rem;
  color: ${({ theme }) => theme.colors.muted};
`;

const Before = styled.del`
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.muted};
  white-space: nowrap;
`;

const OnRequest = styled.span`
  font-weight: 600;
  color: ${({ theme }) => theme.colors.muted};
`;

const Skeleton = styled.span<{ $size: 'md' | 'lg' }>`
  display: inline-block;
  width: ${({ $size }) => ($size === 'lg' ? '180px' : '110px')};
  height: ${({ $size }) => ($size === 'lg' ? '2rem' : '1.25rem')};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.border};
  animation: ${pulse} 1.2s ease-in-out infinite;

  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

const Tiers = styled.table`
  margin-top: 8px;
  border-collapse: collapse;
  font-size: 0.875rem;

  caption {
    text-align: left;
    font-weight: 600;
    padding-bottom: 4px;
  }

  th,
  td {
    padding: 4px 16px 4px 0;
    text-align: left;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }

  thead th {
    font-weight: 600;
    color: ${({ theme }) => theme.colors.muted};
  }

  tr[aria-current='true'] {
    font-weight: 700;
  }
`;

export interface PriceViewProps {
  /** The price from usePrice(). */
  info: PriceInfo;
  /** The quantity the price is for (marks the reached tier row). */
  quantity?: number;
  showTiers?: boolean;
  size?: 'md' | 'lg';
  className?: string;
}

/** Shows a price computed by usePrice() (for components that also need the numbers, e.g. the product page). */
export function PriceView({ info, quantity, showTiers = false, size = 'md', className }: PriceViewProps) {
  const intl = useIntl();

  if (info.status === 'pending') {
    return (
      <Box className={className} data-price-status="pending">
        <Skeleton $size={size} role="status" aria-label={intl.formatMessage(priceMessages.loading)} />
      </Box>
    );
  }
  if (info.status === 'failed' || info.price === null) {
    return (
      <Box className={className} data-price-status="failed">
        <OnRequest>{intl.formatMessage(priceMessages.onRequest)}</OnRequest>
      </Box>
    );
  }

  const money = (amount: number) => formatMoney(amount, info.currencyCode);

  return (
    <Box className={className} data-price-status="success">
      <Line>
        <Amount $size={size}>{money(info.price)}</Amount>
        <Vat>{intl.formatMessage(info.vatIncluded ? priceMessages.inclVat : priceMessages.exclVat)}</Vat>
        {info.beforePrice !== null && (
          <Before>
            <VisuallyHidden>{intl.formatMessage(priceMessages.before)} </VisuallyHidden>
            {money(info.beforePrice)}
          </Before>
        )}
      </Line>
      {showTiers && <PriceTiers info={info} quantity={quantity} />}
    </Box>
  );
}

export interface PriceTiersProps {
  /** The price from usePrice(). */
  info: PriceInfo;
  /** The quantity the price is for (marks the reached tier row). */
  quantity?: number | undefined;
  className?: string;
}

/**
 * The quantity price table of a price computed by usePrice() (nothing while it is pending, failed or without
 * tiers). PriceView's showTiers shows it under the price; the product page puts it below the add button.
 */
export function PriceTiers({ info, quantity, className }: PriceTiersProps) {
  const intl = useIntl();
  const unit = info.key.unitOfMeasure;
  const unitLabel = useAppSelector((state) => selectCmsText(state, `unit.${unit}`, unit));
  if (info.status !== 'success' || info.price === null || info.tiers.length === 0) return null;
  const money = (amount: number) => formatMoney(amount, info.currencyCode);
  const q = normalQuantity(quantity);
  const rows = info.basePrice === null ? info.tiers : [{ minQuantity: 1, price: info.basePrice }, ...info.tiers];
  // The row of the reached tier: the last row whose minimum the quantity reaches and whose price is shown.
  const currentRow = rows.reduce<number>(
    (current, row, i) => (row.minQuantity <= q && row.price === info.price ? i : current),
    -1,
  );
  return (
    <Tiers className={className}>
      <caption>{intl.formatMessage(priceMessages.tiersCaption, { unit: unitLabel })}</caption>
      <thead>
        <tr>
          <th scope="col">{intl.formatMessage(priceMessages.tierQuantity)}</th>
          <th scope="col">{intl.formatMessage(priceMessages.tierPrice)}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row, i) => (
          <tr key={row.minQuantity} aria-current={i === currentRow ? 'true' : undefined}>
            <th scope="row">{intl.formatMessage(priceMessages.tierFrom, { quantity: row.minQuantity })}</th>
            <td>{money(row.price)}</td>
          </tr>
        ))}
      </tbody>
    </Tiers>
  );
}

/**
 * A product's price (SPEC §4 Price, §6, §9): a skeleton while the customer price is pending, the amount in the
 * request currency with the VAT label on success, 'Price on request' when it failed or no list price exists.
 * A higher before price is struck through; showTiers adds the quantity price table.
 */
export function ProductPrice({
  product,
  unitId,
  variantId,
  quantity,
  showTiers = false,
  size = 'md',
  className,
}: ProductPriceProps) {
  const info = usePrice(product, unitId, variantId, quantity);
  return <PriceView info={info} quantity={quantity} showTiers={showTiers} size={size} className={className} />;
}

export default ProductPrice;
