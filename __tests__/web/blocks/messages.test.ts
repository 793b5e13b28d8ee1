/** Every message the shared components and content blocks define has all five translations. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import * as componentMessages from '../../../src/components/messages';
import * as blockMessages from '../../../src/features/content/blocks/messages';

const root = path.resolve(__dirname, '../../../translations');
const load = (file: string) =>
  JSON.parse(readFileSync(path.join(root, 'src', file), 'utf8')) as Record<string, Record<string, string>>;

function ids(module: Record<string, unknown>): string[] {
  const out: string[] = [];
  const visit = (value: unknown) => {
    if (!value || typeof value !== 'object') return;
    const record = value as Record<string, unknown>;
    if (typeof record.id === 'string' && typeof record.defaultMessage === 'string') out.push(record.id);
    else Object.values(record).forEach(visit);
  };
  Object.values(module).forEach(visit);
  return out;
}

describe.each([
  ['components.json', componentMessages as Record<string, unknown>, 'components.'],
  ['blocks.json', blockMessages as Record<string, unknown>, 'blocks.'],
])('%s', (file, module, prefix) => {
  const source = load(file);
  const defined = ids(module);

  it('holds every defined message in da, en, sv, nb and fi', () => {
    expect(defined.length).toBeGreaterThan(0);
    for (const id of defined) {
      expect(id.startsWith(prefix)).toBe(true);
      for (const locale of ['da', 'en', 'sv', 'nb', 'fi']) {
        expect(source[id]?.[locale]?.trim()).toBeTruthy();
      }
    }
  });

  it('has no unused messages', () => {
    expect(Object.keys(source).sort()).toEqual([...defined].sort());
  });

  it('matches the default English messages', () => {
    const defaults = new Map<string, string>();
    const visit = (value: unknown) => {
      if (!value || typeof value !== 'object') return;
      const record = value as Record<string, unknown>;
      if (typeof record.id === 'string' && typeof record.defaultMessage === 'string') {
        defaults.set(record.id, record.defaultMessage);
      } else Object.values(record).forEach(visit);
    };
    Object.values(module).forEach(visit);
    for (const [id, text] of defaults) expect(source[id]?.en).toBe(text);
  });
});
