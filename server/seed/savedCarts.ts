/**
 * Demo shared favourite lists and saved carts (issue 20; docs/saved-carts.md): buyers of 10001 and 10006 with lists
 * and carts they keep, one of each shared with the company, so a colleague finds them at once. Products are the
 * first catalogue products with a DKK list price (the same for every seed of the same size). Saved carts hold no
 * prices: the server prices them on the day they are shown or restored.
 */
import { randomUUID } from 'node:crypto';
import type { Db } from '../db';

interface Owned {
  userId: string;
  customerNumber: string;
}

interface ListDef extends Owned {
  name: string;
  sharing: 'none' | 'read' | 'write';
  /** Indexes into the picked products, with a remembered quantity. */
  lines: [number, number | null][];
}

interface CartDef extends Owned {
  name: string;
  shared: boolean;
  lines: [number, number][];
  /** Days before the seed's now. */
  daysAgo: number;
}

const LISTS: readonly ListDef[] = [
  { userId: 'u-kunde', customerNumber: '10001', name: 'Tavle-projekt Vesterbro', sharing: 'read', lines: [[0, 4], [1, 2], [2, null], [3, 10]] },
  { userId: 'u-kunde', customerNumber: '10001', name: 'Værkstedet', sharing: 'none', lines: [[4, 1], [5, null]] },
  // At 10006: read/write, so the e2e colleague (kollega@demo.dk) can use and change it.
  { userId: 'u-kunde3', customerNumber: '10006', name: 'Fast ugeordre', sharing: 'write', lines: [[1, 6], [6, 2], [7, 1]] },
];

const CARTS: readonly CartDef[] = [
  { userId: 'u-kunde', customerNumber: '10001', name: 'Fast ugeordre', shared: true, lines: [[0, 10], [3, 5], [6, 2]], daysAgo: 12 },
  { userId: 'u-kunde', customerNumber: '10001', name: 'Tavle-projekt Vesterbro', shared: false, lines: [[1, 3], [2, 8]], daysAgo: 30 },
  { userId: 'u-indkob', customerNumber: '10001', name: 'Kontor og lager', shared: false, lines: [[4, 2], [5, 1]], daysAgo: 5 },
  { userId: 'u-kunde3', customerNumber: '10006', name: 'Byggeplads Horsens', shared: true, lines: [[2, 4], [7, 12]], daysAgo: 3 },
];

/** Seeds the lists and carts above; returns how many of each. Nothing when the catalogue is too small. */
export async function seedSavedCarts(db: Db, now: Date): Promise<{ lists: number; carts: number }> {
  const products = await db
    .selectFrom('product_units as u')
    .innerJoin('prices as p', (join) => join.onRef('p.product_id', '=', 'u.product_id').onRef('p.unit_id', '=', 'u.unit_id').on('p.variant_id', '=', ''))
    .innerJoin('product_texts as t', (join) => join.onRef('t.product_id', '=', 'u.product_id').on('t.language', '=', 'da'))
    .select(['u.product_id', 'u.unit_id', 't.name'])
    .where('u.is_default', '=', 1)
    .where('u.allows_decimals', '=', 0)
    .where('p.currency_code', '=', 'DKK')
    .where('p.min_quantity', '=', 1)
    .orderBy('u.product_id')
    .limit(8)
    .execute();
  if (products.length < 8) return { lists: 0, carts: 0 };
  const users = new Set((await db.selectFrom('users').select('id').execute()).map((u) => u.id));
  const iso = (daysAgo: number) => new Date(now.getTime() - daysAgo * 86_400_000).toISOString();
  let lists = 0;
  let carts = 0;
  await db.transaction().execute(async (trx) => {
    for (const list of LISTS.filter((l) => users.has(l.userId))) {
      const id = randomUUID();
      const at = iso(20);
      await trx
        .insertInto('favorite_lists')
        .values({ id, user_id: list.userId, customer_number: list.customerNumber, name: list.name, name_key: list.name.toLowerCase(), sharing: list.sharing, created_at: at, updated_at: at })
        .execute();
      await trx
        .insertInto('favorite_list_lines')
        .values(list.lines.map(([p, quantity], sort) => ({ list_id: id, product_id: products[p]!.product_id, variant_id: '', unit_id: products[p]!.unit_id, quantity, sort: sort + 1, added_at: at })))
        .execute();
      lists++;
    }
    for (const cart of CARTS.filter((c) => users.has(c.userId))) {
      const lines = cart.lines.map(([p, quantity], i) => ({
        id: `LINE${i + 1}`,
        parentId: null,
        text: products[p]!.name,
        quantity,
        productKey: { productId: products[p]!.product_id, unitOfMeasure: products[p]!.unit_id, variantId: null },
      }));
      const at = iso(cart.daysAgo);
      await trx
        .insertInto('saved_carts')
        .values({
          id: randomUUID(),
          user_id: cart.userId,
          customer_number: cart.customerNumber,
          name: cart.name,
          name_key: cart.name.toLowerCase(),
          shared: cart.shared ? 1 : 0,
          lines: JSON.stringify(lines),
          created_at: at,
          updated_at: at,
        })
        .execute();
      carts++;
    }
  });
  return { lists, carts };
}
