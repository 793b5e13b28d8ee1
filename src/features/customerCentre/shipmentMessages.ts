import { defineMessage, defineMessages } from 'react-intl';

/** Texts of an order's shipments in the customer centre (issue 18). Translations: translations/src/customerCentre.json. */
export const sm = defineMessages({
  shipments: { id: 'customerCentre.shipments.title', defaultMessage: 'Shipments' },
  noneYet: { id: 'customerCentre.shipments.none', defaultMessage: 'Nothing has been shipped yet.' },
  deliveryStatus: { id: 'customerCentre.shipments.deliveryStatus', defaultMessage: 'Delivery status' },
  notShipped: { id: 'customerCentre.delivery.notShipped', defaultMessage: 'Not shipped' },
  partlyShipped: { id: 'customerCentre.delivery.partlyShipped', defaultMessage: 'Partly shipped' },
  shipped: { id: 'customerCentre.delivery.shipped', defaultMessage: 'Fully shipped' },
  carrier: { id: 'customerCentre.shipment.carrier', defaultMessage: 'Carrier' },
  trackingNumber: { id: 'customerCentre.shipment.trackingNumber', defaultMessage: 'Tracking number' },
});

export const smv = {
  heading: defineMessage<{ number: string; date: string }>({
    id: 'customerCentre.shipment.heading',
    defaultMessage: 'Shipment {number}, shipped {date}',
  }),
  track: defineMessage<{ number: string }>({ id: 'customerCentre.shipment.track', defaultMessage: 'Track shipment {number}' }),
};
