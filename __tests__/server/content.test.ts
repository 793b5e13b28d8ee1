import type { ContentResponse, Product } from '../../src/api/types';
import { normalizeContentUrl } from '../../server/services/content';
import { body, createTestApp, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const content = (url: string, language = 'da', currency = 'DKK') =>
  t.app.inject({
    url: '/api/Content/GetContentByUrl',
    query: {
      'Area.AreaId': 'b2b',
      'Area.LanguageCode': language,
      'Area.CurrencyCode': currency,
      Url: url,
      LookupTemplate: 'page',
    },
  });

describe('normalizeContentUrl', () => {
  it.each([
    ['/', '/'],
    ['', '/'],
    ['/en/', '/en'],
    ['/en/about-us/?x=1#top', '/en/about-us'],
    ['en//about-us//', '/en/about-us'],
    ['/v%C3%A6rkt%C3%B8j', '/værktøj'],
    ['/bad%zz', '/bad%zz'],
    ['https://shop.example.com/en/about-us?x', '/en/about-us'],
  ])('%s → %s', (input, expected) => {
    expect(normalizeContentUrl(input)).toBe(expected);
  });
});

describe('GET /api/Content/GetContentByUrl', () => {
  it.each([
    ['/', 'da', 'home-da', 'Forside'],
    ['/en', 'en', 'home-en', 'Home'],
    ['/sv', 'sv', 'home-sv', 'Startsida'],
  ])('home %s in %s', async (url, language, id, title) => {
    const res = await content(url, language);
    expect(res.statusCode).toBe(200);
    const reply = body<ContentResponse>(res);
    expect(reply.contentType).toBe('other');
    expect(reply.statusCode).toBe(200);
    expect(reply.content).toMatchObject({ id, title, type: 'frontpage', url, parentId: null });
    expect(reply.content?.urls).toEqual({ da: '/', en: '/en', sv: '/sv' });
    expect(reply.product).toBeUndefined();
  });

  it('returns an info page with every Page field', async () => {
    const reply = body<ContentResponse>(await content('/en/about-us/', 'en'));
    expect(reply).toEqual({
      contentType: 'other',
      statusCode: 200,
      content: {
        id: 'about-en',
        parentId: 'home-en',
        type: 'page',
        title: 'About us',
        description: 'About us description',
        url: '/en/about-us',
        menuTitle: 'About us',
        properties: {},
        urls: { da: '/om-os', en: '/en/about-us' },
        content: [{ id: 'about-en-h', type: 'header', parameters: { text: 'About us' } }],
      },
    });
  });

  it('finds a page by its URL even when another language is requested', async () => {
    const reply = body<ContentResponse>(await content('/en/about-us', 'da'));
    expect(reply.content?.id).toBe('about-en');
  });

  it('returns a category page as contentType category', async () => {
    const reply = body<ContentResponse>(await content('/vaerktoej/hammere'));
    expect(reply.contentType).toBe('category');
    expect(reply.statusCode).toBe(200);
    expect(reply.content).toMatchObject({ id: 'cat-hammers-da', type: 'category', properties: { categoryId: 'C11' } });
    expect(reply.content?.urls).toEqual({ da: '/vaerktoej/hammere', en: '/en/tools/hammers' });
  });

  it('passes the page status code through', async () => {
    const reply = body<ContentResponse>(await content('/vaek'));
    expect(reply.statusCode).toBe(410);
    expect(reply.content?.id).toBe('gone-da');
  });

  it('returns a product page with the product', async () => {
    const res = await content('/vaerktoej/hammere/klohammer-500-g-1001');
    expect(res.statusCode).toBe(200);
    const reply = body<ContentResponse>(res);
    expect(reply.contentType).toBe('product');
    expect(reply.statusCode).toBe(200);
    expect(reply.content).toEqual({
      id: 'product-1001',
      parentId: 'cat-hammers-da',
      type: 'product',
      title: 'Klohammer 500 g',
      description: 'Klohammer 500 g short',
      url: '/vaerktoej/hammere/klohammer-500-g-1001',
      menuTitle: 'Klohammer 500 g',
      properties: { productId: '1001' },
      urls: { da: '/vaerktoej/hammere/klohammer-500-g-1001', en: '/en/tools/hammers/claw-hammer-500-g-1001' },
      content: [{ id: 'pd', type: 'productDetails', parameters: {} }],
    });
    const product = reply.product as Product;
    expect(product).toEqual({
      id: '1001',
      name: 'Klohammer 500 g',
      parentId: null,
      url: '/vaerktoej/hammere/klohammer-500-g-1001',
      categories: [
        { id: 'C1', name: 'Værktøj', url: '/vaerktoej' },
        { id: 'C11', name: 'Hammere', url: '/vaerktoej/hammere' },
        { id: 'C111', name: 'Klohammere', url: '' },
      ],
      variants: [
        { id: '1001-L', name: 'Large' },
        { id: '1001-S', name: 'Small' },
      ],
      units: [
        { unitId: 'STK', factor: 1, isDefault: true, allowsDecimals: false },
        { unitId: 'KRT', factor: 10, isDefault: false, allowsDecimals: false },
      ],
      specifications: {
        brand: 'Bahco',
        Brand: 'Bahco',
        'focus.brand': 'Bahco',
        $meta: [
          { key: 'material', label: 'Materiale', value: 'stål', numValue: null },
          { key: 'weightG', label: 'weightG', value: '500', numValue: 500 },
        ],
      },
      media: [
        { type: 'image', image: 'products/1001.svg', alt: 'Front' },
        { type: 'image', image: 'products/1001-b.svg', alt: 'Back' },
      ],
      unitPrices: [
        { unitId: 'KRT', variantId: null, price: 1190, beforePrice: null, currencyCode: 'DKK', minQuantity: 1 },
        { unitId: 'STK', variantId: null, price: 129.5, beforePrice: 149, currencyCode: 'DKK', minQuantity: 1 },
        { unitId: 'STK', variantId: null, price: 119, beforePrice: null, currencyCode: 'DKK', minQuantity: 10 },
      ],
      shortDescription: 'Klohammer 500 g short',
      description: 'Klohammer 500 g long',
      ean: '5701234000011',
    });
  });

  it('uses the language of the URL and the requested currency for a product', async () => {
    const reply = body<ContentResponse>(await content('/en/tools/hammers/claw-hammer-500-g-1001', 'en', 'eur'));
    expect(reply.contentType).toBe('product');
    expect(reply.product?.name).toBe('Claw hammer 500 g');
    expect(reply.product?.specifications.$meta[0]).toEqual({
      key: 'material',
      label: 'Material',
      value: 'steel',
      numValue: null,
    });
    expect(reply.product?.unitPrices).toEqual([
      { unitId: 'STK', variantId: null, price: 17.35, beforePrice: null, currencyCode: 'EUR', minQuantity: 1 },
    ]);
    expect(reply.content?.parentId).toBe('cat-hammers-en');
  });

  it('accepts a product under an ancestor category page and answers the canonical URL', async () => {
    const reply = body<ContentResponse>(await content('/vaerktoej/klohammer-500-g-1001'));
    expect(reply.contentType).toBe('product');
    expect(reply.content?.url).toBe('/vaerktoej/hammere/klohammer-500-g-1001');
    expect(reply.content?.parentId).toBe('cat-tools-da');
  });

  it.each([
    ['unknown URL', '/does/not/exist'],
    ['unpublished page', '/kladde'],
    ['product template itself', '/__product'],
    ['footer page itself', '/__footer'],
    ['product in another category', '/vaerktoej/save/klohammer-500-g-1001'],
    ['slug of another language', '/vaerktoej/hammere/claw-hammer-500-g-1001'],
    ['slug with the wrong id', '/vaerktoej/hammere/klohammer-500-g-1002'],
    ['unknown product under a category', '/vaerktoej/hammere/nothing-9999'],
    ['slug without id', '/vaerktoej/hammere/klohammer'],
  ])('%s → 200 with statusCode 404 in the body', async (_label, url) => {
    const res = await content(url);
    expect(res.statusCode).toBe(200);
    expect(body<ContentResponse>(res)).toEqual({ contentType: 'other', content: null, statusCode: 404 });
  });

  it('404 for an unknown area or language', async () => {
    const badArea = await t.app.inject({
      url: '/api/Content/GetContentByUrl',
      query: { 'Area.AreaId': 'x', 'Area.LanguageCode': 'da', 'Area.CurrencyCode': 'DKK', Url: '/' },
    });
    expect(badArea.statusCode).toBe(404);
    expect(body<{ message: string }>(badArea).message).toBe('Area id not found for language');
    const badLang = await content('/', 'de-DE');
    expect(badLang.statusCode).toBe(404);
    expect(body<{ message: string }>(badLang).message).toBe('Area id not found for language');
  });

  it('accepts da-DK as the language code', async () => {
    const reply = body<ContentResponse>(await content('/', 'DA-dk'));
    expect(reply.content?.id).toBe('home-da');
  });

  it.each(['Area.AreaId', 'Area.LanguageCode', 'Area.CurrencyCode', 'Url'])(
    '400 naming %s when it is missing',
    async (name) => {
      const query: Record<string, string> = {
        'Area.AreaId': 'b2b',
        'Area.LanguageCode': 'da',
        'Area.CurrencyCode': 'DKK',
        Url: '/',
      };
      delete query[name];
      const res = await t.app.inject({ url: '/api/Content/GetContentByUrl', query });
      expect(res.statusCode).toBe(400);
      const err = body<{ message: string; fields: Record<string, string> }>(res);
      expect(err.message).toBe(`${name} must be defined`);
      expect(err.fields).toEqual({ [name]: 'must be defined' });
    },
  );

  it('LookupTemplate is optional', async () => {
    const res = await t.app.inject({
      url: '/api/Content/GetContentByUrl',
      query: { 'Area.AreaId': 'b2b', 'Area.LanguageCode': 'da', 'Area.CurrencyCode': 'DKK', Url: '/om-os' },
    });
    expect(body<ContentResponse>(res).content?.id).toBe('about-da');
  });
});

describe('translations', () => {
  it('GetTranslationsByAreaId returns key → value of the language', async () => {
    const res = await t.app.inject({ url: '/api/Content/GetTranslationsByAreaId?AreaId=b2b&LanguageCode=en-US' });
    expect(res.statusCode).toBe(200);
    expect(body<Record<string, string>>(res)).toEqual({ 'cart.title': 'Cart', 'spec.material': 'Material' });
  });

  it('GetTranslations resolves the area from the host', async () => {
    const res = await t.app.inject({ url: '/api/Content/GetTranslations?Host=localhost:8080&LanguageCode=sv' });
    expect(res.statusCode).toBe(200);
    expect(body<Record<string, string>>(res)).toEqual({ 'cart.title': 'Varukorg' });
  });

  it("GetTranslations falls back to the '*' site configuration's area for an unknown host", async () => {
    const res = await t.app.inject({ url: '/api/Content/GetTranslations?Host=unknown.example&LanguageCode=da' });
    expect(res.statusCode).toBe(200);
    expect(body<Record<string, string>>(res)['cart.title']).toBe('Kurv');
  });

  it('404 for an unknown area or language', async () => {
    const area = await t.app.inject({ url: '/api/Content/GetTranslationsByAreaId?AreaId=x&LanguageCode=da' });
    expect(area.statusCode).toBe(404);
    const lang = await t.app.inject({ url: '/api/Content/GetTranslations?Host=localhost&LanguageCode=de' });
    expect(lang.statusCode).toBe(404);
    expect(body<{ message: string }>(lang).message).toBe('Area id not found for language');
  });

  it.each([
    ['/api/Content/GetTranslations?LanguageCode=da', 'Host'],
    ['/api/Content/GetTranslations?Host=localhost', 'LanguageCode'],
    ['/api/Content/GetTranslationsByAreaId?LanguageCode=da', 'AreaId'],
    ['/api/Content/GetTranslationsByAreaId?AreaId=b2b&LanguageCode=', 'LanguageCode'],
  ])('400 naming the missing parameter: %s', async (url, name) => {
    const res = await t.app.inject({ url });
    expect(res.statusCode).toBe(400);
    expect(body<{ message: string }>(res).message).toBe(`${name} must be defined`);
  });
});
