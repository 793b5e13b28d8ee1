/**
 * The analytics data layer (src/lib/analytics.ts): page_view once per distinct full path with the shown page's title,
 * page paths without personal query values, dealer-click on dealer links in content. (view_item, add_to_cart,
 * remove_from_cart, purchase and login have their payload tests beside their screens: product, cart, receipt, login.)
 */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ContentResponse, User } from '../../../src/api/types';
import { removeCartLine } from '../../../src/features/cart/cartActions';
import { selectCartLines } from '../../../src/features/cart/cartSlice';
import { PRIVATE_QUERY_PARAMS, trackedPagePath, trackDealerClicks, dealerLinkOf } from '../../../src/lib/analytics';
import { order, savedBilling, savedShipping } from '../checkout/fixtures';
import { json, makeProduct, mockAppServer } from '../product/fixtures';
import { renderApp } from '../renderWithProviders';

const RICH_TEXT =
  '<p>Buy Bosch tools from <a data-dealer="Bosch Denmark" href="https://www.bosch.example/dk/">our partner</a> ' +
  'or read <a href="https://www.example.org/terms">the terms</a>.</p>';

function page(url: string, title: string, html = ''): ContentResponse {
  return {
    contentType: 'other',
    statusCode: 200,
    content: {
      id: `page-${url}`,
      parentId: null,
      type: 'page',
      title,
      description: '',
      url,
      menuTitle: title,
      properties: {},
      urls: {},
      content: [
        { id: 'h', type: 'header', parameters: { text: title, level: 1 } },
        ...(html ? [{ id: 't', type: 'textEditor' as const, parameters: { html } }] : []),
      ],
    },
  };
}

function serve() {
  mockAppServer({
    '/api/Content/GetContentByUrl': (request) => {
      const url = new URL(request.url).searchParams.get('Url') ?? '';
      if (url.startsWith('/en/dealers')) return json(200, page('/en/dealers', 'Dealers', RICH_TEXT));
      return json(200, page('/en/about', 'About us'));
    },
  });
}

type Pushed = Record<string, unknown>;
const events = (name: string) => (window.dataLayer as Pushed[]).filter((e) => e.event === name);

beforeEach(() => {
  window.dataLayer = [];
});

describe('page_view (SPEC §4: once per distinct full path)', () => {
  it('fires once per path and query, with the title of the page shown', async () => {
    serve();
    const { router } = renderApp('/en/about');
    expect(await screen.findByRole('heading', { level: 1, name: 'About us' })).toBeInTheDocument();
    const go = async (to: string, heading: string) => {
      await act(async () => {
        await router.navigate(to);
      });
      expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    };
    await go('/en/product-comparison', 'Product comparison');
    await go('/en/about', 'About us');
    await go('/en/about?utm_source=mail', 'About us');
    await go('/en/product-comparison', 'Product comparison');
    expect(events('page_view')).toEqual([
      { event: 'page_view', page_path: '/en/about', page_title: 'About us | Test Shop', language: 'en' },
      { event: 'page_view', page_path: '/en/product-comparison', page_title: 'Product comparison | Test Shop', language: 'en' },
      { event: 'page_view', page_path: '/en/about?utm_source=mail', page_title: 'About us | Test Shop', language: 'en' },
    ]);
  });

  it('fires once in StrictMode (effects run twice there) and again when only the query changes', async () => {
    serve();
    const { router } = renderApp('/en/about', undefined, { strict: true });
    expect(await screen.findByRole('heading', { level: 1, name: 'About us' })).toBeInTheDocument();
    await act(async () => {
      await router.navigate('/en/about?tab=2');
    });
    await act(async () => {
      await router.navigate('/en/about?tab=2');
    });
    await waitFor(() => expect(events('page_view')).toHaveLength(2));
    expect(events('page_view').map((e) => e.page_path)).toEqual(['/en/about', '/en/about?tab=2']);
  });

  it('keeps the reset link’s token and username (an e-mail address) out of the data layer', async () => {
    serve();
    renderApp('/en/customer-center/recover-password?token=s3cr3t-token&username=kunde%40demo.dk&ref=mail');
    await screen.findAllByRole('heading', { level: 1 });
    expect(events('page_view').map((e) => e.page_path)).toEqual(['/en/customer-center/recover-password?ref=mail']);
    const everything = JSON.stringify(window.dataLayer);
    expect(everything).not.toContain('kunde');
    expect(everything).not.toContain('s3cr3t');
  });
});

describe('trackedPagePath', () => {
  it('drops the private parameters in any case, keeps the rest in order', () => {
    expect(trackedPagePath('/en/search', '?q=drill&page=2')).toBe('/en/search?q=drill&page=2');
    expect(trackedPagePath('/checkout/kvittering', '?cartId=abc123')).toBe('/checkout/kvittering');
    expect(trackedPagePath('/x', '?Email=a%40b.dk&a=1&TOKEN=t&a=2')).toBe('/x?a=1&a=2');
    expect(trackedPagePath('/x', '')).toBe('/x');
    for (const key of PRIVATE_QUERY_PARAMS) expect(trackedPagePath('/x', `?${key}=v`)).toBe('/x');
  });
});

describe('dealer-click', () => {
  it('fires once per click on a dealer link in CMS rich text, not for other links', async () => {
    serve();
    renderApp('/en/dealers');
    const dealer = await screen.findByRole('link', { name: 'our partner' });
    const other = screen.getByRole('link', { name: 'the terms' });
    // jsdom does not navigate; keep it from trying.
    for (const link of [dealer, other]) link.addEventListener('click', (e) => e.preventDefault());
    fireEvent.click(dealer);
    fireEvent.click(other);
    expect(events('dealer-click')).toEqual([
      { event: 'dealer-click', dealer: 'Bosch Denmark', link_url: 'https://www.bosch.example/dk/' },
    ]);
  });

  it('counts a click on an element inside the link and a middle click; cleans up', () => {
    const root = document.createElement('div');
    root.innerHTML = '<a data-dealer=" Würth " href="https://wurth.example/"><span>Würth</span></a><a data-dealer="" href="/x">x</a>';
    document.body.append(root);
    const stop = trackDealerClicks(root);
    const span = root.querySelector('span')!;
    span.addEventListener('click', (e) => e.preventDefault());
    fireEvent.click(span);
    fireEvent(span, new MouseEvent('auxclick', { bubbles: true, button: 1 }));
    fireEvent(span, new MouseEvent('auxclick', { bubbles: true, button: 2 }));
    expect(dealerLinkOf(root.querySelectorAll('a')[1]!)).toBeNull();
    stop();
    fireEvent.click(span);
    expect(events('dealer-click')).toEqual([
      { event: 'dealer-click', dealer: 'Würth', link_url: 'https://wurth.example/' },
      { event: 'dealer-click', dealer: 'Würth', link_url: 'https://wurth.example/' },
    ]);
    root.remove();
  });
});

/**
 * The documented schema (README 'Analytics data layer'): the keys each event may have. Anything else — a name, an
 * e-mail address, an address, a customer number, a user id — would have to come through one of these.
 */
const ITEM_KEYS = ['item_id', 'item_name', 'item_brand', 'item_variant', 'price', 'quantity'];
const SCHEMA: Record<string, { keys: string[]; ecommerce?: string[] }> = {
  page_view: { keys: ['event', 'page_path', 'page_title', 'language'] },
  view_item: { keys: ['event', 'ecommerce'], ecommerce: ['currency', 'value', 'items'] },
  add_to_cart: { keys: ['event', 'ecommerce'], ecommerce: ['currency', 'value', 'items'] },
  remove_from_cart: { keys: ['event', 'ecommerce'], ecommerce: ['currency', 'value', 'items'] },
  purchase: {
    keys: ['event', 'ecommerce'],
    ecommerce: ['transaction_id', 'currency', 'value', 'tax', 'shipping', 'discount', 'items'],
  },
  login: { keys: ['event', 'method'] },
  'dealer-click': { keys: ['event', 'dealer', 'link_url'] },
};

function expectDocumentedShape(entry: Pushed) {
  // The GA4 reset that precedes each ecommerce event.
  if (!('event' in entry)) return expect(entry).toEqual({ ecommerce: null });
  const schema = SCHEMA[String(entry.event)];
  expect(schema).toBeDefined();
  for (const key of Object.keys(entry)) expect(schema!.keys).toContain(key);
  if (!schema!.ecommerce) return;
  const ecommerce = entry.ecommerce as Record<string, unknown>;
  expect(Object.keys(ecommerce).sort()).toEqual([...schema!.ecommerce].sort());
  for (const item of ecommerce.items as Record<string, unknown>[]) {
    for (const key of Object.keys(item)) expect(ITEM_KEYS).toContain(key);
  }
}

describe('no personal data in any event', () => {
  const USER: User = {
    name: 'Mette Hansen',
    roles: ['customer'],
    customerNumber: 'C-1001',
    extraInfo: { impersonatorName: null, username: 'kunde@demo.dk', customerName: 'Hansen Byg ApS', currencyCode: 'DKK' },
  };
  const TOKEN = { token: 'jwt-of-mette', tokenType: 'Bearer', expiresAt: '2999-01-01T00:00:00.000Z' };
  const product = makeProduct();
  const productPage: ContentResponse = {
    contentType: 'product',
    statusCode: 200,
    product,
    content: {
      id: 'product-100200', parentId: null, type: 'product', title: product.name, description: '', url: product.url,
      menuTitle: product.name, properties: { productId: product.id }, urls: {},
      content: [{ id: 'product-details', type: 'productDetails', parameters: {} }],
    },
  };
  /** Every personal value the journey handles: the user, the customer, the order's addresses, note and reference. */
  const PERSONAL = [
    'Mette', 'Hansen', 'kunde@demo.dk', 'demo1234', 'C-1001', 'jwt-of-mette',
    savedBilling.email, savedBilling.address1, savedBilling.city, savedBilling.name,
    savedShipping.address1, savedShipping.name, 'PO-7781', 'Ring før',
  ];

  it('login → product → add → remove → receipt → dealer link: every event documented, nothing personal', async () => {
    mockAppServer({
      '/api/User/Login': () => json(200, TOKEN),
      '/api/User/GetUser': () => json(200, USER),
      '/api/Content/GetContentByUrl': (request) => {
        const url = new URL(request.url).searchParams.get('Url') ?? '';
        if (url.startsWith('/en/dealers')) return json(200, page('/en/dealers', 'Dealers', RICH_TEXT));
        return json(200, productPage);
      },
      '/api/Price/GetPrices': () =>
        json(200, [{ productId: '100200', variantId: null, unitOfMeasure: 'STK', price: 1.8, beforePrice: null, currencyCode: 'DKK' }]),
      '/api/Cart/GetCartsBySearch': () => json(200, { itemsTotal: 0, items: [] }),
      '/api/Cart/CalculateCart': () => json(503, { message: 'not in this test' }),
      '/api/Cart/SaveCart': () => json(503, { message: 'not in this test' }),
      '/api/Order/GetOrderByCartId': () => json(200, { order: { item: order() } }),
    });
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { router, store } = renderApp(`/en/login?returnUrl=${encodeURIComponent(`${product.url}?email=kunde%40demo.dk`)}`);
    await userEvent.type(await screen.findByLabelText('E-mail'), 'kunde@demo.dk');
    await userEvent.type(screen.getByLabelText('Password'), 'demo1234');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));

    expect(await screen.findByRole('heading', { level: 1, name: product.name })).toBeInTheDocument();
    await waitFor(() => expect(events('view_item')).toHaveLength(1));
    await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(events('add_to_cart')).toHaveLength(1);
    const [line] = selectCartLines(store.getState());
    act(() => store.dispatch(removeCartLine(line!.id)));
    expect(events('remove_from_cart')).toHaveLength(1);

    await act(async () => {
      await router.navigate('/en/checkout/kvittering?cartId=cart-1');
    });
    await waitFor(() => expect(events('purchase')).toHaveLength(1));
    await act(async () => {
      await router.navigate('/en/dealers');
    });
    const dealer = await screen.findByRole('link', { name: 'our partner' });
    dealer.addEventListener('click', (e) => e.preventDefault());
    fireEvent.click(dealer);

    const pushed = window.dataLayer as Pushed[];
    expect([...new Set(pushed.map((e) => e.event).filter(Boolean))].sort()).toEqual(Object.keys(SCHEMA).sort());
    for (const entry of pushed) expectDocumentedShape(entry);
    expect(events('login')).toEqual([{ event: 'login', method: 'username and password' }]);
    expect(events('page_view').map((e) => e.page_path)).toEqual([
      '/en/login?returnUrl=%2Fen%2Ffasteners%2Fwood-screw-100200%3Femail%3Dkunde%2540demo.dk',
      '/en/fasteners/wood-screw-100200',
      '/en/checkout/kvittering',
      '/en/dealers',
    ]);
    const everything = JSON.stringify(pushed).toLowerCase();
    for (const value of PERSONAL) expect(everything).not.toContain(value.toLowerCase());
  }, 30_000);
});
