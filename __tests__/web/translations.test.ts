import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { MESSAGE_GROUPS } from '../../src/app/messageGroups';

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

describe('message groups (scripts/icu-ast-loader.cjs, src/app/messageGroups.ts)', () => {
  // The webpack loader, run as webpack would on translations/<locale>.json with and without ?group=.
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the loader is CommonJS, as webpack loads it
  const loader = require('../../scripts/icu-ast-loader.cjs') as (this: object, source: string) => string;
  const compile = (locale: string, query: string) => {
    const dependencies: string[] = [];
    const resourcePath = path.join(root, 'translations', `${locale}.json`);
    const output = loader.call(
      { getOptions: () => ({ groups: MESSAGE_GROUPS }), resourceQuery: query, resourcePath, addDependency: (f: string) => dependencies.push(f) },
      readFileSync(resourcePath, 'utf8'),
    );
    const json = /^export default JSON\.parse\((".*")\);$/s.exec(output)![1]!;
    return { messages: JSON.parse(JSON.parse(json) as string) as Record<string, unknown[]>, dependencies };
  };
  const sourceIds = (group: string) =>
    Object.keys(JSON.parse(readFileSync(path.join(root, 'translations', 'src', `${group}.json`), 'utf8')) as object).sort();

  it.each(LOCALES)('%s: the start group and the groups hold every message exactly once, pre-parsed', (locale) => {
    const start = compile(locale, '');
    const groups = MESSAGE_GROUPS.map((group) => compile(locale, `?group=${group}`));
    MESSAGE_GROUPS.forEach((group, i) => {
      expect(Object.keys(groups[i]!.messages).sort()).toEqual(sourceIds(group));
      expect(Object.keys(start.messages).filter((id) => id in groups[i]!.messages)).toEqual([]);
    });
    const all = [start, ...groups].flatMap((g) => Object.keys(g.messages)).sort();
    expect(all).toEqual(Object.keys(messages[locale]!).sort());
    // ICU ASTs: a literal message is [{ type: 0, value }].
    expect(start.messages['app.error.title']).toEqual([{ type: 0, value: messages[locale]!['app.error.title'] }]);
    // The group sources are build dependencies, so an edited group rebuilds the chunks.
    expect(start.dependencies).toEqual(MESSAGE_GROUPS.map((g) => path.join(root, 'translations', 'src', `${g}.json`)));
  });

  it('refuses an unknown group', () => {
    expect(() => compile('da', '?group=nope')).toThrow("unknown message group 'nope'");
  });
});
