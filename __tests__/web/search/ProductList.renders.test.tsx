/**
 * Performance contract: a facet toggle causes one GetProductsBySearch request and one render of the list —
 * the tiles render once, when the new result arrives (not on the navigation nor while it loads).
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Product } from '../../../src/api/types';
import { BlockRenderer } from '../../../src/features/content/blocks';
import '../../../src/app/contentScreen'; // registers the productList block
import { renderWithProviders } from '../renderWithProviders';
import { mockFetch, RouterProbe, searchStore } from './fixtures';

const tileRenders: string[] = [];

// Every tile renders its price once per tile render: counting the prices counts the tile renders.
jest.mock('../../../src/features/price/ProductPrice', () => ({
  ProductPrice: ({ product }: { product: Product }) => {
    tileRenders.push(product.id);
    return <span>price</span>;
  },
}));

it('renders the list once per facet toggle, with one request', async () => {
  const api = mockFetch();
  const user = userEvent.setup();
  renderWithProviders(
    <>
      <BlockRenderer blocks={[{ id: 'l', type: 'productList', parameters: { pageSize: 12 } }]} />
      <RouterProbe />
    </>,
    { store: searchStore(), initialEntries: ['/en/tools'] },
  );
  // The grid's first pass shows FIRST_PASS_TILES, the rest follow in a deferred render.
  await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(12));
  await waitFor(() => expect(screen.getByText('50 products')).toBeInTheDocument());
  expect(tileRenders).toHaveLength(12);
  tileRenders.length = 0;

  await user.click(within(screen.getByRole('group', { name: 'Brand' })).getByRole('checkbox', { name: /^Bosch/ }));
  await waitFor(() => expect(screen.getByText('16 products')).toBeInTheDocument());
  await waitFor(() => expect(document.querySelector('[aria-busy="true"]')).toBeNull());
  await new Promise((resolve) => setTimeout(resolve, 50));

  expect(api.mock).toHaveBeenCalledTimes(2);
  // The 12 new tiles, each rendered once.
  expect(tileRenders).toHaveLength(12);
  expect(new Set(tileRenders).size).toBe(12);
});
