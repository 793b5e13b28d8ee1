import { defineMessage, useIntl } from 'react-intl';
import { useTheme } from 'styled-components';
import type { Product } from '../../api/types';
import { formatShortDate } from '../../../common/format';

/**
 * Texts of the stock line (docs/stock.md), translations/src/product.json. The product page defines the same ids in
 * productPage/Availability.tsx: a module both used would join the modules the tiles share with the product page and
 * push them over webpack's size for a chunk of their own, growing the home route's first load.
 */
export const availabilityMessages = {
  inStock: defineMessage({ id: 'product.stock.inStock', defaultMessage: 'In stock' }),
  low: defineMessage<{ count: number }>({ id: 'product.stock.low', defaultMessage: '{count} in stock' }),
  expected: defineMessage<{ date: string }>({ id: 'product.stock.expected', defaultMessage: 'Expected {date}' }),
  onOrder: defineMessage({ id: 'product.stock.onOrder', defaultMessage: 'On order' }),
};

/** The tile's stock line: 'In stock', 'N in stock', 'Expected <date>', 'On order'; nothing without stock data. */
export function Availability({ availability: a }: Pick<Product, 'availability'>) {
  const intl = useIntl();
  const { colors } = useTheme();
  if (!a) return null;
  const m = availabilityMessages;
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
    <p data-stock={a.status} style={{ margin: 0, fontSize: '0.875rem', color: a.quantity > 0 ? colors.success : colors.muted }}>
      {text}
    </p>
  );
}
