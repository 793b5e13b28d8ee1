import { renderApp } from '../renderWithProviders';
import { act, screen, within } from '@testing-library/react';
import type { ContentResponse } from '../../../src/api/types';
import { makeStore } from '../../../src/app/store';
import { compareAdded } from '../../../src/features/compare/compareSlice';
import { json, makeProduct, mockAppServer } from './fixtures';


describe('the app with the product and comparison screens', () => {
  beforeEach(() => {
    window.dataLayer = [];
    window.localStorage.clear();
  });

  it('renders a product page (contentType product) with the productDetails block', async () => {
    const product = makeProduct();
    const content: ContentResponse = {
      contentType: 'product',
      statusCode: 200,
      product,
      content: {
        id: 'product-100200',
        parentId: null,
        type: 'product',
        title: product.name,
        description: '',
        url: product.url,
        menuTitle: product.name,
        properties: { productId: product.id },
        urls: {},
        content: [{ id: 'product-details', type: 'productDetails', parameters: {} }],
      },
    };
    mockAppServer({ '/api/Content/GetContentByUrl': () => json(200, content) });
    renderApp(product.url);
    expect(await screen.findByRole('heading', { level: 1, name: product.name })).toBeInTheDocument();
    expect(within(screen.getByRole('combobox', { name: 'Unit' })).getByRole('option', { name: 'Pack of 100' })).toBeInTheDocument();
    // The VAT switch is in the top bar.
    expect(screen.getByRole('switch', { name: 'Prices incl. VAT' })).toBeInTheDocument();
  });

  it('serves the comparison page at /en/product-comparison, with the comparison bar on other pages', async () => {
    const a = makeProduct({ id: 'A', name: 'Drill A' });
    const b = makeProduct({ id: 'B', name: 'Drill B' });
    mockAppServer({
      '/api/Product/GetProductsByIds': () => json(200, { items: { A: a, B: b } }),
      '/api/Content/GetContentByUrl': () =>
        json(200, {
          contentType: 'other',
          statusCode: 200,
          content: {
            id: 'home', parentId: null, type: 'frontpage', title: 'Welcome', description: '', url: '/en',
            menuTitle: '', properties: {}, urls: {}, content: [],
          },
        }),
    });
    const store = makeStore();
    store.dispatch(compareAdded('A'));
    store.dispatch(compareAdded('B'));
    const { router } = renderApp('/en/product-comparison', store);
    expect(await screen.findByRole('table')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Product comparison' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Products to compare' })).not.toBeInTheDocument();

    await act(async () => {
      await router.navigate('/en');
    });
    const bar = await screen.findByRole('region', { name: 'Products to compare' });
    expect(within(bar).getByRole('link', { name: 'Compare (2/3)' })).toHaveAttribute('href', '/en/product-comparison');
  });
});
