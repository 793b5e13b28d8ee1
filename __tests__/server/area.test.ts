import type { AreaSettings } from '../../src/api/types';
import { tokenFor } from './auth';
import { body, createTestApp, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/Area/GetAreaById', () => {
  it('returns the area settings in the language', async () => {
    const res = await t.app.inject({ url: '/api/Area/GetAreaById?AreaId=b2b&language=da' });
    expect(res.statusCode).toBe(200);
    const area = body<AreaSettings>(res);
    // vatPercentage: the default country's VAT (Denmark), the rate a visitor's prices incl. VAT are shown with
    expect(area.area).toEqual({ id: 'b2b', name: 'B2B', currencyCode: 'DKK', defaultLanguage: 'da', vatPercentage: 25 });
    expect(area.languages.map((l) => l.code)).toEqual(['da', 'en', 'sv']);
    expect(area.languages[0]).toEqual({
      code: 'da',
      languageId: 'da-DK',
      name: 'Dansk',
      areaId: 'b2b',
      localeCode: 'DAN',
      perfionLanguageId: 1,
      urlPrefix: '',
    });
    expect(area.domains).toEqual(
      expect.arrayContaining([
        { domain: 'localhost', language: 'da', isPrimary: true },
        { domain: 'localhost', language: 'en', isPrimary: false },
      ]),
    );
    expect(area.footerContent).toEqual([
      { id: 'footer-da-1', type: 'footerBox', parameters: { title: 'Kontakt', lines: [{ text: 'info@example.com' }] } },
    ]);
    expect(area.defaultFacets).toEqual([{ type: 'CheckboxOr', field: 'brand', queryField: 'brand' }]);
    expect(area.sortingOptions[0]?.queryValue).toBe('name');
    expect(area.imagePrefix).toBe('products');
    expect(Object.keys(area.menus).sort()).toEqual(['categories', 'primary', 'secondary']);
  });

  it('builds menu trees with children sorted by sort', async () => {
    const res = await t.app.inject({ url: '/api/Area/GetAreaById?AreaId=b2b&language=da' });
    const { menus } = body<AreaSettings>(res);
    expect(menus.categories).toHaveLength(1);
    const tools = menus.categories[0]!;
    expect(tools).toMatchObject({ id: 'm-da-tools', name: 'Værktøj', url: '/vaerktoej', parentId: null, menus: ['categories'] });
    expect(tools.children.map((c) => c.name)).toEqual(['Save', 'Hammere']);
    expect(tools.children[0]).toEqual({
      id: 'm-da-saws',
      name: 'Save',
      url: '/vaerktoej/save',
      externalLink: null,
      parentId: 'm-da-tools',
      menus: ['categories'],
      children: [],
    });
    expect(menus.primary.map((m) => m.url)).toEqual(['/om-os']);
    expect(menus.secondary.map((m) => m.url)).toEqual(['/bonus']);
  });

  it('accepts da-DK and upper case language codes and answers per language', async () => {
    const en = body<AreaSettings>(await t.app.inject({ url: '/api/Area/GetAreaById?AreaId=b2b&language=EN-us' }));
    expect(en.menus.primary.map((m) => m.name)).toEqual(['About us']);
    expect(en.footerContent[0]?.parameters.title).toBe('Contact');
    const da = await t.app.inject({ url: '/api/Area/GetAreaById?AreaId=b2b&language=da-DK' });
    expect(da.statusCode).toBe(200);
  });

  it('gives a language without footer or menus empty lists', async () => {
    const sv = body<AreaSettings>(await t.app.inject({ url: '/api/Area/GetAreaById?AreaId=b2b&language=sv' }));
    expect(sv.footerContent).toEqual([]);
    expect(sv.menus).toEqual({ primary: [], categories: [], secondary: [] });
  });

  it('caches per logged-in status', async () => {
    const spy = jest.spyOn(t.app.cache, 'wrap');
    const token = await tokenFor(t.app, 'u-customer');
    await t.app.inject({ url: '/api/Area/GetAreaById?AreaId=b2b&language=da' });
    await t.app.inject({ url: '/api/Area/GetAreaById?AreaId=b2b&language=da', headers: { authorization: `Bearer ${token}` } });
    const keys = spy.mock.calls.filter((c) => c[0] === 'area').map((c) => c[1]);
    expect(keys).toEqual(['b2b|da|anon', 'b2b|da|user']);
    spy.mockRestore();
  });

  it('404 for an unknown area', async () => {
    const res = await t.app.inject({ url: '/api/Area/GetAreaById?AreaId=nope&language=da' });
    expect(res.statusCode).toBe(404);
    expect(body<{ message: string }>(res).message).toBe('Area not found');
  });

  it('404 for a language the area does not have', async () => {
    const res = await t.app.inject({ url: '/api/Area/GetAreaById?AreaId=b2b&language=de' });
    expect(res.statusCode).toBe(404);
    expect(body<{ message: string }>(res).message).toBe('Area id not found for language');
  });

  it.each([
    ['/api/Area/GetAreaById?language=da', 'AreaId'],
    ['/api/Area/GetAreaById?AreaId=b2b', 'language'],
    ['/api/Area/GetAreaById?AreaId=&language=da', 'AreaId'],
  ])('400 naming the missing parameter: %s', async (url, name) => {
    const res = await t.app.inject({ url });
    expect(res.statusCode).toBe(400);
    const err = body<{ message: string; fields: Record<string, string> }>(res);
    expect(err.message).toBe(`${name} must be defined`);
    expect(err.fields).toEqual({ [name]: 'must be defined' });
  });

  it('400 naming both when both are missing', async () => {
    const res = await t.app.inject({ url: '/api/Area/GetAreaById' });
    expect(res.statusCode).toBe(400);
    expect(body<{ fields: Record<string, string> }>(res).fields).toEqual({
      AreaId: 'must be defined',
      language: 'must be defined',
    });
  });
});

describe('GET /api/Area/GetAreaByDomain', () => {
  it('resolves the area of a domain', async () => {
    const res = await t.app.inject({ url: '/api/Area/GetAreaByDomain?Domain=localhost&Language=da' });
    expect(res.statusCode).toBe(200);
    expect(body<AreaSettings>(res).area.id).toBe('b2b');
  });

  it('ignores a port and case, and falls back to the primary row for another language', async () => {
    const res = await t.app.inject({ url: '/api/Area/GetAreaByDomain?Domain=SHOP.example.se:8443&Language=da-DK' });
    expect(res.statusCode).toBe(200);
    const area = body<AreaSettings>(res);
    expect(area.area.id).toBe('b2b');
    expect(area.menus.primary.map((m) => m.url)).toEqual(['/om-os']);
  });

  it("falls back to the '*' site configuration's area for an unknown domain", async () => {
    const res = await t.app.inject({ url: '/api/Area/GetAreaByDomain?Domain=127.0.0.1:8080&Language=en' });
    expect(res.statusCode).toBe(200);
    expect(body<AreaSettings>(res).menus.primary.map((m) => m.url)).toEqual(['/en/about-us']);
  });

  it('404 for a language the area does not have', async () => {
    const res = await t.app.inject({ url: '/api/Area/GetAreaByDomain?Domain=localhost&Language=fi' });
    expect(res.statusCode).toBe(404);
    expect(body<{ message: string }>(res).message).toBe('Area id not found for language');
  });

  it.each([
    ['/api/Area/GetAreaByDomain?Language=da', 'Domain'],
    ['/api/Area/GetAreaByDomain?Domain=localhost', 'Language'],
  ])('400 naming the missing parameter: %s', async (url, name) => {
    const res = await t.app.inject({ url });
    expect(res.statusCode).toBe(400);
    expect(body<{ message: string }>(res).message).toBe(`${name} must be defined`);
  });
});
