/**
 * The document head: robots noindex from the site configuration on every page; on content, category and product
 * pages the meta description, the canonical link and the hreflang alternates of the page's language versions.
 */
import { act, screen } from '@testing-library/react';
import type { AreaSettings, ContentResponse, Page, SiteConfiguration } from '../../../src/api/types';
import { DESCRIPTION_MAX_LENGTH, metaDescription, pageLinks } from '../../../src/app/documentHead';
import { areaSettings, json, makeProduct, mockAppServer } from '../product/fixtures';
import { renderApp } from '../renderWithProviders';

const site = (noindex: boolean): SiteConfiguration => ({
  hostname: '*',
  areaId: 'b2b',
  apiUri: '/api',
  publicApiUri: '',
  publicCmsUri: '',
  noindex,
  titlePostfix: ' | Test Shop',
});

const head = () => document.head;
const canonical = () => head().querySelectorAll('link[rel="canonical"]');
const alternates = () =>
  [...head().querySelectorAll('link[rel="alternate"][hreflang]')].map((l) => [l.getAttribute('hreflang'), l.getAttribute('href')]);
const description = () => [...head().querySelectorAll('meta[name="description"]')].map((m) => m.getAttribute('content'));
const robots = () => [...head().querySelectorAll('meta[name="robots"]')].map((m) => m.getAttribute('content'));

function productContent(): ContentResponse {
  const product = makeProduct();
  return {
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
      urls: { da: '/fastgoring/traeskrue-100200', en: product.url, sv: '/sv/fastelement/traskruv-100200' },
      content: [{ id: 'product-details', type: 'productDetails', parameters: {} }],
    },
  };
}

function categoryContent(): ContentResponse {
  return {
    contentType: 'category',
    statusCode: 200,
    content: {
      id: 'cat-en',
      parentId: null,
      type: 'category',
      title: 'Fasteners',
      description: 'Screws, <b>bolts</b> and   anchors for wood, metal and concrete.',
      url: '/en/fasteners',
      menuTitle: 'Fasteners',
      properties: { categoryId: 'c1' },
      urls: { da: '/fastgoring', en: '/en/fasteners' },
      content: [],
    },
  };
}

function aboutContent(): ContentResponse {
  return {
    contentType: 'other',
    statusCode: 200,
    content: {
      id: 'about-en',
      parentId: null,
      type: 'page',
      title: 'About us',
      description: 'Nordic Tools supplies professionals with tools and fasteners.',
      url: '/en/about-us',
      menuTitle: 'About us',
      properties: {},
      urls: { da: '/om-os', en: '/en/about-us', sv: '/sv/om-oss', nb: '/nb/om-oss', fi: '/fi/meista' },
      content: [{ id: 'h', type: 'header', parameters: { text: 'About us', level: 1 } }],
    },
  };
}

/** Answers GetContentByUrl with `content` — or, given several, with the one whose url is asked for. */
function serve(content: ContentResponse | ContentResponse[], noindex = false, area: AreaSettings = areaSettings('DKK')) {
  const all = Array.isArray(content) ? content : [content];
  mockAppServer({
    '/api/Site/GetSiteConfiguration': () => json(200, site(noindex)),
    '/api/Area/GetAreaByDomain': () => json(200, area),
    '/api/Content/GetContentByUrl': (request) => {
      const url = new URL(request.url).searchParams.get('Url') ?? '';
      return json(200, all.find((c) => c.content?.url === url) ?? all[0]);
    },
    '/api/Price/GetPrices': () => json(200, []),
  });
}

beforeEach(() => {
  window.dataLayer = [];
});

describe('on a product page', () => {
  it('canonical, one alternate per language version plus x-default, and the short description', async () => {
    const content = productContent();
    serve(content);
    renderApp(content.content!.url);
    expect(await screen.findByRole('heading', { level: 1, name: content.product!.name })).toBeInTheDocument();
    const origin = window.location.origin;
    expect(canonical()).toHaveLength(1);
    expect(canonical()[0]).toHaveAttribute('href', `${origin}/en/fasteners/wood-screw-100200`);
    expect(alternates()).toEqual([
      ['da', `${origin}/fastgoring/traeskrue-100200`],
      ['en', `${origin}/en/fasteners/wood-screw-100200`],
      ['sv', `${origin}/sv/fastelement/traskruv-100200`],
      ['x-default', `${origin}/fastgoring/traeskrue-100200`],
    ]);
    expect(description()).toEqual(['Zinc-plated wood screw for outdoor use.']);
    expect(robots()).toEqual([]);
  });

  it('with noindex: robots noindex, no canonical or alternates (the description stays)', async () => {
    const content = productContent();
    serve(content, true);
    renderApp(content.content!.url);
    expect(await screen.findByRole('heading', { level: 1, name: content.product!.name })).toBeInTheDocument();
    expect(robots()).toEqual(['noindex']);
    expect(canonical()).toHaveLength(0);
    expect(alternates()).toEqual([]);
    expect(description()).toEqual(['Zinc-plated wood screw for outdoor use.']);
  });
});

describe('on a content page', () => {
  it('its description, canonical and an alternate for each of the five languages plus x-default', async () => {
    serve(aboutContent());
    renderApp('/en/about-us');
    expect(await screen.findByRole('heading', { level: 1, name: 'About us' })).toBeInTheDocument();
    const origin = window.location.origin;
    expect(description()).toEqual(['Nordic Tools supplies professionals with tools and fasteners.']);
    expect([...canonical()].map((l) => l.getAttribute('href'))).toEqual([`${origin}/en/about-us`]);
    expect(alternates()).toEqual([
      ['da', `${origin}/om-os`],
      ['en', `${origin}/en/about-us`],
      ['sv', `${origin}/sv/om-oss`],
      ['nb', `${origin}/nb/om-oss`],
      ['fi', `${origin}/fi/meista`],
      ['x-default', `${origin}/om-os`],
    ]);
  });
});

describe('client-side navigation', () => {
  it('product page → content page: the product’s tags are replaced, none left behind', async () => {
    const product = productContent();
    serve([product, aboutContent()]);
    const { router } = renderApp(product.content!.url);
    expect(await screen.findByRole('heading', { level: 1, name: product.product!.name })).toBeInTheDocument();
    expect(description()).toEqual(['Zinc-plated wood screw for outdoor use.']);
    expect(alternates()).toHaveLength(4);

    await act(async () => {
      await router.navigate('/en/about-us');
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'About us' })).toBeInTheDocument();
    const origin = window.location.origin;
    expect(description()).toEqual(['Nordic Tools supplies professionals with tools and fasteners.']);
    expect([...canonical()].map((l) => l.getAttribute('href'))).toEqual([`${origin}/en/about-us`]);
    expect(alternates().map(([lang]) => lang)).toEqual(['da', 'en', 'sv', 'nb', 'fi', 'x-default']);
    expect(head().innerHTML).not.toContain('wood-screw');
    expect(head().innerHTML).not.toContain('traeskrue');

    await act(async () => {
      await router.navigate(product.content!.url);
    });
    expect(await screen.findByRole('heading', { level: 1, name: product.product!.name })).toBeInTheDocument();
    expect(description()).toEqual(['Zinc-plated wood screw for outdoor use.']);
    expect([...canonical()].map((l) => l.getAttribute('href'))).toEqual([`${origin}/en/fasteners/wood-screw-100200`]);
    expect(alternates().map(([lang]) => lang)).toEqual(['da', 'en', 'sv', 'x-default']);
    expect(head().innerHTML).not.toContain('about-us');
  });

  it('a product without a short description: the long description as plain text', async () => {
    const content = productContent();
    content.product = { ...content.product!, shortDescription: '' };
    serve(content);
    renderApp(content.content!.url);
    expect(await screen.findByRole('heading', { level: 1, name: content.product.name })).toBeInTheDocument();
    expect(description()).toEqual(['Sharp tip and deep thread. Delivered in packs of 100.']);
  });
});

describe('on a category page', () => {
  it('the category description as plain text, links per language; gone again on a screen that is not content', async () => {
    const content = categoryContent();
    serve(content);
    const { router } = renderApp('/en/fasteners');
    expect(await screen.findByText('Fasteners', { selector: 'h1, [aria-current="page"]' })).toBeInTheDocument();
    expect(description()).toEqual(['Screws, bolts and anchors for wood, metal and concrete.']);
    expect(canonical()[0]).toHaveAttribute('href', `${window.location.origin}/en/fasteners`);
    expect(alternates().map(([lang]) => lang)).toEqual(['da', 'en', 'x-default']);

    await act(async () => {
      await router.navigate('/en/product-comparison');
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Product comparison' })).toBeInTheDocument();
    expect(canonical()).toHaveLength(0);
    expect(alternates()).toEqual([]);
    expect(description()).toEqual([]);
  });

  it('noindex on every page, also screens that are not content', async () => {
    serve(categoryContent(), true);
    renderApp('/en/product-comparison');
    expect(await screen.findByRole('heading', { level: 1, name: 'Product comparison' })).toBeInTheDocument();
    expect(robots()).toEqual(['noindex']);
  });
});

describe('pageLinks', () => {
  const page: Pick<Page, 'url' | 'urls'> = { url: '/en/about', urls: { en: '/en/about', da: '/om-os', sv: '/sv/om-oss' } };

  it('absolute URLs in locale order, x-default = the default language', () => {
    expect(pageLinks(page, 'en', [], 'da', 'https://shop.example')).toEqual({
      canonical: 'https://shop.example/en/about',
      alternates: [
        { hrefLang: 'da', href: 'https://shop.example/om-os' },
        { hrefLang: 'en', href: 'https://shop.example/en/about' },
        { hrefLang: 'sv', href: 'https://shop.example/sv/om-oss' },
        { hrefLang: 'x-default', href: 'https://shop.example/om-os' },
      ],
    });
  });

  it("a language's primary domain (not a local name) gives its origin", () => {
    const links = pageLinks(
      page,
      'en',
      [
        { domain: 'butik.example.se', language: 'sv', isPrimary: true },
        { domain: 'localhost', language: 'da', isPrimary: true },
      ],
      'da',
      'https://shop.example',
    );
    expect(links.alternates.find((a) => a.hrefLang === 'sv')?.href).toBe('https://butik.example.se/sv/om-oss');
    expect(links.alternates.find((a) => a.hrefLang === 'da')?.href).toBe('https://shop.example/om-os');
  });

  it("one language version: canonical only, from the page's own url when urls lacks it", () => {
    expect(pageLinks({ url: '/en/x', urls: {} }, 'en', [], 'da', 'http://localhost:8080')).toEqual({
      canonical: 'http://localhost:8080/en/x',
      alternates: [],
    });
    expect(pageLinks({ url: '', urls: {} }, 'en', [], 'da', 'http://localhost:8080')).toEqual({ canonical: null, alternates: [] });
  });

  it('percent-encodes paths', () => {
    expect(pageLinks({ url: '/en/æble & pære', urls: {} }, 'en', [], 'da', 'https://shop.example').canonical).toBe(
      'https://shop.example/en/%C3%A6ble%20&%20p%C3%A6re',
    );
  });
});

describe('metaDescription', () => {
  it('keeps short texts, strips tags and spaces', () => {
    expect(metaDescription(' <p>Tools  for\n professionals.</p> ')).toBe('Tools for professionals.');
    expect(metaDescription(undefined)).toBe('');
  });

  it(`cuts long texts at a word boundary to at most ${DESCRIPTION_MAX_LENGTH} characters`, () => {
    const text = 'Screws and anchors for every material, '.repeat(10);
    const cut = metaDescription(text);
    expect(cut.length).toBeLessThanOrEqual(DESCRIPTION_MAX_LENGTH);
    expect(cut.endsWith('…')).toBe(true);
    expect(text.startsWith(cut.slice(0, -1))).toBe(true);
    expect(cut).not.toMatch(/[ ,]…$/);
  });
});
