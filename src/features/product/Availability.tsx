import { memo } from 'react';
import { defineMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import type { Availability as AvailabilityInfo } from '../../../contract/stock';
import { formatShortDate } from '../../../common/format';

/** Texts of the availability line (docs/stock.md). Translations: translations/src/product.json (the start group). */
export const availabilityMessages = {
  inStock: defineMessage({ id: 'product.stock.inStock', defaultMessage: 'In stock' }),
  low: defineMessage<{ count: string }>({ id: 'product.stock.low', defaultMessage: '{count} in stock' }),
  expected: defineMessage<{ date: string }>({ id: 'product.stock.expected', defaultMessage: 'Expected {date}' }),
  onOrder: defineMessage({ id: 'product.stock.onOrder', defaultMessage: 'On order' }),
};

const Line = styled.p<{ $ok: boolean }>`
  margin: 0;
  font-size: 0.875rem;
  color: ${({ $ok, theme }) => ($ok ? theme.colors.success : theme.colors.muted)};

  &::before {
    content: '● ';
  }
`;

/**
 * Stock from the ERP on a tile or the product page: 'In stock', 'N in stock', 'Expected <date>' (the locale's short
 * date) or 'On order'. Nothing without stock data (never 'out of stock').
 */
export const Availability = memo(function Availability({ availability }: { availability: AvailabilityInfo | undefined }) {
  const intl = useIntl();
  if (!availability) return null;
  const { status, quantity, nextInbound } = availability;
  const text =
    status === 'inStock'
      ? intl.formatMessage(availabilityMessages.inStock)
      : status === 'low'
        ? intl.formatMessage(availabilityMessages.low, { count: intl.formatNumber(quantity) })
        : status === 'expected' && nextInbound
          ? intl.formatMessage(availabilityMessages.expected, { date: formatShortDate(`${nextInbound.date}T12:00:00`, intl.locale) })
          : intl.formatMessage(availabilityMessages.onOrder);
  return (
    <Line $ok={status === 'inStock' || status === 'low'} data-stock={status}>
      {text}
    </Line>
  );
});
