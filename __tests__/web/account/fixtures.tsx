import type { User } from '../../../src/api/types';
import { json } from '../app/apiResponses';

export { json };

export const CUSTOMER_USER: User = {
  name: 'Mette Hansen',
  roles: ['customer'],
  customerNumber: '10001',
  extraInfo: { impersonatorName: null, username: 'kunde@demo.dk', customerName: 'Hansen El-service ApS', currencyCode: 'DKK' },
};

export type Handler = (request: Request) => Response | Promise<Response>;

/** Routes fetch by path to handlers (404 for anything else) and records every request. */
export function mockServer(handlers: Record<string, Handler>) {
  const requests: Request[] = [];
  const fetchMock = jest.fn(async (request: Request) => {
    requests.push(request.clone());
    const handler = handlers[new URL(request.url).pathname];
    if (!handler) return json(404, { message: 'Not Found', statusCode: 404 });
    return handler(request);
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return {
    fetchMock,
    requests,
    /** The JSON bodies sent to a path, in order. */
    bodiesOf: (pathname: string) =>
      Promise.all(requests.filter((r) => new URL(r.url).pathname === pathname).map((r) => r.clone().json() as Promise<unknown>)),
  };
}

export const noContent = () => new Response(null, { status: 204 });
