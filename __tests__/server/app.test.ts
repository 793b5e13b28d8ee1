import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { body, createTestApp, type TestApp } from './helpers';
import { pageStatus } from '../../server/services/pageStatus';

describe('without a built SPA', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    t.app.get('/api/Test/Boom', async () => {
      throw new TypeError("Cannot read properties of undefined (reading 'secret')");
    });
  });
  afterAll(async () => {
    await t.close();
  });

  it('sends HSTS only over HTTPS: never over plain HTTP, from X-Forwarded-Proto only behind a trusted proxy', async () => {
    const plain = await t.app.inject({ url: '/integrity/check' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    // Without TRUST_PROXY anybody can send the header: it proves nothing.
    const claimed = await t.app.inject({ url: '/integrity/check', headers: { 'x-forwarded-proto': 'https' } });
    expect(claimed.headers['strict-transport-security']).toBeUndefined();
    const proxied = await createTestApp({ env: { TRUST_PROXY: 'true' } });
    try {
      const https = await proxied.app.inject({ url: '/integrity/check', headers: { 'x-forwarded-proto': 'https' } });
      expect(https.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      const http = await proxied.app.inject({ url: '/integrity/check', headers: { 'x-forwarded-proto': 'http' } });
      expect(http.headers['strict-transport-security']).toBeUndefined();
    } finally {
      await proxied.close();
    }
  });

  it('answers 404 JSON for unknown /api paths', async () => {
    const res = await t.app.inject({ url: '/api/Nope/Nothing' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/json');
    expect(body<unknown>(res)).toEqual({ message: 'Not Found', statusCode: 404 });
  });

  it('answers 404 JSON for other paths when there is no index.html', async () => {
    const res = await t.app.inject({ url: '/kurv' });
    expect(res.statusCode).toBe(404);
    expect(body<unknown>(res)).toEqual({ message: 'Not Found', statusCode: 404 });
  });

  it('a thrown bug gives 500 with a generic message and no stack trace', async () => {
    const res = await t.app.inject({ url: '/api/Test/Boom' });
    expect(res.statusCode).toBe(500);
    expect(body<unknown>(res)).toEqual({ message: 'An unexpected server error occurred.', statusCode: 500 });
    expect(res.body).not.toMatch(/secret|TypeError|at |\.ts/);
  });

  it('answers 400 for malformed JSON without internals', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/User/Login',
      headers: { 'content-type': 'application/json' },
      payload: '{"username":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.body).not.toContain('node_modules');
  });

  // PostgreSQL refuses U+0000 in text values: before this check these were 500s there (fuzz test on PostgreSQL).
  it.each([
    ['GET', '/payment-sandbox/%00', undefined, 'params.providerPaymentId'],
    ['POST', '/payment-sandbox/%00/pay', { cardNumber: '4', expiry: '1', action: 'pay' }, 'params.providerPaymentId'],
    ['GET', '/api/Payment/VerifyPaymentRedirect/b2b/%00', undefined, 'params.paymentId'],
    ['GET', '/api/Payment/VerifyPaymentRedirect/b2b/x?note=a%00b', undefined, 'query.note'],
    ['POST', '/api/User/Login', { username: 'a\u0000b', password: 'x' }, 'body.username'],
    ['POST', '/api/User/Login', { 'user\u0000name': 'a', password: 'x' }, 'body.user\u0000name'],
  ])('answers 400 for a NUL character anywhere in %s %s', async (method, url, payload, field) => {
    const res = await t.app.inject({ method: method as 'GET' | 'POST', url, ...(payload ? { payload } : {}) });
    expect(res.statusCode).toBe(400);
    const answer = body<{ message: string; fields: Record<string, string> }>(res);
    expect(answer.message).toContain('must not contain a NUL character');
    expect(Object.keys(answer.fields)[0]).toContain(field);
  });
});

/** A script large enough to be compressed (over @fastify/compress's 1 kB threshold). */
const BIG_SCRIPT = Array.from({ length: 200 }, (_, i) => `console.log(${i});`).join('\n');

/** A members' page (lookup template 'member': 403 for anonymous callers) inserted into the fixtures. */
async function insertPage(t: TestApp, id: string, language: string, url: string, title: string, template: string, content: unknown[]) {
  await t.db
    .insertInto('pages')
    .values({
      id,
      group_id: id,
      area_id: 'b2b',
      language,
      parent_id: null,
      type: 'page',
      template,
      title,
      description: title,
      url,
      menu_title: title,
      properties: '{}',
      content: JSON.stringify(content),
      status_code: 200,
      published: 1,
      sort: 0,
    })
    .execute();
}

const insertMemberPage = (t: TestApp, language: string, url: string, title: string) =>
  insertPage(t, `members-${language}`, language, url, title, 'member', []);

describe('with a built SPA', () => {
  let t: TestApp;
  let staticDir: string;
  const html = '<!doctype html><html><body><div id="root"></div></body></html>';
  /** The served page without the language the server gives its <html> (checked in 'start-up calls answered'). */
  const withoutLang = (page: string) => page.replace(/<html lang="[a-z]{2}-[A-Z]{2}">/, '<html>');
  beforeAll(async () => {
    staticDir = mkdtempSync(path.join(os.tmpdir(), 'shop-static-'));
    writeFileSync(path.join(staticDir, 'index.html'), html);
    mkdirSync(path.join(staticDir, 'assets'));
    writeFileSync(path.join(staticDir, 'assets', 'main.0123abcd89.js'), 'console.log(1)');
    // A build's precompressed copy (webpack.config.ts PrecompressPlugin).
    writeFileSync(path.join(staticDir, 'assets', 'vendor.0123abcd89.js'), BIG_SCRIPT);
    writeFileSync(path.join(staticDir, 'assets', 'vendor.0123abcd89.js.br'), brotliCompressSync(BIG_SCRIPT));
    // An older build's source maps, still in the folder.
    writeFileSync(path.join(staticDir, 'assets', 'main.0123abcd89.js.map'), '{"version":3,"sources":["src/secret.ts"]}');
    writeFileSync(path.join(staticDir, 'assets', 'main.0123abcd89.js.map.gz'), 'x');
    t = await createTestApp({ env: { STATIC_DIR: staticDir } });
  });

  it('never serves a source map, even one left in the static folder', async () => {
    for (const url of ['/assets/main.0123abcd89.js.map', '/assets/main.0123abcd89.js.MAP', '/assets/main.0123abcd89.js.map.gz']) {
      const res = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
      expect({ url, status: res.statusCode }).toEqual({ url, status: 404 });
      expect(res.body).not.toContain('sources');
    }
    expect((await t.app.inject({ url: '/assets/main.0123abcd89.js' })).statusCode).toBe(200);
  });

  it('sends the build’s brotli copy of a script to a browser that takes br, the script itself otherwise', async () => {
    const br = await t.app.inject({ url: '/assets/vendor.0123abcd89.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toContain('javascript');
    expect(br.headers['cache-control']).toContain('immutable');
    expect(br.rawPayload.equals(readFileSync(path.join(staticDir, 'assets', 'vendor.0123abcd89.js.br')))).toBe(true);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(BIG_SCRIPT);

    const plain = await t.app.inject({ url: '/assets/vendor.0123abcd89.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding'] ?? 'identity').toBe('identity');
    expect(plain.body).toBe(BIG_SCRIPT);
  });
  afterAll(async () => {
    await t.close();
    rmSync(staticDir, { recursive: true, force: true });
  });

  it.each([
    '/',
    '/en',
    '/kurv',
    '/en/cart',
    '/en/cart/',
    '/KURV',
    '/sv/kurv',
    '/login?returnUrl=%2Fkurv',
    '/en/search?q=screw',
    '/checkout/kvittering',
    '/kundecenter/ordrer/42',
    '/en/customercenter/profile',
    '/sv/kundecenter/gendan-kodeord',
    '/impersonation',
    '/produkt-sammenligning',
    '/en/product-comparison',
    '/sv/ecom/productComparison',
    '/om-os',
    '/en/about-us',
    '/vaerktoej/hammere',
    '/en/tools/',
    '/vaerktoej/hammere/klohammer-500-g-1001',
  ])(
    'serves index.html with 200 for the history route %s',
    async (url) => {
      const res = await t.app.inject({ url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(withoutLang(res.body)).toBe(html);
    },
  );

  it.each([
    '/does-not-exist',
    '/en/nope/deeper',
    '/kladde', // unpublished
    '/__product', // a template, never served at its own URL
    '/en/om-os', // the Danish page's URL under another prefix
    '/vaerktoej/hammere/klohammer-500-g-9999', // no such product
    '/vaerktoej/save/klohammer-500-g-1001', // the product is not in this category
    '/links/nowhere',
    '/nb/kurv-nope',
    '/en/kurv', // the Danish path of the cart in English
    '/fi', // a language the area does not have
  ])('serves index.html with 404 for the unknown URL %s (the SPA renders its 404 page)', async (url) => {
    const res = await t.app.inject({ url });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(withoutLang(res.body)).toBe(html);
  });

  it("answers a page's own error status (a 410 page)", async () => {
    const res = await t.app.inject({ url: '/vaek' });
    expect(res.statusCode).toBe(410);
    expect(withoutLang(res.body)).toBe(html);
  });

  it("answers 403 for members' content (the SPA shows Forbidden, or the page once logged in), once per cache time", async () => {
    await insertMemberPage(t, 'da', '/kundefordele', 'Kundefordele');
    const warn = jest.spyOn(t.app.log, 'warn');
    try {
      for (const url of ['/kundefordele', '/kundefordele?again']) {
        const res = await t.app.inject({ url });
        expect(res.statusCode).toBe(403);
        expect(withoutLang(res.body)).toBe(html);
      }
      expect(warn).not.toHaveBeenCalled();
    } finally {
      warn.mockRestore();
    }
  });

  it('answers HEAD with the same status', async () => {
    expect((await t.app.inject({ method: 'HEAD', url: '/does-not-exist' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'HEAD', url: '/om-os' })).statusCode).toBe(200);
  });

  it('looks a URL up once within the cache time: a page load then costs only the calls it answers', async () => {
    await t.app.inject({ url: '/en/about-us?first' });
    const spy = jest.spyOn(t.db, 'selectFrom');
    try {
      const res = await t.app.inject({ url: '/en/about-us?second' });
      expect(res.statusCode).toBe(200);
      // Reads of the data itself: the answer cache's look at cache_generations (one per answer it makes or serves)
      // is its bookkeeping (server/services/answerCache.ts); the mail outbox's and the search feed's timers read
      // their tables whenever they fire (on a slow machine, within this test).
      const BOOKKEEPING = new Set(['cache_generations', 'mail_outbox', 'catalogue_changes', 'catalogue_version']);
      const reads = () => spy.mock.calls.filter(([table]) => !BOOKKEEPING.has(String(table))).length;
      const served = reads();
      const servedTables = spy.mock.calls.map(([table]) => String(table));
      spy.mockClear();
      // The same start-up calls sent by the storefront itself (common/startup.ts).
      const status = await pageStatus(t.app, 'localhost', '/en/about-us');
      spy.mockClear();
      const urls = 'startup' in status ? status.startup : [];
      expect(urls).toHaveLength(4);
      for (const url of urls) expect((await t.app.inject({ url })).statusCode).toBe(200);
      const startupTables = spy.mock.calls.map(([table]) => String(table));
      expect(served <= reads() ? 'ok' : `the page read ${servedTables.join(', ')}; its start-up calls ${startupTables.join(', ')}`).toBe('ok');
    } finally {
      spy.mockRestore();
    }
  });

  it.each([
    ['/ecom/productComparison', '/produkt-sammenligning'],
    ['/product-comparison?ids=1,2', '/produkt-sammenligning?ids=1,2'],
    ['/en/ecom/productComparison', '/en/product-comparison'],
    ['/en/produkt-sammenligning', '/en/product-comparison'],
    ['/sv/produkt-sammenligning', '/sv/ecom/productComparison'],
    ['/nb/product-comparison', '/nb/ecom/productComparison'],
    ['/fi/produkt-sammenligning/', '/fi/ecom/productComparison'],
  ])('redirects the comparison form %s to the language’s own path %s', async (url, location) => {
    const res = await t.app.inject({ url });
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe(location);
  });

  it('serves hashed assets as immutable', async () => {
    const res = await t.app.inject({ url: '/assets/main.0123abcd89.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it.each(['/api/Nope', '/images/raw', '/files/x', '/integrity/nope', '/sitemap/b2b/da/product/1/extra'])(
    'keeps 404 JSON for the API path %s',
    async (url) => {
      const res = await t.app.inject({ url });
      expect(res.statusCode).toBe(404);
      expect(body<unknown>(res)).toEqual({ message: 'Not Found', statusCode: 404 });
    },
  );

  it('does not fall back for POST', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/kurv' });
    expect(res.statusCode).toBe(404);
  });
});

describe('start-up calls answered in the served HTML', () => {
  let t: TestApp;
  let staticDir: string;
  const html = '<!doctype html><html><head><title>Shop</title></head><body><div id="root"></div></body></html>';
  /** What the build writes (webpack.config.ts ChunkGroupsPlugin). */
  const content = ['/assets/5502.0123abcd89.js', '/assets/content.0123abcd89.js'];
  const chunks = {
    screens: { '*': content, home: content, cart: ['/assets/cart.0123abcd89.js'], search: ['/assets/5502.0123abcd89.js', '/assets/search.0123abcd89.js'] },
    messages: { da: ['/assets/messages-da-json.0123abcd89.js'], en: ['/assets/messages-en-json.0123abcd89.js'] },
    screenMessages: {
      cart: {
        da: ['/assets/messages-cart-da-json.0123abcd89.js', '/assets/messages-checkout-da-json.0123abcd89.js'],
        en: ['/assets/messages-cart-en-json.0123abcd89.js', '/assets/messages-checkout-en-json.0123abcd89.js'],
      },
    },
    errorView: ['/assets/errorView.0123abcd89.js'],
    blockMessages: { forms: { en: ['/assets/messages-forms-en-json.0123abcd89.js'] } },
    blocks: {
      productDetails: ['/assets/product.0123abcd89.js'],
      accordion: ['/assets/blocks.0123abcd89.js'],
      textEditor: ['/assets/blocks.0123abcd89.js'],
      forms: ['/assets/7001.0123abcd89.js', '/assets/forms.0123abcd89.js'],
    },
  };
  beforeAll(async () => {
    staticDir = mkdtempSync(path.join(os.tmpdir(), 'shop-static-'));
    writeFileSync(path.join(staticDir, 'index.html'), html);
    writeFileSync(path.join(staticDir, 'startup-chunks.json'), JSON.stringify(chunks));
    t = await createTestApp({ env: { STATIC_DIR: staticDir } });
  });
  afterAll(async () => {
    await t.close();
    rmSync(staticDir, { recursive: true, force: true });
  });

  it('styles need this answer’s nonce: no unsafe-inline, a fresh nonce per page, named for styled-components in the HTML', async () => {
    const nonceOf = (res: { headers: Record<string, unknown>; body: string }) => {
      const csp = String(res.headers['content-security-policy']);
      const styleSrc = /(?:^|;)\s*style-src ([^;]*)/.exec(csp)?.[1] ?? '';
      expect(styleSrc).not.toContain('unsafe-inline');
      const nonce = /'nonce-([0-9a-f]{32})'/.exec(styleSrc)?.[1];
      expect(nonce).toBeDefined();
      expect(res.body).toContain(`<meta property="csp-nonce" nonce="${nonce}">`);
      return nonce;
    };
    const first = await t.app.inject({ url: '/', headers: { 'accept-encoding': 'identity' } });
    const second = await t.app.inject({ url: '/en/cart', headers: { 'accept-encoding': 'identity' } });
    expect(nonceOf(first)).not.toBe(nonceOf(second));
    // The template itself is never sent without its nonce.
    expect((await t.app.inject({ url: '/index.html' })).body).not.toBe(html);
  });

  /** The GET calls a served page answers (src/api/serverAnswers.ts keys 'GET <url>'), in order, with their answers. */
  const answered = (page: string): [string, unknown][] => {
    const block = /<script type="application\/json" id="server-answers">(.*?)<\/script>/s.exec(page)?.[1];
    if (!block) return [];
    return Object.entries(JSON.parse(block) as Record<string, unknown>)
      .filter(([key]) => key.startsWith('GET '))
      .map(([key, body]) => [key.slice('GET '.length), body]);
  };
  const preloads = (page: string) => answered(page).map(([url]) => url);
  const startup = (locale: string) => [
    `/api/Site/GetSiteConfiguration?Host=shop.example&Locale=${locale}`,
    `/api/Area/GetAreaByDomain?Domain=shop.example&Language=${locale}`,
    `/api/Content/GetTranslationsByAreaId?AreaId=b2b&LanguageCode=${locale}`,
  ];

  it('answers the start-up calls and the page’s content call exactly as the API does, for the storefront’s own URLs', async () => {
    const res = await t.app.inject({ url: '/en/about-us', headers: { host: 'Shop.Example:8443' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(preloads(res.body)).toEqual([
      ...startup('en'),
      '/api/Content/GetContentByUrl?Area.AreaId=b2b&Area.LanguageCode=en&Area.CurrencyCode=DKK&Url=%2Fen%2Fabout-us&LookupTemplate=page',
    ]);
    // No request for them competes with the scripts: nothing is preloaded as a fetch.
    expect(res.body).not.toContain('as="fetch"');
    // The page's language, before any script has run.
    expect(res.body).toMatch(/^<!doctype html><html lang="en-US"><head>/);
    // Every answer is the API's answer to the storefront's own call.
    for (const [url, body] of answered(res.body)) {
      const api = await t.app.inject({ url, headers: { host: 'shop.example' } });
      expect(api.statusCode).toBe(200);
      expect(body).toEqual(api.json());
    }
  });

  it("asks the home route's content with the 'frontpage' template", async () => {
    const res = await t.app.inject({ url: '/', headers: { host: 'shop.example' } });
    expect(res.body).toContain('<html lang="da-DK">');
    expect(preloads(res.body)).toEqual([
      ...startup('da'),
      '/api/Content/GetContentByUrl?Area.AreaId=b2b&Area.LanguageCode=da&Area.CurrencyCode=DKK&Url=%2F&LookupTemplate=frontpage',
    ]);
  });

  it('answers only the start-up calls on screens without content, and on unknown URLs the content call too', async () => {
    expect(preloads((await t.app.inject({ url: '/en/cart', headers: { host: 'shop.example' } })).body)).toEqual(startup('en'));
    const unknown = await t.app.inject({ url: '/en/nope', headers: { host: 'shop.example' } });
    expect(unknown.statusCode).toBe(404);
    expect(preloads(unknown.body)).toHaveLength(4);
  });

  it("leaves members' content out: a logged-in customer's call must not take the anonymous 403", async () => {
    await insertMemberPage(t, 'en', '/en/customer-benefits', 'Customer benefits');
    const res = await t.app.inject({ url: '/en/customer-benefits', headers: { host: 'shop.example' } });
    expect(res.statusCode).toBe(403);
    expect(preloads(res.body)).toEqual(startup('en'));
  });

  it("preloads the scripts the page imports first: the locale's start messages, the route's screen and its message groups", async () => {
    const scripts = async (url: string) =>
      [...(await t.app.inject({ url, headers: { host: 'shop.example' } })).body.matchAll(/<link rel="preload" as="script" href="([^"]+)">/g)].map(
        (m) => m[1],
      );
    expect(await scripts('/en/about-us')).toEqual([...chunks.messages.en, ...content]); // the catch-all: content
    expect(await scripts('/')).toEqual([...chunks.messages.da, ...content]);
    expect(await scripts('/en/cart')).toEqual([...chunks.messages.en, ...chunks.screens.cart, ...chunks.screenMessages.cart.en]);
    expect(await scripts('/kurv')).toEqual([...chunks.messages.da, ...chunks.screens.cart, ...chunks.screenMessages.cart.da]);
    expect(await scripts('/en/search?q=screw')).toEqual([...chunks.messages.en, ...chunks.screens.search]);
    expect(await scripts('/en/login')).toEqual(chunks.messages.en); // no entry for it in this manifest
    // A page that does not exist renders the error page, whose view is a chunk of its own.
    expect(await scripts('/en/nope')).toEqual([...chunks.messages.en, ...content, ...chunks.errorView]);
  });

  it("preloads the chunks of the lazily registered blocks a page's content has, once each", async () => {
    await insertPage(t, 'faq-en', 'en', '/en/faq', 'FAQ', 'page', [
      { id: 'a', type: 'accordion', parameters: {}, children: [{ id: 'b', type: 'textEditor', parameters: { html: '<p>Hi</p>' } }] },
      { id: 'c', type: 'forms', parameters: { formKey: 'contact' } },
    ]);
    const res = await t.app.inject({ url: '/en/faq', headers: { host: 'shop.example' } });
    expect(res.statusCode).toBe(200);
    const scripts = [...res.body.matchAll(/<link rel="preload" as="script" href="([^"]+)">/g)].map((m) => m[1]);
    expect(scripts).toEqual([
      ...chunks.messages.en,
      ...content,
      ...chunks.blocks.accordion,
      ...chunks.blocks.forms,
      ...chunks.blockMessages.forms.en,
    ]);
  });

  it('escapes the URL in the attribute', async () => {
    const res = await t.app.inject({ url: '/en/a%22b%3Cc', headers: { host: 'shop.example' } });
    expect(res.body).not.toContain('a"b');
    expect(res.body).not.toMatch(/href="[^"]*</);
  });
});
