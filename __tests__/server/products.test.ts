import type { KyselyPlugin } from 'kysely';
import { loadProducts, productUrlsByLanguage } from '../../server/services/products';
import { createTestApp, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** Counts the queries a function runs through a Kysely plugin. */
async function countQueries<T>(run: (db: TestApp['db']) => Promise<T>): Promise<{ result: T; queries: number }> {
  let queries = 0;
  const counter: KyselyPlugin = {
    transformQuery: (args) => {
      queries++;
      return args.node;
    },
    transformResult: async (args) => args.result,
  };
  const result = await run(t.db.withPlugin(counter));
  return { result, queries };
}

describe('loadProducts', () => {
  it('runs the same number of queries for 1, 3 and 1200 ids', async () => {
    const one = await countQueries((db) => loadProducts(db, ['1001'], 'da', 'DKK'));
    const three = await countQueries((db) => loadProducts(db, ['1001', '1002', '2001'], 'da', 'DKK'));
    const many = Array.from({ length: 1200 }, (_, i) => String(5000 + i));
    many.splice(600, 0, '2001', '1001');
    const large = await countQueries((db) => loadProducts(db, many, 'da', 'DKK'));
    expect(one.result.size).toBe(1);
    expect(three.result.size).toBe(3);
    expect([...large.result.keys()]).toEqual(['2001', '1001']);
    expect(three.queries).toBe(one.queries);
    expect(large.queries).toBe(one.queries);
    expect(one.queries).toBeLessThanOrEqual(10);
  });

  it('keeps the order of the ids and skips unknown ones', async () => {
    const map = await loadProducts(t.db, ['2001', 'x', '1001', '2001'], 'da', 'DKK');
    expect([...map.keys()]).toEqual(['2001', '1001']);
    expect(map.get('2001')?.url).toBe('/vaerktoej/save/haandsav-550-mm-2001');
  });

  it('returns nothing for no ids without querying', async () => {
    const { result, queries } = await countQueries((db) => loadProducts(db, [], 'da', 'DKK'));
    expect(result.size).toBe(0);
    expect(queries).toBe(0);
  });

  it('falls back to the id and empty texts in a language without texts', async () => {
    const p = (await loadProducts(t.db, ['2001'], 'sv', 'DKK')).get('2001');
    expect(p?.name).toBe('2001');
    expect(p?.url).toBe('');
    expect(p?.shortDescription).toBe('');
    expect(p?.unitPrices).toHaveLength(1);
  });

  it('productUrlsByLanguage lists the URL per language', async () => {
    expect(await productUrlsByLanguage(t.db, 'b2b', '1001')).toEqual({
      da: '/vaerktoej/hammere/klohammer-500-g-1001',
      en: '/en/tools/hammers/claw-hammer-500-g-1001',
    });
    expect(await productUrlsByLanguage(t.db, 'b2b', 'missing')).toEqual({});
  });
});
