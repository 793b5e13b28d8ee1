/**
 * SPEC §2 lookup templates of the product calls (docs/content-api.md): the cart's product lookups (quick order, a
 * favourite list into the cart) ask GetProductsByIds with 'product-cart'; product lists and product pages with
 * 'product-list'. (Content routes: contentRoutes.test.tsx; element blocks: elements.test.tsx.)
 */
import { makeStore } from '../../../src/app/store';
import { fetchProducts } from '../../../src/features/customerCentre/favorites/favoriteLines';
import { lookupItems } from '../../../src/features/cart/quickOrder/items';
import { productApi } from '../../../src/features/product/productApi';
import { localeSet, selectAreaInfo } from '../../../src/features/website/websiteSlice';

const templates: string[] = [];
beforeEach(() => {
  templates.length = 0;
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const body = (await request.clone().json()) as { lookupTemplate: string };
    templates.push(`${new URL(request.url).pathname} ${body.lookupTemplate}`);
    return new Response(JSON.stringify({ items: {} }), { status: 200, headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
});

function store() {
  const s = makeStore();
  s.dispatch(localeSet('en'));
  return s;
}

describe('product lookup templates', () => {
  it("quick order's item lookup: 'product-cart'", async () => {
    const s = store();
    await s.dispatch(lookupItems(['100001']));
    expect(templates).toEqual(['/api/Product/GetProductsByIds product-cart']);
  });

  it("a favourite list's products (on their way into the cart): 'product-cart'", async () => {
    const s = store();
    await fetchProducts(s.dispatch, selectAreaInfo(s.getState()), ['100001', '100002']);
    expect(templates).toEqual(['/api/Product/GetProductsByIds product-cart']);
  });

  it("product lists and pages (the endpoint's default): 'product-list'", async () => {
    const s = store();
    await s.dispatch(productApi.endpoints.getProductsByIds.initiate({ area: selectAreaInfo(s.getState()), ids: ['100001'] })).unwrap();
    expect(templates).toEqual(['/api/Product/GetProductsByIds product-list']);
  });
});
