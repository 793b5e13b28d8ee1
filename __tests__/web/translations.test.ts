import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '..', '..');
const LOCALES = ['da', 'en', 'sv', 'nb', 'fi'] as const;
const messages = Object.fromEntries(
  LOCALES.map((l) => [l, JSON.parse(readFileSync(path.join(root, 'translations', `${l}.json`), 'utf8')) as Record<string, string>]),
);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? sourceFiles(full) : /\.tsx?$/.test(name) ? [full] : [];
  });
}

/** Message ids used in the storefront: `id: 'scope.name'` in defineMessage(s) calls. */
const usedIds = new Set(
  sourceFiles(path.join(root, 'src')).flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/\bid:\s*'([a-zA-Z][\w-]*(?:\.[\w-]+)+)'/g)].map((m) => m[1]!),
  ),
);

describe('translations (da, en, sv, nb, fi complete)', () => {
  it('every locale has the same message ids', () => {
    for (const locale of LOCALES) expect(Object.keys(messages[locale]!).sort()).toEqual(Object.keys(messages.en!).sort());
  });

  it('every message id used in src/ is translated', () => {
    expect(usedIds.size).toBeGreaterThan(50);
    const missing = [...usedIds].filter((id) => !(id in messages.en!));
    expect(missing).toEqual([]);
  });

  it('placeholders are the same in every language', () => {
    const placeholders = (text: string) => [...text.matchAll(/\{(\w+)/g)].map((m) => m[1]).sort();
    for (const id of Object.keys(messages.en!)) {
      for (const locale of LOCALES) expect([id, locale, placeholders(messages[locale]![id]!)]).toEqual([id, locale, placeholders(messages.en![id]!)]);
    }
  });
});
