import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { CreditMemo } from '../../api/customerCentreTypes';
import { useRoutePath } from '../../app/routePaths';
import { formatMoney } from '../../../common/format';
import { selectCreditMemos } from '../creditMemos';
import { ListScreen, type Column } from './ListScreen';
import { loadCreditMemos } from './loaders';
import { m, mv } from './messages';
import { documentDate } from './status';

const COLUMNS: Column[] = [
  { key: 'number', label: m.creditMemoNumber },
  { key: 'date', label: m.date },
  { key: 'invoice', label: m.invoice },
  { key: 'reason', label: m.reason },
  { key: 'gross', label: m.totalCredited, numeric: true },
];

/** SPEC §2 Credit memos list (/kundecenter/kreditnotaer): paged and searchable, each with the invoice it corrects. */
export default function CreditMemosPage() {
  const intl = useIntl();
  const path = useRoutePath();
  return (
    <ListScreen<CreditMemo>
      section="creditMemos"
      title={m.creditMemosTitle}
      caption={mv.creditMemosCaption}
      empty={m.noCreditMemos}
      columns={COLUMNS}
      select={selectCreditMemos}
      load={loadCreditMemos}
      rowKey={(memo) => memo.id}
      renderRow={(memo, labels) => (
        <>
          <th scope="row">
            <Link to={path('creditMemoDetail', { id: memo.id })}>{memo.creditMemoNumber}</Link>
          </th>
          <td data-label={labels[1]}>{documentDate(memo.creditMemoDate, intl.locale)}</td>
          <td data-label={labels[2]}>
            <Link to={path('invoiceDetail', { id: memo.invoice.id })}>{memo.invoice.number}</Link>
          </td>
          <td data-label={labels[3]}>{memo.reasonText}</td>
          <td data-label={labels[4]} className="num">
            {formatMoney(memo.total.priceWithVat, memo.currencyCode)}
          </td>
        </>
      )}
    />
  );
}
