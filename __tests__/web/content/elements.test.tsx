import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Block } from '../../../src/api/types';
import { makeStore } from '../../../src/app/store';
import { BlockRenderer } from '../../../src/features/content/blocks/BlockRenderer';
import '../../../src/features/content/blocks';
import { elementSource, telHref } from '../../../src/features/content/blocks/ElementList';
import { localeSet } from '../../../src/features/website/websiteSlice';
import { page } from '../blocks/fixtures';
import { loadRegisteredBlocks } from '../blocks/loadBlocks';
import { renderWithProviders } from '../renderWithProviders';

interface Call {
  path: string;
  body: Record<string, unknown>;
}

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const about = page({ id: 'p-en-about', title: 'About us', description: 'Who we are', url: '/en/about-us', properties: { imagePath: 'content/about.svg' } });
const delivery = page({ id: 'p-en-delivery', title: 'Delivery', description: 'How we ship', url: '/en/delivery' });
const ingrid = page({
  id: 'p-en-sales-person-ingrid',
  type: 'salesPerson',
  title: 'Ingrid Berg',
  description: 'Sales representative',
  url: '',
  properties: { jobTitle: 'Sales representative', phone: '+47 22 40 30 20', email: 'ingrid.berg@example.no', regions: ['Norway', 'Iceland'] },
});
const article = page({ id: 'p-en-members-pricelist', title: 'The 2027 price list', description: 'For members', url: '/en/customer-benefits/price-list' });

/** A fake back end for the content element and modal calls; records each call with its body. */
function mockContentApi(replies: Partial<Record<string, (body: Record<string, unknown>) => Response>> = {}) {
  const calls: Call[] = [];
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const path = new URL(request.url).pathname;
    const text = await request.clone().text();
    const body = (text ? JSON.parse(text) : {}) as Record<string, unknown>;
    calls.push({ path, body });
    const custom = replies[path];
    if (custom) return custom(body);
    switch (path) {
      case '/api/Content/GetElementById':
        // An id of another language's version answers the page in the asked language.
        return body.id === 'p-da-about' || body.id === about.id ? json(about) : json({ message: 'Element not found' }, 404);
      case '/api/Content/GetElementsByIds': {
        const known = new Map([about, delivery].map((p) => [p.id, p]));
        const ids = body.ids as string[];
        return json({ items: ids.flatMap((id) => known.get(id) ?? []), notFound: ids.filter((id) => !known.has(id)) });
      }
      case '/api/Content/GetElementsBySearch': {
        const items = body.lookupTemplate === 'sales-persons' ? [ingrid] : body.lookupTemplate === 'member' ? [article] : [];
        return json({ items, totalItems: items.length, skip: 0, take: body.take });
      }
      case '/api/Modal/GetModalRequest':
        if (body.key === 'terms-summary') {
          return json({ id: 'p-en-terms-summary', key: 'terms-summary', title: 'Terms in brief', url: null, content: [{ id: 'm1', type: 'textBox', parameters: { text: '30 days net.' } }] });
        }
        if (body.id === delivery.id) {
          return json({
            id: delivery.id,
            key: null,
            title: 'Delivery',
            url: delivery.url,
            content: [{ id: 'd1', type: 'textEditor', parameters: { html: '<p>Same-day dispatch. <a href="/en/terms">Terms</a></p>' } }],
          });
        }
        return json({ message: 'Modal content not found' }, 404);
      default:
        return json({ message: 'Not Found' }, 404);
    }
  }) as typeof fetch;
  return calls;
}

const area = { areaId: 'b2b', languageCode: 'en', currencyCode: 'DKK' };

function renderBlocks(blocks: Block[]) {
  const store = makeStore();
  store.dispatch(localeSet('en'));
  return renderWithProviders(<BlockRenderer blocks={blocks} />, { store });
}

// The lazy chunks (ElementCard, ContentModal) compile on first use under ts-jest.
jest.setTimeout(20_000);
beforeAll(async () => {
  await loadRegisteredBlocks();
  await Promise.all([import('../../../src/features/content/blocks/ElementCard'), import('../../../src/features/content/blocks/ContentModal')]);
});

describe('blocks that show other content (docs/content-api.md, SPEC §7)', () => {
  it('card { elementId }: GetElementById in the page language; title, description and link come from that page', async () => {
    const calls = mockContentApi();
    renderBlocks([{ id: 'c', type: 'card', parameters: { elementId: 'p-da-about' } }]);
    expect(await screen.findByRole('heading', { name: 'About us' })).toBeInTheDocument();
    expect(screen.getByText('Who we are')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Read more' })).toHaveAttribute('href', '/en/about-us');
    expect(calls).toEqual([{ path: '/api/Content/GetElementById', body: { area, id: 'p-da-about' } }]);
  });

  it('card { elementId } of an element that is not there renders no card', async () => {
    const calls = mockContentApi();
    const { container } = renderBlocks([{ id: 'c', type: 'card', parameters: { elementId: 'p-en-gone' } }]);
    await waitFor(() => expect(calls).toHaveLength(1));
    await waitFor(() => expect(container.querySelector('[data-block="card"]')).toBeNull());
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });

  it('groupedContent { elements.ids }: GetElementsByIds, cards in the order asked, unknown ids left out', async () => {
    const calls = mockContentApi();
    renderBlocks([
      {
        id: 'g',
        type: 'groupedContent',
        parameters: { title: 'Read more about us', elements: { ids: ['p-en-delivery', 'p-en-gone', 'p-en-about'], lookupTemplate: 'page' } },
      },
    ]);
    const group = await screen.findByRole('region', { name: 'Read more about us' });
    await waitFor(() => expect(within(group).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Delivery', 'About us']));
    expect(calls).toEqual([
      { path: '/api/Content/GetElementsByIds', body: { area, ids: ['p-en-delivery', 'p-en-gone', 'p-en-about'], lookupTemplate: 'page' } },
    ]);
  });

  it("the sales persons (lookup template 'sales-persons'): GetElementsBySearch by type and parent, shown with job title, regions, phone and e-mail links", async () => {
    const calls = mockContentApi();
    renderBlocks([
      {
        id: 'g',
        type: 'groupedContent',
        parameters: { elements: { search: { type: 'salesPerson', parentId: 'p-en-sales-persons' }, lookupTemplate: 'sales-persons', view: 'salesPersons' } },
      },
    ]);
    const person = await screen.findByRole('article', { name: 'Ingrid Berg' });
    expect(within(person).getByText('Sales representative')).toBeInTheDocument();
    expect(within(person).getByLabelText('Contact Ingrid Berg')).toBeInTheDocument();
    expect(within(person).getByText('Norway, Iceland')).toBeInTheDocument();
    expect(within(person).getByRole('link', { name: '+47 22 40 30 20' })).toHaveAttribute('href', 'tel:+4722403020');
    expect(within(person).getByRole('link', { name: 'ingrid.berg@example.no' })).toHaveAttribute('href', 'mailto:ingrid.berg@example.no');
    expect(calls).toEqual([
      {
        path: '/api/Content/GetElementsBySearch',
        body: { area, query: { type: 'salesPerson', parentId: 'p-en-sales-persons' }, take: 12, sort: 'sort', lookupTemplate: 'sales-persons' },
      },
    ]);
  });

  it("members' articles (lookup template 'member'): GetElementsBySearch below the members' page, as cards linking to them", async () => {
    const calls = mockContentApi();
    renderBlocks([
      {
        id: 'g',
        type: 'groupedContent',
        parameters: { title: 'News for members', elements: { search: { parentId: 'p-en-members' }, lookupTemplate: 'member', take: 5 } },
      },
    ]);
    const group = await screen.findByRole('region', { name: 'News for members' });
    expect(await within(group).findByRole('heading', { name: 'The 2027 price list' })).toBeInTheDocument();
    expect(within(group).getByRole('link', { name: 'Read more' })).toHaveAttribute('href', '/en/customer-benefits/price-list');
    expect(calls[0]).toEqual({
      path: '/api/Content/GetElementsBySearch',
      body: { area, query: { parentId: 'p-en-members' }, take: 5, sort: 'sort', lookupTemplate: 'member' },
    });
  });

  it('a failed list says so (an alert), instead of an empty block', async () => {
    mockContentApi({ '/api/Content/GetElementsBySearch': () => json({ message: 'boom' }, 500) });
    renderBlocks([{ id: 'g', type: 'groupedContent', parameters: { elements: { search: { text: 'x' } } } }]);
    expect(await screen.findByRole('alert')).toHaveTextContent('The content could not be loaded.');
  });

  it('elementSource reads CMS parameters defensively: ids win over a query, take is bounded, unknown values fall back', () => {
    expect(elementSource({ ids: ['a', 7, null, 'b'], search: { text: 'x' }, take: 500, view: 'grid', lookupTemplate: 'nope' })).toEqual({
      ids: ['a', '7', 'b'],
      query: null,
      lookupTemplate: undefined,
      take: 100,
      sort: 'sort',
      view: 'cards',
      readMore: 'link',
    });
    expect(elementSource({ search: { type: ['salesPerson', {}] }, take: 0, sort: 'title', lookupTemplate: 'sales-persons' })).toMatchObject({
      ids: null,
      query: { type: ['salesPerson'] },
      lookupTemplate: 'sales-persons',
      take: 1,
      sort: 'title',
    });
    expect(elementSource({ ids: [] })).toBeNull();
    expect(elementSource('p-en-about')).toBeNull();
    expect(telHref('+45 70 20 30 40')).toBe('tel:+4570203040');
  });
});

describe('content in a modal (GetModalRequest): focus trapped, Escape closes, focus back at the opener', () => {
  it("'Read more' of a listed page opens it by id in a dialog; Tab cycles inside; Escape closes and the button has the focus again", async () => {
    const user = userEvent.setup();
    const calls = mockContentApi();
    renderBlocks([
      { id: 'g', type: 'groupedContent', parameters: { elements: { ids: ['p-en-delivery'], readMore: 'modal' } } },
      { id: 'after', type: 'textEditor', parameters: { html: '<p><a href="/en/outside">Outside</a></p>' } },
    ]);
    const opener = await screen.findByRole('button', { name: 'Read more: Delivery' });
    expect(opener).toHaveAttribute('aria-haspopup', 'dialog');
    await user.click(opener);

    const dialog = await screen.findByRole('dialog', { name: 'Delivery' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(await within(dialog).findByText(/Same-day dispatch/)).toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/api/Modal/GetModalRequest')).toEqual([
      { path: '/api/Modal/GetModalRequest', body: { area, id: 'p-en-delivery' } },
    ]);
    const close = within(dialog).getByRole('button', { name: 'Close' });
    expect(close).toHaveFocus();

    // Tab goes through the dialog's controls and wraps; it never reaches the page behind it.
    const inDialog: string[] = [];
    for (let i = 0; i < 4; i++) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
      inDialog.push(document.activeElement?.textContent ?? '');
    }
    expect(inDialog).toEqual(['Terms', 'Go to the page', '', 'Terms']);
    await user.tab({ shift: true });
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(within(dialog).getByRole('link', { name: 'Go to the page' })).toHaveFocus();
    expect(within(dialog).getByRole('link', { name: 'Go to the page' })).toHaveAttribute('href', '/en/delivery');

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(opener).toHaveFocus();
  });

  it("a 'modal:<key>' link (call to action) opens that modal content by key; the close button closes it", async () => {
    const user = userEvent.setup();
    const calls = mockContentApi();
    renderBlocks([
      { id: 'cta', type: 'callToAction', parameters: { title: 'Our terms', button: { url: 'modal:terms-summary', label: 'Terms in brief' } } },
    ]);
    const opener = screen.getByRole('button', { name: 'Terms in brief' });
    await user.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Terms in brief' });
    expect(await within(dialog).findByText('30 days net.')).toBeInTheDocument();
    expect(calls).toEqual([{ path: '/api/Modal/GetModalRequest', body: { area, key: 'terms-summary' } }]);
    // Modal content of its own has no page to go to.
    expect(within(dialog).queryByRole('link', { name: 'Go to the page' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(opener).toHaveFocus();
  });

  it("following 'Go to the page' inside the dialog closes it", async () => {
    const user = userEvent.setup();
    mockContentApi();
    renderBlocks([{ id: 'g', type: 'groupedContent', parameters: { elements: { ids: ['p-en-delivery'], readMore: 'modal' } } }]);
    await user.click(await screen.findByRole('button', { name: 'Read more: Delivery' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delivery' });
    await user.click(await within(dialog).findByRole('link', { name: 'Go to the page' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('focus moved out of the dialog (e.g. by script) is brought back into it; modal content that is not there says so', async () => {
    const user = userEvent.setup();
    mockContentApi();
    renderBlocks([
      { id: 'cta', type: 'callToAction', parameters: { title: 'Gone', button: { url: 'modal:no-such-key', label: 'Open' } } },
      { id: 'after', type: 'textEditor', parameters: { html: '<p><a href="/en/outside">Outside</a></p>' } },
    ]);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The content could not be loaded.');
    act(() => screen.getByRole('link', { name: 'Outside' }).focus());
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
  });
});
