import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Block } from '../../../src/api/types';
import { BlockRenderer } from '../../../src/features/content/blocks';
import '../../../src/app/contentScreen'; // registers the productList block
import { PRIORITY_TILES } from '../../../common/search/pageLists';
import { FIRST_PASS_TILES } from '../../../src/features/productList/ProductList';
import { renderWithProviders } from '../renderWithProviders';
import { fakeSearch, json, mockFetch, searchStore } from './fixtures';

const listBlock = (parameters: Record<string, unknown> = {}): Block => ({
  id: 'list-1',
  type: 'productList',
  parameters: { listReference: 'products', pageSize: 24, search: { categoryId: 'c-tools' }, ...parameters },
});

/** The search answers only when the test releases it. */
function heldSearch() {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  mockFetch(async (body) => {
    await gate;
    return json(fakeSearch(body));
  });
  return () => act(async () => release());
}

function renderList(blocks: Block[] = [listBlock()]) {
  return renderWithProviders(<BlockRenderer blocks={blocks} />, { store: searchStore(), initialEntries: ['/en/tools'] });
}

const skeletons = () => document.querySelectorAll('[data-skeleton]');

describe('product list while the first page loads', () => {
  it('holds the room of the results with placeholder tiles and the facet column, then shows the products', async () => {
    const release = heldSearch();
    const { container } = renderList();
    // Up to a screenful (12) of tile-sized placeholders, hidden from assistive technology; a status says why.
    expect(skeletons()).toHaveLength(12);
    skeletons().forEach((tile) => expect(tile.closest('[aria-hidden="true"]')).not.toBeNull());
    expect(screen.getByRole('status')).toHaveTextContent('Loading products…');
    expect(screen.queryAllByRole('article')).toHaveLength(0);
    // The facet column is laid out already (its panel comes with the result).
    expect(screen.getByRole('heading', { name: 'Filter products', level: 2 })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Brand' })).not.toBeInTheDocument();

    await release();
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(24));
    expect(skeletons()).toHaveLength(0);
    expect(screen.getByRole('status')).toHaveTextContent('50 products');
    expect(screen.getByRole('group', { name: 'Brand' })).toBeInTheDocument();
    expect(container.querySelectorAll('[data-skeleton]')).toHaveLength(0);
  });

  it('shows fewer placeholders for a short page', async () => {
    heldSearch();
    renderList([listBlock({ pageSize: 4 })]);
    expect(skeletons()).toHaveLength(4);
  });
});

describe('product list headings', () => {
  it('without a list title: filters and product names are h2 (below the page’s h1)', async () => {
    mockFetch();
    renderList();
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(24));
    expect(screen.getByRole('heading', { name: 'Filter products', level: 2 })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).length).toBeGreaterThan(24);
    expect(screen.queryAllByRole('heading', { level: 3 })).toHaveLength(0);
  });

  it('with a list title (h2): filters and product names are h3', async () => {
    mockFetch();
    renderList([listBlock({ title: 'Offers' })]);
    await screen.findAllByRole('article');
    expect(screen.getByRole('heading', { name: 'Offers', level: 2 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Filter products', level: 3 })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(1);
  });
});

describe('skip to the results', () => {
  it('is the list’s first stop for the keyboard and takes the focus past toolbar and filters to the products', async () => {
    mockFetch();
    const user = userEvent.setup();
    renderList();
    await screen.findAllByRole('article');
    await user.tab();
    const skip = screen.getByRole('link', { name: 'Skip to the results' });
    expect(skip).toHaveFocus();
    await user.keyboard('{Enter}');
    const results = screen.getByRole('region', { name: 'Results' });
    await waitFor(() => expect(results).toHaveFocus());
    await user.tab();
    const first = screen.getAllByRole('article')[0]!;
    expect(within(first).getByRole('link', { name: first.getAttribute('aria-label')! })).toHaveFocus();
  });
});

describe('tile images', () => {
  const images = () => Array.from(document.querySelectorAll('article img'));

  it('of a page’s main list: the first row loads at once and first (the largest paint on a phone), the rest lazily', async () => {
    mockFetch();
    renderList();
    await waitFor(() => expect(images()).toHaveLength(24));
    const all = images();
    all.slice(0, PRIORITY_TILES).forEach((img) => {
      expect(img).toHaveAttribute('loading', 'eager');
      expect(img).toHaveAttribute('fetchpriority', 'high');
    });
    all.slice(PRIORITY_TILES).forEach((img) => {
      expect(img).toHaveAttribute('loading', 'lazy');
      expect(img).not.toHaveAttribute('fetchpriority', 'high');
    });
  });

  it('the first pass shows the first screen of tiles; the rest follow in a deferred render', async () => {
    mockFetch();
    renderList();
    const first = await screen.findAllByRole('article');
    expect(first).toHaveLength(FIRST_PASS_TILES);
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(24));
    // The first tiles stay the same elements (the deferred render only adds).
    expect(screen.getAllByRole('article').slice(0, FIRST_PASS_TILES)).toEqual(first);
  });

  it('of a teaser further down the page: all lazily', async () => {
    mockFetch();
    renderList([listBlock({ listReference: 'teaser', title: 'Popular' })]);
    await screen.findAllByRole('article');
    images().forEach((img) => expect(img).toHaveAttribute('loading', 'lazy'));
  });
});
