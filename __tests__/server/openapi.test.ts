/**
 * GET /api/openapi.json (issue 17): the OpenAPI 3.1 document generated from the routes' schemas (contract/). It is
 * valid against the OpenAPI 3.1 schema (@seriousme/openapi-schema-validator, run in a child process: the package is
 * ES modules only), and every call of SPEC §7 the server answers is in it with its method — the JSON calls with a
 * 200 reply schema, the files with their media types. /api/docs serves the browsable page.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createTestApp, type TestApp } from './helpers';

interface Operation {
  requestBody?: unknown;
  parameters?: unknown[];
  responses?: Record<string, { content?: Record<string, { schema?: unknown }> }>;
}
interface Document {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
}

let t: TestApp;
let doc: Document;
beforeAll(async () => {
  t = await createTestApp();
  const res = await t.app.inject({ url: '/api/openapi.json' });
  expect(res.statusCode).toBe(200);
  doc = res.json<Document>();
});
afterAll(async () => {
  await t.close();
});

/** SPEC §7's JSON calls (method, path): each must have a 200 reply with an application/json schema, a POST a body. */
const JSON_CALLS: [string, string][] = [
  // Content, area, translations
  ['get', '/api/Content/GetContentByUrl'],
  ['get', '/api/Area/GetAreaById'],
  ['get', '/api/Area/GetAreaByDomain'],
  ['get', '/api/Content/GetTranslations'],
  ['get', '/api/Content/GetTranslationsByAreaId'],
  ['post', '/api/Content/GetElementById'],
  ['post', '/api/Content/GetElementsByIds'],
  ['post', '/api/Content/GetElementsBySearch'],
  ['post', '/api/Modal/GetModalRequest'],
  ['get', '/api/Site/GetSiteConfiguration'],
  // Prices and products
  ['post', '/api/Price/GetPrices'],
  ['post', '/api/Product/GetProductsByIds'],
  ['post', '/api/Product/GetProductsBySearch'],
  // Forms, user, impersonation
  ['post', '/api/Form/SendForm'],
  ['post', '/api/User/Login'],
  ['get', '/api/User/GetUser'],
  ['post', '/api/User/GenerateNotLoggedInToken'],
  ['post', '/api/User/ChangePassword'],
  ['post', '/api/SalesImpersonation/GetAllowedUsersToImpersonate'],
  ['post', '/api/SalesImpersonation/Impersonate'],
  ['post', '/backoffice/api/User/GetRecoveryMailTemplates'],
  // Back office
  ['post', '/backoffice/api/Perfion/GetPrices'],
  ['get', '/backoffice/api/Area/GetAreas'],
  ['post', '/backoffice/api/Document/Update'],
  ['post', '/backoffice/api/Document/GetBySearch'],
  ['post', '/backoffice/api/Document/DeleteByKey'],
  ['get', '/backoffice/api/Debug/GetCacheUsage'],
  ['post', '/backoffice/api/Debug/InvalidateCacheByType'],
  ['post', '/backoffice/api/Order/UpdateOrderState'],
  ['post', '/backoffice/api/Order/SendReceiptCopy'],
];

/** POSTs without a body: a fresh anonymous token; the templates' optional { languageCode? } is checked by the handler. */
const POSTS_WITHOUT_BODY = new Set(['/api/User/GenerateNotLoggedInToken', '/backoffice/api/User/GetRecoveryMailTemplates']);

/**
 * SPEC §7's other calls: present with their method (the commerce calls get their reply schemas with their
 * contract; 204 answers, files, images and sitemaps have no JSON reply; the integrity checks' replies are
 * contract/integrity.ts).
 */
const OTHER_CALLS: [string, string][] = [
  // Back office: the NDJSON import (a streamed body, no JSON request schema)
  ['post', '/backoffice/api/Document/Import'],
  ['post', '/api/User/RecoverPassword'],
  ['post', '/api/User/VerifyToken'],
  ['post', '/api/User/ResetPasswordByToken'],
  // Customer centre and customer
  ['post', '/api/CustomerCenter/GetOrders'],
  ['post', '/api/CustomerCenter/GetOrdersWithPagination'],
  ['post', '/api/CustomerCenter/GetOrder'],
  ['post', '/api/CustomerCenter/GetInvoices'],
  ['post', '/api/CustomerCenter/GetInvoicesWithPagination'],
  ['post', '/api/CustomerCenter/GetInvoice'],
  ['post', '/api/CustomerCenter/GetCreditMemosWithPagination'],
  ['post', '/api/CustomerCenter/GetCreditMemo'],
  ['get', '/api/CustomerCenter/GetInvoicePdf'],
  // Company users and roles (issue 20)
  ['post', '/api/CustomerCenter/GetCompanyUsers'],
  ['post', '/api/CustomerCenter/InviteCompanyUser'],
  ['post', '/api/CustomerCenter/SetCompanyUserRole'],
  ['post', '/api/CustomerCenter/DeactivateCompanyUser'],
  ['post', '/api/CustomerCenter/ReactivateCompanyUser'],
  ['post', '/api/CustomerCenter/GetCompanyAuditLog'],
  ['post', '/api/CustomerCenter/GetSalesRepLedger'],
  // Spending limits and order approval (issue 20, contract/approval.ts).
  ['post', '/api/CustomerCenter/SetCompanyUserLimits'],
  ['post', '/api/CustomerCenter/GetOrderApprovals'],
  ['post', '/api/CustomerCenter/ApproveOrder'],
  ['post', '/api/CustomerCenter/RejectOrder'],
  ['post', '/api/Customer/GetAddresses'],
  ['get', '/api/FavoriteList/GetFavoriteList'],
  ['post', '/api/FavoriteList/UpdateFavoriteList'],
  // Saved carts (issue 20)
  ['post', '/api/SavedCart/GetSavedCarts'],
  ['post', '/api/SavedCart/SaveSavedCart'],
  ['post', '/api/SavedCart/UpdateSavedCart'],
  ['post', '/api/SavedCart/DeleteSavedCart'],
  ['post', '/api/SavedCart/RestoreSavedCart'],
  // Quotes (issue 20)
  ['post', '/api/CustomerCenter/RequestQuote'],
  ['post', '/api/CustomerCenter/GetQuotes'],
  ['post', '/api/CustomerCenter/GetQuote'],
  ['post', '/api/CustomerCenter/AcceptQuote'],
  ['post', '/api/SalesImpersonation/GetQuoteRequests'],
  ['post', '/api/SalesImpersonation/AnswerQuote'],
  ['post', '/api/SalesImpersonation/DeclineQuote'],
  // Cart, order, shipping, payment
  ['post', '/api/Cart/CalculateCart'],
  ['post', '/api/Cart/CalculateCartWithoutSaving'],
  ['post', '/api/Cart/SaveCart'],
  ['post', '/api/Cart/EmptyCart'],
  ['post', '/api/Cart/GetCartsBySearch'],
  ['post', '/api/cart/GetCartById'],
  ['post', '/api/Order/CreateOrderByCartId'],
  ['post', '/api/Order/GetOrderByCartId'],
  ['post', '/api/Shipping/GetShippingMethods'],
  ['post', '/api/Payment/GetPaymentMethods'],
  ['post', '/api/Payment/CreatePaymentIntent'],
  ['get', '/api/Payment/VerifyPayment/{area}/{paymentId}'],
  ['post', '/api/Payment/VerifyPayment/{area}/{paymentId}'],
  ['get', '/api/Payment/VerifyPaymentRedirect/{area}/{paymentId}'],
  ['post', '/api/Payment/VerifyPaymentRedirect/{area}/{paymentId}'],
  // Files, images, sitemap
  ['get', '/api/PerfionFile/file/{productNumber}/{featureName}'],
  ['get', '/files/{b64Path}/{b64FileName}'],
  ['get', '/files/LivePdfDownload'],
  ['post', '/files/DownloadAllFilesAndImages'],
  ['get', '/files/DownloadCustomerPriceList/{customerNumber}'],
  ['get', '/images/raw/{b64Path}'],
  ['get', '/images/{resize}/{width}/{height}/{gravity}/{b64Path}'],
  ['get', '/integrity/check'],
  ['get', '/integrity/v2/check'],
];

describe('GET /api/openapi.json', () => {
  it('is a valid OpenAPI 3.1 document', () => {
    expect(doc.openapi).toBe('3.1.0');
    const dir = mkdtempSync(path.join(tmpdir(), 'openapi-'));
    try {
      const file = path.join(dir, 'openapi.json');
      writeFileSync(file, JSON.stringify(doc));
      const cli = require.resolve('@seriousme/openapi-schema-validator/bin/validate-api-cli.js');
      const run = spawnSync(process.execPath, [cli, file], { encoding: 'utf8' });
      // { valid: true }, or { valid: false, errors: [...] } naming what is wrong.
      expect(JSON.parse(run.stdout) as unknown).toEqual({ valid: true });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it.each(JSON_CALLS)('%s %s: with its request and a 200 JSON reply schema', (method, url) => {
    const operation = doc.paths[url]?.[method];
    expect(operation).toBeDefined();
    expect(operation?.responses?.['200']?.content?.['application/json']?.schema).toBeDefined();
    if (method === 'post' && !POSTS_WITHOUT_BODY.has(url)) expect(operation?.requestBody).toBeDefined();
  });

  it.each(OTHER_CALLS)('%s %s', (method, url) => {
    expect(doc.paths[url]?.[method]).toBeDefined();
  });

  it('has the sitemaps (one wildcard route) and leaves out the document itself and the test-only sandbox page', () => {
    const paths = Object.keys(doc.paths);
    expect(paths.some((p) => p.startsWith('/sitemap'))).toBe(true);
    expect(paths.filter((p) => /openapi|\/api\/docs|payment-sandbox/i.test(p))).toEqual([]);
  });

  it('names the caller a back-office call needs: a bearer token, admin or a key with the scope', () => {
    const operation = doc.paths['/backoffice/api/Document/Update']?.post as Operation & { security?: unknown; description?: string };
    expect(operation.security).toEqual([{ bearer: [] }]);
    expect(operation.description).toMatch(/documents:write/);
  });

  it('describes the error reply of a call', () => {
    const operation = doc.paths['/api/Product/GetProductsBySearch']?.post;
    expect(operation?.responses?.['4XX']?.content?.['application/json']?.schema).toBeDefined();
  });
});

describe('GET /api/docs', () => {
  it('serves the browsable page', async () => {
    const res = await t.app.inject({ url: '/api/docs/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
  });
});
