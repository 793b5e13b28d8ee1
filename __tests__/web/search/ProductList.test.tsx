import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Block, ProductSearchRequest } from '../../../src/api/types';
import { BlockRenderer } from '../../../src/features/content/blocks';
import '../../../src/app/contentScreen'; // registers the productList block
import { selectContainer } from '../../../src/features/search/searchSlice';
import { renderWithProviders } from '../renderWithProviders';
import { fakeSearch, json, mockFetch, RouterProbe, searchStore, type FetchMock } from './fixtures';

const listBlock = (parameters: Record<string, unknown> = {}): Block => ({
  id: 'list-1',
  type: 'productList',
  parameters: { listReference: 'products', pageSize: 12, search: { categoryId: 'c-tools' }, ...parameters },
});

let api: FetchMock;
beforeEach(() => {
  api = mockFetch();
});

function renderList(url = '/en/tools', blocks: Block[] = [listBlock()]) {
  const store = searchStore();
  return renderWithProviders(
    <>
      <BlockRenderer blocks={blocks} />
      <RouterProbe />
    </>,
    { store, initialEntries: [url] },
  );
}

const location = () => screen.getByTestId('location').textContent;
const tiles = () => screen.queryAllByRole('article');
const tileNames = () => tiles().map((t) => t.getAttribute('aria-label'));
const lastBody = (): ProductSearchRequest => api.bodies()[api.bodies().length - 1]!;
const group = (name: string) => screen.getByRole('group', { name });

/** Waits until the list shows the result of the latest request (and it is not loading any more). */
async function settled() {
  await waitFor(() => {
    expect(screen.getByText(/\d+ products?$/)).toBeInTheDocument();
    expect(document.querySelector('[aria-busy="true"]')).toBeNull();
  });
}

describe('ProductList block', () => {
  it('requests the first page with the list configuration and renders the tiles', async () => {
    renderList();
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(12));
    expect(api.mock).toHaveBeenCalledTimes(1);
    expect(api.urls()[0]).toMatch(/\/api\/Product\/GetProductsBySearch$/);
    expect(lastBody()).toEqual({
      area: { areaId: 'b2b', currencyCode: 'DKK', languageCode: 'en' },
      facets: [
        { type: 'CheckboxOr', field: 'brand', queryField: 'brand' },
        { type: 'CheckboxAnd', field: 'specs.material', queryField: 'material' },
        { type: 'Slider', field: 'price', queryField: 'price' },
      ],
      skip: 0,
      take: 12,
      search: { filter: { categoryId: 'c-tools' } },
      lookupTemplate: 'product-list',
      sorting: [{ field: 'data.sortOrder', direction: 'Ascending' }],
    });
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent('50 products');

    const first = screen.getByRole('article', { name: 'Skrue 1' });
    expect(within(first).getByRole('link', { name: 'Skrue 1' })).toHaveAttribute('href', '/en/tools/p-001');
    expect(within(first).getByText('Makita')).toBeInTheDocument();
    expect(within(first).getByText('Item no. P-001')).toBeInTheDocument();
    expect(within(first).getByText('DKK 10,00')).toBeInTheDocument();
    expect(within(first).getByRole('checkbox', { name: 'Compare Skrue 1' })).not.toBeChecked();
    // SVG product images use the raw image route.
    expect(first.querySelector('img')).toHaveAttribute('src', expect.stringMatching(/^\/images\/raw\//));
  });

  it('registers the container under its list reference with totals from the result (SPEC §9 total pages)', async () => {
    const { store } = renderList();
    await screen.findAllByRole('article');
    await waitFor(() => expect(selectContainer(store.getState(), 'products').status).toBe('done'));
    const container = selectContainer(store.getState(), 'products');
    expect(container.configuration).toMatchObject({ pageSize: 12, lookupTemplate: 'product-list', search: { categoryId: 'c-tools' } });
    expect(container.totalItems).toBe(50);
    expect(container.totalPages).toBe(5); // floor(50 / 12) + 1
    expect(container.items).toHaveLength(12);
    expect(container.facetOptions.brand).toEqual(expect.arrayContaining([{ key: 'Bosch', count: 16, label: 'Bosch' }]));
  });

  it('reads page, sorting, free text and facets from the URL', async () => {
    renderList('/en/tools?p=2&s=price-desc&brand=Bosch,Makita&price=10,500&q=skrue');
    await screen.findAllByRole('article');
    expect(lastBody()).toMatchObject({
      skip: 12,
      take: 12,
      sorting: [{ field: 'price', direction: 'Descending' }],
      search: {
        freeText: 'skrue',
        filter: { categoryId: 'c-tools' },
        facets: { brand: ['Bosch', 'Makita'], price: { min: 10, max: 500 } },
      },
    });
    expect(within(group('Brand')).getByRole('checkbox', { name: /^Bosch/ })).toBeChecked();
    expect(within(group('Brand')).getByRole('checkbox', { name: /^Hilti/ })).not.toBeChecked();
    expect(screen.getByRole('spinbutton', { name: 'Price, Min' })).toHaveValue(10);
    expect(screen.getByRole('spinbutton', { name: 'Price, Max' })).toHaveValue(500);
    expect(screen.getByText('17 products')).toBeInTheDocument();
    expect(tiles()).toHaveLength(5);
  });

  it.each([['p=abc'], ['p=0'], ['p=-3']])('treats %s as page 1', async (query) => {
    renderList(`/en/tools?${query}`);
    await screen.findAllByRole('article');
    expect(lastBody().skip).toBe(0);
    expect(screen.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  });

  it('ignores slider values without exactly two numeric parts', async () => {
    renderList('/en/tools?price=10');
    await screen.findAllByRole('article');
    expect(lastBody().search.facets).toBeUndefined();
  });

  it('toggling a CheckboxOr value writes ?brand=, resets the page and sends exactly one request per toggle', async () => {
    const user = userEvent.setup();
    renderList('/en/tools?p=2');
    await screen.findAllByRole('article');
    await settled();
    expect(api.mock).toHaveBeenCalledTimes(1);

    await user.click(within(group('Brand')).getByRole('checkbox', { name: /^Bosch/ }));
    expect(location()).toBe('/en/tools?brand=Bosch');
    await settled();
    expect(api.mock).toHaveBeenCalledTimes(2);
    expect(lastBody()).toMatchObject({ skip: 0, search: { facets: { brand: ['Bosch'] } } });
    expect(screen.getByText('16 products')).toBeInTheDocument();

    // CheckboxOr counts are disjunctive: the other brands keep their counts.
    expect(within(group('Brand')).getByRole('checkbox', { name: 'Makita (17)' })).not.toBeChecked();
    await user.click(within(group('Brand')).getByRole('checkbox', { name: /^Makita/ }));
    expect(location()).toBe('/en/tools?brand=Bosch,Makita');
    await settled();
    expect(api.mock).toHaveBeenCalledTimes(3);
    expect(lastBody().search.facets).toEqual({ brand: ['Bosch', 'Makita'] });
    expect(screen.getByText('33 products')).toBeInTheDocument();

    // Unchecking removes the value; the selected-filter chip removes one too.
    await user.click(screen.getByRole('button', { name: 'Remove filter Brand: Bosch' }));
    expect(location()).toBe('/en/tools?brand=Makita');
    await settled();
    expect(api.mock).toHaveBeenCalledTimes(4);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.mock).toHaveBeenCalledTimes(4);
  });

  it('slider min/max apply on Enter and on blur as min,max, and can be cleared', async () => {
    const user = userEvent.setup();
    renderList('/en/tools?p=3');
    await screen.findAllByRole('article');
    await settled();
    const fieldset = group('Price');
    expect(within(fieldset).getByText('Available: DKK 10,00–DKK 500,00')).toBeInTheDocument();

    // Blur applies: only the minimum.
    await user.type(screen.getByRole('spinbutton', { name: 'Price, Min' }), '100');
    expect(api.mock).toHaveBeenCalledTimes(1); // nothing applied while typing
    await user.tab();
    expect(location()).toBe('/en/tools?price=100,');
    await settled();
    expect(lastBody()).toMatchObject({ skip: 0, search: { facets: { price: { min: 100 } } } });
    expect(api.mock).toHaveBeenCalledTimes(2);

    // Enter applies both as min,max.
    await user.type(screen.getByRole('spinbutton', { name: 'Price, Max' }), '200{Enter}');
    expect(location()).toBe('/en/tools?price=100,200');
    await settled();
    expect(lastBody().search.facets).toEqual({ price: { min: 100, max: 200 } });
    expect(screen.getByText('11 products')).toBeInTheDocument();
    expect(api.mock).toHaveBeenCalledTimes(3);

    // Blur after Enter does not navigate again.
    await user.tab();
    expect(location()).toBe('/en/tools?price=100,200');
    expect(api.mock).toHaveBeenCalledTimes(3);

    await user.click(screen.getByRole('button', { name: 'Clear Price' }));
    expect(location()).toBe('/en/tools');
    expect(screen.getByRole('spinbutton', { name: 'Price, Min' })).toHaveValue(null);
  });

  it('clear filters removes every facet and the page', async () => {
    const user = userEvent.setup();
    renderList('/en/tools?p=2&s=price-asc&brand=Bosch&price=10,500');
    await screen.findAllByRole('article');
    await settled();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(location()).toBe('/en/tools?s=price-asc');
    await settled();
    expect(lastBody()).toMatchObject({ skip: 0, search: { filter: { categoryId: 'c-tools' } } });
    expect(lastBody().search.facets).toBeUndefined();
    expect(screen.queryByRole('button', { name: 'Clear filters' })).toBeNull();
  });

  it('offers sortings with CMS labels, relevance only with free text, and writes ?s=', async () => {
    const user = userEvent.setup();
    renderList('/en/tools?p=2');
    await screen.findAllByRole('article');
    const select = screen.getByRole('combobox', { name: 'Sort by' });
    expect(within(select).getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Name',
      'Price, low to high',
      'Price, high to low',
    ]);
    expect(select).toHaveValue('name');

    await user.selectOptions(select, 'Price, high to low');
    expect(location()).toBe('/en/tools?s=price-desc');
    await settled();
    expect(lastBody().sorting).toEqual([{ field: 'price', direction: 'Descending' }]);
    expect(tileNames()[0]).toBe('Bolt 50');

    // Back to the default: s is left out.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Name');
    expect(location()).toBe('/en/tools');
  });

  it('offers the relevance sorting when free text is present', async () => {
    renderList('/en/tools?q=skrue&s=relevance');
    await screen.findAllByRole('article');
    const select = screen.getByRole('combobox', { name: 'Sort by' });
    expect(within(select).getAllByRole('option').map((o) => o.textContent)).toContain('Relevance');
    expect(select).toHaveValue('relevance');
    expect(lastBody().sorting).toEqual([{ field: '_score', direction: 'Descending' }]);
  });

  it('ignores a relevance sorting without free text', async () => {
    renderList('/en/tools?s=relevance');
    await screen.findAllByRole('article');
    expect(lastBody().sorting).toEqual([{ field: 'data.sortOrder', direction: 'Ascending' }]);
  });

  it('pages with links carrying ?p= (page 1 without p), aria-current, previous and next', async () => {
    const user = userEvent.setup();
    renderList('/en/tools?brand=Bosch,Makita,Hilti');
    await screen.findAllByRole('article');
    const nav = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(nav).getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Page 1' })).toHaveAttribute('href', '/en/tools?brand=Bosch,Makita,Hilti');
    expect(within(nav).getByRole('link', { name: 'Page 2' })).toHaveAttribute('href', '/en/tools?p=2&brand=Bosch,Makita,Hilti');
    expect(within(nav).getByRole('link', { name: 'Page 5' })).toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Page 6' })).toBeNull();
    expect(within(nav).queryByRole('link', { name: 'Previous page' })).toBeNull();

    await user.click(within(nav).getByRole('link', { name: 'Page 3' }));
    expect(location()).toBe('/en/tools?p=3&brand=Bosch,Makita,Hilti');
    await settled();
    expect(lastBody()).toMatchObject({ skip: 24, take: 12 });
    expect(tileNames()[0]).toBe('Skrue 25');
    const after = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(after).getByRole('link', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
    expect(within(after).getByRole('link', { name: 'Previous page' })).toHaveAttribute('href', '/en/tools?p=2&brand=Bosch,Makita,Hilti');
    expect(within(after).getByRole('link', { name: 'Next page' })).toHaveAttribute('href', '/en/tools?p=4&brand=Bosch,Makita,Hilti');
  });

  it('keeps the old results visible but busy while the next page loads', async () => {
    const user = userEvent.setup();
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    renderList();
    await screen.findAllByRole('article');
    await settled();
    api.mock.mockImplementationOnce(async (request: Request) => {
      const body = (await request.clone().json()) as ProductSearchRequest;
      await gate;
      return json(fakeSearch(body));
    });
    await user.click(screen.getByRole('link', { name: 'Next page' }));
    await waitFor(() => expect(document.querySelector('[aria-busy="true"]')).not.toBeNull());
    expect(tileNames()[0]).toBe('Skrue 1');
    expect(screen.getByText('50 products')).toBeInTheDocument();
    await act(async () => release());
    await waitFor(() => expect(tileNames()[0]).toBe('Skrue 13'));
    expect(document.querySelector('[aria-busy="true"]')).toBeNull();
  });

  it('back navigation restores the previous list from the cache, without a request', async () => {
    const user = userEvent.setup();
    renderList();
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(12));
    await settled();
    const firstList = tileNames();

    await user.click(within(group('Brand')).getByRole('checkbox', { name: /^Hilti/ }));
    await settled();
    expect(screen.getByText('17 products')).toBeInTheDocument();
    expect(api.mock).toHaveBeenCalledTimes(2);

    await user.click(screen.getByRole('button', { name: 'History back' }));
    expect(location()).toBe('/en/tools');
    expect(screen.getByText('50 products')).toBeInTheDocument();
    await waitFor(() => expect(tileNames()).toEqual(firstList));
    expect(within(group('Brand')).getByRole('checkbox', { name: /^Hilti/ })).not.toBeChecked();
    expect(api.mock).toHaveBeenCalledTimes(2);
  });

  it('shows the ApiError message and retries', async () => {
    const user = userEvent.setup();
    api.mock.mockImplementationOnce(async () => json({ message: 'boom', statusCode: 500 }, 500));
    renderList();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The products could not be loaded.');
    expect(alert).toHaveTextContent('An unexpected server error occurred.');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(12));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows an empty state with a clear-filters action', async () => {
    const user = userEvent.setup();
    renderList('/en/tools?q=nothing&brand=Bosch');
    expect(await screen.findByText('No products match “nothing”.')).toBeInTheDocument();
    const clears = screen.getAllByRole('button', { name: 'Clear filters' });
    await user.click(clears[clears.length - 1]!);
    expect(location()).toBe('/en/tools?q=nothing');
  });

  it('collapses more than 8 checkbox options behind "show all"', async () => {
    const user = userEvent.setup();
    renderList();
    await screen.findAllByRole('article');
    const material = group('Material');
    expect(within(material).getAllByRole('checkbox')).toHaveLength(8);
    const more = within(material).getByRole('button', { name: 'Show all (10)' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    await user.click(more);
    expect(within(material).getAllByRole('checkbox')).toHaveLength(10);
    expect(within(material).getByRole('button', { name: 'Show fewer' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('has a Filters button for small screens that says how many filters are chosen', async () => {
    renderList('/en/tools?brand=Bosch');
    await screen.findAllByRole('article');
    // Shown below 768 px only (a CSS media query jsdom does not apply), where it opens the filter drawer
    // (FilterDrawer.test.tsx).
    const toggle = screen.getByRole('button', { name: /^Filters/ });
    expect(toggle).toHaveAttribute('aria-haspopup', 'dialog');
    expect(toggle).toHaveTextContent('Filters (1)1 filter selected');
  });

  it('keeps a teaser list independent of the URL and of the main list', async () => {
    const teaser = listBlock({ listReference: 'frontpage', pageSize: 4, title: 'Popular', search: {}, facets: [], sortingOptions: [] });
    const { store } = renderList('/en?brand=Bosch&p=2', [{ ...teaser, id: 'teaser' }, listBlock()]);
    const popular = await screen.findByRole('region', { name: 'Popular' });
    await waitFor(() => expect(within(popular).getAllByRole('article')).toHaveLength(4));
    await waitFor(() => expect(api.mock).toHaveBeenCalledTimes(2));
    const teaserBody = api.bodies().find((b) => b.take === 4)!;
    expect(teaserBody).toMatchObject({ skip: 0, facets: [], search: {} });
    const mainBody = api.bodies().find((b) => b.take === 12)!;
    expect(mainBody).toMatchObject({ skip: 12, search: { facets: { brand: ['Bosch'] } } });
    // The teaser has no toolbar, facets or pager.
    expect(within(popular).queryByRole('navigation')).toBeNull();
    expect(within(popular).queryByRole('combobox')).toBeNull();
    await waitFor(() => expect(selectContainer(store.getState(), 'frontpage').totalItems).toBe(50));
    expect(selectContainer(store.getState(), 'products').totalItems).toBe(16);
    expect(selectContainer(store.getState(), 'products').facetSelected).toEqual({ brand: ['Bosch'] });
    expect(selectContainer(store.getState(), 'frontpage').facetSelected).toEqual({});
  });

  it('uses the endpoint of the list configuration', async () => {
    renderList('/en/tools', [listBlock({ endpoint: '/api/Custom/Search' })]);
    await screen.findAllByRole('article');
    expect(api.urls()[0]).toMatch(/\/api\/Custom\/Search$/);
  });
});
