import type { SiteConfiguration } from '../../src/api/types';
import { body, createTestApp, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/Site/GetSiteConfiguration', () => {
  it('returns the configuration of the exact host name', async () => {
    const res = await t.app.inject({ url: '/api/Site/GetSiteConfiguration?Host=Shop.Example.se&Locale=sv-SE' });
    expect(res.statusCode).toBe(200);
    expect(body<SiteConfiguration>(res)).toEqual({
      hostname: 'shop.example.se',
      areaId: 'b2b',
      apiUri: 'https://shop.example.se/api',
      publicApiUri: 'https://shop.example.se/',
      publicCmsUri: 'https://cms.example.se/',
      noindex: false,
      titlePostfix: ' | Butik',
    });
  });

  it("falls back to the '*' configuration", async () => {
    const res = await t.app.inject({ url: '/api/Site/GetSiteConfiguration?Host=localhost:8080&Locale=da' });
    expect(res.statusCode).toBe(200);
    expect(body<SiteConfiguration>(res)).toEqual({
      hostname: 'localhost',
      areaId: 'b2b',
      apiUri: '/api',
      publicApiUri: '/',
      publicCmsUri: '/',
      noindex: true,
      titlePostfix: ' | Shop',
    });
  });

  it('404 when no configuration applies', async () => {
    await t.db.deleteFrom('site_configs').where('hostname', '=', '*').execute();
    await t.app.cache.invalidate('site');
    const res = await t.app.inject({ url: '/api/Site/GetSiteConfiguration?Host=other.example&Locale=da' });
    expect(res.statusCode).toBe(404);
    expect(body<{ message: string }>(res).message).toBe('Site configuration not found');
  });

  it.each([
    ['/api/Site/GetSiteConfiguration?Locale=da', 'Host'],
    ['/api/Site/GetSiteConfiguration?Host=localhost', 'Locale'],
    ['/api/Site/GetSiteConfiguration?Host=%20&Locale=da', 'Host'],
  ])('400 naming the missing parameter: %s', async (url, name) => {
    const res = await t.app.inject({ url });
    expect(res.statusCode).toBe(400);
    expect(body<{ message: string }>(res).message).toBe(`${name} must be defined`);
  });
});
