import { defineMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import type { CartLine } from '../../api/commerceTypes';
import { formatMoney } from '../../../common/format';

/** Texts of a cart line made from a quote (issue 20; docs/quotes.md). Translations: translations/src/cart.json. */
export const quoteLineMessages = {
  quoted: defineMessage({ id: 'quotes.cart.lineQuoted', defaultMessage: 'Quoted price' }),
  changed: defineMessage<{ price: string }>({ id: 'quotes.cart.lineChanged', defaultMessage: 'Quoted {price} at the quoted quantity' }),
};

const Note = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.success};
  font-size: 0.875rem;
  font-weight: 600;
`;

/**
 * Under a cart line of a quote (the server's calculation: `quoteId` when it is priced at the quote, `quotedPrice` the
 * quote's price of the product): 'Quoted price', or the quoted price when another quantity is priced normally.
 */
export function QuoteLineNote({ line, currency }: { line: CartLine; currency: string }) {
  const intl = useIntl();
  if (line.quoteId) return <Note data-quote-line="">{intl.formatMessage(quoteLineMessages.quoted)}</Note>;
  if (line.quotedPrice === undefined) return null;
  return <Note data-quote-line="">{intl.formatMessage(quoteLineMessages.changed, { price: formatMoney(line.quotedPrice, currency) })}</Note>;
}
