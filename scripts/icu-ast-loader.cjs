/**
 * Webpack loader for translations/<locale>.json: turns every ICU message into its AST at build time with formatjs's
 * own parser, so the browser gets pre-parsed messages and the parser itself stays out of the bundle (webpack aliases
 * @formatjs/icu-messageformat-parser to its no-parser build). Tests and e2e read the plain JSON files.
 *
 * Message groups (src/app/messageGroups.ts, passed as the option `groups`): `translations/<locale>.json` is the start
 * group — every message except those of translations/src/<group>.json for the listed groups — and
 * `translations/<locale>.json?group=<group>` holds one group's messages only.
 */
const { readFileSync } = require('node:fs');
const path = require('node:path');
const { parse } = require('@formatjs/icu-messageformat-parser');

/** The message ids of translations/src/<group>.json (a build dependency of the module). */
function groupIds(loader, group) {
  const file = path.join(path.dirname(loader.resourcePath), 'src', `${group}.json`);
  loader.addDependency(file);
  return Object.keys(JSON.parse(readFileSync(file, 'utf8')));
}

module.exports = function icuAstLoader(source) {
  const { groups = [] } = this.getOptions();
  const group = new URLSearchParams(this.resourceQuery.replace(/^\?/, '')).get('group');
  if (group !== null && !groups.includes(group)) {
    throw new Error(`translations: unknown message group '${group}' (src/app/messageGroups.ts lists ${groups.join(', ')})`);
  }
  const messages = JSON.parse(source);
  let ids;
  if (group !== null) {
    ids = groupIds(this, group);
  } else {
    const grouped = new Set(groups.flatMap((g) => groupIds(this, g)));
    ids = Object.keys(messages).filter((id) => !grouped.has(id));
  }
  const compiled = {};
  for (const id of ids) {
    if (!(id in messages)) throw new Error(`translations: ${path.basename(this.resourcePath)} lacks ${id} — run npm run i18n:build`);
    try {
      compiled[id] = parse(messages[id]);
    } catch (err) {
      throw new Error(`translations: cannot parse message ${id}: ${err.message}`);
    }
  }
  // JSON.parse of a string literal is faster for the browser than an object literal of the same size.
  return `export default JSON.parse(${JSON.stringify(JSON.stringify(compiled))});`;
};
