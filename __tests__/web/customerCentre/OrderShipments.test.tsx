/**
 * Issue 18: the order detail's shipments section — each shipment with its carrier, tracking number and a working
 * tracking link (the server's trackingUrl), its lines, and the order's delivery status; in English and Danish.
 */
import { screen, within } from '@testing-library/react';
import OrderDetailPage from '../../../src/features/customerCentre/OrderDetailPage';
import { makeStore } from '../../../src/app/store';
import da from '../../../translations/da.json';
import { shopState } from '../cart/fixtures';
import { ccOrder, json, recordingServer, renderScreen } from './fixtures';

const PATTERN = '/en/kundecenter/ordrer/:id';

const SHIPMENTS = [
  {
    shipmentNumber: 'DN-5001',
    shippedDate: '2025-03-05',
    carrier: 'GLS standard',
    trackingNumber: '00340434161234567',
    trackingUrl: 'https://gls-group.com/DK/da/find-pakke?match=00340434161234567',
    lines: [{ productId: 'P-LINE0', variantId: null, text: 'Product LINE0', quantity: 2 }],
  },
  {
    shipmentNumber: 'DN-5002',
    shippedDate: '2025-03-07',
    carrier: 'Fragtmand Hansen',
    trackingNumber: 'FH-77',
    trackingUrl: null,
    lines: [{ productId: 'P-LINE0', variantId: null, text: 'Product LINE0', quantity: 1 }],
  },
];

afterEach(() => jest.restoreAllMocks());

describe('Order detail: shipments', () => {
  it('lists the shipments with carrier, tracking number, a tracking link where there is one, the lines and the delivery status', async () => {
    recordingServer({
      '/api/CustomerCenter/GetOrder': () => json(200, { order: ccOrder({ customerStatus: 'shipped', shipments: SHIPMENTS, deliveryStatus: 'partlyShipped' }) }),
    });
    renderScreen(<OrderDetailPage />, PATTERN, '/en/kundecenter/ordrer/order-1');
    const section = await screen.findByRole('region', { name: 'Shipments' });
    expect(section).toHaveTextContent('Delivery status: Partly shipped');
    const shipments = within(section).getAllByTestId('shipment');
    expect(shipments).toHaveLength(2);
    expect(within(shipments[0]!).getByRole('heading', { level: 3 })).toHaveTextContent('Shipment DN-5001, shipped 05/03/25');
    expect(shipments[0]).toHaveTextContent('GLS standard');
    expect(shipments[0]).toHaveTextContent('00340434161234567');
    const link = within(shipments[0]!).getByRole('link', { name: 'Track shipment 00340434161234567' });
    expect(link).toHaveAttribute('href', 'https://gls-group.com/DK/da/find-pakke?match=00340434161234567');
    expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
    const rows = within(within(shipments[0]!).getByRole('table')).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('Product LINE0');
    expect(rows[1]).toHaveTextContent('2');
    // Without a tracking link the number is shown as text, with no dead link.
    expect(shipments[1]).toHaveTextContent('FH-77');
    expect(within(shipments[1]!).queryByRole('link')).toBeNull();
  });

  it('says nothing has been shipped yet for an order without shipments', async () => {
    recordingServer({ '/api/CustomerCenter/GetOrder': () => json(200, { order: ccOrder() }) });
    renderScreen(<OrderDetailPage />, PATTERN, '/en/kundecenter/ordrer/order-1');
    const section = await screen.findByRole('region', { name: 'Shipments' });
    expect(section).toHaveTextContent('Delivery status: Not shipped');
    expect(section).toHaveTextContent('Nothing has been shipped yet.');
    expect(within(section).queryByTestId('shipment')).toBeNull();
  });

  it('speaks Danish', async () => {
    recordingServer({
      '/api/CustomerCenter/GetOrder': () => json(200, { order: ccOrder({ shipments: SHIPMENTS.slice(0, 1), deliveryStatus: 'shipped' }) }),
    });
    renderScreen(<OrderDetailPage />, '/kundecenter/ordrer/:id', '/kundecenter/ordrer/order-1', makeStore(shopState({ loggedIn: true, locale: 'da' })), {
      locale: 'da-DK',
      messages: da as Record<string, string>,
    });
    const section = await screen.findByRole('region', { name: 'Forsendelser' });
    expect(section).toHaveTextContent('Leveringsstatus: Fuldt afsendt');
    expect(within(section).getByRole('link', { name: 'Følg forsendelse 00340434161234567' })).toBeInTheDocument();
    expect(section).toHaveTextContent('Fragtfirma');
  });
});
