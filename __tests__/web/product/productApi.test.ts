import { makeStore } from '../../../src/app/store';
import { productApi } from '../../../src/features/product/productApi';
import { selectProductById } from '../../../src/features/product/productSlice';
import { json, makeProduct, mockServer } from './fixtures';

const area = { areaId: 'b2b', currencyCode: 'DKK', languageCode: 'en' };

describe('productApi.getProductsByIds (SPEC §7)', () => {
  it('POSTs area, lookupTemplate and ids and stores the products in the product slice', async () => {
    const a = makeProduct({ id: 'A', name: 'Product A' });
    const b = makeProduct({ id: 'B', name: 'Product B' });
    const fetchMock = mockServer({ '/api/Product/GetProductsByIds': () => json(200, { items: { A: a, B: b } }) });
    const store = makeStore();
    const result = await store
      .dispatch(productApi.endpoints.getProductsByIds.initiate({ area, ids: ['A', 'B'] }))
      .unwrap();

    expect(Object.keys(result.items)).toEqual(['A', 'B']);
    const request = fetchMock.mock.calls[0]![0];
    expect(request.method).toBe('POST');
    await expect(request.json()).resolves.toEqual({ area, lookupTemplate: 'product-list', ids: ['A', 'B'] });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(selectProductById(store.getState(), 'A')?.name).toBe('Product A');
    expect(selectProductById(store.getState(), 'B')?.name).toBe('Product B');
  });

  it("maps a 404 to the error 'Not Found'", async () => {
    mockServer({ '/api/Product/GetProductsByIds': () => json(404, { message: 'nothing', statusCode: 404 }) });
    const store = makeStore();
    await expect(
      store.dispatch(productApi.endpoints.getProductsByIds.initiate({ area, ids: ['gone'], lookupTemplate: 'page' })).unwrap(),
    ).rejects.toMatchObject({ message: 'Not Found', status: 404 });
    expect(store.getState().product.byId).toEqual({});
  });
});
