/**
 * The routes against the demo seed (server/seed) with a small catalogue.
 */
import type { AreaSettings, ContentResponse, SiteConfiguration, TokenResponse, User } from '../../src/api/types';
import { DEMO_PASSWORD, DEMO_USERS } from '../../server/seed';
import { contentPageUrl } from '../../server/seed/contentPages';
import { loadProducts } from '../../server/services/products';
import { body, createTestApp, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: true, seedProducts: 120 });
}, 60_000);
afterAll(async () => {
  await t.close();
});

const content = (url: string, language: string) =>
  t.app.inject({
    url: '/api/Content/GetContentByUrl',
    query: { 'Area.AreaId': 'b2b', 'Area.LanguageCode': language, 'Area.CurrencyCode': 'DKK', Url: url },
  });

describe('seeded shop', () => {
  it.each([
    ['/', 'da'],
    ['/en', 'en'],
    ['/sv', 'sv-SE'],
  ])('home %s (%s) is a frontpage with blocks and language versions', async (url, language) => {
    const res = await content(url, language);
    expect(res.statusCode).toBe(200);
    const reply = body<ContentResponse>(res);
    expect(reply.contentType).toBe('other');
    expect(reply.statusCode).toBe(200);
    expect(reply.content?.type).toBe('frontpage');
    expect(reply.content?.url).toBe(url);
    expect(reply.content?.content.length).toBeGreaterThan(0);
    expect(reply.content?.urls).toMatchObject({ da: '/', en: '/en', sv: '/sv' });
  });

  it('serves every published info page of the seed', async () => {
    const pages = await t.db
      .selectFrom('pages')
      .select(['url', 'language', 'id', 'template'])
      .where('type', '=', 'page')
      .where('published', '=', 1)
      .orderBy('id')
      .execute();
    expect(pages.length).toBeGreaterThan(0);
    for (const p of pages) {
      const res = await content(p.url, p.language);
      // Members' content (template 'member') is for logged-in customers: 403 'Forbidden' to an anonymous caller.
      if (p.template === 'member') expect(res.statusCode).toBe(403);
      else expect(body<ContentResponse>(res)).toMatchObject({ contentType: 'other', content: { id: p.id, url: p.url } });
    }
  });

  it.each(['da', 'en', 'sv', 'nb', 'fi'] as const)(
    'the service page (%s) has a dealer link that survives the rich-text sanitiser (analytics dealer-click)',
    async (lang) => {
      const language = lang === 'sv' ? 'sv-SE' : lang;
      const res = await content(contentPageUrl('service', lang), language);
      expect(res.statusCode).toBe(200);
      const html = JSON.stringify(body<ContentResponse>(res).content?.content);
      expect(html).toMatch(/<a data-dealer=\\"[^"\\]+\\" href=\\"https:\/\/[a-z-]+\.example\/\\"/);
    },
  );

  it('serves a category page', async () => {
    const page = await t.db
      .selectFrom('pages')
      .select(['url', 'id'])
      .where('type', '=', 'category')
      .where('language', '=', 'en')
      .executeTakeFirstOrThrow();
    const reply = body<ContentResponse>(await content(page.url, 'en'));
    expect(reply.contentType).toBe('category');
    expect(reply.content?.id).toBe(page.id);
    expect(reply.content?.content.some((b) => b.type === 'productList')).toBe(true);
  });

  it('serves product pages in da and en', async () => {
    const product = await t.db.selectFrom('products').select('id').orderBy('id').executeTakeFirstOrThrow();
    for (const language of ['da', 'en']) {
      const expected = (await loadProducts(t.db, [product.id], language, 'DKK', { areaId: 'b2b' })).get(product.id);
      expect(expected?.url).toMatch(/-[^-/]+$/);
      const res = await content(expected!.url, language);
      const reply = body<ContentResponse>(res);
      expect(reply.contentType).toBe('product');
      expect(reply.statusCode).toBe(200);
      expect(reply.content?.id).toBe(`product-${product.id}`);
      expect(reply.content?.title).toBe(expected?.name);
      expect(reply.content?.content.some((b) => b.type === 'productDetails')).toBe(true);
      expect(reply.product?.id).toBe(product.id);
      expect(reply.product?.unitPrices.length).toBeGreaterThan(0);
      expect(reply.product?.categories.length).toBeGreaterThan(0);
      expect(reply.product?.specifications.brand).not.toBe('');
      expect(reply.product?.media[0]?.type).toBe('image');
      expect(Object.keys(reply.content?.urls ?? {})).toEqual(expect.arrayContaining(['da', 'en', 'sv']));
    }
  });

  it('answers statusCode 404 in the body for an unknown URL', async () => {
    const reply = body<ContentResponse>(await content('/en/this/does/not/exist', 'en'));
    expect(reply).toEqual({ contentType: 'other', content: null, statusCode: 404 });
  });

  it('has area settings with menus and footer for localhost', async () => {
    const res = await t.app.inject({ url: '/api/Area/GetAreaByDomain?Domain=localhost&Language=da-DK' });
    expect(res.statusCode).toBe(200);
    const area = body<AreaSettings>(res);
    expect(area.languages.map((l) => l.code)).toEqual(['da', 'en', 'sv', 'nb', 'fi']);
    expect(area.menus.categories.length).toBeGreaterThan(0);
    expect(area.footerContent.length).toBeGreaterThan(0);
    expect(area.defaultFacets.length).toBeGreaterThan(0);
  });

  it('has translations and a site configuration', async () => {
    const tr = body<Record<string, string>>(
      await t.app.inject({ url: '/api/Content/GetTranslations?Host=localhost&LanguageCode=en' }),
    );
    expect(Object.keys(tr).length).toBeGreaterThan(0);
    const site = await t.app.inject({ url: '/api/Site/GetSiteConfiguration?Host=localhost&Locale=da' });
    expect(site.statusCode).toBe(200);
    expect(body<SiteConfiguration>(site).areaId).toBe('b2b');
  });

  it('logs in the demo customer and returns the user', async () => {
    const demo = DEMO_USERS.find((u) => u.username === 'kunde@demo.dk')!;
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/User/Login',
      payload: { username: demo.username, password: DEMO_PASSWORD },
    });
    expect(login.statusCode).toBe(200);
    const { token } = body<TokenResponse>(login);
    const user = body<User>(await t.app.inject({ url: '/api/User/GetUser', headers: { authorization: `Bearer ${token}` } }));
    expect(user).toMatchObject({
      name: demo.name,
      roles: ['customer'],
      customerNumber: '10001',
      extraInfo: { impersonatorName: null, username: 'kunde@demo.dk', language: 'da' },
    });
    expect(user.extraInfo.customerName).toEqual(expect.any(String));
  });

  it('serves a seeded product image', async () => {
    const media = await t.db.selectFrom('product_media').select('path').executeTakeFirstOrThrow();
    const res = await t.app.inject({ url: `/images/raw/${Buffer.from(media.path).toString('base64url')}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml');
  });
});
