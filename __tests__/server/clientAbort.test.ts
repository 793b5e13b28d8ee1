/**
 * A client that goes away before its answer is sent (a phone that cancels a search, a page that is closed)
 * is no server failure: it is not logged as an error (server/app.ts error handler), and the server goes on serving.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createTestApp, type TestApp } from './helpers';

let t: TestApp;
/** The app's log lines at level error and above. */
const errors: { msg?: string; err?: { message?: string } }[] = [];

beforeAll(async () => {
  t = await createTestApp({
    seed: true,
    seedProducts: 120,
    env: { LOG_LEVEL: 'error' },
    logTo: { write: (line: string) => void errors.push(JSON.parse(line) as (typeof errors)[number]) },
  });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await t.close();
});

/** Sends a search that takes a compressed answer, and closes the connection `after` ms later; resolves once it is gone. */
function abandonedSearch(port: number, after: number): Promise<void> {
  return new Promise((resolve) => {
    const req = http.request({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: '/api/Product/GetProductsBySearch',
      headers: { 'content-type': 'application/json', 'accept-encoding': 'gzip, br' },
    });
    req.on('error', () => resolve());
    req.on('close', () => resolve());
    req.end(JSON.stringify({ area: { areaId: 'b2b', currencyCode: 'DKK', languageCode: 'en' }, facets: [], skip: 0, take: 100, sorting: [] }));
    setTimeout(() => req.destroy(), after);
  });
}

describe('a client that closes its request early', () => {
  it('is not logged as a server error, and the server answers the next request', async () => {
    const { port } = t.app.server.address() as AddressInfo;
    // Closed at different moments: while the request is read, while it is answered, while the answer is compressed.
    await Promise.all(Array.from({ length: 20 }, (_, i) => abandonedSearch(port, i)));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(errors).toEqual([]);
    const res = await fetch(`http://127.0.0.1:${port}/api/Site/GetSiteConfiguration?Host=localhost&Locale=en`);
    expect(res.status).toBe(200);
  });
});
