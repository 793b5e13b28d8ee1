import { useIntl } from 'react-intl';
import type { CustomerCentreOrder, DeliveryStatus } from '../../api/customerCentreTypes';
import { documentDate } from './status';
import { m } from './messages';
import { sm, smv } from './shipmentMessages';
import { Badge, DataTable, Facts, Muted, Section, type Tone } from './styles';

const DELIVERY_TONE: Record<DeliveryStatus, Tone> = { notShipped: 'neutral', partlyShipped: 'info', shipped: 'success' };

/** The order's delivery status as a badge (not shipped / partly / fully shipped). */
export function DeliveryStatusBadge({ status }: { status: DeliveryStatus }) {
  const intl = useIntl();
  return <Badge $tone={DELIVERY_TONE[status]}>{intl.formatMessage(sm[status])}</Badge>;
}

/**
 * The shipments the ERP reported for the order (issue 18): per shipment the date, carrier, tracking number with
 * the carrier's tracking link, and what it held; above them the order's delivery status.
 */
export function OrderShipments({ order }: { order: CustomerCentreOrder }) {
  const intl = useIntl();
  const quantityLabel = intl.formatMessage(m.quantity);
  const itemLabel = intl.formatMessage(m.item);
  return (
    <Section aria-labelledby="cc-shipments">
      <h2 id="cc-shipments">{intl.formatMessage(sm.shipments)}</h2>
      <p>
        {intl.formatMessage(sm.deliveryStatus)}: <DeliveryStatusBadge status={order.deliveryStatus} />
      </p>
      {order.shipments.length === 0 && <Muted>{intl.formatMessage(sm.noneYet)}</Muted>}
      {order.shipments.map((shipment) => (
        <div key={shipment.shipmentNumber} data-testid="shipment">
          <h3>{intl.formatMessage(smv.heading, { number: shipment.shipmentNumber, date: documentDate(shipment.shippedDate, intl.locale) })}</h3>
          <Facts>
            {shipment.carrier && (
              <>
                <dt>{intl.formatMessage(sm.carrier)}</dt>
                <dd>{shipment.carrier}</dd>
              </>
            )}
            {shipment.trackingNumber && (
              <>
                <dt>{intl.formatMessage(sm.trackingNumber)}</dt>
                <dd>{shipment.trackingNumber}</dd>
              </>
            )}
          </Facts>
          {shipment.trackingUrl && (
            <p>
              <a href={shipment.trackingUrl} target="_blank" rel="noopener noreferrer">
                {intl.formatMessage(smv.track, { number: shipment.trackingNumber || shipment.shipmentNumber })}
              </a>
            </p>
          )}
          <DataTable>
            <caption className="visually-hidden">
              {intl.formatMessage(smv.heading, { number: shipment.shipmentNumber, date: documentDate(shipment.shippedDate, intl.locale) })}
            </caption>
            <thead>
              <tr>
                <th scope="col">{itemLabel}</th>
                <th scope="col" className="num">
                  {quantityLabel}
                </th>
              </tr>
            </thead>
            <tbody>
              {shipment.lines.map((line, index) => (
                <tr key={`${line.productId}-${index}`}>
                  <th scope="row">
                    {line.text}
                    <small>{line.productId}</small>
                  </th>
                  <td data-label={quantityLabel} className="num">
                    {intl.formatNumber(line.quantity)}
                  </td>
                </tr>
              ))}
            </tbody>
          </DataTable>
        </div>
      ))}
    </Section>
  );
}
