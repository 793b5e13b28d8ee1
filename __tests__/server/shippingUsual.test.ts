/**
 * Issue 16 item 17: GetShippingMethods flags the customer's usual delivery method (`extraInfo.usual`), which the
 * checkout preselects — the most used of the customer's latest orders (rejected ones do not count, a tie goes to the
 * newer), for this customer only.
 */
import type { ShippingMethod } from '../../src/api/commerceTypes';
import { body, type TestApp } from './helpers';
import { AREA, cart, commerceTestApp, post, type tokens } from './commerceFixtures';

let t: TestApp;
let tk: Awaited<ReturnType<typeof tokens>>;

beforeAll(async () => {
  ({ t, tk } = await commerceTestApp());
});
afterAll(async () => {
  await t.close();
});

async function methods(token: string, country = 'DK'): Promise<ShippingMethod[]> {
  const res = await post(t.app, '/api/Shipping/GetShippingMethods', { area: AREA, address: { country } }, token);
  expect(res.statusCode).toBe(200);
  return body<{ shippingMethods: ShippingMethod[] }>(res).shippingMethods;
}

const usual = async (token: string) => (await methods(token)).filter((m) => m.extraInfo.usual === true).map((m) => m.internalId);

let n = 0;
async function order(shippingMethod: string, token = tk.customer): Promise<string> {
  const cartId = `usual-${++n}`;
  const payload = cart({ cartId, shippingMethod, expectedDeliveryDate: '2099-03-01', lines: [{ productId: '2001', quantity: 1 }] });
  expect((await post(t.app, '/api/Cart/SaveCart', { area: AREA, cart: payload }, token)).statusCode).toBe(200);
  const res = await post(t.app, '/api/Order/CreateOrderByCartId', { area: AREA, cartId }, token);
  expect(res.statusCode).toBe(200);
  return body<{ orderId: string }>(res).orderId;
}

describe('the usual delivery method', () => {
  it('none before the first order', async () => {
    expect(await usual(tk.customer)).toEqual([]);
    expect((await methods(tk.customer)).map((m) => m.internalId)).toEqual(['gls', 'express', 'pallet']);
  });

  it('the most used of the latest orders; a tie goes to the newer; rejected orders do not count', async () => {
    await order('gls');
    expect(await usual(tk.customer)).toEqual(['gls']);
    await order('express');
    expect(await usual(tk.customer)).toEqual(['express']); // 1:1, express is newer
    await order('express');
    const rejected = await order('gls');
    await t.db.updateTable('orders').set({ status: 'Rejected' }).where('id', '=', rejected).execute();
    expect(await usual(tk.customer)).toEqual(['express']);
    await order('gls');
    await order('gls');
    expect(await usual(tk.customer)).toEqual(['gls']); // 3:2
  });

  it('is the customer\'s own: another customer has none', async () => {
    expect(await usual(tk.other)).toEqual([]);
  });
});
