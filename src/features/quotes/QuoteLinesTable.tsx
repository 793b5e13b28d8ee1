import { useIntl, type MessageDescriptor } from 'react-intl';
import { formatQuantity } from '../../../common/quantity';
import type { Quote } from './quotesApi';
import { money } from './format';
import { quoteMessages as m } from './messages';
import { LinesTable } from './styles';

/** A quote's lines: product, quantity, list price, quoted price and line total (the quoted one once answered). */
export function QuoteLinesTable({ quote, locale }: { quote: Quote; locale: string }) {
  const intl = useIntl();
  const c = quote.currencyCode;
  const answered = quote.lines.some((l) => l.quotedUnitPrice !== null);
  const label = (d: MessageDescriptor) => intl.formatMessage(d);
  return (
    <LinesTable>
      <thead>
        <tr>
          <th scope="col">{label(m.detailProduct)}</th>
          <th scope="col">{label(m.detailQuantity)}</th>
          <th scope="col">{label(m.detailListPrice)}</th>
          {answered && <th scope="col">{label(m.detailQuotedPrice)}</th>}
          <th scope="col">{label(m.detailLineTotal)}</th>
        </tr>
      </thead>
      <tbody>
        {quote.lines.map((l) => {
          const unit = answered ? l.quotedUnitPrice : l.listUnitPrice;
          return (
            <tr key={l.lineNo}>
              <td>
                {l.text} <small>({l.productKey.productId})</small>
              </td>
              <td data-label={label(m.detailQuantity)}>
                {formatQuantity(l.quantity, locale)} {l.productKey.unitOfMeasure}
              </td>
              <td data-label={label(m.detailListPrice)}>{answered && l.quotedUnitPrice !== null ? <s>{money(l.listUnitPrice, c)}</s> : money(l.listUnitPrice, c)}</td>
              {answered && <td data-label={label(m.detailQuotedPrice)}>{money(l.quotedUnitPrice, c)}</td>}
              <td data-label={label(m.detailLineTotal)}>{money(unit === null ? null : Math.round(unit * l.quantity), c)}</td>
            </tr>
          );
        })}
      </tbody>
      <tfoot>
        <tr>
          <td colSpan={answered ? 4 : 3}>{label(m.detailTotal)}</td>
          <td data-label={label(m.detailTotal)}>{money(answered ? quote.quotedTotal : quote.listTotal, c)}</td>
        </tr>
      </tfoot>
    </LinesTable>
  );
}
