import { defineMessage, useIntl } from 'react-intl';
import { useTheme } from 'styled-components';
import type { Product } from '../../api/types';
import { formatShortDate } from '../../../common/format';

// The tile's texts (productList/Availability.tsx says why they are defined twice).
const m = {
  inStock: defineMessage({ id: 'product.stock.inStock', defaultMessage: 'In stock' }),
  low: defineMessage<{ count: number }>({ id: 'product.stock.low', defaultMessage: '{count} in stock' }),
  expected: defineMessage<{ date: string }>({ id: 'product.stock.expected', defaultMessage: 'Expected {date}' }),
  onOrder: defineMessage({ id: 'product.stock.onOrder', defaultMessage: 'On order' }),
};

/**
 * The product page's stock line (docs/stock.md): the chosen variant's availability, else the product's; nothing
 * without stock data (never 'out of stock').
 */
export function Availability({ product, variantId }: { product: Product; variantId: string | null }) {
  const intl = useIntl();
  const { colors } = useTheme();
  const a = product.variants.find((v) => v.id === variantId)?.availability ?? product.availability;
  if (!a) return null;
  const next = a.nextInbound;
  const text =
    a.status === 'inStock'
      ? intl.formatMessage(m.inStock)
      : a.status === 'low'
        ? intl.formatMessage(m.low, { count: a.quantity })
        : a.status === 'expected' && next
          ? intl.formatMessage(m.expected, { date: formatShortDate(`${next.date}T12:00:00`, intl.locale) })
          : intl.formatMessage(m.onOrder);
  return (
    <p data-stock={a.status} style={{ margin: 0, color: a.quantity > 0 ? colors.success : colors.muted }}>
      {text}
    </p>
  );
}
