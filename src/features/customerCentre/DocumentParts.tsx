import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { Price } from '../../api/commerceTypes';
import type { DocumentLine, DocumentLink, VatSummaryLine } from '../../api/customerCentreTypes';
import { useAppSelector } from '../../app/hooks';
import { useRoutePath, type RouteName } from '../../app/routePaths';
import { formatMoney } from '../../../common/format';
import { selectVatMode, useCmsText } from '../website';
import { m, mv } from './messages';
import { documentDate } from './status';
import { DataTable, Muted, Section, TextLink } from './styles';

/** A label and its value in a Totals list. */
export function TotalRow({ label, children, className }: { label: string; children: ReactNode; className?: string }) {
  return (
    <>
      <dt className={className}>{label}</dt>
      <dd className={className}>{children}</dd>
    </>
  );
}

/** A table's column headers; the numeric ones (amounts, quantities) right-aligned. */
export function ColumnHeads({ labels, numeric = [] }: { labels: string[]; numeric?: number[] }) {
  return (
    <thead>
      <tr>
        {labels.map((label, index) => (
          <th key={index} scope="col" className={numeric.includes(index) ? 'num' : undefined}>
            {label}
          </th>
        ))}
      </tr>
    </thead>
  );
}

/**
 * A line's item (text and item number) as the row's header cell, then its quantity and unit — the unit's name as the
 * cart shows it (the CMS label 'unit.PK' → 'Pakke'), its code only when there is none.
 */
export function LineItemCells({ line, quantityLabel }: { line: Pick<DocumentLine, 'text' | 'quantity' | 'productKey'>; quantityLabel: string }) {
  const intl = useIntl();
  const cms = useCmsText();
  const { productId } = line.productKey;
  const unitOfMeasure = line.productKey.unitOfMeasure ? cms(`unit.${line.productKey.unitOfMeasure}`, line.productKey.unitOfMeasure) : '';
  return (
    <>
      <th scope="row">
        {line.text}
        {productId && <small>{intl.formatMessage(mv.itemNumber, { productId })}</small>}
      </th>
      <td data-label={quantityLabel} className="num">
        {intl.formatNumber(line.quantity)} {unitOfMeasure}
      </td>
    </>
  );
}

/** 25 → '25 %', 25.5 → '25,5 %' in the page's language. */
export const percent = (value: number, locale: string) =>
  new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(value / 100);

export interface RelatedGroup {
  key: string;
  heading: string;
  detailRoute: Extract<RouteName, 'orderDetail' | 'invoiceDetail' | 'creditMemoDetail'>;
  links: DocumentLink[];
  empty: string;
  /** The whole list filtered to this document (SPEC §3 linkId), when there is one. */
  listLink?: { to: string; label: string };
}

/** Links between an order, its invoices and credit memos (each linked document is the caller's own). */
export function RelatedDocuments({ groups }: { groups: RelatedGroup[] }) {
  const intl = useIntl();
  const path = useRoutePath();
  return (
    <Section aria-labelledby="cc-related">
      <h2 id="cc-related">{intl.formatMessage(m.related)}</h2>
      {groups.map((group) => (
        <div key={group.key}>
          <h3>{group.heading}</h3>
          {group.links.length === 0 ? (
            <Muted>{group.empty}</Muted>
          ) : (
            <ul>
              {group.links.map((link) => (
                <li key={link.id}>
                  <Link to={path(group.detailRoute, { id: link.id })}>
                    {intl.formatMessage(mv.documentDate, { number: link.number, date: documentDate(link.date, intl.locale) })}
                  </Link>
                </li>
              ))}
            </ul>
          )}
          {group.listLink && group.links.length > 1 && <TextLink to={group.listLink.to}>{group.listLink.label}</TextLink>}
        </div>
      ))}
    </Section>
  );
}

/**
 * The amount of a wire Price the documents show: incl. VAT when the shop shows prices incl. VAT (the top bar's
 * switch), as the cart does — the server rounds the unit price incl. VAT and a line is quantity × it, so the lines
 * shown add up to the totals either way (docs/commerce-api.md 'Money').
 */
export function useShownAmount(): { withVat: boolean; shown: (price: Price) => number } {
  const withVat = useAppSelector(selectVatMode);
  return { withVat, shown: (price) => (withVat ? price.priceWithVat : price.priceWithoutVat) };
}

/** The lines of an invoice or credit memo: item, quantity, unit price and amount (excl. or incl. VAT), and the order. */
export function DocumentLinesTable({ lines, currencyCode, caption }: { lines: DocumentLine[]; currencyCode: string; caption: string }) {
  const intl = useIntl();
  const path = useRoutePath();
  const { withVat, shown } = useShownAmount();
  const money = (amount: number) => formatMoney(amount, currencyCode);
  const labels = [m.item, m.quantity, withVat ? m.unitPriceInclVat : m.unitPrice, withVat ? m.amountInclVat : m.amount, m.order].map(
    (label) => intl.formatMessage(label),
  );
  return (
    <DataTable>
      <caption>{caption}</caption>
      <ColumnHeads labels={labels} numeric={[1, 2, 3]} />
      <tbody>
        {lines.map((line) => (
          <tr key={line.lineNo}>
            <LineItemCells line={line} quantityLabel={labels[1]!} />
            <td data-label={labels[2]} className="num">
              {money(shown(line.unitPrice))}
            </td>
            <td data-label={labels[3]} className="num">
              {money(shown(line.linePrice))}
            </td>
            <td data-label={labels[4]}>
              {line.orderId && line.orderNumber ? <Link to={path('orderDetail', { id: line.orderId })}>{line.orderNumber}</Link> : null}
            </td>
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}

/** The VAT summary of an invoice or credit memo: per rate the amount it applies to and the VAT. */
export function VatSummaryTable({ lines, currencyCode }: { lines: VatSummaryLine[]; currencyCode: string }) {
  const intl = useIntl();
  const labels = [m.vatRate, m.vatBasis, m.vat].map((label) => intl.formatMessage(label));
  return (
    <DataTable>
      <caption>{intl.formatMessage(m.vatSummary)}</caption>
      <ColumnHeads labels={labels} numeric={[1, 2]} />
      <tbody>
        {lines.map((line) => (
          <tr key={line.vatPercentage}>
            <th scope="row">{percent(line.vatPercentage, intl.locale)}</th>
            <td data-label={labels[1]} className="num">
              {formatMoney(line.basis, currencyCode)}
            </td>
            <td data-label={labels[2]} className="num">
              {formatMoney(line.vat, currencyCode)}
            </td>
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}
