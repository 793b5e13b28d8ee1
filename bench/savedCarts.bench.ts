/**
 * Saved carts (issue 20; printed, no target set by the issue): for the demo buyer kunde@demo.dk with
 * SAVED_CART_LIMITS.maxSavedCarts (50) saved carts of 20 lines each — the most one user can have —
 * GetSavedCarts (each cart priced today by the cart calculation) and RestoreSavedCart merging a 20-line saved cart
 * into a 20-line cart (calculated and stored). Rows of earlier runs (names 'bench-…', carts 'bench-restore-…') are
 * replaced.
 */
import { randomUUID } from 'node:crypto';
import type { TokenResponse } from '../contract/user';
import { SAVED_CART_LIMITS } from '../contract/savedCartLimits';
import { migrateToLatest } from '../server/db';
import { DEMO_PASSWORD } from '../server/seed';
import { defineBench, measure, send, startApp } from './harness';

const AREA = { areaId: 'b2b', currencyCode: 'DKK', languageCode: 'da' };
const LINES = 20;

export default defineBench({
  name: 'saved carts',
  async run(ctx, database) {
    const bench = await startApp(database);
    try {
      await migrateToLatest(bench.db);
      const user = await bench.db.selectFrom('users').select(['id', 'customer_number']).where('username', '=', 'kunde@demo.dk').executeTakeFirstOrThrow();
      const customerNumber = user.customer_number ?? '10001';
      await bench.db.deleteFrom('saved_carts').where('user_id', '=', user.id).execute();
      await bench.db.deleteFrom('carts').where('id', 'like', 'bench-restore-%').execute();
      const units = await bench.db
        .selectFrom('product_units as u')
        .innerJoin('prices as p', (j) => j.onRef('p.product_id', '=', 'u.product_id').onRef('p.unit_id', '=', 'u.unit_id').on('p.variant_id', '=', ''))
        .select(['u.product_id', 'u.unit_id'])
        .where('u.is_default', '=', 1)
        .where('u.allows_decimals', '=', 0)
        .where('p.currency_code', '=', 'DKK')
        .where('p.min_quantity', '=', 1)
        .orderBy('u.product_id')
        .limit(LINES * 5)
        .execute();
      const lineOf = (k: (typeof units)[number], i: number) => ({
        id: `LINE${i + 1}`,
        parentId: null,
        text: '',
        quantity: (i % 5) + 1,
        productKey: { productId: k.product_id, unitOfMeasure: k.unit_id, variantId: null },
      });
      const now = new Date().toISOString();
      const ids: string[] = [];
      await bench.db
        .insertInto('saved_carts')
        .values(
          Array.from({ length: SAVED_CART_LIMITS.maxSavedCarts }, (_, c) => {
            const id = randomUUID();
            ids.push(id);
            const lines = Array.from({ length: LINES }, (_, i) => lineOf(units[(c + i * 3) % units.length]!, i));
            return { id, user_id: user.id, customer_number: customerNumber, name: `bench-${c}`, name_key: `bench-${c}`, lines: JSON.stringify(lines), created_at: now, updated_at: now };
          }),
        )
        .execute();
      const login = await send(bench, { method: 'POST', url: '/api/User/Login', payload: { username: 'kunde@demo.dk', password: DEMO_PASSWORD } });
      if (login.statusCode !== 200) throw new Error(`login failed: ${login.statusCode} ${login.body}`);
      const headers = { authorization: `Bearer ${(JSON.parse(login.body) as TokenResponse).token}` };

      ctx.report(
        await measure(
          bench,
          `GetSavedCarts, ${SAVED_CART_LIMITS.maxSavedCarts} carts × ${LINES} lines`,
          { method: 'POST', url: '/api/SavedCart/GetSavedCarts', headers, payload: { area: AREA } },
          { bench: 'saved carts', concurrency: 1, onFirstReply: (r) => `${r.body.length} bytes` },
        ),
      );
      const current = units.slice(0, LINES).map(lineOf);
      ctx.report(
        await measure(
          bench,
          `RestoreSavedCart merge ${LINES} into ${LINES} lines`,
          (i) => ({
            method: 'POST',
            url: '/api/SavedCart/RestoreSavedCart',
            headers,
            payload: { area: AREA, id: ids[i % ids.length], mode: 'merge', cart: { cartId: `bench-restore-${i % 10}`, expectedDeliveryDate: '2099-01-04', lines: current } },
          }),
          { bench: 'saved carts', concurrency: 1 },
        ),
      );
    } finally {
      await bench.db.deleteFrom('saved_carts').where('name', 'like', 'bench-%').execute();
      await bench.close();
    }
  },
});
