/**
 * First-load budget of the storefront (`npm run size`, run by CI after the build): the gzip size of the JavaScript
 * the Danish home page loads — the entry chunk group (runtime, vendor, main) plus the chunk groups of the content
 * screen and the Danish messages, with the split chunks they share — against BUNDLE_BUDGET_KB (default 209; was 210: set at 209.8 kB measured, rounded up, so any growth fails; 209.0 since the mega menu is a desktop-only chunk).
 * History: 226.7 kB before CMS rich text was sanitised on the server, messages were split into groups and the
 * rarer content blocks became chunks of their own (206.6); the phone header, head tags, data layer, list prefetch
 * and filter drawer added about 6 kB, the customer-centre menu list
 * becoming a chunk and the package's sideEffects list took 2.8 kB back; lazy chunks named by id instead of name in
 * their file names took the runtime's name map (0.6 kB) out (209.5 with company, saved carts and the ledger).
 * Issue 21: the start-up in short tasks added 0.7 kB (the first load's modules evaluated in three tasks: eager imports
 * are module boundaries webpack does not concatenate), the English default texts left out of the message descriptors
 * took 1.2 kB out (scripts/stripDefaultMessages.ts): 208.8, budget 209. The target is 170; vendor alone
 * (react-dom, react-router, RTK, styled-components, react-intl, redux-saga, redux-persist) is 151 kB of it.
 * Every other screen's chunk group is listed too, so a screen that grows shows up in the CI log. Reads
 * dist-meta/chunk-groups.json, written by the webpack build.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const root = path.resolve(__dirname, '..');
const budgetKb = Number(process.env.BUNDLE_BUDGET_KB ?? 209);
/** What the home route loads: the entry and the chunk groups its loader imports. */
const HOME_ROUTE = ['main', 'content', 'messages-da-json'];

let groups: Record<string, string[]>;
try {
  groups = JSON.parse(readFileSync(path.join(root, 'dist-meta', 'chunk-groups.json'), 'utf8')) as Record<string, string[]>;
} catch {
  console.error('bundle-size: dist-meta/chunk-groups.json is missing — run `npm run build` first');
  process.exit(1);
}

const sizes = new Map<string, number>();
const gz = (file: string) => {
  let size = sizes.get(file);
  if (size === undefined) {
    size = gzipSync(readFileSync(path.join(root, 'dist', file)), { level: 9 }).length;
    sizes.set(file, size);
  }
  return size;
};
const kb = (bytes: number) => (bytes / 1000).toFixed(1).padStart(7);
const name = (file: string) => path.basename(file).replace(/\.[0-9a-f]{8,}\.js$/, '');

const home = new Set(HOME_ROUTE.flatMap((group) => groups[group] ?? []));
let total = 0;
console.log('first load of the home route (kB gzip)');
for (const file of home) {
  total += gz(file);
  console.log(`${kb(gz(file))}  ${name(file)}`);
}
console.log(`${kb(total)}  total (budget ${budgetKb} kB, target 170 kB)`);

console.log('\nother screens: what they load beyond the home route (kB gzip)');
for (const [group, files] of Object.entries(groups).sort(([a], [b]) => a.localeCompare(b))) {
  if (HOME_ROUTE.includes(group)) continue;
  const extra = files.filter((f) => !home.has(f));
  console.log(`${kb(extra.reduce((sum, f) => sum + gz(f), 0))}  ${group}${extra.length > 1 ? ` (${extra.map(name).join(', ')})` : ''}`);
}

if (total > budgetKb * 1000) {
  console.error(`\nbundle-size: the home route loads ${kb(total).trim()} kB, over the budget of ${budgetKb} kB`);
  process.exit(1);
}
