/**
 * Merges the per-feature message sources translations/src/*.json ({ id: { da, en, sv, nb, fi } })
 * into translations/<locale>.json (flat { id: message }, sorted), the files react-intl loads.
 * Fails when a message lacks a language. Run: npm run i18n:build
 */
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const LOCALES = ['da', 'en', 'sv', 'nb', 'fi'] as const;
const root = path.resolve(__dirname, '..', 'translations');
const srcDir = path.join(root, 'src');

const merged: Record<string, Record<string, string>> = Object.fromEntries(LOCALES.map((l) => [l, {}]));
const problems: string[] = [];
const seen = new Map<string, string>();

for (const file of readdirSync(srcDir).filter((f) => f.endsWith('.json')).sort()) {
  const messages = JSON.parse(readFileSync(path.join(srcDir, file), 'utf8')) as Record<string, Record<string, string>>;
  for (const [id, byLocale] of Object.entries(messages)) {
    if (seen.has(id)) problems.push(`${id} is defined in both ${seen.get(id)} and ${file}`);
    seen.set(id, file);
    for (const locale of LOCALES) {
      const text = byLocale[locale];
      if (typeof text !== 'string' || text.trim() === '') problems.push(`${file}: ${id} has no ${locale} text`);
      else merged[locale]![id] = text;
    }
  }
}

if (problems.length > 0) {
  console.error(problems.join('\n'));
  process.exit(1);
}
for (const locale of LOCALES) {
  const sorted = Object.fromEntries(Object.entries(merged[locale]!).sort(([a], [b]) => a.localeCompare(b)));
  writeFileSync(path.join(root, `${locale}.json`), `${JSON.stringify(sorted, null, 2)}\n`);
}
console.log(`translations: ${seen.size} messages × ${LOCALES.length} locales`);
