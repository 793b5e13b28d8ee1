import { useIntl } from 'react-intl';
import { useAppSelector } from '../../app/hooks';
import { selectCalculatedCart } from '../cart';
import { selectLocale } from '../website';
import { day } from './format';
import { quoteCartMessages as m } from './cartMessages';
import { Notice } from './styles';

/**
 * On the cart page (issue 20): the quote the cart was made from and what the server's calculation did with it —
 * applied (the quoted prices, valid until), a changed quantity priced normally, an expired or already ordered quote.
 */
export function CartQuoteNotice() {
  const intl = useIntl();
  const locale = useAppSelector(selectLocale);
  const quote = useAppSelector((state) => selectCalculatedCart(state)?.quote);
  if (!quote) return null;
  const values = { number: quote.quoteNumber, date: quote.validUntil ? day(quote.validUntil, locale) : '' };
  const text = {
    applied: m.cartApplied,
    changed: m.cartChanged,
    expired: m.cartExpired,
    ordered: m.cartOrdered,
    unavailable: m.cartUnavailable,
  }[quote.notice];
  return (
    <Notice role="note" $warning={quote.notice !== 'applied'} data-quote-notice={quote.notice}>
      {intl.formatMessage(text, values)}
    </Notice>
  );
}
