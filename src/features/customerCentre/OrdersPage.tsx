import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { CustomerCentreOrder } from '../../api/customerCentreTypes';
import { useRoutePath } from '../../app/routePaths';
import { formatMoney } from '../../../common/format';
import { selectOrders } from '../orders';
import { ListScreen, type Column } from './ListScreen';
import { loadOrders } from './loaders';
import { m, mv } from './messages';
import { documentDate, OrderStatusBadge, placedByText } from './status';

const COLUMNS: Column[] = [
  { key: 'number', label: m.orderNumber },
  { key: 'date', label: m.date },
  { key: 'reference', label: m.reference },
  { key: 'placedBy', label: m.placedBy },
  { key: 'status', label: m.status },
  { key: 'net', label: m.totalExclVat, numeric: true },
  { key: 'gross', label: m.totalInclVat, numeric: true },
];

/** SPEC §2 Orders list (/kundecenter/ordre): paged, searchable, with the transfer status of each order. */
export default function OrdersPage() {
  const intl = useIntl();
  const path = useRoutePath();
  return (
    <ListScreen<CustomerCentreOrder>
      section="orders"
      title={m.ordersTitle}
      caption={mv.ordersCaption}
      empty={m.noOrders}
      columns={COLUMNS}
      select={selectOrders}
      load={loadOrders}
      rowKey={(order) => order.id}
      renderRow={(order, labels) => (
        <>
          <th scope="row">
            <Link to={path('orderDetail', { id: order.id })}>{order.orderNumber}</Link>
          </th>
          <td data-label={labels[1]}>{documentDate(order.orderDate || order.createdAt, intl.locale)}</td>
          <td data-label={labels[2]}>{order.reference}</td>
          <td data-label={labels[3]}>{placedByText(intl, order.placedBy)}</td>
          <td data-label={labels[4]}>
            <OrderStatusBadge order={order} />
          </td>
          <td data-label={labels[5]} className="num">
            {formatMoney(order.totalNetPrice.priceWithoutVat, order.currencyCode)}
          </td>
          <td data-label={labels[6]} className="num">
            {formatMoney(order.totalNetPrice.priceWithVat, order.currencyCode)}
          </td>
        </>
      )}
    />
  );
}
