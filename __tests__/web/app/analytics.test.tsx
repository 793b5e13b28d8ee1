/**
 * The analytics data layer (src/lib/analytics.ts): page_view once per distinct full path with the shown page's title,
 * page paths without personal query values, dealer-click on dealer links in content. (view_item, add_to_cart,
 * remove_from_cart, purchase and login have their payload tests beside their screens: product, cart, receipt, login.)
 */
import { act, fireEvent, screen } from '@testing-library/react';
import type { ContentResponse } from '../../../src/api/types';
import { PRIVATE_QUERY_PARAMS, trackedPagePath, trackDealerClicks, dealerLinkOf } from '../../../src/lib/analytics';
import { json, mockAppServer } from '../product/fixtures';
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
