import { defineMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import type { CartLine } from '../../api/commerceTypes';
import { formatShortDate } from '../../../common/format';

/** Texts of the cart's stock notes (docs/stock.md). Translations: translations/src/cart.json (the cart group). */
export const stockNoteMessages = {
  shipsFrom: defineMessage<{ date: string }>({ id: 'cart.stock.shipsFrom', defaultMessage: 'Not in stock now: can ship from {date}' }),
  onOrder: defineMessage({ id: 'cart.stock.onOrder', defaultMessage: 'Not in stock: ships when it arrives' }),
  heading: defineMessage({ id: 'cart.stock.heading', defaultMessage: 'Not everything can ship at once' }),
  line: defineMessage<{ name: string; note: string }>({ id: 'cart.stock.line', defaultMessage: '{name}: {note}' }),
};

const Note = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.warning};
  font-size: 0.875rem;
`;

/** The note of a line that cannot ship at once; '' for a line that can (or without stock data). */
export function useStockNoteText(): (line: CartLine) => string {
  const intl = useIntl();
  return (line) => {
    const stock = line.stock;
    if (!stock || stock.shipsNow) return '';
    return stock.availableFrom
      ? intl.formatMessage(stockNoteMessages.shipsFrom, { date: formatShortDate(`${stock.availableFrom}T12:00:00`, intl.locale) })
      : intl.formatMessage(stockNoteMessages.onOrder);
  };
}

/** Under a cart line: when it cannot ship at once, from when it can (or that it ships when the stock arrives). */
export function LineStockNote({ line }: { line: CartLine }) {
  const text = useStockNoteText()(line);
  return text ? <Note data-stock-note="">{text}</Note> : null;
}

/**
 * The checkout's list of the lines that cannot ship at once and when they can (the earliest delivery date already
 * waits for them); nothing when every line ships now.
 */
export function CartStockNotes({ lines }: { lines: readonly CartLine[] }) {
  const intl = useIntl();
  const noteOf = useStockNoteText();
  const notes = lines.flatMap((line) => {
    const note = line.type === 'product' ? noteOf(line) : '';
    return note ? [{ id: line.id, text: intl.formatMessage(stockNoteMessages.line, { name: line.text || line.productKey.productId, note }) }] : [];
  });
  if (notes.length === 0) return null;
  return (
    <div data-stock-notes="">
      <Note as="strong">{intl.formatMessage(stockNoteMessages.heading)}</Note>
      <ul style={{ margin: '4px 0 0', paddingLeft: 20 }}>
        {notes.map((n) => (
          <li key={n.id}>
            <Note as="span">{n.text}</Note>
          </li>
        ))}
      </ul>
    </div>
  );
}
