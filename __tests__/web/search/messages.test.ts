/** Every message of the product list and the search page has all five translations in search.json. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import * as listMessages from '../../../src/features/productList/messages';
import * as searchMessages from '../../../src/features/search/messages';

const source = JSON.parse(
  readFileSync(path.resolve(__dirname, '../../../translations/src/search.json'), 'utf8'),
) as Record<string, Record<string, string>>;

function defaults(...modules: Record<string, unknown>[]): Map<string, string> {
  const out = new Map<string, string>();
  const visit = (value: unknown) => {
    if (!value || typeof value !== 'object') return;
    const record = value as Record<string, unknown>;
    if (typeof record.id === 'string' && typeof record.defaultMessage === 'string') out.set(record.id, record.defaultMessage);
    else Object.values(record).forEach(visit);
  };
  modules.forEach((m) => Object.values(m).forEach(visit));
  return out;
}

const defined = defaults(listMessages, searchMessages);

describe('search.json', () => {
  it('holds every defined message in da, en, sv, nb and fi, with scoped ids', () => {
    expect(defined.size).toBeGreaterThan(0);
    for (const id of defined.keys()) {
      expect(id.startsWith('search.')).toBe(true);
      for (const locale of ['da', 'en', 'sv', 'nb', 'fi']) expect(source[id]?.[locale]?.trim()).toBeTruthy();
    }
  });

  it('has no unused messages', () => {
    expect(Object.keys(source).sort()).toEqual([...defined.keys()].sort());
  });

  it('matches the default English messages and keeps the placeholders in every language', () => {
    for (const [id, text] of defined) {
      expect(source[id]?.en).toBe(text);
      const placeholders = (s: string) => [...s.matchAll(/\{(\w+)/g)].map((m) => m[1]).sort();
      for (const locale of ['da', 'sv', 'nb', 'fi']) expect(placeholders(source[id]![locale]!)).toEqual(placeholders(text));
    }
  });
});
