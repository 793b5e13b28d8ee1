import { useLocation, useNavigate } from 'react-router';
import type {
  AreaSettings,
  Facet,
  FacetOption,
  Product,
  ProductSearchRequest,
  ProductSearchResponse,
  SortingOption,
} from '../../../src/api/types';
import { makeStore, type AppStore } from '../../../src/app/store';

export const FACETS: Facet[] = [
  { type: 'CheckboxOr', field: 'brand', queryField: 'brand', label: 'Mærke' },
  { type: 'CheckboxAnd', field: 'specs.material', queryField: 'material', label: 'Materiale' },
  { type: 'Slider', field: 'price', queryField: 'price', label: 'Pris' },
];

export const SORTINGS: SortingOption[] = [
  { name: 'Navn', queryValue: 'name', sortings: [{ field: 'data.sortOrder', direction: 'Ascending' }] },
  { name: 'Relevans', queryValue: 'relevance', sortings: [{ field: '_score', direction: 'Descending' }] },
  { name: 'Pris, lav til høj', queryValue: 'price-asc', sortings: [{ field: 'price', direction: 'Ascending' }] },
  { name: 'Pris, høj til lav', queryValue: 'price-desc', sortings: [{ field: 'price', direction: 'Descending' }] },
];

export const CMS_TEXTS: Record<string, string> = {
  'facet.brand': 'Brand',
  'facet.material': 'Material',
  'facet.price': 'Price',
  'sort.name': 'Name',
  'sort.relevance': 'Relevance',
  'sort.price-asc': 'Price, low to high',
  'sort.price-desc': 'Price, high to low',
};

export const AREA: AreaSettings = {
  area: { id: 'b2b', name: 'B2B', currencyCode: 'DKK', defaultLanguage: 'da' },
  domains: [],
  languages: [],
  footerContent: [],
  defaultFacets: FACETS,
  sortingOptions: SORTINGS,
  imagePrefix: 'products',
  menus: { primary: [], categories: [], secondary: [] },
};

const BRANDS = ['Bosch', 'Makita', 'Hilti'];
export const MATERIALS = ['Stål', 'Rustfri', 'Messing', 'Aluminium', 'Plast', 'Træ', 'Kobber', 'Zink', 'Nylon', 'Gummi'];

export function product(n: number): Product {
  const id = `P-${String(n).padStart(3, '0')}`;
  const name = `${n % 2 === 0 ? 'Bolt' : 'Skrue'} ${n}`;
  const brand = BRANDS[n % BRANDS.length]!;
  return {
    id,
    name,
    parentId: null,
    url: `/en/tools/${id.toLowerCase()}`,
    categories: [],
    variants: [],
    units: [{ unitId: 'STK', factor: 1, isDefault: true }],
    specifications: {
      brand,
      Brand: brand,
      'focus.brand': brand,
      $meta: [{ key: 'material', label: 'Material', value: MATERIALS[n % MATERIALS.length]! }],
    },
    media: [{ type: 'image', image: `products/${id}.svg`, alt: name }],
    unitPrices: [{ unitId: 'STK', variantId: null, price: 10 * n, beforePrice: null, currencyCode: 'DKK' }],
    shortDescription: '',
    description: '',
  };
}

/** 50 products: P-001 … P-050. */
export const CATALOGUE: Product[] = Array.from({ length: 50 }, (_, i) => product(i + 1));

const materialOf = (p: Product) => p.specifications.$meta[0]!.value;
const priceOf = (p: Product) => p.unitPrices[0]!.price;

/** A small in-memory GetProductsBySearch: free text, facets (disjunctive counts for CheckboxOr), sorting, paging. */
export function fakeSearch(body: ProductSearchRequest, catalogue: Product[] = CATALOGUE): ProductSearchResponse {
  const selection = body.search.facets ?? {};
  const text = body.search.freeText?.toLowerCase();
  const matches = (p: Product, except?: string) =>
    (!text || p.name.toLowerCase().includes(text)) &&
    Object.entries(selection).every(([field, value]) => {
      if (field === except) return true;
      if (Array.isArray(value)) {
        if (field === 'brand') return value.includes(p.specifications.brand);
        return value.every((v) => materialOf(p) === v);
      }
      const price = priceOf(p);
      return (value.min === undefined || price >= value.min) && (value.max === undefined || price <= value.max);
    });
  let hits = catalogue.filter((p) => matches(p));
  const sort = body.sorting[0];
  if (sort?.field === 'price') {
    hits = [...hits].sort((a, b) => (priceOf(a) - priceOf(b)) * (sort.direction === 'Ascending' ? 1 : -1));
  }
  const facetOptions: Record<string, FacetOption[]> = {};
  for (const facet of body.facets) {
    if (facet.type === 'Slider') {
      const over = catalogue.filter((p) => matches(p, facet.field));
      const prices = over.map(priceOf);
      facetOptions[facet.field] = [
        { key: facet.field, count: over.length, min: Math.min(...prices), max: Math.max(...prices) },
      ];
      continue;
    }
    const over = catalogue.filter((p) => matches(p, facet.type === 'CheckboxOr' ? facet.field : undefined));
    const counts = new Map<string, number>();
    for (const p of over) {
      const key = facet.field === 'brand' ? p.specifications.brand : materialOf(p);
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    facetOptions[facet.field] = [...counts].map(([key, count]) => ({ key, count, label: key }));
  }
  return {
    itemsTotal: hits.length,
    items: hits.slice(body.skip, body.skip + body.take).map((item) => ({ item, score: 1 })),
    facetOptions,
  };
}

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

export interface FetchMock {
  mock: jest.Mock<Promise<Response>, [Request]>;
  /** The GetProductsBySearch bodies sent so far. */
  bodies: () => ProductSearchRequest[];
  urls: () => string[];
}

/** globalThis.fetch answered by `answer` (default: the fake search). */
export function mockFetch(
  answer: (body: ProductSearchRequest, request: Request) => Promise<Response> | Response = (body) =>
    json(fakeSearch(body)),
): FetchMock {
  const sent: { url: string; body: ProductSearchRequest }[] = [];
  const mock = jest.fn(async (request: Request) => {
    const body = (await request.clone().json()) as ProductSearchRequest;
    sent.push({ url: request.url, body });
    return answer(body, request);
  });
  globalThis.fetch = mock as unknown as typeof fetch;
  return { mock, bodies: () => sent.map((s) => s.body), urls: () => sent.map((s) => s.url) };
}

/** A real store with the area (default facets and sortings) and CMS labels loaded. */
export function searchStore(translations: Record<string, string> = CMS_TEXTS): AppStore {
  return makeStore({
    website: {
      locale: 'en',
      area: AREA,
      site: {
        hostname: '*', areaId: 'b2b', apiUri: '/api', publicApiUri: '', publicCmsUri: '', noindex: false,
        titlePostfix: ' | B2B Shop',
      },
      translations,
      vatMode: false,
    },
  });
}

/** Test harness: the router's location, and history back. */
export function RouterProbe() {
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <div data-testid="location">{`${location.pathname}${location.search}`}</div>
      <button type="button" onClick={() => void navigate(-1)}>
        History back
      </button>
    </>
  );
}
