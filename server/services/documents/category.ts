/**
 * The `category` document (docs/documents-catalogue.md): key = the category id; data = parent, sort and texts per
 * language (name, slug, description). The level follows from the parent (at most MAX_CATEGORY_LEVEL); moving a
 * category moves its subcategories with it. A category is deleted only when no product and no subcategory uses it.
 */
import type { DocumentProblem } from '../../../contract/documents';
import { MAX_CATEGORY_LEVEL, type CategoryDocument } from '../../../contract/documents/catalogue';
import { slugify } from '../../seed/i18n';
import { PRICE_CACHE_NAMESPACE } from '../prices/internal';
import { productsChanged } from '../search';
import { chunksOf, insertChunked, languageProblems, shopLanguages } from './catalogueRows';
import { wordsMatch } from './sql';
import type { CheckContext, DocumentHandler, Tx } from './types';

export const CATEGORY_KEY = /^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$/;

type Category = CategoryDocument;

export function normaliseCategory(data: Category): Category {
  const texts: Category['texts'] = {};
  for (const [language, t] of Object.entries(data.texts)) {
    texts[language] = { name: t.name, slug: t.slug ?? (slugify(t.name) || 'category'), description: t.description ?? '' };
  }
  return { parent: data.parent ?? null, sort: data.sort ?? 0, texts };
}

/** Every category's parent (the whole tree is small: hundreds of rows). */
async function parentsOf(db: Tx): Promise<Map<string, string | null>> {
  const rows = await db.selectFrom('categories').select(['id', 'parent_id']).execute();
  return new Map(rows.map((r) => [r.id, r.parent_id]));
}

/** Level of `id` under `parents` (1 = top), or null for a cycle or a missing ancestor. */
function levelOf(id: string, parents: ReadonlyMap<string, string | null>): number | null {
  let level = 0;
  let at: string | null | undefined = id;
  const seen = new Set<string>();
  while (at !== null) {
    if (at === undefined || seen.has(at)) return null;
    seen.add(at);
    level++;
    at = parents.get(at);
  }
  return level;
}

/** Deepest level below `id` relative to it (0 without subcategories). */
function depthBelow(id: string, parents: ReadonlyMap<string, string | null>): number {
  let depth = 0;
  for (const [child, parent] of parents) if (parent === id) depth = Math.max(depth, 1 + depthBelow(child, parents));
  return depth;
}

async function checkCategories(ctx: CheckContext, items: readonly { key: string; data: Category }[]): Promise<DocumentProblem[][]> {
  const [languages, stored] = await Promise.all([shopLanguages(ctx.db), parentsOf(ctx.db)]);
  // The tree as it will be after the batch (a batch may hold a parent and its children, in any order).
  const tree = new Map(stored);
  for (const { key, data } of items) tree.set(key, data.parent ?? null);
  return items.map(({ key, data }) => {
    const problems: DocumentProblem[] = [];
    if (!CATEGORY_KEY.test(key)) problems.push({ path: '/key', reason: "a category id is 1–100 letters, digits, '.', '_' or '-'" });
    problems.push(...languageProblems(data.texts, languages, '/data/texts'));
    const parent = data.parent ?? null;
    if (parent !== null) {
      const level = levelOf(key, tree);
      if (!tree.has(parent)) problems.push({ path: '/data/parent', reason: `no category '${parent}'` });
      else if (level === null) problems.push({ path: '/data/parent', reason: `'${parent}' is this category or one of its subcategories` });
      else if (level + depthBelow(key, tree) > MAX_CATEGORY_LEVEL) {
        problems.push({ path: '/data/parent', reason: `categories have at most ${MAX_CATEGORY_LEVEL} levels; under '${parent}' this one (with its subcategories) would go deeper` });
      }
    }
    return problems;
  });
}

async function readCategories(db: Tx, keys: readonly string[]): Promise<Map<string, Category>> {
  const found = new Map<string, Category>();
  for (const chunk of chunksOf(keys.filter((k) => CATEGORY_KEY.test(k)))) {
    const [rows, texts] = await Promise.all([
      db.selectFrom('categories').selectAll().where('id', 'in', chunk).execute(),
      db.selectFrom('category_texts').selectAll().where('category_id', 'in', chunk).execute(),
    ]);
    for (const r of rows) found.set(r.id, { parent: r.parent_id, sort: Number(r.sort), texts: {} });
    for (const t of texts) {
      const c = found.get(t.category_id);
      if (c) c.texts[t.language] = { name: t.name, slug: t.slug, description: t.description };
    }
  }
  return found;
}

async function writeCategories(trx: Tx, items: readonly { key: string; data: Category; existing: Category | null }[]): Promise<void> {
  const tree = await parentsOf(trx);
  for (const { key, data } of items) tree.set(key, data.parent ?? null);
  for (const { key, data, existing } of items) {
    const row = { parent_id: data.parent ?? null, level: levelOf(key, tree) ?? 1, sort: data.sort ?? 0 };
    if (existing) await trx.updateTable('categories').set(row).where('id', '=', key).execute();
    else await trx.insertInto('categories').values({ id: key, ...row }).execute();
  }
  for (const chunk of chunksOf(items.filter((i) => i.existing).map((i) => i.key))) {
    await trx.deleteFrom('category_texts').where('category_id', 'in', chunk).execute();
  }
  const texts = items.flatMap(({ key, data }) =>
    Object.entries(data.texts).map(([language, t]) => ({ category_id: key, language, name: t.name, slug: t.slug ?? '', description: t.description ?? '' })),
  );
  await insertChunked(texts, (c) => trx.insertInto('category_texts').values(c).execute());
  // A moved category takes its subcategories along: their levels follow.
  const levels = await trx.selectFrom('categories').select(['id', 'level']).execute();
  for (const { id, level } of levels) {
    const now = levelOf(id, tree);
    if (now !== null && now !== Number(level)) await trx.updateTable('categories').set({ level: now }).where('id', '=', id).execute();
  }
}

export const categoryHandler: DocumentHandler<Category> = {
  type: 'category',
  normalise: normaliseCategory,
  async check(ctx, key, data) {
    return (await checkCategories(ctx, [{ key, data }]))[0]!;
  },
  checkMany: checkCategories,
  async read(db, key) {
    return (await readCategories(db, [key])).get(key) ?? null;
  },
  readMany: readCategories,
  async write(trx, key, data, existing) {
    await writeCategories(trx, [{ key, data, existing }]);
  },
  writeMany: writeCategories,
  async remove(trx, key) {
    if (!CATEGORY_KEY.test(key)) return 'notFound';
    const row = await trx.selectFrom('categories').select('id').where('id', '=', key).executeTakeFirst();
    if (!row) return 'notFound';
    const product = await trx.selectFrom('products').select('id').where('category_id', '=', key).limit(1).executeTakeFirst();
    if (product) return { refused: `products are in this category (e.g. '${product.id}'); move them first` };
    const child = await trx.selectFrom('categories').select('id').where('parent_id', '=', key).limit(1).executeTakeFirst();
    if (child) return { refused: `category '${child.id}' is under this one; move or delete it first` };
    await trx.deleteFrom('category_texts').where('category_id', '=', key).execute();
    await trx.deleteFrom('categories').where('id', '=', key).execute();
    return 'deleted';
  },
  async search(db, query) {
    const [rows, texts] = await Promise.all([
      db.selectFrom('categories').select('id').orderBy('id').execute(),
      db.selectFrom('category_texts').select(['category_id', 'name']).execute(),
    ]);
    const names = new Map<string, string[]>();
    for (const t of texts) names.set(t.category_id, [...(names.get(t.category_id) ?? []), t.name]);
    const keys = rows
      .map((r) => r.id)
      .filter((id) => (query.keyPrefix ? id.startsWith(query.keyPrefix) : true))
      .filter((id) => wordsMatch(query.words, id, ...(names.get(id) ?? [])));
    return { total: keys.length, keys: keys.slice(query.skip, query.skip + query.take) };
  },
  async afterChange(ctx) {
    // A category feeds every product in and under it (category facets, filters, paths): the whole index is rebuilt,
    // on every instance (the change feed). Discounts by category follow the tree (the price service's copy of it).
    await ctx.cache.invalidate(PRICE_CACHE_NAMESPACE);
    await productsChanged(ctx, []);
  },
};
